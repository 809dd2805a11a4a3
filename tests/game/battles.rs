//! B. SCOUT for a player captain, NAVAL COMBAT, CREW COMBAT, SPECIAL WEAPONS, PLUNDER and
//! rewards, played through the session's door with the dice set beforehand.

use crate::common::*;
use spanish_main::content::{HitLocation, Nation, ShipClass, ShipModKind, SpecialWeapon};
use spanish_main::rules::glory::GloryReason;
use spanish_main::rules::state::HitTrack;
use spanish_main::rules::*;

fn hits(s: &Session, seat: Seat) -> HitTrack {
    s.state().seats[seat].ship.as_ref().unwrap().hits
}

fn ended(events: &[GameEvent]) -> Option<BattleEnd> {
    events.iter().find_map(|e| match e {
        GameEvent::BattleEnded { end } => Some(*end),
        _ => None,
    })
}

// M&M rules: B. SCOUT — a player captain at sea in the zone (not in port); found, a battle
// begins with the finder as aggressor. BOUNTIES AND REWARDS (a): attacking a non-pirate lays a
// bounty of the violated nation. NAVAL COMBAT, 1. Declaration: round one is Shoot only.
#[test]
fn scouting_a_captain_starts_a_battle_and_a_bounty() {
    let (mut s, a, b) = duel("S*", |_, _, _| {});
    let events = pick(&mut s, Choice::Scout(ScoutTarget::Captain(b)));
    assert!(events.contains(&GameEvent::BattleBegun {
        aggressor: Side::Captain(a),
        defender: Side::Captain(b),
        zone: s.state().battle.as_ref().unwrap().zone
    }));
    assert!(events.contains(&GameEvent::BountyGained {
        seat: a,
        nation: Nation::English
    }));
    let d = s.decision().unwrap();
    assert_eq!(d.seat, a);
    assert_eq!(d.options, vec![Choice::Declare(NavalAction::Shoot)]);
    pick(&mut s, Choice::Declare(NavalAction::Shoot));
    assert_eq!(
        s.decision().unwrap().seat,
        b,
        "the defender declares second"
    );

    // Not a captain in port; and attacking a pirate lays no bounty.
    let (s, _, b) = duel("S*", |st, _, b| {
        let port = st.seats[b].ship.as_ref().unwrap().location.zone(&data());
        let p = data().zone(port).port.unwrap();
        st.seats[b].ship.as_mut().unwrap().location = Location::Port(p);
    });
    assert!(!offers(&s, Choice::Scout(ScoutTarget::Captain(b))));
    let (mut s, a, b) = duel("S*", |st, _, b| st.seats[b].bounties = [0, 0, 1, 0]);
    let events = pick(&mut s, Choice::Scout(ScoutTarget::Captain(b)));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, GameEvent::BountyGained { .. }))
    );
    assert_eq!(s.state().seats[a].bounties, [0; 4]);
}

// M&M rules: NAVAL COMBAT, 3. Action — Shoot win: a hit with every cannon; loss: a hit per
// success, up to the cannons. Hit Locations: each number names its location.
#[test]
fn shooting_wins_with_all_cannons_and_loses_with_its_successes() {
    // Scout; contest SS vs SF (Lucía wins); her 2 cannons roll 1 and 3, Margaret's 1 hit rolls 2.
    let (mut s, a, b) = duel("S* SS SF 13 2", |_, _, _| {});
    open_fire(&mut s, b);
    let (ha, hb) = (hits(&s, a), hits(&s, b));
    assert_eq!((hb.masts, hb.cannons), (2, 1));
    // The brig's hold of 4 takes one hit.
    assert_eq!(ha.cargo, 3);
    // Round two: Board and Flee are open now.
    let d = s.decision().unwrap();
    assert_eq!(
        d.options,
        vec![
            Choice::Declare(NavalAction::Shoot),
            Choice::Declare(NavalAction::Board),
            Choice::Declare(NavalAction::Flee)
        ]
    );
}

// M&M rules: Hit Locations and damage — for every success icon the target decides which
// location is hit; numbered hits first.
#[test]
fn the_target_places_icon_hits() {
    let (mut s, a, b) = duel("S* SS FF S1", |_, _, _| {});
    open_fire(&mut s, b);
    let d = s.decision().unwrap();
    assert_eq!(d.seat, b);
    assert_eq!(
        d.kind,
        DecisionKind::Battle {
            step: BattleStepKind::Place
        }
    );
    assert_eq!(d.options.len(), 5);
    pick(&mut s, Choice::HitAt(HitLocation::Crew));
    let hb = hits(&s, b);
    assert_eq!((hb.masts, hb.crew), (2, 2));
    assert_eq!(hits(&s, a), HitTrack::full(data().ship(ShipClass::Brig)));
}

