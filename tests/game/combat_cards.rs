//! GLORY CARDS IN COMBAT: combat cards announced face down at their moment of a battle,
//! resolved aggressor first, played or declined (and shown), the window going round again while
//! new cards are announced. Every combat card of the deck is played here.

use crate::common::*;
use spanish_main::content::{GloryCardId, Skill};
use spanish_main::rules::state::BattleStep;
use spanish_main::rules::*;

/// Both hands emptied back into the glory deck (setup dealt each captain a card), then these
/// cards given: `a` to the aggressor, `b` to the defender.
fn hands(st: &mut GameState, (a, b): (Seat, Seat), for_a: &[&str], for_b: &[&str]) {
    for seat in [a, b] {
        let cards = std::mem::take(&mut st.seats[seat].glory_cards);
        st.decks.glory.extend(cards);
    }
    for name in for_a {
        give_glory(st, a, name);
    }
    for name in for_b {
        give_glory(st, b, name);
    }
}

fn card(s: &Session, seat: Seat, name: &str) -> GloryCardId {
    *s.state().seats[seat]
        .glory_cards
        .iter()
        .find(|c| s.data().glory_card(**c).name == name)
        .unwrap_or_else(|| panic!("{name} not in seat {seat}'s hand"))
}

fn step(s: &Session) -> BattleStep {
    s.state().battle.as_ref().unwrap().step.clone()
}

/// The side being asked passes: nothing it holds would do anything, or it keeps its cards.
fn pass(s: &mut Session) -> Vec<GameEvent> {
    assert!(
        matches!(step(s), BattleStep::Announce { .. }),
        "a card window is open"
    );
    pick(s, Choice::Done)
}

/// The number of dice of `skill` each seat rolled in these events, in order.
fn dice_rolled(events: &[GameEvent], seat: Seat, skill: Skill) -> Vec<usize> {
    events
        .iter()
        .filter_map(|e| match e {
            GameEvent::DiceRolled {
                by: Side::Captain(s),
                skill: k,
                faces,
                ..
            } if *s == seat && *k == skill => Some(faces.len()),
            _ => None,
        })
        .collect()
}

// M&M rules: GLORY CARDS IN COMBAT — a card is announced without being shown, aggressor first;
// the opponent may then announce one; they resolve aggressor first; and the round repeats
// while new cards are announced. GLORY CARDS: one may decline an announced card, but must show
// it. Our readings: a declined card is not announced again in the same window; a captain with
// cards is asked even when none would help (so being asked shows nothing), and then only
// passing is offered.
#[test]
fn cards_are_announced_unseen_resolved_aggressor_first_and_the_window_repeats() {
    let (s, a, b) = duel("S* FFFF FFFF", |st, a, b| {
        hands(
            st,
            (a, b),
            &["Old Salt at the Helm", "Into the Fog Bank"],
            &[
                "Stealing the Wind",
                "Old Salt at the Helm",
                "Cutlasses Drawn",
            ],
        )
    });
    let salt_a = card(&s, a, "Old Salt at the Helm");
    let steal = card(&s, b, "Stealing the Wind");
    let salt_b = card(&s, b, "Old Salt at the Helm");
    let mut s = s;
    open_fire(&mut s, b);
    // The window before the contest: Lucía first; Into the Fog Bank needs a Flee.
    let d = s.decision().unwrap();
    assert_eq!((d.seat, step(&s)), (a, BattleStep::Announce { side: 0 }));
    assert_eq!(d.options, vec![Choice::Announce(salt_a), Choice::Done]);
    let events = pick(&mut s, Choice::Announce(salt_a));
    assert_eq!(events, vec![GameEvent::GloryCardAnnounced { seat: a }]);
    // Unseen: the other seat knows a card waits, not which.
    let theirs = s.observation(b);
    assert_eq!(theirs.me.announced, None);
    let window = theirs.battle.as_ref().unwrap().window.clone().unwrap();
    assert_eq!(window.announced, [true, false]);
    assert_eq!(s.observation(a).me.announced, Some(salt_a));
    // Margaret may answer with either contest card (Cutlasses Drawn waits for a boarding).
    let d = s.decision().unwrap();
    assert_eq!(d.seat, b);
    assert_eq!(d.options.len(), 3);
    pick(&mut s, Choice::Announce(steal));
    // Resolved aggressor first; Margaret thinks better of hers, and must show it.
    assert_eq!(step(&s), BattleStep::Reveal { side: 0 });
    let events = pick(&mut s, Choice::PlayAnnounced);
    assert!(events.contains(&GameEvent::GloryCardPlayed {
        seat: a,
        card: salt_a
    }));
    let events = pick(&mut s, Choice::DeclineAnnounced);
    assert_eq!(
        events[0],
        GameEvent::GloryCardDeclined {
            seat: b,
            card: steal
        }
    );
    assert!(s.state().seats[b].glory_cards.contains(&steal));
    // Cards were announced, so the window goes round again: Lucía, holding only Into the Fog
    // Bank, is asked all the same and can only pass; Margaret plays her Old Salt.
    assert_eq!(s.decision().unwrap().options, vec![Choice::Done]);
    pass(&mut s);
    assert_eq!(
        s.decision().unwrap().options,
        vec![Choice::Announce(salt_b), Choice::Done]
    );
    pick(&mut s, Choice::Announce(salt_b));
    pick(&mut s, Choice::PlayAnnounced);
    // Round three: nothing new (the declined card is not offered again), so the contest is
    // rolled with 2 + 2 dice each.
    pass(&mut s);
    assert_eq!(s.decision().unwrap().options, vec![Choice::Done]);
    let events = pass(&mut s);
    assert_eq!(dice_rolled(&events, a, Skill::Seamanship), vec![4]);
    assert_eq!(dice_rolled(&events, b, Skill::Seamanship), vec![4]);
    assert!(s.state().decks.glory_discard.contains(&salt_a));
    assert!(s.state().decks.glory_discard.contains(&salt_b));
    s.check_invariants().unwrap();
}

