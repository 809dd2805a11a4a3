//! Dead Reckoning's data files (issue 69, step 1 of `docs/dead-reckoning-plan.md`): the Sailor
//! cards as SAILOR CARD REFERENCE gives them, the ocean boards at COMPONENTS' counts, and one
//! clear error for a file that cannot be used.

mod common;

use common::{embedded, with};
use dead_reckoning::content::*;

fn data() -> DrData {
    DrData::embedded()
}

// DR rules: PLAYER COMPONENTS (l.205) and SETUP E (l.422): each seat's 12 Sailor cards are 1
// Captain, 1 Bosun, 1 Purser, 1 First Mate, 1 Buccaneer, 2 Gunners, 2 Deck Hands and 3 Crew,
// each at 4 levels; 48 names of our own (DR-R 10), none used twice.
#[test]
fn player_components_twelve_sailors_of_eight_roles() {
    let d = data();
    let cards: u32 = d.roles.iter().map(|r| u32::from(r.copies)).sum();
    assert_eq!(cards, 12);
    assert_eq!(d.role(Role::Crew).copies, 3);
    assert_eq!(d.role(Role::Gunner).copies, 2);
    assert_eq!(d.role(Role::DeckHand).copies, 2);
    assert!(d.roles.iter().all(|r| r.levels.len() == 4));
    let names: std::collections::HashSet<&String> = d
        .roles
        .iter()
        .flat_map(|r| r.names.iter().flatten())
        .collect();
    assert_eq!(names.len(), 48);
}

/// The effects of `role` at `level` (1-4), ability by ability.
fn abilities(d: &DrData, role: Role, level: usize) -> Vec<Vec<Effect>> {
    d.role(role).levels[level - 1]
        .abilities
        .iter()
        .map(|a| a.either.clone())
        .collect()
}

fn gain(cargo: u8, to: To) -> Effect {
    Effect::Gain {
        cargo,
        coins: 0,
        per: None,
        to,
    }
}

// DR rules: SAILOR CARD REFERENCE (l.1454-1550), each role at each level as the text gives it.
#[test]
fn sailor_card_reference_levels() {
    let d = data();
    // CAPTAIN: a Sail; the Attack flag and a Wheel; a Battle ability (not against Buildings)
    // paying a coin a Wheel; at 4 a Cannon too, and 2 coins more.
    assert_eq!(d.role(Role::Captain).levels[0].icons, vec![Icon::Sail]);
    assert_eq!(
        d.role(Role::Captain).levels[1].icons,
        vec![Icon::Flag, Icon::Wheel]
    );
    assert_eq!(
        abilities(&d, Role::Captain, 4),
        vec![vec![Effect::Battle {
            effect: BattleEffect::WinCoins {
                coins: 2,
                per: Some(Icon::Wheel)
            },
            not_vs_buildings: true
        }]]
    );
    assert!(
        d.role(Role::Captain).levels[3]
            .icons
            .contains(&Icon::Cannon)
    );
    // CREW: 1-4 cargo on the Dock (at 4, Dock and Ship in any split); a repair for 2 in
    // Harbor, then anywhere, then free.
    assert_eq!(
        abilities(&d, Role::Crew, 2),
        vec![
            vec![gain(2, To::Dock)],
            vec![Effect::Repair {
                n: 1,
                cost: 2,
                harbor: true
            }]
        ]
    );
    assert_eq!(
        abilities(&d, Role::Crew, 4),
        vec![
            vec![gain(4, To::ShipOrDock)],
            vec![Effect::Repair {
                n: 1,
                cost: 0,
                harbor: false
            }]
        ]
    );
    // FIRST MATE: a cargo, then up to 1, 2, 3 Buildings.
    for level in 2..=4 {
        assert_eq!(
            abilities(&d, Role::FirstMate, level),
            vec![vec![Effect::Build(level as u8 - 1)]]
        );
    }
    // BOSUN at 4: a Wheel, and a cargo, or a Basic Upgrade for 3, or an Advanced for 6.
    assert_eq!(d.role(Role::Bosun).levels[3].icons, vec![Icon::Wheel]);
    assert_eq!(
        abilities(&d, Role::Bosun, 4),
        vec![vec![
            gain(1, To::Dock),
            Effect::Upgrade {
                tier: Tier::Basic,
                cost: 3
            },
            Effect::Upgrade {
                tier: Tier::Advanced,
                cost: 6
            }
        ]]
    );
    // GUNNER at 4: 2 cargo, a Cannon, 2 more cubes dropped, and a dropped cube taken back for
    // 1 damage and 2 coins.
    assert_eq!(abilities(&d, Role::Gunner, 4).len(), 3);
    assert_eq!(
        abilities(&d, Role::Gunner, 4)[2],
        vec![Effect::Battle {
            effect: BattleEffect::Recall {
                damage: 1,
                coins: 2
            },
            not_vs_buildings: false
        }]
    );
    // DECK HAND: Influence 1, or Sails 1 / 2; at 4 both, Influence 1 and 3 Sails.
    assert_eq!(
        abilities(&d, Role::DeckHand, 3),
        vec![vec![Effect::Influence(1), Effect::Sails(2)]]
    );
    assert_eq!(
        abilities(&d, Role::DeckHand, 4),
        vec![vec![Effect::Influence(1)], vec![Effect::Sails(3)]]
    );
    // BUCCANEER: Influence 1 to 4.
    for level in 1..=4 {
        assert_eq!(
            abilities(&d, Role::Buccaneer, level),
            vec![vec![Effect::Influence(level as u8)]]
        );
    }
    // PURSER: Production on up to 1-4 islands; at 4 each boosted by a cargo and a coin.
    assert_eq!(
        abilities(&d, Role::Purser, 4),
        vec![vec![Effect::Produce {
            islands: 4,
            cargo: 1,
            coins: 1
        }]]
    );
}

