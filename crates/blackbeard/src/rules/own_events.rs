//! The Pirate Player's own events (17.2): Heavy Guns, Fair Winds and Buried Treasure, each
//! played with its one Action (4.4 C option 3, 17.12); the treasure's dig on the Isle of
//! Pines; a Letter of Marque taken within an In-Port Activities Action (#12); the General
//! Pardon's second draw and the retirements it brings (#8, 18.41 E).

use super::state::*;
use super::{Choice, Event, fate, mutiny, port};
use crate::content::{AreaId, BbData, EventCardId, EventKind, Nation, Owner, PirateId, PortId};
use game_core::Seat;

/// 4.4 C option 3: the ways an Event AND Action card may be played now (none: the card
/// cannot be played, its event having no pirate to serve).
pub(super) fn and_card(data: &BbData, state: &State, card: EventCardId) -> Vec<Choice> {
    let seat = state.pirate_player();
    let pirates = state.seat_afloat(seat).filter(|a| a.ship.is_some());
    let mut out = Vec::new();
    match data.event(card).kind {
        // #10: for his pirate in port, one set of guns a ship.
        EventKind::HeavyGuns => out.extend(
            pirates
                .filter(|a| matches!(a.at, Location::Port { .. }) && a.heavy_guns.is_none())
                .map(|a| Choice::HeavyGuns {
                    card,
                    pirate: a.pirate,
                }),
        ),
        // #6: anywhere but where he is (BB-R C 17.2 #6: from a port or a box too, under D&R),
        // never into his own KC's area (10.27).
        EventKind::FairWinds => {
            let own_kc = state.kc_of(seat).map(|k| k.at);
            // His KC too (issue 67: Fair Winds for a KC), anywhere but where it is.
            if let Some(at) = own_kc {
                for area in 0..data.areas.len() as u8 {
                    if at != Location::Sea(AreaId(area)) {
                        out.push(Choice::KcFairWinds {
                            card,
                            area: AreaId(area),
                        });
                    }
                }
            }
            for a in pirates {
                for area in 0..data.areas.len() as u8 {
                    let to = Location::Sea(AreaId(area));
                    if a.at != to && own_kc != Some(to) {
                        out.push(Choice::FairWinds {
                            card,
                            pirate: a.pirate,
                            area: AreaId(area),
                        });
                    }
                }
            }
        }
        // #1: the map belongs to one pirate.
        EventKind::BuriedTreasure => out.extend(pirates.filter(|a| a.treasure_map.is_none()).map(
            |a| Choice::TreasureMap {
                card,
                pirate: a.pirate,
            },
        )),
        _ => {}
    }
    out
}

/// 4.4 C option 3: the event now, then its one Action (17.12: the turn's card for Actions).
pub(super) fn play(state: &mut State, seat: Seat, choice: Choice, events: &mut Vec<Event>) {
    if let Choice::KcFairWinds { card, area } = choice {
        state.hands[seat].retain(|c| *c != card);
        state.played_for_actions = true;
        state.played_held = true;
        state.discard.push(card);
        events.push(Event::CardPlayed {
            seat,
            card,
            actions: 1,
        });
        if let Some(k) = state.kcs.iter_mut().find(|k| k.seat == seat) {
            k.at = Location::Sea(area);
            events.push(Event::Ap(super::ApEvent::KcMoved {
                seat,
                kc: k.kc,
                to: Location::Sea(area),
            }));
        }
        state.phase = Phase::Actions {
            left: 1,
            pirate: None,
        };
        return;
    }
    let (Choice::HeavyGuns { card, pirate }
    | Choice::FairWinds { card, pirate, .. }
    | Choice::TreasureMap { card, pirate }) = choice
    else {
        unreachable!("{choice:?} is no Event AND Action card");
    };
    state.hands[seat].retain(|c| *c != card);
    state.played_for_actions = true;
    state.played_held = true;
    events.push(Event::CardPlayed {
        seat,
        card,
        actions: 1,
    });
    let a = state.afloat_mut(pirate).expect("offered");
    match choice {
        Choice::HeavyGuns { .. } => {
            // Slid under the Pirate Display: the card stays with the ship.
            a.heavy_guns = Some(card);
            events.push(Event::HeavyGunsMounted { pirate });
        }
        Choice::FairWinds { area, .. } => {
            let from = a.at;
            a.at = Location::Sea(area);
            a.may_sack = None;
            if let Revelry::Involuntary { recovered } = &mut a.revelry {
                *recovered = 0;
            }
            state.discard.push(card);
            events.push(Event::FairWinds {
                pirate,
                from,
                to: area,
            });
            // 11.2: his ally sails with him.
            super::alliance::follow(state, pirate);
        }
        Choice::TreasureMap { .. } => {
            a.treasure_map = Some(card);
            events.push(Event::TreasureMapTaken { pirate });
        }
        _ => unreachable!(),
    }
    state.phase = Phase::Actions {
        left: 1,
        pirate: None,
    };
}

