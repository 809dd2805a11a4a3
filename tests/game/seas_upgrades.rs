//! Seas of Glory, MODULE 4: NPC UPGRADES — the pool, the tokens an NPC draws as it comes into
//! play (the 0, the 2, a token it cannot use), its mods and weapons in battle, and what a
//! winner takes from it.

use crate::common::*;
use crate::npc_combat::board_and_win;
use crate::npcs::*;
use spanish_main::content::{
    NpcSlot, NpcUpgrade, ShipClass, ShipModKind, Skill, SpecialWeapon, Switch,
};
use spanish_main::rules::rng::GameRng;
use spanish_main::rules::state::OwnedMod;
use spanish_main::rules::upgrades as npc_upgrades;
use spanish_main::rules::*;

use NpcUpgrade::{Mod, Two, Weapon, Zero};

/// Turn Module 4 on in an edited state: the pool holds every token of the game's view.
fn module_4(st: &mut GameState) {
    st.config.seas.set(Switch::NpcUpgrades, true);
    let view = data().view(&st.config.seas);
    st.decks.npc_upgrades = view.npc_upgrade_tokens().collect();
}

/// Move these tokens from the pool onto the NPC's card (mods on its ship, at full values).
fn give(st: &mut GameState, slot: NpcSlot, tokens: &[NpcUpgrade]) {
    let d = data();
    st.decks.npc_upgrades.retain(|t| !tokens.contains(t));
    let npc = st.npc_mut(slot).unwrap();
    for t in tokens {
        match *t {
            Mod(kind) => npc.ship.as_mut().unwrap().mods.push(OwnedMod {
                upgrade: true,
                ..OwnedMod::new(kind)
            }),
            Weapon(w) => npc.weapons.push(w),
            Zero | Two => panic!("the 0 and the 2 never lie on a card"),
        }
    }
    let ship = npc.ship.as_mut().unwrap();
    ship.hits = ship::max_values(ship, &d);
}

/// The upgrades an NPC drew, from the events.
fn drawn(events: &[GameEvent]) -> Vec<(NpcSlot, Vec<NpcUpgrade>)> {
    events
        .iter()
        .filter_map(|e| match e {
            GameEvent::NpcUpgraded { slot, upgrades } => Some((*slot, upgrades.clone())),
            _ => None,
        })
        .collect()
}

// MODULE 4, Setup: "The 17 NPC upgrade tokens ... form a reserve pool. If you aren't using the
// new ship modifications or special weapons modules, remove the matching NPC upgrade tokens."
// Ours: the 0, the 2, 7 base mods, 3 base weapons, and Modules 2's and 3's five.
#[test]
fn module_4_the_pool_holds_the_tokens_of_the_modules_in_play() {
    for (keys, count) in [("m4", 12), ("m2,m4", 15), ("m2,m3,m4", 17), ("m2,m3", 0)] {
        let s = seas_game(vec![SeatKind::Human; 2], 5, 0, keys);
        let pool = &s.state().decks.npc_upgrades;
        assert_eq!(pool.len(), count, "{keys}");
        assert_eq!(s.observation(1).npc_upgrades, *pool, "the pool is public");
        let m3 = pool.contains(&Mod(ShipModKind::CrowsNest));
        assert_eq!(m3, count > 0 && keys.contains("m3"), "{keys}");
        let m2 = pool.contains(&Weapon(SpecialWeapon::HeatedShot));
        assert_eq!(m2, count > 0 && keys.contains("m2"), "{keys}");
    }
}

