//! B. SCOUT and MERCHANT RAIDS, played through the session's door.

use crate::common::*;
use spanish_main::content::{
    CargoCardId, HitLocation, Nation, ShipClass, ShipModKind, SpecialWeapon, ZoneId,
};
use spanish_main::rules::state::RaidStep;
use spanish_main::rules::*;

/// The zone of a port, by key.
pub(crate) fn zone_of(s: &Session, port: &str) -> ZoneId {
    s.data().port(s.data().port_by_key(port).unwrap()).zone
}

/// Make the merchant in `zone` fly `nation` (swapping tokens, so every token stays one).
pub(crate) fn merchant(st: &mut GameState, zone: ZoneId, nation: Nation) {
    let z = zone.0 as usize;
    if st.board.merchants[z] == Some(nation) {
        return;
    }
    let other = st
        .board
        .merchants
        .iter()
        .position(|m| *m == Some(nation))
        .expect("a token of that nation at sea");
    st.board.merchants.swap(z, other);
}

/// A Brig at sea off `port`, captained by Lucía Arana (no raid ability), with the merchant there
/// flying `nation`, cargo cards `cards` on top of the deck, and the next rolls as `rolls`.
pub(crate) fn raider(
    port: &str,
    nation: Nation,
    cards: &[u8],
    rolls: &[(u8, u8)],
) -> (Session, Seat) {
    raider_in(ShipClass::Brig, port, nation, cards, rolls)
}

/// As [`raider`], in a ship of `class`.
pub(crate) fn raider_in(
    class: ShipClass,
    port: &str,
    nation: Nation,
    cards: &[u8],
    rolls: &[(u8, u8)],
) -> (Session, Seat) {
    let (s, seat) = at_sea(data(), "Lucía Arana", port, class);
    let zone = zone_of(&s, port);
    let s = edited(&s, |st| {
        merchant(st, zone, nation);
        stack_cargo(st, cards);
        st.rng = rng_counts(rolls);
    });
    (s, seat)
}

/// Scout for the merchant here (the roll must find it) and raid it as `nation`; the events of
/// the raid's start.
pub(crate) fn raid_as(s: &mut Session, nation: Nation) -> Vec<GameEvent> {
    pick(s, Choice::Scout(ScoutTarget::Merchant));
    pick(s, Choice::RaidAs(nation))
}

/// Put `n` cards from the bottom of the cargo deck in the seat's hold.
pub(crate) fn fill_hold(st: &mut GameState, seat: Seat, n: usize) {
    for _ in 0..n {
        let c = st.decks.cargo.remove(0);
        st.seats[seat].cargo.push(c);
    }
}

fn gold(s: &Session, seat: Seat) -> i32 {
    s.state().seats[seat].gold
}

pub(crate) fn raid_cards(s: &Session) -> Vec<CargoCardId> {
    match &s.state().raid.as_ref().expect("a raid").step {
        RaidStep::Working { cards, .. } | RaidStep::Loot { cards } => cards.clone(),
        RaidStep::Found { .. } => vec![],
    }
}

fn actions_left(s: &Session) -> Option<u8> {
    match s.state().phase {
        Phase::Actions { actions_left, .. } => Some(actions_left),
        _ => None,
    }
}

// M&M rules: B. SCOUT — at sea only, one roll, never the same target twice in a turn; a miss
// spends the action and leaves the merchant where it is.
#[test]
fn scouting_is_for_the_sea_and_once_per_target_per_turn() {
    let (s, _) = in_port(data(), "Lucía Arana", "port_royal", ShipClass::Brig);
    assert!(
        !offers(&s, Choice::Scout(ScoutTarget::Merchant)),
        "not from port"
    );

    let (mut s, seat) = raider("port_royal", Nation::English, &[], &[(2, 0)]);
    let zone = zone_of(&s, "port_royal");
    let events = pick(&mut s, Choice::Scout(ScoutTarget::Merchant));
    assert!(events.contains(&GameEvent::Scouted {
        seat,
        target: ScoutTarget::Merchant,
        found: false
    }));
    assert_eq!(actions_left(&s), Some(2));
    assert!(s.state().board.merchants[zone.0 as usize].is_some());
    assert!(
        !offers(&s, Choice::Scout(ScoutTarget::Merchant)),
        "not twice"
    );
    // Another zone's merchant is another target.
    let next = s.data().zone(zone).neighbours[0];
    pick(
        &mut s,
        Choice::Move {
            to: Location::Zone(next),
            entry: Entry::Free,
        },
    );
    assert_eq!(
        offers(&s, Choice::Scout(ScoutTarget::Merchant)),
        s.state().board.merchants[next.0 as usize].is_some()
    );
}

