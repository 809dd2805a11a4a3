//! The protocol's dispatch: who decides now and what they may choose (`decide`), and a chosen
//! option carried out by its chapter, then the sequencer (`advance`). The session, the
//! searching captain's playouts and the replays all go through these.

use super::protocol::*;
use super::state::*;
use super::{battle, death, flow, glory, movement, port, setup, turn, winning};
use crate::content::GameData;

/// The question `state` waits on, with every legal answer; `None` once the game is over.
pub fn decide(state: &GameState, data: &GameData) -> Option<Decision> {
    let (seat, kind) = decider(state)?;
    let mut options = Vec::with_capacity(8);
    match kind {
        DecisionKind::DiscardGlory => options.extend(
            state.seats[seat]
                .glory_cards
                .iter()
                .map(|c| Choice::DiscardGlory(*c)),
        ),
        DecisionKind::PlaceMods => options.extend(
            death::free_ports(state, data)
                .into_iter()
                .map(Choice::PlaceMod),
        ),
        DecisionKind::Battle { .. } => battle::options(state, data, &mut options),
        DecisionKind::Raid { .. } => battle::raid::options(state, data, &mut options),
        _ => options_into(state, data, seat, kind, &mut options),
    }
    Some(Decision {
        seat,
        kind,
        options,
    })
}

/// Who decides next, and what kind of question it is (without working out the options);
/// `None` once the game is over.
pub fn decider(state: &GameState) -> Option<(Seat, DecisionKind)> {
    // MODULE 10: a glory card just drawn may be redrawn before anything else (a fifth card
    // in hand is discarded after).
    if let Some((seat, _)) = super::favors::glory_redraw(state) {
        return Some((seat, DecisionKind::GloryRedraw));
    }
    if let Some(seat) = glory::over_hand(state) {
        return Some((seat, DecisionKind::DiscardGlory));
    }
    if let Some((seat, _)) = state.returning.last() {
        return Some((*seat, DecisionKind::PlaceMods));
    }
    // MODULE 3 with MODULE 7: a smuggler's hold's card is picked before a dump or damage.
    if let Some(p) = &state.hold_pick {
        return Some((p.seat, DecisionKind::HoldPick));
    }
    // MODULE 7: a damaged hold's captain picks the space of each card it loses.
    if let Some((seat, _)) = state.spills.first() {
        return Some((*seat, DecisionKind::Spill));
    }
    // MODULE 7: a card drawn free with the contraband option: which space it goes on.
    if let Some((seat, _)) = super::hold::stowing(state) {
        return Some((seat, DecisionKind::Stow));
    }
    if let Some(b) = &state.battle {
        return Some((
            battle::naval::deciding_seat(b),
            DecisionKind::Battle {
                step: battle::naval::step_kind(b),
            },
        ));
    }
    if let Some(seat) = state.ambush.as_ref().and_then(|a| a.waiting.first()) {
        return Some((*seat, DecisionKind::OffTurnScout));
    }
    // MODULE 10: a failed roll waits on its captain's favors (a scout for an NPC with a
    // crow's nest keeps the nest's answer meanwhile).
    if let Some(r) = &state.reroll {
        return Some((r.seat, DecisionKind::Reroll));
    }
    if let Some(h) = &state.hiding {
        return Some((h.steering, DecisionKind::CrowsNest));
    }
    // MODULE 3 with MODULE 11: a plank's captain decides, before the event goes on.
    if let Some(seat) = state.planks.first() {
        return Some((*seat, DecisionKind::Plank));
    }
    // MODULE 8: the storm's success faces wait on where their captain puts them.
    if let Some(h) = &state.storm_hits {
        return Some((h.seat, DecisionKind::StormHit));
    }
    if let Some(h) = state.npc_hunt.as_ref().filter(|h| !h.contest.is_empty()) {
        return Some((h.target, DecisionKind::NpcReroll));
    }
    if let Some(h) = state.npc_hunt.as_ref().filter(|h| h.asking.is_some()) {
        return Some((h.target, DecisionKind::Searched));
    }
    if let Some(raid) = &state.raid {
        return Some((
            raid.seat,
            DecisionKind::Raid {
                step: battle::raid::step_kind(raid),
            },
        ));
    }
    // MODULE 9: a visit to a location, or a raid on one.
    if let Some((seat, step)) = super::seas::locations::step(state) {
        return Some((seat, DecisionKind::Location { step }));
    }
    Some(match state.phase {
        Phase::ChooseShips { seat } if state.seats[seat].captain_offer.is_some() => {
            (seat, DecisionKind::ChooseCaptain)
        }
        Phase::ChooseShips { seat } => (seat, DecisionKind::ChooseShip),
        Phase::NewCaptain { .. } => (state.active_seat()?, DecisionKind::ChooseShip),
        Phase::Actions { actions_left, .. } => (
            state.active_seat()?,
            match &state.port {
                Some(visit) => DecisionKind::Port {
                    step: port::step_kind(visit),
                },
                None => DecisionKind::Action { actions_left },
            },
        ),
        Phase::GameOver { .. } => return None,
    })
}