// MODULE 4, Drawing upgrades: "Every time you draw an NPC event card, draw a random NPC upgrade
// token and place it on the card ... When a new NPC of the same nation/type is drawn (covering
// an existing NPC card), return the token on the old card and draw a new token for the new
// card." Over many seeds: every arrival draws; what it drew lies on the card and nowhere
// else; the man-o-war never keeps a token it cannot use (its CREW and CANNONS are 5); the 0
// and the 2 are always back in the pool; no draw gives more than two.
#[test]
fn module_4_every_npc_coming_into_play_draws_its_upgrades() {
    let navy = NpcSlot::Navy(spanish_main::content::Nation::English);
    let (harrow, penrose) = (
        card("Commodore Edward Harrow"),
        card("Admiral Josiah Penrose"),
    );
    let mut sizes = [0; 3];
    for seed in 0..60 {
        let s = started_game(2, 3, ShipClass::Flute);
        let mut s = edited(&s, |st| {
            module_4(st);
            st.rng = GameRng::from_seed(seed);
            on_top(st, harrow);
        });
        end_round(&mut s);
        let mut s = edited(&s, |st| on_top(st, penrose));
        let first = end_round(&mut s);
        assert_eq!(drawn(&first).len(), 1, "Harrow's card draws");
        let second = end_round(&mut s);
        let got = drawn(&second);
        assert_eq!(got.len(), 1, "Penrose's card draws");
        let (slot, tokens) = got[0].clone();
        assert_eq!(slot, navy);
        sizes[tokens.len()] += 1;
        let st = s.state();
        let npc = st.npc(navy).unwrap();
        let ship = npc.ship.as_ref().unwrap();
        assert_eq!(ship.class, ShipClass::ManOWar);
        let mut on_card: Vec<NpcUpgrade> = ship.mods.iter().map(|m| Mod(m.kind)).collect();
        on_card.extend(npc.weapons.iter().map(|w| Weapon(*w)));
        assert_eq!(on_card.len(), tokens.len(), "only the top card's tokens");
        assert!(tokens.iter().all(|t| on_card.contains(t)));
        for useless in [ShipModKind::ExtraHammocks, ShipModKind::ExtraCannonPort] {
            assert!(
                !ship.has_mod(useless),
                "seed {seed}: a man-o-war with {useless:?}"
            );
        }
        assert!(st.decks.npc_upgrades.contains(&Zero));
        assert!(st.decks.npc_upgrades.contains(&Two));
        assert_eq!(st.decks.npc_upgrades.len() + tokens.len(), 12);
        assert_eq!(ship.hits, ship::max_values(ship, s.data()));
    }
    assert!(
        sizes.iter().all(|n| *n > 0),
        "none, one and two seen: {sizes:?}"
    );
}

// MODULE 4: "If you draw the 2 token, the NPC has 2 upgrades; draw 2 new tokens and place the 2
// token back into the pool (redraw the 0 token when drawing 2 upgrades)"; "Draw a new token if
// a man-o-war ends up with an upgrade it can't have (eg. hammocks or extra cannon)". From a
// pool of the 2, the 0, long guns and chain-shot: none (the 0 first), one, or both (the 2
// first: the 0 is drawn again, never kept); hammocks on a man-o-war are drawn again.
#[test]
fn module_4_the_two_draws_two_and_a_useless_token_is_drawn_again() {
    let long = Mod(ShipModKind::LongGuns);
    let chain = Weapon(SpecialWeapon::ChainShot);
    let hammocks = Mod(ShipModKind::ExtraHammocks);
    let s = started_game(2, 3, ShipClass::Flute);
    let mut outcomes = std::collections::BTreeSet::new();
    for seed in 0..80 {
        let mut st = s.state().clone();
        let slot = put_npc(&mut st, "Admiral Josiah Penrose", "bridgetown");
        st.config.seas.set(Switch::NpcUpgrades, true);
        st.decks.npc_upgrades = vec![Two, Zero, long, chain, hammocks];
        st.rng = GameRng::from_seed(seed);
        let mut events = Vec::new();
        npc_upgrades::draw(&mut st, s.data(), slot, &mut events);
        let (_, got) = drawn(&events)[0].clone();
        assert!(!got.contains(&Zero) && !got.contains(&Two) && !got.contains(&hammocks));
        assert_eq!(st.decks.npc_upgrades.len() + got.len(), 5);
        let mut names: Vec<String> = got.iter().map(|t| format!("{t:?}")).collect();
        names.sort();
        outcomes.insert(names.join(" "));
    }
    let want = [
        "",
        "Mod(LongGuns)",
        "Weapon(ChainShot)",
        "Mod(LongGuns) Weapon(ChainShot)",
    ];
    let seen: Vec<&str> = outcomes.iter().map(String::as_str).collect();
    assert_eq!(seen.len(), want.len(), "{seen:?}");
    assert!(want.iter().all(|w| seen.contains(w)), "{seen:?}");
}

/// Lucía's frigate off Havana beside the Spanish frigate, Module 4 on (and Modules 2 and 3 for
/// their tokens), the NPC holding `tokens`; her glory cards set aside and no bounties.
fn beside_upgraded(tokens: &[NpcUpgrade]) -> (Session, Seat, NpcSlot) {
    let (s, a) = at_sea(data(), "Lucía Arana", "havana", ShipClass::Frigate);
    let mut slot = None;
    let s = edited(&s, |st| {
        let hand = std::mem::take(&mut st.seats[a].glory_cards);
        st.decks.glory.extend(hand);
        for seat in 0..st.seats.len() {
            st.seats[seat].bounties = [0; 4];
        }
        if tokens.iter().any(|t| t.switch() == Some(Switch::Mods)) {
            // Module 3 too, its tokens in the reserve of a game set up without them.
            st.config.seas.set(Switch::Mods, true);
            use ShipModKind::{CarvedHull, CrowsNest};
            let spare = [CarvedHull, CarvedHull, CrowsNest, CrowsNest];
            st.decks.mod_reserve.extend(spare);
        }
        if tokens.iter().any(|t| t.switch() == Some(Switch::Weapons)) {
            st.config.seas.set(Switch::Weapons, true);
        }
        module_4(st);
        let npc = put_npc(st, "Capitan Diego de Ortega", "havana");
        give(st, npc, tokens);
        slot = Some(npc);
    });
    (s, a, slot.unwrap())
}