// M&M rules: MERCHANT RAIDS, Merchant tokens — a merchant found is removed and revealed; its
// nation is the token's or the zone's; letting it sail still puts the token on the track.
#[test]
fn a_found_merchant_flies_the_token_or_the_zone_flag_and_may_sail_away() {
    let (mut s, seat) = raider("port_royal", Nation::Dutch, &[], &[(2, 1)]);
    let zone = zone_of(&s, "port_royal");
    let track = s.state().decks.merchant_track.len();
    let events = pick(&mut s, Choice::Scout(ScoutTarget::Merchant));
    assert!(events.contains(&GameEvent::MerchantFound {
        seat,
        zone,
        token: Nation::Dutch
    }));
    assert_eq!(s.state().board.merchants[zone.0 as usize], None);
    assert_eq!(s.state().decks.merchant_track.len(), track + 1);
    let d = s.decision().unwrap();
    assert_eq!(
        d.options,
        vec![
            Choice::RaidAs(Nation::Dutch),
            Choice::RaidAs(Nation::English),
            Choice::LetSail
        ]
    );
    // Everyone sees the token turned up.
    let other = (seat + 1) % 2;
    assert_eq!(s.observation(other).raid.unwrap().token, Nation::Dutch);
    pick(&mut s, Choice::LetSail);
    assert!(s.state().raid.is_none());
    assert_eq!(actions_left(&s), Some(2));
    assert_eq!(s.state().seats[seat].bounties, [0; 4]);
    assert_eq!(s.state().decks.merchant_track.len(), track + 1);
}

// M&M rules: MERCHANT RAIDS — only with no destroyed hit location.
#[test]
fn no_raid_with_a_destroyed_location() {
    let (s, seat) = raider("port_royal", Nation::English, &[], &[(2, 1)]);
    let mut s = edited(&s, |st| {
        st.seats[seat].ship.as_mut().unwrap().hits.cannons = 0
    });
    pick(&mut s, Choice::Scout(ScoutTarget::Merchant));
    assert_eq!(s.decision().unwrap().options, vec![Choice::LetSail]);
}

// M&M rules: BOUNTIES AND REWARDS (a. starting combat with a non-pirate, raids included; at
// most 5 per nation); MERCHANT RAIDS 1-3 (three cards face up, a SEAMANSHIP roll, successes).
#[test]
fn a_raid_lays_a_bounty_turns_up_three_cards_and_counts_successes() {
    // Scouting 2 dice pass, then SEAMANSHIP 2 dice with 1 success.
    let (mut s, seat) = raider(
        "port_royal",
        Nation::English,
        &[12, 15, 16],
        &[(2, 1), (2, 1)],
    );
    let events = raid_as(&mut s, Nation::English);
    assert!(events.contains(&GameEvent::BountyGained {
        seat,
        nation: Nation::English
    }));
    assert_eq!(s.state().seats[seat].bounties, [1, 0, 0, 0]);
    assert_eq!(
        raid_cards(&s),
        vec![CargoCardId(12), CargoCardId(15), CargoCardId(16)]
    );
    let Some(RaidStep::Working {
        successes, failed, ..
    }) = s.state().raid.as_ref().map(|r| r.step.clone())
    else {
        panic!("raid under way")
    };
    assert_eq!((successes, failed), (1, 1));

    // The fifth bounty of a nation is the last.
    let (s, seat) = raider("port_royal", Nation::English, &[], &[(2, 1), (2, 0)]);
    let mut s = edited(&s, |st| st.seats[seat].bounties = [5, 0, 0, 0]);
    let events = raid_as(&mut s, Nation::English);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, GameEvent::BountyGained { .. }))
    );
    assert_eq!(s.state().seats[seat].bounties, [5, 0, 0, 0]);
}