// GLORY CARDS IN COMBAT, before the contest: Stealing the Wind takes 2 dice from the enemy's
// SEAMANSHIP contest (never below 1).
#[test]
fn stealing_the_wind_takes_enemy_dice() {
    let (s, a, b) = duel("S* F FF", |st, a, b| {
        hands(st, (a, b), &[], &["Stealing the Wind"])
    });
    let steal = card(&s, b, "Stealing the Wind");
    let mut s = s;
    open_fire(&mut s, b);
    pick(&mut s, Choice::Announce(steal));
    let events = pick(&mut s, Choice::PlayAnnounced);
    // Lucía rolls 2 − 2, at least 1; Margaret her 2.
    assert_eq!(dice_rolled(&events, a, Skill::Seamanship), vec![1]);
    assert_eq!(dice_rolled(&events, b, Skill::Seamanship), vec![2]);
}

// GLORY CARDS IN COMBAT, after the contest is rolled: Second Wind re-rolls the failed
// SEAMANSHIP dice (turning the contest), Double-Shotted Guns add 2 cannon hits to a Shoot.
// NAVAL COMBAT, 3. Action: with no winner each shooter fires a hit per success.
#[test]
fn second_wind_rerolls_and_double_shotted_guns_add_hits() {
    // Scout; Lucía FF, Margaret SS; Second Wind re-rolls Lucía's two dice: SS. A full tie: no
    // winner, Lucía fires 2, Margaret 2 + 2; then 6 hit-location dice.
    let (s, a, b) = duel("S* FF SS SS ****** ", |st, a, b| {
        hands(st, (a, b), &["Second Wind"], &["Double-Shotted Guns"])
    });
    let wind = card(&s, a, "Second Wind");
    let guns = card(&s, b, "Double-Shotted Guns");
    let mut s = s;
    open_fire(&mut s, b);
    // Before the contest both hold cards, so both are asked; neither has one for now.
    pass(&mut s);
    let events = pass(&mut s);
    assert_eq!(dice_rolled(&events, a, Skill::Seamanship), vec![2]);
    assert_eq!(step(&s), BattleStep::Announce { side: 0 });
    pick(&mut s, Choice::Announce(wind));
    pick(&mut s, Choice::Announce(guns));
    let events = pick(&mut s, Choice::PlayAnnounced);
    assert_eq!(
        dice_rolled(&events, a, Skill::Seamanship),
        vec![2],
        "re-rolled"
    );
    let events = pick(&mut s, Choice::PlayAnnounced);
    let volley = |seat: Seat| {
        events.iter().find_map(|e| match e {
            GameEvent::VolleyRolled {
                side: Side::Captain(s),
                numbered,
                icons,
            } if *s == seat => Some(numbered.len() + *icons as usize),
            _ => None,
        })
    };
    assert!(events.contains(&GameEvent::ContestWon { side: None }));
    assert_eq!((volley(a), volley(b)), (Some(2), Some(4)));
}