// MODULE 4: "The NPC ship gains the abilities matching the NPC upgrade token on its card";
// SHIP MODIFICATIONS, Long guns: fire once before the first round of naval combat. An NPC's
// long guns fire at Lucía as the battle begins.
#[test]
fn module_4_an_npcs_long_guns_fire_before_the_first_round() {
    let (s, _, slot) = beside_upgraded(&[Mod(ShipModKind::LongGuns)]);
    let mut s = edited(&s, |st| st.rng = rng_dice("SS"));
    let events = pick(&mut s, Choice::Scout(ScoutTarget::Npc(slot)));
    let cannons = s
        .state()
        .npc(slot)
        .unwrap()
        .ship
        .as_ref()
        .unwrap()
        .hits
        .cannons;
    let fired = events.iter().find_map(|e| match e {
        GameEvent::NpcGunsFired {
            slot: by,
            guns: ShipModKind::LongGuns,
            faces,
            ..
        } if *by == slot => Some(faces.len()),
        _ => None,
    });
    assert_eq!(fired, Some(cannons as usize), "a die per cannon");
    assert!(s.state().battle.is_some());
}

// MODULE 4, Defeating an NPC with upgrades: "If you defeat an NPC in crew combat, you may keep
// any unspent NPC special weapon upgrades if you have room for them ... put them back with the
// other NPC upgrade tokens when used, sold, or if your ship is sunk." Lucía boards and beats
// the ship; she takes its chain-shot; its reinforced hull (the ship stays with the NPC's card)
// and grapeshot go back to the pool; the chain-shot, spent later, goes back too.
#[test]
fn module_4_the_winner_of_crew_combat_takes_unspent_weapons() {
    let chain = SpecialWeapon::ChainShot;
    let grape = SpecialWeapon::Grapeshot;
    let tokens = [
        Weapon(chain),
        Weapon(grape),
        Mod(ShipModKind::ReinforcedHull),
    ];
    let (s, a, slot) = beside_upgraded(&tokens);
    let s = edited(&s, |st| st.seats[a].weapons = vec![grape]);
    let (mut s, _) = board_and_win(&s, slot, 0);
    assert!(offers(&s, Choice::TakeWeapon(chain)));
    assert!(
        !offers(&s, Choice::TakeWeapon(grape)),
        "one of each type: she has grapeshot"
    );
    let events = pick(&mut s, Choice::TakeWeapon(chain));
    assert!(events.contains(&GameEvent::NpcWeaponTaken {
        seat: a,
        slot,
        weapon: chain
    }));
    assert_eq!(s.state().seats[a].upgrade_weapons, vec![chain]);
    pick(&mut s, Choice::Done);
    let st = s.state();
    assert!(st.decks.npc_upgrades.contains(&Weapon(grape)));
    assert!(
        st.decks
            .npc_upgrades
            .contains(&Mod(ShipModKind::ReinforcedHull))
    );
    assert!(!st.decks.npc_upgrades.contains(&Weapon(chain)));
    invariants::check(st, s.data()).unwrap();
    // Her upgrade token goes back to the pool when she loses it.
    let mut st = st.clone();
    let mut events = Vec::new();
    death::sink(&mut st, s.data(), a, &mut events);
    assert!(st.decks.npc_upgrades.contains(&Weapon(chain)));
    assert!(st.seats[a].upgrade_weapons.is_empty());
}

// MODULE 4: "If you claim the ship, it keeps its upgrades ... These upgrades are placed back
// with the other NPC upgrade tokens if your ship is sunk or sold." Lucía claims the beaten
// ship with its reinforced hull; sunk, the token goes to the upgrade pool, not to a port.
#[test]
fn module_4_a_claimed_ship_keeps_its_upgrades_until_it_is_lost() {
    let hull = Mod(ShipModKind::ReinforcedHull);
    let (s, a, slot) = beside_upgraded(&[hull]);
    let (mut s, _) = board_and_win(&s, slot, 0);
    pick(&mut s, Choice::ClaimShip);
    let ship = s.state().seats[a].ship.clone().unwrap();
    assert!(
        ship.mods
            .iter()
            .any(|m| m.kind == ShipModKind::ReinforcedHull && m.upgrade)
    );
    pick(&mut s, Choice::Done);
    invariants::check(s.state(), s.data()).unwrap();
    let mut st = s.state().clone();
    let mut events = Vec::new();
    death::sink(&mut st, s.data(), a, &mut events);
    assert!(st.decks.npc_upgrades.contains(&hull));
    assert!(
        st.returning
            .iter()
            .all(|(_, k)| *k != ShipModKind::ReinforcedHull),
        "never to a port"
    );
}

