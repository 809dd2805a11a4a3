//! B. SCOUT: an action at sea to find a ship in the zone, never the same target twice in one
//! turn. A merchant found is turned up and its token goes to the merchant track; the captain
//! then raids it or lets it sail (see [`super::raid`]).

use super::super::favors;
use super::super::protocol::{Choice, GameEvent};
use super::super::purse::{scouting_roll, skill_roll};
use super::super::state::*;
use crate::content::*;

/// The zone the seat's ship is in at sea (not in port).
fn at_sea(state: &GameState, seat: Seat) -> Option<ZoneId> {
    match state.seats[seat].ship.as_ref()?.location {
        Location::Zone(z) => Some(z),
        Location::Port(_) => None,
    }
}

/// Whether the zone's port finds merchants of this nation without a roll (Cartagena).
fn found_without_roll(data: &GameData, zone: ZoneId, nation: Nation) -> bool {
    data.zone(zone).port.is_some_and(|p| {
        data.port(p)
            .abilities
            .contains(&PortAbility::MerchantFound(nation))
    })
}

/// The scouting choices open to the seat.
pub fn options(state: &GameState, data: &GameData, seat: Seat, out: &mut Vec<Choice>) {
    let Some(zone) = at_sea(state, seat) else {
        return;
    };
    let tried = |t: ScoutTarget| state.turn.scouted.contains(&(zone, t.quarry()));
    for (other, s) in state.seats.iter().enumerate() {
        let there = s
            .ship
            .as_ref()
            .is_some_and(|sh| sh.location == Location::Zone(zone));
        if other != seat && there && !tried(ScoutTarget::Captain(other)) {
            out.push(Choice::Scout(ScoutTarget::Captain(other)));
        }
    }
    for npc in &state.npcs {
        if npc.zone() == Some(zone) && !tried(ScoutTarget::Npc(npc.slot)) {
            out.push(Choice::Scout(ScoutTarget::Npc(npc.slot)));
        }
    }
    // A SCOUTING rumor is followed up at sea, in its port's zone.
    if let Some(r) = state.seats[seat].rumor {
        let rumor = data.rumor(r);
        if rumor.skill == Skill::Scouting
            && data.port(rumor.port).zone == zone
            && !tried(ScoutTarget::Rumor)
        {
            out.push(Choice::Scout(ScoutTarget::Rumor));
        }
    }
    if state.board.merchants[zone.0 as usize].is_some() && !tried(ScoutTarget::Merchant) {
        out.push(Choice::Scout(ScoutTarget::Merchant));
        if found_without_roll(data, zone, Nation::Spanish) {
            out.push(Choice::Scout(ScoutTarget::SpanishMerchant));
        }
    }
}

/// Scout: roll SCOUTING (or not, where a port says so); a find starts the encounter, which
/// spends the action when it ends; a miss spends it now.
pub fn apply(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    target: ScoutTarget,
    events: &mut Vec<GameEvent>,
) {
    let Some(zone) = at_sea(state, seat) else {
        return;
    };
    state.turn.scouted.push((zone, target.quarry()));
    if target == ScoutTarget::Rumor {
        // The rumor's own roll: true pays its reward and a glory point; either way it goes
        // (and the action is spent once the roll is settled).
        super::super::port::rumors::follow_rumor(state, data, seat, true, events);
        return;
    }
    // MODULE 4: an NPC's crow's nest hides it if the seat that would steer it says so.
    if let ScoutTarget::Npc(slot) = target
        && super::super::modifiers::npc_may_hide(state, data, slot)
    {
        let sides = [Side::Captain(seat), Side::Npc(slot)];
        state.hiding = Some(Hiding {
            scout: seat,
            slot,
            steering: super::naval::steering_seat(state, sides),
            hide: false,
        });
        return;
    }
    let found = match target {
        ScoutTarget::SpanishMerchant => true,
        ScoutTarget::Captain(c) => scouting_roll(state, data, seat, Some(Side::Captain(c)), events),
        ScoutTarget::Npc(slot) => scouting_roll(state, data, seat, Some(Side::Npc(slot)), events),
        ScoutTarget::Rumor => skill_roll(state, data, seat, Skill::Scouting, events),
        ScoutTarget::Merchant => {
            skill_roll(state, data, seat, Skill::Scouting, events) || {
                // Sharp Eyes: a failed roll for a merchant is rolled again.
                data.captain(state.seats[seat].captain).ability.effect
                    == AbilityEffect::MerchantScoutReroll
                    && skill_roll(state, data, seat, Skill::Scouting, events)
            }
        }
    };
    // MODULE 10: a favor may re-roll a failed scout.
    if favors::wait(
        state,
        data,
        seat,
        Skill::Scouting,
        RollSite::Scout(target),
        found,
    ) {
        return;
    }
    settle(state, data, seat, target, found, events);
}

/// MODULE 4: the steering seat's answer on the crow's nest; then the scout rolls.
pub fn hide_or_not(
    state: &mut GameState,
    data: &GameData,
    hide: bool,
    events: &mut Vec<GameEvent>,
) {
    let Some(h) = state.hiding.as_mut() else {
        return;
    };
    h.hide = hide;
    let (seat, slot) = (h.scout, h.slot);
    if hide {
        events.push(GameEvent::NpcHidden { slot, from: seat });
    }
    let found = scouting_roll(state, data, seat, Some(Side::Npc(slot)), events);
    // MODULE 10: a favor may re-roll it (the nest's answer stands for the re-roll).
    let site = RollSite::Scout(ScoutTarget::Npc(slot));
    if favors::wait(state, data, seat, Skill::Scouting, site, found) {
        return;
    }
    state.hiding = None;
    settle(state, data, seat, ScoutTarget::Npc(slot), found, events);
}

/// The scout's roll is made: a miss spends the action; a find starts the battle or the raid.
pub fn settle(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    target: ScoutTarget,
    found: bool,
    events: &mut Vec<GameEvent>,
) {
    let Some(zone) = at_sea(state, seat) else {
        return;
    };
    events.push(GameEvent::Scouted {
        seat,
        target,
        found,
    });
    if !found {
        state.then(&[Beat::ActionDone]);
        return;
    }
    let defender = match target {
        ScoutTarget::Captain(other) => Some(Side::Captain(other)),
        ScoutTarget::Npc(slot) => Some(Side::Npc(slot)),
        _ => None,
    };
    if let Some(d) = defender {
        return super::naval::begin(state, data, Side::Captain(seat), d, events);
    }
    let Some(token) = state.board.merchants[zone.0 as usize].take() else {
        return;
    };
    state.decks.merchant_track.push(token);
    events.push(GameEvent::MerchantFound { seat, zone, token });
    state.raid = Some(Raid {
        seat,
        zone,
        token,
        step: RaidStep::Found {
            spanish_only: target == ScoutTarget::SpanishMerchant,
        },
    });
}