// M&M rules: MERCHANT RAIDS 3 — each success draws, discards or exchanges one card; special
// weapons turn failed dice into successes.
#[test]
fn successes_draw_discard_and_exchange_and_weapons_add_successes() {
    let (s, seat) = raider(
        "port_royal",
        Nation::English,
        &[12, 15, 16, 7, 14, 13],
        &[(2, 1), (2, 1)],
    );
    let mut s = edited(&s, |st| {
        st.seats[seat].weapons = vec![SpecialWeapon::ChainShot, SpecialWeapon::Grapeshot]
    });
    raid_as(&mut s, Nation::English);
    assert!(offers(&s, Choice::SpendWeapon(SpecialWeapon::ChainShot)));
    pick(&mut s, Choice::RaidDraw);
    assert_eq!(raid_cards(&s).len(), 4);
    assert!(!offers(&s, Choice::RaidDraw), "the only success is spent");
    // The one failed die: one weapon converts it; the other is then not offered.
    pick(&mut s, Choice::SpendWeapon(SpecialWeapon::ChainShot));
    assert_eq!(
        s.state().seats[seat].weapons,
        vec![SpecialWeapon::Grapeshot]
    );
    assert!(!offers(&s, Choice::SpendWeapon(SpecialWeapon::Grapeshot)));
    pick(&mut s, Choice::RaidExchange(CargoCardId(7)));
    assert_eq!(
        raid_cards(&s),
        vec![
            CargoCardId(12),
            CargoCardId(15),
            CargoCardId(16),
            CargoCardId(14)
        ]
    );
    assert!(s.state().decks.cargo_discard.contains(&CargoCardId(7)));
    assert_eq!(
        s.decision().unwrap().options,
        vec![Choice::Done],
        "no successes left"
    );
}

// M&M rules: MERCHANT RAIDS — a successful raid: plunder = the cards' PLUNDER values; keep the
// cards there is room for; 12+ gold is a glory point.
#[test]
fn a_successful_raid_pays_its_plunder_and_the_hold_takes_what_fits() {
    // Cards 12 (3 gold), 15 (5), 16 (1): no hits, no escapes.
    let (mut s, seat) = raider(
        "port_royal",
        Nation::English,
        &[12, 15, 16],
        &[(2, 1), (2, 0)],
    );
    let before = gold(&s, seat);
    raid_as(&mut s, Nation::English);
    let events = pick(&mut s, Choice::Done);
    assert!(events.contains(&GameEvent::RaidEnded {
        seat,
        outcome: RaidOutcome::Plundered { gold: 9 }
    }));
    assert_eq!(gold(&s, seat), before + 9);
    assert_eq!(s.state().seats[seat].glory, 0, "9 gold is no glory");
    // The Brig carries 3: all three go aboard, and the raid is over.
    let held = s.state().seats[seat].cargo.len();
    assert_eq!(held, 0);
    pick(&mut s, Choice::TakeCargo(CargoCardId(15)));
    pick(&mut s, Choice::TakeCargo(CargoCardId(12)));
    pick(&mut s, Choice::TakeCargo(CargoCardId(16)));
    assert!(s.state().raid.is_none(), "nothing left: the raid is over");
    assert_eq!(actions_left(&s), Some(2));
    assert_eq!(s.state().seats[seat].cargo.len(), 3);

    // 5 + 4 + 3 = 12 gold: a glory point. Card 14 fires one hull hit, which lands.
    let (mut s, seat) = raider(
        "port_royal",
        Nation::English,
        &[15, 14, 12],
        &[(2, 1), (2, 0)],
    );
    raid_as(&mut s, Nation::English);
    let events = pick(&mut s, Choice::Done);
    assert!(events.contains(&GameEvent::GloryGained {
        seat,
        reason: spanish_main::rules::glory::GloryReason::RaidPlunder
    }));
    assert_eq!(s.state().seats[seat].ship.as_ref().unwrap().hits.hull, 2);
    // Leave the cards: they go to the discards.
    pick(&mut s, Choice::Done);
    assert!(s.state().decks.cargo_discard.contains(&CargoCardId(15)));
}

