//! 10: the King's Commissioners: deployed, reacting, fought, surrendered to.

mod common;
use blackbeard::content::PirateId;
use blackbeard::content::ShipKind;
use blackbeard::rules::{
    ApEvent, Blackbeard, Choice, EngageStep, Event, Kind, Location, Phase, Retirement, ScoredBy,
    State,
};
use common::ap::*;
use common::*;
use game_core::Session;

/// The pirate player fights `foe` on the Find's announcement until `pick` likes the battle.
fn kc_battle(
    pick: impl Fn(bool) -> bool,
    change: impl Fn(&mut State, PirateId),
) -> (Session<Blackbeard>, PirateId, Vec<Event>, State) {
    let data = data();
    for seed in 0..200 {
        let (mut s, pirate) = table(seed, |st, p| {
            let seat = st.order[(st.turn_at as usize + 1) % 3];
            kc(st, seat, area(&data, AREA), false);
            change(st, p);
        });
        s.choose(find(pirate)).unwrap();
        act(&mut s, Choice::KcReact);
        let before = s.state().clone();
        let events = s.choose(Choice::Escape(false)).unwrap();
        let won = ap(&events)
            .into_iter()
            .any(|e| matches!(e, ApEvent::SeaBattle { won: true, .. }));
        if pick(won) {
            return (s, pirate, events, before);
        }
    }
    panic!("no seed gave that battle");
}

// 10.12: a KC comes only when 3d6 rolls under the active pirate's Notoriety, into his area.
#[test]
fn kc_deploy_needs_3d6_under_notoriety() {
    let data = data();
    let mut seen = (false, false);
    for seed in 0..40 {
        let (mut s, pirate) = table(seed, |st, p| {
            st.afloat_mut(p).unwrap().notoriety = 10;
        });
        s.choose(find(pirate)).unwrap();
        let events = act(&mut s, Choice::DeployKc);
        for e in ap(&events) {
            if let ApEvent::KcDeployRolled {
                dice,
                notoriety,
                kc,
                seat,
            } = e
            {
                let total: u32 = dice.iter().map(|d| *d as u32).sum();
                assert_eq!(kc.is_some(), total < *notoriety, "under, not equal");
                if let Some(k) = kc {
                    let placed = s.state().kcs.iter().find(|x| x.kc == *k).unwrap();
                    assert_eq!(placed.seat, *seat);
                    assert_eq!(placed.at, Location::Sea(area(&data, AREA)));
                    seen.0 = true;
                } else {
                    seen.1 = true;
                }
            }
        }
    }
    assert!(seen.0 && seen.1, "both outcomes over 40 seeds");
}

// 10.32 (BB-R C: "it" is the KC): a KC placed this Player-Turn does not react in it.
#[test]
fn kc_placed_this_turn_cannot_react() {
    let data = data();
    for now in [true, false] {
        let (mut s, pirate) = table(4, |st, _| {
            let seat = st.order[(st.turn_at as usize + 1) % 3];
            st.ap.acted.push(seat);
            kc(st, seat, area(&data, AREA), now);
        });
        s.choose(find(pirate)).unwrap();
        s.choose(Choice::OpenHand).unwrap();
        let offered = s.decision().unwrap().options.contains(&Choice::KcReact);
        assert_eq!(offered, !now, "placed this turn: {now}");
    }
}

// 10.31–10.33: a KC next to the pirate's area reacts (KC Reaction is no AP action, 4.66),
// moves in, and chases him at −1.
#[test]
fn kc_reacts_from_adjacent_minus_one() {
    let data = data();
    let here = area(&data, AREA);
    let next = data.areas[here.0 as usize].neighbours[0];
    let (mut s, pirate) = table(5, |st, _| {
        let seat = st.order[(st.turn_at as usize + 1) % 3];
        kc(st, seat, next, false);
    });
    let kc_seat = ap_seats(&s)[0];
    let kc_id = s.state().kcs[0].kc;
    s.choose(find(pirate)).unwrap();
    let events = act(&mut s, Choice::KcReact);
    assert!(
        ap(&events)
            .iter()
            .any(|e| matches!(e, ApEvent::KcReacts { moved_in: true, .. }))
    );
    assert_eq!(
        s.state().kcs[0].at,
        Location::Sea(here),
        "moved into his area"
    );
    assert!(
        !s.state().ap.acted.contains(&kc_seat),
        "not an AP action (4.66)"
    );
    let d = s.decision().unwrap();
    assert_eq!(
        d.kind,
        Kind::Engage {
            step: EngageStep::FightOrEscape
        }
    );
    assert_eq!(d.seat, s.state().pirate_player());
    let events = s.choose(Choice::Escape(true)).unwrap();
    let speed = data.kcs[kc_id.0 as usize].speed as i16;
    let roll = ap(&events)
        .into_iter()
        .find_map(|e| match e {
            ApEvent::EscapeRolled {
                foe_die, foe_total, ..
            } => Some((*foe_die, *foe_total)),
            _ => None,
        })
        .expect("the chase rolled");
    assert_eq!(roll.1, roll.0 as i16 + speed - 1);
}

