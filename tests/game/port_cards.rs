//! C. PORT: Acquire a rumor and Claim a mission, with SETUP's two missions on the board and
//! the reward of every kind of card.

use crate::common::*;
use spanish_main::content::*;
use spanish_main::rules::port::cards;
use spanish_main::rules::*;

pub(crate) fn skill_of(s: &Session, seat: Seat, skill: Skill) -> u8 {
    s.data().captain(s.state().seats[seat].captain).skill(skill)
}

/// Hand the seat a rumor (taken out of the deck) and sail its ship to the rumor's port.
pub(crate) fn holding_rumor(s: &Session, seat: Seat, rumor: RumorId) -> Session {
    let port = s.data().rumor(rumor).port;
    edited(s, |st| {
        st.decks.rumors.retain(|r| *r != rumor);
        st.seats[seat].rumor = Some(rumor);
        st.seats[seat].ship.as_mut().unwrap().location = Location::Port(port);
    })
}

/// Lay `mission` on the board (in place of one lying there, which goes back into the deck).
fn on_board(s: &Session, mission: MissionId) -> Session {
    edited(s, |st| {
        if st.board.missions.contains(&mission) {
            return;
        }
        st.decks.missions.retain(|m| *m != mission);
        st.seats.iter_mut().for_each(|x| {
            if x.mission == Some(mission) {
                x.mission = None
            }
        });
        let back = st.board.missions.pop().unwrap();
        st.decks.missions.push(back);
        st.board.missions.push(mission);
    })
}

// M&M rules: SETUP: "Draw 2 mission cards ... and place each on the board".
#[test]
fn setup_lays_two_missions_on_the_board() {
    let (s, events) = Session::new(data(), GameConfig::new(vec![SeatKind::Human; 2], 4)).unwrap();
    assert_eq!(s.state().board.missions.len(), 2);
    let drawn = events
        .iter()
        .filter(|e| matches!(e, GameEvent::MissionDrawn { .. }))
        .count();
    assert_eq!(drawn, 2);
    assert_eq!(s.observation(1).missions, s.state().board.missions);
}

// M&M rules: Acquire a rumor: pay 2 gold and roll INFLUENCE; on a success draw one, face down.
#[test]
fn a_rumor_costs_two_and_an_influence_roll() {
    let (s, seat) = in_port(data(), "Isabel Montoya", "bridgetown", ShipClass::Sloop);
    let dice = skill_of(&s, seat, Skill::Influence);
    let mut s = edited(&s, |st| st.rng = rng_where(&[dice], true));
    let gold = s.state().seats[seat].gold;
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Rumor));
    assert_eq!(s.state().seats[seat].gold, gold - 2);
    let held = s.state().seats[seat].rumor.expect("a rumor drawn");
    assert_eq!(s.observation(seat).me.rumor, Some(held));
    // The others see a face-down card, not which.
    let other = s.observation(1 - seat);
    assert!(other.seats[seat].has_rumor);
    assert_eq!(other.me.rumor, None);

    let (s, seat) = in_port(data(), "Isabel Montoya", "bridgetown", ShipClass::Sloop);
    let mut s = edited(&s, |st| st.rng = rng_where(&[dice], false));
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Rumor));
    assert_eq!(s.state().seats[seat].rumor, None);
    assert_eq!(s.state().seats[seat].gold, gold - 2);
}

// M&M rules: Acquire a rumor: "You may only have 1 rumor card at a time; if you get another,
// choose which to keep and shuffle the other back into the deck." PORTS: Curaçao: free rumors.
#[test]
fn of_two_rumors_one_goes_back_and_curacao_charges_nothing() {
    let (s, seat) = in_port(data(), "Isabel Montoya", "curacao", ShipClass::Sloop);
    let first = s.state().decks.rumors[0];
    let dice = skill_of(&s, seat, Skill::Influence);
    let s = edited(&s, |st| {
        st.decks.rumors.retain(|r| *r != first);
        st.seats[seat].rumor = Some(first);
        st.rng = rng_where(&[dice], true);
    });
    let mut s = s;
    let (gold, deck) = (s.state().seats[seat].gold, s.state().decks.rumors.len());
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Rumor));
    assert_eq!(
        s.state().seats[seat].gold,
        gold,
        "Curaçao: rumors cost no gold"
    );
    let d = s.decision().unwrap();
    assert_eq!(
        d.kind,
        DecisionKind::Port {
            step: PortStepKind::KeepRumor
        }
    );
    assert!(d.options.contains(&Choice::KeepRumor(first)));
    pick(&mut s, Choice::KeepRumor(first));
    assert_eq!(s.state().seats[seat].rumor, Some(first));
    assert_eq!(s.state().decks.rumors.len(), deck, "the other went back");
    s.check_invariants().unwrap();
}

