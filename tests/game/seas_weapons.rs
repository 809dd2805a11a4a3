//! Seas of Glory, MODULE 2: NEW SPECIAL WEAPONS — heated shot, double shot and caltrops, one
//! special ammunition a combat round, and the rules of thumb AI captains use them by; played
//! through the session's door with the dice set beforehand (see `common::duel`).

use crate::common::*;
use spanish_main::content::{HitLocation, Skill, SpecialWeapon, Switch};
use spanish_main::rules::state::HitTrack;
use spanish_main::rules::*;

use SpecialWeapon::{Caltrops, ChainShot, DoubleShot, GrapplingHooks, HeatedShot};

fn hits(s: &Session, seat: Seat) -> HitTrack {
    s.state().seats[seat].ship.as_ref().unwrap().hits
}

/// `common::duel` in a game with Module 2, the aggressor holding `weapons`; then `edit`.
fn armed(
    dice: &str,
    weapons: &[SpecialWeapon],
    edit: impl FnOnce(&mut GameState, Seat, Seat),
) -> (Session, Seat, Seat) {
    duel(dice, |st, a, b| {
        st.config.seas.set(Switch::Weapons, true);
        st.seats[a].weapons = weapons.to_vec();
        edit(st, a, b);
    })
}

fn step(s: &Session) -> Option<BattleStepKind> {
    match s.decision()?.kind {
        DecisionKind::Battle { step } => Some(step),
        _ => None,
    }
}

// MODULE 2: "Add the new special weapons" — in the shipyards only with the module; a ship
// holds up to 6, one of each type.
#[test]
fn module_2_the_new_weapons_are_sold_with_the_module_only() {
    use spanish_main::content::ShipClass;
    for (keys, sold) in [("none", false), ("m2", true)] {
        let (s, seat) = seas_in_port(keys, "Lucía Arana", "port_royal", ShipClass::Frigate);
        let mut s = edited(&s, |st| st.seats[seat].gold = 60);
        pick(&mut s, Choice::PortAction);
        pick(&mut s, Choice::Begin(Activity::Shipyard));
        for w in [HeatedShot, DoubleShot, Caltrops] {
            assert_eq!(offers(&s, Choice::BuyWeapon(w)), sold, "{keys}: {w:?}");
        }
        assert!(offers(&s, Choice::BuyWeapon(ChainShot)));
    }
    // Six at once, one of each; a second of a kind is refused.
    let (s, a, _) = armed("S*", &SpecialWeapon::ALL, |_, _, _| {});
    assert_eq!(s.state().seats[a].weapons.len(), 6);
    let mut st = s.state().clone();
    st.seats[a].weapons.push(HeatedShot);
    assert!(Session::from_state(s.data_arc(), st).is_err());
    // Without the module, a new weapon held is refused by name.
    let (s, a, _) = duel("S*", |_, _, _| {});
    let mut st = s.state().clone();
    st.seats[a].weapons.push(Caltrops);
    let e = Session::from_state(s.data_arc(), st)
        .unwrap_err()
        .to_string();
    assert!(e.contains("Caltrops, not in this game"), "{e}");
}

// MODULE 2 → Heated shot: spent after the hit-location roll with at least one success face;
// those faces deal no damage and the target burns: before each later naval round, 1 damage to
// a location its captain picks, until crew combat starts (or the battle ends).
#[test]
fn module_2_heated_shot_sets_the_enemy_afire_until_crew_combat() {
    // Lucía wins the contest; her two cannons roll an icon and a 3 (Cannons).
    let (mut s, a, b) = armed("S* SS FF S3", &[HeatedShot], |_, _, _| {});
    open_fire(&mut s, b);
    assert_eq!(step(&s), Some(BattleStepKind::Aim));
    let events = pick(&mut s, Choice::SpendWeapon(HeatedShot));
    assert!(events.contains(&GameEvent::ShipAfire {
        side: Side::Captain(b)
    }));
    let hb = hits(&s, b);
    assert_eq!(
        (hb.hull, hb.masts, hb.cannons, hb.crew),
        (3, 3, 1, 3),
        "the icon did nothing"
    );
    // Before round two the fire strikes where Margaret picks.
    let d = s.decision().unwrap();
    assert_eq!((d.seat, step(&s)), (b, Some(BattleStepKind::Burn)));
    assert_eq!(d.options.len(), 5);
    let events = pick(&mut s, Choice::HitAt(HitLocation::Masts));
    assert!(events.contains(&GameEvent::FireDamage {
        side: Side::Captain(b),
        location: HitLocation::Masts
    }));
    assert_eq!(hits(&s, b).masts, 2);
    assert_eq!(
        (s.decision().unwrap().seat, step(&s)),
        (a, Some(BattleStepKind::Declare))
    );
    // Round two: Lucía boards and wins the contest; crew combat puts the fire out.
    let mut s = edited(&s, |st| st.rng = rng_dice("SS FF"));
    pick(&mut s, Choice::Declare(NavalAction::Board));
    let events = pick(&mut s, Choice::Declare(NavalAction::Shoot));
    assert!(events.contains(&GameEvent::Boarded {
        side: Side::Captain(a)
    }));
    assert!(
        s.state()
            .battle
            .as_ref()
            .is_none_or(|b| b.burning == [false; 2])
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, GameEvent::FireDamage { .. }))
    );
}

