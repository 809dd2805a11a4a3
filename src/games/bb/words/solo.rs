//! Solitaire Blackbeard's own events in words (19).

use super::{area, card, pirate, ship};
use blackbeard::content::BbData;
use blackbeard::rules::SoloEvent;

pub fn event(data: &BbData, e: &SoloEvent) -> String {
    match e {
        SoloEvent::SpPirate {
            pirate: p,
            area: a,
            die,
            ship: kind,
        } => format!(
            "The System Player puts {} to sea in {} in a {} (die {die}).",
            pirate(data, *p),
            area(data, *a),
            ship(data, *kind)
        ),
        SoloEvent::MpiReshuffled { cards } => {
            format!("The Must Play Immediately deck is shuffled again ({cards} cards).")
        }
        SoloEvent::LetterKept { pirate: p } => format!(
            "{} keeps his Letter of Marque and sails for a Pro-Pirate port to take it.",
            pirate(data, *p)
        ),
        SoloEvent::CrewSullen {
            pirate: p,
            roll,
            notoriety,
        } => format!(
            "{}'s crew stays sullen: {roll} Notoriety lost (now {notoriety}).",
            pirate(data, *p)
        ),
        SoloEvent::Mutiny {
            pirate: p,
            die,
            loyalty,
        } => format!(
            "Mutiny aboard {}'s ship (die {die}): he keeps command; loyalty {loyalty}.",
            pirate(data, *p)
        ),
        SoloEvent::SpDraws { card: c } => {
            format!(
                "The System Player draws {} against Blackbeard.",
                card(data, *c)
            )
        }
        SoloEvent::SpDiscards { card: c } => {
            format!("The System Player discards {}.", card(data, *c))
        }
        SoloEvent::WarshipPosted { area: a, .. } => format!(
            "With nothing to attack, the sighted warship takes station in {}.",
            area(data, *a)
        ),
        SoloEvent::KcAttempt => {
            "Blackbeard's Notoriety is 12 or more: the System Player tries to send a KC after him."
                .into()
        }
        SoloEvent::GrabTied { grabber } => format!(
            "{}'s Booty Grab is a tie: no Duel in solitaire, nothing taken.",
            pirate(data, *grabber)
        ),
    }
}