// DR rules: COMPONENTS and SETUP B: 12 islands and 4 open seas (ours, DR-R 4, as issue 69
// bounds them): 2-5 slots, Production of 1-3 goods, falling values whose 1st is the slots + 1
// or + 2, a 3rd on 5-7 islands, the hand-limit icon on 4; open seas with 2-3 arrows, two always
// used, one at 2-3 seats, one at 2.
#[test]
fn ocean_boards_twelve_islands_and_four_open_seas() {
    let d = data();
    assert_eq!(d.islands.len(), 12);
    assert_eq!(d.islands.iter().filter(|i| i.hand_icon).count(), 4);
    assert!(d.islands.iter().all(|i| (2..=5).contains(&i.slots)));
    let always = d
        .seas
        .iter()
        .filter(|s| s.seats == SeaSeats::Always)
        .count();
    assert_eq!((d.seas.len(), always), (4, 2));
}

// Bad input: a data file that cannot be used is one error naming the file and the problem,
// and nothing loads: a role short of copies, a syntax error, an unknown field, an island off
// its bounds.
#[test]
fn a_bad_data_file_is_one_clear_error() {
    let sailors = embedded("sailors.ron");
    let e = with(
        "sailors.ron",
        sailors.replace("(role: Crew, copies: 3,", "(role: Crew, copies: 2,"),
    )
    .unwrap_err();
    assert_eq!(e.file, "sailors.ron");
    assert!(e.problem.contains("Crew has 2 copies, not 3"), "{e}");

    let e = with("sailors.ron", sailors.replace("roles: [", "roles: [[")).unwrap_err();
    assert_eq!(e.file, "sailors.ron");

    let e = with(
        "sailors.ron",
        sailors.replace("(role: Purser,", "(role: Purser, rank: 1,"),
    )
    .unwrap_err();
    assert!(e.problem.contains("rank"), "{e}");

    let boards = embedded("boards.ron");
    let e = with(
        "boards.ron",
        boards.replace(
            "slots: 2, produce: (1, 0), values: [3, 1]",
            "slots: 6, produce: (1, 0), values: [7, 1]",
        ),
    )
    .unwrap_err();
    assert_eq!(e.file, "boards.ron");
    assert!(
        e.problem.contains("gull_rock") && e.problem.contains("6 slots"),
        "{e}"
    );

    let e = with(
        "boards.ron",
        boards.replace("seats: Only2", "seats: Always"),
    )
    .unwrap_err();
    assert!(e.problem.contains("open seas"), "{e}");

    let missing = std::env::temp_dir().join("no-such-dr-data-folder");
    let e = DrData::from_dir(&missing).unwrap_err();
    assert_eq!(e.file, "sailors.ron");
}

