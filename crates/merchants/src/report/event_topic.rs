//! What each event is about, for the log's filters: its topic and the captain (seat) it concerns.

use crate::rules::protocol::{BattleEnd, GameEvent};
use crate::rules::state::{Seat, Side};

/// What an event is about: the log's filters show or hide each topic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Topic {
    /// Setup, rounds and turns, moves at sea, dice, death and retirement.
    Turn,
    /// Everything in port: goods, the shipyard, crew, the stash, rumors and missions, gold.
    Trade,
    /// Scouting, merchant raids, battles and their spoils.
    Combat,
    /// The non-player ships: arriving, moving, scouting, beaten.
    Npc,
    /// Event cards and what they do: demand, war and peace.
    Events,
    /// Glory points and glory cards, specialists, and the end of the game.
    Glory,
}

impl Topic {
    pub const ALL: [Topic; 6] = [
        Topic::Turn,
        Topic::Trade,
        Topic::Combat,
        Topic::Npc,
        Topic::Events,
        Topic::Glory,
    ];

    /// The topic's name, as the log's filters show it.
    pub const fn name(self) -> &'static str {
        match self {
            Topic::Turn => "Turns and moves",
            Topic::Trade => "Trade and port",
            Topic::Combat => "Combat and raids",
            Topic::Npc => "NPC ships",
            Topic::Events => "Event cards",
            Topic::Glory => "Glory and the end",
        }
    }
}