// M&M rules: NAVAL COMBAT, 2. Seamanship contest — ties go to the higher sum of the failed
// dice; still tied, nobody wins (and shooters hit with their successes); no successes, no
// winner.
#[test]
fn contest_ties_and_no_successes() {
    use spanish_main::content::DieFace::{Number as N, Success as S};
    use spanish_main::rules::battle::winner;
    assert_eq!(winner(&[vec![S, N(4)], vec![S, N(1)]]), Some(0));
    assert_eq!(winner(&[vec![S, N(1)], vec![S, N(3)]]), Some(1));
    assert_eq!(winner(&[vec![S, N(2)], vec![S, N(2)]]), None);
    assert_eq!(winner(&[vec![N(4), N(4)], vec![N(1)]]), None);
    // Through the door: a tie, so each side hits with its one success.
    let (mut s, a, b) = duel("S* S2 S2 1 3", |_, _, _| {});
    let events = {
        pick(&mut s, Choice::Scout(ScoutTarget::Captain(b)));
        pick(&mut s, Choice::Declare(NavalAction::Shoot));
        pick(&mut s, Choice::Declare(NavalAction::Shoot))
    };
    assert!(events.contains(&GameEvent::ContestWon { side: None }));
    assert_eq!(hits(&s, b).masts, 2);
    assert_eq!(hits(&s, a).cannons, 1);
}

// M&M rules: SPECIAL WEAPONS, Chain-shots (player aid: "each 🏴 you rolled inflicts a hit to
// your enemy's Masts") — after rolling hit locations each success icon goes to the masts and
// numbered hits land where their die says; hits to destroyed masts are not moved to the hull
// in that round. A volley without an icon offers no shot.
#[test]
fn chain_shot_brings_the_masts_down_and_no_further() {
    // Lucía wins the contest; her two cannons roll an icon and a 3 (Cannons).
    let (mut s, a, b) = duel("S* SS FF S3", |st, a, b| {
        st.seats[a].weapons = vec![SpecialWeapon::ChainShot];
        st.seats[b].ship.as_mut().unwrap().hits.masts = 1;
    });
    open_fire(&mut s, b);
    assert_eq!(
        s.decision().unwrap().kind,
        DecisionKind::Battle {
            step: BattleStepKind::Aim
        }
    );
    pick(&mut s, Choice::SpendWeapon(SpecialWeapon::ChainShot));
    let hb = hits(&s, b);
    assert_eq!(
        (hb.masts, hb.hull, hb.cannons, hb.crew),
        (0, 3, 1, 3),
        "the icon took the last mast, the 3 a cannon"
    );
    assert!(s.state().seats[a].weapons.is_empty());
    // Destroyed masts: one die, and Shoot only.
    let d = s.decision().unwrap();
    assert_eq!(d.seat, a);
    pick(&mut s, Choice::Declare(NavalAction::Shoot));
    assert_eq!(
        s.decision().unwrap().options,
        vec![Choice::Declare(NavalAction::Shoot)]
    );

    // Masts already down: the icon and a numbered Masts hit both stay off the hull (the
    // dismasted ship rolls one die in the contest).
    let (mut s, _, b) = duel("S* SS F S1", |st, a, b| {
        st.seats[a].weapons = vec![SpecialWeapon::ChainShot];
        st.seats[b].ship.as_mut().unwrap().hits.masts = 0;
    });
    open_fire(&mut s, b);
    pick(&mut s, Choice::SpendWeapon(SpecialWeapon::ChainShot));
    let hb = hits(&s, b);
    assert_eq!((hb.masts, hb.hull, hb.cannons, hb.crew), (0, 3, 2, 3));

    // No icon rolled (a 3 and a 4): no shot is offered, the token is kept, the hits land.
    let (mut s, a, b) = duel("S* SS FF 34", |st, a, _| {
        st.seats[a].weapons = vec![SpecialWeapon::ChainShot];
    });
    open_fire(&mut s, b);
    assert_ne!(
        s.decision().unwrap().kind,
        DecisionKind::Battle {
            step: BattleStepKind::Aim
        }
    );
    assert_eq!(s.state().seats[a].weapons, vec![SpecialWeapon::ChainShot]);
    let hb = hits(&s, b);
    assert_eq!((hb.masts, hb.cannons, hb.crew), (3, 1, 2));
}

