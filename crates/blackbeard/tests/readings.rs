//! Our readings (`blackbeard-readings.md`) that touch careers: what a ship keeps when its crew
//! takes a new captain (BB-R C 14.2), and what a Duel's winner takes (BB-R B6), through the
//! door a player uses.

mod common;
use blackbeard::content::{EventKind, Nation};
use blackbeard::rules::{Choice, Event, Kind, Location, MutinyOutcome, Revelry};
use common::PassingWindows;
use common::ports::*;
use common::*;

// BB-R C 14.2 (takeovers): the ship keeps its Heavy Guns; the marooned pirate takes his
// Letter of Marque and his treasure map with him (the map to the discards, the Letter out of
// the game).
#[test]
fn a_mutinys_new_captain_keeps_the_ships_guns_but_not_the_letter_or_map() {
    let data = data();
    let mut seen = false;
    for seed in 0..60 {
        let mut cards = None;
        let (mut s, pirate, _) = in_port(seed, "Cartagena", None, 1, |st, p| {
            let guns = take_card(st, &data, EventKind::HeavyGuns);
            let map = take_card(st, &data, EventKind::BuriedTreasure);
            let seat = st.pirate_player();
            // One pirate in hand: he takes the ship.
            let hand = std::mem::take(&mut st.pirate_hands[seat]);
            st.pirate_deck.extend(hand);
            let heir = st.pirate_deck.pop().unwrap();
            st.pirate_hands[seat] = vec![heir];
            let a = st.afloat_mut(p).unwrap();
            a.loyalty = 0;
            a.heavy_guns = Some(guns);
            a.treasure_map = Some(map);
            a.letter = Some(Nation::Spanish);
            cards = Some((guns, map, heir));
        });
        let (guns, map, heir) = cards.unwrap();
        let events = s.go(Choice::InPort { pirate }).unwrap();
        let marooned = events.iter().any(|e| {
            matches!(
                e,
                Event::Mutiny {
                    outcome: MutinyOutcome::Marooned,
                    ..
                }
            )
        });
        if !marooned {
            continue;
        }
        seen = true;
        let st = s.state();
        let new = st
            .afloat_of(heir)
            .expect("the pirate in hand takes the ship");
        assert_eq!(new.heavy_guns, Some(guns), "the ship keeps its guns");
        assert!(!st.discard.contains(&guns));
        assert_eq!(new.treasure_map, None);
        assert!(
            st.discard.contains(&map),
            "the map goes with him, to the discards"
        );
        assert_eq!(new.letter, None, "the Letter goes with him");
    }
    assert!(seen, "no mutiny marooned a captain in 60 seeds");
}

// BB-R B6: a Duel's winner may take the loser's Letter of Marque, with its nation, if he holds
// none; his own kept otherwise.
#[test]
fn a_duel_winner_takes_the_losers_letter_if_he_holds_none() {
    let data = data();
    let mut seen = [false, false];
    for seed in 0..600 {
        let mut victim = None;
        let (mut s, pirate, _) = in_port(seed, "Cartagena", None, 1, |st, p| {
            let seat = st.afloat_of(p).unwrap().seat;
            let v = st.afloat.iter().find(|a| a.seat != seat).unwrap().pirate;
            let at = port_named("Cartagena");
            let from = data.ports[at.0 as usize].areas[0];
            let a = st.afloat_mut(v).unwrap();
            a.at = Location::Port { port: at, from };
            a.revelry = Revelry::Voluntary;
            a.cunning = 0;
            a.letter = Some(Nation::French);
            // Half the seeds: the grabber holds a Letter of his own.
            if seed % 2 == 1 {
                st.afloat_mut(p).unwrap().letter = Some(Nation::Dutch);
            }
            victim = Some(v);
        });
        let victim = victim.unwrap();
        s.go(Choice::BootyGrab { pirate, victim }).unwrap();
        let Some(d) = s.decision() else { continue };
        if d.kind
            != (Kind::Grab {
                step: blackbeard::rules::GrabStep::Spoils {
                    winner: pirate,
                    loser: victim,
                },
            })
        {
            continue;
        }
        s.go(Choice::SwapShips(false)).unwrap();
        let letter = s.state().afloat_of(pirate).unwrap().letter;
        if seed % 2 == 1 {
            seen[1] = true;
            assert_eq!(letter, Some(Nation::Dutch), "his own kept");
        } else {
            seen[0] = true;
            assert_eq!(letter, Some(Nation::French), "the loser's, with its nation");
        }
    }
    assert_eq!(seen, [true, true], "too few Duels won by the grabber");
}
