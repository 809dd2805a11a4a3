//! Words for Seas of Glory's MODULE 10, favors: the log lines of favors gained, spent and lost.

use super::seat_name;
use crate::content::{GameData, NpcSlot};
use crate::rules::protocol::{FavorSource, FavorUse};
use crate::rules::state::{Reroll, RollSite};
use crate::rules::{Choice, GameEvent, Observation, PortStepKind, ScoutTarget};

/// "1 favor", "3 favors".
pub fn favors(n: u8) -> String {
    format!("{n} favor{}", if n == 1 { "" } else { "s" })
}

/// The log line of a Module 10 event.
pub fn event(data: &GameData, e: &GameEvent) -> Option<String> {
    Some(match e {
        GameEvent::FavorGained { seat, from } => format!(
            "{} gains a favor{}.",
            seat_name(*seat),
            match from {
                FavorSource::Bought => "",
                FavorSource::MissionClaimed => " for claiming a mission",
                FavorSource::MissionCompleted => " for completing a mission",
            }
        ),
        GameEvent::FavorsSpent { seat, count, on } => match on {
            FavorUse::EnterPort(port) => format!(
                "{} calls in {} and is let into {}.",
                seat_name(*seat),
                favors(*count),
                data.port(*port).name
            ),
            FavorUse::Reroll(skill) => format!(
                "{} calls in a favor to roll {} again.",
                seat_name(*seat),
                super::skill(*skill)
            ),
            FavorUse::Redraw => format!(
                "{} calls in a favor: the cards just drawn go, and as many are drawn anew.",
                seat_name(*seat)
            ),
            FavorUse::NpcReroll(slot) => format!(
                "{} calls in a favor: {} must look again.",
                seat_name(*seat),
                super::npc_name(*slot)
            ),
            FavorUse::DealInPort(port) => format!(
                "{} calls in {}: {}'s merchants will deal after all.",
                seat_name(*seat),
                favors(*count),
                data.port(*port).name
            ),
        },
        GameEvent::FavorsLost { seat, count } => format!(
            "{}'s {} go with the captain.",
            seat_name(*seat),
            favors(*count)
        ),
        _ => return None,
    })
}

/// What a waiting roll was for, in a few words: "your SCOUTING for a merchant".
pub fn roll_for(data: &GameData, r: &Reroll) -> String {
    let skill = super::skill(r.skill);
    match &r.site {
        RollSite::Scout(t) => format!("your {skill} roll {}", scout_target(*t)),
        RollSite::FollowRumor { .. } => format!("your {skill} roll following up the rumor"),
        RollSite::AcquireRumor => format!("your {skill} roll for a rumor"),
        RollSite::Recruit => format!("your {skill} roll to fill the crew"),
        RollSite::Mission { mission, .. } => {
            format!("your {skill} roll for \"{}\"", data.mission(*mission).name)
        }
        RollSite::PortEntry(p) => format!("your {skill} roll to enter {}", data.port(*p).name),
        RollSite::RoughEntry(p) => {
            format!(
                "your {skill} roll through {}'s harbour mouth",
                data.port(*p).name
            )
        }
        RollSite::PortAction(p) => {
            format!("your {skill} roll to deal in {}", data.port(*p).name)
        }
        RollSite::Storm { .. } => format!("your {skill} roll in the storm"),
        RollSite::OffTurnScout { target } => format!(
            "your off-turn {skill} roll for {}",
            super::seat_name(*target)
        ),
        RollSite::Mutiny => format!("your {skill} roll against the mutiny"),
        RollSite::Rally => format!("your {skill} roll for an extra action"),
        RollSite::Plank => format!("your {skill} roll to keep the crew loyal"),
        RollSite::GloryCard { card, .. } => {
            format!(
                "your {skill} roll to play \"{}\"",
                data.glory_card(*card).name
            )
        }
        RollSite::Reef { toll: false, .. } => {
            format!("your {skill} roll searching the reef (nothing found)")
        }
        RollSite::Reef {
            successes,
            toll: true,
        } => {
            let s = if *successes == 1 { "" } else { "es" };
            format!("your {skill} roll against the reef ({successes} success{s})")
        }
        RollSite::StormToken { successes, .. } => {
            let hits = data.tokens.storm.hits.saturating_sub(*successes);
            let s = if hits == 1 { "" } else { "s" };
            format!("your {skill} roll against the storm token ({hits} hit{s} through)")
        }
    }
}