// M&M rules: SPECIAL WEAPONS, Grapeshot (player aid: "each 🏴 you rolled inflicts a hit to your
// enemy's Crew") — the icon goes to the crew, the numbered Masts hit to the masts.
#[test]
fn grapeshot_sends_only_its_icons_to_the_crew() {
    let (mut s, _, b) = duel("S* SS FF S1", |st, a, _| {
        st.seats[a].weapons = vec![SpecialWeapon::Grapeshot];
    });
    open_fire(&mut s, b);
    pick(&mut s, Choice::SpendWeapon(SpecialWeapon::Grapeshot));
    let hb = hits(&s, b);
    assert_eq!((hb.masts, hb.hull, hb.cannons, hb.crew), (2, 3, 2, 2));
}

/// Fight a round with no winner and no hits, to reach round two.
const QUIET_ROUND: &str = "FF FF";

// M&M rules: NAVAL COMBAT, Board win → CREW COMBAT: LEADERSHIP rolls, hits up to one's crew;
// who loses the last crew loses and dies; GLORY: a point for the winner; PLUNDER: gold and
// the rest; the loser's mission is discarded.
#[test]
fn boarding_wins_crew_combat_and_plunder() {
    // Scout, a quiet round; round two Lucía boards and wins SS vs FF (Margaret's loss with no
    // success fires nothing); crew combat SS vs FF twice: Margaret's 3 crew go 1, then 0.
    let spec = format!("S* {QUIET_ROUND} SS FF SS FF SS FF");
    let (mut s, a, b) = duel(&spec, |st, _, b| st.seats[b].gold = 7);
    let gold = s.state().seats[a].gold;
    open_fire(&mut s, b);
    pick(&mut s, Choice::Declare(NavalAction::Board));
    let events = pick(&mut s, Choice::Declare(NavalAction::Shoot));
    assert!(events.contains(&GameEvent::Boarded {
        side: Side::Captain(a)
    }));
    assert!(events.contains(&GameEvent::GloryGained {
        seat: a,
        reason: GloryReason::Defeat
    }));
    assert_eq!(hits(&s, b).crew, 0);
    assert_eq!(
        s.decision().unwrap().kind,
        DecisionKind::Battle {
            step: BattleStepKind::Plunder
        }
    );
    pick(&mut s, Choice::TakeGold);
    assert_eq!(s.state().seats[a].gold, gold + 7);
    let captain = s.state().seats[b].captain;
    let events = pick(&mut s, Choice::Done);
    assert!(events.contains(&GameEvent::CaptainDied { seat: b, captain }));
    assert_eq!(
        ended(&events),
        Some(BattleEnd::Won {
            winner: Side::Captain(a),
            loser: Side::Captain(b)
        })
    );
    assert!(s.state().seats[b].ship.is_none());
    assert!(s.state().battle.is_none());
    // The scout action is spent; the turn goes on.
    assert_eq!(s.decision().unwrap().seat, a);
    assert_eq!(
        s.decision().unwrap().kind,
        DecisionKind::Action { actions_left: 2 }
    );
}

// M&M rules: PLUNDER, player captains ("you may take the player's ... rumor card") and
// Acquire a rumor ("You may only have 1 rumor card at a time; if you get another, choose
// which to keep and shuffle the other back into the deck") — a winner holding a rumor takes
// the loser's, sees both, keeps one.
#[test]
fn a_winner_holding_a_rumor_chooses_which_to_keep() {
    let spec = format!("S* {QUIET_ROUND} SS FF SS FF SS FF");
    let (mut s, a, b) = duel(&spec, |st, a, b| {
        for seat in [a, b] {
            st.seats[seat].rumor = st.decks.rumors.pop();
        }
    });
    let (mine, theirs) = (
        s.state().seats[a].rumor.unwrap(),
        s.state().seats[b].rumor.unwrap(),
    );
    open_fire(&mut s, b);
    pick(&mut s, Choice::Declare(NavalAction::Board));
    pick(&mut s, Choice::Declare(NavalAction::Shoot));
    pick(&mut s, Choice::TakeRumor);
    let d = s.decision().unwrap();
    assert_eq!(d.seat, a);
    assert_eq!(
        d.options,
        vec![Choice::KeepRumor(mine), Choice::KeepRumor(theirs)]
    );
    let events = pick(&mut s, Choice::KeepRumor(theirs));
    assert!(events.contains(&GameEvent::RumorReturned { seat: a }));
    assert_eq!(s.state().seats[a].rumor, Some(theirs));
    assert_eq!(s.state().seats[b].rumor, None);
    assert!(s.state().decks.rumors.contains(&mine), "shuffled back");
    s.check_invariants().unwrap();
    // Plunder goes on, with no rumor left to take.
    assert!(!offers(&s, Choice::TakeRumor));
    assert!(offers(&s, Choice::Done));
}

