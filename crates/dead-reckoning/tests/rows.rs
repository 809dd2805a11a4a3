//! Dead Reckoning's Row cards and Merchant backs (issue 69, step 1 of
//! `docs/dead-reckoning-plan.md`): `rows.ron` at COMPONENTS' counts and the numbers issue 69
//! sets (the text lists no card, DR-R 2, 3), valued by `values.ron`, and one clear error for a
//! file that cannot be used. These tests count and classify the data on their own, apart from
//! the validator's code, so a validator that let a bad file through would still fail here.

mod common;

use common::{embedded, with};
use dead_reckoning::content::value::{card_value, effect_value};
use dead_reckoning::content::*;
use std::collections::HashSet;

fn data() -> DrData {
    DrData::embedded()
}

/// `text` with `old` (which must be there once) replaced by `new`.
fn mutate(text: &str, old: &str, new: &str) -> String {
    assert_eq!(
        text.matches(old).count(),
        1,
        "{old:?} is not in the file once"
    );
    text.replacen(old, new, 1)
}

fn row(d: &DrData, r: u8) -> Vec<&RowCard> {
    d.rows.iter().filter(|c| c.row == r).collect()
}

const ROWS: [u8; 4] = [1, 2, 3, 4];

// DR rules: COMPONENTS (l.67): the four Advancement decks hold 25, 25, 23 and 25 cards ("levels"
// there means Rows); issue 69: 4, 5, 5, 6 of them Merchant ship Encounters. Names ours (DR-R 2),
// distinct, at most 30 letters, none from the rulebook's story.
#[test]
fn row_counts_and_merchants() {
    let d = data();
    assert_eq!(d.rows.len(), 98);
    let counts: Vec<usize> = ROWS.iter().map(|r| row(&d, *r).len()).collect();
    assert_eq!(counts, [25, 25, 23, 25]);
    let merchants: Vec<usize> = ROWS
        .iter()
        .map(|r| row(&d, *r).iter().filter(|c| c.merchant).count())
        .collect();
    assert_eq!(merchants, [4, 5, 5, 6], "issue 69");
    let keys: HashSet<&str> = d.rows.iter().map(|c| c.key.as_str()).collect();
    assert_eq!(keys.len(), 98, "a key used twice");
    let names: HashSet<String> = d
        .rows
        .iter()
        .map(|c| c.name.to_lowercase())
        .chain(d.backs.iter().map(|b| b.name.to_lowercase()))
        .collect();
    assert_eq!(names.len(), 98 + 20, "a name used twice");
    for name in d.rows.iter().map(|c| &c.name) {
        assert!(name.chars().count() <= 30, "{name} is too long");
        for story in ["Kern", "Gunter", "Smith", "Black Rose"] {
            assert!(!name.contains(story), "{name} is the story's");
        }
    }
    // Row cards are indexed by their place in rows.ron.
    assert_eq!(d.row_card(0).key, d.rows[0].key);
    assert!(
        d.rows
            .iter()
            .all(|c| c.key.starts_with(&format!("r{}_", c.row)))
    );
}

// Issue 69: cargo costs rise by Row: 1-3, 3-5, 4-7, 6-9; the mean cost rises Row by Row.
#[test]
fn row_cost_bands() {
    let d = data();
    let bands = [(1, 3), (3, 5), (4, 7), (6, 9)];
    let mut means = Vec::new();
    for (r, (lo, hi)) in ROWS.iter().zip(bands) {
        let cards = row(&d, *r);
        for c in &cards {
            assert!(
                (lo..=hi).contains(&c.cost),
                "{} costs {} in Row {r}",
                c.key,
                c.cost
            );
        }
        means.push(cards.iter().map(|c| f32::from(c.cost)).sum::<f32>() / cards.len() as f32);
    }
    assert!(means.windows(2).all(|w| w[0] < w[1]), "{means:?}");
}

// DR rules: SLEEVING (l.662): an Advancement has one slot, top, middle or bottom; issue 69: a
// third each, so in a Row of n cards each slot holds floor(n/3) to ceil(n/3).
#[test]
fn row_slots_a_third_each() {
    let d = data();
    for r in ROWS {
        let cards = row(&d, r);
        let n = cards.len();
        for slot in Slot::ALL {
            let k = cards.iter().filter(|c| c.slot == slot).count();
            assert!(
                (n / 3..=n.div_ceil(3)).contains(&k),
                "Row {r}: {k} {slot:?} cards of {n}"
            );
        }
    }
}

/// Every effect on the face.
fn effects(face: &Face) -> Vec<Effect> {
    face.abilities
        .iter()
        .flat_map(|a| a.either.iter().copied())
        .collect()
}

