//! 4.65: what an Anti-Pirate seat may do in a window, and doing it: deploy a KC (10.12), a
//! Warship Sighting (6.42) or an On-Station warship (6.43), KC Reaction (10.3, free), and the
//! AP cards built so far: Scurvy Outbreak, Wear and Tear, Mutiny Conspiracy, Debauchery &
//! Revelry (17.2 #18, #22, #15, #2). The limits: one AP action a seat a Player-Turn (4.61), no
//! type twice in one Action (4.62), no card type twice a Player-Turn (4.65 D), one Warship
//! action an Action (6.44).

use super::state::*;
use super::{ApEvent, Choice, Event, alliance, engage};
use crate::content::{AreaId, BbData, EventCardId, EventKind, PirateId};
use game_core::Seat;

/// The AP cards a seat may play in a window so far (the rest come with their rules).
const CARDS: [EventKind; 5] = [
    EventKind::ScurvyOutbreak,
    EventKind::WearAndTear,
    EventKind::MutinyConspiracy,
    EventKind::DebaucheryAndRevelry,
    EventKind::DoubleCross,
];

/// The active pirate's Sea Area, when he is at sea (not in port nor in a Transit Box).
fn sea_area(state: &State) -> Option<(PirateId, AreaId)> {
    let a = state.ap.action.as_ref()?;
    match state.afloat_of(a.pirate)?.at {
        Location::Sea(area) => Some((a.pirate, area)),
        _ => None,
    }
}

/// 10.32: the actions a KC reacts to, at this window: a Move (or a dig: BB-R C 4.63) announced
/// at sea or ended at sea, a Find announced or rolled, a Loot announced, an Attack announced or
/// failed (he is still at sea).
fn kc_trigger(state: &State) -> bool {
    let (Some(w), Some(a)) = (&state.window, &state.ap.action) else {
        return false;
    };
    match a.choice {
        Choice::Move { .. } | Choice::Dig { .. } | Choice::Find { .. } => true,
        Choice::AttackPort { .. } => true,
        Choice::Loot { .. } => w.at == WindowAt::Announced,
        _ => false,
    }
}

/// 6.42–6.43: a Find announced or rolled, a Loot announced, an Attack announced or failed.
fn warship_trigger(state: &State) -> bool {
    let (Some(w), Some(a)) = (&state.window, &state.ap.action) else {
        return false;
    };
    match a.choice {
        Choice::Find { .. } | Choice::AttackPort { .. } => true,
        Choice::Loot { .. } => w.at == WindowAt::Announced,
        _ => false,
    }
}

/// 10.3: `seat`'s KC may react now: at sea in the active pirate's area or next to it (a
/// Transit Box is next to nothing), not placed this Player-Turn (BB-R C 10.32), and no KC has
/// reacted to this action yet (10.31).
pub(super) fn kc_may_react(data: &BbData, state: &State, seat: Seat) -> bool {
    let Some(kc) = state.kc_of(seat) else {
        return false;
    };
    let Some((_, area)) = sea_area(state) else {
        return false;
    };
    let Location::Sea(at) = kc.at else {
        return false;
    };
    let a = state.ap.action.as_ref().expect("an action");
    kc.placed < state.turns
        && !a.reacted
        && !a.cancelled
        && kc_trigger(state)
        && (at == area || data.areas[area.0 as usize].neighbours.contains(&at))
}

/// The first card of `kind` in the seat's hand.
fn card_of(data: &BbData, state: &State, seat: Seat, kind: EventKind) -> Option<EventCardId> {
    state.hands[seat]
        .iter()
        .copied()
        .find(|c| data.event(*c).kind == kind)
}

