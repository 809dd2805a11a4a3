//! 14, Mutiny at loyalty 0: the instant a crew's loyalty reaches 0 (resolved when the action
//! or event that brought it ends: our reading), and again when its pirate is first activated
//! in each later Player-Turn while it stays at 0 (BB-R C 14.1). 14.2: a die over Leadership
//! maroons him, and a pirate from his seat's hand (the seat picks: BB-R C 14.2), else the
//! Pirate deck's top card, takes the ship at loyalty 6, or the ship is lost; equal: −1
//! loyalty; under: nothing.

use super::fate;
use super::state::*;
use super::{Choice, Event, MutinyOutcome};
use crate::content::{BbData, LoyaltyCause, PirateId};

/// How a mutiny came out for the pirate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Mutinied {
    /// He keeps his ship.
    Quashed,
    /// He was marooned (his action does not happen).
    Marooned,
    /// Its die waits on his Cunning (12).
    Offered,
}

/// A mutiny against `pirate`: the die, offered again to his Cunning when it would cost him
/// (12), then 14.2. `left`, `bound`: the Actions phase to go back to; `then`: the action he
/// was activated for.
pub(super) fn mutiny(
    data: &BbData,
    state: &mut State,
    pirate: PirateId,
    left: u8,
    bound: Option<PirateId>,
    then: Option<Choice>,
    events: &mut Vec<Event>,
) -> Mutinied {
    // 19.16: Blackbeard never dies of a mutiny in solitaire.
    if super::solo_crew::is_blackbeard(state, pirate) {
        super::solo_crew::mutiny(data, state, pirate, events);
        return Mutinied::Quashed;
    }
    let leadership = data.pirates[pirate.0 as usize].leadership;
    let die = state.rng.d6();
    if let Some(a) = state.afloat_mut(pirate) {
        a.mutiny_due = false;
    }
    if die >= leadership
        && super::cunning::offer(state, pirate, die, Reroll::Mutiny { left, bound, then })
    {
        return Mutinied::Offered;
    }
    if resolve(data, state, pirate, die, left, bound, events) {
        Mutinied::Quashed
    } else {
        Mutinied::Marooned
    }
}

/// 14.2 for the die kept. `false` if he was marooned.
pub(super) fn resolve(
    data: &BbData,
    state: &mut State,
    pirate: PirateId,
    die: u8,
    left: u8,
    bound: Option<PirateId>,
    events: &mut Vec<Event>,
) -> bool {
    let leadership = data.pirates[pirate.0 as usize].leadership;
    if die < leadership {
        events.push(Event::Mutiny {
            pirate,
            die,
            outcome: MutinyOutcome::Quashed,
        });
        return true;
    }
    if die == leadership {
        events.push(Event::Mutiny {
            pirate,
            die,
            outcome: MutinyOutcome::QuashedAtACost,
        });
        fate::change_loyalty(
            data,
            state,
            pirate,
            LoyaltyCause::MutinyQuashedEqual,
            events,
        );
        // 14.1: left at 0, he meets the next mutiny when next activated, not at once.
        if let Some(a) = state.afloat_mut(pirate) {
            a.mutiny_due = false;
        }
        return true;
    }
    events.push(Event::Mutiny {
        pirate,
        die,
        outcome: MutinyOutcome::Marooned,
    });
    let ship = state.afloat_of(pirate).expect("afloat").clone();
    let seat = ship.seat;
    fate::eliminate(state, pirate, events);
    let bound = bound.filter(|b| *b != pirate);
    match state.pirate_hands[seat].len() {
        0 => match state.pirate_deck.pop() {
            Some(new) => take_command(data, state, &ship, new, events),
            None => events.push(Event::ShipLost {
                pirate: ship.pirate,
            }),
        },
        1 => {
            let new = state.pirate_hands[seat].remove(0);
            take_command(data, state, &ship, new, events);
        }
        _ => {
            state.phase = Phase::Successor {
                seat,
                ship: Box::new(ship),
                left,
                bound,
            };
        }
    }
    false
}