/// The ability families issue 69 wants in every Row (DESCRIPTION OF ABILITIES, l.756-837;
/// ICON REFERENCE, l.1735-1939), each as a test of a face, written apart from the validator's.
fn families() -> Vec<(&'static str, Box<dyn Fn(&Face) -> bool>)> {
    fn icon(i: Icon) -> Box<dyn Fn(&Face) -> bool> {
        Box::new(move |f: &Face| f.icons.contains(&i))
    }
    fn any(p: fn(&Effect) -> bool) -> Box<dyn Fn(&Face) -> bool> {
        Box::new(move |f: &Face| effects(f).iter().any(p))
    }
    fn cargo_to(dest: To) -> Box<dyn Fn(&Face) -> bool> {
        Box::new(move |f: &Face| {
            effects(f)
                .iter()
                .any(|e| matches!(e, Effect::Gain { cargo, to, .. } if *cargo > 0 && *to == dest))
        })
    }
    fn per(i: Icon) -> Box<dyn Fn(&Face) -> bool> {
        Box::new(move |f: &Face| {
            effects(f).iter().any(|e| match e {
                Effect::Gain { per, .. } => *per == Some(i),
                Effect::InfluencePer(p) => *p == i,
                _ => false,
            })
        })
    }
    vec![
        ("Sail", icon(Icon::Sail)),
        ("Cannon", icon(Icon::Cannon)),
        ("Wheel", icon(Icon::Wheel)),
        ("Attack flag", icon(Icon::Flag)),
        ("Draw bonus", icon(Icon::DrawBonus)),
        (
            "Influence",
            any(|e| matches!(e, Effect::Influence(_) | Effect::InfluencePer(_))),
        ),
        ("Produce", any(|e| matches!(e, Effect::Produce { .. }))),
        ("Build", any(|e| matches!(e, Effect::Build(_)))),
        (
            "Basic Upgrade",
            any(|e| {
                matches!(
                    e,
                    Effect::Upgrade {
                        tier: Tier::Basic,
                        ..
                    }
                )
            }),
        ),
        (
            "Advanced Upgrade",
            any(|e| {
                matches!(
                    e,
                    Effect::Upgrade {
                        tier: Tier::Advanced,
                        ..
                    }
                )
            }),
        ),
        ("Repair", any(|e| matches!(e, Effect::Repair { .. }))),
        ("Battle", any(|e| matches!(e, Effect::Battle { .. }))),
        ("cargo to the Dock", cargo_to(To::Dock)),
        ("cargo to the Ship", cargo_to(To::Ship)),
        ("cargo to Ship or Dock", cargo_to(To::ShipOrDock)),
        ("cargo to an island", cargo_to(To::Island)),
        (
            "coins",
            any(|e| matches!(e, Effect::Gain { coins, .. } if *coins > 0)),
        ),
        (
            "pay, then gain",
            any(|e| matches!(e, Effect::Convert { .. })),
        ),
        ("X per Cannon", per(Icon::Cannon)),
        ("X per Wheel", per(Icon::Wheel)),
        (
            "top Advancement",
            any(|e| matches!(e, Effect::TopAdvancement(_))),
        ),
        (
            "level the bottom card",
            any(|e| matches!(e, Effect::LevelBottom)),
        ),
        (
            "overrides Forts",
            Box::new(|f: &Face| f.abilities.iter().any(|a| a.overrides_forts)),
        ),
        ("copy", any(|e| matches!(e, Effect::CopyAbility))),
    ]
}