// M&M rules: Acquire a rumor: acted on in its place by rolling its skill; false: discarded;
// true: the promised reward and 1 glory point, then discarded.
#[test]
fn a_rumor_followed_up_is_true_or_false() {
    for (i, rumor) in (0..data().rumors.len())
        .map(|i| RumorId(i as u8))
        .enumerate()
    {
        // Module 1 shuffles its rumors into ours: every card of both decks is in play.
        let (s, seat) = seas_in_port("m1", "Isabel Montoya", "bridgetown", ShipClass::Sloop);
        let skill = data().rumor(rumor).skill;
        let dice = skill_of(&s, seat, skill);
        let truth = i % 2 == 0;
        let s = holding_rumor(&s, seat, rumor);
        let mut s = edited(&s, |st| st.rng = rng_where(&[dice], truth));
        let events = if skill == Skill::Scouting {
            // Followed up at sea, by scouting in the port's zone; not in the port itself.
            pick(&mut s, Choice::PortAction);
            assert!(!offers(&s, Choice::Begin(Activity::FollowRumor)));
            let zone = data().port(data().rumor(rumor).port).zone;
            let mut s2 = edited(&s, |st| {
                st.port = None;
                st.turn.port_action_taken = false;
                st.seats[seat].ship.as_mut().unwrap().location = Location::Zone(zone);
            });
            let events = pick(&mut s2, Choice::Scout(ScoutTarget::Rumor));
            s = s2;
            events
        } else {
            pick(&mut s, Choice::PortAction);
            pick(&mut s, Choice::Begin(Activity::FollowRumor))
        };
        assert!(events.contains(&GameEvent::RumorFollowed {
            seat,
            rumor,
            found_true: truth
        }));
        assert_eq!(
            s.state().seats[seat].glory,
            u32::from(truth),
            "{}",
            data().rumor(rumor).name
        );
        assert_eq!(s.state().seats[seat].rumor, None);
        assert!(s.state().decks.rumor_discard.contains(&rumor));
        s.check_invariants().unwrap();
    }
}

/// The first mission in the data whose claim includes `want`, if any.
fn mission_where(f: impl Fn(&Mission) -> bool) -> Option<MissionId> {
    data()
        .missions
        .iter()
        .position(f)
        .map(|i| MissionId(i as u8))
}

// M&M rules: Claim a mission: meet its requirement in its port; it goes face up to the captain,
// a new one is drawn to the board; completing it gives its reward and 1 glory point.
#[test]
fn every_mission_can_be_claimed_and_completed() {
    for m in (0..data().missions.len()).map(|i| MissionId(i as u8)) {
        let def = data().mission(m).clone();
        let key = data().port(def.port).key.clone();
        // Module 1 shuffles its missions into ours: every card of both decks is in play.
        let (s, seat) = seas_in_port("m1", "Isabel Montoya", &key, ShipClass::ManOWar);
        let s = on_board(&s, m);
        // Enough of everything any requirement asks: gold, crew, goods, and rolls that pass.
        let rolls: Vec<u8> = def
            .claim
            .iter()
            .chain(&def.deliver)
            .filter_map(|r| match r {
                Req::Roll(skill) => Some(skill_of(&s, seat, *skill)),
                _ => None,
            })
            .collect();
        let mut needed: Vec<GoodId> = Vec::new();
        for r in def.claim.iter().chain(&def.deliver) {
            match r {
                Req::Goods { good, count } => {
                    needed.extend(std::iter::repeat_n(*good, *count as usize))
                }
                Req::AnyGoods(n) => needed.extend(std::iter::repeat_n(GoodId(0), *n as usize)),
                _ => {}
            }
        }
        let s = edited(&s, |st| {
            st.seats[seat].gold = 60;
            st.rng = rng_where(&rolls, true);
            for r in &def.claim {
                if let Req::WantedBy(n) = r {
                    st.seats[seat].bounties[n.index()] = 1;
                }
            }
            for g in &needed {
                let i = st
                    .decks
                    .cargo
                    .iter()
                    .position(|c| data().cargo_deck[c.0 as usize].good == *g)
                    .unwrap();
                let card = st.decks.cargo.remove(i);
                st.seats[seat].cargo.push(card);
            }
        });
        let mut s = s;
        pick(&mut s, Choice::PortAction);
        pick(&mut s, Choice::Begin(Activity::Mission));
        if offers(&s, Choice::ClaimMission(m)) {
            pick(&mut s, Choice::ClaimMission(m));
        }
        assert_eq!(s.state().seats[seat].mission, Some(m), "{}", def.name);
        assert_eq!(s.state().board.missions.len(), 2, "a new one drawn");
        assert_eq!(
            s.observation(1 - seat).seats[seat].mission,
            Some(m),
            "face up"
        );
        // Sail to the delivery port (placed there) and complete it next turn.
        let to = def.deliver_to;
        let mut s = edited(&s, |st| {
            st.seats[seat].ship.as_mut().unwrap().location = Location::Port(to);
            st.port = None;
            st.turn = Default::default();
        });
        let glory = s.state().seats[seat].glory;
        pick(&mut s, Choice::PortAction);
        if def.deliver.iter().any(|r| r.is_deed()) {
            // The deed at sea comes first (tests/missions_at_sea.rs does it for real).
            assert!(
                !offers(&s, Choice::Begin(Activity::Deliver)),
                "{}",
                def.name
            );
            s = edited(&s, |st| st.seats[seat].mission_deed = true);
        }
        let events = pick(&mut s, Choice::Begin(Activity::Deliver));
        assert!(
            events.contains(&GameEvent::MissionCompleted { seat, mission: m }),
            "{}",
            def.name
        );
        assert_eq!(s.state().seats[seat].glory, glory + 1);
        assert_eq!(s.state().seats[seat].mission, None);
        s.check_invariants().unwrap();
    }
}

