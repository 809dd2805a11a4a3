//! NON-PLAYER CAPTAINS, Scouting: NPCs scouting for the captains that sail into their zones,
//! the limits on who scouts, when an NPC may flee, and the ports that hide captains or sharpen
//! the navies' eyes.

use crate::common::*;
use crate::npcs::*;
use spanish_main::content::{Nation, NpcSlot, Skill};
use spanish_main::rules::*;

// M&M rules: NON-PLAYER CAPTAINS, Scouting: a captain moving from port out into a hostile NPC's
// zone is scouted for; the naval captain rolls its SCOUTING or the target's bounties of its
// nation, whichever is higher; found, a battle begins with the NPC as aggressor, steered by
// the player to the fighter's left. NPC ships in combat: the steering seat plays no glory card.
#[test]
fn sailing_into_a_hostile_npcs_zone_starts_a_battle() {
    let mut s = wanted_in_havana(HARROW, |st| st.rng = rng_dice("S*"));
    let a = s.state().active_seat().unwrap();
    let navy = NpcSlot::Navy(Nation::English);
    let events = sail_out(&mut s, "havana");
    let roll = events.iter().find_map(|e| match e {
        GameEvent::DiceRolled { by, faces, .. } if *by == Side::Npc(navy) => Some(faces.len()),
        _ => None,
    });
    assert_eq!(roll, Some(2), "max(SCOUTING 2, two English bounties)");
    assert!(events.contains(&GameEvent::NpcScouted {
        slot: navy,
        seat: a,
        found: true
    }));
    assert!(events.contains(&GameEvent::BattleBegun {
        aggressor: Side::Npc(navy),
        defender: Side::Captain(a),
        zone: zone("havana")
    }));
    let d = s.decision().unwrap();
    assert_eq!(d.seat, (a + 1) % 2, "the seat to the left steers the NPC");
    assert_eq!(d.options, vec![Choice::Declare(NavalAction::Shoot)]);
    // The move's action is spent only when the battle is over.
    assert!(matches!(
        s.state().phase,
        Phase::Actions {
            actions_left: 3,
            ..
        }
    ));
}

// M&M rules: Scouting: NPC pirates in a zone with a naval ship do not scout; two men-o-war in
// one zone do not scout; a captain no NPC hunts is not scouted for.
#[test]
fn scouting_restrictions() {
    // A non-pirate: the navy does not hunt it, and the pirate beside the navy keeps quiet.
    // Two men-o-war in the zone: neither scouts, wanted or not.
    let cases: [([&str; 2], [u8; 4]); 2] = [
        (["Commodore Edward Harrow", "Red Nell Crane"], [0; 4]),
        (
            ["Admiral Josiah Penrose", "Almirante Rodrigo Salcedo"],
            [2, 0, 1, 0],
        ),
    ];
    for (npcs, bounties) in cases {
        let mut s = wanted_in_havana(&npcs, |st| {
            let a = st.active_seat().unwrap();
            st.seats[a].bounties = bounties;
            st.rng = rng_dice("SSSS");
        });
        let events = sail_out(&mut s, "havana");
        assert!(
            !events
                .iter()
                .any(|e| matches!(e, GameEvent::NpcScouted { .. })),
            "{npcs:?}"
        );
        assert!(s.state().battle.is_none());
    }
}

// M&M rules: NPC ships in combat: the Flee action may not be chosen unless the NPC has fewer
// cannons or crew than the player captain it is up against.
#[test]
fn an_npc_flees_only_when_outgunned_or_outmanned() {
    let mut s = wanted_in_havana(HARROW, |st| st.rng = rng_dice("S* F F F F F F"));
    sail_out(&mut s, "havana");
    pick(&mut s, Choice::Declare(NavalAction::Shoot));
    pass_card_windows(&mut s);
    pick(&mut s, Choice::Declare(NavalAction::Shoot));
    pass_card_windows(&mut s);
    while s.state().battle.as_ref().is_some_and(|b| b.round < 2) {
        let c = s.decision().unwrap().options[0];
        pick(&mut s, c);
    }
    let d = s.decision().unwrap();
    assert!(matches!(
        s.state().battle.as_ref().unwrap().sides[0],
        Side::Npc(_)
    ));
    // The frigate (4 cannons, 4 crew) against a flute (1 and 2): no Flee.
    assert!(!d.options.contains(&Choice::Declare(NavalAction::Flee)));
    assert!(d.options.contains(&Choice::Declare(NavalAction::Board)));
    let navy = NpcSlot::Navy(Nation::English);
    let s = edited(&s, |st| {
        st.npc_mut(navy).unwrap().ship.as_mut().unwrap().hits.crew = 1;
    });
    assert!(offers(&s, Choice::Declare(NavalAction::Flee)));
}

