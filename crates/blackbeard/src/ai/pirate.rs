//! The AI pirate's own turn, by rules of thumb: each option scored, the best taken. Where to
//! deploy and sail (merchants in rich areas, away from KCs and warships), Find and Loot, port
//! attacks and sacks when the odds pay, booty to a port that converts it well, refit, D&R
//! before a mutiny, a Safe Haven and retirement once his Notoriety is worth doubling, which
//! card to play for Actions and which to keep.

use super::sense::{self, Distances};
use crate::content::{Actions, AreaId, BbData, EventKind, PirateId, ShipKind};
use crate::rules::{
    Afloat, Choice, Kind, LootStep, Observation, Phase, PortStatus, Stow, VisitStep,
};

/// A score for each option of an own-turn decision (higher is better), with the reason the
/// log gives; `None` for a decision this module does not answer.
pub fn score(
    data: &BbData,
    obs: &Observation,
    dist: &Distances,
    kind: Kind,
    c: &Choice,
) -> Option<(f32, &'static str)> {
    Some(match (kind, c) {
        (Kind::Deploy { .. } | Kind::Drawn, Choice::Deploy { area, .. }) => (
            area_worth(data, obs, *area),
            "deploys where the merchants are rich",
        ),
        (Kind::Drawn, Choice::NoDeploy) => (-5.0, "keeps him in hand"),
        (Kind::Deploy { .. }, Choice::DeployByLot { .. }) => (1.0, "puts a pirate to sea"),
        // 3.0 step 6's draft: the pirate with the best ratings (Initiative and Ability most).
        (Kind::Draft, Choice::Draft { pirate }) => {
            let p = &data.pirates[pirate.0 as usize];
            (
                2.0 * (p.initiative + p.ability) as f32
                    + (p.leadership + p.cruelty + p.cunning + p.duel) as f32,
                "drafts the best pirate left",
            )
        }
        (Kind::ChooseShip | Kind::NewShip, Choice::Ship { kind, .. }) => {
            (ship_worth(data, *kind), "takes the better ship")
        }
        (Kind::CardPlay, _) => card_play(data, obs, c)?,
        (Kind::Action { left }, _) => action(data, obs, dist, left, c)?,
        (Kind::Loot { step }, _) => loot(data, obs, step, c)?,
        (Kind::InPort { step }, _) => in_port(data, obs, step, c)?,
        (Kind::Cunning { .. }, Choice::Reroll(again)) => {
            (if *again { 1.0 } else { 0.0 }, "trusts his Cunning")
        }
        (Kind::RetireBribe { price }, Choice::PayBribe(pay)) => {
            let worth = active(obs).map_or(0, |a| a.notoriety) * 100;
            let yes = worth >= price + 200;
            (
                if *pay == yes { 1.0 } else { 0.0 },
                "weighs the governor's price",
            )
        }
        (Kind::Successor, Choice::Successor { pirate }) => {
            let p = &data.pirates[pirate.0 as usize];
            (
                (p.leadership + p.ability) as f32,
                "gives the ship to his best man",
            )
        }
        _ => return None,
    })
}

/// The pirate whose decision it is (the one acting, if the phase names him).
fn active(obs: &Observation) -> Option<&Afloat> {
    let p = match obs.phase.as_ref()? {
        Phase::Loot(l) => l.pirate,
        Phase::InPort(v) => v.pirate,
        Phase::RetireBribe { pirate, .. } => *pirate,
        _ => obs.ap.action.as_ref()?.pirate,
    };
    sense::afloat(obs, p)
}

fn area_worth(data: &BbData, obs: &Observation, area: AreaId) -> f32 {
    let merchants = sense::merchants_in(data, obs, area) as f32;
    let near: f32 = data.areas[area.0 as usize]
        .neighbours
        .iter()
        .map(|n| sense::merchants_in(data, obs, *n) as f32)
        .sum();
    (merchants * 2.0 + near * 0.5 + 0.5) * sense::richness(data, area) / 1000.0
        - 3.0 * sense::danger(data, obs, obs.seat, area)
}

