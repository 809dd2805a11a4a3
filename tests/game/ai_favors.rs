//! MODULE 10: the heuristic captain's rules of thumb for favors, each in a scenario: buying
//! them with gold to spare, re-rolling what the turn was spent on, making a dangerous NPC look
//! again, paying the smuggler's way, and redrawing an offer with nothing worth buying.

use crate::common::*;
use spanish_main::content::*;
use spanish_main::rules::state::ScoutTarget;
use spanish_main::rules::*;

// MODULE 10, Gaining favors (rule of thumb): with gold beyond its working purse, a captain ends
// its port action buying favors, a raider (who needs closed ports opened) up to three; without
// the gold, it leaves.
#[test]
fn module_10_ai_buys_favors_with_gold_to_spare() {
    // Away from home (no chest to fill), wanted by the Dutch: a raider.
    let (s, seat) = seas_in_port("m10", "Isabel Montoya", "tortuga", ShipClass::Sloop);
    let rich = |gold: i32| {
        let mut s = edited(&s, |st| {
            st.seats[seat].gold = gold;
            st.seats[seat].bounties[Nation::Dutch.index()] = 1;
        });
        pick(&mut s, Choice::PortAction);
        s
    };
    let mut s = rich(30);
    // Let it run the visit: it ends with favors bought.
    while matches!(s.decision().unwrap().kind, DecisionKind::Port { .. }) {
        let p = ask(&s);
        s.choose(p.choice).unwrap();
    }
    assert_eq!(s.state().seats[seat].favors, 3);
    // A poor captain keeps its purse.
    let mut s = rich(3);
    while matches!(s.decision().unwrap().kind, DecisionKind::Port { .. }) {
        let p = ask(&s);
        s.choose(p.choice).unwrap();
    }
    assert_eq!(s.state().seats[seat].favors, 0);
}

// MODULE 10, Spending favors (rule of thumb): a failed roll the turn was spent on (scouting
// for a captain or an NPC, a rumor, a mission, a harbour) is re-rolled; a merchant's scout only
// with a favor to spare.
#[test]
fn module_10_ai_re_rolls_what_the_turn_was_spent_on() {
    let (s, seat) = seas_at_sea("m10", "Lucía Arana", "havana", ShipClass::Sloop);
    let zone = crate::raids::zone_of(&s, "havana");
    let failed = |favors: u8| {
        let mut s = edited(&s, |st| {
            crate::raids::merchant(st, zone, Nation::Spanish);
            st.seats[seat].favors = favors;
            st.rng = rng_counts(&[(2, 0)]);
        });
        pick(&mut s, Choice::Scout(ScoutTarget::Merchant));
        assert_eq!(s.decision().unwrap().kind, DecisionKind::Reroll);
        s
    };
    assert_eq!(
        ask(&failed(1)).choice,
        Choice::Done,
        "the last favor is kept"
    );
    assert_eq!(ask(&failed(2)).choice, Choice::SpendFavor);
}

// MODULE 10, Spending favors (rule of thumb): an NPC the captain would likely lose to is made
// to look again; one it beats is let come.
#[test]
fn module_10_ai_makes_a_dangerous_npc_look_again() {
    let found = |class: ShipClass, mine: ShipClass| {
        let mut s = crate::npcs::wanted_in_havana(crate::npcs::HARROW, |st| {
            st.config.seas = Switches::parse("m10").unwrap();
            let a = st.active_seat().unwrap();
            st.seats[a].favors = 2;
            let me = st.seats[a].ship.as_mut().unwrap();
            me.class = mine;
            me.hits = spanish_main::rules::state::HitTrack::full(data().ship(mine));
            let npc = st
                .npcs
                .iter_mut()
                .find(|n| n.slot == NpcSlot::Navy(Nation::English))
                .unwrap();
            let ship = npc.ship.as_mut().unwrap();
            ship.class = class;
            ship.hits = spanish_main::rules::state::HitTrack::full(data().ship(class));
            st.rng = rng_dice("SSSS");
        });
        crate::npcs::sail_out(&mut s, "havana");
        assert_eq!(s.decision().unwrap().kind, DecisionKind::NpcReroll);
        s
    };
    let navy = NpcSlot::Navy(Nation::English);
    // A flute against a man-o-war: look again. A frigate against a sloop: let it come.
    let flute = found(ShipClass::ManOWar, ShipClass::Flute);
    assert_eq!(ask(&flute).choice, Choice::NpcReroll(navy));
    let frigate = found(ShipClass::Sloop, ShipClass::Frigate);
    assert_eq!(ask(&frigate).choice, Choice::Done);
}

// MODULE 10 (rule of thumb): the smuggler refused at a closed port's counters pays the favors
// to deal after all.
#[test]
fn module_10_ai_pays_the_smugglers_way_in() {
    let name = captain_with(AbilityEffect::EnterClosedPorts);
    let (s, seat) = seas_in_port("m1,m10", &name, "havana", ShipClass::Sloop);
    let infl = s.data().captain(s.state().seats[seat].captain).influence;
    let mut s = edited(&s, |st| {
        st.seats[seat].bounties[Nation::Spanish.index()] = 1;
        st.seats[seat].favors = 1;
        st.rng = rng_counts(&[(infl, 0)]);
    });
    pick(&mut s, Choice::PortAction);
    assert_eq!(ask(&s).choice, Choice::PayFavors(1));
}