// M&M rules: CREW COMBAT — both crews gone in one round: the most successes wins.
#[test]
fn both_crews_gone_at_once_goes_to_the_most_successes() {
    let spec = format!("S* {QUIET_ROUND} SS FF SS SF");
    let (mut s, a, b) = duel(&spec, |st, a, b| {
        st.seats[a].ship.as_mut().unwrap().hits.crew = 1;
        st.seats[b].ship.as_mut().unwrap().hits.crew = 1;
    });
    open_fire(&mut s, b);
    pick(&mut s, Choice::Declare(NavalAction::Board));
    pick(&mut s, Choice::Declare(NavalAction::Shoot));
    assert_eq!((hits(&s, a).crew, hits(&s, b).crew), (0, 0));
    assert_eq!(s.decision().unwrap().seat, a, "Lucía plunders");
}

// PLUNDER, Claiming ships: the winner may take the beaten ship; its own ship's mods go back.
#[test]
fn the_winner_may_claim_the_beaten_ship() {
    let spec = format!("S* {QUIET_ROUND} SS FF SS FF SS FF");
    let (mut s, a, b) = duel(&spec, |st, a, b| {
        st.seats[b].ship.as_mut().unwrap().class = ShipClass::Frigate;
        st.seats[b].ship.as_mut().unwrap().hits = HitTrack::full(data().ship(ShipClass::Frigate));
        fit_mod(st, a, ShipModKind::ExtraHammocks);
        st.seats[b].ship.as_mut().unwrap().hits.crew = 2;
    });
    open_fire(&mut s, b);
    pick(&mut s, Choice::Declare(NavalAction::Board));
    pick(&mut s, Choice::Declare(NavalAction::Shoot));
    pick(&mut s, Choice::ClaimShip);
    let ship = s.state().seats[a].ship.clone().unwrap();
    assert_eq!(ship.class, ShipClass::Frigate);
    assert_eq!(ship.hits.crew, 3, "Lucía's three crew move over");
    // Lucía's old Brig had hammocks: the token goes to a port she picks, then plunder goes on.
    assert_eq!(s.decision().unwrap().kind, DecisionKind::PlaceMods);
    let port = s.decision().unwrap().options[0];
    pick(&mut s, port);
    assert!(s.check_invariants().is_ok());
    pick(&mut s, Choice::Done);
    assert!(s.state().battle.is_none());
    assert!(s.check_invariants().is_ok());
}

// M&M rules: NAVAL COMBAT, Flee win — escape only if the opponent made no successes.
#[test]
fn fleeing_needs_a_win_and_an_empty_enemy_roll() {
    let spec = format!("S* {QUIET_ROUND} SS FF");
    let (mut s, a, b) = duel(&spec, |_, _, _| {});
    open_fire(&mut s, b);
    pick(&mut s, Choice::Declare(NavalAction::Flee));
    let events = pick(&mut s, Choice::Declare(NavalAction::Shoot));
    assert_eq!(
        ended(&events),
        Some(BattleEnd::Escaped {
            side: Side::Captain(a)
        })
    );
    assert!(s.state().battle.is_none());

    // Won, but the enemy had a success: no escape, and its one hit lands.
    let spec = format!("S* {QUIET_ROUND} SS SF 3");
    let (mut s, a, b) = duel(&spec, |_, _, _| {});
    open_fire(&mut s, b);
    pick(&mut s, Choice::Declare(NavalAction::Flee));
    let events = pick(&mut s, Choice::Declare(NavalAction::Shoot));
    assert_eq!(ended(&events), None);
    assert_eq!(hits(&s, a).cannons, 1);
    assert!(events.contains(&GameEvent::NavalRound { round: 3 }));
}

// M&M rules: Hit Locations — hits to a destroyed location go to the hull; a destroyed hull sinks
// the ship and its captain dies; GLORY for the survivor; Rewards: 5 gold per bounty for a
// pirate, from a nation with no bounty on the winner.
#[test]
fn sinking_a_pirate_pays_glory_and_the_reward() {
    let (mut s, a, b) = duel("S* SS F 11", |st, _, b| {
        let ship = st.seats[b].ship.as_mut().unwrap();
        ship.hits.masts = 0;
        ship.hits.hull = 1;
        st.seats[b].bounties = [0, 0, 2, 0];
    });
    let gold = s.state().seats[a].gold;
    open_fire(&mut s, b);
    let state = s.state();
    assert!(state.seats[b].ship.is_none(), "Margaret went down");
    assert_eq!(state.seats[a].glory, 1);
    assert_eq!(state.seats[a].gold, gold + 10);
    assert_eq!(
        state.seats[b].bounties, [0; 4],
        "a dead captain's bounties go"
    );
}