// Issue 69: every ability family of DESCRIPTION OF ABILITIES (l.756-837) and the ICON REFERENCE
// (l.1735-1939) in every Row: the five icons, Influence, Production, Build, both Upgrades,
// Repair, Battle, cargo to each place a gain can go (GAINING AND SPENDING, l.737; the island:
// P-8), coins, pay-then-gain, "X per Cannon" and "X per Wheel" (CARD ABILITIES l.727), the top
// Advancement (l.733, P-7), leveling the bottom card (l.929), overriding Forts (l.845), copying
// (SCORING's note, l.1269). Each ability has an effect; a "per" effect's icon is on its card.
#[test]
fn every_family_in_every_row() {
    let d = data();
    let fams = families();
    assert_eq!(fams.len(), 24);
    for r in ROWS {
        let cards = row(&d, r);
        let missing: Vec<&str> = fams
            .iter()
            .filter(|(_, on)| !cards.iter().any(|c| on(&c.face)))
            .map(|(name, _)| *name)
            .collect();
        assert!(missing.is_empty(), "Row {r} lacks {missing:?}");
    }
    for c in &d.rows {
        assert!(
            c.face.abilities.iter().all(|a| !a.either.is_empty()),
            "{}",
            c.key
        );
        for e in effects(&c.face) {
            let counted = match e {
                Effect::Gain { per, .. } => per,
                Effect::InfluencePer(i) => Some(i),
                _ => None,
            };
            if let Some(i) = counted {
                assert!(c.face.icons.contains(&i), "{} counts {i:?}", c.key);
            }
            if let Effect::TopAdvancement(n) = e {
                assert!((1..=4).contains(&n), "{}: Row {n}", c.key);
                assert!(
                    c.reading.as_deref().unwrap_or("").contains("P-7"),
                    "{}",
                    c.key
                );
            }
            if matches!(e, Effect::Gain { to: To::Island, .. }) {
                assert!(
                    c.reading.as_deref().unwrap_or("").contains("P-8"),
                    "{}",
                    c.key
                );
            }
        }
    }
}

// DR rules: SCORING, END OF GAME ADVANCEMENTS (l.1257-1269): a coin per 3 cargo owned, a coin per
// island with none of your cubes (face up only, DR-R 40), 2 coins per Wheel on the card; issue
// 69: only in Rows 3 and 4, each kind in both. LOSE COIN DURING SCORING (l.1806) only as the
// price of a strong card (P-21): without it the card would be above its Row's band.
#[test]
fn end_of_game_kinds_rows_3_and_4() {
    let d = data();
    for c in d.rows.iter().filter(|c| c.row < 3) {
        assert!(c.face.end_game.is_empty(), "{} scores at the end", c.key);
    }
    for r in [3, 4] {
        let ends: Vec<EndGame> = row(&d, r)
            .iter()
            .flat_map(|c| c.face.end_game.iter().copied())
            .collect();
        assert!(
            ends.iter().any(|e| matches!(e, EndGame::PerCargo(_))),
            "Row {r}"
        );
        assert!(ends.contains(&EndGame::PerBareIsland), "Row {r}");
        assert!(
            ends.iter().any(|e| matches!(e, EndGame::PerWheel(_))),
            "Row {r}"
        );
    }
    let mut losses = 0;
    for c in &d.rows {
        for e in &c.face.end_game {
            match e {
                EndGame::Coins(n) => {
                    assert!(*n < 0, "{}: coins at scoring are only a loss", c.key);
                    losses += 1;
                    let mut without = c.face.clone();
                    without.end_game.retain(|e| !matches!(e, EndGame::Coins(_)));
                    let (_, hi) = d.values.bands[usize::from(c.row - 1)];
                    let ratio = card_value(&d.values, &without) / f32::from(c.cost);
                    assert!(ratio > hi, "{}: {ratio} a cargo without its loss", c.key);
                    assert!(c.reading.as_deref().unwrap_or("").contains("P-21"));
                }
                EndGame::PerBareIsland => {
                    assert!(c.reading.as_deref().unwrap_or("").contains("DR-R 40"))
                }
                EndGame::PerWheel(_) => assert!(c.face.icons.contains(&Icon::Wheel)),
                EndGame::PerCargo(n) => assert!(*n > 0),
            }
        }
    }
    assert!(losses >= 1);
}

/// A face of these effects, each an ability of its own, under these icons.
fn face(icons: &[Icon], abilities: &[&[Effect]]) -> Face {
    Face {
        icons: icons.to_vec(),
        abilities: abilities
            .iter()
            .map(|either| Ability {
                either: either.to_vec(),
                overrides_forts: false,
            })
            .collect(),
        end_game: vec![],
    }
}

// Issue 69 (a value per icon in the data, and each card's value per cargo in its Row's band;
// ours, P-19): every card of every Row inside values.ron's band, the bands' floors rising by Row
// and the cards' mean value per cargo rising too (a far Row gives more for each cargo).
#[test]
fn value_per_cargo_in_band() {
    let d = data();
    let v = &d.values;
    let mut means = Vec::new();
    for r in ROWS {
        let (lo, hi) = v.bands[usize::from(r - 1)];
        let cards = row(&d, r);
        let mut sum = 0.0;
        for c in &cards {
            let ratio = card_value(v, &c.face) / f32::from(c.cost);
            assert!(
                ratio >= lo - 1e-4 && ratio <= hi + 1e-4,
                "{}: {ratio:.2} a cargo, not in Row {r}'s {lo}-{hi}",
                c.key
            );
            sum += ratio;
        }
        means.push(sum / cards.len() as f32);
    }
    assert!(means.windows(2).all(|w| w[0] < w[1]), "{means:?}");
    assert!(v.bands.windows(2).all(|w| w[0].0 < w[1].0));
    // Rows get stronger: the mean card's worth rises Row by Row.
    let worth: Vec<f32> = ROWS
        .iter()
        .map(|r| {
            let cards = row(&d, *r);
            cards.iter().map(|c| card_value(v, &c.face)).sum::<f32>() / cards.len() as f32
        })
        .collect();
    assert!(worth.windows(2).all(|w| w[0] < w[1]), "{worth:?}");
}

