//! The event phase (1. DRAW EVENT CARD): an NPC captain waits to come into play at the end
//! of the turn; the other cards move NPCs by their icons, in order, then do what their text says.

use super::protocol::GameEvent;
use super::state::*;
use crate::content::*;

/// An event card's NPC icons move the NPCs on the board, in order; an NPC captain's card
/// waits to come into play at the end of the round.
pub fn npc_icons(
    state: &mut GameState,
    data: &GameData,
    card: EventCardId,
    events: &mut Vec<GameEvent>,
) {
    let def = data.event(card);
    if def.npc.is_some() {
        super::npc::drawn(state, card);
        // MODULE 11: an NPC captain's card costs every crew a step of loyalty.
        super::loyalty::npc_card(state, events);
    }
    for &(slot, dir) in &def.icons {
        super::npc::hunt::move_icon(state, data, slot, dir, events);
    }
    super::seas::event_icons(state, data, card, events);
}

/// What an event card's text says, after its icons.
pub fn text(
    state: &mut GameState,
    data: &GameData,
    card: EventCardId,
    events: &mut Vec<GameEvent>,
) {
    match &data.event(card).effect {
        EventEffect::Quiet => {}
        EventEffect::MarketShift => {
            let ports: Vec<ZoneId> = data.port_zones().collect();
            let zone = ports[state.rng.below(ports.len())];
            super::in_force::replace_demand(state, zone, events);
        }
        EventEffect::War(a, b) => {
            state.war = Some([*a, *b]);
            events.push(GameEvent::WarDeclared { nations: [*a, *b] });
        }
        EventEffect::Peace => {
            if state.war.take().is_some() {
                events.push(GameEvent::PeaceMade);
            }
        }
        EventEffect::Pardon(nation) => {
            for seat in 0..state.seats.len() {
                let b = &mut state.seats[seat].bounties[nation.index()];
                for _ in 0..std::mem::take(b) {
                    events.push(GameEvent::Pardoned {
                        seat,
                        nation: *nation,
                    });
                }
            }
        }
        EventEffect::Storm(key) => {
            let zone = data.zone_by_key(key).expect("validated at load");
            storm(state, data, zone, 0, events);
        }
        EventEffect::Convoy => super::merchants::sail(state, events),
        EventEffect::ExtraMissionSlot => {
            if !state.board.third_mission {
                state.board.third_mission = true;
                events.push(GameEvent::MissionSlotOpened);
            }
            super::port::cards::refill_missions(state, events);
        }
        EventEffect::Fever => {
            for seat in 0..state.seats.len() {
                let in_port = state.seats[seat]
                    .ship
                    .as_ref()
                    .is_some_and(|s| matches!(s.location, Location::Port(_)) && s.hits.crew > 1);
                if in_port {
                    let hit = [HitLocation::Crew];
                    let side = Side::Captain(seat);
                    super::battle::damage::land_hits(state, data, side, &hit, true, None, events);
                }
            }
        }
        // In force for the round, or due at its end: see `in_force` and `end_of_round`.
        EventEffect::Calm(_) | EventEffect::Trade { .. } | EventEffect::GaleAtEnd(_) => {}
        EventEffect::PortWindfall(amount) => {
            let amount = *amount;
            for (seat, s) in state.seats.iter_mut().enumerate() {
                if matches!(
                    s.ship.as_ref().map(|ship| ship.location),
                    Some(Location::Port(_))
                ) {
                    s.add_gold(amount.min(i32::MAX as u32) as i32);
                    events.push(GameEvent::GoldGained {
                        seat,
                        amount: amount as i32,
                    });
                }
            }
        }
    }
}

/// The round is over: a card whose effect fires at its end does so now.
pub fn end_of_round(state: &mut GameState, data: &GameData, events: &mut Vec<GameEvent>) {
    if let Some(EventEffect::GaleAtEnd(key)) = super::in_force::in_force(data, state.current_event)
    {
        let zone = data.zone_by_key(key).expect("validated at load");
        storm(state, data, zone, 0, events);
    }
}

/// A storm in `zone`: each captain at sea there (from seat `first` on) rolls SEAMANSHIP, and
/// without a success takes a hit to the masts (to the hull once they are gone; a ship may
/// sink). A failed roll may wait on a favor (MODULE 10); the captains after it roll then.
fn storm(
    state: &mut GameState,
    data: &GameData,
    zone: ZoneId,
    first: Seat,
    events: &mut Vec<GameEvent>,
) {
    for seat in first..state.seats.len() {
        let at_sea = state.seats[seat]
            .ship
            .as_ref()
            .is_some_and(|s| s.location == Location::Zone(zone));
        if !at_sea {
            continue;
        }
        if super::purse::captain_ability(state, data, seat) == AbilityEffect::IgnoreStorms {
            events.push(GameEvent::StormWeathered { seat });
            continue;
        }
        let passed = super::purse::skill_roll(state, data, seat, Skill::Seamanship, events);
        let site = RollSite::Storm { zone };
        if super::favors::wait(state, data, seat, Skill::Seamanship, site, passed) {
            return;
        }
        weathered(state, data, seat, passed, events);
    }
}

/// A captain's storm roll is settled: without a success, a hit to the masts.
fn weathered(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    passed: bool,
    events: &mut Vec<GameEvent>,
) {
    if passed {
        return;
    }
    let hit = [HitLocation::Masts];
    let side = Side::Captain(seat);
    if super::battle::damage::land_hits(state, data, side, &hit, true, None, events).sunk {
        super::death::sink(state, data, seat, events);
    }
}

/// MODULE 10: a storm roll waited on a favor; it is settled, and the captains after it roll.
pub fn storm_settled(
    state: &mut GameState,
    data: &GameData,
    zone: ZoneId,
    seat: Seat,
    passed: bool,
    events: &mut Vec<GameEvent>,
) {
    weathered(state, data, seat, passed, events);
    storm(state, data, zone, seat + 1, events);
}
