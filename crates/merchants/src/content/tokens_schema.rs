//! The RON schema of `assets/data/mm/tokens.ron`: the tokens put out at setup, the prices in
//! port, and the numbers of the game's pace.

use super::schema::*;
use serde::{Deserialize, Serialize};

/// `tokens.ron`: the cardboard tokens put out at setup.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct TokensFile {
    /// Ship modification tokens: kind and how many of it.
    pub ship_mods: Vec<(ShipModKind, u8)>,
    /// Seas of Glory, MODULE 4: the NPC upgrade tokens, one of each.
    pub npc_upgrades: Vec<NpcUpgrade>,
    /// Merchant tokens: the nation on the hidden side, and how many.
    pub merchants: Vec<(Nation, u8)>,
    /// Raided merchants at which the track refills the board at the start of a turn.
    pub merchant_track_refill: u8,
    pub starting_gold: u32,
    /// VARIANT 2, "It'll cost ya!": the price of each captain drawn beyond the first.
    pub captain_price: u32,
    pub actions_per_turn: u8,
    /// Glory points (track plus stash points) a captain declares to end the game.
    pub glory_to_win: u32,
    pub prices: PricesDef,
    pub battle: BattleDef,
    /// Seas of Glory, MODULE 6.
    pub treasure_galleon: TreasureGalleonDef,
    /// Seas of Glory, MODULE 8.
    pub storm: StormDef,
    /// Seas of Glory, MODULE 9.
    pub locations: super::LocationsDef,
}

/// Seas of Glory, MODULE 6: the treasure galleon, its captain and its gold.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct TreasureGalleonDef {
    /// The port whose sea zone it starts in (the rules: Cartagena's).
    pub port: String,
    /// Its captain's skills (ours: the text gives none).
    pub seamanship: u8,
    pub leadership: u8,
    /// Gold put on its board each time it moves.
    pub gold_per_move: u32,
    /// A Spanish bounty for every this much gold aboard when it is defeated.
    pub gold_per_bounty: u32,
}

/// The numbers of raids and bounties.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct BattleDef {
    /// Cargo cards a raid turns face up before the SEAMANSHIP roll.
    pub raid_cards: u8,
    /// Plunder of at least this much gold in one raid earns a glory point.
    pub raid_glory_gold: u32,
    /// Bounties a nation can put on one captain.
    pub bounty_max: u8,
    /// Reward per bounty for defeating a pirate player.
    pub bounty_reward: u32,
    /// What a non-pirate earns for defeating an NPC pirate, by its ship.
    pub npc_pirate_rewards: Vec<(ShipClass, u32)>,
}

/// Prices in port (the VISIT SHIPYARD table and the port activities).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PricesDef {
    /// A cargo card of an ordinary good, sold or bought one of a kind.
    pub goods: u32,
    /// A cargo card of the good in demand, sold.
    pub demand: u32,
    /// Cards at which a sale of the good in demand earns a glory point.
    pub demand_glory_cards: u8,
    /// Cargo cards drawn to buy from, and on buying in the same port two turns running.
    pub goods_draw: u8,
    pub goods_draw_repeat: u8,
    /// The most cargo cards a captain may hold in port.
    pub port_cargo_limit: u8,
    pub repair_per_point: u32,
    pub weapon_buy: u32,
    pub weapon_sell: u32,
    pub ship_mod: u32,
    /// Turning a used reinforced hull face up again.
    pub hull_restore: u32,
    pub crew_each: u32,
    pub rumor: u32,
    /// No ship value may pass this with modifications.
    pub value_cap: u8,
    /// Gold stashed per glory point, and the most glory points a stash counts.
    pub stash_per_glory: u32,
    pub stash_glory_max: u32,
    /// VARIANT 3: how much more each next stash point costs than the last.
    pub stash_step_glory_or_death: u32,
    /// MODULE 10: a favor bought in port, and the most favors a captain holds.
    pub favor: u32,
    pub favors_max: u8,
    /// MODULE 11: the price of a step up the loyalty track, to Unhappy, Restless, Content,
    /// Pleased, Happy and Fierce (the text prints none: ours).
    pub loyalty: Vec<u32>,
    /// MODULE 7: a contraband card bought as contraband, and sold at its port; contraband
    /// cards sold for a glory point.
    pub contraband_buy: u32,
    pub contraband_sell: u32,
    pub contraband_glory_cards: u8,
}

/// Seas of Glory, MODULE 8: the storm token, where it starts and what it costs a captain.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct StormDef {
    /// The sea zone it starts in (the rules: the Caribbean Sea).
    pub zone: String,
    /// Hits a captain takes from it, 1 fewer per SEAMANSHIP success (the rules: 3).
    pub hits: u8,
}