// MODULE 2: "only 1 special ammunition (chain-shot, grapeshot, heated shot, or double shot)
// can be spent per combat round" — the volley takes one; the others are kept. None on the long
// guns' opening volley (the text names chain- and grapeshot; all four is our reading).
#[test]
fn module_2_one_special_ammunition_a_round() {
    let (mut s, a, b) = armed(
        "S* SS FF S3",
        &[ChainShot, HeatedShot, DoubleShot],
        |_, _, _| {},
    );
    open_fire(&mut s, b);
    assert_eq!(
        s.decision().unwrap().options,
        vec![
            Choice::SpendWeapon(ChainShot),
            Choice::SpendWeapon(HeatedShot),
            Choice::SpendWeapon(DoubleShot),
            Choice::Done
        ]
    );
    pick(&mut s, Choice::SpendWeapon(ChainShot));
    assert_ne!(step(&s), Some(BattleStepKind::Aim));
    assert_eq!(s.state().seats[a].weapons, vec![HeatedShot, DoubleShot]);

    // Long guns' opening volley: no shot offered, whatever is held.
    use spanish_main::content::ShipModKind;
    let (mut s, a, b) = armed("S* SS", &[HeatedShot, DoubleShot], |st, a, _| {
        fit_mod(st, a, ShipModKind::LongGuns);
    });
    pick(&mut s, Choice::Scout(ScoutTarget::Captain(b)));
    assert_ne!(step(&s), Some(BattleStepKind::Aim));
    assert_eq!(s.state().seats[a].weapons, vec![HeatedShot, DoubleShot]);
}

// MODULE 2 → Double shot: spent after the hit-location roll, alone (no other special weapon
// that round). Numbered hits first; then s success faces give s + min(s, 2) hits over distinct
// locations still standing, the target choosing — one each before any takes two (our reading
// of "evenly").
#[test]
fn module_2_double_shot_spreads_its_extra_hits() {
    // Two icons: 2 + 2 hits, on four different locations.
    let (mut s, _, b) = armed("S* SS FF SS", &[DoubleShot], |_, _, _| {});
    open_fire(&mut s, b);
    pick(&mut s, Choice::SpendWeapon(DoubleShot));
    let mut placed = Vec::new();
    for at in [
        HitLocation::Hull,
        HitLocation::Masts,
        HitLocation::Cargo,
        HitLocation::Crew,
    ] {
        let d = s.decision().unwrap();
        assert_eq!(d.seat, b, "the target places");
        let open: Vec<Choice> = HitLocation::ALL
            .into_iter()
            .filter(|l| !placed.contains(l))
            .map(Choice::HitAt)
            .collect();
        assert_eq!(d.options, open, "one each before any takes two");
        pick(&mut s, Choice::HitAt(at));
        placed.push(at);
    }
    let hb = hits(&s, b);
    assert_eq!(
        (hb.hull, hb.masts, hb.cargo, hb.cannons, hb.crew),
        (2, 2, 3, 2, 2)
    );

    // An icon and a numbered Cannons hit on the last cannon: the cannons are gone before the
    // icons land, so the 1 + 1 hits spread over the other four.
    let (mut s, _, b) = armed("S* SS FF S3", &[DoubleShot], |st, _, b| {
        st.seats[b].ship.as_mut().unwrap().hits.cannons = 1;
    });
    open_fire(&mut s, b);
    pick(&mut s, Choice::SpendWeapon(DoubleShot));
    let standing: Vec<Choice> = [
        HitLocation::Hull,
        HitLocation::Masts,
        HitLocation::Cargo,
        HitLocation::Crew,
    ]
    .map(Choice::HitAt)
    .to_vec();
    assert_eq!(s.decision().unwrap().options, standing);

    // Alone: after grappling hooks this round, double shot is not offered.
    let (mut s, a, b) = armed("S* SS FF S3", &[ChainShot, DoubleShot], |_, _, _| {});
    open_fire(&mut s, b);
    let side = usize::from(s.state().battle.as_ref().unwrap().sides[1] == Side::Captain(a));
    let s = edited(&s, |st| {
        st.battle.as_mut().unwrap().spent[side].push(GrapplingHooks);
    });
    assert_eq!(
        s.decision().unwrap().options,
        vec![Choice::SpendWeapon(ChainShot), Choice::Done]
    );
}