// M&M rules: Claim a mission: "If you attempt to take a mission but fail ... it stays in play";
// a held mission may be discarded to claim a new one.
#[test]
fn a_failed_claim_leaves_the_mission_and_a_new_claim_replaces_the_old() {
    let Some(m) = mission_where(|m| m.claim.iter().any(|r| matches!(r, Req::Roll(_)))) else {
        panic!("the deck has a mission claimed by a roll");
    };
    let key = data().port(data().mission(m).port).key.clone();
    let (s, seat) = in_port(data(), "Isabel Montoya", &key, ShipClass::ManOWar);
    let s = on_board(&s, m);
    let old = *s.state().decks.missions.iter().find(|x| **x != m).unwrap();
    let skills: Vec<u8> = data()
        .mission(m)
        .claim
        .iter()
        .filter_map(|r| match r {
            Req::Roll(k) => Some(skill_of(&s, seat, *k)),
            _ => None,
        })
        .collect();
    let mut s = edited(&s, |st| {
        st.seats[seat].gold = 60;
        st.rng = rng_where(&skills[..1], false);
        st.decks.missions.retain(|x| *x != old);
        st.seats[seat].mission = Some(old);
    });
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Mission));
    if offers(&s, Choice::ClaimMission(m)) {
        pick(&mut s, Choice::ClaimMission(m));
    }
    assert!(s.state().board.missions.contains(&m), "still in play");
    assert_eq!(s.state().seats[seat].mission, Some(old));
    // With the roll passing, the new mission replaces the old, which is discarded.
    let s2 = edited(&s, |st| {
        st.port = None;
        st.turn = Default::default();
        st.rng = rng_where(&skills, true);
    });
    let mut s = s2;
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Mission));
    if offers(&s, Choice::ClaimMission(m)) {
        pick(&mut s, Choice::ClaimMission(m));
    }
    assert_eq!(s.state().seats[seat].mission, Some(m));
    assert!(s.state().decks.mission_discard.contains(&old));
}

// Captain abilities: Governor's Niece pays 2 gold less to claim missions.
#[test]
fn the_governors_niece_pays_less() {
    let d = data();
    let niece = purse::Trader {
        captain: captain(&d, "Lucía Arana"),
        bounties: [0; 4],
    };
    let other = purse::Trader {
        captain: CaptainId(0),
        bounties: [0; 4],
    };
    assert_eq!(cards::mission_gold(&d, niece, 5), 3);
    assert_eq!(cards::mission_gold(&d, niece, 1), 0);
    assert_eq!(cards::mission_gold(&d, other, 5), 5);
}

// Every reward a card can give does what it says.
#[test]
fn rewards_do_what_the_cards_say() {
    let (s, seat) = in_port(data(), "Isabel Montoya", "bridgetown", ShipClass::Frigate);
    let s = edited(&s, |st| {
        st.seats[seat].bounties = [2, 0, 0, 0];
        let sh = st.seats[seat].ship.as_mut().unwrap();
        sh.hits.hull = 1;
        sh.hits.crew = 1;
    });
    let mut st = s.state().clone();
    let d = data();
    let mut ev = Vec::new();
    let all = Reward::All(vec![
        Reward::Gold(5),
        Reward::StashGold(7),
        Reward::FreeRepairs,
        Reward::FillCrew,
        Reward::Weapon(SpecialWeapon::ChainShot),
        Reward::Pardon(Nation::English),
        Reward::Cargo(2),
    ]);
    let gold = st.seats[seat].gold;
    cards::reward(&mut st, &d, seat, &all, &mut ev);
    let me = &st.seats[seat];
    let sh = me.ship.as_ref().unwrap();
    assert_eq!(me.gold, gold + 5);
    assert_eq!(me.stash, 7);
    assert_eq!((sh.hits.hull, sh.hits.crew), (4, 4));
    assert_eq!(me.weapons, vec![SpecialWeapon::ChainShot]);
    assert_eq!(me.bounties[0], 1);
    assert_eq!(me.cargo.len(), 2);
    // A weapon already held pays its sale price instead.
    cards::reward(
        &mut st,
        &d,
        seat,
        &Reward::Weapon(SpecialWeapon::ChainShot),
        &mut ev,
    );
    assert_eq!(
        st.seats[seat].gold,
        gold + 5 + d.tokens.prices.weapon_sell as i32
    );
}