impl GameEvent {
    /// What the event is about.
    pub fn topic(&self) -> Topic {
        match self {
            // Setup, rounds, turns and moves.
            GameEvent::GameStarted { .. } => Topic::Turn,
            GameEvent::Location(e) => e.topic(),
            GameEvent::WindSpun { .. } => Topic::Events,
            GameEvent::SailedWithWind { .. } => Topic::Turn,
            GameEvent::SailedAgainstWind { .. } => Topic::Turn,
            GameEvent::LoyaltyChanged { .. } => Topic::Turn,
            GameEvent::Mutiny { .. } => Topic::Turn,
            GameEvent::ExtraAction { .. } => Topic::Turn,
            GameEvent::PlankHeld { .. } | GameEvent::PlankWalked { .. } => Topic::Turn,
            GameEvent::GloryCardsBarred { .. } => Topic::Glory,
            GameEvent::StormGathered { .. } => Topic::Events,
            GameEvent::StormDrifted { .. } => Topic::Events,
            GameEvent::StormStruck { .. } => Topic::Turn,
            GameEvent::FavorGained { .. } => Topic::Trade,
            GameEvent::FavorsSpent { .. } => Topic::Turn,
            GameEvent::FavorsLost { .. } => Topic::Turn,
            GameEvent::CaptainDrawn { .. } => Topic::Turn,
            GameEvent::ShipChosen { .. } => Topic::Turn,
            GameEvent::CaptainRevealed { .. } => Topic::Turn,
            GameEvent::StartPlayer { .. } => Topic::Turn,
            GameEvent::TurnDrawn { .. } => Topic::Turn,
            GameEvent::OffTurnScout { .. } => Topic::Combat,
            GameEvent::OffTurnFound { .. } => Topic::Combat,
            GameEvent::CaptainBought { .. } => Topic::Turn,
            GameEvent::CaptainKept { .. } => Topic::Turn,
            GameEvent::RoundStarted { .. } => Topic::Turn,
            GameEvent::MerchantsRedistributed { .. } => Topic::Turn,
            GameEvent::TurnStarted { .. } => Topic::Turn,
            GameEvent::ShipMoved { .. } => Topic::Turn,
            GameEvent::DiceRolled { .. } => Topic::Turn,
            GameEvent::PortEntryRefused { .. } => Topic::Turn,
            GameEvent::PortActionRefused { .. } => Topic::Turn,
            GameEvent::MissionSlotOpened => Topic::Trade,
            GameEvent::ModDrawnForSale { .. } => Topic::Trade,
            GameEvent::StormWeathered { .. } => Topic::Turn,
            GameEvent::TurnEnded { .. } => Topic::Turn,
            GameEvent::CaptainDied { .. } => Topic::Turn,
            GameEvent::CaptainRetired { .. } => Topic::Turn,
            GameEvent::CaptainRedrawn { .. } => Topic::Turn,
            GameEvent::RetirementAnnounced { .. } => Topic::Turn,
            // In port.
            GameEvent::GoldGained { .. } => Topic::Trade,
            GameEvent::GoldPaid { .. } => Topic::Trade,
            GameEvent::PortActionTaken { .. } => Topic::Trade,
            GameEvent::ActivityBegun { .. } => Topic::Trade,
            GameEvent::PortLeft { .. } => Topic::Trade,
            GameEvent::ModRevealed { .. } => Topic::Trade,
            GameEvent::CargoSold { .. } => Topic::Trade,
            GameEvent::GoodsDrawn { .. } => Topic::Trade,
            GameEvent::CargoDiscarded { .. } => Topic::Trade,
            GameEvent::GoodsBought { .. } => Topic::Trade,
            GameEvent::ContrabandBought { .. } | GameEvent::ContrabandSold { .. } => Topic::Trade,
            GameEvent::ContrabandDumped { .. } => Topic::Combat,
            GameEvent::CargoReshuffled => Topic::Trade,
            GameEvent::Repaired { .. } => Topic::Trade,
            GameEvent::WeaponBought { .. } => Topic::Trade,
            GameEvent::WeaponSold { .. } => Topic::Trade,
            GameEvent::ModBought { .. } => Topic::Trade,
            GameEvent::HullRestored { .. } => Topic::Trade,
            GameEvent::ShipBought { .. } => Topic::Trade,
            GameEvent::ModTransferred { .. } => Topic::Trade,
            GameEvent::ModReturned { .. } => Topic::Trade,
            GameEvent::CrewRecruited { .. } => Topic::Trade,
            GameEvent::GoldStashed { .. } => Topic::Trade,
            GameEvent::StashTaken { .. } => Topic::Trade,
            GameEvent::GoldToppedUp { .. } => Topic::Trade,
            GameEvent::MissionDrawn { .. } => Topic::Trade,
            GameEvent::RumorDrawn { .. } => Topic::Trade,
            GameEvent::RumorReturned { .. } => Topic::Trade,
            GameEvent::RumorFollowed { .. } => Topic::Trade,
            GameEvent::MissionClaimed { .. } => Topic::Trade,
            GameEvent::MissionClaimFailed { .. } => Topic::Trade,
            GameEvent::MissionDeedDone { .. } => Topic::Trade,
            GameEvent::MissionCompleted { .. } => Topic::Trade,
            GameEvent::MissionDeliveryFailed { .. } => Topic::Trade,
            GameEvent::MissionDiscarded { .. } => Topic::Trade,
            GameEvent::GoodsHandedOver { .. } => Topic::Trade,
            // A reward, like the cargo given: by a mission, a glory card or an event card.
            GameEvent::Pardoned { .. } => Topic::Trade,
            GameEvent::CargoGiven { .. } => Topic::Trade,
            // Scouting, raids and battles.
            GameEvent::Scouted { .. } => Topic::Combat,
            GameEvent::MerchantFound { .. } => Topic::Combat,
            GameEvent::MerchantSailed { .. } => Topic::Combat,
            GameEvent::RaidBegun { .. } => Topic::Combat,
            GameEvent::BountyGained { .. } => Topic::Combat,
            GameEvent::RaidCardDrawn { .. } => Topic::Combat,
            GameEvent::RaidCardDiscarded { .. } => Topic::Combat,
            GameEvent::WeaponSpent { .. } => Topic::Combat,
            GameEvent::RaidEnded { .. } => Topic::Combat,
            GameEvent::CargoTaken { .. } => Topic::Combat,
            GameEvent::BattleBegun { .. } => Topic::Combat,
            GameEvent::NavalRound { .. } => Topic::Combat,
            GameEvent::Declared { .. } => Topic::Combat,
            GameEvent::ContestWon { .. } => Topic::Combat,
            GameEvent::Grappled { .. } => Topic::Combat,
            GameEvent::ShipAfire { .. }
            | GameEvent::FireDamage { .. }
            | GameEvent::Hampered { .. } => Topic::Combat,
            GameEvent::GunsFired { .. } => Topic::Combat,
            GameEvent::VolleyRolled { .. } => Topic::Combat,
            GameEvent::Boarded { .. } => Topic::Combat,
            GameEvent::BattleEnded { .. } => Topic::Combat,
            GameEvent::Plundered { .. } => Topic::Combat,
            GameEvent::PrizeTaken { .. } => Topic::Combat,
            GameEvent::ShipClaimed { .. } => Topic::Combat,
            GameEvent::RewardClaimed { .. } => Topic::Combat,
            GameEvent::PirateRewardClaimed { .. } => Topic::Combat,
            GameEvent::GloryCardAnnounced { .. } => Topic::Combat,
            GameEvent::GloryCardDeclined { .. } => Topic::Combat,
            GameEvent::GloryCardPlayed { .. } => Topic::Combat,
            GameEvent::HitAbsorbed { .. } => Topic::Combat,
            GameEvent::Damaged { .. } => Topic::Combat,
            GameEvent::ShipSunk { .. } => Topic::Combat,
            // The non-player ships.
            GameEvent::NpcArrived { .. } => Topic::Npc,
            GameEvent::NpcUpgraded { .. } => Topic::Npc,
            GameEvent::NpcHidden { .. } => Topic::Npc,
            GameEvent::NpcGunsFired { .. } => Topic::Combat,
            GameEvent::NpcWeaponSpent { .. } => Topic::Combat,
            GameEvent::NpcHitAbsorbed { .. } => Topic::Combat,
            GameEvent::NpcWeaponTaken { .. } => Topic::Combat,
            GameEvent::NpcMoved { .. } => Topic::Npc,
            GameEvent::NpcScouted { .. } => Topic::Npc,
            GameEvent::NpcDefeated { .. } => Topic::Npc,
            GameEvent::TreasureGalleonSails { .. } => Topic::Npc,
            GameEvent::TreasureLoaded { .. } => Topic::Npc,
            GameEvent::TreasureGalleonLost { .. } => Topic::Npc,
            GameEvent::TreasureTaken { .. } => Topic::Combat,
            // Event cards.
            GameEvent::EventDrawn { .. } => Topic::Events,
            GameEvent::DemandChanged { .. } => Topic::Events,
            GameEvent::WarDeclared { .. } => Topic::Events,
            GameEvent::PeaceMade => Topic::Events,
            // Glory and the end.
            GameEvent::GloryGained { .. } => Topic::Glory,
            GameEvent::GloryCardDrawn { .. } => Topic::Glory,
            GameEvent::GloryCardDiscarded { .. } => Topic::Glory,
            GameEvent::GloryReshuffled => Topic::Glory,
            GameEvent::SpecialistHired { .. } => Topic::Glory,
            GameEvent::SpecialistTaken { .. } => Topic::Glory,
            GameEvent::GloryDeclared { .. } => Topic::Glory,
            GameEvent::GameEnded { .. } => Topic::Glory,
        }
    }