/// Round one quiet (Lucía wins with no cannons to fire), then round two: Lucía declares Board
/// holding caltrops, Margaret Shoot; the round's dice as `round_two` says.
fn boarding_with_caltrops(round_two: &str) -> (Session, Seat, Seat) {
    let (mut s, a, b) = armed("S* SS FF", &[Caltrops], |st, a, _| {
        st.seats[a].ship.as_mut().unwrap().hits.cannons = 0;
    });
    open_fire(&mut s, b);
    let mut s = edited(&s, |st| st.rng = rng_dice(round_two));
    pick(&mut s, Choice::Declare(NavalAction::Board));
    pick(&mut s, Choice::Declare(NavalAction::Shoot));
    (s, a, b)
}

// MODULE 2 → Caltrops: spent after a contest in which you declared Board, won or lost; the
// enemy's next roll has 1 die fewer (at least 1): LEADERSHIP if you board, SEAMANSHIP if not.
#[test]
fn module_2_caltrops_cost_the_enemy_a_die() {
    // Lucía wins the contest and boards: Margaret's first LEADERSHIP roll has 1 die, not 2.
    let (mut s, a, b) = boarding_with_caltrops("SS FF");
    assert_eq!(
        (s.decision().unwrap().seat, step(&s)),
        (a, Some(BattleStepKind::Caltrops))
    );
    let events = pick(&mut s, Choice::SpendWeapon(Caltrops));
    assert!(events.contains(&GameEvent::Hampered {
        side: Side::Captain(b),
        skill: Skill::Leadership
    }));
    assert_eq!(first_roll(&events, b, Skill::Leadership), Some(1));
    assert_eq!(first_roll(&events, a, Skill::Leadership), Some(2));
    assert!(s.state().seats[a].weapons.is_empty());

    // Margaret wins (her shot lands on the hold): no boarding, so her next SEAMANSHIP roll, in
    // round three's contest, has 1 die.
    let (mut s, _, b) = boarding_with_caltrops("FF SS 22");
    let events = pick(&mut s, Choice::SpendWeapon(Caltrops));
    assert!(events.contains(&GameEvent::Hampered {
        side: Side::Captain(b),
        skill: Skill::Seamanship
    }));
    pick(&mut s, Choice::Declare(NavalAction::Shoot));
    let events = pick(&mut s, Choice::Declare(NavalAction::Shoot));
    assert_eq!(first_roll(&events, b, Skill::Seamanship), Some(1));
    assert_eq!(s.state().battle.as_ref().unwrap().hampered, [None; 2]);

    // Kept: no effect.
    let (mut s, a, b) = boarding_with_caltrops("SS FF");
    let events = pick(&mut s, Choice::Done);
    assert_eq!(first_roll(&events, b, Skill::Leadership), Some(2));
    assert_eq!(s.state().seats[a].weapons, vec![Caltrops]);
}

/// What the heuristic captain of the deciding seat picks.
fn ai_pick(s: &Session) -> Choice {
    let d = s.decision().unwrap();
    let obs = s.observation(d.seat);
    spanish_main::ai::choose(NORMAL, &obs, s.data(), 1)
        .unwrap()
        .choice
}

// MODULE 2, the AI's rules of thumb: double shot on a volley of two icons or more, heated shot
// on a lone icon, caltrops whenever boarding, and the fire where it hurts least.
#[test]
fn module_2_ai_captains_use_the_new_weapons() {
    let (mut s, _, b) = armed("S* SS FF SS", &[HeatedShot, DoubleShot], |_, _, _| {});
    open_fire(&mut s, b);
    assert_eq!(ai_pick(&s), Choice::SpendWeapon(DoubleShot));
    let (mut s, _, b) = armed("S* SS FF S3", &[HeatedShot, DoubleShot], |_, _, _| {});
    open_fire(&mut s, b);
    assert_eq!(ai_pick(&s), Choice::SpendWeapon(HeatedShot));
    pick(&mut s, Choice::SpendWeapon(HeatedShot));
    // Margaret's empty hold takes the fire.
    assert_eq!(ai_pick(&s), Choice::HitAt(HitLocation::Cargo));
    let (s, _, _) = boarding_with_caltrops("SS FF");
    assert_eq!(ai_pick(&s), Choice::SpendWeapon(Caltrops));
}