fn ship_worth(data: &BbData, kind: ShipKind) -> f32 {
    data.ship(kind).pirate.map_or(0.0, |s| {
        s.holds as f32 * 2.0 + s.combat as f32 + s.speed as f32
    })
}

fn card_play(data: &BbData, obs: &Observation, c: &Choice) -> Option<(f32, &'static str)> {
    let actions = |card| match data.event(card).actions {
        Actions::Count(n) => n as f32,
        _ => 0.0,
    };
    let keep = |card| sense::keep_value(data.event(card).kind);
    Some(match c {
        Choice::PlayForActions { card } => (
            actions(*card) * 3.0 - keep(*card),
            "plays the card worth most in Actions",
        ),
        Choice::PlayInitiative { card, pirate } => (
            data.pirates[pirate.0 as usize].initiative as f32 * 3.0 - keep(*card),
            "gives his best pirate the initiative",
        ),
        Choice::HeavyGuns { .. } => (12.0, "mounts heavy guns"),
        Choice::TreasureMap { .. } => (4.0, "takes the treasure map"),
        Choice::FairWinds { card, pirate, area } => {
            let here = sense::afloat(obs, *pirate).and_then(|a| sense::area_of(a.at));
            let gain =
                area_worth(data, obs, *area) - here.map_or(0.0, |h| area_worth(data, obs, h));
            (gain + actions(*card) - 2.0, "sails with fair winds")
        }
        Choice::DiscardForActions { .. } => (1.0, "discards for an Action"),
        Choice::EndTurn => (0.0, "ends his turn"),
        _ => (-1.0, "plays a card"),
    })
}

/// 9.52: his chance to take the port.
fn attack_odds(
    data: &BbData,
    obs: &Observation,
    pirate: PirateId,
    port: crate::content::PortId,
) -> f32 {
    let parts = crate::rules::attack_parts(data, &obs.afloat, &obs.alliances, pirate, port);
    let def = data.ports[port.0 as usize].defense as i16;
    if obs.ports[port.0 as usize].attacked {
        sense::p_beat_two(parts.sum() as i16, def)
    } else {
        sense::p_beat(parts.sum() as i16, def, false)
    }
}

fn booty(a: &Afloat) -> u32 {
    a.holds.iter().sum()
}

fn full(data: &BbData, a: &Afloat) -> bool {
    let holds = a
        .ship
        .and_then(|k| data.ship(k).pirate)
        .map_or(1, |s| s.holds as usize);
    a.holds.len() >= holds
}

/// The best conversion port's worth to him from `area`: its rate over the moves to it.
fn haven_pull(data: &BbData, obs: &Observation, dist: &Distances, a: &Afloat, area: AreaId) -> f32 {
    let mut best = 0.0f32;
    for (i, port) in data.ports.iter().enumerate() {
        let id = crate::content::PortId(i as u8);
        let st = sense::status(data, obs, id, a.pirate);
        let rate = sense::rate(st) as f32;
        if rate == 0.0 {
            continue;
        }
        let d = port
            .areas
            .iter()
            .map(|x| dist.between(area, *x))
            .min()
            .unwrap_or(u8::MAX) as f32;
        best = best.max(rate / (1.0 + d));
    }
    best
}