fn options_into(
    state: &GameState,
    data: &GameData,
    seat: Seat,
    kind: DecisionKind,
    out: &mut Vec<Choice>,
) {
    match kind {
        DecisionKind::ChooseShip => {
            out.extend(setup::ship_options(data).map(Choice::ChooseShip));
            if death::may_redraw(state, data, seat) {
                out.push(Choice::RedrawCaptain);
            }
        }
        // MODULE 8: with no action left, only the free move with the wind (and glory cards).
        DecisionKind::Action { actions_left: 0 } => {
            movement::options(state, data, seat, out);
            glory::play_options(state, data, seat, out);
            super::loyalty::rally_options(state, seat, out);
            out.push(Choice::EndTurn);
        }
        DecisionKind::Action { .. } => {
            movement::options(state, data, seat, out);
            battle::scout::options(state, data, seat, out);
            super::seas::locations::action_options(state, data, seat, out);
            glory::play_options(state, data, seat, out);
            super::loyalty::rally_options(state, seat, out);
            if port::can_take(state, seat) {
                out.push(Choice::PortAction);
            }
            port::discard_options(state, data, seat, out);
            if turn::may_retire(state, data, seat) {
                out.push(Choice::Retire);
            }
            out.push(Choice::EndTurn);
        }
        DecisionKind::Port { step } => {
            port::options(state, data, seat, out);
            if step == PortStepKind::Menu {
                glory::play_options(state, data, seat, out);
            }
        }
        DecisionKind::ChooseCaptain => super::seas::captains::options(state, data, seat, out),
        DecisionKind::OffTurnScout => super::seas::cutthroat::options(out),
        DecisionKind::CrowsNest => out.extend([Choice::UseCrowsNest, Choice::Done]),
        DecisionKind::Reroll => super::reroll::options(state, data, out),
        DecisionKind::NpcReroll => super::reroll::contest_options(state, out),
        DecisionKind::Searched => super::seas::search::options(out),
        DecisionKind::Spill => super::spill::options(out),
        DecisionKind::Stow => super::hold::stow_options(state, out),
        DecisionKind::HoldPick => super::hold::pick_options(state, data, out),
        DecisionKind::GloryRedraw => out.extend([Choice::RedrawForFavor, Choice::Done]),
        DecisionKind::StormHit => super::seas::storm::place_options(out),
        DecisionKind::Plank => super::loyalty::plank_options(state, out),
        DecisionKind::Location { .. } => super::seas::locations::options(state, data, out),
        DecisionKind::PlaceMods
        | DecisionKind::Raid { .. }
        | DecisionKind::Battle { .. }
        | DecisionKind::DiscardGlory => {}
    }
}

/// Carry out `choice`, which the decision of `seat` offers (the caller has checked: a search
/// that picks among the offered options skips the check).
pub fn advance(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    choice: Choice,
    events: &mut Vec<GameEvent>,
) {
    state.steps = state.steps.saturating_add(1);
    apply(state, data, seat, choice, events);
    // MODULE 7: a card drawn free and lost again at once (to damage) is not asked about.
    super::hold::prune(state);
    flow::run(state, data, events);
    // WINNING: whoever has reached 10 glory points says so at once.
    winning::declare(state, data, events);
}