/// What `seat` may do in the window now (without its Pass).
pub(super) fn offers(data: &BbData, state: &State, seat: Seat) -> Vec<Choice> {
    let mut out = Vec::new();
    let (Some(w), Some(a)) = (&state.window, &state.ap.action) else {
        return out;
    };
    let Some(pirate) = state.afloat_of(a.pirate) else {
        return out;
    };
    if kc_may_react(data, state, seat) {
        out.push(Choice::KcReact);
    }
    if state.ap.acted.contains(&seat) {
        return out;
    }
    let used = |t: ApType| a.types.contains(&t);
    let at_sea = sea_area(state);
    // 10.12: a KC drawn if 3d6 falls under his Notoriety (so only from 4 up: BB-R D).
    if at_sea.is_some()
        && pirate.notoriety >= 4
        && state.kc_of(seat).is_none()
        && !state.kc_pool.is_empty()
        && !used(ApType::DeployKc)
    {
        out.push(Choice::DeployKc);
    }
    // 6.42–6.44: the warship On Station in his area, else a new one sighted.
    if let Some((_, area)) = at_sea
        && warship_trigger(state)
        && !a.cancelled
        && !used(ApType::Warship)
    {
        if state.on_station.iter().any(|o| o.area == area) {
            out.push(Choice::UseWarship);
        } else if !state.warship_pool.is_empty()
            && !state.ap.cards.contains(&EventKind::WarshipSighting)
            && let Some(card) = card_of(data, state, seat, EventKind::WarshipSighting)
        {
            out.push(Choice::SightWarship { card });
        }
    }
    let in_port = matches!(pirate.at, Location::Port { .. });
    for kind in CARDS {
        if state.ap.cards.contains(&kind) || used(ApType::Card(kind)) {
            continue;
        }
        let Some(card) = card_of(data, state, seat, kind) else {
            continue;
        };
        let crew = alliance::crew(state, a.pirate);
        let ok = match kind {
            // 17.2 #18: not in port, no marker already.
            EventKind::ScurvyOutbreak => {
                !in_port
                    && crew
                        .iter()
                        .all(|p| state.afloat_of(*p).is_some_and(|x| !x.scurvy))
            }
            // 17.2 #22: not in port.
            EventKind::WearAndTear => !in_port,
            // 17.2 #2: after an action that leaves him in port, no D&R marker already.
            EventKind::DebaucheryAndRevelry => {
                w.at == WindowAt::After
                    && in_port
                    && crew.iter().any(|p| {
                        state
                            .afloat_of(*p)
                            .is_some_and(|x| x.revelry == Revelry::None)
                    })
            }
            // 17.2 #4: the instant he states he retires with his Letter (18.41 A: announced,
            // not in his Safe Haven).
            EventKind::DoubleCross => {
                w.at == WindowAt::Announced
                    && matches!(a.choice, Choice::Retire { .. })
                    && matches!(pirate.at, Location::Port { port, .. }
                        if state.ports[port.0 as usize].haven != Some(a.pirate))
            }
            _ => true,
        };
        if ok {
            out.push(Choice::ApCard { card });
        }
    }
    // 17.2 #17: a pirate from hand, with room for him (5.14).
    let ambition = EventKind::PiraticalAmbition;
    let displays = data
        .seat_counts(state.seats())
        .map_or(0, |c| c.displays as usize);
    if !state.ap.cards.contains(&ambition)
        && !used(ApType::Card(ambition))
        && state.seat_afloat(seat).count() < displays
        && let Some(card) = card_of(data, state, seat, ambition)
    {
        out.extend(
            state.pirate_hands[seat]
                .iter()
                .map(|p| Choice::Ambition { card, pirate: *p }),
        );
    }
    // 17.2 #16: a retired pirate as the Ex-Pirate KC, for a seat with none, into the active
    // pirate's Sea Area (not from a Transit Box: BB-R C).
    let converts = EventKind::PirateConverts;
    let ex = data
        .kcs
        .iter()
        .position(|k| k.ex_pirate)
        .map(|k| crate::content::KcId(k as u8));
    if !state.ap.cards.contains(&converts)
        && !used(ApType::Card(converts))
        && state.kc_of(seat).is_none()
        && !matches!(pirate.at, Location::Transit(_))
        && ex.is_some_and(|k| state.kcs.iter().all(|x| x.kc != k) && !state.kcs_gone.contains(&k))
        && let Some(card) = card_of(data, state, seat, converts)
    {
        out.extend(
            state
                .retired
                .iter()
                .map(|p| Choice::Convert { card, pirate: *p }),
        );
    }
    // 17.2 #13: Local Resistance, at a port of its choosing.
    let resist = EventKind::LocalResistance;
    if !state.ap.cards.contains(&resist)
        && !used(ApType::Card(resist))
        && let Some(card) = card_of(data, state, seat, resist)
    {
        out.extend(super::kc_actions::resistance_offers(data, state, card));
    }
    // 10.4: a KC Action.
    out.extend(super::kc_actions::offers(data, state, seat));
    out
}

/// The seat's AP action spent on a type (4.61, 4.62, 4.65 D).
fn spend(state: &mut State, seat: Seat, kind: ApType) {
    // 19.13: the SP's acts in your turn are not held to one (BB-R C 19.13).
    if !super::solo_crew::is_sp(state, seat) {
        state.ap.acted.push(seat);
    }
    if let Some(a) = state.ap.action.as_mut() {
        a.types.push(kind);
    }
    if let ApType::Card(k) = kind {
        state.ap.cards.push(k);
    }
}