fn action(
    data: &BbData,
    obs: &Observation,
    dist: &Distances,
    left: u8,
    c: &Choice,
) -> Option<(f32, &'static str)> {
    let me = obs.seat;
    let a = c.actor().and_then(|p| sense::afloat(obs, p));
    Some(match (c, a) {
        (Choice::Retire { .. }, Some(a)) if a.notoriety >= 8 || obs.turns > 20 => (
            20.0 + a.notoriety as f32,
            "retires while his name is worth twice",
        ),
        (Choice::BribeToRetire { .. }, Some(a)) if a.notoriety >= 10 && a.net_worth >= 600 => {
            (15.0, "asks the governor's price to retire")
        }
        (Choice::Sack { pirate }, Some(a)) => {
            let cruelty = crate::rules::sack_cruelty(data, &obs.alliances, *pirate) as i16;
            let crate::rules::Location::Port { port, .. } = a.at else {
                return Some((0.0, ""));
            };
            let defense = data.ports[port.0 as usize].defense as i16;
            let p = (1..=6).filter(|d| d + cruelty > defense).count() as f32 / 6.0;
            (
                2.0 + p * 2.4 * data.ports[port.0 as usize].value as f32,
                "sacks the town",
            )
        }
        (Choice::Loot { .. }, Some(_)) => (14.0, "loots the merchant he found"),
        (Choice::Find { .. }, Some(a)) => {
            let area = sense::area_of(a.at).unwrap_or(AreaId(0));
            (
                6.0 + sense::richness(data, area) / 500.0,
                "looks for a merchant",
            )
        }
        (Choice::AttackPort { port, pirate }, Some(a)) => {
            let p = attack_odds(data, obs, *pirate, *port);
            let value = data.ports[port.0 as usize].value as f32;
            if a.combat <= 2 || p < 0.5 {
                (-2.0, "")
            } else {
                (
                    p * 2.4 * value + (p - 0.5) * 6.0,
                    "attacks a port he can take",
                )
            }
        }
        (Choice::InPort { .. }, Some(a)) => {
            let crate::rules::Location::Port { port, .. } = a.at else {
                return Some((0.0, ""));
            };
            (
                port_worth(data, obs, a, port),
                "goes about his business in port",
            )
        }
        (Choice::Recover { .. }, Some(_)) => (10.0, "sobers his crew"),
        (Choice::Dig { .. }, Some(_)) => (9.0, "digs for the treasure"),
        (Choice::BootyGrab { victim, .. }, Some(a)) => {
            let v = sense::afloat(obs, *victim).map_or(0, booty) as f32;
            let mine = data.pirates[a.pirate.0 as usize].ability as i16 + 1;
            let theirs = data.pirates[victim.0 as usize].ability as i16;
            (
                v / 300.0 * sense::p_beat(mine, theirs, false) - 1.0,
                "grabs a drunkard's booty",
            )
        }
        (Choice::Move { to, .. }, Some(a)) => {
            let here = place_worth(data, obs, dist, a, a.at, left);
            let there = place_worth(data, obs, dist, a, *to, left);
            (2.0 + there - here, "sails on")
        }
        (Choice::DrawPirate, _) => {
            let mine = obs.afloat.iter().filter(|a| a.seat == me).count();
            (if mine < 2 { 5.0 } else { 0.2 }, "draws a pirate")
        }
        (Choice::Deploy { area, .. }, _) => {
            (4.0 + area_worth(data, obs, *area), "deploys a pirate")
        }
        (Choice::EndActions, _) => (0.5, "ends his actions"),
        _ => (-3.0, "acts"),
    })
}

/// What an In-Port Activities Action is worth to him here (9.4): booty converted at the
/// port's rate, repairs, a haven, a hostage's ransom, a crew to please, scurvy cured.
fn port_worth(data: &BbData, obs: &Observation, a: &Afloat, port: crate::content::PortId) -> f32 {
    let st = sense::status(data, obs, port, a.pirate);
    if matches!(st, PortStatus::Anti | PortStatus::Destroyed) {
        return 0.0;
    }
    let rate = sense::rate(st) as f32 / 100.0;
    let mut v = booty(a) as f32 * rate / 250.0;
    if damaged(data, a) {
        v += 3.0;
    }
    if st == PortStatus::Pro && a.net_worth >= 400 && a.notoriety >= 6 {
        v += 3.0;
    }
    if !a.hostages.is_empty() || a.loyalty <= 3 || a.scurvy {
        v += 3.0;
    }
    v
}