/// The active captain in port at `port`, `npcs` in its zone, `edit` applied; then it sails out
/// with every die a success. Returns how many NPCs scouted for it.
fn sail_out_of(port: &str, npcs: &[&str], edit: impl FnOnce(&mut GameState, Seat)) -> usize {
    let mut s = docked_among(port, npcs, |st, a| {
        edit(st, a);
        st.rng = rng_dice("SSSSSSSS");
    });
    sail_out(&mut s, port)
        .iter()
        .filter(|e| matches!(e, GameEvent::NpcScouted { .. }))
        .count()
}

// M&M rules: PORTS, Trinidad: captains in this zone are invisible to naval ships. Tortuga:
// pirates here are unseen by French naval ships unless wanted by France, and NPC pirates never
// scout for French captains. Honoré Vasseur's Buccaneer Friends: NPC pirates do not scout for
// him while he carries no cargo.
#[test]
fn havens_from_npc_eyes() {
    let wanted = |st: &mut GameState, a: Seat| st.seats[a].bounties[Nation::Spanish.index()] = 1;
    assert_eq!(
        sail_out_of("trinidad", &["Capitan Diego de Ortega"], wanted),
        0
    );
    assert_eq!(
        sail_out_of("havana", &["Capitan Diego de Ortega"], wanted),
        1
    );
    let d = data();
    let french = |st: &mut GameState, a: Seat| {
        let who = st
            .decks
            .captains
            .iter()
            .position(|c| {
                let c = d.captain(*c);
                c.nation == Nation::French
                    && c.ability.effect
                        != spanish_main::content::AbilityEffect::PiratesIgnoreEmptyHold
            })
            .unwrap();
        std::mem::swap(&mut st.decks.captains[who], &mut st.seats[a].captain);
    };
    assert_eq!(sail_out_of("tortuga", &["Jack Tallow"], french), 0);
    assert_eq!(sail_out_of("havana", &["Jack Tallow"], french), 1);
    let french_pirate = |st: &mut GameState, a: Seat| {
        st.seats[a].bounties[Nation::English.index()] = 1;
    };
    assert_eq!(
        sail_out_of("tortuga", &["Capitaine Armand de Crecy"], french_pirate),
        0
    );
    let honore = captain(&d, "Honoré Vasseur");
    let vasseur = |st: &mut GameState, a: Seat| {
        match st.decks.captains.iter().position(|c| *c == honore) {
            Some(i) => std::mem::swap(&mut st.decks.captains[i], &mut st.seats[a].captain),
            None => {
                let other = st.seats[1 - a].captain;
                st.seats[1 - a].captain = st.seats[a].captain;
                st.seats[a].captain = other;
            }
        }
        st.seats[a].cargo.clear();
    };
    assert_eq!(sail_out_of("havana", &["Jack Tallow"], vasseur), 0);
}

/// What one NPC did as a captain put out of port into its zone.
struct Scouting {
    /// The successes of each SCOUTING roll the NPC made.
    rolls: Vec<u8>,
    /// Whether it found the captain (`None`: it did not scout).
    found: Option<bool>,
    /// Whether it attacked (a battle began with it as aggressor).
    attacked: bool,
}

