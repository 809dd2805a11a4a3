//! What the Solitaire Blackbeard tests (19) share: a solitaire game's session, its choices
//! played (yours at random, the SP's by its priorities), and tables built for one rule each.

use super::ap::{AREA, area, cartagena};
use super::*;
use blackbeard::content::{AreaId, EventCardId, EventKind, Owner, PirateId, PortId, ShipKind};
use blackbeard::rules::{
    Blackbeard, Choice, Config, Event, GameEnd, Governor, KcAfloat, Location, Merchant, Phase,
    SYSTEM, Scored, ScoredBy, SeatKind, SoloEvent, State,
};
use game_core::Session;
use game_core::rng::GameRng;

pub fn solo_config(seed: u64) -> Config {
    blackbeard::rules::Options::default().config(
        vec![SeatKind::Human, SeatKind::System],
        seed,
        seed,
        false,
    )
}

pub fn solo(seed: u64) -> Session<Blackbeard> {
    Session::new(data(), solo_config(seed))
        .expect("a solitaire game")
        .0
}

/// One choice: yours at random, the SP's by its priorities. The invariants hold after it.
pub fn step(s: &mut Session<Blackbeard>, rng: &mut GameRng) -> Option<Vec<Event>> {
    let d = s.decision()?;
    assert!(
        !d.options.is_empty(),
        "a decision without options: {:?}",
        d.kind
    );
    let pick = if d.seat == SYSTEM {
        let obs = s.observation(SYSTEM);
        blackbeard::ai::system::answer(&s.data_arc(), &obs, 7)
            .expect("the SP answers")
            .choice
    } else {
        d.options[rng.below(d.options.len())]
    };
    let events = s.choose(pick).expect("an offered choice");
    s.check_invariants()
        .unwrap_or_else(|e| panic!("after {pick:?}: {e}"));
    Some(events)
}

pub fn play(
    s: &mut Session<Blackbeard>,
    rng: &mut GameRng,
    most: usize,
    mut stop: impl FnMut(&Session<Blackbeard>, &[Event]) -> bool,
) -> usize {
    for n in 0..most {
        let Some(events) = step(s, rng) else { return n };
        if stop(s, &events) {
            return n + 1;
        }
    }
    most
}

/// Blackbeard (Edward Teach), your pirate.
pub fn teach(s: &Session<Blackbeard>) -> PirateId {
    s.state()
        .solo
        .as_ref()
        .expect("a solitaire game")
        .blackbeard
}

/// The SP's pirates on the map, in the order they came.
pub fn sp_pirates(st: &State) -> Vec<PirateId> {
    st.seat_afloat(SYSTEM).map(|a| a.pirate).collect()
}

pub fn merchants_on_map(st: &State) -> usize {
    st.ports.iter().filter(|p| p.merchant.is_some()).count()
}

/// A solitaire game through its setup (Blackbeard in the first area offered, a Sloop): your
/// first Card Play.
pub fn setup_done(seed: u64) -> Session<Blackbeard> {
    let mut s = solo(seed);
    let d = s.decision().unwrap();
    s.choose(d.options[0]).unwrap();
    let t = teach(&s);
    s.choose(Choice::Ship {
        pirate: t,
        kind: ShipKind::Sloop,
    })
    .unwrap();
    assert_eq!(s.state().phase, Phase::CardPlay);
    s
}

/// The card of `kind` put on top of the Hold Until Played deck (its last element).
pub fn hup_top(st: &mut State, kind: EventKind) -> EventCardId {
    let data = data();
    let card = take_card(st, &data, kind);
    st.deck.push(card);
    card
}

/// A card of `kind` put on top of the Must Play Immediately deck.
pub fn mpi_top(st: &mut State, kind: EventKind) -> EventCardId {
    let data = data();
    let solo = st.solo.as_mut().unwrap();
    let card = solo
        .mpi_deck
        .iter()
        .chain(&solo.mpi_discard)
        .copied()
        .find(|c| data.event(*c).kind == kind)
        .expect("a card of that kind in the MPI deck");
    solo.mpi_deck.retain(|c| *c != card);
    solo.mpi_discard.retain(|c| *c != card);
    solo.mpi_deck.push(card);
    card
}