fn damaged(data: &BbData, a: &Afloat) -> bool {
    a.ship
        .and_then(|k| data.ship(k).pirate)
        .is_some_and(|s| a.combat < s.combat || a.speed < s.speed as i8 - 1)
}

/// His prospects from an area: merchants (by the area's riches), ports he could take (by
/// their Value and his odds), a good port for his booty when his holds are heavy; less its
/// danger.
fn area_prospects(
    data: &BbData,
    obs: &Observation,
    dist: &Distances,
    a: &Afloat,
    area: AreaId,
) -> f32 {
    let mut v =
        sense::merchants_in(data, obs, area) as f32 * (0.6 + sense::richness(data, area) / 1000.0);
    let mut attack = 0.0f32;
    if a.combat > 2 {
        for port in &data.areas[area.0 as usize].ports {
            let seen = &obs.ports[port.0 as usize];
            if seen.destroyed || data.ports[port.0 as usize].is_pirate_port() {
                continue;
            }
            let p = attack_odds(data, obs, a.pirate, *port);
            if p >= 0.5 {
                attack = attack.max(p * data.ports[port.0 as usize].value as f32 * 0.8);
            }
        }
    }
    v += attack;
    if full(data, a) || booty(a) >= 800 {
        v += haven_pull(data, obs, dist, a, area) / 40.0;
    }
    v - 1.5 * sense::danger(data, obs, a.seat, area)
}

/// A place's worth to him: its area's prospects (and, a step away, its neighbours' a little),
/// or a port's business.
fn place_worth(
    data: &BbData,
    obs: &Observation,
    dist: &Distances,
    a: &Afloat,
    at: crate::rules::Location,
    left: u8,
) -> f32 {
    use crate::rules::Location;
    match at {
        Location::Port { port, .. } => {
            let v = port_worth(data, obs, a, port);
            // Only worth stopping if he has an Action left to use it.
            if left < 2 { v * 0.5 } else { v }
        }
        Location::Sea(area) => {
            let here = area_prospects(data, obs, dist, a, area);
            let near = data.areas[area.0 as usize]
                .neighbours
                .iter()
                .map(|n| area_prospects(data, obs, dist, a, *n))
                .fold(f32::MIN, f32::max);
            here.max(near * 0.6)
        }
        Location::Transit(b) => {
            let far = data.boxes[b.0 as usize]
                .joins
                .iter()
                .map(|n| area_prospects(data, obs, dist, a, *n))
                .fold(f32::MIN, f32::max);
            far * 0.5
        }
    }
}

fn loot(
    data: &BbData,
    obs: &Observation,
    step: LootStep,
    c: &Choice,
) -> Option<(f32, &'static str)> {
    let a = active(obs)?;
    Some(match (step, c) {
        (LootStep::Seize, Choice::Seize(yes)) => (if *yes { 1.0 } else { 0.0 }, "seizes the booty"),
        (_, Choice::Stow(s)) => {
            let incoming = match obs.phase.as_ref() {
                Some(Phase::Loot(l)) => l.doubloons,
                _ => 0,
            };
            match s {
                Stow::EmptyHold => (10.0, "stows it"),
                Stow::Convert => {
                    let better = match obs.phase.as_ref() {
                        Some(Phase::Loot(l)) => obs.ports[l.port.0 as usize]
                            .merchant
                            .flatten()
                            .is_some_and(|k| {
                                ship_worth(data, k) > a.ship.map_or(0.0, |s| ship_worth(data, s))
                            }),
                        _ => false,
                    };
                    (if better { 12.0 } else { -1.0 }, "takes her for his own")
                }
                Stow::Jettison(h) => {
                    let there = a.holds.get(*h as usize).copied().unwrap_or(0);
                    (
                        (incoming as f32 - there as f32) / 100.0,
                        "throws the worse cargo over",
                    )
                }
                Stow::Abandon => (0.0, "leaves the cargo"),
            }
        }
        (_, Choice::Jettison { hold }) => (
            -(a.holds.get(*hold as usize).copied().unwrap_or(0) as f32),
            "trims the cheapest hold",
        ),
        (LootStep::Hostage, Choice::Torture(t)) => {
            let cruel = data.pirates[a.pirate.0 as usize].cruelty;
            let yes = cruel <= 2;
            (
                if *t == yes { 1.0 } else { 0.0 },
                "decides the hostage's fate",
            )
        }
        (LootStep::Revelry, Choice::Revel(r)) => {
            let yes = a.loyalty <= 3;
            (
                if *r == yes { 1.0 } else { 0.0 },
                "keeps an eye on his crew",
            )
        }
        _ => return None,
    })
}

