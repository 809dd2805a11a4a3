//! Hit Locations and damage in naval combat: a die per cannon hit names the location (the
//! success icon lets the target choose, unless a shot is spent), chain-shot and grapeshot
//! send each success icon to the masts or the crew (numbered hits land where their die says),
//! and both sides' volleys land at once. Then the round's action plays out: a sinking, a
//! boarding, an escape, or the next round.
//!
//! Our reading: a shot is offered only for a volley with at least one success icon. Spent
//! without one it would only stop numbered hits on the destroyed masts (crew) from going on to
//! the hull, which never helps the side that fires.

use super::super::fighter::{self, ship};
use super::super::protocol::{BattleEnd, Choice, GameEvent};
use super::super::state::*;
use super::end::{end_battle, victory};
use super::round::next_round;
use super::shared::{battle, battle_mut, side_of, spend_weapon, winner};
use super::{crew, damage};
use crate::content::*;

/// Roll the hit-location dice of `hits` cannon hits fired by `side`.
pub(super) fn roll(
    state: &mut GameState,
    data: &GameData,
    side: usize,
    hits: u8,
    events: &mut Vec<GameEvent>,
) {
    let mut v = Volley::default();
    for _ in 0..hits {
        match damage::hit_die(state, data) {
            None => v.icons += 1,
            Some(l) => v.numbered.push(l),
        }
    }
    if hits > 0 {
        events.push(GameEvent::VolleyRolled {
            side: side_of(state, side),
            numbered: v.numbered.clone(),
            icons: v.icons,
        });
    }
    battle_mut(state).volleys[side] = v;
}

/// The special ammunition a side may spend on its volley now: one a round (the volley's),
/// double shot only in a round it spent no other special weapon, heated shot only at a ship
/// not already on fire (MODULE 2).
fn shots(state: &GameState, side: usize) -> Vec<SpecialWeapon> {
    let b = battle(state);
    let who = b.sides[side];
    let alone = b.spent[side].is_empty();
    let afire = b.burning[1 - side];
    SpecialWeapon::ALL
        .into_iter()
        .filter(|w| w.is_ammunition() && fighter::has_weapon(state, who, *w))
        .filter(|w| *w != SpecialWeapon::DoubleShot || alone)
        .filter(|w| *w != SpecialWeapon::HeatedShot || !afire)
        .collect()
}

/// The shots a side may spend on its volley now.
pub fn aim_options(state: &GameState, side: usize, out: &mut Vec<Choice>) {
    out.extend(shots(state, side).into_iter().map(Choice::SpendWeapon));
    out.push(Choice::Done);
}

/// Where the next icon hit of `volley` may be put: anywhere, but with double shot (MODULE 2)
/// spread over the locations still standing once the numbered hits land, one each before any
/// takes two (our reading of "evenly"); anywhere once none stands.
pub fn place_options(state: &GameState, volley: usize, out: &mut Vec<Choice>) {
    let b = battle(state);
    let v = &b.volleys[volley];
    if v.shot != Some(SpecialWeapon::DoubleShot) {
        out.extend(HitLocation::ALL.map(Choice::HitAt));
        return;
    }
    let hits = ship(state, b.sides[1 - volley]).hits;
    let count = |l: HitLocation, of: &[HitLocation]| of.iter().filter(|x| **x == l).count() as u8;
    let left = |l: HitLocation| {
        hits.get(l)
            .saturating_sub(count(l, &v.numbered) + count(l, &v.placed))
    };
    let standing: Vec<HitLocation> = HitLocation::ALL
        .into_iter()
        .filter(|l| left(*l) > 0)
        .collect();
    if standing.is_empty() {
        out.extend(HitLocation::ALL.map(Choice::HitAt));
        return;
    }
    let least = standing
        .iter()
        .map(|l| count(*l, &v.placed))
        .min()
        .unwrap_or(0);
    out.extend(
        standing
            .into_iter()
            .filter(|l| count(*l, &v.placed) == least)
            .map(Choice::HitAt),
    );
}

/// Go on to the next thing the volleys wait for: a shot to spend, an icon hit to place, or
/// the landing itself.
pub(super) fn advance(state: &mut GameState, data: &GameData, events: &mut Vec<GameEvent>) {
    for side in 0..2 {
        let v = &battle(state).volleys[side];
        if !v.aimed && v.icons > 0 && !shots(state, side).is_empty() {
            battle_mut(state).step = BattleStep::Aim { side };
            return;
        }
    }
    for side in 0..2 {
        let v = &battle(state).volleys[side];
        if v.placed.len() < v.to_place() {
            // A master gunner puts the firing side's own icon hits; double shot's are the
            // target's choice (MODULE 2).
            let own = v.shot.is_none()
                && fighter::employs(
                    state,
                    data,
                    side_of(state, side),
                    SpecialistKind::MasterGunner,
                );
            let placer = if own { side } else { 1 - side };
            battle_mut(state).step = BattleStep::Place {
                side: placer,
                volley: side,
            };
            return;
        }
    }
    land(state, data, events);
}

