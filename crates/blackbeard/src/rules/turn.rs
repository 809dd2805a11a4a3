//! Setup's deployment (3.0 step 7) and the Player-Turn's frame (4.3, 4.4): the draw, the
//! merchants, Card Play, the end of the turn and of the game.

pub(super) use super::put_to_sea::{deploy, fit_out};
use super::state::*;
use super::{Choice, Event, Kind};
use crate::content::{Actions, BbData, EventCardId, Play, ShipKind};
use game_core::Seat;

/// Who decides what now, for each phase this module runs.
pub(super) fn decider(state: &State) -> Option<(Seat, Kind)> {
    match &state.phase {
        Phase::Draft { pick, first } => Some((drafter(state, *pick, *first), Kind::Draft)),
        Phase::Deploy {
            round, order_at, ..
        } => Some((
            state.order[*order_at as usize],
            Kind::Deploy { round: *round },
        )),
        Phase::ChooseShips { order_at } => {
            Some((state.order[*order_at as usize], Kind::ChooseShip))
        }
        Phase::NewShip { .. } => Some((state.pirate_player(), Kind::NewShip)),
        Phase::Drawn { .. } => Some((state.pirate_player(), Kind::Drawn)),
        Phase::CardPlay => Some((state.pirate_player(), Kind::CardPlay)),
        Phase::Actions { left, .. } => Some((state.pirate_player(), Kind::Action { left: *left })),
        Phase::FingerOfFate { order_at } => {
            let at = (state.turn_at as usize + *order_at as usize) % state.seats();
            Some((state.order[at], Kind::FingerOfFate))
        }
        Phase::Loot(l) => Some((state.pirate_player(), Kind::Loot { step: l.step })),
        Phase::InPort(v) => Some((state.pirate_player(), Kind::InPort { step: v.step })),
        // 17.2 #19: the target's Skull and Crossbones shows his hand: a secret question.
        Phase::Grab(g) if g.step == GrabStep::Luck => {
            Some((super::grab::decider(state, g), Kind::Skull))
        }
        Phase::Grab(g) => Some((super::grab::decider(state, g), Kind::Grab { step: g.step })),
        Phase::PortBooty { doubloons, .. } => Some((
            state.pirate_player(),
            Kind::PortBooty {
                doubloons: *doubloons,
            },
        )),
        Phase::RetireBribe { price, .. } => {
            Some((state.pirate_player(), Kind::RetireBribe { price: *price }))
        }
        Phase::Successor { seat, .. } => Some((*seat, Kind::Successor)),
        Phase::AllyHit { .. } => Some((state.pirate_player(), Kind::AllyHit)),
        Phase::Treasure { doubloons, .. } => Some((
            state.pirate_player(),
            Kind::Treasure {
                doubloons: *doubloons,
            },
        )),
        // The seat of the pirate whose roll it is (a Duel's victim answers for his own).
        Phase::Cunning(offer) => Some((
            state
                .afloat_of(offer.pirate)
                .map_or(state.pirate_player(), |a| a.seat),
            Kind::Cunning { die: offer.die },
        )),
        Phase::Window => super::window::decider(state),
        Phase::Resume | Phase::Carry { .. } => None,
        Phase::Engage(e) => Some(super::engage::decider(state, e)),
        Phase::Skull(n) => Some((
            state
                .afloat_of(n.pirate)
                .map_or(state.pirate_player(), |a| a.seat),
            Kind::Skull,
        )),
        Phase::GameOver { .. } => None,
    }
}

/// 3.0 step 6's reverse draft: the seat of pick `pick` (from 0), clockwise from `first` and
/// back again each round (1-2-3-3-2-1-1-2-3).
fn drafter(state: &State, pick: u8, first: u8) -> Seat {
    let n = state.seats();
    let (round, at) = (pick as usize / n, pick as usize % n);
    let idx = if round % 2 == 0 { at } else { n - 1 - at };
    (first as usize + idx) % n
}

/// 3.0 step 6: the picks a draft makes (each seat the cards the rule deals it).
fn draft_picks(data: &BbData, state: &State) -> u8 {
    let dealt = data
        .seat_counts(state.seats())
        .map_or(0, |c| c.pirates_dealt);
    dealt * state.seats() as u8
}