/// #1: the dig, offered to a pirate with the map at sea in the Isle of Pines' Sea Area.
pub(super) fn dig_offer(data: &BbData, a: &Afloat) -> Option<Choice> {
    (a.treasure_map.is_some() && a.at == Location::Sea(data.isle_of_pines))
        .then_some(Choice::Dig { pirate: a.pirate })
}

/// #1: the landing and its die: 1–2 nothing (Cunning may roll again), else the treasure.
pub(super) fn dig(
    data: &BbData,
    state: &mut State,
    pirate: PirateId,
    left: u8,
    bound: Option<PirateId>,
    events: &mut Vec<Event>,
) {
    let die = state.rng.d6();
    if die > 2 || !super::cunning::offer(state, pirate, die, Reroll::Dig { left, bound }) {
        dug(data, state, pirate, die, left, bound, events);
    }
}

/// The dig's die kept: the map is spent either way; 3–6 rolls 3d6 × 100.
pub(super) fn dug(
    data: &BbData,
    state: &mut State,
    pirate: PirateId,
    die: u8,
    left: u8,
    bound: Option<PirateId>,
    events: &mut Vec<Event>,
) {
    events.push(Event::Dug { pirate, die });
    let a = state.afloat_mut(pirate).expect("digging");
    let card = a.treasure_map.take().expect("his map");
    state.discard.push(card);
    if die <= 2 {
        mutiny::after_action(data, state, left, bound, events);
        return;
    }
    let roll = (0..3).map(|_| state.rng.d6()).sum::<u8>();
    if roll == 18 || !super::cunning::offer(state, pirate, roll, Reroll::Treasure { left, bound }) {
        found(data, state, pirate, roll, left, bound, events);
    }
}

/// The treasure's 3d6 kept: × 100 doubloons for one of his holds.
pub(super) fn found(
    data: &BbData,
    state: &mut State,
    pirate: PirateId,
    roll: u8,
    left: u8,
    bound: Option<PirateId>,
    events: &mut Vec<Event>,
) {
    let doubloons = roll as u32 * 100;
    events.push(Event::TreasureFound {
        pirate,
        roll,
        doubloons,
    });
    state.phase = Phase::Treasure {
        pirate,
        doubloons,
        left,
        bound,
    };
    if let [Choice::IntoHold { hold }] = treasure_options(data, state, pirate)[..] {
        stow(data, state, Choice::IntoHold { hold }, events);
    }
}

/// BB-R C 8.32–8.33: treasure may go into a hold already filled, or an empty one.
pub(super) fn treasure_options(data: &BbData, state: &State, pirate: PirateId) -> Vec<Choice> {
    let a = state.afloat_of(pirate).expect("afloat");
    let holds = data
        .ship(a.ship.expect("a ship"))
        .pirate
        .expect("a pirate's")
        .holds;
    let filled = a.holds.len() as u8;
    let room = u8::from(filled < holds);
    (0..filled + room)
        .map(|hold| Choice::IntoHold { hold })
        .collect()
}

pub(super) fn stow(data: &BbData, state: &mut State, choice: Choice, events: &mut Vec<Event>) {
    let (
        Phase::Treasure {
            pirate,
            doubloons,
            left,
            bound,
        },
        Choice::IntoHold { hold },
    ) = (state.phase.clone(), choice)
    else {
        unreachable!("{choice:?} is no hold for the treasure");
    };
    let a = state.afloat_mut(pirate).expect("afloat");
    match a.holds.get_mut(hold as usize) {
        Some(h) => *h += doubloons,
        None => a.holds.push(doubloons),
    }
    mutiny::after_action(data, state, left, bound, events);
}

