//! MODULE 11 and MODULE 3's plank: the heuristic captain's rules of thumb for its crew's
//! loyalty, each in a scenario: it treats a discontented crew in port, it does not idle a
//! whole turn in port with its crew at Content or worse, and it answers the plank.

use crate::common::*;
use spanish_main::ai;
use spanish_main::content::*;
use spanish_main::rules::loyalty::*;
use spanish_main::rules::*;

// MODULE 11, Gaining loyalty, 2. (rule of thumb): a crew below Pleased is treated whenever the
// purse holds the price, before the stash (which costs a step).
#[test]
fn module_11_ai_treats_a_discontented_crew() {
    let (s, seat) = seas_in_port("m11", "Lucía Arana", "san_juan", ShipClass::Sloop);
    let mut s = edited(&s, |st| {
        st.seats[seat].loyalty = RESTLESS;
        st.seats[seat].gold = 30;
        st.seats[seat].cargo.clear();
    });
    pick(&mut s, Choice::PortAction);
    assert_eq!(ask(&s).choice, Choice::Begin(Activity::Loyalty));
    // A Happy crew with a modest purse is left as it is.
    let (s, seat) = seas_in_port("m11", "Lucía Arana", "san_juan", ShipClass::Sloop);
    let mut s = edited(&s, |st| {
        st.seats[seat].loyalty = HAPPY;
        st.seats[seat].gold = 8;
    });
    pick(&mut s, Choice::PortAction);
    assert_ne!(ask(&s).choice, Choice::Begin(Activity::Loyalty));
}

// MODULE 11, Losing loyalty, 3. (rule of thumb): its business in the port it began the turn in
// done, a captain whose crew is Content or worse puts out to sea rather than lose a step.
#[test]
fn module_11_ai_does_not_idle_a_turn_in_port_with_a_wavering_crew() {
    let (s, seat) = seas_in_port("m11", "Lucía Arana", "havana", ShipClass::Sloop);
    let port = s.data().port_by_key("havana").unwrap();
    let havana = s.data().zone_by_key("havana").unwrap();
    let at = |loyalty: i8| {
        let s = edited(&s, |st| {
            st.turn.began_in = Some(port);
            st.turn.port_action_taken = true;
            st.seats[seat].loyalty = loyalty;
            no_glory_cards(st, seat);
        });
        ask(&s).choice
    };
    let out = Choice::Move {
        to: Location::Zone(havana),
        entry: Entry::Free,
    };
    assert_eq!(at(UNHAPPY), out);
    assert_eq!(at(CONTENT), out);
}

// MODULE 11, Losing loyalty, 3. (rule of thumb): a captain with nothing worth sailing for,
// in the port its turn began in, puts out rather than lose a step, even with a Pleased crew;
// and it does not sail back into that port the same turn.
#[test]
fn module_11_ai_idle_in_port_puts_out_and_stays_out() {
    let (s, seat) = seas_in_port("m11", "Lucía Arana", "havana", ShipClass::Sloop);
    let port = s.data().port_by_key("havana").unwrap();
    let havana = s.data().zone_by_key("havana").unwrap();
    let s = edited(&s, |st| {
        st.turn.began_in = Some(port);
        st.turn.port_action_taken = true;
        st.seats[seat].loyalty = PLEASED;
        st.seats[seat].gold = 0;
        st.seats[seat].cargo.clear();
        let lying: Vec<_> = st.board.missions.drain(..).collect();
        st.decks.mission_discard.extend(lying);
        no_glory_cards(st, seat);
    });
    let out = Choice::Move {
        to: Location::Zone(havana),
        entry: Entry::Free,
    };
    assert_eq!(ask(&s).choice, out);
    let mut s = s;
    pick(&mut s, out);
    assert_ne!(
        ask(&s).choice,
        Choice::Move {
            to: Location::Port(port),
            entry: Entry::Free
        },
        "back into the port it began in"
    );
    // Without Module 11 the same captain waits in port.
    let (s, seat) = seas_in_port("none", "Lucía Arana", "havana", ShipClass::Sloop);
    let s = edited(&s, |st| {
        st.turn.port_action_taken = true;
        st.seats[seat].gold = 0;
        st.seats[seat].cargo.clear();
        let lying: Vec<_> = st.board.missions.drain(..).collect();
        st.decks.mission_discard.extend(lying);
        no_glory_cards(st, seat);
    });
    assert_eq!(ask(&s).choice, Choice::EndTurn);
}

// MODULE 11, Gaining loyalty, 2. (rule of thumb): an Angry crew, one step from a mutiny, is
// reason enough to put into port and treat it.
#[test]
fn module_11_ai_makes_port_to_treat_an_angry_crew() {
    let (s, seat) = seas_at_sea("m11", "Lucía Arana", "havana", ShipClass::Sloop);
    let s = edited(&s, |st| {
        st.seats[seat].loyalty = ANGRY;
        st.seats[seat].gold = 4;
        st.seats[seat].cargo.clear();
        no_glory_cards(st, seat);
    });
    let pick = ask(&s);
    assert_eq!(pick.why, "to treat the crew");
    assert!(
        matches!(
            pick.choice,
            Choice::Move {
                to: Location::Port(_),
                ..
            }
        ),
        "{pick:?}"
    );
}

// MODULE 3's plank (rule of thumb): a crew to spare walks it; else the captain rolls.
#[test]
fn module_3_ai_answers_the_plank() {
    let d = Decision {
        seat: 0,
        kind: DecisionKind::Plank,
        options: vec![Choice::PlankRoll, Choice::PlankCrew, Choice::Done],
    };
    let (s, seat) = seas_at_sea("m3,m11", "Lucía Arana", "havana", ShipClass::Frigate);
    let answer = |crew: u8, options: &[Choice]| {
        let s = edited(&s, |st| {
            st.seats[seat].ship.as_mut().unwrap().hits.crew = crew
        });
        let mut obs = s.observation(seat);
        obs.decision = Some(Decision {
            seat,
            options: options.to_vec(),
            ..d.clone()
        });
        ai::choose(NORMAL, &obs, s.data(), 7).unwrap().choice
    };
    assert_eq!(answer(4, &d.options), Choice::PlankCrew);
    assert_eq!(answer(2, &d.options), Choice::PlankRoll);
    assert_eq!(
        answer(4, &[Choice::PlankRoll, Choice::Done]),
        Choice::PlankRoll
    );
}
