//! What an AI pirate reads off its seat's observation: where things are, how far, how rich,
//! how dangerous, and the odds of a roll. Nothing here looks past the observation.

use crate::content::{AreaId, BbData, EventKind, PirateId, PortId};
use crate::rules::{Afloat, Foe, Location, Observation, PortStatus};
use game_core::Seat;

/// The area a pirate or KC is in or by (a Transit Box: none).
pub fn area_of(at: Location) -> Option<AreaId> {
    match at {
        Location::Sea(a) | Location::Port { from: a, .. } => Some(a),
        Location::Transit(_) => None,
    }
}

/// Moves from every area to every other (7.11: neighbours, and a Transit Box as a step
/// between the two areas it joins), by breadth-first search.
pub struct Distances {
    n: usize,
    d: Vec<u8>,
}

impl Distances {
    pub fn new(data: &BbData) -> Distances {
        let n = data.areas.len();
        let mut d = vec![u8::MAX; n * n];
        let next = |a: usize| -> Vec<(usize, u8)> {
            let mut out: Vec<(usize, u8)> = data.areas[a]
                .neighbours
                .iter()
                .map(|x| (x.0 as usize, 1))
                .collect();
            for b in &data.areas[a].boxes {
                for j in data.boxes[b.0 as usize].joins {
                    if j.0 as usize != a {
                        out.push((j.0 as usize, 2));
                    }
                }
            }
            out
        };
        for s in 0..n {
            d[s * n + s] = 0;
            // Few areas and steps of 1–2: a simple relaxation to a fixed point.
            let mut changed = true;
            while changed {
                changed = false;
                for a in 0..n {
                    let da = d[s * n + a];
                    if da == u8::MAX {
                        continue;
                    }
                    for (b, w) in next(a) {
                        let nd = da.saturating_add(w);
                        if nd < d[s * n + b] {
                            d[s * n + b] = nd;
                            changed = true;
                        }
                    }
                }
            }
        }
        Distances { n, d }
    }

    pub fn between(&self, a: AreaId, b: AreaId) -> u8 {
        self.d[a.0 as usize * self.n + b.0 as usize]
    }
}

/// The Cargo Table's mean doubloons in an area (8.32: its row, the rolls 2–10 alike).
pub fn richness(data: &BbData, area: AreaId) -> f32 {
    let row = &data.cargo[area.0 as usize];
    row.iter().map(|x| *x as f32).sum::<f32>() / row.len() as f32
}

/// Merchants waiting in an area's ports, not yet found by another pirate.
pub fn merchants_in(data: &BbData, obs: &Observation, area: AreaId) -> usize {
    data.areas[area.0 as usize]
        .ports
        .iter()
        .filter(|p| obs.ports[p.0 as usize].merchant.is_some())
        .count()
}

/// Danger to `seat`'s pirates in an area: another seat's KC there or next door, a warship On
/// Station there.
pub fn danger(data: &BbData, obs: &Observation, seat: Seat, area: AreaId) -> f32 {
    let mut d = 0.0;
    for k in obs.kcs.iter().filter(|k| k.seat != seat) {
        if let Some(at) = area_of(k.at) {
            if at == area {
                d += 2.0;
            } else if data.areas[at.0 as usize].neighbours.contains(&area) {
                d += 1.0;
            }
        }
    }
    d + obs.on_station.iter().filter(|o| o.area == area).count() as f32 * 1.5
}

/// The chance that d6 + `mine` beats d6 + `theirs` (`tie_mine`: a tie counts for him).
pub fn p_beat(mine: i16, theirs: i16, tie_mine: bool) -> f32 {
    let mut n = 0;
    for a in 1..=6 {
        for b in 1..=6 {
            let (x, y) = (a + mine, b + theirs);
            if x > y || (tie_mine && x == y) {
                n += 1;
            }
        }
    }
    n as f32 / 36.0
}