/// Your turn, Actions phase: Blackbeard at sea in South America (a merchant off Cartagena),
/// two Actions left, no Cunning, loyalty 5; the SP holds nothing and no warship is On
/// Station; a Fair Winds (no Anti-Pirate action) on top of the HUP deck; `change` sets the
/// rest.
pub fn your_actions(
    seed: u64,
    change: impl FnOnce(&mut State, PirateId),
) -> (Session<Blackbeard>, PirateId) {
    let data = data();
    let base = setup_done(seed);
    let t = teach(&base);
    let s = changed(&base, |st| {
        let at = area(&data, AREA);
        let port = cartagena(&data);
        for o in std::mem::take(&mut st.on_station) {
            st.warship_pool.push(o.warship);
        }
        let a = st.afloat_mut(t).unwrap();
        a.at = Location::Sea(at);
        a.cunning = 0;
        a.loyalty = 5;
        // The SP's pirates out of South America (they would only be in the way).
        let elsewhere = (0..data.areas.len() as u8)
            .map(AreaId)
            .filter(|x| *x != at && !data.areas[at.0 as usize].neighbours.contains(x))
            .collect::<Vec<_>>();
        for (i, p) in sp_pirates(st).into_iter().enumerate() {
            st.afloat_mut(p).unwrap().at = Location::Sea(elsewhere[i]);
        }
        if st.ports[port.0 as usize].merchant.is_none() {
            let counter = st.merchant_pool.pop().unwrap();
            st.ports[port.0 as usize].merchant = Some(Merchant {
                counter,
                face_up: false,
                found_by: None,
            });
        }
        let held = std::mem::take(&mut st.hands[SYSTEM]);
        st.discard.extend(held);
        st.phase = Phase::Actions {
            left: 2,
            pirate: None,
        };
        st.played_for_actions = true;
        st.played_held = true;
        hup_top(st, EventKind::FairWinds);
        st.rng = GameRng::from_seed(seed);
        change(st, t);
    });
    (s, t)
}

/// Your turn's Card Play done; a European Turmoil on top of the MPI deck; `change` sets the
/// rest; then you end the turn. The session, the events, Blackbeard.
pub fn end_your_turn(
    seed: u64,
    change: impl FnOnce(&mut State, PirateId),
) -> (Session<Blackbeard>, Vec<Event>, PirateId) {
    let base = setup_done(seed);
    let t = teach(&base);
    let mut s = changed(&base, |st| {
        st.played_for_actions = true;
        st.played_held = true;
        mpi_top(st, EventKind::EuropeanTurmoil);
        st.rng = GameRng::from_seed(seed);
        change(st, t);
    });
    assert_eq!(s.decision().unwrap().options, vec![Choice::EndTurn]);
    let events = s.choose(Choice::EndTurn).unwrap();
    (s, events, t)
}

/// The SP's answer to its decision now.
pub fn sp_answer(s: &Session<Blackbeard>) -> Choice {
    let obs = s.observation(SYSTEM);
    blackbeard::ai::system::answer(&s.data_arc(), &obs, 7)
        .expect("the SP answers")
        .choice
}

pub fn solo_events(events: &[Event]) -> Vec<&SoloEvent> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Solo(x) => Some(x),
            _ => None,
        })
        .collect()
}

pub fn game_end(s: &Session<Blackbeard>) -> Option<GameEnd> {
    match s.state().phase {
        Phase::GameOver { reason } => Some(reason),
        _ => None,
    }
}

/// VP on the score sheet (18.12).
pub fn bank(st: &mut State, seat: usize, pirate: PirateId, how: ScoredBy, vp: u32) {
    st.scored.push(Scored {
        seat,
        pirate,
        how,
        vp,
    });
    st.vp[seat] += vp;
}

pub fn winners(s: &Session<Blackbeard>) -> Vec<usize> {
    let st = s.state();
    blackbeard::rules::winners_of(&st.vp, &st.config.seats, game_end(s))
}

/// Plays on (the SP by its priorities, you passing whatever you are asked, else the first
/// option) until a Player-Turn begins; the events of that last choice.
pub fn to_next_turn(s: &mut Session<Blackbeard>) -> Vec<Event> {
    for _ in 0..500 {
        let d = s.decision().expect("the game goes on");
        let pick = if d.seat == SYSTEM {
            sp_answer(s)
        } else if d.options.contains(&Choice::Pass) {
            Choice::Pass
        } else if d.options.contains(&Choice::EndTurn) {
            Choice::EndTurn
        } else {
            d.options[0]
        };
        let events = s.choose(pick).unwrap();
        s.check_invariants().unwrap();
        if events.iter().any(|e| matches!(e, Event::TurnBegins { .. })) {
            return events;
        }
    }
    panic!("no Player-Turn began");
}

