//! The checks `rows.ron` and `values.ron` pass before the game uses them (COMPONENTS: the Row
//! decks; the numbers issue 69 sets, since the text lists no cards: DR-R 2, 3). Each failure
//! names the card or back and the problem.

use super::DrData;
use super::schema::*;
use super::value::{card_value, end_game_value, icon_count};
use std::collections::HashSet;

/// Cards in Rows 1 to 4 (COMPONENTS, l.67) and the Merchant ships among them (issue 69).
pub const ROW_CARDS: [usize; 4] = [25, 25, 23, 25];
pub const ROW_MERCHANTS: [usize; 4] = [4, 5, 5, 6];
/// The cargo cost of a card, by Row (issue 69).
pub const COST_BANDS: [(u8, u8); 4] = [(1, 3), (3, 5), (4, 7), (6, 9)];
/// A Merchant back's black cubes, by Row (DR-R 3).
pub const BLACK_CUBES: [(u8, u8); 4] = [(2, 4), (3, 6), (5, 8), (6, 9)];
/// A name fits a card's banner.
const NAME_MAX: usize = 30;
/// Rounding room when a value is held to its band.
const EPSILON: f32 = 1e-4;

/// The ability families every Row holds (DESCRIPTION OF ABILITIES and ICON REFERENCE, issue
/// 69), as `rows.ron` writes them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    Sail,
    Cannon,
    Wheel,
    Flag,
    DrawBonus,
    Influence,
    Produce,
    Build,
    BasicUpgrade,
    AdvancedUpgrade,
    Repair,
    Battle,
    CargoToDock,
    CargoToShip,
    CargoToShipOrDock,
    CargoToIsland,
    Coins,
    Convert,
    PerCannon,
    PerWheel,
    TopAdvancement,
    LevelBottom,
    OverridesForts,
    Copy,
}

impl Family {
    pub const ALL: [Family; 24] = [
        Family::Sail,
        Family::Cannon,
        Family::Wheel,
        Family::Flag,
        Family::DrawBonus,
        Family::Influence,
        Family::Produce,
        Family::Build,
        Family::BasicUpgrade,
        Family::AdvancedUpgrade,
        Family::Repair,
        Family::Battle,
        Family::CargoToDock,
        Family::CargoToShip,
        Family::CargoToShipOrDock,
        Family::CargoToIsland,
        Family::Coins,
        Family::Convert,
        Family::PerCannon,
        Family::PerWheel,
        Family::TopAdvancement,
        Family::LevelBottom,
        Family::OverridesForts,
        Family::Copy,
    ];

    /// Whether the face shows this family.
    pub fn on(self, face: &Face) -> bool {
        let icon = |i: Icon| face.icons.contains(&i);
        let effect =
            |f: &dyn Fn(&Effect) -> bool| face.abilities.iter().flat_map(|a| &a.either).any(f);
        let cargo_to = |dest: To| {
            effect(&|e| matches!(e, Effect::Gain { cargo, to, .. } if *cargo > 0 && *to == dest))
        };
        let per = |i: Icon| {
            effect(&|e| match e {
                Effect::Gain { per, .. } => *per == Some(i),
                Effect::InfluencePer(p) => *p == i,
                _ => false,
            })
        };
        match self {
            Family::Sail => icon(Icon::Sail),
            Family::Cannon => icon(Icon::Cannon),
            Family::Wheel => icon(Icon::Wheel),
            Family::Flag => icon(Icon::Flag),
            Family::DrawBonus => icon(Icon::DrawBonus),
            Family::Influence => {
                effect(&|e| matches!(e, Effect::Influence(_) | Effect::InfluencePer(_)))
            }
            Family::Produce => effect(&|e| matches!(e, Effect::Produce { .. })),
            Family::Build => effect(&|e| matches!(e, Effect::Build(_))),
            Family::BasicUpgrade => effect(&|e| {
                matches!(
                    e,
                    Effect::Upgrade {
                        tier: Tier::Basic,
                        ..
                    }
                )
            }),
            Family::AdvancedUpgrade => effect(&|e| {
                matches!(
                    e,
                    Effect::Upgrade {
                        tier: Tier::Advanced,
                        ..
                    }
                )
            }),
            Family::Repair => effect(&|e| matches!(e, Effect::Repair { .. })),
            Family::Battle => effect(&|e| matches!(e, Effect::Battle { .. })),
            Family::CargoToDock => cargo_to(To::Dock),
            Family::CargoToShip => cargo_to(To::Ship),
            Family::CargoToShipOrDock => cargo_to(To::ShipOrDock),
            Family::CargoToIsland => cargo_to(To::Island),
            Family::Coins => effect(&|e| matches!(e, Effect::Gain { coins, .. } if *coins > 0)),
            Family::Convert => effect(&|e| matches!(e, Effect::Convert { .. })),
            Family::PerCannon => per(Icon::Cannon),
            Family::PerWheel => per(Icon::Wheel),
            Family::TopAdvancement => effect(&|e| matches!(e, Effect::TopAdvancement(_))),
            Family::LevelBottom => effect(&|e| matches!(e, Effect::LevelBottom)),
            Family::OverridesForts => face.abilities.iter().any(|a| a.overrides_forts),
            Family::Copy => effect(&|e| matches!(e, Effect::CopyAbility)),
        }
    }
}

