//! 4.65: what an Anti-Pirate seat may do in a window, and doing it: deploy a KC (10.12), a
//! Warship Sighting (6.42) or an On-Station warship (6.43), KC Reaction (10.3, free), and the
//! AP cards built so far: Scurvy Outbreak, Wear and Tear, Mutiny Conspiracy, Debauchery &
//! Revelry (17.2 #18, #22, #15, #2). The limits: one AP action a seat a Player-Turn (4.61), no
//! type twice in one Action (4.62), no card type twice a Player-Turn (4.65 D), one Warship
//! action an Action (6.44).

use super::state::*;
use super::{ApEvent, Choice, Event, alliance, engage, fate};
use crate::content::{AreaId, BbData, EventCardId, EventKind, LoyaltyCause, PirateId};
use game_core::Seat;

/// The AP cards a seat may play in a window so far (the rest come with their rules).
const CARDS: [EventKind; 4] = [
    EventKind::ScurvyOutbreak,
    EventKind::WearAndTear,
    EventKind::MutinyConspiracy,
    EventKind::DebaucheryAndRevelry,
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

/// `seat`'s KC, if it has one on the map.
pub(super) fn kc_of(state: &State, seat: Seat) -> Option<KcAfloat> {
    state.kcs.iter().copied().find(|k| k.seat == seat)
}

/// 10.3: `seat`'s KC may react now: at sea in the active pirate's area or next to it (a
/// Transit Box is next to nothing), not placed this Player-Turn (BB-R C 10.32), and no KC has
/// reacted to this action yet (10.31).
pub(super) fn kc_may_react(data: &BbData, state: &State, seat: Seat) -> bool {
    let Some(kc) = kc_of(state, seat) else {
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

/// The pirate and his ally (11: cards strike both).
fn crew(state: &State, pirate: PirateId) -> Vec<PirateId> {
    std::iter::once(pirate)
        .chain(alliance::ally(state, pirate))
        .collect()
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
        && kc_of(state, seat).is_none()
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
        let crew = crew(state, a.pirate);
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
            _ => true,
        };
        if ok {
            out.push(Choice::ApCard { card });
        }
    }
    out
}

/// The seat's AP action spent on a type (4.61, 4.62, 4.65 D).
fn spend(state: &mut State, seat: Seat, kind: ApType) {
    state.ap.acted.push(seat);
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
            let kc = kc_of(state, seat).expect("offered");
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
            let area = area.expect("offered at sea");
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
        Choice::ApCard { card } => {
            let kind = data.event(card).kind;
            spend(state, seat, ApType::Card(kind));
            play_card(state, seat, card, events);
            card_event(data, state, kind, pirate, events);
        }
        other => unreachable!("{other:?} is no Anti-Pirate act"),
    }
}

/// The AP cards' events on the active pirate (and his ally, 11.4–11.6).
fn card_event(
    data: &BbData,
    state: &mut State,
    kind: EventKind,
    pirate: PirateId,
    events: &mut Vec<Event>,
) {
    match kind {
        EventKind::ScurvyOutbreak => {
            // 17.2 #18, 11.4: both crews in full; the hostages aboard die (BB-R C: to the pool).
            for p in crew(state, pirate) {
                let Some(a) = state.afloat_mut(p) else {
                    continue;
                };
                a.scurvy = true;
                let dead: Vec<_> = a.hostages.drain(..).map(|(h, _)| h).collect();
                events.push(Event::Ap(ApEvent::ScurvyStruck {
                    pirate: p,
                    hostages: dead.len() as u8,
                }));
                state.hostage_pool.extend(dead);
                fate::one_crew(data, state, p, LoyaltyCause::Scurvy, events);
            }
        }
        EventKind::WearAndTear => {
            // 17.2 #22, 11.4: ⌊d6 / 2⌋ Speed hits on each ship.
            let die = state.rng.d6();
            for p in crew(state, pirate) {
                events.push(Event::Ap(ApEvent::WornAndTorn {
                    pirate: p,
                    die,
                    hits: die / 2,
                }));
                fate::speed_hits(data, state, p, die / 2, events);
            }
        }
        EventKind::MutinyConspiracy => {
            // 17.2 #15, 11.6: 2d6 over the loyalty, for each allied pirate; any mutiny breaks
            // the alliance. The mutinies are rolled as the window resumes.
            let mut due = Vec::new();
            for p in crew(state, pirate) {
                let dice = [state.rng.d6(), state.rng.d6()];
                let loyalty = state.afloat_of(p).map_or(0, |a| a.loyalty);
                let mutiny = dice[0] + dice[1] > loyalty;
                events.push(Event::Ap(ApEvent::Conspiracy {
                    pirate: p,
                    dice,
                    loyalty,
                    mutiny,
                }));
                if mutiny {
                    due.push(p);
                }
            }
            if !due.is_empty() && alliance::ally(state, pirate).is_some() {
                alliance::dissolve(state, pirate, events);
            }
            if let Some(w) = state.window.as_mut() {
                // Popped from the end: the active pirate's first.
                w.mutinies.extend(due.into_iter().rev());
            }
        }
        EventKind::DebaucheryAndRevelry => {
            // 17.2 #2, 11.6: the alliance broken first, then each pirate ashore (involuntary);
            // the loyalty as for any D&R in that port (13.21).
            let both = crew(state, pirate);
            if both.len() > 1 {
                alliance::dissolve(state, pirate, events);
            }
            for p in both {
                forced_ashore(data, state, p, events);
            }
        }
        other => unreachable!("{other:?} is not played in a window yet"),
    }
}

/// 17.2 #2: involuntary D&R in the port he is in (13.13: never a second marker), the loyalty
/// as for any D&R there (13.21: +3 in a Pirate Port, else +1).
fn forced_ashore(data: &BbData, state: &mut State, pirate: PirateId, events: &mut Vec<Event>) {
    let Some(a) = state.afloat_mut(pirate) else {
        return;
    };
    let Location::Port { port, .. } = a.at else {
        return;
    };
    if a.revelry != Revelry::None {
        return;
    }
    a.revelry = Revelry::Involuntary { recovered: 0 };
    // 9.55: a D&R card ends the chance of a sack (BB-R C 9.55).
    a.may_sack = None;
    events.push(Event::Revelry {
        pirate,
        voluntary: false,
    });
    let cause = if data.ports[port.0 as usize].is_pirate_port() {
        LoyaltyCause::RevelryInPiratePort
    } else {
        LoyaltyCause::RevelryAshore
    };
    fate::one_crew(data, state, pirate, cause, events);
}

/// 17.2 #18: a pirate (and his ally) entering a port loses his Scurvy marker.
pub(super) fn cure_scurvy(state: &mut State, pirate: PirateId, events: &mut Vec<Event>) {
    let ally = super::alliance::ally(state, pirate);
    for p in std::iter::once(pirate).chain(ally) {
        if let Some(a) = state.afloat_mut(p)
            && a.scurvy
        {
            a.scurvy = false;
            events.push(Event::Ap(ApEvent::ScurvyCured { pirate: p }));
        }
    }
}
