//! The first-game guide: in the first rounds a hint points at one offered option, in a short
//! line of our own, with a rules section the help holds; it falls silent after those rounds and
//! for other seats' decisions. Scenarios check the hints a new captain meets first.

use crate::common::*;
use crate::raids::raider;
use spanish_main::ai::RandomCaptain;
use spanish_main::content::help::RulesHelp;
use spanish_main::content::{GoodId, Nation, ShipClass};
use spanish_main::games::mm::words::guide::{GUIDE_ROUNDS, Hint, hint};
use spanish_main::rules::*;

/// A tutorial table: a human at seat 0 against a random AI at seat 1.
fn tutorial(seed: u64) -> Session {
    game_of(vec![SeatKind::Human, SeatKind::RandomAi], seed)
}

/// The guide's hint for the decision now, read from the deciding seat's observation.
fn hint_now(s: &Session) -> Option<Hint> {
    let d = s.decision()?;
    let obs = s.observation(d.seat);
    hint(s.data(), &obs, &d)
}

/// The option the guide points at now.
fn pointed(s: &Session) -> Option<Choice> {
    let d = s.decision()?;
    let i = hint_now(s)?.option?;
    d.options.get(i).copied()
}

// M&M rules: SETUP, 2. PLAYER ACTIONS, C. PORT — over six seeded games (seat 0 playing at
// random in three, following the guide in the other three), every hint in the first rounds
// points at an offered option in at most 200 characters and names a section of the rules help;
// at setup it points at the flute; after GUIDE_ROUNDS, and for the other seat's decisions, it
// says nothing.
#[test]
fn every_hint_points_at_an_offered_option_with_a_known_section() {
    let help = RulesHelp::embedded();
    let mut spoken = 0;
    let mut flutes = 0;
    for seed in 1..=6u64 {
        let guided = seed % 2 == 0;
        let mut s = tutorial(seed);
        for _ in 0..5_000 {
            let Some(d) = s.decision() else { break };
            if s.state().round > GUIDE_ROUNDS + 1 {
                break;
            }
            let obs = s.observation(d.seat);
            let mut follow = None;
            if d.seat == 0 {
                let h = hint(s.data(), &obs, &d);
                if obs.round > GUIDE_ROUNDS {
                    assert!(h.is_none(), "seed {seed}, round {}: {h:?}", obs.round);
                }
                if let Some(h) = h {
                    spoken += 1;
                    let chars = h.text.chars().count();
                    assert!(!h.text.trim().is_empty(), "seed {seed}: an empty hint");
                    assert!(chars <= 200, "seed {seed}: {chars} chars: {}", h.text);
                    assert!(
                        help.section(h.section).is_some(),
                        "seed {seed}: {:?} is not a section of the rules help",
                        h.section
                    );
                    if let Some(i) = h.option {
                        assert!(
                            i < d.options.len(),
                            "seed {seed}: option {i} of {:?}",
                            d.options
                        );
                        if guided {
                            follow = Some(d.options[i]);
                        }
                    }
                    if d.kind == DecisionKind::ChooseShip
                        && d.options.contains(&Choice::ChooseShip(ShipClass::Flute))
                        && !d.options.contains(&Choice::RedrawCaptain)
                    {
                        assert_eq!(
                            h.option.map(|i| d.options[i]),
                            Some(Choice::ChooseShip(ShipClass::Flute)),
                            "seed {seed}: {}",
                            h.text
                        );
                        flutes += 1;
                    }
                }
            } else {
                // Seat 1's decision, seen from seat 0: not seat 0's to take.
                let mine = s.observation(0);
                assert!(hint(s.data(), &mine, &d).is_none(), "seed {seed}");
            }
            let choice = follow.unwrap_or_else(|| {
                RandomCaptain::for_position(seed, obs.step)
                    .pick(&d.options)
                    .expect("a decision has options")
            });
            s.choose(choice).expect("an offered option");
        }
    }
    assert!(flutes >= 6, "the flute at every setup ({flutes})");
    assert!(spoken >= 12, "the guide spoke only {spoken} times");
}

// M&M rules: 2. PLAYER ACTIONS, C. PORT — the guide speaks to the deciding seat in rounds 1 to
// GUIDE_ROUNDS only: a captain in port is told to take the port action; the same view a round
// later, or another seat's view, gets nothing.
#[test]
fn the_guide_is_silent_after_its_rounds_and_for_other_seats() {
    let (s, seat) = in_port(data(), "Isabel Montoya", "curacao", ShipClass::Flute);
    let d = s.decision().expect("a turn");
    assert_eq!(d.seat, seat);
    let obs = s.observation(seat);
    assert_eq!(obs.round, 1);
    let h = hint(s.data(), &obs, &d).expect("a hint in the first round");
    assert_eq!(h.option.map(|i| d.options[i]), Some(Choice::PortAction));
    assert_eq!(h.section, "C. PORT");

    let mut last = obs.clone();
    last.round = GUIDE_ROUNDS;
    assert!(
        hint(s.data(), &last, &d).is_some(),
        "round {GUIDE_ROUNDS} still"
    );
    let mut late = obs.clone();
    late.round = GUIDE_ROUNDS + 1;
    assert!(
        hint(s.data(), &late, &d).is_none(),
        "no hint after the guide's rounds"
    );

    let other = (seat + 1) % 2;
    assert!(
        hint(s.data(), &s.observation(other), &d).is_none(),
        "no hint for another seat's decision"
    );
}

