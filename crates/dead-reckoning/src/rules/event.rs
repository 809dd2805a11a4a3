//! What happened, in public (the log, the animations, the sounds). A seat's secrets (its
//! hand's cards, its chest's total, its Bonus token, which card it leveled) are never in an
//! event: the owner reads them in its observation.

use super::goods::GainedTo;
use super::state::*;
use crate::content::{Ach, BuildingKind, Family};
use game_core::Seat;
use serde::{Deserialize, Serialize};

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Event {
    /// SETUP F: the table and its first seat.
    GameStarted {
        seats: usize,
        first: Seat,
    },
    /// SETUP E: the seat kept one of its two Bonus tokens (which: its secret).
    BonusKept {
        seat: Seat,
    },
    /// A face-down board turned face up.
    BoardFlipped {
        cell: u8,
        board: BoardId,
    },
    /// A card put on a board's card space, from this Row's box.
    CardPlaced {
        cell: u8,
        card: CardId,
        from_row: u8,
    },
    /// SETUP F: cargo to the seat's Dock.
    StartingCargo {
        seat: Seat,
        n: u8,
    },
    /// A seat's turn began.
    TurnBegan {
        seat: Seat,
        number: u32,
        final_turn: bool,
    },
    /// A Sailor card played face up, as it shows.
    CardPlayed {
        seat: Seat,
        card: SailorId,
        level: u8,
        sleeve: [Option<CardId>; 3],
    },
    /// CLEANUP 3: the unspent Sails lost.
    SailsLost {
        seat: Seat,
    },
    /// CLEANUP 5: the played cards to the discard pile.
    Discarded {
        seat: Seat,
        count: usize,
    },
    /// The discard pile shuffled into a new deck.
    Reshuffled {
        seat: Seat,
    },
    /// Cards drawn (which: the drawer's secret).
    CardsDrawn {
        seat: Seat,
        count: usize,
    },
    /// A card in hand went up a level (which: its owner's secret; whether it reached 4 is
    /// public through Expert Sailors' cubes, ours P-16).
    Leveled {
        seat: Seat,
        to4: bool,
    },
    /// The level-up put off to the start of the seat's next turn (DR-R 23).
    LevelPutOff {
        seat: Seat,
    },
    /// An ability used (`part` 0: the card's level, 1–3: an Advancement's slot), of this
    /// family.
    AbilityUsed {
        seat: Seat,
        card: SailorId,
        part: u8,
        ability: u8,
        effect: u8,
        family: Family,
    },
    /// Goods loaded into a hold from the Dock (`from` none) or an island's cell.
    Loaded {
        seat: Seat,
        goods: Goods,
        space: u8,
        from: Option<u8>,
    },
    /// Goods unloaded to the Dock / chest (`to` none) or onto an island's cell.
    Unloaded {
        seat: Seat,
        goods: Goods,
        space: u8,
        to: Option<u8>,
    },
    Rearranged {
        seat: Seat,
        goods: Goods,
        from: u8,
        to: u8,
    },
    Jettisoned {
        seat: Seat,
        goods: Goods,
        space: u8,
    },
    /// Goods gained (chest moves are public).
    Gained {
        seat: Seat,
        goods: Goods,
        n: u8,
        to: GainedTo,
    },
    /// A gained unit left in the supply (no room for it).
    Refused {
        seat: Seat,
        goods: Goods,
    },
    /// A unit of a cost paid.
    Spent {
        seat: Seat,
        goods: Goods,
        from: PaySource,
    },
    Repaired {
        seat: Seat,
        n: u8,
    },
    AchievementMarked {
        seat: Seat,
        ach: Ach,
    },
    /// A progress cube on an Achievement (Explorer, Expert Sailors).
    Progress {
        seat: Seat,
        ach: Ach,
    },
    /// The seat's progress cubes on it came back (the goal out of reach).
    ProgressReturned {
        seat: Seat,
        ach: Ach,
    },
    SailsSet {
        seat: Seat,
        n: u8,
    },
    Stepped {
        seat: Seat,
        from: Place,
        to: Place,
    },
    Stopped {
        seat: Seat,
        at: Place,
    },
    /// A card bought, or a Merchant ship traded for (`traded`), set aside.
    Bought {
        seat: Seat,
        card: CardId,
        traded: bool,
    },
    /// CLEANUP 4: an Advancement sleeved into a played card's slot.
    Sleeved {
        seat: Seat,
        card: SailorId,
        adv: CardId,
        slot: u8,
    },
    /// An Influence cube on an empty slot.
    InfluencePlaced {
        seat: Seat,
        cell: u8,
    },
    /// An Influence cube replaced `victim`'s (returned to it).
    CubeReplaced {
        seat: Seat,
        victim: Seat,
        cell: u8,
    },
    /// Influence with nowhere to go, or no cube to place: lost (DR-R 32).
    InfluenceLost {
        seat: Seat,
        n: u8,
    },
    /// A seat short of cubes took one of its own back from an island.
    CubeReclaimed {
        seat: Seat,
        cell: u8,
    },
    ControlChanged {
        cell: u8,
        from: Option<Seat>,
        to: Option<Seat>,
    },
    /// A permanent cube for taking control.
    PermanentCube {
        seat: Seat,
        cell: u8,
    },
    /// Control changed: the island's buildings went back to the supply.
    BuildingsRemoved {
        cell: u8,
    },
    /// An island produced these goods onto itself.
    Produced {
        cell: u8,
        cargo: u16,
        coins: u16,
    },
    Built {
        seat: Seat,
        cell: u8,
        building: BuildingKind,
    },
    /// An Upgrade tile on a hull space (`covered`: over a printed face or another tile).
    Upgraded {
        seat: Seat,
        kind: u8,
        space: u8,
        covered: bool,
    },
    /// A Garrison's toll on a Ship entering its board.
    GarrisonHit {
        seat: Seat,
        cell: u8,
        owner: Seat,
    },
    Damaged {
        seat: Seat,
        by: Option<Seat>,
    },
    /// A Ship sunk outside battle: `coins` to `by`'s chest, or the supply.
    Sunk {
        seat: Seat,
        by: Option<Seat>,
        coins: u16,
    },
    /// The top Advancement of a Row gained, set aside (`skipped`: Encounters passed over).
    TopGained {
        seat: Seat,
        row: u8,
        card: CardId,
        skipped: u8,
    },
    /// A card in the seat's deck went up a level (which: its owner's secret).
    LeveledInDeck {
        seat: Seat,
        to4: bool,
    },
    /// A Copy used this ability of a played card.
    Copied {
        seat: Seat,
        card: SailorId,
        part: u8,
        ability: u8,
        effect: u8,
        family: Family,
    },
    /// An Influence struck a finished seat's cube: one more replaces it (DR-R 38).
    CubeStruck {
        seat: Seat,
        victim: Seat,
        cell: u8,
    },
    /// GAME END: the seat has 4 markers at its turn's end; each other seat has a final turn.
    EndTriggered {
        seat: Seat,
    },
    FinalTurnOver {
        seat: Seat,
    },
    /// The seat's Bonus token, shown at the end.
    BonusRevealed {
        seat: Seat,
        token: BonusId,
    },
    Scored {
        seat: Seat,
        score: super::score::Score,
    },
    /// The game is over: the seats with the most coins (tied seats share the win).
    GameOver {
        winners: Vec<Seat>,
        totals: Vec<i32>,
    },
    /// A face-down board explored (its board: `BoardFlipped`).
    Explored {
        seat: Seat,
        cell: u8,
    },
}

