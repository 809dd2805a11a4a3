//! Seas of Glory, MODULE 8, part 2: the storm token. It starts in the Caribbean Sea and moves
//! one zone with the wind right after each spin (clockwise to the next letter when the wind's
//! is missing, as NPCs go). A captain that sails into its zone (out of the port there too) or
//! begins its turn at sea there takes 3 hits, 1 fewer per SEAMANSHIP success; each hit lands
//! where its hit-location die says, a success face where the captain puts it (our reading:
//! as in naval combat). The storm-proof captain ignores it; NPCs in its zone never scout, and
//! it never harms them. The storm event cards are unchanged, and come on top.

use crate::content::*;
use crate::rules::npc::hunt::by_letter;
use crate::rules::protocol::{Choice, GameEvent};
use crate::rules::state::*;

/// Whether the game is played with the storm token.
pub fn on(state: &GameState) -> bool {
    state.config.seas.on(Switch::Storm)
}

/// Setup: the storm gathers in its zone.
pub fn gather(state: &mut GameState, data: &GameData, events: &mut Vec<GameEvent>) {
    if !on(state) {
        return;
    }
    let zone = data
        .zone_by_key(&data.tokens.storm.zone)
        .expect("validated at load");
    state.storm = Some(zone);
    events.push(GameEvent::StormGathered { zone });
}

/// The wind was spun: the storm moves one zone with it.
pub fn drift(state: &mut GameState, data: &GameData, events: &mut Vec<GameEvent>) {
    let (Some(from), Some(wind)) = (state.storm.filter(|_| on(state)), state.wind) else {
        return;
    };
    let to = by_letter(data, from, wind);
    if to != from {
        state.storm = Some(to);
        events.push(GameEvent::StormDrifted { from, to });
    }
}

/// Whether the storm token lies in `zone`.
pub fn rages_in(state: &GameState, zone: ZoneId) -> bool {
    on(state) && state.storm == Some(zone)
}

/// Whether the seat's ship lies at sea in the storm's zone.
pub fn catches(state: &GameState, seat: Seat) -> bool {
    match state.seats[seat].ship.as_ref().map(|s| s.location) {
        Some(Location::Zone(z)) => rages_in(state, z),
        _ => false,
    }
}

/// The storm strikes the captain: the storm-proof captain sails through; the others roll
/// SEAMANSHIP, whose failure may wait on a favor (MODULE 10).
pub fn strike(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    then: StormThen,
    events: &mut Vec<GameEvent>,
) {
    if !catches(state, seat) {
        return go_on(state, seat, then);
    }
    if super::super::purse::captain_ability(state, data, seat) == AbilityEffect::IgnoreStorms {
        events.push(GameEvent::StormWeathered { seat });
        return go_on(state, seat, then);
    }
    let need = data.tokens.storm.hits;
    let successes = super::super::purse::count_successes(
        state,
        data,
        seat,
        Skill::Seamanship,
        None,
        need,
        events,
    );
    let site = RollSite::StormToken { successes, then };
    let passed = successes >= need;
    if super::super::favors::wait(state, data, seat, Skill::Seamanship, site, passed) {
        return;
    }
    rolled(state, data, seat, successes, then, events);
}

/// MODULE 10: the storm roll again, with a favor; its successes count.
pub fn roll_again(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    events: &mut Vec<GameEvent>,
) -> u8 {
    let need = data.tokens.storm.hits;
    super::super::purse::count_successes(state, data, seat, Skill::Seamanship, None, need, events)
}

/// The SEAMANSHIP roll is settled: the hits it let through roll their hit-location dice; the
/// captain places the success faces, or they land at once.
pub fn rolled(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    successes: u8,
    then: StormThen,
    events: &mut Vec<GameEvent>,
) {
    let count = data.tokens.storm.hits.saturating_sub(successes);
    let mut hits = StormHits {
        seat,
        numbered: Vec::new(),
        icons: 0,
        placed: Vec::new(),
        then,
    };
    for _ in 0..count {
        match super::super::battle::damage::hit_die(state, data) {
            None => hits.icons += 1,
            Some(l) => hits.numbered.push(l),
        }
    }
    events.push(GameEvent::StormStruck {
        seat,
        numbered: hits.numbered.clone(),
        icons: hits.icons,
    });
    if hits.icons > 0 {
        state.storm_hits = Some(hits);
    } else {
        land(state, data, hits, events);
    }
}

/// Where the captain may put the next success face: anywhere.
pub fn place_options(out: &mut Vec<Choice>) {
    out.extend(HitLocation::ALL.map(Choice::HitAt));
}

/// The captain puts a success face's hit; once all are placed, the hits land.
pub fn place(state: &mut GameState, data: &GameData, choice: Choice, events: &mut Vec<GameEvent>) {
    let (Some(mut hits), Choice::HitAt(at)) = (state.storm_hits.take(), choice) else {
        return;
    };
    hits.placed.push(at);
    hits.icons = hits.icons.saturating_sub(1);
    if hits.icons > 0 {
        state.storm_hits = Some(hits);
    } else {
        land(state, data, hits, events);
    }
}

/// The storm's hits land (a reinforced hull may take one); a ship that sinks takes its captain
/// with it, else the captain goes on.
fn land(state: &mut GameState, data: &GameData, hits: StormHits, events: &mut Vec<GameEvent>) {
    let all: Vec<HitLocation> = hits.numbered.iter().chain(&hits.placed).copied().collect();
    let side = Side::Captain(hits.seat);
    let landed =
        super::super::battle::damage::land_hits(state, data, side, &all, true, None, events);
    if landed.sunk {
        super::super::death::sink(state, data, hits.seat, events);
    } else {
        go_on(state, hits.seat, hits.then);
    }
}

/// The captain the storm let go goes on with what it was doing.
fn go_on(state: &mut GameState, seat: Seat, then: StormThen) {
    state.then(&[match then {
        StormThen::Entered { spends_action } => Beat::Entered {
            seat,
            spends_action,
        },
        StormThen::TurnBegun => Beat::Sighted {
            seat,
            spends_action: false,
        },
    }]);
}
