//! The one protocol every input goes through: the rules publish a [`Decision`] listing every
//! legal [`Choice`]; someone answers with one of them; the rules answer with [`GameEvent`]s.

use super::state::{Activity, Location, NavalAction, ScoutTarget};
use crate::content::*;
use serde::{Deserialize, Serialize};

pub use super::event::{BattleEnd, FavorSource, FavorUse, GameEvent, LoyaltyCause, RaidOutcome};
pub use super::event_location::{
    LocationChoice, LocationEvent, LocationOutcome, LocationStepKind, Salvage,
};

/// What kind of question the rules are asking.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DecisionKind {
    /// Setup: sloop or flute, in secret.
    ChooseShip,
    /// Setup, VARIANT 2: which captain to keep (or, paying, draw another), in secret.
    ChooseCaptain,
    /// VARIANT 5: scout off-turn for the captain that sailed into this zone, or not.
    OffTurnScout,
    /// MODULE 4: the seat steering an NPC decides whether its crow's nest hides it from a
    /// captain scouting for it.
    CrowsNest,
    /// MODULE 10: a roll outside combat failed; spend a favor to re-roll it, or let it stand.
    Reroll,
    /// MODULE 10: NPCs found the captain; make one re-roll its SCOUTING with a favor, or not.
    NpcReroll,
    /// MODULE 10: a glory card just drawn; redraw it with a favor, or keep it (in secret).
    GloryRedraw,
    /// MODULE 8: where a success face of the storm's hit-location dice lands.
    StormHit,
    /// MODULE 3 with MODULE 11: an NPC captain's card is drawn; does the plank keep the
    /// crew's loyalty?
    Plank,
    /// MODULE 7: a naval ship found the captain's contraband: resist, or dump it all.
    Searched,
    /// MODULE 7: a damaged hold over its size: which space the next card is lost from.
    Spill,
    /// MODULE 7: a card drawn free that shows the contraband option: which space it goes on
    /// (in secret).
    Stow,
    /// MODULE 3 with MODULE 7: which contraband card the smuggler's hold keeps out of sight
    /// and harm's way, before a search's dump or damage touches the rest (in secret).
    HoldPick,
    /// A captain's turn: spend an action or end the turn.
    Action { actions_left: u8 },
    /// Inside the port action: the step it is at.
    Port { step: PortStepKind },
    /// A sunk ship's mods: pick the port for the next token.
    PlaceMods,
    /// A merchant found, and the raid on it.
    Raid { step: RaidStepKind },
    /// A battle between ships: the step it is at.
    Battle { step: BattleStepKind },
    /// MODULE 9: a visit to a location, or a raid on one.
    Location { step: LocationStepKind },
    /// Five glory cards in hand: discard one.
    DiscardGlory,
}

/// The steps of a battle, as a decision names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BattleStepKind {
    Declare,
    Grapple,
    Aim,
    Place,
    /// MODULE 2: spend caltrops after a contest in which the side declared Board?
    Caltrops,
    /// MODULE 2: where the fire aboard does its damage.
    Burn,
    Plunder,
    /// The combat-card window: announce a card face down, or pass.
    Announce,
    /// Resolve an announced card: play it or decline it (shown either way).
    Reveal,
}

impl DecisionKind {
    /// Whether the options hold nothing secret, so the seat may answer on the public face (in
    /// hot-seat, without the hand-off curtain): combat declarations, grappling, shots and
    /// hit-location picks, and a raid's nation and successes (its cards lie face up).
    pub fn is_public(self) -> bool {
        matches!(
            self,
            DecisionKind::Battle {
                step: BattleStepKind::Declare
                    | BattleStepKind::Grapple
                    | BattleStepKind::Aim
                    | BattleStepKind::Place
                    | BattleStepKind::Caltrops
                    | BattleStepKind::Burn
            } | DecisionKind::Raid {
                step: RaidStepKind::Found | RaidStepKind::Working
            } | DecisionKind::CrowsNest
                | DecisionKind::Reroll
                | DecisionKind::NpcReroll
                | DecisionKind::StormHit
                | DecisionKind::Plank
                | DecisionKind::Searched
                | DecisionKind::Spill
        ) || matches!(self, DecisionKind::Location { step } if step.is_public())
    }
}