impl Event {
    /// The event's kind, for counts and the log's filters.
    pub fn kind(&self) -> &'static str {
        match self {
            Event::GameStarted { .. } => "game_started",
            Event::BonusKept { .. } => "bonus_token_kept",
            Event::BoardFlipped { .. } => "board_flipped",
            Event::CardPlaced { .. } => "card_placed",
            Event::StartingCargo { .. } => "starting_cargo",
            Event::TurnBegan {
                final_turn: true, ..
            } => "final_turn",
            Event::TurnBegan { .. } => "turn",
            Event::CardPlayed { .. } => "card_played",
            Event::SailsLost { .. } => "sails_lost",
            Event::Discarded { .. } => "discarded",
            Event::Reshuffled { .. } => "reshuffled",
            Event::CardsDrawn { .. } => "cards_drawn",
            Event::Leveled { to4: true, .. } => "leveled_to_4",
            Event::Leveled { .. } => "leveled",
            Event::LevelPutOff { .. } => "level_put_off",
            Event::AbilityUsed { family, .. } => match family {
                Family::GainCargo => "ability_gain_cargo",
                Family::GainCoins => "ability_gain_coins",
                Family::Influence => "ability_influence",
                Family::Convert => "ability_convert",
                Family::Produce => "ability_produce",
                Family::Build => "ability_build",
                Family::Upgrade => "ability_upgrade",
                Family::Repair => "ability_repair",
                Family::Sails => "ability_sails",
                Family::TopAdvancement => "ability_top_advancement",
                Family::LevelBottom => "ability_level_bottom",
                Family::Copy => "ability_copy",
                Family::Battle => "ability_battle",
            },
            Event::Loaded { .. } => "loaded",
            Event::Unloaded { .. } => "unloaded",
            Event::Rearranged { .. } => "rearranged",
            Event::Jettisoned { .. } => "jettisoned",
            Event::Gained {
                goods: Goods::Coin, ..
            } => "coins_gained",
            Event::Gained { .. } => "cargo_gained",
            Event::Refused { .. } => "gain_refused",
            Event::Spent { .. } => "spent",
            Event::Repaired { .. } => "repaired",
            Event::Progress { .. } => "progress_cube",
            Event::ProgressReturned { .. } => "progress_returned",
            Event::SailsSet { .. } => "sails_set",
            Event::Stepped { .. } => "stepped",
            Event::Stopped { .. } => "stopped",
            Event::Explored { .. } => "explored",
            Event::InfluencePlaced { .. } => "influence_placed",
            Event::CubeReplaced { .. } => "cube_replaced",
            Event::InfluenceLost { .. } => "influence_lost",
            Event::CubeReclaimed { .. } => "cube_reclaimed",
            Event::ControlChanged { .. } => "control_changed",
            Event::PermanentCube { .. } => "permanent_cube",
            Event::BuildingsRemoved { .. } => "buildings_removed",
            Event::Produced { .. } => "produced",
            Event::Built {
                building: BuildingKind::Fort,
                ..
            } => "fort_built",
            Event::Built {
                building: BuildingKind::Garrison,
                ..
            } => "garrison_built",
            Event::Built { .. } => "outpost_built",
            Event::Upgraded { covered: true, .. } => "upgrade_covering",
            Event::Upgraded { .. } => "upgrade",
            Event::GarrisonHit { .. } => "garrison_hit",
            Event::Damaged { .. } => "damaged",
            Event::Sunk { .. } => "sunk",
            Event::TopGained { .. } => "top_advancement_gained",
            Event::LeveledInDeck { to4: true, .. } => "leveled_in_deck_to_4",
            Event::LeveledInDeck { .. } => "leveled_in_deck",
            Event::Copied { .. } => "copied",
            Event::CubeStruck { .. } => "cube_struck",
            Event::EndTriggered { .. } => "end_triggered",
            Event::FinalTurnOver { .. } => "final_turn_over",
            Event::BonusRevealed { .. } => "bonus_revealed",
            Event::Scored { .. } => "scored",
            Event::GameOver { winners, .. } if winners.len() > 1 => "game_over_shared",
            Event::GameOver { .. } => "game_over",
            Event::Bought { traded: true, .. } => "merchant_traded",
            Event::Bought { .. } => "advancement_bought",
            Event::Sleeved { .. } => "sleeved",
            Event::AchievementMarked { ach, .. } => match ach {
                Ach::Legendary => "achievement_legendary",
                Ach::TerrorOfTheSea => "achievement_terror_of_the_sea",
                Ach::ExpertSailors => "achievement_expert_sailors",
                Ach::Builder => "achievement_builder",
                Ach::Capitalist => "achievement_capitalist",
                Ach::Settler => "achievement_settler",
                Ach::EliteVessel => "achievement_elite_vessel",
                Ach::Explorer => "achievement_explorer",
                Ach::MasterMerchant => "achievement_master_merchant",
            },
        }
    }
}
