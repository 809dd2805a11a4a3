//! Words for Seas of Glory's MODULE 11, the loyalty track: the steps' names and what they do,
//! and the log lines of loyalty won and lost.

use super::seat_name;
use crate::content::GameData;
use crate::rules::GameEvent;
use crate::rules::loyalty::*;
use crate::rules::protocol::LoyaltyCause;

/// A step's name.
pub fn step(l: i8) -> &'static str {
    match l {
        FIERCE => "Fierce loyalty",
        HAPPY => "Happy",
        PLEASED => "Pleased",
        CONTENT => "Content",
        RESTLESS => "Restless",
        UNHAPPY => "Unhappy",
        ANGRY => "Angry",
        _ => "Mutiny",
    }
}

/// What the crew's mood does for or against its captain now, in a line (the steps add up
/// away from Content).
pub fn effects(l: i8) -> String {
    let mut out: Vec<&str> = Vec::new();
    if l >= FIERCE {
        out.push("once a turn, roll LEADERSHIP for an extra action (a step down)");
    }
    if l >= HAPPY {
        out.push("+1 LEADERSHIP in crew combat");
    }
    if l >= PLEASED {
        out.push("free crew in any port, a free specialist a turn");
    }
    if l <= RESTLESS {
        out.push("no free crew, no new specialists, specialists idle");
    }
    if l <= UNHAPPY {
        out.push("a glory card needs a LEADERSHIP success");
    }
    if l <= ANGRY {
        out.push("-1 LEADERSHIP in crew combat");
    }
    if out.is_empty() {
        "no effect".into()
    } else {
        out.join("; ")
    }
}

/// The log line of a Module 11 event.
pub fn event(_data: &GameData, e: &GameEvent) -> Option<String> {
    Some(match e {
        GameEvent::LoyaltyChanged { seat, to, cause } => {
            let why = match cause {
                LoyaltyCause::NpcCard => "an NPC captain puts to sea",
                LoyaltyCause::Stash => "gold goes ashore into the chest",
                LoyaltyCause::SamePort => "a whole turn idle in one port",
                LoyaltyCause::Glory => "a glory point",
                LoyaltyCause::Paid => "a round for the crew",
                LoyaltyCause::Rallied => "the crew's fervour spent on an extra action",
                LoyaltyCause::MutinyQuelled => "the mutiny is put down",
            };
            format!("{}'s crew is now {} ({why}).", seat_name(*seat), step(*to))
        }
        GameEvent::Mutiny {
            seat,
            quelled: true,
        } => format!(
            "{}'s crew mutinies, and the captain faces them down.",
            seat_name(*seat)
        ),
        GameEvent::Mutiny {
            seat,
            quelled: false,
        } => format!(
            "{}'s crew mutinies and throws the captain overboard!",
            seat_name(*seat)
        ),
        GameEvent::PlankHeld { seat } => format!(
            "{} faces the crew down at the plank: its loyalty holds.",
            seat_name(*seat)
        ),
        GameEvent::PlankWalked { seat } => format!(
            "{}'s crew watches a troublemaker walk the plank, and stays loyal.",
            seat_name(*seat)
        ),
        GameEvent::ExtraAction { seat } => format!(
            "{}'s fiercely loyal crew works double: an extra action.",
            seat_name(*seat)
        ),
        GameEvent::GloryCardsBarred { seat } => format!(
            "{}'s unhappy crew will not follow: that glory card waits for the next turn.",
            seat_name(*seat)
        ),
        _ => return None,
    })
}