/// The seat's choice of successor.
pub(super) fn options(state: &State) -> Vec<Choice> {
    match &state.phase {
        Phase::Successor { seat, .. } => state.pirate_hands[*seat]
            .iter()
            .map(|p| Choice::Successor { pirate: *p })
            .collect(),
        _ => Vec::new(),
    }
}

pub(super) fn advance(data: &BbData, state: &mut State, choice: Choice, events: &mut Vec<Event>) {
    let (
        Phase::Successor {
            seat,
            ship,
            left,
            bound,
        },
        Choice::Successor { pirate },
    ) = (state.phase.clone(), choice)
    else {
        unreachable!("a successor");
    };
    state.pirate_hands[seat].retain(|p| *p != pirate);
    take_command(data, state, &ship, pirate, events);
    after_action(data, state, left, bound, events);
}

/// 14.2, BB-R C 14.2 takeovers: the ship keeps its damage, holds, hostages and D&R; the new
/// pirate comes with loyalty 6, no Notoriety or Net Worth, his own Cunning, no Information.
pub(super) fn take_command(
    data: &BbData,
    state: &mut State,
    ship: &Afloat,
    new: PirateId,
    events: &mut Vec<Event>,
) {
    state.pirate_hands[ship.seat].retain(|p| *p != new);
    let mut a = ship.clone();
    a.pirate = new;
    a.loyalty = data.loyalty_takeover;
    a.notoriety = 0;
    a.net_worth = 0;
    a.cunning = if state.config.no_cunning {
        0
    } else {
        data.pirates[new.0 as usize].cunning
    };
    a.information.clear();
    a.mutiny_due = false;
    // The marooned pirate's Attack History, bribed governors, sack, Letter and map go with
    // him; the ship keeps its Heavy Guns (BB-R C 14.2), back from the discards he left.
    a.attacked.clear();
    a.bribed.clear();
    a.may_sack = None;
    a.letter = None;
    a.treasure_map = None;
    if let Some(card) = a.heavy_guns {
        state.discard.retain(|c| *c != card);
    }
    // The marooned pirate's hostages went back to the pool with him; the ship's stay aboard.
    for (h, _) in &a.hostages {
        state.hostage_pool.retain(|x| x != h);
    }
    state.afloat.push(a);
    events.push(Event::TakesCommand {
        seat: ship.seat,
        pirate: new,
        from: ship.pirate,
    });
}

/// The mutinies due among the Pirate Player's pirates (loyalty fallen to 0 in the action
/// just ended). `false` if one waits on a successor's choice.
pub(super) fn due(
    data: &BbData,
    state: &mut State,
    left: u8,
    bound: Option<PirateId>,
    events: &mut Vec<Event>,
) -> bool {
    let seat = state.pirate_player();
    loop {
        let next = state
            .seat_afloat(seat)
            .find(|a| a.mutiny_due && a.loyalty == 0)
            .map(|a| a.pirate);
        let Some(p) = next else { break };
        let outcome = mutiny(data, state, p, left, bound, None, events);
        if outcome == Mutinied::Offered || matches!(state.phase, Phase::Successor { .. }) {
            return false;
        }
    }
    true
}

/// After an Action: the next, or Card Play again when none is left.
pub(super) fn after_action(
    data: &BbData,
    state: &mut State,
    left: u8,
    bound: Option<PirateId>,
    events: &mut Vec<Event>,
) {
    // 4.63: within a window, what an Anti-Pirate act brought is over: back to the window
    // (`flow`).
    if state.window.is_some() {
        state.phase = Phase::Resume;
        return;
    }
    state.phase = Phase::Actions {
        left,
        pirate: bound,
    };
    // 14.1: a crew whose loyalty fell to 0 in that action mutinies now.
    if !due(data, state, left, bound, events) {
        return;
    }
    if let Phase::Actions { pirate: b, .. } = &mut state.phase
        && b.is_some_and(|p| state.afloat.iter().all(|a| a.pirate != p))
    {
        *b = None;
    }
    // 4.63: the window after the action comes first (`flow` opens it).
    if state.ap.action.is_some() {
        return;
    }
    settle(state);
}

/// Card Play again once the card's Actions are spent.
pub(super) fn settle(state: &mut State) {
    if let Phase::Actions { left: 0, .. } = state.phase {
        state.phase = Phase::CardPlay;
    }
}