// DR rules: COMPONENTS (32 Upgrade tiles, Basic and Advanced; 10 Buildings of each type),
// ACHIEVEMENTS (nine, their needs as the text gives them; Explorer 5, 4, 3 boards at 2, 3, 4
// seats), BUILDING TYPES (Fort 4, Outpost 2 from the example; the Garrison's 3 ours, DR-R 9),
// and the Bonus Achievement tokens (8 of 3, ours, DR-R 7); SETUP's numbers.
#[test]
fn components_pieces_and_achievements() {
    let d = data();
    let tiles: u32 = d.upgrades.iter().map(|u| u32::from(u.copies)).sum();
    assert_eq!(tiles, 32);
    let cost = |k: BuildingKind| d.buildings.iter().find(|b| b.kind == k).unwrap().cost;
    assert_eq!(
        (
            cost(BuildingKind::Fort),
            cost(BuildingKind::Garrison),
            cost(BuildingKind::Outpost)
        ),
        (4, 3, 2)
    );
    assert_eq!(d.achievement(Ach::Legendary).need, 4);
    assert_eq!(d.achievement(Ach::ExpertSailors).need, 3);
    assert_eq!(d.achievement(Ach::Builder).need, 5);
    assert_eq!(d.achievement(Ach::Capitalist).need, 30);
    assert_eq!(d.achievement(Ach::Settler).need, 6);
    assert_eq!(d.achievement(Ach::EliteVessel).need, 4);
    assert_eq!(d.achievement(Ach::MasterMerchant).need, 12);
    assert_eq!(d.achievement(Ach::Explorer).need_by_seats, Some([5, 4, 3]));
    assert!(d.achievements.iter().all(|a| (4..=7).contains(&a.value)));
    assert_eq!(d.bonus_tokens.len(), 8);
    for ach in Ach::ALL {
        let on = d.bonus_tokens.iter().filter(|t| t.contains(&ach)).count();
        assert!((2..=3).contains(&on), "{ach:?} on {on} tokens");
    }
    let s = &d.setup;
    assert_eq!(
        (s.chest_coins, s.cubes, s.markers, s.opening_hand),
        (15, 35, 11, 4)
    );
    assert_eq!(s.starting_cargo, [1, 2, 3, 2]);
}

// Bad input: pieces that break COMPONENTS' counts or our readings' bounds are one error naming
// the file and the item.
#[test]
fn a_bad_pieces_file_is_one_clear_error() {
    let pieces = embedded("pieces.ron");
    let e = with(
        "pieces.ron",
        pieces.replace("value: 7, need: 4", "value: 9, need: 4"),
    )
    .unwrap_err();
    assert_eq!(e.file, "pieces.ron");
    assert!(e.problem.contains("Legendary is worth 9"), "{e}");
    let e = with(
        "pieces.ron",
        pieces.replace(
            "(Builder, Settler, ExpertSailors)",
            "(Builder, Builder, ExpertSailors)",
        ),
    )
    .unwrap_err();
    assert!(e.problem.contains("Bonus token 8"), "{e}");
    let e = with(
        "pieces.ron",
        pieces.replace("hold: 5, copies: 4", "hold: 5, copies: 3"),
    )
    .unwrap_err();
    assert!(e.problem.contains("deep_hold"), "{e}");
}
