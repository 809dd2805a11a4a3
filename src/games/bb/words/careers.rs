//! Ports, careers and a pirate's own events as the log tells them (9, 11, 15, 17.2's Event AND
//! Action cards, 18.4): visits, attacks and sacks, Booty Grabs and duels, retirement,
//! alliances, heavy guns, fair winds, treasure, Letters of Marque and the Pardon.

use super::{pirate, port_status};
use blackbeard::content::{BbData, PirateId};
use blackbeard::rules::Event;

/// The event as the log tells it, if it is one of these; `None` otherwise.
pub fn event(data: &BbData, e: &Event) -> Option<String> {
    let p = |id: &PirateId| pirate(data, *id).to_string();
    let port = |id: &blackbeard::content::PortId| data.ports[id.0 as usize].name.clone();
    Some(match e {
        Event::InPort {
            pirate: who,
            port: at,
            status,
        } => format!(
            "{} goes about his business in {} ({}).",
            p(who),
            port(at),
            port_status(*status)
        ),
        Event::Ransomed {
            pirate: who,
            hostage,
            roll,
            doubloons,
        } => format!(
            "{} ransoms the {} (two dice: {roll}): {doubloons} doubloons.",
            p(who),
            data.hostages[hostage.0 as usize].name,
        ),
        Event::BootyConverted {
            pirate: who,
            booty,
            net_worth,
        } => format!(
            "{} turns {booty} doubloons of booty into {net_worth} Net Worth.",
            p(who)
        ),
        Event::RefitRolled {
            pirate: who,
            die,
            hits,
        } => format!(
            "{} refits (die {die}): {hits} hit{} to mend.",
            p(who),
            if *hits == 1 { "" } else { "s" }
        ),
        Event::Refitted {
            pirate: who,
            speed,
            combat,
        } => format!(
            "{}'s ship after the Refit: Speed {speed}, Combat {combat}.",
            p(who)
        ),
        Event::BribeAsked {
            port: at,
            die,
            price,
            ..
        } => format!(
            "The governor of {} names his price for a Safe Haven: {price} doubloons (die {die}).",
            port(at)
        ),
        Event::BribeDeclined {
            pirate: who,
            port: at,
        } => {
            format!("{} does not pay the governor of {}.", p(who), port(at))
        }
        Event::HavenBought {
            pirate: who,
            port: at,
            price,
        } => format!(
            "{} is {}'s Safe Haven now ({price} doubloons of Net Worth).",
            port(at),
            p(who)
        ),
        Event::HavenLost {
            pirate: who,
            port: at,
        } => {
            format!("{} is no longer {}'s Safe Haven.", port(at), p(who))
        }
        Event::PortAttacked {
            pirate: who,
            port: at,
            die,
            parts,
            total,
            defence_dice,
            defence,
            won,
        } => format!(
            "{} attacks {}: die {die} + {} = {total}, against {} ({}) + Defense {} = {defence}; {}.",
            p(who),
            port(at),
            super::attack_parts(parts),
            if defence_dice.len() == 2 {
                "2d6"
            } else {
                "a die"
            },
            defence_dice
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(" + "),
            data.ports[at.0 as usize].defense,
            if *won {
                "the port is his"
            } else {
                "beaten off"
            }
        ),
        Event::PortLooted {
            pirate: who,
            port: at,
            doubloons,
            notoriety,
            ..
        } => format!(
            "{} takes {doubloons} doubloons of booty from {} (+{notoriety} Notoriety).",
            p(who),
            port(at)
        ),
        Event::CombatLost {
            pirate: who,
            combat,
        } => format!("{}'s ship is hit: Combat {combat}.", p(who)),
        Event::SackRolled {
            pirate: who,
            port: at,
            die,
            total,
            won,
        } => format!(
            "{} tries to sack {}: die {die} + Cruelty {} = {total} against Defense {}; {}.",
            p(who),
            port(at),
            total - die,
            data.ports[at.0 as usize].defense,
            if *won { "it falls" } else { "the town holds" }
        ),
        Event::Sacked {
            pirate: who,
            port: at,
            notoriety,
        } => format!(
            "{} sacks {} and burns it (+{notoriety} Notoriety).",
            p(who),
            port(at)
        ),
        Event::GrabRolled {
            grabber,
            victim,
            grabber_total,
            victim_total,
            ..
        } => format!(
            "{} tries to grab {}'s booty: {grabber_total} against {victim_total}.",
            p(grabber),
            p(victim)
        ),
        Event::Grabbed {
            grabber,
            victim,
            percent,
            doubloons,
            ..
        } => format!(
            "{} grabs {percent} % of {}'s booty: {doubloons} doubloons.",
            p(grabber),
            p(victim)
        ),
        Event::GrabFailed { grabber } => {
            format!("{} grabs nothing; his crew is ashamed.", p(grabber))
        }
        Event::Duel {
            grabber,
            victim,
            grabber_dice,
            victim_dice,
            winner,
        } => {
            let sum = |d: &Vec<u8>| d.iter().map(|x| *x as u32).sum::<u32>();
            format!(
                "A duel: {} {} against {} {}{}.",
                p(grabber),
                sum(grabber_dice),
                p(victim),
                sum(victim_dice),
                match winner {
                    Some(w) => format!("; {} wins", p(w)),
                    None => ": a tie".into(),
                }
            )
        }
        Event::DuelWon {
            winner,
            loser,
            notoriety,
            doubloons,
        } => format!(
            "{} kills {} (+{notoriety} Notoriety) and takes his {doubloons} doubloons, hostages and secrets.",
            p(winner),
            p(loser)
        ),
        Event::RetireBribeAsked {
            port: at,
            roll,
            price,
            ..
        } => format!(
            "The governor of {} names his price for a quiet retirement: {price} doubloons (D66 {roll}).",
            port(at)
        ),
        Event::RetireBribeDeclined {
            pirate: who,
            port: at,
        } => format!(
            "{} will not pay the governor of {}; his crew grumbles.",
            p(who),
            port(at)
        ),
        Event::Retired {
            pirate: who,
            how,
            notoriety,
            net_worth,
            vp,
        } => format!(
            "{} retires {}: Notoriety {notoriety} twice and {net_worth} Net Worth score {vp} VP.",
            p(who),
            match how {
                blackbeard::rules::Retirement::SafeHaven => "in his Safe Haven",
                blackbeard::rules::Retirement::Bribe => "on the governor's word",
                blackbeard::rules::Retirement::Letter => "under his Letter of Marque",
                blackbeard::rules::Retirement::Pardon => "under the King's pardon",
                blackbeard::rules::Retirement::Surrender =>
                    "surrendering to the King's Commissioner",
            }
        ),
        Event::AllianceFormed { pirate: who, with } => {
            format!("{} and {} join in a Pirate Alliance.", p(who), p(with))
        }
        Event::AllianceBroken { pirate: who, with } => {
            format!("The alliance of {} and {} is over.", p(who), p(with))
        }
        Event::ShipTaken { pirate: who, from } => {
            format!("{} takes {}'s ship for his own.", p(who), p(from))
        }
        Event::HeavyGunsMounted { pirate: who } => {
            format!(
                "{} mounts heavy guns: +2 to his ship's Combat rolls.",
                p(who)
            )
        }
        Event::FairWinds {
            pirate: who,
            from,
            to,
        } => format!(
            "A following gale carries {} from {} to {}.",
            p(who),
            super::place(data, *from),
            super::area(data, *to)
        ),
        Event::TreasureMapTaken { pirate: who } => {
            format!("{} has a map to treasure on the Isle of Pines.", p(who))
        }
        Event::Dug { pirate: who, die } => {
            if *die <= 2 {
                format!(
                    "{} digs on the Isle of Pines (die {die}): nothing but sand.",
                    p(who)
                )
            } else {
                format!("{} digs on the Isle of Pines (die {die}): a chest!", p(who))
            }
        }
        Event::TreasureFound {
            pirate: who,
            roll,
            doubloons,
        } => format!(
            "{}'s chest holds {doubloons} doubloons (three dice: {roll}).",
            p(who)
        ),
        Event::LetterTaken {
            pirate: who,
            nation,
        } => format!(
            "{} takes a {nation:?} Letter of Marque: every {nation:?} port is Pro-Pirate to him.",
            p(who)
        ),
        Event::LetterLost {
            pirate: who,
            nation,
        } => format!(
            "{} attacked a {nation:?} port: his Letter of Marque is void.",
            p(who)
        ),
        Event::PardonIssued { pirates, .. } => format!(
            "The King's pardon: {} may retire by entering an English port, and no English port may be attacked.",
            if pirates.is_empty() {
                "no pirate".to_string()
            } else {
                pirates.iter().map(p).collect::<Vec<_>>().join(", ")
            }
        ),
        Event::PardonLapsed => "The King's pardon has lapsed.".into(),
        _ => return None,
    })
}