fn scout_target(t: ScoutTarget) -> String {
    match t {
        ScoutTarget::Captain(c) => format!("for {}", seat_name(c)),
        ScoutTarget::Npc(slot) => format!("for {}", super::npc_name(slot)),
        ScoutTarget::Merchant | ScoutTarget::SpanishMerchant => "for a merchant".into(),
        ScoutTarget::Rumor => "for the rumor".into(),
    }
}

/// A Module 10 option as a button label; `None` for other choices.
pub fn choice(data: &GameData, obs: &Observation, c: &Choice) -> Option<String> {
    Some(match c {
        Choice::SpendFavor => match &obs.reroll {
            Some(r) => format!("Spend a favor: re-roll {}", roll_for(data, r)),
            None => return None,
        },
        Choice::PayFavors(n) => match &obs.reroll {
            Some(Reroll {
                site: RollSite::PortAction(p),
                ..
            }) => format!(
                "Pay {} to deal in {} after all",
                favors(*n),
                data.port(*p).name
            ),
            _ => return None,
        },
        Choice::RedrawForFavor if !obs.glory_redraws.is_empty() => {
            "Spend a favor: this glory card goes back, draw another".into()
        }
        Choice::Done if !obs.glory_redraws.is_empty() => "Keep the glory card".into(),
        Choice::RedrawForFavor => match (&obs.raid, obs.port_visit.as_ref().map(|v| v.step)) {
            (Some(_), _) => "Spend a favor: redraw the cards just turned up".into(),
            (None, Some(PortStepKind::KeepRumor)) => {
                "Spend a favor: this rumor goes back, draw another".into()
            }
            _ => "Spend a favor: redraw the whole offer".into(),
        },
        Choice::NpcReroll(slot) => format!(
            "Spend a favor: {} scouts for you again",
            super::npc_name(*slot)
        ),
        Choice::Done if obs.reroll.is_some() => "Let the roll stand".into(),
        // MODULE 3's plank (asked here, before the other orders' words).
        Choice::Done if !obs.planks.is_empty() => "Let the crew's loyalty drop a step".into(),
        Choice::Done if obs.npc_hunt.as_ref().is_some_and(|h| !h.contest.is_empty()) => {
            "Let them come".into()
        }
        _ => return None,
    })
}

/// The heading over the orders while a favor may be spent.
pub fn heading(data: &GameData, obs: &Observation) -> Option<String> {
    if let Some(r) = &obs.reroll {
        let favors_left = obs.seats[r.seat].favors;
        return Some(if r.rerolled {
            format!(
                "{}: the re-roll failed too. Pay favors to deal here after all?",
                seat_name(r.seat)
            )
        } else {
            format!(
                "{}: {} failed. Spend a favor to re-roll it? ({} left)",
                seat_name(r.seat),
                roll_for(data, r),
                favors(favors_left)
            )
        });
    }
    let h = obs.npc_hunt.as_ref().filter(|h| !h.contest.is_empty())?;
    Some(format!(
        "{}: found by {}. Spend a favor to make one look again? ({} left)",
        seat_name(h.target),
        list_npcs(&h.contest),
        favors(obs.seats[h.target].favors)
    ))
}

fn list_npcs(slots: &[NpcSlot]) -> String {
    let names: Vec<String> = slots.iter().map(|s| super::npc_name(*s)).collect();
    match names.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}