// M&M rules: Rewards — "you cannot get a reward from a nation ... which your nation is at war
// with": the winner takes the reward of another nation on the pirate's head.
#[test]
fn no_reward_from_a_nation_at_war_with_the_winners() {
    let d = data();
    let mut nations = None;
    let (mut s, a, b) = duel("S* SS F 11", |st, a, b| {
        let ship = st.seats[b].ship.as_mut().unwrap();
        ship.hits.masts = 0;
        ship.hits.hull = 1;
        let home = d.captain(st.seats[a].captain).nation;
        let others: Vec<Nation> = Nation::ALL.into_iter().filter(|n| *n != home).collect();
        // Two bounties of a nation at war with the winner's, one of another nation.
        st.seats[b].bounties[others[0].index()] = 2;
        st.seats[b].bounties[others[1].index()] = 1;
        st.war = Some([home, others[0]]);
        nations = Some((others[0], others[1]));
    });
    let (enemy, other) = nations.unwrap();
    let gold = s.state().seats[a].gold;
    let events = open_fire(&mut s, b);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, GameEvent::RewardClaimed { nation, .. } if *nation == enemy))
    );
    assert!(events.contains(&GameEvent::RewardClaimed {
        seat: a,
        nation: other,
        gold: 5
    }));
    assert_eq!(s.state().seats[a].gold, gold + 5);
}

// M&M rules: Hits inflicted by 2 players the same round are simultaneous — both may sink, and
// a captain who sinks with the enemy gains no glory.
#[test]
fn both_ships_can_sink_together() {
    let (mut s, a, b) = duel("S* S S 1 1", |st, a, b| {
        for seat in [a, b] {
            let ship = st.seats[seat].ship.as_mut().unwrap();
            ship.hits.masts = 0;
            ship.hits.hull = 1;
        }
    });
    let events = open_fire(&mut s, b);
    assert_eq!(ended(&events), Some(BattleEnd::BothSunk));
    assert!(s.state().seats[a].ship.is_none() && s.state().seats[b].ship.is_none());
    assert_eq!(s.state().seats[a].glory + s.state().seats[b].glory, 0);
    assert!(s.check_invariants().is_ok());
}

// M&M rules: NAVAL COMBAT, 2. — one more die for MANEUVERABILITY 2 or more higher.
#[test]
fn a_nimbler_ship_rolls_one_more_die() {
    let (mut s, a, b) = duel("S* FFF FF", |st, a, b| {
        st.seats[a].ship.as_mut().unwrap().class = ShipClass::Sloop;
        st.seats[a].ship.as_mut().unwrap().hits = HitTrack::full(data().ship(ShipClass::Sloop));
        st.seats[b].ship.as_mut().unwrap().class = ShipClass::Flute;
        st.seats[b].ship.as_mut().unwrap().hits = HitTrack::full(data().ship(ShipClass::Flute));
    });
    let events = open_fire(&mut s, b);
    let dice: Vec<(Seat, usize)> = events
        .iter()
        .filter_map(|e| match e {
            GameEvent::DiceRolled {
                by: Side::Captain(seat),
                faces,
                ..
            } => Some((*seat, faces.len())),
            _ => None,
        })
        .collect();
    assert_eq!(dice, vec![(a, 3), (b, 2)]);
}

// M&M rules: SPECIAL WEAPONS, Grappling hooks — after a contest where you board, discard them to
// re-roll your dice (we re-roll the failed ones).
#[test]
fn grappling_hooks_reroll_a_boarders_failed_dice() {
    // Round two: Lucía boards with FF against SF; the hooks re-roll both: SS wins 2 to 1.
    // Margaret's shoot loss fires 1 hit (rolled 2: cargo); then crew combat SS FF twice.
    let spec = format!("S* {QUIET_ROUND} FF SF SS 2 SS FF SS FF");
    let (mut s, a, b) = duel(&spec, |st, a, _| {
        st.seats[a].weapons = vec![SpecialWeapon::GrapplingHooks]
    });
    open_fire(&mut s, b);
    pick(&mut s, Choice::Declare(NavalAction::Board));
    pick(&mut s, Choice::Declare(NavalAction::Shoot));
    assert_eq!(
        s.decision().unwrap().kind,
        DecisionKind::Battle {
            step: BattleStepKind::Grapple
        }
    );
    let events = pick(&mut s, Choice::SpendWeapon(SpecialWeapon::GrapplingHooks));
    assert!(events.contains(&GameEvent::Grappled { seat: a }));
    assert!(events.contains(&GameEvent::Boarded {
        side: Side::Captain(a)
    }));
    assert_eq!(hits(&s, a).cargo, 3);
}

