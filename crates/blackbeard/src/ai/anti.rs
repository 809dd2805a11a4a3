//! The AI as an Anti-Pirate in another's turn (4.6), and as the pirate a warship or KC meets:
//! a hand opened only when it holds an act worth making against this pirate (the VP leader
//! and the notorious first); each act weighed by what it costs him; a KC deployed against high
//! Notoriety and reacting when it can win; Skull and Crossbones against the worst cards; fight,
//! escape or surrender by the odds.

use super::pirate::card_kind;
use super::sense;
use crate::content::{BbData, EventKind, PirateId};
use crate::rules::{Choice, EngageStep, Foe, Kind, Location, Observation, Phase};

/// How much harm to the active pirate matters to this seat: more against the leader and the
/// notorious.
fn weight(obs: &Observation, pirate: PirateId) -> f32 {
    let Some(a) = sense::afloat(obs, pirate) else {
        return 0.0;
    };
    if a.seat == obs.seat {
        return -1.0;
    }
    let (his, mine) = (sense::standing(obs, a.seat), sense::standing(obs, obs.seat));
    let lead = sense::leader_but(obs, obs.seat) == Some(a.seat) && his > 0;
    0.5 + a.notoriety as f32 / 8.0
        + if lead { 0.5 } else { 0.0 }
        + if his > mine { 0.5 } else { 0.0 }
}

fn target(obs: &Observation) -> Option<PirateId> {
    obs.ap.action.as_ref().map(|a| a.pirate)
}

/// An act's worth against the active pirate (before the weight).
fn act_worth(data: &BbData, obs: &Observation, c: &Choice) -> f32 {
    let Some(p) = target(obs) else {
        return 0.0;
    };
    let Some(a) = sense::afloat(obs, p) else {
        return 0.0;
    };
    match c {
        Choice::DeployKc => sense::p_3d6_under(a.notoriety) * (2.0 + a.notoriety as f32 / 4.0),
        Choice::KcReact => {
            let Some(k) = obs.kcs.iter().find(|k| k.seat == obs.seat) else {
                return 0.0;
            };
            let p_sink = 1.0 - sense::p_win_at_sea(data, obs, p, Foe::Kc(k.kc));
            p_sink * a.notoriety as f32 / 2.0 + p_sink * 2.0 - (1.0 - p_sink) * 2.0
        }
        Choice::UseWarship => {
            let Some(w) = obs
                .on_station
                .iter()
                .find(|o| Some(o.area) == sense::area_of(a.at))
            else {
                return 0.0;
            };
            let lose = sense::p_win_at_sea(data, obs, p, Foe::Warship(w.warship));
            3.0 * (1.0 - lose) - 1.0
        }
        Choice::KcAttack { .. } => 3.0,
        Choice::KcOust => 1.5,
        Choice::KcMove { to } => {
            let here = sense::area_of(a.at);
            if here.is_some() && sense::area_of(*to) == here {
                1.0
            } else {
                0.2
            }
        }
        Choice::Ambition { pirate, .. } => {
            let mine = data.pirates[pirate.0 as usize].duel as f32;
            let his = data.pirates[p.0 as usize].duel as f32;
            (mine - his) * 1.5 + 2.0
        }
        _ => match card_kind(data, c) {
            Some(EventKind::ScurvyOutbreak) => {
                let in_port = matches!(a.at, Location::Port { .. });
                if in_port {
                    0.0
                } else {
                    1.5 + a.hostages.len() as f32
                }
            }
            Some(EventKind::WearAndTear) => 1.5,
            Some(EventKind::MutinyConspiracy) => {
                if a.loyalty <= 3 {
                    4.0
                } else {
                    0.5
                }
            }
            Some(EventKind::DebaucheryAndRevelry) => 2.0,
            Some(EventKind::WarshipSighting) => 2.0,
            Some(EventKind::DoubleCross) => 2.0 + a.notoriety as f32 / 4.0,
            Some(EventKind::PirateConverts) => 2.5,
            Some(EventKind::LocalResistance) => 1.5,
            Some(_) => 1.0,
            None => 0.0,
        },
    }
}