// M&M rules: MERCHANT RAIDS — a full hold may make room (our reading: throw own cargo over).
#[test]
fn a_full_hold_can_throw_cargo_over_for_plunder() {
    let (s, seat) = raider(
        "port_royal",
        Nation::English,
        &[12, 15, 16],
        &[(2, 1), (2, 0)],
    );
    let mut s = edited(&s, |st| fill_hold(st, seat, 4));
    raid_as(&mut s, Nation::English);
    pick(&mut s, Choice::Done);
    assert!(!offers(&s, Choice::TakeCargo(CargoCardId(15))));
    let mine = s.state().seats[seat].cargo[0];
    pick(&mut s, Choice::DiscardCargo(mine));
    pick(&mut s, Choice::TakeCargo(CargoCardId(15)));
    assert!(s.state().seats[seat].cargo.contains(&CargoCardId(15)));
}

// M&M rules: MERCHANT RAIDS — escape icons >= MANEUVERABILITY: the merchant escapes, and its
// hits still land.
#[test]
fn escapes_at_the_raiders_maneuverability_win_but_hits_land() {
    // Cards 7 (hull hit, 2 escapes) and 2 (2 escapes) and 0 (1 escape): 5 >= the brig's 2.
    let (mut s, seat) = raider("port_royal", Nation::English, &[7, 2, 0], &[(2, 1), (2, 0)]);
    let before = gold(&s, seat);
    raid_as(&mut s, Nation::English);
    let events = pick(&mut s, Choice::Done);
    assert!(events.contains(&GameEvent::RaidEnded {
        seat,
        outcome: RaidOutcome::Escaped
    }));
    assert_eq!(gold(&s, seat), before);
    assert_eq!(s.state().seats[seat].ship.as_ref().unwrap().hits.hull, 2);
    assert!(s.state().raid.is_none());
    assert_eq!(actions_left(&s), Some(2));
}

// M&M rules: MERCHANT RAIDS — a destroyed location fails the raid; further hits on it go to the
// hull; a destroyed hull sinks the raider, who dies.
#[test]
fn a_destroyed_location_fails_the_raid_and_a_destroyed_hull_sinks() {
    // Card 3 and 10 both hit the masts (at 1): the first destroys them, the second goes to the
    // hull.
    let (s, seat) = raider(
        "port_royal",
        Nation::English,
        &[3, 10, 12],
        &[(2, 1), (2, 0)],
    );
    let mut s = edited(&s, |st| {
        st.seats[seat].ship.as_mut().unwrap().hits.masts = 1
    });
    raid_as(&mut s, Nation::English);
    let events = pick(&mut s, Choice::Done);
    assert!(events.contains(&GameEvent::RaidEnded {
        seat,
        outcome: RaidOutcome::Failed
    }));
    let hits = s.state().seats[seat].ship.as_ref().unwrap().hits;
    assert_eq!((hits.masts, hits.hull), (0, 2));

    // Card 7 hits the hull, at 1: the raider sinks and the captain dies.
    let (s, seat) = raider(
        "port_royal",
        Nation::English,
        &[7, 12, 16],
        &[(2, 1), (2, 0)],
    );
    let mut s = edited(&s, |st| st.seats[seat].ship.as_mut().unwrap().hits.hull = 1);
    raid_as(&mut s, Nation::English);
    let events = pick(&mut s, Choice::Done);
    assert!(events.contains(&GameEvent::RaidEnded {
        seat,
        outcome: RaidOutcome::Sunk
    }));
    assert!(events.contains(&GameEvent::ShipSunk { seat }));
    assert!(s.state().seats[seat].ship.is_none());
    assert!(s.state().raid.is_none());
    // Dead in its own action: the turn ends once (issue 74).
    turn_passed_once(&s, &events, seat);
}

