//! Seas of Glory, MODULE 9 in words: the locations' names, their orders and tips, and the
//! log's lines about them.

use super::{place, seat_name};
use crate::content::*;
use crate::rules::protocol::{
    GameEvent, LocationChoice, LocationEvent, LocationOutcome, LocationStepKind, Salvage,
};
use crate::rules::state::LocationRaidStep;
use crate::rules::{Choice, DecisionKind, Location, Observation};

/// The rules section every location option follows.
pub const SECTION: &str = "Module 9: Location tokens";

/// A kind of location, in a word or two.
pub fn kind(k: LocationKind) -> &'static str {
    match k {
        LocationKind::Missionary => "missionary",
        LocationKind::Natives => "natives",
        LocationKind::NavalFort => "naval fort",
        LocationKind::PirateHaven => "pirate haven",
        LocationKind::Prison => "prison",
        LocationKind::Reef => "reef",
        LocationKind::Town => "town",
        LocationKind::TradeStation => "trade station",
    }
}

/// A token's name and kind: "Serpent Reef (reef)".
pub fn name(data: &GameData, id: LocationId) -> String {
    let t = data.tokens.locations.token(id);
    format!("{} ({})", t.name, kind(t.kind))
}

/// The location the observing seat's ship lies at, if any.
fn here(obs: &Observation) -> Option<LocationId> {
    let Some(Location::Zone(z)) = obs.me.ship.as_ref().map(|s| s.location) else {
        return None;
    };
    obs.locations.iter().find(|t| t.zone == z).map(|t| t.id)
}

/// What a kind of location offers a visitor, in a line.
pub fn offers(data: &GameData, kind: LocationKind) -> String {
    let l = &data.tokens.locations;
    match kind {
        LocationKind::Missionary => format!(
            "The missionaries lift bounties for {} gold each, of one nation a visit.",
            l.missionary_price
        ),
        LocationKind::Natives => {
            "The natives repair every hit location but crew for one cargo card.".into()
        }
        LocationKind::NavalFort => "The fort sends its nation's naval ship a zone, or calls \
             one to sea."
            .into(),
        LocationKind::PirateHaven => "Free crew and a free rumor for pirates.".into(),
        LocationKind::Prison => format!(
            "A specialist for {} gold: the first in the glory deck of a type you lack.",
            l.prison_price
        ),
        LocationKind::Reef => "A thing per SCOUTING success, a hull hit each (less one per \
             SEAMANSHIP success)."
            .into(),
        LocationKind::Town => {
            "One port activity, as in the zone's port but without its powers.".into()
        }
        LocationKind::TradeStation => {
            "Sell or buy goods, as in the zone's port but without its powers.".into()
        }
    }
}

/// The protocol's own choices as a location's steps use them (a card knocked out, the end of
/// a bombardment, of the loot or of a visit); `None` away from a location.
pub fn step_choice(data: &GameData, obs: &Observation, c: &Choice) -> Option<String> {
    let raid = obs.location_raid.as_ref();
    let step = match obs.decision.as_ref()?.kind {
        DecisionKind::Location { step } => step,
        _ => return None,
    };
    Some(match (c, step) {
        (Choice::RaidDiscard(card), _) => {
            format!("Knock out {}", super::battle::raid_card(data, *card))
        }
        (Choice::Done, LocationStepKind::Bombard) => {
            let left = match raid.map(|r| &r.step) {
                Some(LocationRaidStep::Bombard { dice_left, .. }) => *dice_left,
                _ => 0,
            };
            format!("Stop the bombardment ({left} dice unrolled): take the fire")
        }
        (Choice::Done, LocationStepKind::Loot) => "Done plundering".into(),
        (Choice::Done, LocationStepKind::Reef) => "Done: the reef takes its toll".into(),
        (Choice::Done, _) => "Done: leave the location".into(),
        _ => return None,
    })
}