// M&M rules: SETUP — choosing a ship, the guide points at the flute, for its bigger hold.
#[test]
fn at_setup_the_guide_points_at_the_flute() {
    let s = new_game(2, 3);
    assert_eq!(pointed(&s), Some(Choice::ChooseShip(ShipClass::Flute)));
    let h = hint_now(&s).unwrap();
    assert_eq!(h.section, "SETUP");
    assert!(h.text.contains("Flute"), "{}", h.text);
}

// M&M rules: C. PORT, Sell goods — in a port that wants a good in the hold, the guide says:
// take the port action, begin by selling, mark each card of the wanted good, then sell.
#[test]
fn in_a_port_that_wants_its_cargo_the_guide_says_sell() {
    let d = data();
    let sugar = GoodId(0);
    assert_eq!(d.good(sugar).name, "Sugar");
    let (s, seat) = in_port(d.clone(), "Isabel Montoya", "curacao", ShipClass::Flute);
    let zone = d.port(d.port_by_key("curacao").unwrap()).zone;
    let mut s = edited(&s, |st| {
        put_demand(st, zone, sugar);
        load_cargo(st, seat, sugar, 3);
        no_glory_cards(st, seat);
    });
    assert_eq!(pointed(&s), Some(Choice::PortAction));
    pick(&mut s, Choice::PortAction);

    let h = hint_now(&s).expect("a hint in the port menu");
    assert_eq!(h.section, "Sell goods");
    assert!(h.text.contains("Sugar"), "{}", h.text);
    assert_eq!(pointed(&s), Some(Choice::Begin(Activity::Sell)));
    pick(&mut s, Choice::Begin(Activity::Sell));

    for _ in 0..3 {
        let Some(Choice::Mark(card)) = pointed(&s) else {
            panic!("a sugar card to mark: {:?}", hint_now(&s));
        };
        assert_eq!(d.cargo_deck[card.0 as usize].good, sugar);
        pick(&mut s, Choice::Mark(card));
    }
    assert_eq!(pointed(&s), Some(Choice::Settle));
    let gold = s.state().seats[seat].gold;
    pick(&mut s, Choice::Settle);
    assert!(s.state().seats[seat].gold >= gold + 3 * 6, "sold in demand");
}

// M&M rules: C. PORT, Stash gold — at home with gold to spare the guide says stash, and points
// at an amount that keeps a purse aboard; with only a purse left it says no more.
#[test]
fn at_home_with_gold_the_guide_says_stash() {
    let d = data();
    let who = captain(&d, "Isabel Montoya");
    let home = d.port(d.captain(who).home_port).key.clone();
    let (s, seat) = in_port(d.clone(), "Isabel Montoya", &home, ShipClass::Flute);
    let mut s = edited(&s, |st| {
        let cargo = std::mem::take(&mut st.seats[seat].cargo);
        st.decks.cargo.extend(cargo);
        st.seats[seat].gold = 25;
        no_glory_cards(st, seat);
    });
    pick(&mut s, Choice::PortAction);
    let h = hint_now(&s).expect("a hint in the port menu");
    assert_eq!(h.section, "Stash gold");
    assert_eq!(pointed(&s), Some(Choice::Begin(Activity::Stash)));
    pick(&mut s, Choice::Begin(Activity::Stash));

    // 25 aboard: 10 into the chest (a glory point), then 10 more; 5 stay aboard.
    assert_eq!(pointed(&s), Some(Choice::Stash(10)));
    pick(&mut s, Choice::Stash(10));
    assert_eq!(pointed(&s), Some(Choice::Stash(10)));
    pick(&mut s, Choice::Stash(10));
    assert_eq!(s.state().seats[seat].stash, 20);
    assert_eq!(pointed(&s), None, "the purse stays aboard");
}

// M&M rules: B. SCOUT, MERCHANT RAIDS: Merchant tokens, BOUNTIES AND REWARDS — at sea beside a
// merchant with a sound ship the guide says scout for it; once it is found, it says to raid it
// under the flag of a nation that wants the captain already.
#[test]
fn at_sea_the_guide_says_scout_the_merchant_and_raid_it_under_a_flag_that_wants_you() {
    let (s, seat) = raider("port_royal", Nation::Dutch, &[], &[(2, 1)]);
    let mut s = edited(&s, |st| {
        st.seats[seat].bounties[Nation::English.index()] = 1;
        no_glory_cards(st, seat);
    });
    let h = hint_now(&s).expect("a hint at sea");
    assert_eq!(h.section, "B. SCOUT");
    assert_eq!(pointed(&s), Some(Choice::Scout(ScoutTarget::Merchant)));
    pick(&mut s, Choice::Scout(ScoutTarget::Merchant));

    let d = s.decision().unwrap();
    assert!(d.options.contains(&Choice::RaidAs(Nation::Dutch)));
    assert!(d.options.contains(&Choice::RaidAs(Nation::English)));
    let h = hint_now(&s).expect("a hint for the raid");
    assert_eq!(h.section, "MERCHANT RAIDS: Merchant tokens");
    assert!(h.text.contains("English"), "{}", h.text);
    assert_eq!(pointed(&s), Some(Choice::RaidAs(Nation::English)));
}