// M&M rules: SHIP MODIFICATIONS, Reinforced hull — flip to absorb a point of damage (spent, by
// our reading, on the first hit that would destroy a location).
#[test]
fn a_reinforced_hull_absorbs_the_hit_that_would_sink() {
    let (s, seat) = raider(
        "port_royal",
        Nation::English,
        &[7, 12, 16],
        &[(2, 1), (2, 0)],
    );
    let mut s = edited(&s, |st| {
        st.seats[seat].ship.as_mut().unwrap().hits.hull = 1;
        fit_mod(st, seat, ShipModKind::ReinforcedHull);
    });
    raid_as(&mut s, Nation::English);
    let events = pick(&mut s, Choice::Done);
    assert!(events.contains(&GameEvent::HitAbsorbed {
        seat,
        location: HitLocation::Hull
    }));
    let ship = s.state().seats[seat].ship.as_ref().unwrap();
    assert_eq!(ship.hits.hull, 1);
    assert!(ship.mods[0].flipped);
}

// M&M rules: Hit Locations and damage, Cargo — each point means one card less; the excess goes
// overboard at random.
#[test]
fn cargo_hits_throw_the_excess_overboard() {
    // Card 1 hits the cargo hold; the Brig holds 4 cards in 4 places.
    let (s, seat) = raider(
        "port_royal",
        Nation::English,
        &[1, 12, 16],
        &[(2, 1), (2, 0)],
    );
    let mut s = edited(&s, |st| fill_hold(st, seat, 4));
    raid_as(&mut s, Nation::English);
    let events = pick(&mut s, Choice::Done);
    assert!(events.iter().any(|e| matches!(
        e,
        GameEvent::CargoDiscarded { seat: x, cards } if *x == seat && cards.len() == 1
    )));
    assert_eq!(s.state().seats[seat].cargo.len(), 3);
}

// PORTS: Cartagena — no SCOUTING roll to find a Spanish merchant (it can then only be Spanish).
#[test]
fn cartagena_finds_a_spanish_merchant_without_a_roll() {
    let (mut s, seat) = raider("cartagena", Nation::Dutch, &[], &[(2, 0)]);
    let events = pick(&mut s, Choice::Scout(ScoutTarget::SpanishMerchant));
    assert_eq!(rolls(&events), 0);
    assert_eq!(
        s.decision().unwrap().options,
        vec![Choice::RaidAs(Nation::Spanish), Choice::LetSail]
    );
    assert_eq!(s.state().raid.as_ref().unwrap().seat, seat);
    // Elsewhere there is no such find.
    let (s, _) = raider("port_royal", Nation::Dutch, &[], &[(2, 0)]);
    assert!(!offers(&s, Choice::Scout(ScoutTarget::SpanishMerchant)));
}

// PORTS: Havana — a Spanish merchant raided here shows a fourth card, kept only with a hit.
#[test]
fn havana_adds_a_fourth_card_if_it_fires() {
    // Fourth card 16 has no hit: thrown out. Fourth card 1 hits: it stays.
    let (mut s, _) = raider(
        "havana",
        Nation::Spanish,
        &[12, 15, 9, 16],
        &[(2, 1), (2, 0)],
    );
    raid_as(&mut s, Nation::Spanish);
    assert_eq!(raid_cards(&s).len(), 3);
    assert!(s.state().decks.cargo_discard.contains(&CargoCardId(16)));
    let (mut s, _) = raider(
        "havana",
        Nation::Spanish,
        &[12, 15, 9, 1],
        &[(2, 1), (2, 0)],
    );
    raid_as(&mut s, Nation::Spanish);
    assert_eq!(raid_cards(&s).len(), 4);
    // Not for a merchant raided as another nation.
    let (mut s, _) = raider("havana", Nation::Dutch, &[12, 15, 9, 1], &[(2, 1), (2, 0)]);
    raid_as(&mut s, Nation::Dutch);
    assert_eq!(raid_cards(&s).len(), 3);
}