/// #12: the Letter of Marque in the Pirate Player's hand that `pirate` may take in `port`:
/// an actual Pro-Pirate governor there, no Letter yet, and not of a nation he has attacked
/// (BB-R C 9.31 / 9.58).
pub(super) fn letter_card(
    data: &BbData,
    state: &State,
    pirate: PirateId,
    port: PortId,
) -> Option<EventCardId> {
    let a = state.afloat_of(pirate)?;
    let Owner::Nation(nation) = data.ports[port.0 as usize].owner else {
        return None;
    };
    let pro = matches!(
        state.ports[port.0 as usize].governor,
        Some(Governor::Pro(_))
    );
    // 11.5: no Letter during an alliance.
    if !pro
        || a.letter.is_some()
        || a.attacked.contains(&nation)
        || super::alliance::ally(state, pirate).is_some()
    {
        return None;
    }
    state.hands[a.seat]
        .iter()
        .copied()
        .find(|c| data.event(*c).kind == EventKind::LetterOfMarque)
}

/// #12: the Letter taken: the card leaves the game (never back to the deck).
pub(super) fn take_letter(
    data: &BbData,
    state: &mut State,
    pirate: PirateId,
    port: PortId,
    card: EventCardId,
    events: &mut Vec<Event>,
) {
    let Owner::Nation(nation) = data.ports[port.0 as usize].owner else {
        unreachable!("offered in a nation's port");
    };
    let seat = state.afloat_of(pirate).expect("in port").seat;
    state.hands[seat].retain(|c| *c != card);
    state.played_held = true;
    events.push(Event::CardPlayed {
        seat,
        card,
        actions: 0,
    });
    state.afloat_mut(pirate).expect("in port").letter = Some(nation);
    events.push(Event::LetterTaken { pirate, nation });
}

/// 9.58: an attack on a port of his Letter's nation costs him the Letter.
pub(super) fn attack_costs_letter(
    state: &mut State,
    pirate: PirateId,
    nation: Nation,
    events: &mut Vec<Event>,
) {
    let a = state.afloat_mut(pirate).expect("attacking");
    if a.letter == Some(nation) {
        a.letter = None;
        events.push(Event::LetterLost { pirate, nation });
    }
}

/// #8's second draw: the pirates on the map now are pardoned until the drawing seat's next
/// Player-Turn ends (BB-R C 17.2 #8).
pub(super) fn issue_pardon(state: &mut State, events: &mut Vec<Event>) {
    let seat = state.pirate_player();
    // 19.15: Blackbeard is no one's to pardon in solitaire.
    let pirates: Vec<PirateId> = state
        .afloat
        .iter()
        .map(|a| a.pirate)
        .filter(|p| !super::solo_crew::is_blackbeard(state, *p))
        .collect();
    // In solitaire a round is your turn and one for each SP pirate (BB-R C 19.10).
    let round = match &state.solo {
        Some(_) => 1 + state.seat_afloat(SYSTEM).count() as u32,
        None => state.seats() as u32,
    };
    state.pardon = Some(Pardon {
        seat,
        until_turn: state.turns + round,
        pirates: pirates.clone(),
    });
    events.push(Event::PardonIssued { seat, pirates });
}

/// At a Player-Turn's end: the Pardon lapses once its seat's next turn is over.
pub(super) fn pardon_lapses(state: &mut State, events: &mut Vec<Event>) {
    if state
        .pardon
        .as_ref()
        .is_some_and(|p| p.until_turn <= state.turns)
    {
        state.pardon = None;
        events.push(Event::PardonLapsed);
    }
}

/// #8: no one attacks an English port while the Pardon is in force.
pub(super) fn pardon_shields(data: &BbData, state: &State, port: PortId) -> bool {
    state.pardon.is_some() && data.ports[port.0 as usize].owner == Owner::Nation(Nation::English)
}

/// #8, 18.41 E: a pardoned pirate who has just entered an English port converts his booty at
/// that port's rate for him and retires. `true` if he did.
pub(super) fn pardoned_on_entry(
    data: &BbData,
    state: &mut State,
    pirate: PirateId,
    events: &mut Vec<Event>,
) -> bool {
    let Some(Location::Port { port, .. }) = state.afloat_of(pirate).map(|a| a.at) else {
        return false;
    };
    let pardoned = state
        .pardon
        .as_ref()
        .is_some_and(|p| p.pirates.contains(&pirate));
    if !pardoned || data.ports[port.0 as usize].owner != Owner::Nation(Nation::English) {
        return false;
    }
    let status = port::status(data, state, pirate, port);
    let a = state.afloat_mut(pirate).expect("afloat");
    for booty in std::mem::take(&mut a.holds) {
        let net_worth = port::converted(status, booty);
        a.net_worth += net_worth;
        events.push(Event::BootyConverted {
            pirate,
            booty,
            net_worth,
        });
    }
    fate::retire(state, pirate, Retirement::Pardon, events);
    true
}