// The value formula of content/value.rs on faces worked by hand (values.ron's numbers): icons
// summed; a red slash worth its best alternative, never below 0; an Upgrade or Repair less its
// price (the Bosun's and Crew's prices give the plan's 1.5, 3 and 1); "per" counts the card's
// icons; a pay-then-gain is the gain less the price.
#[test]
fn value_formula_by_hand() {
    let v = &data().values;
    let near = |a: f32, b: f32| assert!((a - b).abs() < 1e-4, "{a} is not {b}");
    let none = face(&[], &[]);
    let basic = Effect::Upgrade {
        tier: Tier::Basic,
        cost: 3,
    };
    let advanced = Effect::Upgrade {
        tier: Tier::Advanced,
        cost: 6,
    };
    near(effect_value(v, &none, basic), 1.5);
    near(effect_value(v, &none, advanced), 3.0);
    let repair = Effect::Repair {
        n: 1,
        cost: 2,
        harbor: false,
    };
    near(effect_value(v, &none, repair), 1.0);
    near(
        card_value(v, &face(&[Icon::Sail, Icon::Wheel], &[&[basic, advanced]])),
        1.5 + 0.5 + 3.0,
    );
    // A price above the worth: the ability goes unused, worth 0.
    let dear = Effect::Upgrade {
        tier: Tier::Basic,
        cost: 9,
    };
    near(card_value(v, &face(&[], &[&[dear]])), 0.0);
    // Two Cannons: "1 cargo to the Ship per Cannon" is 2 cargo; Influence per Cannon 2 cubes.
    let per = Effect::Gain {
        cargo: 1,
        coins: 0,
        to: To::Ship,
        per: Some(Icon::Cannon),
    };
    let cannons = [Icon::Cannon, Icon::Cannon];
    near(
        card_value(
            v,
            &face(&cannons, &[&[per], &[Effect::InfluencePer(Icon::Cannon)]]),
        ),
        2.0 + 2.0 + 4.0,
    );
    let convert = Effect::Convert {
        cargo: 2,
        coins: 0,
        from: Source::ShipOrDock,
        gain_cargo: 0,
        gain_coins: 4,
        to: To::Dock,
    };
    near(effect_value(v, &none, convert), 2.0);
    let mut wheels = face(&[Icon::Wheel, Icon::Wheel], &[]);
    wheels.end_game = vec![EndGame::PerWheel(2), EndGame::Coins(-2)];
    near(card_value(v, &wheels), 1.0 + 4.0 * 0.5 - 1.0);
}

// DR-R 3 (ours): the Merchant backs, as many a Row as its Merchant fronts (4, 5, 5, 6: 20);
// black cubes about 2-4 in Row 1 to 6-9 in Row 4; a Win of gains, more by Row; every Lose
// costing at least 1 damage or cargo (the rules give a Non-Player battle no default loss); a
// won face on some (one without is buried after its Win, DR-R 20).
#[test]
fn merchant_backs_by_row() {
    let d = data();
    assert_eq!(d.backs.len(), 20);
    let cubes = [(2, 4), (3, 6), (5, 8), (6, 9)];
    let mut wins = Vec::new();
    for (r, (lo, hi)) in ROWS.iter().zip(cubes) {
        let backs: Vec<&MerchantBack> = d.backs.iter().filter(|b| b.row == *r).collect();
        let fronts = row(&d, *r).iter().filter(|c| c.merchant).count();
        assert_eq!(backs.len(), fronts, "Row {r}");
        let mut goods = 0;
        for b in &backs {
            assert!((lo..=hi).contains(&b.black_cubes), "{}", b.key);
            let lose: u32 = b
                .lose
                .iter()
                .map(|e| match e {
                    BackEffect::Damage(n) | BackEffect::LoseCargo(n) => u32::from(*n),
                    _ => 0,
                })
                .sum();
            assert!(lose >= 1, "{} loses no damage or cargo", b.key);
            assert!(!b.win.is_empty(), "{}", b.key);
            for e in &b.win {
                let BackEffect::Gain { cargo, coins, .. } = e else {
                    panic!("{}: a Win that costs", b.key);
                };
                goods += u32::from(*cargo) + u32::from(*coins);
            }
        }
        wins.push(goods as f32 / backs.len() as f32);
    }
    assert!(wins.windows(2).all(|w| w[0] < w[1]), "{wins:?}");
    let won = d.backs.iter().filter(|b| b.won.is_some()).count();
    assert!((1..20).contains(&won), "{won} backs with a won face");
}