/// A score for each option of an Anti-Pirate or engagement decision, or `None`.
pub fn score(
    data: &BbData,
    obs: &Observation,
    kind: Kind,
    c: &Choice,
) -> Option<(f32, &'static str)> {
    Some(match (kind, c) {
        (Kind::Window, Choice::Pass) => (0.0, "lets him be"),
        (Kind::Window, Choice::OpenHand) => {
            let w = target(obs).map_or(0.0, |p| weight(obs, p));
            let best = hand_acts(data, obs)
                .iter()
                .map(|c| act_worth(data, obs, c))
                .fold(0.0f32, f32::max);
            (best * w - 2.0, "acts against him")
        }
        (Kind::ApHand, Choice::Pass) => (0.0, "thinks better of it"),
        (Kind::ApHand, _) => {
            let w = target(obs).map_or(0.0, |p| weight(obs, p));
            (act_worth(data, obs, c) * w - 1.0, "acts against the pirate")
        }
        (Kind::Skull, Choice::Pass) => (0.0, "lets the card stand"),
        (Kind::Skull, Choice::Skull { .. }) => {
            let worst = match obs.phase.as_ref() {
                Some(Phase::Skull(n)) => match data.event(n.card).kind {
                    EventKind::PiraticalAmbition | EventKind::DoubleCross => 3.0,
                    EventKind::MutinyConspiracy | EventKind::KcSurprise => 2.0,
                    EventKind::ScurvyOutbreak | EventKind::DebaucheryAndRevelry => 1.0,
                    _ => 0.5,
                },
                Some(Phase::Grab(_)) => 1.0,
                _ => 0.0,
            };
            (worst - 0.8, "trusts his luck against the worst")
        }
        (Kind::Surprise, Choice::Pass) => (0.0, "keeps the card"),
        (Kind::Surprise, Choice::Surprise { .. }) => {
            let w = target(obs).map_or(0.0, |p| weight(obs, p));
            (w - 1.0, "springs a KC's surprise")
        }
        (Kind::Engage { step }, _) => engage(data, obs, step, c)?,
        _ => return None,
    })
}

/// What this seat could do if it opened its hand now (its own observation knows).
fn hand_acts(data: &BbData, obs: &Observation) -> Vec<Choice> {
    let mut out: Vec<Choice> = obs
        .hand
        .iter()
        .filter(|c| data.event(**c).anti_pirate)
        .map(|card| Choice::ApCard { card: *card })
        .collect();
    if !obs.ap.acted.contains(&obs.seat) && obs.pools.kcs > 0 {
        out.push(Choice::DeployKc);
    }
    if obs.kcs.iter().any(|k| k.seat == obs.seat) {
        out.push(Choice::KcReact);
    }
    out
}

fn engage(
    data: &BbData,
    obs: &Observation,
    step: EngageStep,
    c: &Choice,
) -> Option<(f32, &'static str)> {
    let Some(Phase::Engage(e)) = obs.phase.as_ref() else {
        return None;
    };
    let p = target(obs)?;
    let win = sense::p_win_at_sea(data, obs, p, e.foe);
    Some(match (step, c) {
        (EngageStep::Sighted, Choice::UseWarship) => {
            (weight(obs, p) * (1.0 - win) - 0.5, "sends the warship in")
        }
        (EngageStep::Sighted, Choice::Pass) => (0.0, "leaves it On Station"),
        (EngageStep::FightOrEscape, Choice::Escape(true)) => {
            let esc = sense::p_escape(data, obs, p, e.foe, e.moved_in);
            (esc + (1.0 - esc) * win - 0.05, "runs for it")
        }
        (EngageStep::FightOrEscape, Choice::Escape(false)) => (win, "stands and fights"),
        (EngageStep::Intercepted, Choice::Surrender) => (0.6, "surrenders with his Letter"),
        (EngageStep::Intercepted, Choice::Escape(false)) => (win, "fights the KC"),
        (EngageStep::Surrendering { .. }, Choice::Pass) => (0.0, "lets him go"),
        (EngageStep::Surrendering { .. }, _) => (weight(obs, p) - 0.5, "double-crosses him"),
        _ => (0.0, "answers"),
    })
}