/// A location option as a button label.
pub fn choice(data: &GameData, obs: &Observation, c: &LocationChoice) -> String {
    let at = here(obs).or(obs.visiting.map(|(_, id)| id));
    let named = at.map_or_else(|| "the location".to_string(), |id| name(data, id));
    let l = &data.tokens.locations;
    match c {
        LocationChoice::Visit => format!("Visit {named} (1 action)"),
        LocationChoice::Raid => {
            let def = at.map(|id| l.kind_of(id));
            let cards = def.and_then(|d| d.defense).unwrap_or(0);
            let bounty = if def.is_some_and(|d| d.bounties) {
                ", a bounty"
            } else {
                ""
            };
            format!("Raid {named} (1 action; {cards} cards defend it{bounty})")
        }
        LocationChoice::Bombard => "Bombard: roll the next cannon die".into(),
        LocationChoice::Assault => "Storm ashore: roll LEADERSHIP against its defenders".into(),
        LocationChoice::Retreat => "Retreat: the raid is over".into(),
        LocationChoice::PlayCard(card) => format!("Play \"{}\"", data.glory_card(*card).name),
        LocationChoice::LiftBounty(n) => {
            format!("Pay {} gold to lift a {n:?} bounty", l.missionary_price)
        }
        LocationChoice::PayCargo(card) => format!(
            "Give {} for full repairs",
            data.good(data.cargo_deck[card.0 as usize].good).name
        ),
        LocationChoice::FreeCrew => "Take on crew to the full, free".into(),
        LocationChoice::FreeRumor => "Hear a rumor, free".into(),
        LocationChoice::SteerNavy(z) => {
            format!("Send the naval ship to {}", place(data, Location::Zone(*z)))
        }
        LocationChoice::CallNavy => "Call the nation's naval ship from the event deck".into(),
        LocationChoice::Salvage(s) => match s {
            Salvage::Cargo => "Salvage a cargo card".into(),
            Salvage::Weapon(w) => format!("Salvage {}", super::port::weapon(*w)),
            Salvage::Rumor => "Salvage a rumor".into(),
            Salvage::Crew => "Salvage a crewman".into(),
        },
    }
}

/// The tooltip of a location option.
pub fn tip(data: &GameData, c: &LocationChoice) -> (String, &'static str) {
    let l = &data.tokens.locations;
    let text = match c {
        LocationChoice::Visit => "Spends an action on what the location offers; each location \
             once a turn. It is no port: NPCs may still scout for you here."
            .to_string(),
        LocationChoice::Raid => format!(
            "Its defense is drawn in cargo cards. Bombard them, take their fire (twice over when \
             their escapes match your MANEUVERABILITY), then assault with LEADERSHIP: carried, \
             the plunder is yours and the location leaves the game; {}+ gold is a glory point.",
            data.tokens.battle.raid_glory_gold
        ),
        LocationChoice::Bombard => "A cannon die: a success discards a card of your choice. \
             Stop whenever you like; special weapons do not help."
            .into(),
        LocationChoice::Assault => "Roll LEADERSHIP (as one round of crew combat): each escape \
             icon left costs a crew, less one per success. No crew left, and you are dead."
            .into(),
        LocationChoice::Retreat => {
            "Sail off with what the fire left you; the location stays.".into()
        }
        LocationChoice::PlayCard(card) => format!(
            "{} The assault counts as a round of crew combat.",
            data.glory_card(*card).text
        ),
        LocationChoice::LiftBounty(_) => format!(
            "{} gold a bounty, all of one nation this visit.",
            l.missionary_price
        ),
        LocationChoice::PayCargo(_) => {
            "The card goes to the discards; every hit location but crew is repaired in full.".into()
        }
        LocationChoice::FreeCrew => "Crew to the ship's full CREW, no roll, no gold.".into(),
        LocationChoice::FreeRumor => {
            "A rumor card, no roll, no gold (with one held, you keep one of the two).".into()
        }
        LocationChoice::SteerNavy(_) => {
            "The fort's nation's naval ship sails one zone, where you send it.".into()
        }
        LocationChoice::CallNavy => "Its nation's naval ship is not at sea: the first of its \
             captains in the event deck is drawn (the deck is shuffled). It counts as an event \
             card drawn, and sails from its home at the end of the round."
            .into(),
        LocationChoice::Salvage(_) => "One thing for one SCOUTING success; when you are done, \
             each costs a hull hit, less one per SEAMANSHIP success."
            .into(),
    };
    (text, SECTION)
}

