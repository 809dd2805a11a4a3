//! 9.6 the Booty Grab and 15 its Duel (with Cunning on the Duel's dice), through the door a
//! player uses.

mod common;
use blackbeard::content::PirateId;
use blackbeard::rules::{Blackbeard, Choice, Event, Kind, Location, Revelry, State};
use common::PassingWindows;
use common::ports::*;
use common::*;
use game_core::Session;

/// The Pirate Player's pirate in `port` and another seat's pirate there in D&R with
/// `holds` of booty.
fn grab_at(
    seed: u64,
    holds: Vec<u32>,
    change: impl FnOnce(&mut State, PirateId, PirateId),
) -> (Session<Blackbeard>, PirateId, PirateId) {
    let data = data();
    let mut victim = None;
    let (s, pirate, _) = in_port(seed, "Cartagena", None, 2, |st, p| {
        let seat = st.afloat_of(p).unwrap().seat;
        let v = st.afloat.iter().find(|a| a.seat != seat).unwrap().pirate;
        let at = port_named("Cartagena");
        let from = data.ports[at.0 as usize].areas[0];
        let a = st.afloat_mut(v).unwrap();
        a.at = Location::Port { port: at, from };
        a.revelry = Revelry::Voluntary;
        a.ship = Some(blackbeard::content::ShipKind::Schooner);
        a.speed = 3;
        a.combat = 6;
        a.holds = holds;
        // No Cunning: no Skull and Crossbones question (17.2 #19) but where a test sets it.
        a.cunning = 0;
        victim = Some(v);
        change(st, p, v);
    });
    (s, pirate, victim.unwrap())
}

// 9.61–9.63: a grab needs another seat's pirate in D&R in his port. d6 + Ability each, +1 to
// the grabber; higher: (d6 + the difference) × 10 % of the victim's booty, rounded up, the
// victim choosing the holds that pay; lower: −2 loyalty.
#[test]
fn booty_grab_takes_a_share_or_costs_two_loyalty() {
    let data = data();
    let (s, pirate, victim) = grab_at(1, vec![500], |st, _, v| {
        st.afloat_mut(v).unwrap().revelry = Revelry::None;
    });
    assert!(
        !s.decision()
            .unwrap()
            .options
            .contains(&Choice::BootyGrab { pirate, victim }),
        "not in D&R"
    );
    let mut seen = [false, false];
    for seed in 0..40 {
        let (mut s, pirate, victim) = grab_at(seed, vec![1000, 550], |st, p, _| {
            st.afloat_mut(p).unwrap().loyalty = 6;
        });
        let events = s.go(Choice::BootyGrab { pirate, victim }).unwrap();
        let (gt, vt) = events
            .iter()
            .find_map(|e| match e {
                Event::GrabRolled {
                    grabber_die,
                    grabber_total,
                    victim_die,
                    victim_total,
                    ..
                } => {
                    assert_eq!(
                        *grabber_total,
                        grabber_die + data.pirates[pirate.0 as usize].ability + 1
                    );
                    assert_eq!(
                        *victim_total,
                        victim_die + data.pirates[victim.0 as usize].ability
                    );
                    Some((*grabber_total, *victim_total))
                }
                _ => None,
            })
            .unwrap();
        if gt > vt {
            seen[0] = true;
            let (die, percent, doubloons) = events
                .iter()
                .find_map(|e| match e {
                    Event::Grabbed {
                        die,
                        percent,
                        doubloons,
                        ..
                    } => Some((*die, *percent, *doubloons)),
                    _ => None,
                })
                .unwrap();
            assert_eq!(percent, ((die + gt - vt) as u32 * 10).min(100));
            assert_eq!(doubloons, (1550 * percent).div_ceil(100));
            // The victim pays from the holds he chooses (his seat is asked), unless it is all.
            while let Some(d) = s.decision() {
                match d.kind {
                    Kind::Grab {
                        step: blackbeard::rules::GrabStep::VictimPays { .. },
                    } => {
                        assert_eq!(d.seat, s.state().afloat_of(victim).unwrap().seat);
                        s.go(*d.options.last().unwrap()).unwrap();
                    }
                    Kind::Grab { .. } => {
                        s.go(d.options[0]).unwrap();
                    }
                    _ => break,
                }
            }
            let v: u32 = s.state().afloat_of(victim).unwrap().holds.iter().sum();
            let g: u32 = s.state().afloat_of(pirate).unwrap().holds.iter().sum();
            assert_eq!((v, g), (1550 - doubloons, doubloons));
        } else if gt < vt {
            seen[1] = true;
            assert!(events.contains(&Event::GrabFailed { grabber: pirate }));
            assert_eq!(s.state().afloat_of(pirate).unwrap().loyalty, 4);
        }
    }
    assert_eq!(seen, [true, true]);
}