// MODULE 4, Circumstantial rules: "If an NPC has the crow's nest ... the player who will
// control it during a battle may decide if the crow's nest is used to avoid being found."
// Lucía (SCOUTING 2) scouts for a ship with a crow's nest: the seat to her left, which would
// steer it, is asked; hidden, she rolls 1 die; not, 2.
#[test]
fn module_4_the_steering_seat_decides_whether_the_crows_nest_hides_the_npc() {
    let (s, a, slot) = beside_upgraded(&[Mod(ShipModKind::CrowsNest)]);
    for (answer, dice) in [(Choice::UseCrowsNest, 1), (Choice::Done, 2)] {
        let mut s = s.clone();
        assert!(pick(&mut s, Choice::Scout(ScoutTarget::Npc(slot))).is_empty());
        let d = s.decision().unwrap();
        assert_eq!(d.kind, DecisionKind::CrowsNest);
        assert_eq!(d.seat, (a + 1) % 2, "the seat that would steer it");
        assert!(d.kind.is_public());
        let events = pick(&mut s, answer);
        let hidden = events
            .iter()
            .any(|e| matches!(e, GameEvent::NpcHidden { .. }));
        assert_eq!(hidden, answer == Choice::UseCrowsNest);
        assert_eq!(first_roll(&events, a, Skill::Scouting), Some(dice));
        assert!(s.state().hiding.is_none());
    }
    // Without the nest, nobody is asked.
    let (mut s, a, slot) = beside_upgraded(&[Mod(ShipModKind::LongGuns)]);
    let events = pick(&mut s, Choice::Scout(ScoutTarget::Npc(slot)));
    assert_eq!(first_roll(&events, a, Skill::Scouting), Some(2));
}

// MODULE 4: "After a battle, an NPC gets its special weapon upgrade back after it is used, if it
// survived." The seat steering the Spanish frigate boards and spends its caltrops (Module 2:
// Lucía's next roll has 1 die fewer); Lucía then flees; the NPC, repaired, has them back.
#[test]
fn module_4_the_steering_seat_spends_an_npcs_weapon_and_it_comes_back() {
    use spanish_main::rules::NavalAction::{Board, Flee, Shoot};
    let caltrops = SpecialWeapon::Caltrops;
    let (s, a, slot) = beside_upgraded(&[Weapon(caltrops)]);
    let b = (a + 1) % 2;
    let mut s = edited(&s, |st| {
        st.seats[a].ship.as_mut().unwrap().hits.cannons = 0;
        st.rng = rng_dice("SS");
    });
    pick(&mut s, Choice::Scout(ScoutTarget::Npc(slot)));
    // Round 1: both shoot, nobody succeeds (Lucía has no guns anyway).
    pick(&mut s, Choice::Declare(Shoot));
    let mut s = edited(&s, |st| st.rng = rng_dice("FF FFF"));
    pick(&mut s, Choice::Declare(Shoot));
    // Round 2: the NPC boards; its steering seat is asked about the caltrops.
    pick(&mut s, Choice::Declare(Shoot));
    let mut s = edited(&s, |st| st.rng = rng_dice("FF FFF"));
    pick(&mut s, Choice::Declare(Board));
    let d = s.decision().unwrap();
    assert_eq!(d.seat, b);
    assert!(d.options.contains(&Choice::SpendWeapon(caltrops)));
    let events = pick(&mut s, Choice::SpendWeapon(caltrops));
    assert!(events.contains(&GameEvent::NpcWeaponSpent {
        slot,
        weapon: caltrops
    }));
    assert_eq!(s.state().npc(slot).unwrap().spent, vec![caltrops]);
    // Round 3: Lucía flees with 1 die fewer (2 - 1) and gets away.
    pick(&mut s, Choice::Declare(Flee));
    let mut s = edited(&s, |st| st.rng = rng_dice("S FFF"));
    let events = pick(&mut s, Choice::Declare(Shoot));
    assert_eq!(first_roll(&events, a, Skill::Seamanship), Some(1));
    assert!(s.state().battle.is_none(), "she got away");
    let npc = s.state().npc(slot).unwrap();
    assert_eq!(npc.weapons, vec![caltrops], "back on its card");
    assert!(npc.spent.is_empty());
}