// SHIP MODIFICATIONS: Long guns fire before the first round, a die per cannon; Swivel guns fire
// 2 dice before crew combat.
#[test]
fn long_guns_and_swivel_guns() {
    // Long guns: 2 dice SS, hits rolled 1 and 4; then round one FF FF.
    let (mut s, a, b) = duel("S* SS 14 FF FF", |st, a, _| {
        fit_mod(st, a, ShipModKind::LongGuns)
    });
    let events = pick(&mut s, Choice::Scout(ScoutTarget::Captain(b)));
    assert!(events.contains(&GameEvent::NavalRound { round: 1 }));
    let hb = hits(&s, b);
    assert_eq!((hb.masts, hb.crew), (2, 2));
    let _ = a;

    // Swivel guns: Margaret's crew 3 takes the swivel hit (S*), then crew combat S F / F F ...
    let spec = format!("S* {QUIET_ROUND} SS FF S* SS FF");
    let (mut s, a, b) = duel(&spec, |st, a, _| fit_mod(st, a, ShipModKind::SwivelGuns));
    open_fire(&mut s, b);
    pick(&mut s, Choice::Declare(NavalAction::Board));
    pick(&mut s, Choice::Declare(NavalAction::Shoot));
    assert_eq!(
        hits(&s, b).crew,
        0,
        "1 swivel hit, then 2 in the first round"
    );
    assert_eq!(s.decision().unwrap().seat, a);
}

// SHIP MODIFICATIONS: Chasers — a hit after anyone declares Flee; face up again after combat.
#[test]
fn chasers_fire_at_a_flee() {
    // Round two: Margaret flees; Lucía shoots and wins SS FF with 2 cannons + 1 chaser: 1 2 3.
    let spec = format!("S* {QUIET_ROUND} SS FF 123 FF FF");
    let (mut s, a, b) = duel(&spec, |st, a, _| fit_mod(st, a, ShipModKind::Chasers));
    open_fire(&mut s, b);
    pick(&mut s, Choice::Declare(NavalAction::Shoot));
    let events = pick(&mut s, Choice::Declare(NavalAction::Flee));
    let hb = hits(&s, b);
    assert_eq!((hb.masts, hb.cargo, hb.cannons), (2, 3, 1));
    assert!(s.state().seats[a].ship.as_ref().unwrap().mods[0].flipped);
    assert_eq!(ended(&events), None);
}