// PORTS: San Juan — raiding a Spanish merchant here adds 3 to the plunder.
#[test]
fn san_juan_adds_three_to_spanish_plunder() {
    let (mut s, seat) = raider(
        "san_juan",
        Nation::Spanish,
        &[12, 15, 16],
        &[(2, 1), (2, 0)],
    );
    raid_as(&mut s, Nation::Spanish);
    let events = pick(&mut s, Choice::Done);
    assert!(events.contains(&GameEvent::RaidEnded {
        seat,
        outcome: RaidOutcome::Plundered { gold: 12 }
    }));
    assert_eq!(s.state().seats[seat].glory, 1, "12 with the bonus");
}

// Captain abilities: Sharp Eyes re-rolls a failed SCOUTING roll for a merchant.
#[test]
fn sharp_eyes_scouts_again() {
    let (s, seat) = at_sea(data(), "Josiah Blackwood", "port_royal", ShipClass::Brig);
    let mut s = edited(&s, |st| st.rng = rng_counts(&[(3, 0), (3, 1)]));
    let events = pick(&mut s, Choice::Scout(ScoutTarget::Merchant));
    assert_eq!(rolls(&events), 2);
    assert!(events.contains(&GameEvent::Scouted {
        seat,
        target: ScoutTarget::Merchant,
        found: true
    }));
}

// Captain abilities: Harbour Pilot re-rolls one failed SEAMANSHIP die (once per turn), here
// in a raid.
#[test]
fn harbour_pilot_rerolls_a_failed_raid_die() {
    let (s, seat) = at_sea(data(), "Isabel Montoya", "port_royal", ShipClass::Brig);
    // Isabel: SCOUTING 3 (pass), SEAMANSHIP 3 (none), then the re-rolled die succeeds.
    let mut s = edited(&s, |st| st.rng = rng_counts(&[(3, 1), (3, 0), (1, 1)]));
    pick(&mut s, Choice::Scout(ScoutTarget::Merchant));
    let token = s.state().raid.as_ref().unwrap().token;
    let events = pick(&mut s, Choice::RaidAs(token));
    assert_eq!(rolls(&events), 2);
    let Some(RaidStep::Working {
        successes, failed, ..
    }) = s.state().raid.as_ref().map(|r| r.step.clone())
    else {
        panic!("raid under way")
    };
    assert_eq!((successes, failed), (1, 2));
    assert!(s.state().turn.seamanship_reroll_used);
    assert_eq!(s.state().raid.as_ref().unwrap().seat, seat);
}

// Every raid decision is playable to the end by the random captain, with invariants holding.
#[test]
fn random_raids_keep_the_invariants() {
    for seed in 0..30 {
        let (s, _) = raider("port_royal", Nation::English, &[], &[]);
        let mut s = edited(&s, |st| {
            st.rng = spanish_main::rules::rng::GameRng::from_seed(seed)
        });
        let mut ai = spanish_main::rules::rng::GameRng::from_seed(seed + 1000);
        for _ in 0..200 {
            let Some(d) = s.decision() else { break };
            let c = d.options[ai.below(d.options.len())];
            s.choose(c).unwrap();
            s.check_invariants().unwrap();
        }
    }
}

// Claim a mission: a mission may ask for a deed at sea before delivery (our deck: "The Dutch
// Grievance", an English merchant plundered). A successful raid as that nation does it; a raid
// as another nation does not.
#[test]
fn a_raid_does_the_deed_a_mission_asks_for() {
    for (mission, done) in [
        ("The Dutch Grievance", true),
        ("The Governor's Privateer", false),
    ] {
        let (s, seat) = raider(
            "port_royal",
            Nation::English,
            &[12, 15, 16],
            &[(2, 1), (2, 0)],
        );
        let mut m = spanish_main::content::MissionId(0);
        let mut s = edited(&s, |st| m = hold_mission(st, seat, mission));
        raid_as(&mut s, Nation::English);
        let events = pick(&mut s, Choice::Done);
        assert_eq!(
            events.contains(&GameEvent::MissionDeedDone { seat, mission: m }),
            done,
            "{mission}"
        );
        assert_eq!(s.state().seats[seat].mission_deed, done);
    }
}
