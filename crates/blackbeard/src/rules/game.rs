//! Blackbeard as a game of the engine (`game_core::Game`).

use super::observe::{Observation, Seen};
use super::state::*;
use super::{Choice, Event, Kind, SetupError};
use crate::content::BbData;
use game_core::{Decision, Game, Reveal, Seat};

/// Blackbeard (the Living Rules).
pub struct Blackbeard;

/// The save format of this version.
pub const SAVE_FORMAT: u32 = game_core::save::NAMED_FROM;

impl Game for Blackbeard {
    const ID: &'static str = "bb";
    const TITLE: &'static str = "Blackbeard";
    const SAVE_FORMAT: u32 = SAVE_FORMAT;
    const OLDEST_SAVE_FORMAT: u32 = SAVE_FORMAT;

    type Data = BbData;
    type Config = Config;
    type State = State;
    type Choice = Choice;
    type Kind = Kind;
    type Event = Event;
    type Observation = Observation;
    type Seen = Seen;
    type SeatKind = SeatKind;
    type SetupError = SetupError;

    fn setup(data: &BbData, config: Config) -> Result<(State, Vec<Event>), SetupError> {
        let (mut state, mut events) = super::setup::new_game(data, config)?;
        if super::setup::is_solitaire(&state.config.seats)? {
            super::solo::prepare(data, &mut state, &mut events);
        }
        Ok((state, events))
    }
    fn config(state: &State) -> &Config {
        &state.config
    }
    fn decider(state: &State) -> Option<(Seat, Kind)> {
        super::turn::decider(state)
    }
    fn decide(state: &State, data: &BbData) -> Option<Decision<Kind, Choice>> {
        let (seat, kind) = super::turn::decider(state)?;
        let options = match state.phase {
            Phase::Actions { .. } | Phase::Drawn { .. } => super::actions::options(data, state),
            Phase::Loot(ref l) => super::loot::options(data, state, l),
            Phase::InPort(ref v) => super::in_port::options(data, state, v),
            Phase::PortBooty { pirate, .. } => super::booty::booty_options(state, pirate),
            Phase::Grab(ref g) => super::grab::options(data, state, g),
            Phase::RetireBribe { pirate, price, .. } => {
                super::retire::options(state, pirate, price)
            }
            Phase::Successor { .. } => super::mutiny::options(state),
            Phase::Treasure { pirate, .. } => {
                super::own_events::treasure_options(data, state, pirate)
            }
            Phase::AllyHit { .. } => super::alliance::hit_options(state),
            Phase::Cunning(_) => super::cunning::options(),
            Phase::Window => super::window::options(data, state),
            Phase::Engage(ref e) => super::engage::options(data, state, e),
            Phase::Skull(ref n) => super::ap_acts::skull_options(data, state, n),
            Phase::FingerOfFate { .. } => {
                // Copies of one kind are alike: one option each.
                let mut kinds = Vec::new();
                state.hands[seat]
                    .iter()
                    .filter(|c| {
                        let k = data.event(**c).kind;
                        let new = !kinds.contains(&k);
                        kinds.push(k);
                        new
                    })
                    .map(|card| Choice::Discard { card: *card })
                    .collect()
            }
            _ => super::turn::options(data, state),
        };
        let mut options = options;
        super::solo::filter(data, state, seat, kind, &mut options);
        Some(Decision {
            seat,
            kind,
            options,
        })
    }
    fn advance(
        state: &mut State,
        data: &BbData,
        seat: Seat,
        choice: Choice,
        events: &mut Vec<Event>,
    ) {
        state.steps += 1;
        match state.phase {
            Phase::Actions { .. } | Phase::Drawn { .. } => {
                super::actions::advance(data, state, seat, choice, events)
            }
            Phase::Loot(_) => super::loot::advance(data, state, choice, events),
            Phase::InPort(_) => super::in_port::advance(data, state, choice, events),
            Phase::RetireBribe { .. } => super::retire::advance(data, state, choice, events),
            Phase::PortBooty { .. } => super::booty::booty(data, state, choice, events),
            Phase::Grab(_) => super::grab::advance(data, state, choice, events),
            Phase::Successor { .. } => super::mutiny::advance(data, state, choice, events),
            Phase::Treasure { .. } => super::own_events::stow(data, state, choice, events),
            Phase::AllyHit { .. } => super::alliance::hit(data, state, choice, events),
            Phase::Window => super::window::advance(data, state, seat, choice, events),
            Phase::Engage(_) => super::engage::advance(data, state, choice, events),
            Phase::Skull(_) => super::ap_acts::skull(data, state, choice, events),
            Phase::Cunning(_) => {
                let (pirate, die, dice, roll) = super::cunning::settle(state, choice, events);
                match roll {
                    Reroll::Find { port, left, bound } => {
                        super::find::found(data, state, pirate, port, die, events);
                        super::mutiny::after_action(data, state, left, bound, events);
                    }
                    Reroll::Cargo(l) => super::loot::cargo_rolled(data, state, l, die, events),
                    Reroll::Torture(l, h) => super::loot::tortured(data, state, l, h, die, events),
                    Reroll::Attack {
                        port,
                        defence_dice,
                        left,
                        bound,
                    } => super::attack::attacked(
                        data,
                        state,
                        pirate,
                        port,
                        die,
                        defence_dice,
                        left,
                        bound,
                        events,
                    ),
                    Reroll::Sack { port, left, bound } => {
                        super::attack::sacked(data, state, pirate, port, die, left, bound, events)
                    }
                    Reroll::Ransom(v, hostage) => {
                        super::in_port::ransomed(data, state, v, hostage, die, events)
                    }
                    Reroll::Refit(v) => super::in_port::refitted(data, state, v, die, events),
                    Reroll::Escape { engage, foe_die } => super::engage::escape_rolled(
                        data, state, &engage, die, foe_die, true, events,
                    ),
                    Reroll::SeaBattle { engage, foe_die } => super::engage::battle_rolled(
                        data, state, &engage, die, foe_die, true, events,
                    ),
                    Reroll::Dig { left, bound } => {
                        super::own_events::dug(data, state, pirate, die, left, bound, events)
                    }
                    Reroll::Treasure { left, bound } => {
                        super::own_events::found(data, state, pirate, die, left, bound, events)
                    }
                    Reroll::Duel {
                        grab,
                        mut grabber_dice,
                        mut victim_dice,
                        grabber_side,
                        asked,
                        ..
                    } => {
                        // Kept: the same dice; rolled again: the new ones for that side.
                        if !dice.is_empty() {
                            if grabber_side {
                                grabber_dice = dice;
                            } else {
                                victim_dice = dice;
                            }
                        }
                        super::grab::duel_rolled(
                            data,
                            state,
                            grab,
                            (grabber_dice, victim_dice),
                            asked,
                            events,
                        );
                    }
                    Reroll::Ambition {
                        seat,
                        newcomer,
                        newcomer_total,
                        ..
                    } => {
                        // Back to the window once the duel is decided.
                        state.phase = Phase::Resume;
                        super::ap_cards::ambition_rolled(
                            data,
                            state,
                            seat,
                            (newcomer, newcomer_total),
                            (pirate, die, true),
                            events,
                        );
                    }
                    Reroll::Mutiny { left, bound, then } => {
                        let kept =
                            super::mutiny::resolve(data, state, pirate, die, left, bound, events);
                        if matches!(state.phase, Phase::Successor { .. }) {
                            return;
                        }
                        match then {
                            // Activated for an action, and still captain: it goes ahead.
                            Some(choice) if kept => {
                                state.phase = Phase::Actions {
                                    left,
                                    pirate: bound,
                                };
                                super::actions::announce(
                                    data, state, seat, choice, left, bound, events,
                                );
                            }
                            _ => {
                                let bound = bound.filter(|b| kept || *b != pirate);
                                super::mutiny::after_action(data, state, left, bound, events);
                            }
                        }
                    }
                }
            }
            Phase::FingerOfFate { order_at } => {
                let Choice::Discard { card } = choice else {
                    unreachable!("{choice:?} is no discard");
                };
                state.hands[seat].retain(|c| *c != card);
                state.fate_discards.push((seat, card));
                state.phase = Phase::FingerOfFate {
                    order_at: order_at + 1,
                };
                super::mpi::next_discarder(state, events);
                if !matches!(state.phase, Phase::FingerOfFate { .. }) {
                    super::turn::continue_turn(data, state, events);
                }
            }
            _ => super::turn::advance(data, state, seat, choice, events),
        }
        super::flow::run(data, state, events);
        super::solo::after_choice(data, state, events);
    }
    fn observe(
        state: &State,
        data: &BbData,
        decision: Option<Decision<Kind, Choice>>,
        seat: Seat,
    ) -> Observation {
        super::observe::observe(state, data, decision, seat)
    }
    fn check(state: &State, data: &BbData) -> Result<(), String> {
        super::invariants::check(state, data)
    }
    fn seen(state: &State, chooser: Seat) -> Seen {
        Seen::of(state, chooser)
    }
    fn revealed(before: Seen, after: Seen) -> Option<Reveal> {
        before.revealed(after)
    }
    fn is_public(kind: Kind) -> bool {
        // A new pirate's ship is chosen in the open; every other question shows a hand.
        matches!(
            kind,
            Kind::NewShip
                | Kind::Draft
                | Kind::Loot { .. }
                | Kind::Cunning { .. }
                | Kind::InPort { .. }
                | Kind::RetireBribe { .. }
                | Kind::PortBooty { .. }
                | Kind::Grab { .. }
                | Kind::Treasure { .. }
                | Kind::AllyHit
                | Kind::Window
                | Kind::Engage { .. }
        )
    }
    fn seat_kind(state: &State, seat: Seat) -> SeatKind {
        state.config.seats[seat]
    }
    fn ai_seed(state: &State) -> u64 {
        state.config.ai_seed
    }
    fn is_over(state: &State) -> bool {
        matches!(state.phase, Phase::GameOver { .. })
    }
    fn is_human(state: &State, seat: Seat) -> bool {
        state.config.seats[seat] == SeatKind::Human
    }
    fn humans(state: &State) -> usize {
        state
            .config
            .seats
            .iter()
            .filter(|k| **k == SeatKind::Human)
            .count()
    }
    fn undo_among_humans(state: &State) -> bool {
        state.config.undo_among_humans
    }
}