// GLORY CARDS IN COMBAT: Into the Fog Bank (before the contest, having declared Flee) lets a
// won Flee escape although the enemy rolled a success (NAVAL COMBAT: otherwise a Flee needs the
// enemy to roll none); Brace the Timbers (after the contest) takes 2 hits off the enemy's fire.
#[test]
fn into_the_fog_bank_and_brace_the_timbers() {
    // Scout; round 1 all fail; round 2 Lucía flees SS against Margaret's SF.
    let (s, a, b) = duel("S* FF FF SS SF", |st, a, b| {
        hands(st, (a, b), &["Into the Fog Bank", "Brace the Timbers"], &[])
    });
    let fog = card(&s, a, "Into the Fog Bank");
    let brace = card(&s, a, "Brace the Timbers");
    let mut s = s;
    open_fire(&mut s, b);
    // Round 1: no Flee, and nothing fired at Lucía: she can only pass, twice.
    assert_eq!(s.decision().unwrap().options, vec![Choice::Done]);
    pass(&mut s);
    assert_eq!(s.decision().unwrap().options, vec![Choice::Done]);
    let events = pass(&mut s);
    assert!(events.contains(&GameEvent::NavalRound { round: 2 }));
    pick(&mut s, Choice::Declare(NavalAction::Flee));
    pick(&mut s, Choice::Declare(NavalAction::Shoot));
    assert_eq!(
        s.decision().unwrap().options,
        vec![Choice::Announce(fog), Choice::Done]
    );
    pick(&mut s, Choice::Announce(fog));
    pick(&mut s, Choice::PlayAnnounced);
    pass(&mut s);
    // After the contest Margaret would fire 1 hit; braced, none land.
    assert_eq!(
        s.decision().unwrap().options,
        vec![Choice::Announce(brace), Choice::Done]
    );
    pick(&mut s, Choice::Announce(brace));
    let events = pick(&mut s, Choice::PlayAnnounced);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, GameEvent::VolleyRolled { .. }))
    );
    assert!(events.contains(&GameEvent::BattleEnded {
        end: BattleEnd::Escaped {
            side: Side::Captain(a)
        }
    }));
    let hull = s.state().seats[a].ship.as_ref().unwrap().hits.hull;
    assert_eq!(hull, 3);
}

// GLORY CARDS IN COMBAT: Brace the Timbers is offered against hits that only a Double-Shotted
// Guns card brings (no success, so no cannon hit before the card).
#[test]
fn brace_answers_double_shotted_guns() {
    // Scout; Lucía SS wins, Margaret FF: as shooter she has no hit before her card.
    let (s, a, b) = duel("S* SS FF", |st, a, b| {
        hands(st, (a, b), &["Brace the Timbers"], &["Double-Shotted Guns"])
    });
    let brace = card(&s, a, "Brace the Timbers");
    let guns = card(&s, b, "Double-Shotted Guns");
    let mut s = s;
    open_fire(&mut s, b);
    pass(&mut s);
    pass(&mut s);
    // After the contest: Lucía has nothing to brace against yet.
    assert_eq!(s.decision().unwrap().options, vec![Choice::Done]);
    pass(&mut s);
    pick(&mut s, Choice::Announce(guns));
    pick(&mut s, Choice::PlayAnnounced);
    // The window goes round: now 2 hits are coming.
    assert_eq!(
        s.decision().unwrap().options,
        vec![Choice::Announce(brace), Choice::Done]
    );
    pick(&mut s, Choice::Announce(brace));
    let events = pick(&mut s, Choice::PlayAnnounced);
    let margaret_fired = events
        .iter()
        .any(|e| matches!(e, GameEvent::VolleyRolled { side, .. } if *side == Side::Captain(b)));
    assert!(!margaret_fired);
}