/// The steps of a merchant raid, as a decision names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RaidStepKind {
    /// Raid it as one of the nations it may fly, or let it sail.
    Found,
    /// Spend successes: draw, discard or exchange a card; spend weapons; then see how it ends.
    Working,
    /// Take aboard the cards there is room for.
    Loot,
}

/// The steps of a port action, as a decision names them (the cards in play stay in the
/// visiting seat's own observation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PortStepKind {
    Menu,
    Selling,
    Buying,
    Shipyard,
    Recruiting,
    Stashing,
    TransferMods,
    ReturnMods,
    KeepRumor,
    ChooseMission,
    PickGoods,
    /// MODULE 10: buying favors, the last activity.
    Favors,
}

/// How a captain asks to enter a port that would turn them away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Entry {
    /// Nothing stands in the way.
    Free,
    /// Pay the port's fee (Port Royal: 2 gold).
    PayFee,
    /// Try an INFLUENCE roll; on a failure the action is spent outside the port.
    Influence,
    /// MODULE 10: spend this many favors (one per bounty of the port's nation).
    Favors(u8),
}

/// An answer to a [`Decision`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Choice {
    ChooseShip(ShipClass),
    /// A new captain whose home zone holds an NPC pirate is discarded for another (DYING).
    RedrawCaptain,
    /// Setup, VARIANT 2: keep this captain card; the others in hand go back unseen.
    KeepCaptain(CaptainId),
    /// Setup, VARIANT 2 ("It'll cost ya!"): pay for another captain card.
    DrawCaptain,
    /// VARIANT 5: scout off-turn for the captain that sailed in (`Done`: let it pass).
    ScoutOffTurn,
    /// MODULE 4: the NPC's crow's nest hides it from the scout (`Done`: it does not).
    UseCrowsNest,
    /// Move to an adjacent zone, into the port of this zone, or out of port to its zone.
    Move {
        to: Location,
        entry: Entry,
    },
    /// Take the port action (one action, once per turn, in a port).
    PortAction,
    /// Discard a cargo card face up (in port, to fit the hold before sailing).
    DiscardCargo(CargoCardId),
    /// From the port menu: start an activity.
    Begin(Activity),
    /// End the port action.
    LeavePort,
    /// Selling or buying: mark a card, or unmark a marked one.
    Mark(CargoCardId),
    /// MODULE 7: take a contraband card aboard onto the contraband space (loot, plunder).
    TakeContraband(CargoCardId),
    /// MODULE 7, a naval ship's search: attack it (a bounty, as the aggressor).
    Resist,
    /// MODULE 7, a naval ship's search: throw all the contraband overboard.
    DumpContraband,
    /// MODULE 7, a damaged hold: lose a card at random from the regular hold.
    SpillCargo,
    /// MODULE 7, a damaged hold: lose a card at random from the contraband space.
    SpillContraband,
    /// MODULE 3 with MODULE 7: the smuggler's hold keeps this card (and those bound for the
    /// same port are alike).
    HideContraband(CargoCardId),
    /// MODULE 7, buying: take a contraband card as contraband (onto the contraband space), or
    /// let it go again.
    Smuggle(CargoCardId),
    /// Sell or buy the marked cards (none marked: nothing changes hands).
    Settle,
    /// Buying in a port that allows it: pay to draw a fresh offer.
    Redraw,
    /// Shipyard: mend one point of damage at this location.
    Repair(HitLocation),
    BuyWeapon(SpecialWeapon),
    SellWeapon(SpecialWeapon),
    /// Buy the port's ship modification.
    BuyMod,
    /// Turn a used reinforced hull face up again.
    RestoreHull,
    /// Sell the ship and buy one of this class.
    BuyShip(ShipClass),
    /// At a modification dockyard: move a mod of the old ship onto the new one.
    TransferMod(ShipModKind),
    /// Put the next returning mod token, face down, in this zone's port.
    PlaceMod(ZoneId),
    /// After a failed LEADERSHIP roll: hire one crew.
    HireCrew,
    /// MODULE 10: buy one favor.
    BuyFavor,
    /// MODULE 10: spend a favor to re-roll the failed roll.
    SpendFavor,
    /// MODULE 10: spend a favor to redraw the cargo cards just drawn together (the port's
    /// offer, a raid's draw).
    RedrawForFavor,
    /// MODULE 10: the smuggler, refused at a closed port's counters, pays the favors its
    /// door would have cost and deals after all.
    PayFavors(u8),
    /// MODULE 10: spend a favor to make this NPC re-roll the SCOUTING that found you.
    NpcReroll(NpcSlot),
    /// MODULE 11, Fierce loyalty: roll LEADERSHIP for an extra action (a step down).
    Rally,
    /// MODULE 3's plank: roll LEADERSHIP to keep the crew's loyalty.
    PlankRoll,
    /// MODULE 3's plank: throw a crew overboard (at sea) to keep the crew's loyalty.
    PlankCrew,
    /// Put this much gold in the chest (negative: take it out onto the ship).
    Stash(i32),
    /// Of two rumors, keep this one.
    KeepRumor(RumorId),
    /// Try to claim this mission (its requirements are met in order).
    ClaimMission(MissionId),
    /// Spend an action scouting for a target in this zone.
    Scout(ScoutTarget),
    /// Raid the merchant found, flying this nation's flag.
    RaidAs(Nation),
    /// Let the merchant found sail away.
    LetSail,
    /// Raid: spend a success to draw a cargo card face up.
    RaidDraw,
    /// Raid: spend a success to discard this card.
    RaidDiscard(CargoCardId),
    /// Raid: spend a success to discard this card and draw another.
    RaidExchange(CargoCardId),
    /// Discard a special weapon token to turn a failed die into a success.
    SpendWeapon(SpecialWeapon),
    /// After a raid: take this card aboard.
    TakeCargo(CargoCardId),
    /// MODULE 9: a choice about a location (visit, raid, and their steps).
    Location(LocationChoice),
    /// Battle: declare this round's action.
    Declare(NavalAction),
    /// Battle: put one of the enemy's icon hits on this location of your ship.
    HitAt(HitLocation),
    /// Plunder: take the beaten captain's gold.
    TakeGold,
    /// Plunder: take the beaten captain's rumor card.
    TakeRumor,
    /// Plunder: take the beaten captain's glory cards (unseen).
    TakeGloryCards,
    /// Plunder: employ the beaten captain's specialist, free.
    TakeSpecialist(GloryCardId),
    /// Play a glory card from hand (a pardon names its nation).
    PlayGlory {
        card: GloryCardId,
        nation: Option<Nation>,
    },
    /// Of five glory cards in hand, discard this one.
    DiscardGlory(GloryCardId),
    /// Battle: announce this combat card, face down, at the window's moment.
    Announce(GloryCardId),
    /// Battle: play the card announced.
    PlayAnnounced,
    /// Battle: decline the card announced (it is shown, and goes back to the hand).
    DeclineAnnounced,
    /// Plunder: take a special weapon token.
    TakeWeapon(SpecialWeapon),
    /// Plunder: leave your ship and claim the one you beat.
    ClaimShip,
    /// Finish the open activity and go back to the port menu; in a raid, stop spending
    /// successes and see how it ends, or leave the rest of the loot.
    Done,
    /// Give up the remaining actions of this turn.
    EndTurn,
    /// In port before any action: retire the captain (a new one comes next turn).
    Retire,
}

/// A question for one seat, with every legal answer.
pub type Decision = game_core::Decision<DecisionKind, Choice>;

/// A choice the rules refused; nothing changed.
pub type ChoiceError = game_core::ChoiceError<Choice>;
