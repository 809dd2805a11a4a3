//! What a card face is worth, in cargo, by the numbers of `values.ron` (all ours, P-19). The
//! Row check holds each Row card's value per cargo of cost inside its Row's band.
//!
//! The formula, for a face:
//!
//! - **Icons**: each passive icon its value (`sail`, `cannon`, `wheel`, `flag`, `draw_bonus`).
//! - **Abilities** (green lines): summed, each worth its best alternative (a red slash offers
//!   one of its effects), never below 0 (an ability may go unused); plus `overrides_forts`
//!   when the ability overrides Forts.
//! - **Effects**, where *n(icon)* is the count of that icon on this face (the rules count the
//!   whole Sailor card, CARD ABILITIES l.717; alone, a face counts its own):
//!   - `Gain`: (cargo × `cargo` + coins × `coin`) × the factor of its destination (`to_dock`,
//!     `to_ship`, `to_ship_or_dock`, `to_island`), × n(icon) when it is "per" an icon;
//!   - `Influence(n)`: n × `influence`; `InfluencePer(icon)`: n(icon) × `influence`;
//!   - `Convert`: what it gains (as a `Gain`) minus what it pays (cargo × `cargo` + coins ×
//!     `coin`);
//!   - `TopAdvancement(r)`: `top_advancement[r - 1]` (r held to 1..=4);
//!   - `LevelBottom`: `level_bottom`; `CopyAbility`: `copy`;
//!   - `Produce`: islands × (`produce_island` + the boost's goods as a gain to an island);
//!   - `Build(n)`: n × `building` (a building's worth over its price);
//!   - `Upgrade`: the tier's worth (`basic_upgrade`, `advanced_upgrade`) minus cost × `cargo`;
//!   - `Repair`: n × `repair` (× `harbor_only` in Harbor only) minus cost × `cargo`;
//!   - `Sails(n)`: n × `sail`;
//!   - `Battle`: coins won × `battle_coin` (plus one a `per` icon), cubes dropped ×
//!     `battle_cube`, a recalled cube's damage × `battle_damage` and coins × `battle_coin`,
//!     strength × `battle_strength`; × `not_vs_buildings` when it never fights a Building.
//! - **End of game**: a coin scored is `end_coin`; `PerCargo(n)`: `end_cargo_owned` ÷ n coins;
//!   `PerBareIsland`: `end_bare_islands` coins; `PerWheel(n)`: n × n(Wheel) coins; `Coins(n)`:
//!   n coins (a loss is negative).

use super::schema::*;

/// The face's worth in cargo (see the module's doc).
pub fn card_value(values: &ValuesFile, face: &Face) -> f32 {
    let icons: f32 = face.icons.iter().map(|i| icon_value(values, *i)).sum();
    let abilities: f32 = face
        .abilities
        .iter()
        .map(|a| ability_value(values, face, a))
        .sum();
    let end: f32 = face
        .end_game
        .iter()
        .map(|e| end_game_value(values, face, *e))
        .sum();
    icons + abilities + end
}

/// How many of `icon` the face shows.
pub fn icon_count(face: &Face, icon: Icon) -> usize {
    face.icons.iter().filter(|i| **i == icon).count()
}

/// A passive icon's worth.
pub fn icon_value(values: &ValuesFile, icon: Icon) -> f32 {
    match icon {
        Icon::Sail => values.sail,
        Icon::Cannon => values.cannon,
        Icon::Wheel => values.wheel,
        Icon::Flag => values.flag,
        Icon::DrawBonus => values.draw_bonus,
    }
}

/// An ability's worth: its best alternative (0 if none is worth using), plus overriding Forts.
pub fn ability_value(values: &ValuesFile, face: &Face, ability: &Ability) -> f32 {
    let best = ability
        .either
        .iter()
        .map(|e| effect_value(values, face, *e))
        .fold(0.0, f32::max);
    let forts = if ability.overrides_forts {
        values.overrides_forts
    } else {
        0.0
    };
    best + forts
}

fn to_factor(values: &ValuesFile, to: To) -> f32 {
    match to {
        To::Dock => values.to_dock,
        To::Ship => values.to_ship,
        To::ShipOrDock => values.to_ship_or_dock,
        To::Island => values.to_island,
    }
}

fn goods(values: &ValuesFile, cargo: u8, coins: u8) -> f32 {
    f32::from(cargo) * values.cargo + f32::from(coins) * values.coin
}

fn per(face: &Face, icon: Option<Icon>) -> f32 {
    icon.map_or(1.0, |i| icon_count(face, i) as f32)
}

/// One effect's worth on this face (may be negative: a price above what it buys).
pub fn effect_value(values: &ValuesFile, face: &Face, effect: Effect) -> f32 {
    match effect {
        Effect::Gain {
            cargo,
            coins,
            to,
            per: icon,
        } => goods(values, cargo, coins) * to_factor(values, to) * per(face, icon),
        Effect::Influence(n) => f32::from(n) * values.influence,
        Effect::InfluencePer(icon) => icon_count(face, icon) as f32 * values.influence,
        Effect::Convert {
            cargo,
            coins,
            from: _,
            gain_cargo,
            gain_coins,
            to,
        } => {
            goods(values, gain_cargo, gain_coins) * to_factor(values, to)
                - goods(values, cargo, coins)
        }
        Effect::TopAdvancement(row) => values.top_advancement[usize::from(row.clamp(1, 4)) - 1],
        Effect::LevelBottom => values.level_bottom,
        Effect::CopyAbility => values.copy,
        Effect::Produce {
            islands,
            cargo,
            coins,
        } => {
            f32::from(islands)
                * (values.produce_island + goods(values, cargo, coins) * values.to_island)
        }
        Effect::Build(n) => f32::from(n) * values.building,
        Effect::Upgrade { tier, cost } => {
            let worth = match tier {
                Tier::Basic => values.basic_upgrade,
                Tier::Advanced => values.advanced_upgrade,
            };
            worth - f32::from(cost) * values.cargo
        }
        Effect::Repair { n, cost, harbor } => {
            let place = if harbor { values.harbor_only } else { 1.0 };
            f32::from(n) * values.repair * place - f32::from(cost) * values.cargo
        }
        Effect::Sails(n) => f32::from(n) * values.sail,
        Effect::Battle {
            effect,
            not_vs_buildings,
        } => {
            let worth = match effect {
                BattleEffect::WinCoins { coins, per: icon } => {
                    (f32::from(coins) + icon.map_or(0.0, |i| icon_count(face, i) as f32))
                        * values.battle_coin
                }
                BattleEffect::DropCubes(n) => f32::from(n) * values.battle_cube,
                BattleEffect::Recall { damage, coins } => {
                    f32::from(damage) * values.battle_damage + f32::from(coins) * values.battle_coin
                }
                BattleEffect::Strength(n) => f32::from(n) * values.battle_strength,
            };
            if not_vs_buildings {
                worth * values.not_vs_buildings
            } else {
                worth
            }
        }
    }
}

/// An end-of-game score's worth.
pub fn end_game_value(values: &ValuesFile, face: &Face, end: EndGame) -> f32 {
    let coins = match end {
        EndGame::PerCargo(n) => values.end_cargo_owned / f32::from(n.max(1)),
        EndGame::PerBareIsland => values.end_bare_islands,
        EndGame::PerWheel(n) => f32::from(n) * icon_count(face, Icon::Wheel) as f32,
        EndGame::Coins(n) => f32::from(n),
    };
    coins * values.end_coin
}