/// Whether `seat` may deploy one more pirate (5.14): under its Pirate Displays, with a card.
pub(super) fn may_deploy(data: &BbData, state: &State, seat: Seat) -> bool {
    let displays = data.seat_counts(state.seats()).map_or(0, |c| c.displays) as usize;
    !state.pirate_hands[seat].is_empty() && state.seat_afloat(seat).count() < displays
}

/// Every placement of every pirate in hand (5.15: any Sea Area).
pub(super) fn deployments(data: &BbData, state: &State, seat: Seat) -> Vec<Choice> {
    let mut out = Vec::new();
    for pirate in &state.pirate_hands[seat] {
        for area in 0..data.areas.len() as u8 {
            out.push(Choice::Deploy {
                pirate: *pirate,
                area: crate::content::AreaId(area),
            });
        }
    }
    out
}

/// The options of the setup and Card Play phases.
pub(super) fn options(data: &BbData, state: &State) -> Vec<Choice> {
    match &state.phase {
        // The whole Pirate deck face up, in its cards' order.
        Phase::Draft { .. } => {
            let mut deck = state.pirate_deck.clone();
            deck.sort();
            deck.into_iter()
                .map(|pirate| Choice::Draft { pirate })
                .collect()
        }
        Phase::Deploy {
            round, order_at, ..
        } => {
            let seat = state.order[*order_at as usize];
            let mut out = if state.config.random_deploy {
                // 3.0 step 7's play note: which pirate is the seat's; where, the dice's.
                state.pirate_hands[seat]
                    .iter()
                    .map(|pirate| Choice::DeployByLot { pirate: *pirate })
                    .collect()
            } else {
                deployments(data, state, seat)
            };
            if *round > 0 {
                out.push(Choice::NoDeploy);
            }
            out
        }
        Phase::ChooseShips { order_at } => {
            let seat = state.order[*order_at as usize];
            let Some(a) = state.seat_afloat(seat).find(|a| a.ship.is_none()) else {
                return Vec::new();
            };
            starting_ships(data)
                .map(|kind| Choice::Ship {
                    pirate: a.pirate,
                    kind,
                })
                .collect()
        }
        Phase::NewShip { pirate, .. } => starting_ships(data)
            .map(|kind| Choice::Ship {
                pirate: *pirate,
                kind,
            })
            .collect(),
        Phase::CardPlay => card_play(data, state),
        _ => Vec::new(),
    }
}

/// The ships a new pirate may take (6.21: a Sloop or a Schooner).
fn starting_ships(data: &BbData) -> impl Iterator<Item = ShipKind> + '_ {
    ShipKind::ALL
        .into_iter()
        .filter(|k| data.ship(*k).pirate.is_some_and(|p| p.start))
}

/// 4.4 C: one card for Actions a turn (4.55's discard counts as it), then the turn may end
/// once a card was played or none is held (17.14). Copies of one kind give one option.
fn card_play(data: &BbData, state: &State) -> Vec<Choice> {
    let seat = state.pirate_player();
    let hand = &state.hands[seat];
    let mut out = Vec::new();
    if !state.played_for_actions {
        let mut kinds = Vec::new();
        let pirates: Vec<_> = state
            .seat_afloat(seat)
            .filter(|a| a.ship.is_some())
            .map(|a| a.pirate)
            .collect();
        for card in hand {
            let e = data.event(*card);
            if kinds.contains(&e.kind) {
                continue;
            }
            kinds.push(e.kind);
            // 4.4 C option 3: an Event AND Action card only with its event (17.12).
            if e.play == Play::EventAndAction {
                out.extend(super::own_events::and_card(data, state, *card));
                continue;
            }
            match e.actions {
                Actions::Count(_) => out.push(Choice::PlayForActions { card: *card }),
                Actions::Initiative => out.extend(pirates.iter().map(|p| Choice::PlayInitiative {
                    card: *card,
                    pirate: *p,
                })),
                Actions::NoActions => {}
            }
        }
        // 4.55: no card gives an Action (BB-R C 4.55): discard one or two for as many.
        // Copies of one kind are alike: one option for each kind, and each pair of kinds.
        if out.is_empty() && !hand.is_empty() {
            let mut seen = Vec::new();
            for (i, first) in hand.iter().enumerate() {
                let k1 = data.event(*first).kind;
                if !seen.contains(&(k1, None)) {
                    seen.push((k1, None));
                    out.push(Choice::DiscardForActions {
                        first: *first,
                        second: None,
                    });
                }
                for second in &hand[i + 1..] {
                    let k2 = data.event(*second).kind;
                    let pair = (k1.min(k2), Some(k1.max(k2)));
                    if !seen.contains(&pair) {
                        seen.push(pair);
                        out.push(Choice::DiscardForActions {
                            first: *first,
                            second: Some(*second),
                        });
                    }
                }
            }
        }
    }
    if hand.is_empty() || state.played_held {
        out.push(Choice::EndTurn);
    }
    // 11.6: broken whenever he likes in his own turn.
    out.extend(super::alliance::break_offers(state, seat));
    out
}