// Captain abilities: Weather Gauge (+1 SEAMANSHIP die in round one), Boarding Axe (+1
// LEADERSHIP die in crew combat's first round), Iron Discipline (at most 1 crew lost a round),
// Harbour Pilot (a SEAMANSHIP die rolled again, in a naval contest too).
#[test]
fn combat_abilities() {
    let (s, a, b) = duel("", |_, _, _| {});
    let d = data();
    let swap = |st: &mut GameState, seat: Seat, name: &str| {
        let want = captain(&d, name);
        if let Some(i) = st.decks.captains.iter().position(|c| *c == want) {
            st.decks.captains[i] = st.seats[seat].captain;
            st.seats[seat].captain = want;
        }
    };
    let rolled = |events: &[GameEvent], who: Seat, skill: spanish_main::content::Skill| {
        events
            .iter()
            .filter_map(|e| match e {
                GameEvent::DiceRolled {
                    by: Side::Captain(seat),
                    skill: k,
                    faces,
                    ..
                } if *seat == who && *k == skill => Some(faces.len()),
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    use spanish_main::content::Skill::{Leadership, Seamanship};
    // Eleanor Hawkridge (SEAMANSHIP 4) rolls 5 in round one.
    let mut s1 = edited(&s, |st| {
        swap(st, a, "Eleanor Hawkridge");
        st.rng = rng_dice("S* FFFFF FF");
    });
    let events = open_fire(&mut s1, b);
    assert_eq!(rolled(&events, a, Seamanship), vec![5]);

    // Amélie Duroc (LEADERSHIP 3) rolls 4 in crew combat's first round, and 3 hits end it.
    let mut s2 = edited(&s, |st| {
        swap(st, a, "Amélie Duroc");
        st.rng = rng_dice("S** FFF FF SSS FF SSSS FF");
    });
    open_fire(&mut s2, b);
    pick(&mut s2, Choice::Declare(NavalAction::Board));
    let events = pick(&mut s2, Choice::Declare(NavalAction::Shoot));
    assert_eq!(rolled(&events, a, Leadership), vec![4]);
    assert_eq!(hits(&s2, b).crew, 0);

    // Diego Saavedra (LEADERSHIP 4) loses one crew a round, whatever Lucía rolls: 3 rounds.
    let spec = format!("S* {QUIET_ROUND} SS FF SS FFFF SS FFFF SS FFFF");
    let mut s3 = edited(&s, |st| {
        swap(st, b, "Diego Saavedra");
        st.rng = rng_dice(&spec);
    });
    open_fire(&mut s3, b);
    pick(&mut s3, Choice::Declare(NavalAction::Board));
    let events = pick(&mut s3, Choice::Declare(NavalAction::Shoot));
    assert_eq!(rolled(&events, a, Leadership), vec![2, 2, 2]);
    assert_eq!(hits(&s3, b).crew, 0);

    // Isabel Montoya (SEAMANSHIP 3), defending, rolls her lowest failed contest die again.
    let mut s4 = edited(&s, |st| {
        swap(st, b, "Isabel Montoya");
        st.rng = rng_dice("S* FF S12 S");
    });
    let events = open_fire(&mut s4, b);
    assert_eq!(rolled(&events, b, Seamanship), vec![3, 1]);
    assert!(events.contains(&GameEvent::ContestWon {
        side: Some(Side::Captain(b))
    }));
}

// Every battle decision is playable by the random captain to the end, invariants holding.
#[test]
fn random_battles_keep_the_invariants() {
    for seed in 0..40 {
        let (s, a, b) = duel("", |st, a, b| {
            // Every weapon, Seas of Glory's MODULE 2 too.
            st.config
                .seas
                .set(spanish_main::content::Switch::Weapons, true);
            st.seats[a].weapons = SpecialWeapon::ALL.to_vec();
            st.seats[b].weapons = vec![SpecialWeapon::Grapeshot];
            fit_mod(st, a, ShipModKind::Chasers);
            fit_mod(st, b, ShipModKind::SwivelGuns);
            // Combat cards for every moment, so their windows open too.
            for name in ["Old Salt at the Helm", "Second Wind", "Cutlasses Drawn"] {
                give_glory(st, a, name);
            }
            for name in ["Brace the Timbers", "Boarding Nets", "Into the Fog Bank"] {
                give_glory(st, b, name);
            }
        });
        let mut s = edited(&s, |st| {
            st.rng = spanish_main::rules::rng::GameRng::from_seed(seed)
        });
        let mut ai = spanish_main::rules::rng::GameRng::from_seed(seed + 77);
        let mut fought = false;
        for _ in 0..2000 {
            let Some(d) = s.decision() else { break };
            if d.seat == a && d.options.contains(&Choice::Scout(ScoutTarget::Captain(b))) && !fought
            {
                s.choose(Choice::Scout(ScoutTarget::Captain(b))).unwrap();
                fought = true;
            } else {
                let c = d.options[ai.below(d.options.len())];
                s.choose(c).unwrap();
            }
            s.check_invariants().unwrap();
            if fought && s.state().battle.is_none() {
                break;
            }
        }
    }
}

// Captain abilities: Smuggler's Hold — one of Colette Marchand's cards cannot be plundered.
#[test]
fn smugglers_hold_keeps_a_card_from_the_plunderer() {
    let d = data();
    let spec = format!("S* {QUIET_ROUND} SS FF SS FF SS FF");
    let (mut s, a, b) = duel(&spec, |st, _, b| {
        let want = captain(&d, "Colette Marchand");
        if let Some(i) = st.decks.captains.iter().position(|c| *c == want) {
            st.decks.captains[i] = st.seats[b].captain;
            st.seats[b].captain = want;
        }
        for _ in 0..2 {
            let c = st.decks.cargo.pop().unwrap();
            st.seats[b].cargo.push(c);
        }
    });
    let cards = s.state().seats[b].cargo.clone();
    open_fire(&mut s, b);
    pick(&mut s, Choice::Declare(NavalAction::Board));
    pick(&mut s, Choice::Declare(NavalAction::Shoot));
    assert!(offers(&s, Choice::TakeCargo(cards[0])));
    assert!(
        !offers(&s, Choice::TakeCargo(cards[1])),
        "the last-stowed card is hidden"
    );
    pick(&mut s, Choice::TakeCargo(cards[0]));
    assert!(s.state().seats[a].cargo.contains(&cards[0]));
}

// DYING: a defender sunk in the aggressor's turn dies there; its ship's mods go to ports the
// defender picks, and then the aggressor's turn goes on (the scout action spent).
#[test]
fn a_defender_sunk_in_anothers_turn_places_its_mods_and_the_turn_goes_on() {
    let (mut s, a, b) = duel("S* SS F 11", |st, _, b| {
        fit_mod(st, b, ShipModKind::ExtraHammocks);
        let ship = st.seats[b].ship.as_mut().unwrap();
        ship.hits.masts = 0;
        ship.hits.hull = 1;
    });
    open_fire(&mut s, b);
    assert!(s.state().seats[b].ship.is_none());
    let d = s.decision().unwrap();
    assert_eq!((d.seat, d.kind), (b, DecisionKind::PlaceMods));
    let port = d.options[0];
    pick(&mut s, port);
    let d = s.decision().unwrap();
    assert_eq!(d.seat, a);
    assert_eq!(d.kind, DecisionKind::Action { actions_left: 2 });
    s.check_invariants().unwrap();
}

// DYING: with no captain card left to draw the game ends; the sunk ship's mods still go back
// to the board (every token stays in play).
#[test]
fn no_captain_left_still_returns_the_mods() {
    let (mut s, _, b) = duel("S* SS F 11", |st, _, b| {
        fit_mod(st, b, ShipModKind::LongGuns);
        let ship = st.seats[b].ship.as_mut().unwrap();
        ship.hits.masts = 0;
        ship.hits.hull = 1;
        let gone = std::mem::take(&mut st.decks.captains);
        st.decks.captain_discard.extend(gone);
    });
    open_fire(&mut s, b);
    assert!(s.is_over());
    s.check_invariants().unwrap();
    let on_board = s
        .state()
        .board
        .ship_mods
        .iter()
        .filter(|m| m.is_some_and(|t| t.kind == ShipModKind::LongGuns))
        .count();
    assert_eq!(on_board, 2);
}

// WINNING / DYING: two captains sinking together with no captain card left end the game once.
#[test]
fn two_deaths_with_no_captain_left_end_the_game_once() {
    let (mut s, a, b) = duel("S* S S 1 1", |st, a, b| {
        for seat in [a, b] {
            let ship = st.seats[seat].ship.as_mut().unwrap();
            ship.hits.masts = 0;
            ship.hits.hull = 1;
        }
        let gone = std::mem::take(&mut st.decks.captains);
        st.decks.captain_discard.extend(gone);
    });
    let events = open_fire(&mut s, b);
    let ends = events
        .iter()
        .filter(|e| matches!(e, GameEvent::GameEnded { .. }))
        .count();
    assert_eq!(ends, 1);
    assert!(s.is_over());
    s.check_invariants().unwrap();
    let _ = a;
}

// Claim a mission: a mission may ask for a captain beaten at sea ("The Admiralty Commission": a
// pirate; "A Matter of Honour": anyone). Sinking the enemy and surviving does the deed; beating
// a captain with no bounty does not do the pirate hunter's.
#[test]
fn a_victory_does_the_deed_a_mission_asks_for() {
    for (mission, pirate, done) in [
        ("The Admiralty Commission", true, true),
        ("The Admiralty Commission", false, false),
        ("A Matter of Honour", false, true),
    ] {
        let mut m = spanish_main::content::MissionId(0);
        // Scout; Lucía wins the contest and fires both cannons at the masts of Margaret's
        // battered Brig: the second hit goes on to the last point of hull, and it sinks.
        let (s, a, b) = duel("S* SS FF 11", |st, a, b| {
            m = hold_mission(st, a, mission);
            st.seats[b].bounties = [u8::from(pirate), 0, 0, 0];
            let h = &mut st.seats[b].ship.as_mut().unwrap().hits;
            (h.masts, h.hull) = (1, 1);
        });
        let mut s = s;
        let events = open_fire(&mut s, b);
        let won = events.iter().any(|e| {
            matches!(e, GameEvent::BattleEnded { end: BattleEnd::Won { winner, .. } } if *winner == Side::Captain(a))
        });
        assert!(won, "{mission}: {events:?}");
        assert_eq!(
            events.contains(&GameEvent::MissionDeedDone {
                seat: a,
                mission: m
            }),
            done,
            "{mission}"
        );
    }
}