// 10.35–10.36, 18.12 C: a pirate who loses to a KC is eliminated; his seat scores his
// Notoriety, the KC's seat half of it, rounded down; the KC stays.
#[test]
fn kc_sinks_a_pirate_and_scores_half_his_notoriety() {
    let (s, pirate, events, before) = kc_battle(
        |won| !won,
        |st, p| {
            st.afloat_mut(p).unwrap().notoriety = 13;
        },
    );
    assert!(s.state().afloat_of(pirate).is_none(), "eliminated");
    let seat = before.pirate_player();
    let kc_seat = s.state().kcs[0].seat;
    assert_eq!(s.state().vp[seat], before.vp[seat] + 13);
    assert_eq!(s.state().vp[kc_seat], before.vp[kc_seat] + 6);
    assert!(
        s.state()
            .scored
            .iter()
            .any(|x| x.seat == kc_seat && x.how == ScoredBy::KcSank && x.vp == 6)
    );
    assert!(
        ap(&events)
            .iter()
            .any(|e| matches!(e, ApEvent::KcSank { vp: 6, .. }))
    );
    assert_eq!(s.state().kcs.len(), 1, "the KC remains");
}

// 10.35: beating a KC puts it out of the game, gains twice its Combat in Notoriety and a
// point of loyalty, and the action goes on.
#[test]
fn beating_a_kc_doubles_its_combat_in_notoriety() {
    let data = data();
    let (s, pirate, events, before) = kc_battle(
        |won| won,
        |st, p| {
            let a = st.afloat_mut(p).unwrap();
            refit(a, ShipKind::Brigantine);
            a.notoriety = 0;
        },
    );
    let k = before.kcs[0].kc;
    assert!(s.state().kcs.is_empty() && s.state().kcs_gone.contains(&k));
    let a = s.state().afloat_of(pirate).unwrap();
    assert_eq!(a.notoriety, 2 * data.kcs[k.0 as usize].combat as u32);
    assert_eq!(a.loyalty, before.afloat_of(pirate).unwrap().loyalty + 1);
    assert!(
        ap(&events)
            .iter()
            .any(|e| matches!(e, ApEvent::SeaBattle { won: true, .. }))
    );
    // The action goes on: the window resumes, then the Find is rolled.
    let mut s = s;
    let mut events = Vec::new();
    pass_windows(&mut s, &mut events);
    assert!(events.iter().any(|e| matches!(e, Event::FindRolled { .. })));
}

// 10.34, 18.41 B: intercepted, a pirate with a Letter of Marque may surrender and retire.
#[test]
fn surrender_to_a_kc_with_a_letter_retires() {
    let data = data();
    for seed in 0..100 {
        let (mut s, pirate) = table(seed, |st, p| {
            let seat = st.order[(st.turn_at as usize + 1) % 3];
            kc(st, seat, area(&data, AREA), false);
            let a = st.afloat_mut(p).unwrap();
            a.letter = Some(blackbeard::content::Nation::English);
            a.notoriety = 5;
            a.net_worth = 750;
            a.speed = 0;
        });
        s.choose(find(pirate)).unwrap();
        act(&mut s, Choice::KcReact);
        s.choose(Choice::Escape(true)).unwrap();
        let d = s.decision().unwrap();
        if d.kind
            != (Kind::Engage {
                step: EngageStep::Intercepted,
            })
        {
            continue;
        }
        assert!(d.options.contains(&Choice::Surrender));
        let seat = s.state().pirate_player();
        let vp = s.state().vp[seat];
        let mut events = s.choose(Choice::Surrender).unwrap();
        // 17.2 #4: each Anti-Pirate seat is asked about a Double Cross first (they hold none).
        while matches!(s.state().phase, Phase::Engage(ref e) if matches!(e.step, EngageStep::Surrendering { .. }))
        {
            assert_eq!(s.decision().unwrap().options, vec![Choice::Pass]);
            events.extend(s.choose(Choice::Pass).unwrap());
        }
        assert!(events.iter().any(|e| matches!(
            e,
            Event::Retired {
                how: Retirement::Surrender,
                vp: 17,
                ..
            }
        )));
        assert_eq!(s.state().vp[seat], vp + 17, "2 × 5 + 750 / 100");
        return;
    }
    panic!("never intercepted");
}