/// Moves the setup and Card Play phases on by one choice.
pub(super) fn advance(
    data: &BbData,
    state: &mut State,
    seat: Seat,
    choice: Choice,
    events: &mut Vec<Event>,
) {
    match (state.phase.clone(), choice) {
        (Phase::Draft { pick, first }, Choice::Draft { pirate }) => {
            state.pirate_deck.retain(|p| *p != pirate);
            state.pirate_hands[seat].push(pirate);
            state.drafted.push((seat, pirate));
            events.push(Event::Drafted { seat, pirate, pick });
            if pick + 1 < draft_picks(data, state) {
                state.phase = Phase::Draft {
                    pick: pick + 1,
                    first,
                };
            } else {
                state.rng.shuffle(&mut state.pirate_deck);
                state.phase = Phase::Deploy {
                    round: 0,
                    order_at: 0,
                    done: 0,
                };
            }
        }
        (
            Phase::Deploy {
                round,
                order_at,
                done,
            },
            choice,
        ) => {
            let mut done = done;
            let choice = match choice {
                // 3.0 step 7's play note: the Sea Area of the port a D66 names (Bermuda's
                // either, at random).
                Choice::DeployByLot { pirate } => {
                    let roll = state.rng.d66();
                    let port = data.port_at(roll).expect("every D66 names a port");
                    let areas = &data.ports[port.0 as usize].areas;
                    let area = areas[state.rng.below(areas.len())];
                    events.push(Event::DeployRolled { pirate, roll });
                    Choice::Deploy { pirate, area }
                }
                other => other,
            };
            let secret = state.config.secret_deploy;
            match choice {
                // 3.0 step 7's play note: placed in secret, told when all are shown.
                Choice::Deploy { pirate, area } if secret => {
                    deploy(state, seat, pirate, area, &mut Vec::new());
                    if !may_deploy(data, state, seat) {
                        done |= 1 << order_at;
                    }
                }
                Choice::Deploy { pirate, area } if state.solo.is_some() => {
                    // 19.6, 19.7: Blackbeard placed, then the SP's pirates.
                    deploy(state, seat, pirate, area, events);
                    super::solo::after_blackbeard_placed(data, state, events);
                    return;
                }
                Choice::Deploy { pirate, area } => {
                    deploy(state, seat, pirate, area, events);
                    // The first round deploys one; a seat at its limit deploys no more.
                    if !may_deploy(data, state, seat) {
                        done |= 1 << order_at;
                    }
                }
                _ => done |= 1 << order_at,
            }
            if secret {
                next_in_secret(state, round, order_at, done, events);
            } else {
                next_deployer(data, state, round, order_at, done);
            }
        }
        (Phase::ChooseShips { order_at }, Choice::Ship { pirate, kind }) => {
            fit_out(data, state, pirate, kind);
            let seat_done = state.seat_afloat(seat).all(|a| a.ship.is_some());
            if seat_done {
                // 19.1: in solitaire only Blackbeard's ship is chosen (the SP's by a die).
                if order_at as usize + 1 < state.seats() && state.solo.is_none() {
                    state.phase = Phase::ChooseShips {
                        order_at: order_at + 1,
                    };
                } else {
                    // Shown together.
                    state.secrets_shown += 1;
                    let ships = state
                        .afloat
                        .iter()
                        .filter_map(|a| Some((a.pirate, a.ship?)))
                        .collect();
                    events.push(Event::ShipsShown { ships });
                    begin_turn(data, state, events);
                }
            }
        }
        (
            Phase::NewShip {
                pirate,
                left,
                bound,
            },
            Choice::Ship { kind, .. },
        ) => {
            fit_out(data, state, pirate, kind);
            events.push(Event::ShipsShown {
                ships: vec![(pirate, kind)],
            });
            super::mutiny::after_action(data, state, left, bound, events);
        }
        (Phase::CardPlay, Choice::PlayForActions { card }) => {
            let actions = match data.event(card).actions {
                Actions::Count(n) => n,
                _ => 0,
            };
            play_card(data, state, seat, card, actions, events);
            state.phase = Phase::Actions {
                left: actions,
                pirate: None,
            };
            super::mutiny::settle(state);
        }
        (Phase::CardPlay, Choice::PlayInitiative { card, pirate }) => {
            let actions = state
                .afloat_of(pirate)
                .map_or(0, |a| data.pirates[a.pirate.0 as usize].initiative);
            play_card(data, state, seat, card, actions, events);
            state.phase = Phase::Actions {
                left: actions,
                pirate: Some(pirate),
            };
            super::mutiny::settle(state);
        }
        (Phase::CardPlay, Choice::DiscardForActions { first, second }) => {
            let cards: Vec<EventCardId> = std::iter::once(first).chain(second).collect();
            for c in &cards {
                state.hands[seat].retain(|h| h != c);
                state.discard.push(*c);
            }
            state.played_for_actions = true;
            state.played_held = true;
            events.push(Event::Discarded {
                seat,
                cards: cards.clone(),
            });
            state.phase = Phase::Actions {
                left: cards.len() as u8,
                pirate: None,
            };
            super::mutiny::settle(state);
        }
        (
            Phase::CardPlay,
            Choice::HeavyGuns { .. }
            | Choice::FairWinds { .. }
            | Choice::KcFairWinds { .. }
            | Choice::TreasureMap { .. },
        ) => super::own_events::play(state, seat, choice, events),
        (Phase::CardPlay, Choice::BreakAlliance { pirate }) => {
            super::alliance::dissolve(state, pirate, events);
        }
        (Phase::CardPlay, Choice::EndTurn) => end_turn(data, state, events),
        (phase, choice) => unreachable!("{choice:?} is not an answer in {phase:?}"),
    }
}