/// The three end-of-game kinds of SCORING (l.1257-1269), only in Rows 3 and 4 (issue 69).
fn end_kind(e: &EndGame) -> Option<&'static str> {
    match e {
        EndGame::PerCargo(_) => Some("a coin per cargo owned"),
        EndGame::PerBareIsland => Some("a coin per bare island"),
        EndGame::PerWheel(_) => Some("coins per Wheel"),
        EndGame::Coins(_) => None,
    }
}

/// `values.ron`: every worth a finite number not below 0; each band from above 0 to above its
/// low end.
pub(super) fn values(v: &ValuesFile) -> Result<(), String> {
    let named = [
        ("sail", v.sail),
        ("cannon", v.cannon),
        ("wheel", v.wheel),
        ("flag", v.flag),
        ("draw_bonus", v.draw_bonus),
        ("cargo", v.cargo),
        ("coin", v.coin),
        ("to_dock", v.to_dock),
        ("to_ship", v.to_ship),
        ("to_ship_or_dock", v.to_ship_or_dock),
        ("to_island", v.to_island),
        ("influence", v.influence),
        ("produce_island", v.produce_island),
        ("building", v.building),
        ("basic_upgrade", v.basic_upgrade),
        ("advanced_upgrade", v.advanced_upgrade),
        ("repair", v.repair),
        ("harbor_only", v.harbor_only),
        ("level_bottom", v.level_bottom),
        ("copy", v.copy),
        ("overrides_forts", v.overrides_forts),
        ("battle_coin", v.battle_coin),
        ("battle_cube", v.battle_cube),
        ("battle_damage", v.battle_damage),
        ("battle_strength", v.battle_strength),
        ("not_vs_buildings", v.not_vs_buildings),
        ("end_coin", v.end_coin),
        ("end_cargo_owned", v.end_cargo_owned),
        ("end_bare_islands", v.end_bare_islands),
    ];
    let tops = v
        .top_advancement
        .iter()
        .enumerate()
        .map(|(i, x)| (format!("top_advancement Row {}", i + 1), *x));
    for (name, x) in named.iter().map(|(n, x)| (n.to_string(), *x)).chain(tops) {
        if !x.is_finite() || x < 0.0 {
            return Err(format!("{name} is {x}, not a number of 0 or more"));
        }
    }
    for (i, (lo, hi)) in v.bands.iter().enumerate() {
        if !(lo.is_finite() && hi.is_finite() && *lo > 0.0 && lo < hi) {
            return Err(format!(
                "Row {}'s band ({lo}, {hi}) is not from above 0 to above its low end",
                i + 1
            ));
        }
    }
    Ok(())
}

fn abilities_ok(face: &Face, at: &str) -> Result<(), String> {
    if let Some(a) = face.abilities.iter().find(|a| a.either.is_empty()) {
        return Err(format!("{at}: an ability with no effect ({a:?})"));
    }
    if face.icons.is_empty() && face.abilities.is_empty() && face.end_game.is_empty() {
        return Err(format!("{at}: shows nothing"));
    }
    Ok(())
}