/// The chance that d6 + `mine` beats 2d6 + `theirs` (a port Attacked before, 9.58).
pub fn p_beat_two(mine: i16, theirs: i16) -> f32 {
    let mut n = 0;
    for a in 1..=6 {
        for b in 1..=6 {
            for c in 1..=6 {
                if a + mine > b + c + theirs {
                    n += 1;
                }
            }
        }
    }
    n as f32 / 216.0
}

/// The chance that 3d6 falls under `n` (10.12: a KC deployed).
pub fn p_3d6_under(n: u32) -> f32 {
    let mut k = 0;
    for a in 1..=6u32 {
        for b in 1..=6 {
            for c in 1..=6 {
                if a + b + c < n {
                    k += 1;
                }
            }
        }
    }
    k as f32 / 216.0
}

/// The seat with the most VP but `me` (the first such in seating order).
pub fn leader_but(obs: &Observation, me: Seat) -> Option<Seat> {
    (0..obs.vp.len())
        .filter(|s| *s != me)
        .max_by_key(|s| (obs.vp[*s], std::cmp::Reverse(*s)))
}

/// A seat's standing: its VP and what its pirates afloat would score now (18.12 B).
pub fn standing(obs: &Observation, seat: Seat) -> u32 {
    obs.vp[seat]
        + obs
            .afloat
            .iter()
            .filter(|a| a.seat == seat)
            .map(|a| a.notoriety)
            .sum::<u32>()
}

pub fn afloat(obs: &Observation, p: PirateId) -> Option<&Afloat> {
    obs.afloat.iter().find(|a| a.pirate == p)
}

/// A port's conversion rate to him, in percent (9.43).
pub fn rate(status: PortStatus) -> u32 {
    crate::rules::port::converted(status, 100)
}

pub fn status(data: &BbData, obs: &Observation, port: PortId, p: PirateId) -> PortStatus {
    crate::rules::port::seen_status(data, obs, port, p)
}

/// The pirate's side and the foe's for a chase or a battle (6.45–6.46, 10.33–10.35).
fn sides(
    data: &BbData,
    obs: &Observation,
    pirate: PirateId,
    foe: Foe,
    moved_in: bool,
    battle: bool,
) -> (i16, i16) {
    let e = crate::rules::Engage {
        foe,
        by: 0,
        moved_in,
        step: crate::rules::EngageStep::FightOrEscape,
    };
    let (mine, theirs) = crate::rules::sea_parts(
        data,
        &obs.afloat,
        &obs.alliances,
        obs.living_rules_plus_two,
        pirate,
        &e,
        battle,
    );
    (mine.sum(), theirs.sum())
}

/// His chance to win a battle at sea against the foe (6.46, 10.35: a tie is the foe's).
pub fn p_win_at_sea(data: &BbData, obs: &Observation, pirate: PirateId, foe: Foe) -> f32 {
    let (mine, theirs) = sides(data, obs, pirate, foe, false, true);
    p_beat(mine, theirs, false)
}

/// His chance to escape (6.45, 10.33: a tie is his).
pub fn p_escape(
    data: &BbData,
    obs: &Observation,
    pirate: PirateId,
    foe: Foe,
    moved_in: bool,
) -> f32 {
    let (mine, theirs) = sides(data, obs, pirate, foe, moved_in, false);
    p_beat(mine, theirs, true)
}

/// What a card in hand is worth keeping (its use in another's turn, or its event), against
/// playing it for Actions.
pub fn keep_value(kind: EventKind) -> f32 {
    match kind {
        EventKind::SkullAndCrossbones => 3.0,
        EventKind::PiraticalAmbition | EventKind::DoubleCross | EventKind::MutinyConspiracy => 2.5,
        EventKind::ScurvyOutbreak
        | EventKind::WearAndTear
        | EventKind::WarshipSighting
        | EventKind::KcSurprise
        | EventKind::DebaucheryAndRevelry
        | EventKind::PirateConverts
        | EventKind::LocalResistance => 1.5,
        EventKind::LetterOfMarque | EventKind::HeavyGuns | EventKind::BuriedTreasure => 1.0,
        _ => 0.0,
    }
}