fn play_card(
    data: &BbData,
    state: &mut State,
    seat: Seat,
    card: EventCardId,
    actions: u8,
    events: &mut Vec<Event>,
) {
    state.hands[seat].retain(|c| *c != card);
    state.discard.push(card);
    state.played_for_actions = true;
    if data.event(card).play != Play::MustPlayImmediately {
        state.played_held = true;
    }
    events.push(Event::CardPlayed {
        seat,
        card,
        actions,
    });
}

/// 3.0 step 7's play note: in secret, a seat makes all its placements before the next seat
/// makes its own (no one sees another's, so the rounds' order tells nothing); once all have,
/// they are shown together and the ships are chosen.
fn next_in_secret(state: &mut State, round: u8, order_at: u8, done: u8, events: &mut Vec<Event>) {
    let seats = state.seats() as u8;
    if done & (1 << order_at) == 0 {
        state.phase = Phase::Deploy {
            round: round + 1,
            order_at,
            done,
        };
    } else if order_at + 1 < seats {
        state.phase = Phase::Deploy {
            round: 0,
            order_at: order_at + 1,
            done,
        };
    } else {
        state.secrets_shown += 1;
        let placements = state
            .afloat
            .iter()
            .filter_map(|a| match a.at {
                Location::Sea(area) => Some((a.seat, a.pirate, area)),
                _ => None,
            })
            .collect();
        events.push(Event::DeploymentsShown { placements });
        state.phase = Phase::ChooseShips { order_at: 0 };
    }
}

