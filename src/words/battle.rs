//! Words for scouting, merchant raids and bounties: buttons, headings and log lines.

use super::port::{card_name, location, weapon};
use super::seat_name;
use crate::content::{CargoCardId, GameData, Nation};
use crate::rules::observation::Observation;
use crate::rules::{Choice, GameEvent, RaidOutcome, RaidStepKind, ScoutTarget};

pub fn nation(n: Nation) -> &'static str {
    match n {
        Nation::Spanish => "Spanish",
        Nation::English => "English",
        Nation::French => "French",
        Nation::Dutch => "Dutch",
    }
}

pub fn step_heading(step: RaidStepKind) -> &'static str {
    match step {
        RaidStepKind::Found => "a merchant in sight: raid it, or let it sail",
        RaidStepKind::Working => "spend your successes on the merchant's cards",
        RaidStepKind::Loot => "take aboard what the hold has room for",
    }
}

/// One raid card as a player reads it: good, plunder, hits and escapes.
pub fn raid_card(data: &GameData, c: CargoCardId) -> String {
    let card = &data.cargo_deck[c.0 as usize];
    let mut s = format!("{} ({} gold", card_name(data, c), card.plunder);
    for h in &card.hits {
        s.push_str(&format!(", hit {}", location(*h)));
    }
    if card.escapes > 0 {
        s.push_str(&format!(", {} escape", card.escapes));
    }
    s.push(')');
    s
}

/// A scouting or raid choice as a button label; `None` for other choices.
pub fn choice(data: &GameData, obs: &Observation, c: &Choice) -> Option<String> {
    Some(match c {
        Choice::Scout(ScoutTarget::Merchant) => {
            "Scout for the merchant here (1 action, SCOUTING roll)".into()
        }
        Choice::Scout(ScoutTarget::SpanishMerchant) => {
            "Find a Spanish merchant here without a roll (1 action)".into()
        }
        Choice::RaidAs(n) => {
            let bounty = if obs.seats[obs.seat].bounties[n.index()] < data.tokens.battle.bounty_max
            {
                format!(" (+1 {} bounty)", nation(*n))
            } else {
                String::new()
            };
            format!("Raid it as a {} merchant{bounty}", nation(*n))
        }
        Choice::LetSail => "Let it sail away".into(),
        Choice::RaidDraw => "Draw another card (1 success)".into(),
        Choice::RaidDiscard(card) => format!("Discard {} (1 success)", raid_card(data, *card)),
        Choice::RaidExchange(card) => {
            format!("Exchange {} (1 success)", raid_card(data, *card))
        }
        Choice::SpendWeapon(w) => format!("Spend {} for one more success", weapon(*w)),
        Choice::TakeCargo(card) => format!("Take {} aboard", card_name(data, *card)),
        Choice::DiscardCargo(card) if obs.raid.is_some() => {
            format!("Throw {} overboard to make room", card_name(data, *card))
        }
        Choice::Done if obs.raid.is_some() => match obs.decision.as_ref().map(|d| d.kind) {
            Some(crate::rules::DecisionKind::Raid {
                step: RaidStepKind::Loot,
            }) => "Leave the rest".into(),
            _ => "Close in: see how the raid ends".into(),
        },
        _ => return None,
    })
}

/// A scouting, raid or bounty event as a log line; `None` for other events.
pub fn event(data: &GameData, e: &GameEvent) -> Option<String> {
    use GameEvent as E;
    Some(match e {
        E::Scouted {
            seat,
            target: _,
            found,
        } => format!(
            "{} scouts for a merchant: {}.",
            seat_name(*seat),
            if *found { "sighted!" } else { "nothing" }
        ),
        E::MerchantFound { token, .. } => {
            format!("The merchant's token shows the {} flag.", nation(*token))
        }
        E::MerchantSailed { seat } => format!("{} lets the merchant sail.", seat_name(*seat)),
        E::RaidBegun { seat, nation: n } => {
            format!("{} raids a {} merchant!", seat_name(*seat), nation(*n))
        }
        E::BountyGained { seat, nation: n } => {
            format!("{} is wanted by the {}.", seat_name(*seat), nation(*n))
        }
        E::RaidCardDrawn { card, .. } => format!("Turned up: {}.", raid_card(data, *card)),
        E::RaidCardDiscarded { card, .. } => {
            format!("Thrown out: {}.", card_name(data, *card))
        }
        E::WeaponSpent { seat, weapon: w } => {
            format!("{} spends {}.", seat_name(*seat), weapon(*w))
        }
        E::RaidEnded { seat, outcome } => match outcome {
            RaidOutcome::Plundered { gold } => {
                format!(
                    "{} plunders the merchant for {gold} gold.",
                    seat_name(*seat)
                )
            }
            RaidOutcome::Escaped => "The merchant escapes.".into(),
            RaidOutcome::Failed => "The raid fails: a hit location is destroyed.".into(),
            RaidOutcome::Sunk => "The merchant's guns sink the raider!".into(),
        },
        E::CargoTaken { seat, card } => {
            format!(
                "{} takes {} aboard.",
                seat_name(*seat),
                card_name(data, *card)
            )
        }
        E::HitAbsorbed { seat, location: l } => format!(
            "{}'s reinforced hull absorbs a hit on the {}.",
            seat_name(*seat),
            location(*l)
        ),
        _ => return None,
    })
}
