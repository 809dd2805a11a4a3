//! The last check of loaded data: every price and limit within sensible bounds (no money
//! loop, nothing free that the rules sell, nothing a division could trip on), and one card of
//! each name in every deck. The bounds are ours; the rules' own figures sit well inside them.

use super::*;

fn bad(file: &str, item: &str, problem: String) -> DataError {
    DataError {
        file: file.into(),
        item: item.into(),
        problem,
    }
}

/// `value` within `range`, or an error naming the item.
fn within<T: PartialOrd + fmt::Display + Copy>(
    file: &str,
    item: &str,
    value: T,
    range: std::ops::RangeInclusive<T>,
) -> Result<(), DataError> {
    if range.contains(&value) {
        Ok(())
    } else {
        Err(bad(
            file,
            item,
            format!("{value} is outside {}..={}", range.start(), range.end()),
        ))
    }
}

/// Prices and limits (tokens.ron, ships.ron) in bounds, and unique names.
pub(super) fn check(data: &GameData, glory: &[glory::GloryCardDef]) -> Result<(), DataError> {
    const T: &str = "tokens.ron";
    let t = &data.tokens;
    let p = &t.prices;
    within(T, "starting_gold", t.starting_gold, 0..=1_000)?;
    within(T, "captain_price", t.captain_price, 0..=1_000)?;
    let g = &t.treasure_galleon;
    within(
        T,
        "treasure_galleon.seamanship",
        g.seamanship as u32,
        0..=10,
    )?;
    within(
        T,
        "treasure_galleon.leadership",
        g.leadership as u32,
        0..=10,
    )?;
    within(
        T,
        "treasure_galleon.gold_per_move",
        g.gold_per_move,
        0..=100,
    )?;
    within(
        T,
        "treasure_galleon.gold_per_bounty",
        g.gold_per_bounty,
        1..=1_000,
    )?;
    if data.port_by_key(&g.port).is_none() {
        return Err(bad(
            T,
            "treasure_galleon",
            format!("names no port: {:?}", g.port),
        ));
    }
    within(T, "storm.hits", t.storm.hits as u32, 1..=10)?;
    if p.loyalty.len() != 6 {
        return Err(bad(
            T,
            "prices.loyalty",
            format!(
                "holds {} prices, not 6 (Unhappy to Fierce)",
                p.loyalty.len()
            ),
        ));
    }
    for price in &p.loyalty {
        within(T, "prices.loyalty", *price, 0..=100)?;
    }
    if data.zone_by_key(&t.storm.zone).is_none() {
        return Err(bad(
            T,
            "storm.zone",
            format!("names no sea zone: {:?}", t.storm.zone),
        ));
    }
    within(T, "actions_per_turn", t.actions_per_turn, 1..=10)?;
    within(T, "prices.goods", p.goods, 1..=100)?;
    within(T, "prices.demand", p.demand, p.goods..=100)?;
    within(T, "prices.port_cargo_limit", p.port_cargo_limit, 1..=20)?;
    within(
        T,
        "prices.demand_glory_cards",
        p.demand_glory_cards,
        1..=p.port_cargo_limit,
    )?;
    within(T, "prices.goods_draw", p.goods_draw, 1..=20)?;
    within(T, "prices.goods_draw_repeat", p.goods_draw_repeat, 1..=20)?;
    for (item, price) in [
        ("prices.repair_per_point", p.repair_per_point),
        ("prices.weapon_buy", p.weapon_buy),
        ("prices.ship_mod", p.ship_mod),
        ("prices.hull_restore", p.hull_restore),
        ("prices.crew_each", p.crew_each),
        ("prices.rumor", p.rumor),
        ("prices.favor", p.favor),
    ] {
        within(T, item, price, 0..=100)?;
    }
    // Bought and sold back at once must never pay.
    within(T, "prices.weapon_sell", p.weapon_sell, 0..=p.weapon_buy)?;
    within(T, "prices.value_cap", p.value_cap, 5..=10)?;
    within(T, "prices.stash_per_glory", p.stash_per_glory, 1..=1_000)?;
    within(T, "prices.stash_glory_max", p.stash_glory_max, 0..=100)?;
    within(
        T,
        "prices.stash_step_glory_or_death",
        p.stash_step_glory_or_death,
        0..=1_000,
    )?;
    within(T, "prices.favors_max", p.favors_max, 1..=20)?;
    let b = &t.battle;
    within(T, "battle.raid_cards", b.raid_cards, 1..=10)?;
    within(T, "battle.raid_glory_gold", b.raid_glory_gold, 1..=1_000)?;
    within(T, "battle.bounty_max", b.bounty_max, 1..=10)?;
    within(T, "battle.bounty_reward", b.bounty_reward, 0..=100)?;
    for (class, reward) in &b.npc_pirate_rewards {
        within(
            T,
            &format!("battle.npc_pirate_rewards {class:?}"),
            *reward,
            0..=100,
        )?;
    }
    for s in &data.ships {
        if let Some(buy) = s.buy {
            within("ships.ron", &format!("{} buy", s.name), buy, 0..=1_000)?;
        }
        // A ship that sells for more than it costs would be a money loop.
        if let Some(sell) = s.sell {
            within(
                "ships.ron",
                &format!("{} sell", s.name),
                sell,
                0..=s.buy.unwrap_or(0),
            )?;
        }
    }
    unique(
        "captains.ron",
        data.captains.iter().map(|c| c.name.as_str()),
    )?;
    unique("ports.ron", data.ports.iter().map(|c| c.name.as_str()))?;
    unique("zones.ron", data.zones.iter().map(|c| c.name.as_str()))?;
    unique("goods.ron", data.goods.iter().map(|c| c.name.as_str()))?;
    unique(
        "events.ron",
        data.event_deck.iter().map(|c| c.name.as_str()),
    )?;
    unique("rumors.ron", data.rumors.iter().map(|c| c.name.as_str()))?;
    unique(
        "missions.ron",
        data.missions.iter().map(|c| c.name.as_str()),
    )?;
    unique("glory.ron", glory.iter().map(|c| c.name.as_str()))
}

/// No two items of one file share a name (a card's copies are one item).
fn unique<'a>(file: &str, names: impl Iterator<Item = &'a str>) -> Result<(), DataError> {
    let mut seen = std::collections::HashSet::new();
    for name in names {
        if !seen.insert(name) {
            return Err(bad(file, name, "the name is used twice".into()));
        }
    }
    Ok(())
}
