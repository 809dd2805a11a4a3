//! Solitaire Blackbeard's rules of thumb for your pirate when an AI plays him (19): the
//! regular pirate's scores, changed where solitaire changes what pays. A retirement short of
//! 130 VP loses, so he never takes one, and takes the first that reaches it (19.9, 19.15:
//! with his Letter of Marque, in a port of its nation); a Letter in hand is worth keeping and
//! taking; the SP's KC reacts to every action it can (19.14), so its reach weighs heavily.

use super::sense::{self, Distances};
use crate::content::{BbData, EventKind, Owner, PortId};
use crate::rules::{Choice, Kind, Location, Observation, WIN_AT};

/// The VP Blackbeard would have if he retired now (18.12 A on top of what his seat holds).
pub fn if_retired(obs: &Observation) -> Option<u32> {
    let teach = obs.solo.as_ref()?.blackbeard;
    let a = sense::afloat(obs, teach)?;
    Some(obs.vp[0] + 2 * a.notoriety + a.net_worth / 100)
}

/// VP short of 130 at which he takes his Letter of Marque (and makes for a port to take it).
/// Measured over 2,000 Normal games (seeds 970000+): with the haven rule below, 0, 5 and 10
/// short won alike (4.1–4.3 %); before it, taking it at once won 2.6 % against 2.2–2.8 % for
/// 0–20 short. The threshold matters little; the ports he may take it in (no nation he has
/// attacked) and the gold kept from a haven made most of the gain.
const LETTER_SHORT: u32 = 5;

/// Whether Blackbeard is near enough 130 VP to fix his Letter's nation.
fn near_ready(obs: &Observation) -> bool {
    let Some(a) = obs
        .solo
        .as_ref()
        .and_then(|s| sense::afloat(obs, s.blackbeard))
    else {
        return false;
    };
    let booty = a.holds.iter().sum::<u32>() / 100;
    if_retired(obs).is_some_and(|v| v + booty + LETTER_SHORT >= WIN_AT)
}

/// The regular score of `c`, changed for solitaire; `None` when solitaire changes nothing.
pub fn adjust(
    data: &BbData,
    obs: &Observation,
    dist: &Distances,
    kind: Kind,
    c: &Choice,
    score: f32,
) -> Option<(f32, &'static str)> {
    let solo = obs.solo.as_ref()?;
    if obs.seat != 0 {
        return None;
    }
    let teach = solo.blackbeard;
    let a = sense::afloat(obs, teach)?;
    let ready = if_retired(obs).is_some_and(|v| v >= WIN_AT);
    let card_kind = |card| data.event(card).kind;
    match c {
        Choice::Retire { .. } if ready => return Some((1000.0, "retires a legend (19.9)")),
        Choice::Retire { .. } => return Some((-1000.0, "")),
        // A Letter taken fixes the nation he may retire in; kept in hand, it serves at any
        // Pro-Pirate port, so he takes it only when he could retire at once.
        Choice::TakeLetter { .. } if a.letter.is_none() && near_ready(obs) => {
            return Some((50.0, "takes a Letter of Marque to retire by (19.15)"));
        }
        Choice::TakeLetter { .. } if a.letter.is_none() => {
            return Some((-50.0, ""));
        }
        // A Safe Haven is no way to retire in solitaire (19.15): near the end, keep the gold.
        Choice::SeekHaven(true) | Choice::PayBribe(true) if near_ready(obs) => {
            return Some((-50.0, ""));
        }
        Choice::PlayForActions { card } | Choice::Discard { card }
            if card_kind(*card) == EventKind::LetterOfMarque && a.letter.is_none() =>
        {
            return Some((score - 6.0, "keeps his Letter of Marque"));
        }
        _ => {}
    }
    let Kind::Action { .. } = kind else {
        return None;
    };
    // A Letter in hand: ashore at a Pro-Pirate port to take it; ready: to a port of its nation.
    let holds_letter = a.letter.is_none()
        && obs
            .hand
            .iter()
            .any(|c| card_kind(*c) == EventKind::LetterOfMarque);
    if let Choice::InPort { .. } = c
        && holds_letter
        && near_ready(obs)
        && let Location::Port { port, .. } = a.at
        && super::system::letter_port(data, obs, a)(port)
    {
        return Some((score.max(0.0) + 30.0, "goes ashore for his Letter"));
    }
    if let Choice::Move { .. } = c {
        let target: Option<Box<dyn Fn(PortId) -> bool>> = match (ready, a.letter, holds_letter) {
            (true, Some(nation), _) => Some(Box::new(move |p: PortId| {
                data.ports[p.0 as usize].owner == Owner::Nation(nation)
                    && !obs.ports[p.0 as usize].destroyed
            })),
            (_, None, true) if near_ready(obs) => {
                Some(Box::new(super::system::letter_port(data, obs, a)))
            }
            _ => None,
        };
        if let Some(wanted) = target
            && let Some(best) = super::system::sail_for(data, obs, teach, &[*c], wanted)
            && best == *c
        {
            let bonus = if near_ready(obs) { 40.0 } else { 6.0 };
            return Some((score + bonus, "sails to use his Letter"));
        }
    }
    // The SP's KC: keep out of its reach at sea.
    let kc = obs
        .kcs
        .iter()
        .find(|k| k.seat == crate::rules::SYSTEM)
        .and_then(|k| sense::area_of(k.at));
    if let Some(kc) = kc {
        let near = |area: crate::content::AreaId| {
            area == kc || data.areas[kc.0 as usize].neighbours.contains(&area)
        };
        let _ = dist;
        match (c, a.at) {
            (
                Choice::Move {
                    to: Location::Sea(area),
                    ..
                },
                _,
            ) if near(*area) => {
                return Some((score - 8.0, "keeps clear of the KC"));
            }
            (
                Choice::Move {
                    to: Location::Sea(area),
                    ..
                },
                Location::Sea(here),
            ) if near(here) && !near(*area) => {
                return Some((score + 6.0, "slips away from the KC"));
            }
            (
                Choice::Move {
                    to: Location::Port { .. },
                    ..
                },
                Location::Sea(here),
            ) if near(here) => {
                return Some((score + 5.0, "runs for port away from the KC"));
            }
            (
                Choice::Find { .. } | Choice::Loot { .. } | Choice::AttackPort { .. },
                Location::Sea(here),
            ) if near(here) => {
                return Some((score - 10.0, "will not act under the KC's guns"));
            }
            _ => {}
        }
    }
    None
}