    /// The player seat the event concerns most: the one who acted, or whose ship, cards or
    /// gold it is. `None` for events about no single player (event cards, NPCs on their own,
    /// rounds, reshuffles, a side that is an NPC).
    pub fn seat(&self) -> Option<Seat> {
        match self {
            GameEvent::GameStarted { .. } => None,
            GameEvent::Location(e) => e.seat(),
            GameEvent::WindSpun { .. } => None,
            GameEvent::SailedWithWind { seat } => Some(*seat),
            GameEvent::SailedAgainstWind { seat } => Some(*seat),
            GameEvent::LoyaltyChanged { seat, .. }
            | GameEvent::Mutiny { seat, .. }
            | GameEvent::ExtraAction { seat }
            | GameEvent::PlankHeld { seat }
            | GameEvent::PlankWalked { seat }
            | GameEvent::GloryCardsBarred { seat } => Some(*seat),
            GameEvent::StormGathered { .. } | GameEvent::StormDrifted { .. } => None,
            GameEvent::StormStruck { seat, .. } => Some(*seat),
            GameEvent::FavorGained { seat, .. } => Some(*seat),
            GameEvent::FavorsSpent { seat, .. } => Some(*seat),
            GameEvent::FavorsLost { seat, .. } => Some(*seat),
            GameEvent::CaptainDrawn { seat } => Some(*seat),
            GameEvent::ShipChosen { seat } => Some(*seat),
            GameEvent::CaptainRevealed { seat, .. } => Some(*seat),
            GameEvent::StartPlayer { seat } => Some(*seat),
            GameEvent::TurnDrawn { seat } => Some(*seat),
            GameEvent::OffTurnScout { seat, .. } => Some(*seat),
            GameEvent::OffTurnFound { seat, .. } => Some(*seat),
            GameEvent::CaptainBought { seat, .. } => Some(*seat),
            GameEvent::CaptainKept { seat, .. } => Some(*seat),
            GameEvent::RoundStarted { .. } => None,
            GameEvent::MerchantsRedistributed { .. } => None,
            GameEvent::EventDrawn { .. } => None,
            GameEvent::DemandChanged { .. } => None,
            GameEvent::GoldGained { seat, .. } => Some(*seat),
            GameEvent::GoldPaid { seat, .. } => Some(*seat),
            GameEvent::TurnStarted { seat } => Some(*seat),
            GameEvent::ShipMoved { seat, .. } => Some(*seat),
            GameEvent::DiceRolled { by, .. } => by.captain(),
            GameEvent::PortEntryRefused { seat, .. } => Some(*seat),
            GameEvent::PortActionRefused { seat, .. } => Some(*seat),
            GameEvent::MissionSlotOpened => None,
            GameEvent::ModDrawnForSale { .. } => None,
            GameEvent::StormWeathered { seat } => Some(*seat),
            GameEvent::TurnEnded { seat } => Some(*seat),
            GameEvent::PortActionTaken { seat, .. } => Some(*seat),
            GameEvent::ActivityBegun { seat, .. } => Some(*seat),
            GameEvent::PortLeft { seat } => Some(*seat),
            GameEvent::ModRevealed { .. } => None,
            GameEvent::CargoSold { seat, .. } => Some(*seat),
            GameEvent::GoodsDrawn { seat, .. } => Some(*seat),
            GameEvent::CargoDiscarded { seat, .. } => Some(*seat),
            GameEvent::GoodsBought { seat, .. } => Some(*seat),
            GameEvent::ContrabandBought { seat, .. }
            | GameEvent::ContrabandSold { seat, .. }
            | GameEvent::ContrabandDumped { seat, .. } => Some(*seat),
            GameEvent::CargoReshuffled => None,
            GameEvent::Repaired { seat, .. } => Some(*seat),
            GameEvent::WeaponBought { seat, .. } => Some(*seat),
            GameEvent::WeaponSold { seat, .. } => Some(*seat),
            GameEvent::ModBought { seat, .. } => Some(*seat),
            GameEvent::HullRestored { seat } => Some(*seat),
            GameEvent::ShipBought { seat, .. } => Some(*seat),
            GameEvent::ModTransferred { seat, .. } => Some(*seat),
            GameEvent::ModReturned { seat, .. } => Some(*seat),
            GameEvent::CrewRecruited { seat, .. } => Some(*seat),
            GameEvent::GoldStashed { seat } => Some(*seat),
            GameEvent::StashTaken { seat } => Some(*seat),
            GameEvent::GoldToppedUp { seat } => Some(*seat),
            GameEvent::GloryGained { seat, .. } => Some(*seat),
            GameEvent::MissionDrawn { .. } => None,
            GameEvent::RumorDrawn { seat } => Some(*seat),
            GameEvent::RumorReturned { seat } => Some(*seat),
            GameEvent::RumorFollowed { seat, .. } => Some(*seat),
            GameEvent::MissionClaimed { seat, .. } => Some(*seat),
            GameEvent::MissionClaimFailed { seat, .. } => Some(*seat),
            GameEvent::MissionDeedDone { seat, .. } => Some(*seat),
            GameEvent::MissionCompleted { seat, .. } => Some(*seat),
            GameEvent::MissionDeliveryFailed { seat, .. } => Some(*seat),
            GameEvent::MissionDiscarded { seat, .. } => Some(*seat),
            GameEvent::GoodsHandedOver { seat, .. } => Some(*seat),
            GameEvent::Pardoned { seat, .. } => Some(*seat),
            GameEvent::CargoGiven { seat, .. } => Some(*seat),
            GameEvent::Scouted { seat, .. } => Some(*seat),
            GameEvent::MerchantFound { seat, .. } => Some(*seat),
            GameEvent::MerchantSailed { seat } => Some(*seat),
            GameEvent::RaidBegun { seat, .. } => Some(*seat),
            GameEvent::BountyGained { seat, .. } => Some(*seat),
            GameEvent::RaidCardDrawn { seat, .. } => Some(*seat),
            GameEvent::RaidCardDiscarded { seat, .. } => Some(*seat),
            GameEvent::WeaponSpent { seat, .. } => Some(*seat),
            GameEvent::RaidEnded { seat, .. } => Some(*seat),
            GameEvent::CargoTaken { seat, .. } => Some(*seat),
            // The aggressor; when an NPC attacked, the captain it attacked.
            GameEvent::BattleBegun {
                aggressor,
                defender,
                ..
            } => aggressor.captain().or(defender.captain()),
            GameEvent::NavalRound { .. } => None,
            GameEvent::Declared { side, .. } => side.captain(),
            GameEvent::ContestWon { side } => (*side).and_then(Side::captain),
            GameEvent::Grappled { seat } => Some(*seat),
            GameEvent::ShipAfire { side }
            | GameEvent::FireDamage { side, .. }
            | GameEvent::Hampered { side, .. } => side.captain(),
            GameEvent::GunsFired { seat, .. } => Some(*seat),
            GameEvent::VolleyRolled { side, .. } => side.captain(),
            GameEvent::Boarded { side } => side.captain(),
            // The winner; when an NPC won, the captain it beat.
            GameEvent::BattleEnded { end } => match end {
                BattleEnd::Won { winner, loser } => winner.captain().or(loser.captain()),
                BattleEnd::BothSunk => None,
                BattleEnd::Escaped { side } => side.captain(),
                BattleEnd::NoWinner => None,
            },
            GameEvent::Plundered { seat, .. } => Some(*seat),
            GameEvent::PrizeTaken { seat, .. } => Some(*seat),
            GameEvent::ShipClaimed { seat, .. } => Some(*seat),
            GameEvent::RewardClaimed { seat, .. } => Some(*seat),
            GameEvent::PirateRewardClaimed { seat, .. } => Some(*seat),
            GameEvent::GloryCardDrawn { seat } => Some(*seat),
            GameEvent::GloryCardDiscarded { seat, .. } => Some(*seat),
            GameEvent::GloryCardAnnounced { seat } => Some(*seat),
            GameEvent::GloryCardDeclined { seat, .. } => Some(*seat),
            GameEvent::GloryCardPlayed { seat, .. } => Some(*seat),
            GameEvent::SpecialistHired { seat, .. } => Some(*seat),
            GameEvent::SpecialistTaken { seat, .. } => Some(*seat),
            GameEvent::GloryReshuffled => None,
            GameEvent::HitAbsorbed { seat, .. } => Some(*seat),
            GameEvent::Damaged { side, .. } => side.captain(),
            GameEvent::ShipSunk { seat } => Some(*seat),
            GameEvent::CaptainDied { seat, .. } => Some(*seat),
            GameEvent::CaptainRetired { seat, .. } => Some(*seat),
            GameEvent::CaptainRedrawn { seat, .. } => Some(*seat),
            GameEvent::RetirementAnnounced { seat } => Some(*seat),
            GameEvent::GloryDeclared { seat, .. } => Some(*seat),
            // A single winner; a shared win (or none) concerns no one seat.
            GameEvent::GameEnded { winners, .. } => match winners.as_slice() {
                [w] => Some(*w),
                _ => None,
            },
            GameEvent::NpcArrived { .. } => None,
            GameEvent::NpcUpgraded { .. } => None,
            GameEvent::NpcHidden { from, .. } => Some(*from),
            GameEvent::NpcGunsFired { .. } => None,
            GameEvent::NpcWeaponSpent { .. } => None,
            GameEvent::NpcHitAbsorbed { .. } => None,
            GameEvent::NpcWeaponTaken { seat, .. } => Some(*seat),
            // A hunt concerns the captain hunted.
            GameEvent::NpcMoved { hunting, .. } => *hunting,
            // The captain the NPC scouted for.
            GameEvent::NpcScouted { seat, .. } => Some(*seat),
            GameEvent::WarDeclared { .. } => None,
            GameEvent::PeaceMade => None,
            GameEvent::NpcDefeated { .. } => None,
            GameEvent::TreasureGalleonSails { .. } => None,
            GameEvent::TreasureLoaded { .. } => None,
            GameEvent::TreasureGalleonLost { .. } => None,
            GameEvent::TreasureTaken { seat, .. } => Some(*seat),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::{EventCardId, HitLocation, Nation, NpcSlot, ZoneId};
    use crate::rules::glory::GloryReason;

    // Table comforts (issue: the game as a picture) — the log's filters: each event has a
    // topic and the captain it concerns (the aggressor in a battle; none for NPCs and cards).
    #[test]
    fn events_know_their_topic_and_their_captain() {
        let cases = [
            (GameEvent::TurnStarted { seat: 1 }, Topic::Turn, Some(1)),
            (
                GameEvent::NpcMoved {
                    slot: NpcSlot::PirateSloop,
                    from: ZoneId(0),
                    to: ZoneId(1),
                    hunting: None,
                },
                Topic::Npc,
                None,
            ),
            (
                GameEvent::EventDrawn {
                    card: EventCardId(0),
                },
                Topic::Events,
                None,
            ),
            (
                GameEvent::GloryGained {
                    seat: 2,
                    reason: GloryReason::Defeat,
                },
                Topic::Glory,
                Some(2),
            ),
            (
                GameEvent::CargoSold {
                    seat: 0,
                    goods: Vec::new(),
                    gold: 5,
                },
                Topic::Trade,
                Some(0),
            ),
            (
                GameEvent::BattleBegun {
                    aggressor: Side::Captain(3),
                    defender: Side::Captain(1),
                    zone: ZoneId(2),
                },
                Topic::Combat,
                Some(3),
            ),
            (
                GameEvent::Damaged {
                    side: Side::Npc(NpcSlot::Navy(Nation::Spanish)),
                    location: HitLocation::Hull,
                },
                Topic::Combat,
                None,
            ),
            (GameEvent::PeaceMade, Topic::Events, None),
        ];
        for (event, topic, seat) in cases {
            assert_eq!(event.topic(), topic, "{event:?}");
            assert_eq!(event.seat(), seat, "{event:?}");
        }
    }

    // Table comforts (issue: the game as a picture) — the log's filters: every topic has its
    // own name.
    #[test]
    fn every_topic_has_its_own_name() {
        let names: std::collections::HashSet<&str> = Topic::ALL.iter().map(|t| t.name()).collect();
        assert_eq!(names.len(), Topic::ALL.len());
        assert!(names.iter().all(|n| !n.is_empty()));
    }
}