fn in_port(
    data: &BbData,
    obs: &Observation,
    step: VisitStep,
    c: &Choice,
) -> Option<(f32, &'static str)> {
    let a = active(obs)?;
    let port = match a.at {
        crate::rules::Location::Port { port, .. } => Some(port),
        _ => None,
    };
    let st = port.map_or(PortStatus::Neutral, |p| {
        sense::status(data, obs, p, a.pirate)
    });
    Some(match (step, c) {
        (_, Choice::TakeLetter { .. }) => (2.0, "takes the Letter of Marque"),
        (_, Choice::Ransom { .. }) => (5.0, "ransoms a hostage"),
        (_, Choice::IntoHold { hold }) => (
            -(a.holds.get(*hold as usize).copied().unwrap_or(0) as f32) / 100.0,
            "stows the ransom",
        ),
        (VisitStep::Convert, Choice::ConvertHold { .. }) => {
            let good = sense::rate(st) >= 100 || full(data, a);
            (if good { 3.0 } else { -1.0 }, "turns booty into Net Worth")
        }
        (_, Choice::Refit(r)) => {
            let damaged = a
                .ship
                .and_then(|k| data.ship(k).pirate)
                .is_some_and(|s| a.combat < s.combat || a.speed < s.speed as i8);
            (
                if *r == damaged { 1.0 } else { 0.0 },
                "refits if she needs it",
            )
        }
        (_, Choice::Repair { speed }) => {
            // Speed back to 2 first, then Combat.
            let want = (2 - a.speed).max(0) as u8;
            (
                -((*speed as i16 - want as i16).abs() as f32),
                "shares the repairs",
            )
        }
        (VisitStep::Haven, Choice::SeekHaven(s)) => {
            let yes = a.net_worth >= 400 && a.notoriety >= 6;
            (if *s == yes { 1.0 } else { 0.0 }, "seeks a Safe Haven")
        }
        (_, Choice::PayBribe(p)) => {
            let price = match step {
                VisitStep::Bribe { price } => price,
                _ => u32::MAX,
            };
            let yes = price <= a.net_worth && a.notoriety >= 6;
            (if *p == yes { 1.0 } else { 0.0 }, "pays the governor")
        }
        (_, Choice::Revel(r)) => {
            let yes = a.loyalty <= 4;
            (
                if *r == yes { 1.0 } else { 0.0 },
                "lets the crew ashore if they need it",
            )
        }
        (_, Choice::NextActivity) => (0.0, "goes on"),
        _ => return None,
    })
}

/// The kind of the card an option names, if it names one.
pub fn card_kind(data: &BbData, c: &Choice) -> Option<EventKind> {
    match c {
        Choice::ApCard { card }
        | Choice::SightWarship { card }
        | Choice::Skull { card }
        | Choice::Ambition { card, .. }
        | Choice::Convert { card, .. }
        | Choice::Surprise { card }
        | Choice::Resist { card, .. } => Some(data.event(*card).kind),
        _ => None,
    }
}