/// One card on its own: cost, face, the icons its "per" effects count, its end-of-game
/// scores, and its value per cargo.
fn card(v: &ValuesFile, c: &RowCard) -> Result<(), String> {
    let at = format!("card {:?} (Row {})", c.key, c.row);
    if !(1..=4).contains(&c.row) {
        return Err(format!("card {:?}: Row {}, not 1 to 4", c.key, c.row));
    }
    let r = usize::from(c.row - 1);
    let (lo, hi) = COST_BANDS[r];
    if !(lo..=hi).contains(&c.cost) {
        return Err(format!("{at}: costs {} cargo, not {lo} to {hi}", c.cost));
    }
    abilities_ok(&c.face, &at)?;
    let effects = || c.face.abilities.iter().flat_map(|a| &a.either);
    for e in effects() {
        let counted = match e {
            Effect::Gain { per, .. } => *per,
            Effect::InfluencePer(i) => Some(*i),
            Effect::Battle {
                effect: BattleEffect::WinCoins { per, .. },
                ..
            } => *per,
            _ => None,
        };
        if let Some(i) = counted.filter(|i| icon_count(&c.face, *i) == 0) {
            return Err(format!("{at}: counts {i:?} icons but shows none"));
        }
        if let Effect::TopAdvancement(row) = e
            && !(1..=4).contains(row)
        {
            return Err(format!(
                "{at}: the top Advancement of Row {row}, not 1 to 4"
            ));
        }
    }
    for e in &c.face.end_game {
        if c.row < 3 {
            return Err(format!(
                "{at}: an end-of-game score ({e:?}) outside Rows 3 and 4"
            ));
        }
        if matches!(e, EndGame::PerWheel(_)) && icon_count(&c.face, Icon::Wheel) == 0 {
            return Err(format!("{at}: scores per Wheel but shows none"));
        }
    }
    let value = card_value(v, &c.face);
    let cost = f32::from(c.cost);
    let (blo, bhi) = v.bands[r];
    let ratio = value / cost;
    if ratio < blo - EPSILON || ratio > bhi + EPSILON {
        return Err(format!(
            "{at}: worth {value:.2} for {} cargo, {ratio:.2} a cargo, outside Row {}'s band \
             {blo:.2} to {bhi:.2}",
            c.cost, c.row
        ));
    }
    // A loss at scoring only as the price of a strong card (P-21): without it, the card would
    // be worth more than its band allows.
    let losses: f32 = c
        .face
        .end_game
        .iter()
        .filter(|e| matches!(e, EndGame::Coins(n) if *n < 0))
        .map(|e| end_game_value(v, &c.face, *e))
        .sum();
    if losses < 0.0 && (value - losses) / cost <= bhi + EPSILON {
        return Err(format!(
            "{at}: loses coins at scoring, yet without the loss it is worth {:.2} a cargo, \
             inside Row {}'s band (a loss is only the price of a strong card, P-21)",
            (value - losses) / cost,
            c.row
        ));
    }
    if c.face
        .end_game
        .iter()
        .any(|e| matches!(e, EndGame::Coins(n) if *n >= 0))
    {
        return Err(format!("{at}: coins at scoring may only be a loss (P-21)"));
    }
    Ok(())
}

/// A Merchant back: its Row, black cubes, a Win of gains only (at least Row + 1 goods), a Lose
/// costing at least 1 damage or cargo (DR-R 3), a won face that shows something.
fn back(b: &MerchantBack) -> Result<(), String> {
    let at = format!("Merchant back {:?} (Row {})", b.key, b.row);
    if !(1..=4).contains(&b.row) {
        return Err(format!(
            "Merchant back {:?}: Row {}, not 1 to 4",
            b.key, b.row
        ));
    }
    let (lo, hi) = BLACK_CUBES[usize::from(b.row - 1)];
    if !(lo..=hi).contains(&b.black_cubes) {
        return Err(format!(
            "{at}: {} black cubes, not {lo} to {hi}",
            b.black_cubes
        ));
    }
    let mut won = 0u32;
    for e in &b.win {
        match e {
            BackEffect::Gain { cargo, coins, .. } => won += u32::from(*cargo) + u32::from(*coins),
            _ => return Err(format!("{at}: its Win holds a loss ({e:?})")),
        }
    }
    if won < u32::from(b.row) + 1 {
        return Err(format!(
            "{at}: its Win gives {won} goods, fewer than {}",
            b.row + 1
        ));
    }
    let mut cost = 0u32;
    for e in &b.lose {
        match e {
            BackEffect::Damage(n) | BackEffect::LoseCargo(n) => cost += u32::from(*n),
            BackEffect::LoseCoins(_) => {}
            BackEffect::Gain { .. } => return Err(format!("{at}: its Lose holds a gain ({e:?})")),
        }
    }
    if cost == 0 {
        return Err(format!(
            "{at}: its Lose costs no damage or cargo (DR-R 3: at least 1)"
        ));
    }
    if let Some(face) = &b.won {
        abilities_ok(face, &format!("{at}, its won face"))?;
        if !face.end_game.is_empty() {
            return Err(format!("{at}: its won face scores at the end"));
        }
    }
    Ok(())
}