/// The next seat to deploy at setup, or the ships once no seat deploys any more.
fn next_deployer(data: &BbData, state: &mut State, round: u8, order_at: u8, mut done: u8) {
    let seats = state.seats() as u8;
    let (mut round, mut at) = (round, order_at);
    loop {
        at += 1;
        if at == seats {
            at = 0;
            round += 1;
        }
        let seat = state.order[at as usize];
        if round > 0 && !may_deploy(data, state, seat) {
            done |= 1 << at;
        }
        if done.count_ones() as u8 == seats {
            state.phase = Phase::ChooseShips { order_at: 0 };
            return;
        }
        if done & (1 << at) == 0 {
            state.phase = Phase::Deploy {
                round,
                order_at: at,
                done,
            };
            return;
        }
    }
}

/// 4.4 A–B: a Player-Turn begins: the Pirate Player draws to four, each Must Play Immediately
/// card resolved as it comes; then the merchants; then Card Play (or the turn is lost).
pub(super) fn begin_turn(data: &BbData, state: &mut State, events: &mut Vec<Event>) {
    state.turns += 1;
    state.activated.clear();
    state.played_for_actions = false;
    state.played_held = false;
    state.turn_lost = false;
    state.ap = ApTurn::default();
    let seat = state.pirate_player();
    events.push(Event::TurnBegins {
        seat,
        turn: state.turns,
    });
    continue_turn(data, state, events);
}

/// The draw (and what interrupts it), the merchants, then Card Play.
pub(super) fn continue_turn(data: &BbData, state: &mut State, events: &mut Vec<Event>) {
    let drawn = if state.solo.is_some() {
        super::solo_turn::draw(data, state, events)
    } else {
        super::draw::draw_to_hand(data, state, events)
    };
    if !drawn {
        // The game ended, or a Finger of Fate waits on the seats.
        return;
    }
    if state.solo.is_some() {
        super::solo_turn::merchant_phase(data, state, events);
    } else {
        // 4.4 B: fewer than five merchants on the map: up to six.
        let on_map = state.ports.iter().filter(|p| p.merchant.is_some()).count() as u8;
        if on_map < data.merchants_low {
            super::setup::place_merchants(data, state, data.merchants_refill - on_map, events);
        }
    }
    if state.turn_lost {
        events.push(Event::TurnLost {
            seat: state.pirate_player(),
        });
        end_turn(data, state, events);
    } else {
        // 17.2 #18: scurvy aboard costs a point of loyalty as his seat's turn begins (our
        // reading: once the hand is drawn); a crew it brings to 0 mutinies at once.
        state.phase = Phase::Actions {
            left: 0,
            pirate: None,
        };
        let seat = state.pirate_player();
        let sick: Vec<_> = state
            .seat_afloat(seat)
            .filter(|a| a.scurvy)
            .map(|a| a.pirate)
            .collect();
        for pirate in sick {
            events.push(Event::Ap(super::ApEvent::ScurvyBites { pirate }));
            super::fate::one_crew(
                data,
                state,
                pirate,
                crate::content::LoyaltyCause::Scurvy,
                events,
            );
        }
        super::mutiny::after_action(data, state, 0, None, events);
    }
}

/// 4.4 D: the next seat in Player Order; a seat with no pirate and none to deploy still
/// plays its turn (it may draw one: 5.16). The game ends when no seat has a pirate afloat,
/// none in hand and the Pirate deck is empty (our reading: nothing can happen any more).
pub(super) fn end_turn(data: &BbData, state: &mut State, events: &mut Vec<Event>) {
    events.push(Event::TurnEnds {
        seat: state.pirate_player(),
    });
    super::own_events::pardon_lapses(state, events);
    // 8.15: a finder's claim ends with the Player-Turn.
    for p in &mut state.ports {
        if let Some(m) = &mut p.merchant {
            m.found_by = None;
        }
    }
    if state.solo.is_some() {
        super::solo_turn::next_turn(state, events);
        begin_turn(data, state, events);
        return;
    }
    if state.afloat.is_empty()
        && state.pirate_deck.is_empty()
        && state.pirate_hands.iter().all(|h| h.is_empty())
    {
        super::fate::game_over(state, GameEnd::NoPirates, events);
        return;
    }
    state.turn_at = (state.turn_at + 1) % state.seats() as u8;
    begin_turn(data, state, events);
}