// GLORY CARDS IN COMBAT at a boarding: Cutlasses Drawn adds 2 LEADERSHIP dice, Boarding Nets
// takes 1 from the enemy (every round of the crew combat), Rally to the Colours brings 2 crew
// back at once. CREW COMBAT: hits are capped by one's own crew; a crew wiped out loses.
#[test]
fn boarding_cards_change_the_crew_combat() {
    // Scout; a quiet round; Lucía boards SS against FF; crew combat: Lucía 2 + 2 − 1 = 3 dice
    // SSS, Margaret 2 dice FF.
    let (s, a, b) = duel("S* FF FF SS FF SSS FF", |st, a, b| {
        hands(
            st,
            (a, b),
            &["Cutlasses Drawn"],
            &["Rally to the Colours", "Boarding Nets"],
        );
        st.seats[b].ship.as_mut().unwrap().hits.crew = 1;
    });
    let cutlasses = card(&s, a, "Cutlasses Drawn");
    let rally = card(&s, b, "Rally to the Colours");
    let nets = card(&s, b, "Boarding Nets");
    let mut s = s;
    open_fire(&mut s, b);
    // Round 1: both are asked before and after the contest, and pass.
    for _ in 0..4 {
        pass(&mut s);
    }
    pick(&mut s, Choice::Declare(NavalAction::Board));
    pick(&mut s, Choice::Declare(NavalAction::Shoot));
    pass(&mut s);
    pass(&mut s);
    // After the contest only Margaret (failed dice to re-roll) could use a card.
    assert_eq!(s.decision().unwrap().seat, b);
    let events = pass(&mut s);
    assert!(events.contains(&GameEvent::Boarded {
        side: Side::Captain(a)
    }));
    pick(&mut s, Choice::Announce(cutlasses));
    pick(&mut s, Choice::Announce(rally));
    pick(&mut s, Choice::PlayAnnounced);
    pick(&mut s, Choice::PlayAnnounced);
    assert_eq!(s.state().seats[b].ship.as_ref().unwrap().hits.crew, 3);
    pick(&mut s, Choice::Announce(nets));
    let events = pick(&mut s, Choice::PlayAnnounced);
    assert_eq!(dice_rolled(&events, a, Skill::Leadership), vec![3]);
    assert_eq!(dice_rolled(&events, b, Skill::Leadership), vec![2]);
    assert_eq!(s.state().seats[b].ship.as_ref().unwrap().hits.crew, 0);
    assert_eq!(step(&s), BattleStep::Plunder { winner: 0 });
}

// Our reading of GLORY CARDS IN COMBAT: a captain with no glory card is never asked, so a
// battle between captains without cards runs as before; the cards in force end with the round.
#[test]
fn without_cards_no_window_opens_and_boosts_end_with_the_round() {
    let (s, _a, b) = duel("S* FF FF", |st, a, b| hands(st, (a, b), &[], &[]));
    let mut s = s;
    open_fire(&mut s, b);
    assert_eq!(step(&s), BattleStep::Declare { side: 0 });
    assert_eq!(s.state().battle.as_ref().unwrap().round, 2);

    let (s, a, b) = duel("S* FFFF FF", |st, a, b| {
        hands(st, (a, b), &["Old Salt at the Helm"], &[])
    });
    let salt = card(&s, a, "Old Salt at the Helm");
    let mut s = s;
    open_fire(&mut s, b);
    pick(&mut s, Choice::Announce(salt));
    let events = pick(&mut s, Choice::PlayAnnounced);
    assert_eq!(dice_rolled(&events, a, Skill::Seamanship), vec![4]);
    let bt = s.state().battle.as_ref().unwrap();
    assert_eq!(bt.round, 2);
    assert_eq!(bt.boosts[0].seamanship, 0);
}