fn name_ok(name: &str, seen: &mut HashSet<String>) -> Result<(), String> {
    if name.trim().is_empty() || name.chars().count() > NAME_MAX {
        return Err(format!(
            "the name {name:?} is empty or longer than {NAME_MAX} letters"
        ));
    }
    if !seen.insert(name.to_lowercase()) {
        return Err(format!("the name {name:?} is used twice"));
    }
    Ok(())
}

/// `rows.ron` (COMPONENTS l.67; issue 69; DR-R 2, 3).
pub(super) fn rows(data: &DrData) -> Result<(), String> {
    let v = &data.values;
    let mut keys = HashSet::new();
    let mut names = HashSet::new();
    for c in &data.rows {
        if !keys.insert(c.key.as_str()) {
            return Err(format!("card {:?}: its key is used twice", c.key));
        }
        name_ok(&c.name, &mut names).map_err(|p| format!("card {:?}: {p}", c.key))?;
        card(v, c)?;
    }
    for b in &data.backs {
        if !keys.insert(b.key.as_str()) {
            return Err(format!("Merchant back {:?}: its key is used twice", b.key));
        }
        name_ok(&b.name, &mut names).map_err(|p| format!("Merchant back {:?}: {p}", b.key))?;
        back(b)?;
    }
    for row in 1..=4u8 {
        let r = usize::from(row - 1);
        let cards: Vec<&RowCard> = data.rows.iter().filter(|c| c.row == row).collect();
        let merchants = cards.iter().filter(|c| c.merchant).count();
        if cards.len() != ROW_CARDS[r] || merchants != ROW_MERCHANTS[r] {
            return Err(format!(
                "Row {row} has {} cards, {merchants} of them Merchant ships, not {} and {}",
                cards.len(),
                ROW_CARDS[r],
                ROW_MERCHANTS[r]
            ));
        }
        let n = cards.len();
        let (lo, hi) = (n / 3, n.div_ceil(3));
        for slot in Slot::ALL {
            let k = cards.iter().filter(|c| c.slot == slot).count();
            if !(lo..=hi).contains(&k) {
                return Err(format!(
                    "Row {row} has {k} cards for the {slot:?} slot, not {lo} to {hi} (a third)"
                ));
            }
        }
        let missing: Vec<String> = Family::ALL
            .iter()
            .filter(|f| !cards.iter().any(|c| f.on(&c.face)))
            .map(|f| format!("{f:?}"))
            .collect();
        if !missing.is_empty() {
            return Err(format!(
                "Row {row} lacks the ability families {}",
                missing.join(", ")
            ));
        }
        if row >= 3 {
            let kinds = [
                EndGame::PerCargo(1),
                EndGame::PerBareIsland,
                EndGame::PerWheel(1),
            ];
            for kind in kinds {
                let name = end_kind(&kind).expect("a SCORING kind");
                let found = cards
                    .iter()
                    .flat_map(|c| &c.face.end_game)
                    .any(|e| end_kind(e) == Some(name));
                if !found {
                    return Err(format!("Row {row} has no end-of-game score of {name}"));
                }
            }
        }
        let backs = data.backs.iter().filter(|b| b.row == row).count();
        if backs != ROW_MERCHANTS[r] {
            return Err(format!(
                "Row {row} has {backs} Merchant backs for its {} Merchant ships",
                ROW_MERCHANTS[r]
            ));
        }
    }
    if !data.backs.iter().any(|b| b.won.is_some()) {
        return Err("no Merchant back has a won face".into());
    }
    Ok(())
}