/// The active captain puts out of `port` into its zone past the NPC `name`, after `edit`, the
/// dice coming up as `dice` says (see `rng_dice`): what the NPC did.
fn scouting(
    port: &str,
    name: &str,
    dice: &str,
    edit: impl FnOnce(&mut GameState, Seat),
) -> Scouting {
    let mut slot = None;
    let mut s = docked_among(port, &[], |st, a| {
        slot = Some(put_npc(st, name, port));
        edit(st, a);
        st.rng = rng_dice(dice);
    });
    let by = Side::Npc(slot.unwrap());
    let events = sail_out(&mut s, port);
    Scouting {
        rolls: events
            .iter()
            .filter_map(|e| match e {
                GameEvent::DiceRolled {
                    by: b,
                    skill: Skill::Scouting,
                    successes,
                    ..
                } if *b == by => Some(*successes),
                _ => None,
            })
            .collect(),
        found: events.iter().find_map(|e| match e {
            GameEvent::NpcScouted { slot: n, found, .. } if Side::Npc(*n) == by => Some(*found),
            _ => None,
        }),
        attacked: events.iter().any(|e| {
            matches!(e, GameEvent::BattleBegun { aggressor, zone: z, .. }
                if *aggressor == by && *z == zone(port))
        }),
    }
}

/// One Dutch bounty: every navy but the Dutch hunts the captain, with its SCOUTING of 2 dice
/// (more than the bounties of its own nation, none).
fn wanted_by_the_dutch(st: &mut GameState, a: Seat) {
    st.seats[a].bounties = [0; 4];
    st.seats[a].bounties[Nation::Dutch.index()] = 1;
}

// M&M rules: PORTS, Basse-Terre (l.1666): "French naval ships may re-roll their SCOUTING
// rolls": in Basse-Terre's zone a French naval ship whose roll fails rolls again (a roll that
// finds needs none); another nation's navy there, or the French navy in another zone, does not.
#[test]
fn french_navies_reroll_scouting_off_basse_terre() {
    let crecy = "Capitaine Armand de Crecy";
    // Two dice a roll: the first roll misses, the second finds.
    let s = scouting("basse_terre", crecy, "FF SS", wanted_by_the_dutch);
    assert_eq!(s.rolls, vec![0, 2], "the failed roll is rolled again");
    assert_eq!(s.found, Some(true));
    assert!(
        s.attacked,
        "found on the re-roll, the French frigate attacks"
    );
    let s = scouting("basse_terre", crecy, "S* **", wanted_by_the_dutch);
    assert_eq!(
        (s.rolls.len(), s.found),
        (1, Some(true)),
        "no re-roll of a find"
    );
    // The same dice elsewhere, or for the English navy off Basse-Terre: the miss stands.
    let s = scouting("havana", crecy, "FF SS", wanted_by_the_dutch);
    assert_eq!((s.rolls, s.found), (vec![0], Some(false)));
    assert!(!s.attacked);
    let harrow = "Commodore Edward Harrow";
    let s = scouting("basse_terre", harrow, "FF SS", wanted_by_the_dutch);
    assert_eq!((s.rolls, s.found), (vec![0], Some(false)));
    assert!(!s.attacked);
}

// M&M rules: PORTS, Nassau (l.1698): "Naval ships must roll SCOUTING twice and succeed both
// rolls to find a player": in Nassau's zone one success is not enough for a navy, two are; a
// first miss ends it. NPC pirates are no naval ships: one roll finds there.
#[test]
fn navies_must_scout_twice_off_nassau() {
    let ortega = "Capitan Diego de Ortega";
    let s = scouting("nassau", ortega, "S* FF", wanted_by_the_dutch);
    assert_eq!(s.rolls.len(), 2);
    assert_eq!(s.found, Some(false), "one success is not enough");
    assert!(!s.attacked);
    let s = scouting("nassau", ortega, "S* *S", wanted_by_the_dutch);
    assert_eq!(
        (s.rolls.len(), s.found),
        (2, Some(true)),
        "two successes find"
    );
    assert!(s.attacked);
    let s = scouting("nassau", ortega, "FF SS", wanted_by_the_dutch);
    assert_eq!(
        (s.rolls, s.found),
        (vec![0], Some(false)),
        "a first miss ends it"
    );
    // Elsewhere the navy's first success finds.
    let s = scouting("havana", ortega, "S* FF", wanted_by_the_dutch);
    assert_eq!((s.rolls.len(), s.found), (1, Some(true)));
    // The pirate sloop (SCOUTING 3) hunts the honest captain with one roll off Nassau.
    let honest = |st: &mut GameState, a: Seat| st.seats[a].bounties = [0; 4];
    let s = scouting("nassau", "Red Nell Crane", "S** FFF", honest);
    assert_eq!((s.rolls.len(), s.found), (1, Some(true)));
    assert!(s.attacked);
}