/// A card from the seat's hand to the discards (4.67).
fn play_card(state: &mut State, seat: Seat, card: EventCardId, events: &mut Vec<Event>) {
    state.hands[seat].retain(|c| *c != card);
    state.discard.push(card);
    let pirate = state.ap.action.as_ref().expect("an action").pirate;
    events.push(Event::Ap(ApEvent::CardPlayed { seat, card, pirate }));
}

pub(super) fn act(
    data: &BbData,
    state: &mut State,
    seat: Seat,
    choice: Choice,
    events: &mut Vec<Event>,
) {
    let (pirate, area) = match state.ap.action.as_ref() {
        Some(a) => (
            a.pirate,
            match state.afloat_of(a.pirate).map(|x| x.at) {
                Some(Location::Sea(area)) => Some(area),
                _ => None,
            },
        ),
        None => return,
    };
    match choice {
        Choice::KcReact => {
            let kc = state.kc_of(seat).expect("offered");
            let area = area.expect("offered at sea");
            let moved_in = kc.at != Location::Sea(area);
            if let Some(k) = state.kcs.iter_mut().find(|k| k.seat == seat) {
                k.at = Location::Sea(area);
            }
            if let Some(a) = state.ap.action.as_mut() {
                a.reacted = true;
            }
            events.push(Event::Ap(ApEvent::KcReacts {
                seat,
                kc: kc.kc,
                pirate,
                moved_in,
            }));
            engage::start(
                state,
                Foe::Kc(kc.kc),
                seat,
                moved_in,
                EngageStep::FightOrEscape,
            );
        }
        Choice::DeployKc => {
            spend(state, seat, ApType::DeployKc);
            let dice = [state.rng.d6(), state.rng.d6(), state.rng.d6()];
            let notoriety = state.afloat_of(pirate).map_or(0, |a| a.notoriety);
            let total: u32 = dice.iter().map(|d| *d as u32).sum();
            let kc = (total < notoriety).then(|| state.kc_pool.pop()).flatten();
            if let Some(kc) = kc {
                state.kcs.push(KcAfloat {
                    kc,
                    seat,
                    at: Location::Sea(area.expect("offered at sea")),
                    placed: state.turns,
                });
            }
            events.push(Event::Ap(ApEvent::KcDeployRolled {
                seat,
                dice,
                notoriety,
                kc,
            }));
        }
        Choice::UseWarship => {
            spend(state, seat, ApType::Warship);
            let area = area.expect("offered at sea");
            let w = state
                .on_station
                .iter()
                .find(|o| o.area == area)
                .expect("offered")
                .warship;
            events.push(Event::Ap(ApEvent::WarshipActivated { seat, warship: w }));
            engage::start(
                state,
                Foe::Warship(w),
                seat,
                false,
                EngageStep::FightOrEscape,
            );
        }
        Choice::SightWarship { card } => {
            spend(state, seat, ApType::Warship);
            state.ap.cards.push(EventKind::WarshipSighting);
            play_card(state, seat, card, events);
            against(data, state, seat, card, events);
        }
        Choice::ApCard { card } => {
            let kind = data.event(card).kind;
            spend(state, seat, ApType::Card(kind));
            play_card(state, seat, card, events);
            against(data, state, seat, card, events);
        }
        Choice::Ambition {
            card,
            pirate: newcomer,
        } => {
            spend(state, seat, ApType::Card(EventKind::PiraticalAmbition));
            play_card(state, seat, card, events);
            if state.afloat_of(pirate).is_some_and(|a| a.cunning > 0) {
                state.phase = Phase::Skull(Negation {
                    seat,
                    card,
                    pirate,
                    newcomer: Some(newcomer),
                });
            } else {
                super::ap_cards::ambition(data, state, seat, newcomer, pirate, events);
            }
        }
        Choice::Convert { card, pirate: ex } => {
            spend(state, seat, ApType::Card(EventKind::PirateConverts));
            play_card(state, seat, card, events);
            super::ap_cards::convert(data, state, seat, ex, pirate, events);
        }
        Choice::Resist { card, .. } => {
            spend(state, seat, ApType::Card(EventKind::LocalResistance));
            play_card(state, seat, card, events);
            super::kc_actions::act(data, state, seat, choice, events);
        }
        Choice::KcMove { .. } | Choice::KcAttack { .. } | Choice::KcOust => {
            spend(state, seat, ApType::KcAction);
            super::kc_actions::act(data, state, seat, choice, events);
        }
        other => unreachable!("{other:?} is no Anti-Pirate act"),
    }
}

