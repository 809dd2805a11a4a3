//! Every card in exactly one place: a deck, a discard pile, a hand or in play (a raid's cards,
//! cards drawn to buy from, a naval prize, an NPC's stack, the event in force and the NPC
//! captains waiting to arrive), each known to the data; missions and specialists as the rules
//! allow.

use super::super::state::*;
use crate::content::*;

/// Each card of the game's decks counted once, and each card out of them (a module's card in
/// a game without it, MODULE 1's alone) never.
fn once_each(kind: &str, counts: &[u8], in_play: impl Fn(usize) -> bool) -> Result<(), String> {
    match counts
        .iter()
        .enumerate()
        .find(|(i, n)| **n != u8::from(in_play(*i)))
    {
        Some((i, n)) if in_play(i) => Err(format!("{kind} card {i} is in {n} places")),
        Some((i, n)) => Err(format!(
            "{kind} card {i} is not in this game's decks but is in {n} places"
        )),
        None => Ok(()),
    }
}

/// Every card is in exactly one place: a deck, a discard pile, a hand or in play.
pub(super) fn check(state: &GameState, data: &GameData) -> Result<(), String> {
    let d = &state.decks;
    let mut captains = vec![0u8; data.captains.len()];
    for c in d
        .captains
        .iter()
        .chain(&d.captain_discard)
        .chain(state.seats.iter().map(|s| &s.captain))
        .chain(
            state
                .seats
                .iter()
                .flat_map(|s| s.captain_offer.iter().flatten()),
        )
    {
        *captains
            .get_mut(c.0 as usize)
            .ok_or("unknown captain card")? += 1;
    }
    once_each("captain", &captains, |i| data.captains[i].in_play)?;
    let mut cargo = vec![0u8; data.cargo_deck.len()];
    for c in d
        .cargo
        .iter()
        .chain(&d.cargo_discard)
        .chain(state.seats.iter().flat_map(|s| &s.cargo))
        .chain(state.seats.iter().flat_map(|s| &s.contraband))
        .chain(
            state
                .seats
                .iter()
                .filter_map(|s| s.contraband_sold.as_ref()),
        )
        .chain(offered(state))
        .chain(raided(state))
        .chain(state.battle.iter().flat_map(|b| &b.prize))
        .chain(state.location_raid.iter().flat_map(|r| r.cards()))
    {
        *cargo.get_mut(c.0 as usize).ok_or("unknown cargo card")? += 1;
    }
    once_each("cargo", &cargo, |i| data.cargo_deck[i].in_play)?;
    let mut events = vec![0u8; data.event_deck.len()];
    for c in d
        .events
        .iter()
        .chain(&d.event_discard)
        .chain(state.current_event.iter())
        .chain(state.npcs.iter().flat_map(|n| &n.cards))
        // The NPC card drawn this turn waits beside the board as the current event too.
        .chain(
            state
                .npc_arrivals
                .iter()
                .filter(|c| Some(**c) != state.current_event),
        )
    {
        *events.get_mut(c.0 as usize).ok_or("unknown event card")? += 1;
    }
    for n in &state.npcs {
        if n.cards
            .iter()
            .any(|c| data.event(*c).npc.as_ref().map(|x| x.slot) != Some(n.slot))
        {
            return Err(format!("{:?} holds a card that is not its captain", n.slot));
        }
    }
    if state
        .npc_arrivals
        .iter()
        .any(|c| data.event(*c).npc.is_none())
    {
        return Err("an event card without a captain waits to come into play".into());
    }
    once_each("event", &events, |i| data.event_deck[i].in_play)?;
    // An NPC captain drawn this round waits beside the board as the event in force, and only
    // it (at the game's end the round's cards may be left as they were).
    let npc_event = state.current_event.filter(|c| data.event(*c).npc.is_some());
    let mut expected: Vec<EventCardId> = npc_event.into_iter().collect();
    // MODULE 9: naval forts may call naval captains to arrive with it.
    if state.config.seas.on(Switch::Locations) {
        expected.extend(state.npc_arrivals.iter().filter(|c| {
            Some(**c) != npc_event
                && matches!(
                    data.event(**c).npc.as_ref().map(|n| n.slot),
                    Some(NpcSlot::Navy(_))
                )
        }));
        expected.sort();
        let mut arrivals = state.npc_arrivals.clone();
        arrivals.sort();
        if arrivals == expected {
            expected = state.npc_arrivals.clone();
        }
    }
    if !matches!(state.phase, Phase::GameOver { .. }) && state.npc_arrivals != expected {
        return Err(format!(
            "NPC captains {:?} wait to come into play, with event {:?} in force",
            state.npc_arrivals, state.current_event
        ));
    }
    let drawn = state
        .port
        .iter()
        .filter_map(|v| match v.step {
            PortStep::KeepRumor { drawn, .. } => Some(drawn),
            _ => None,
        })
        .chain(state.visit.iter().filter_map(|v| match v.step {
            VisitStep::KeepRumor { drawn, .. } => Some(drawn),
            _ => None,
        }));
    let mut rumors = vec![0u8; data.rumors.len()];
    for r in d
        .rumors
        .iter()
        .chain(&d.rumor_discard)
        .copied()
        .chain(state.seats.iter().filter_map(|s| s.rumor))
        .chain(drawn)
    {
        *rumors.get_mut(r.0 as usize).ok_or("unknown rumor card")? += 1;
    }
    once_each("rumor", &rumors, |i| data.rumors[i].in_play)?;
    let mut missions = vec![0u8; data.missions.len()];
    for m in d
        .missions
        .iter()
        .chain(&d.mission_discard)
        .chain(&state.board.missions)
        .copied()
        .chain(state.seats.iter().filter_map(|s| s.mission))
    {
        *missions
            .get_mut(m.0 as usize)
            .ok_or("unknown mission card")? += 1;
    }
    once_each("mission", &missions, |i| data.missions[i].in_play)?;
    if let Some(i) = state
        .seats
        .iter()
        .position(|s| s.mission_deed && s.mission.is_none())
    {
        return Err(format!(
            "seat {i} has done a mission's deed with no mission held"
        ));
    }
    let mut glory = vec![0u8; data.glory.len()];
    for c in d.glory.iter().chain(&d.glory_discard).chain(
        state
            .seats
            .iter()
            .flat_map(|s| s.glory_cards.iter().chain(&s.specialists)),
    ) {
        *glory.get_mut(c.0 as usize).ok_or("unknown glory card")? += 1;
    }
    once_each("glory", &glory, |i| data.glory[i].in_play)?;
    for (i, s) in state.seats.iter().enumerate() {
        let mut kinds: Vec<SpecialistKind> = Vec::new();
        for c in &s.specialists {
            let GloryEffect::Specialist { kind, .. } = data.glory_card(*c).effect else {
                return Err(format!(
                    "seat {i} employs a glory card that is no specialist"
                ));
            };
            if kinds.contains(&kind) {
                return Err(format!("seat {i} employs two specialists of type {kind:?}"));
            }
            kinds.push(kind);
        }
    }
    if state.board.missions.len() > super::super::port::cards::mission_slots(state) {
        return Err(format!(
            "{} missions on the board",
            state.board.missions.len()
        ));
    }
    Ok(())
}

/// Cargo cards face up in a raid.
fn raided(state: &GameState) -> impl Iterator<Item = &CargoCardId> {
    state.raid.iter().flat_map(|r| match &r.step {
        RaidStep::Working { cards, .. } | RaidStep::Loot { cards } => cards.as_slice(),
        RaidStep::Found { .. } => &[],
    })
}

/// Cargo cards drawn to buy from, not yet bought or discarded.
fn offered(state: &GameState) -> impl Iterator<Item = &CargoCardId> {
    state.port.iter().flat_map(|v| match &v.step {
        PortStep::Buying { offer, .. } => offer.as_slice(),
        _ => &[],
    })
}