/// The firing side spends a shot on its volley, or not.
pub fn aim(
    state: &mut GameState,
    data: &GameData,
    side: usize,
    shot: Option<SpecialWeapon>,
    events: &mut Vec<GameEvent>,
) {
    if let Some(w) = shot {
        spend_weapon(state, side, w, events);
    }
    let v = &mut battle_mut(state).volleys[side];
    v.aimed = true;
    v.shot = shot;
    // Double shot: up to 2 of the icons do 1 extra hit each.
    if shot == Some(SpecialWeapon::DoubleShot) {
        v.extra = v.icons.min(2);
    }
    advance(state, data, events);
}

/// One icon hit of `volley` is put on `location` of the ship it is fired at.
pub fn place(
    state: &mut GameState,
    data: &GameData,
    volley: usize,
    location: HitLocation,
    events: &mut Vec<GameEvent>,
) {
    battle_mut(state).volleys[volley].placed.push(location);
    advance(state, data, events);
}

/// MODULE 2, caltrops spent this round: the enemy's next roll has 1 die fewer — LEADERSHIP if
/// crew combat follows now (whoever boards: our reading, as no SEAMANSHIP roll comes before
/// it), else SEAMANSHIP in the next round's contest.
fn settle_caltrops(state: &mut GameState, b: &Battle, events: &mut Vec<GameEvent>) {
    let boarding = winner(&b.contest).is_some_and(|w| {
        b.declared[w] == Some(NavalAction::Board) && ship(state, b.sides[w]).hits.crew > 0
    });
    let skill = if boarding {
        Skill::Leadership
    } else {
        Skill::Seamanship
    };
    for side in 0..2 {
        if b.spent[side].contains(&SpecialWeapon::Caltrops) {
            battle_mut(state).hampered[1 - side] = Some(skill);
            events.push(GameEvent::Hampered {
                side: b.sides[1 - side],
                skill,
            });
        }
    }
}

/// Both volleys land at once; then the round's action plays out.
fn land(state: &mut GameState, data: &GameData, events: &mut Vec<GameEvent>) {
    let b = battle(state).clone();
    let mut sunk = [false; 2];
    for side in 0..2 {
        let v = &b.volleys[side];
        let target = 1 - side;
        // A shot sends each success icon to its location, and in this round no hit on that
        // location, numbered ones included, goes on to the hull once it is destroyed.
        let aimed = match v.shot {
            Some(SpecialWeapon::ChainShot) => Some(HitLocation::Masts),
            Some(SpecialWeapon::Grapeshot) => Some(HitLocation::Crew),
            _ => None,
        };
        let icons = match (aimed, v.shot) {
            (Some(at), _) => vec![at; v.icons as usize],
            // Heated shot: the icons do no damage, and the target catches fire.
            (None, Some(SpecialWeapon::HeatedShot)) => {
                let b = battle_mut(state);
                if !b.burning[target] {
                    b.burning[target] = true;
                    events.push(GameEvent::ShipAfire {
                        side: b.sides[target],
                    });
                }
                Vec::new()
            }
            (None, _) => v.placed.clone(),
        };
        let hits: Vec<HitLocation> = v.numbered.iter().copied().chain(icons).collect();
        let no_transfer = aimed;
        if !hits.is_empty() {
            let who = b.sides[target];
            sunk[target] =
                damage::land_hits(state, data, who, &hits, true, no_transfer, events).sunk;
        }
    }
    let seats = b.sides;
    match sunk {
        [true, true] => return end_battle(state, data, BattleEnd::BothSunk, &seats, &[], events),
        [true, false] | [false, true] => {
            let loser = if sunk[0] { 0 } else { 1 };
            let (w, l) = (seats[1 - loser], seats[loser]);
            victory(state, data, w, l, events);
            let end = BattleEnd::Won {
                winner: w,
                loser: l,
            };
            return end_battle(state, data, end, &[l], &[], events);
        }
        _ => {}
    }
    if b.round == 0 {
        return next_round(state, data, events);
    }
    settle_caltrops(state, &b, events);
    if let Some(w) = winner(&b.contest) {
        let seat = seats[w];
        match b.declared[w] {
            Some(NavalAction::Board) if ship(state, seat).hits.crew > 0 => {
                return crew::begin(state, data, w, events);
            }
            // Into the Fog Bank: a won Flee escapes even past the enemy's successes.
            Some(NavalAction::Flee)
                if !b.contest[1 - w].contains(&DieFace::Success) || b.boosts[w].sure_flight =>
            {
                let end = BattleEnd::Escaped { side: seat };
                return end_battle(state, data, end, &[], &[], events);
            }
            _ => {}
        }
    }
    next_round(state, data, events);
}