/// A card played against the active pirate: his seat may negate it with a Skull and
/// Crossbones for a point of his Cunning (17.2 #19), asked whenever he has Cunning left
/// (whatever the seat holds); else it takes effect.
fn against(
    data: &BbData,
    state: &mut State,
    seat: Seat,
    card: EventCardId,
    events: &mut Vec<Event>,
) {
    let pirate = state.ap.action.as_ref().expect("an action").pirate;
    if state.afloat_of(pirate).is_some_and(|a| a.cunning > 0) {
        state.phase = Phase::Skull(Negation {
            seat,
            card,
            pirate,
            newcomer: None,
        });
        return;
    }
    take_effect(data, state, seat, card, events);
}

/// The card's effect: a warship sighted (6.42), or the card's event on the pirate.
fn take_effect(
    data: &BbData,
    state: &mut State,
    seat: Seat,
    card: EventCardId,
    events: &mut Vec<Event>,
) {
    let pirate = state.ap.action.as_ref().expect("an action").pirate;
    match data.event(card).kind {
        EventKind::WarshipSighting => {
            let Some(Location::Sea(area)) = state.afloat_of(pirate).map(|a| a.at) else {
                return;
            };
            let i = state.rng.below(state.warship_pool.len());
            let warship = state.warship_pool.remove(i);
            state.on_station.push(OnStation { warship, area });
            events.push(Event::Ap(ApEvent::WarshipSighted {
                seat,
                warship,
                area,
            }));
            engage::start(
                state,
                Foe::Warship(warship),
                seat,
                false,
                EngageStep::Sighted,
            );
        }
        EventKind::KcSurprise => engage::surprise(state, seat, events),
        kind => super::ap_cards::card_event(data, state, kind, pirate, events),
    }
}

/// 17.2 #19: the pirate's seat negates the card (back into the deck, reshuffled without the
/// discards; the AP action stays spent: BB-R C), or lets it be.
pub(super) fn skull_options(data: &BbData, state: &State, n: &Negation) -> Vec<Choice> {
    let seat = state
        .afloat_of(n.pirate)
        .map_or(state.pirate_player(), |a| a.seat);
    let mut out = vec![Choice::Pass];
    if let Some(card) = card_of(data, state, seat, EventKind::SkullAndCrossbones) {
        out.push(Choice::Skull { card });
    }
    out
}

pub(super) fn skull(data: &BbData, state: &mut State, choice: Choice, events: &mut Vec<Event>) {
    answer_skull(data, state, choice, events);
    // 18.41 B: a surrender goes on to the retirement, the Double Cross negated or not.
    if state.ap.action.as_ref().is_some_and(|a| a.surrendering) {
        engage::surrender(state, events);
    }
}

fn answer_skull(data: &BbData, state: &mut State, choice: Choice, events: &mut Vec<Event>) {
    let Phase::Skull(n) = state.phase.clone() else {
        unreachable!("a Skull and Crossbones question");
    };
    state.phase = Phase::Resume;
    match choice {
        Choice::Skull { card } => {
            let seat = state
                .afloat_of(n.pirate)
                .map_or(state.pirate_player(), |a| a.seat);
            state.hands[seat].retain(|c| *c != card);
            state.discard.push(card);
            state.discard.retain(|c| *c != n.card);
            state.deck.push(n.card);
            state.rng.shuffle(&mut state.deck);
            if let Some(a) = state.afloat_mut(n.pirate) {
                a.cunning -= 1;
            }
            events.push(Event::Ap(ApEvent::Negated {
                pirate: n.pirate,
                card: n.card,
            }));
            // A negated KC Surprise leaves the sighted warship to attack.
            if data.event(n.card).kind == EventKind::KcSurprise {
                let area = state.afloat_of(n.pirate).and_then(|a| match a.at {
                    Location::Sea(area) => Some(area),
                    _ => None,
                });
                if let Some(o) = state.on_station.iter().find(|o| Some(o.area) == area) {
                    let foe = Foe::Warship(o.warship);
                    engage::start(state, foe, n.seat, false, EngageStep::FightOrEscape);
                }
            }
        }
        _ => match n.newcomer {
            Some(newcomer) => {
                super::ap_cards::ambition(data, state, n.seat, newcomer, n.pirate, events)
            }
            None => take_effect(data, state, n.seat, n.card, events),
        },
    }
}