// 9.62, 15.1–15.2: a tie is a Duel (Duel rating in dice): the winner scores both ratings as
// Notoriety and takes the loser's booty, hostages and Information, or his ship with all of
// his own moved into it; the loser is eliminated, whichever he is (BB-R C 15.1); a tied Duel
// goes on only if both want it.
#[test]
fn booty_grab_tie_duels() {
    let data = data();
    let mut seen = 0;
    for seed in 0..400 {
        let (mut s, pirate, victim) = grab_at(seed, vec![800], |_, _, _| {});
        let events = s.go(Choice::BootyGrab { pirate, victim }).unwrap();
        let Some((winner, gd, vd)) = events.iter().find_map(|e| match e {
            Event::Duel {
                winner,
                grabber_dice,
                victim_dice,
                ..
            } => Some((*winner, grabber_dice.clone(), victim_dice.clone())),
            _ => None,
        }) else {
            continue;
        };
        assert_eq!(gd.len(), data.pirates[pirate.0 as usize].duel as usize);
        assert_eq!(vd.len(), data.pirates[victim.0 as usize].duel as usize);
        let Some(winner) = winner else {
            // Tied: the grabber is asked, and may let it be.
            assert_eq!(
                s.decision().unwrap().options,
                [Choice::DuelOn(true), Choice::DuelOn(false)]
            );
            s.go(Choice::DuelOn(false)).unwrap();
            assert!(s.state().afloat_of(pirate).is_some() && s.state().afloat_of(victim).is_some());
            continue;
        };
        seen += 1;
        let loser = if winner == pirate { victim } else { pirate };
        let both =
            (data.pirates[pirate.0 as usize].duel + data.pirates[victim.0 as usize].duel) as u32;
        assert!(events.contains(&Event::DuelWon {
            winner,
            loser,
            notoriety: both,
            doubloons: if loser == victim { 800 } else { 0 }
        }));
        // 15.1: the winner's seat chooses his spoils: the loser's possessions or his ship.
        let d = s.decision().unwrap();
        let winner_seat = s.state().afloat_of(winner).unwrap().seat;
        assert_eq!(d.seat, winner_seat);
        assert_eq!(
            d.options,
            [Choice::SwapShips(false), Choice::SwapShips(true)]
        );
        let swap = seen % 2 == 0;
        let (their_ship, mine) = (
            s.state().afloat_of(loser).unwrap().ship,
            s.state().afloat_of(winner).unwrap().holds.clone(),
        );
        let events = s.go(Choice::SwapShips(swap)).unwrap();
        if let Kind::Grab { .. } = s.decision().unwrap().kind {
            // The loser's booty into one of the winner's holds.
            let hold = s.decision().unwrap().options[0];
            s.go(hold).unwrap();
        }
        assert!(s.state().afloat_of(loser).is_none(), "the loser is dead");
        assert!(s.state().locker.contains(&loser));
        let w = s.state().afloat_of(winner).unwrap();
        assert_eq!(w.notoriety, both);
        let booty = if winner == pirate { 800 } else { 0 };
        assert_eq!(
            w.holds.iter().sum::<u32>(),
            booty + mine.iter().sum::<u32>(),
            "his booty and the loser's"
        );
        if swap {
            assert_eq!(w.ship, their_ship, "her ship his now");
            assert!(events.contains(&Event::ShipTaken {
                pirate: winner,
                from: loser
            }));
        }
    }
    assert!(seen > 1, "too few Duels with a winner in 400 seeds");
}