// The decks as data: at least 16 rumors and 16 missions, all playable now (rumors in port by
// INFLUENCE or at sea by SCOUTING; missions of ports and trade only, delivered elsewhere).
#[test]
fn the_decks_are_full_and_playable() {
    let d = data();
    assert!(d.rumors.len() >= 16 && d.missions.len() >= 16);
    assert!(
        d.rumors
            .iter()
            .all(|r| matches!(r.skill, Skill::Influence | Skill::Scouting))
    );
    assert!(d.rumors.iter().any(|r| r.skill == Skill::Scouting));
    assert!(d.missions.iter().all(|m| m.port != m.deliver_to));
}

// Claim a mission: a mission asking for "any" cargo lets the owner pick which cards go.
#[test]
fn the_owner_picks_which_cargo_a_mission_takes() {
    let Some(m) = mission_where(|m| m.deliver.iter().any(|r| matches!(r, Req::AnyGoods(_)))) else {
        panic!("the deck has a mission taking any goods");
    };
    let def = data().mission(m).clone();
    let Some(Req::AnyGoods(n)) = def
        .deliver
        .iter()
        .find(|r| matches!(r, Req::AnyGoods(_)))
        .copied()
    else {
        unreachable!()
    };
    let key = data().port(def.deliver_to).key.clone();
    let (s, seat) = in_port(data(), "Isabel Montoya", &key, ShipClass::ManOWar);
    let mut s = edited(&s, |st| {
        st.decks.missions.retain(|x| *x != m);
        st.board.missions.retain(|x| *x != m);
        while st.board.missions.len() < 2 {
            let next = st.decks.missions.pop().unwrap();
            st.board.missions.push(next);
        }
        st.seats[seat].mission = Some(m);
        for _ in 0..(n as usize + 2) {
            let c = st.decks.cargo.pop().unwrap();
            st.seats[seat].cargo.push(c);
        }
    });
    let hold = s.state().seats[seat].cargo.clone();
    pick(&mut s, Choice::PortAction);
    pick(&mut s, Choice::Begin(Activity::Deliver));
    assert_eq!(
        s.decision().unwrap().kind,
        DecisionKind::Port {
            step: PortStepKind::PickGoods
        }
    );
    let chosen: Vec<CargoCardId> = hold[2..].to_vec();
    for c in &chosen {
        pick(&mut s, Choice::Mark(*c));
    }
    assert!(!offers(&s, Choice::Mark(hold[0])), "no more than asked");
    let events = pick(&mut s, Choice::Settle);
    assert!(events.contains(&GameEvent::MissionCompleted { seat, mission: m }));
    assert_eq!(
        s.state().seats[seat].cargo,
        hold[..2].to_vec(),
        "the unpicked cards stay"
    );
    s.check_invariants().unwrap();
}

// Claim a mission: a mission may ask for a bounty to be claimed ("The Brethren's Share" in
// Tortuga: a Spanish bounty).
#[test]
fn a_mission_may_ask_for_a_bounty() {
    for (bounties, offered) in [([0, 0, 1, 0], true), ([1, 0, 0, 0], false)] {
        let (s, seat) = in_port(data(), "Isabel Montoya", "tortuga", ShipClass::Sloop);
        let d = data();
        let m = (0..d.missions.len())
            .map(|i| MissionId(i as u8))
            .find(|m| d.mission(*m).name == "The Brethren's Share")
            .unwrap();
        let s = on_board(&s, m);
        let mut s = edited(&s, |st| st.seats[seat].bounties = bounties);
        pick(&mut s, Choice::PortAction);
        // The only mission here that can be claimed is tried at once.
        assert_eq!(offers(&s, Choice::Begin(Activity::Mission)), offered);
        if offered {
            pick(&mut s, Choice::Begin(Activity::Mission));
            assert_eq!(s.state().seats[seat].mission, Some(m));
        }
    }
}