/// Carry out an offered choice.
fn apply(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    choice: Choice,
    events: &mut Vec<GameEvent>,
) {
    if !state.glory_redraws.is_empty() {
        super::favors::answer_glory_redraw(state, choice == Choice::RedrawForFavor, events);
        return;
    }
    if let Choice::DiscardGlory(card) = choice {
        glory::discard(state, seat, card, events);
        return;
    }
    match decider(state).map(|(_, kind)| kind) {
        Some(DecisionKind::HoldPick) => {
            // The smuggler's hold's card picked: the dump or the damage goes on.
            match super::hold::pick(state, choice).map(|p| (p.seat, p.then)) {
                Some((seat, HoldThen::Dump)) => super::seas::search::dump(state, seat, events),
                Some((seat, HoldThen::Spill)) => super::spill::shed_now(state, data, seat, events),
                None => {}
            }
            return;
        }
        Some(DecisionKind::Stow) => return super::hold::stow(state, choice),
        _ => {}
    }
    if let Choice::PlayGlory { card, nation } = choice {
        glory::play(state, data, seat, card, nation, events);
        return;
    }
    if matches!(choice, Choice::SpillCargo | Choice::SpillContraband) {
        super::spill::apply(state, data, choice, events);
        return;
    }
    if state.battle.is_some() && state.returning.is_empty() {
        battle::apply(state, data, choice, events);
        return;
    }
    if state.ambush.as_ref().is_some_and(|a| !a.waiting.is_empty()) {
        super::seas::cutthroat::apply(state, data, choice, events);
        return;
    }
    if state.reroll.is_some() {
        super::reroll::answer(state, data, choice, events);
        return;
    }
    if state.storm_hits.is_some() {
        super::seas::storm::place(state, data, choice, events);
        return;
    }
    // (A sunk ship's mods are placed first: the plank waits its turn in `decider`'s order.)
    if decider(state).is_some_and(|(_, k)| k == DecisionKind::Plank) {
        super::seas::loyalty::plank(state, data, choice, events);
        return;
    }
    if state.hiding.is_some() {
        battle::scout::hide_or_not(state, data, choice == Choice::UseCrowsNest, events);
        return;
    }
    if state
        .npc_hunt
        .as_ref()
        .is_some_and(|h| !h.contest.is_empty())
    {
        super::reroll::contest(state, data, choice, events);
        return;
    }
    if state.npc_hunt.as_ref().is_some_and(|h| h.asking.is_some()) {
        super::seas::search::answer(state, data, choice, events);
        return;
    }
    if state.raid.is_some() {
        battle::raid::apply(state, data, choice, events);
        return;
    }
    if matches!(choice, Choice::Location(_))
        || state.visit.is_some()
        || state.location_raid.is_some()
    {
        super::seas::locations::apply(state, data, seat, choice, events);
        return;
    }
    match choice {
        Choice::Scout(target) => battle::scout::apply(state, data, seat, target, events),
        Choice::ChooseShip(class) => match state.phase {
            Phase::NewCaptain { .. } => death::choose_new_ship(state, data, seat, class, events),
            _ => setup::choose_ship(state, data, seat, class, events),
        },
        Choice::PlaceMod(zone) if !state.returning.is_empty() => {
            death::place_mod(state, zone, events)
        }
        Choice::Move { to, entry } => movement::apply(state, data, seat, to, entry, events),
        Choice::EndTurn => state.then(&[Beat::EndTurn]),
        Choice::Retire => turn::retire(state, seat, events),
        Choice::Rally => super::seas::loyalty::rally(state, data, seat, events),
        Choice::RedrawCaptain => death::redraw(state, data, seat, events),
        Choice::KeepCaptain(c) => super::seas::captains::keep(state, seat, c, events),
        Choice::DrawCaptain => super::seas::captains::buy(state, data, seat, events),
        Choice::PortAction => port::take(state, seat, events, data),
        Choice::DiscardCargo(card) => port::discard(state, seat, card, events),
        other => port::apply(state, data, seat, other, events),
    }
}