/// The orders panel's heading for a location decision.
pub fn heading(step: LocationStepKind) -> &'static str {
    match step {
        LocationStepKind::Bombard => "bombard the location, or take its fire",
        LocationStepKind::Ashore => "the location has fired. Storm ashore, or retreat?",
        LocationStepKind::Assault => "storming ashore: play a crew-combat card, or roll",
        LocationStepKind::Loot => "the location is yours. Take its cargo",
        LocationStepKind::Missionary => "the missionaries lift bounties for gold",
        LocationStepKind::Natives => "the natives repair your ship for a cargo card",
        LocationStepKind::Haven => "the pirate haven: free crew and a free rumor",
        LocationStepKind::Reef => "pick up what the reef hides",
        LocationStepKind::KeepRumor => "keep one of the two rumors",
        LocationStepKind::NavalFort => "the naval fort: send its naval ship, or call one",
    }
}

/// A location event as a log line.
pub fn event(data: &GameData, e: &GameEvent) -> Option<String> {
    let GameEvent::Location(e) = e else {
        return None;
    };
    type E = LocationEvent;
    Some(match e {
        E::Placed { id, zone } => format!(
            "{} lies in {}.",
            name(data, *id),
            place(data, Location::Zone(*zone))
        ),
        E::Visited { seat, id } => format!("{} visits {}.", seat_name(*seat), name(data, *id)),
        E::RaidBegun { seat, id } => format!("{} raids {}!", seat_name(*seat), name(data, *id)),
        E::Bombarded { seat, hit, .. } => format!(
            "{}'s cannon {}.",
            seat_name(*seat),
            if *hit { "hits" } else { "misses" }
        ),
        E::FireDoubled { seat } => format!(
            "The defenders outnumber {}'s ship: every hit lands twice.",
            seat_name(*seat)
        ),
        E::RaidEnded { seat, id, outcome } => {
            let who = seat_name(*seat);
            let at = name(data, *id);
            match outcome {
                LocationOutcome::Sunk => format!("{who}'s ship sinks under the guns of {at}."),
                LocationOutcome::Failed => {
                    format!("{who}'s raid on {at} fails: the ship is crippled.")
                }
                LocationOutcome::Retreated => format!("{who} retreats from {at}."),
                LocationOutcome::Killed => {
                    format!("{who} falls with the last of the crew at {at}.")
                }
                LocationOutcome::Plundered { gold } => {
                    format!("{who} takes {at} and plunders {gold} gold.")
                }
            }
        }
        E::Destroyed { id } => format!("{} is no more.", name(data, *id)),
        E::CargoPaid { seat, card } => format!(
            "{} gives the natives {}.",
            seat_name(*seat),
            data.good(data.cargo_deck[card.0 as usize].good).name
        ),
        E::Repaired { seat } => format!("The natives repair {}'s ship.", seat_name(*seat)),
        E::Salvaged { seat, what } => format!(
            "{} salvages {} from the reef.",
            seat_name(*seat),
            match what {
                Salvage::Cargo => "a cargo card".to_string(),
                Salvage::Weapon(w) => super::port::weapon(*w).to_string(),
                Salvage::Rumor => "a rumor".into(),
                Salvage::Crew => "a crewman".into(),
            }
        ),
        E::NavyCalled { seat, card } => format!(
            "At {}'s request the fort calls {} to sea (the event deck is shuffled).",
            seat_name(*seat),
            data.event(*card).name
        ),
        E::Scraped { seat, hits } => format!(
            "The reef scrapes {}'s hull: {hits} hit(s).",
            seat_name(*seat)
        ),
    })
}