// Bad input: a rows.ron that breaks issue 69's numbers is one error naming rows.ron and the
// card, back or Row: a cost out of its band, a value out of its band, a missing family, an
// unknown field, a wrong count of Merchants or backs, a Lose that costs nothing, a "per" icon
// the card lacks; and a values.ron with a negative worth names values.ron.
#[test]
fn a_bad_rows_file_is_one_clear_error() {
    let rows = embedded("rows.ron");
    let spyglass = r#"(key: "r1_spyglass", name: "Spyglass", row: 1, slot: Top, cost: 1,"#;
    let refused = |text: String| {
        let e = with("rows.ron", text).unwrap_err();
        assert_eq!(e.file, "rows.ron", "{e}");
        e.problem
    };

    let p = refused(mutate(
        &rows,
        spyglass,
        &spyglass.replace("cost: 1", "cost: 4"),
    ));
    assert!(
        p.contains("r1_spyglass") && p.contains("costs 4 cargo, not 1 to 3"),
        "{p}"
    );

    let p = refused(mutate(
        &rows,
        &format!("{spyglass}\n            face: (icons: [Sail])),"),
        &format!("{spyglass}\n            face: (icons: [Sail, Sail])),"),
    ));
    assert!(
        p.contains("r1_spyglass") && p.contains("worth 3.00") && p.contains("band"),
        "{p}"
    );

    // The only "level the bottom card" of Row 1 becomes a top Advancement.
    let chest = r#"(key: "r1_sea_chest", name: "Battered Sea Chest", row: 1, slot: Middle, cost: 2,
            face: (abilities: [
                (either: [LevelBottom]),"#;
    let p = refused(mutate(
        &rows,
        chest,
        &chest.replace("LevelBottom", "TopAdvancement(2)"),
    ));
    assert!(p.contains("Row 1") && p.contains("LevelBottom"), "{p}");

    let p = refused(mutate(&rows, spyglass, &format!("{spyglass} rarity: 2,")));
    assert!(p.contains("rarity"), "{p}");

    let intent = r#"(key: "r1_good_intent", name: "the Good Intent, fluyt", row: 1, slot: Middle, cost: 2,
            merchant: true,"#;
    let p = refused(mutate(
        &rows,
        intent,
        &intent.replace("merchant: true,", ""),
    ));
    assert!(
        p.contains("Row 1 has 25 cards, 3 of them Merchant ships"),
        "{p}"
    );

    let p = refused(mutate(
        &rows,
        r#"(key: "b1_hidden_gunports", name: "Hidden Gunports", row: 1,"#,
        r#"(key: "b1_hidden_gunports", name: "Hidden Gunports", row: 2,"#,
    ));
    assert!(p.contains("Row 1 has 3 Merchant backs"), "{p}");

    let p = refused(mutate(
        &rows,
        "win: [Gain(cargo: 3, coins: 0, to: ShipOrDock)],\n            lose: [LoseCargo(1)]),",
        "win: [Gain(cargo: 3, coins: 0, to: ShipOrDock)],\n            lose: [LoseCoins(1)]),",
    ));
    assert!(
        p.contains("b1_rum_casks") && p.contains("no damage or cargo"),
        "{p}"
    );

    let p = refused(mutate(
        &rows,
        "face: (icons: [Wheel, Wheel], abilities: [\n                (either: [Gain(cargo: 0, coins: 1, to: Dock, per: Some(Wheel))]),",
        "face: (icons: [Sail], abilities: [\n                (either: [Gain(cargo: 0, coins: 1, to: Dock, per: Some(Wheel))]),",
    ));
    assert!(p.contains("r1_log_line") && p.contains("Wheel"), "{p}");

    let p = refused(mutate(&rows, "cards: [", "cards: [[")); // a syntax error
    assert!(!p.is_empty());

    let values = embedded("values.ron");
    let e = with(
        "values.ron",
        mutate(&values, "influence: 2.0,", "influence: -2.0,"),
    )
    .unwrap_err();
    assert_eq!(e.file, "values.ron");
    assert!(e.problem.contains("influence"), "{e}");
}