/// Merchants off the map until `n` are left.
pub fn merchants_down_to(st: &mut State, n: usize) {
    while st.ports.iter().filter(|p| p.merchant.is_some()).count() > n {
        let p = st.ports.iter_mut().find(|p| p.merchant.is_some()).unwrap();
        let m = p.merchant.take().unwrap();
        st.merchant_pool.push(m.counter);
    }
}

/// The last SP pirate's Card Play done, and its turn ended: your turn begins.
pub fn end_last_sp_turn(
    seed: u64,
    change: impl FnOnce(&mut State),
) -> (Session<Blackbeard>, Vec<Event>) {
    let base = setup_done(seed);
    let mut s = changed(&base, |st| {
        let last = *sp_pirates(st).last().unwrap();
        st.turn_at = 1;
        let solo = st.solo.as_mut().unwrap();
        solo.sp_pirate = Some(last);
        solo.sp_queue.clear();
        st.played_for_actions = true;
        st.played_held = true;
        change(st);
    });
    assert_eq!(s.decision().unwrap().seat, SYSTEM);
    let events = s.choose(Choice::EndTurn).unwrap();
    assert!(events.contains(&Event::TurnBegins {
        seat: 0,
        turn: s.state().turns
    }));
    (s, events)
}

/// A port of `nation`'s with one Sea Area, and that area.
pub fn nation_port(nation: blackbeard::content::Nation) -> (PortId, AreaId) {
    let data = data();
    let i = data
        .ports
        .iter()
        .position(|p| p.owner == Owner::Nation(nation) && p.areas.len() == 1)
        .expect("a port of that nation");
    (PortId(i as u8), data.ports[i].areas[0])
}

/// A Pro-Pirate governor put in `port` (from the pool, or from another port).
pub fn pro_governor(st: &mut State, port: PortId) {
    if matches!(st.ports[port.0 as usize].governor, Some(Governor::Pro(_))) {
        return;
    }
    let g = match st.pro_governor_pool.pop() {
        Some(g) => g,
        None => {
            let other = st
                .ports
                .iter_mut()
                .find(|p| matches!(p.governor, Some(Governor::Pro(_))) && p.haven.is_none())
                .unwrap();
            let Some(Governor::Pro(g)) = other.governor.take() else {
                unreachable!()
            };
            g
        }
    };
    if st.ports[port.0 as usize].governor == Some(Governor::Anti) {
        st.anti_governors_left += 1;
    }
    st.ports[port.0 as usize].governor = Some(Governor::Pro(g));
}

/// The SP's KC in `at`, placed in an earlier Player-Turn.
pub fn sp_kc(st: &mut State, at: AreaId) {
    let k = st.kc_pool.pop().unwrap();
    st.kcs.push(KcAfloat {
        kc: k,
        seat: SYSTEM,
        at: Location::Sea(at),
        placed: st.turns - 1,
    });
}

pub fn a_move(s: &Session<Blackbeard>, t: PirateId) -> Choice {
    s.decision()
        .unwrap()
        .options
        .into_iter()
        .find(|c| matches!(c, Choice::Move { pirate, to: Location::Sea(_) } if *pirate == t))
        .expect("a Move offered")
}

/// The SP pirate `p`'s Player-Turn, its card played and `left` Actions to spend, the rest of
/// the SP's pirates still to play this round.
pub fn sp_turn_of(st: &mut State, p: PirateId, left: u8) {
    st.turn_at = 1;
    let rest: Vec<PirateId> = sp_pirates(st)
        .into_iter()
        .filter(|x| *x != p)
        .rev()
        .collect();
    let solo = st.solo.as_mut().unwrap();
    solo.sp_pirate = Some(p);
    solo.sp_queue = rest;
    st.phase = Phase::Actions { left, pirate: None };
    st.played_for_actions = true;
    st.played_held = true;
}

/// `p` ashore-free in a Pro-Pirate port of one Sea Area that is his Safe Haven; the port.
pub fn in_his_haven(st: &mut State, p: PirateId) -> PortId {
    let data = data();
    let port = (0..data.ports.len())
        .find(|i| {
            matches!(st.ports[*i].governor, Some(Governor::Pro(_)))
                && data.ports[*i].areas.len() == 1
        })
        .map(|i| PortId(i as u8))
        .expect("a Pro-Pirate port of one area");
    st.ports[port.0 as usize].haven = Some(p);
    let a = st.afloat_mut(p).unwrap();
    a.at = Location::Port {
        port,
        from: data.ports[port.0 as usize].areas[0],
    };
    a.revelry = blackbeard::rules::Revelry::None;
    port
}
