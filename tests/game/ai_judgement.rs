//! Issue 30, a stronger Hard captain: where a Hard or Expert captain's own rules of thumb
//! (its pick before any search, and how its samples play it on) judge otherwise than a
//! Normal captain's, each in the situation it answers.

use crate::common::*;
use spanish_main::ai;
use spanish_main::ai::search::{Method, Search};
use spanish_main::content::*;
use spanish_main::rules::*;

// M&M rules: THE TURN, Port action, Stash (10 gold in the chest: a glory point) against
// following up a rumor (a rumor's port, its skill test). A merchant in a galleon lies off its
// home port with 20 gold aboard, its hold empty, a rumor to follow up in the next zone's
// port. A Normal captain sails home to stash a glory point; a Hard captain weighs a point in
// the chest as a smaller detour (as rules of thumb alone that judgement, with buying goods
// weighed half as much again, wins 71 % of two-seat games against Normal where the Normal
// weights win 65 %) and makes for the rumor.
#[test]
fn a_hard_merchant_follows_a_rumor_before_a_detour_home_to_stash() {
    let (s, seat) = at_sea(data(), "Isabel Montoya", "havana", ShipClass::Galleon);
    let data = s.data().clone();
    let home = data.port_by_key("havana").unwrap();
    let home_zone = data.port(home).zone;
    // A rumor of the base game to be followed up (not scouted) in a port next door.
    let rumor = data
        .rumor_ids()
        .into_iter()
        .find(|r| {
            let rumor = data.rumor(*r);
            let zone = data.port(rumor.port).zone;
            rumor.in_play
                && rumor.skill != Skill::Scouting
                && rumor.port != home
                && data.zones[home_zone.0 as usize].neighbours.contains(&zone)
        })
        .expect("a rumor whose port lies next to Havana's zone");
    let s = edited(&s, |st| {
        // The rumor taken from wherever it lies (a deck or another seat), the old one put back.
        st.decks.rumors.retain(|r| *r != rumor);
        st.decks.rumor_discard.retain(|r| *r != rumor);
        for other in st.seats.iter_mut() {
            if other.rumor == Some(rumor) {
                other.rumor = None;
            }
        }
        let me = &mut st.seats[seat];
        let old = me.rumor.replace(rumor);
        me.gold = 20;
        me.stash = 0;
        me.cargo.clear();
        st.decks.rumors.extend(old);
        no_glory_cards(st, seat);
        let lying = std::mem::take(&mut st.board.missions);
        st.decks.missions.extend(lying);
    });
    let merchant = AiStyle::Merchant;
    let normal = SeatKind::Ai {
        level: AiLevel::Normal,
        style: merchant,
    };
    let obs = s.observation(seat);
    let normal_pick = ai::choose(normal, &obs, &data, 7).expect("an answer");
    assert_eq!(
        normal_pick.why, "to stash gold at home",
        "a Normal merchant: {:?}",
        normal_pick.choice
    );
    let hard_pick = Search::new(&obs, &data, merchant, 7, Method::Paired)
        .expect("a search")
        .rules_of_thumb();
    assert_eq!(
        hard_pick.why,
        ai::why::TO_FOLLOW_A_RUMOR,
        "a Hard merchant: {:?}",
        hard_pick.choice
    );
    assert_ne!(hard_pick.choice, normal_pick.choice);
}