// 12: his losing battle die may be rolled again with a point of Cunning (the KC's stands).
#[test]
fn cunning_rolls_a_losing_battle_die_again() {
    let data = data();
    for seed in 0..100 {
        let (mut s, pirate) = table(seed, |st, p| {
            let seat = st.order[(st.turn_at as usize + 1) % 3];
            kc(st, seat, area(&data, AREA), false);
            st.afloat_mut(p).unwrap().cunning = 1;
        });
        s.choose(find(pirate)).unwrap();
        act(&mut s, Choice::KcReact);
        s.choose(Choice::Escape(false)).unwrap();
        let Some(Phase::Cunning(offer)) = Some(s.state().phase.clone()) else {
            continue;
        };
        let d = s.decision().unwrap();
        assert_eq!(d.seat, s.state().pirate_player());
        let events = s.choose(Choice::Reroll(true)).unwrap();
        assert_eq!(s.state().afloat_of(pirate).map_or(0, |a| a.cunning), 0);
        let used = events.iter().find_map(|e| match e {
            Event::CunningUsed { was, now, .. } => Some((*was, *now)),
            _ => None,
        });
        assert_eq!(used.map(|u| u.0), Some(offer.die));
        let battle = events.iter().find_map(|e| match e {
            Event::Ap(ApEvent::SeaBattle { pirate_die, .. }) => Some(*pirate_die),
            _ => None,
        });
        assert_eq!(
            battle,
            used.map(|u| u.1),
            "the battle stands on the new die"
        );
        return;
    }
    panic!("no battle lost in 100 seeds");
}

// 17.2 #4, 18.41 B: a pirate surrendering to a KC may be double-crossed (by any seat, beside
// the KC's action); he retires either way.
#[test]
fn double_cross_on_a_surrender() {
    use blackbeard::content::EventKind;
    let data = data();
    for seed in 0..100 {
        let (mut s, pirate) = table(seed, |st, p| {
            let seat = st.order[(st.turn_at as usize + 1) % 3];
            kc(st, seat, area(&data, AREA), false);
            give(
                st,
                st.order[(st.turn_at as usize + 2) % 3],
                EventKind::DoubleCross,
            );
            let a = st.afloat_mut(p).unwrap();
            a.letter = Some(blackbeard::content::Nation::English);
            a.notoriety = 5;
            a.net_worth = 900;
            a.speed = 0;
        });
        s.choose(find(pirate)).unwrap();
        act(&mut s, Choice::KcReact);
        s.choose(Choice::Escape(true)).unwrap();
        if s.decision().unwrap().kind
            != (Kind::Engage {
                step: EngageStep::Intercepted,
            })
        {
            continue;
        }
        s.choose(Choice::Surrender).unwrap();
        let seats = ap_seats(&s);
        assert_eq!(s.decision().unwrap().seat, seats[0]);
        s.choose(Choice::Pass).unwrap();
        let d = s.decision().unwrap();
        assert_eq!((d.seat, d.kind), (seats[1], Kind::ApHand));
        let events = s.choose(d.options[1]).unwrap();
        let lost = events
            .iter()
            .find_map(|e| match e {
                Event::Ap(ApEvent::DoubleCrossed { lost, .. }) => Some(*lost),
                _ => None,
            })
            .expect("double-crossed");
        assert!(events.iter().any(|e| matches!(
            e,
            Event::Retired { how: Retirement::Surrender, net_worth, .. } if *net_worth == 900 - lost
        )));
        return;
    }
    panic!("never intercepted");
}