// 12, 15.1 (BB-R C 12: Duels of 4 dice included): the side behind, or each side of a tie
// (the grabber first), may roll all his Duel dice again with a point of Cunning, once; his own
// seat answers; then the dice stand.
#[test]
fn duel_dice_may_be_rolled_again_with_cunning_by_the_side_behind() {
    let mut offers = 0;
    for seed in 0..600 {
        let (mut s, pirate, victim) = grab_at(seed, vec![800], |st, p, v| {
            st.afloat_mut(p).unwrap().cunning = 1;
            st.afloat_mut(v).unwrap().cunning = 1;
        });
        s.go(Choice::BootyGrab { pirate, victim }).unwrap();
        // 17.2 #19: the target with Cunning is asked about Skull and Crossbones first.
        if s.decision().unwrap().kind == Kind::Skull {
            s.go(Choice::Pass).unwrap();
        }
        let mut asked = Vec::new();
        while let Some(d) = s.decision() {
            let Kind::Cunning { die } = d.kind else { break };
            let blackbeard::rules::Phase::Cunning(offer) = s.state().phase.clone() else {
                unreachable!()
            };
            let seat = s.state().afloat_of(offer.pirate).unwrap().seat;
            assert_eq!(d.seat, seat, "his own seat answers");
            let offer = &offer;
            assert!(!asked.contains(&offer.pirate), "once a side");
            let blackbeard::rules::Reroll::Duel {
                grabber_dice,
                victim_dice,
                grabber_side,
                ..
            } = &offer.roll
            else {
                panic!("a duel's offer")
            };
            let (mine, theirs): (u8, u8) = if *grabber_side {
                (grabber_dice.iter().sum(), victim_dice.iter().sum())
            } else {
                (victim_dice.iter().sum(), grabber_dice.iter().sum())
            };
            assert_eq!(mine, die);
            assert!(mine <= theirs, "only the side behind or tied");
            asked.push(offer.pirate);
            offers += 1;
            let events = s.go(Choice::Reroll(true)).unwrap();
            assert!(
                events.iter().any(
                    |e| matches!(e, Event::CunningUsed { pirate: p, .. } if *p == offer.pirate)
                )
            );
        }
    }
    assert!(offers > 0, "no Duel offered a re-roll in 600 seeds");
}

// 17.2 #19: the target of a Booty Grab, with Cunning left, is asked (whatever he holds)
// whether to play Skull and Crossbones: a point of Cunning, +2 to his roll.
#[test]
fn skull_adds_two_to_a_grab_target() {
    use blackbeard::content::EventKind;
    use blackbeard::rules::{ApEvent, GrabStep};
    for holds in [false, true] {
        let (mut s, grabber, victim) = grab_at(7, vec![800], |st, _, v| {
            let a = st.afloat_mut(v).unwrap();
            a.cunning = data().pirates[v.0 as usize].cunning.max(1);
            let seat = a.seat;
            st.hands[seat].retain(|c| data().event(*c).kind != EventKind::SkullAndCrossbones);
            if holds {
                let card = take_card(st, &data(), EventKind::SkullAndCrossbones);
                st.hands[seat].push(card);
            }
        });
        s.go(Choice::BootyGrab {
            pirate: grabber,
            victim,
        })
        .unwrap();
        let d = s.decision().unwrap();
        assert_eq!(d.kind, Kind::Skull);
        assert_eq!(d.seat, s.state().afloat_of(victim).unwrap().seat);
        assert!(
            matches!(s.state().phase, blackbeard::rules::Phase::Grab(ref g) if g.step == GrabStep::Luck)
        );
        if !holds {
            assert_eq!(d.options, vec![Choice::Pass]);
            continue;
        }
        let cunning = s.state().afloat_of(victim).unwrap().cunning;
        let events = s.choose(d.options[1]).unwrap();
        assert!(events.contains(&Event::Ap(ApEvent::Lucky { pirate: victim })));
        assert_eq!(s.state().afloat_of(victim).unwrap().cunning, cunning - 1);
        let (die, total) = events
            .iter()
            .find_map(|e| match e {
                Event::GrabRolled {
                    victim_die,
                    victim_total,
                    ..
                } => Some((*victim_die, *victim_total)),
                _ => None,
            })
            .unwrap();
        let ability = data().pirates[victim.0 as usize].ability;
        assert_eq!(total, die + ability + 2);
    }
}
