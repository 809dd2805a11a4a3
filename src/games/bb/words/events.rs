//! Every event of Blackbeard as the log tells it.

use super::{area, card, game_end, pirate, place, port_status, seat_name, ship};
use blackbeard::content::{BbData, PirateId};
use blackbeard::rules::{Event, MutinyOutcome};

/// An event as the log tells it; `None` for the few it leaves untold.
pub fn event(data: &BbData, e: &Event) -> Option<String> {
    let p = |id: &PirateId| pirate(data, *id).to_string();
    let port = |id: &blackbeard::content::PortId| data.ports[id.0 as usize].name.clone();
    let area = |id: &blackbeard::content::AreaId| area(data, *id);
    Some(match e {
        Event::Ap(e) => super::anti_pirates::event(data, e),
        Event::GameStarted { seats, order } => format!(
            "A new game for {seats} players. Player Order: {}.",
            order
                .iter()
                .map(|s| seat_name(*s))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Event::GovernorPlaced {
            port: at,
            pro,
            roll,
        } => format!(
            "{} Governor placed at {} (D66 {roll}).",
            if *pro {
                "A Pro-Pirate"
            } else {
                "An Anti-Pirate"
            },
            port(at)
        ),
        Event::MerchantPlaced { port: at, roll } => {
            format!("A merchant lies off {}, face down (D66 {roll}).", port(at))
        }
        Event::CardsDrawn { seat, count } => format!(
            "{} draws {count} Event card{}.",
            seat_name(*seat),
            if *count == 1 { "" } else { "s" }
        ),
        Event::PirateCardsDealt { seat, count } => {
            format!("{} is dealt {count} Pirate cards.", seat_name(*seat))
        }
        Event::Deployed {
            seat,
            pirate: who,
            area: a,
        } => {
            format!(
                "{} puts {} to sea in {}.",
                seat_name(*seat),
                p(who),
                area(a)
            )
        }
        Event::ShipsShown { ships } => {
            ships
                .iter()
                .map(|(who, kind)| format!("{} sails a {}", p(who), ship(data, *kind)))
                .collect::<Vec<_>>()
                .join("; ")
                + "."
        }
        Event::TurnBegins { seat, turn } => {
            format!(
                "Player-Turn {turn}: {} is the Pirate Player.",
                seat_name(*seat)
            )
        }
        Event::MustPlay { seat, card: c } => format!(
            "{} draws {}, played at once: {}",
            seat_name(*seat),
            card(data, *c),
            data.event(*c).text
        ),
        Event::CardPlayed {
            seat,
            card: c,
            actions,
        } => format!(
            "{} plays {} for {actions} Action{}.",
            seat_name(*seat),
            card(data, *c),
            if *actions == 1 { "" } else { "s" }
        ),
        Event::Discarded { seat, cards } => format!(
            "{} discards {}.",
            seat_name(*seat),
            cards
                .iter()
                .map(|c| card(data, *c))
                .collect::<Vec<_>>()
                .join(" and ")
        ),
        Event::Moved {
            pirate: who,
            to,
            actions,
            ..
        } => format!(
            "{} sails to {}{}.",
            p(who),
            place(data, *to),
            if *actions > 1 {
                " (two Actions: Speed below 0)"
            } else {
                ""
            }
        ),
        Event::FindRolled {
            pirate: who,
            port: at,
            die,
            total,
            found,
        } => format!(
            "{} looks for the merchant off {}: {die} + Ability = {total}, {}.",
            p(who),
            port(at),
            if *found {
                "found"
            } else {
                "nothing (7 needed)"
            }
        ),
        Event::MerchantRevealed { port: at, kind } => {
            format!("The merchant off {} is a {}.", port(at), ship(data, *kind))
        }
        Event::MerchantLost { port: at } => format!("The merchant off {} is gone.", port(at)),
        Event::PirateDrawn { seat } => format!("{} draws a Pirate card.", seat_name(*seat)),
        Event::CargoRolled {
            pirate: who,
            roll,
            doubloons,
            ..
        } => format!(
            "{} boards her: cargo roll {roll}, worth {doubloons} doubloons.",
            p(who)
        ),
        Event::HostageDrawn {
            pirate: who,
            hostage,
        } => format!(
            "Aboard is a {} (Information {}, Value {}), now {}'s hostage.",
            data.hostages[hostage.0 as usize].name,
            data.hostages[hostage.0 as usize].information,
            data.hostages[hostage.0 as usize].value,
            p(who)
        ),
        Event::BootyDeclined { pirate: who } => {
            format!("{} lets her go; his crew grumbles.", p(who))
        }
        Event::CargoStowed {
            pirate: who,
            doubloons,
            notoriety,
        } => format!(
            "{} stows {doubloons} doubloons (+{notoriety} Notoriety).",
            p(who)
        ),
        Event::CargoJettisoned {
            pirate: who,
            doubloons,
        } => {
            format!("{} throws {doubloons} doubloons' worth overboard.", p(who))
        }
        Event::CargoAbandoned { pirate: who } => format!("{} leaves the cargo.", p(who)),
        Event::Converted { pirate: who, kind } => {
            format!(
                "{} takes her as his own: now a {}.",
                p(who),
                ship(data, *kind)
            )
        }
        Event::Tortured {
            pirate: who,
            die,
            information,
            notoriety,
        } => {
            if *information > 0 {
                format!(
                    "{} tortures the hostage (die {die}): {information} Information, +{notoriety} Notoriety.",
                    p(who)
                )
            } else {
                format!(
                    "{} tortures the hostage (die {die}), who tells nothing; +{notoriety} Notoriety.",
                    p(who)
                )
            }
        }
        Event::HeldForRansom { pirate: who } => format!("{} holds the hostage for ransom.", p(who)),
        Event::MerchantLooted { port: at } => {
            format!("The merchant off {} is looted and sails off.", port(at))
        }
        Event::Revelry {
            pirate: who,
            voluntary,
        } => format!(
            "{}'s crew takes to Debauchery & Revelry{}.",
            p(who),
            if *voluntary { "" } else { " (involuntary)" }
        ),
        Event::Recovered { pirate: who, done } => {
            if *done {
                format!("{}'s crew recovers from its revels.", p(who))
            } else {
                format!("{}'s crew begins to recover.", p(who))
            }
        }
        Event::Mutiny {
            pirate: who,
            die,
            outcome,
        } => format!(
            "Mutiny aboard {}'s ship! Die {die}: {}.",
            p(who),
            match outcome {
                MutinyOutcome::Marooned => "he is marooned",
                MutinyOutcome::QuashedAtACost => "quashed, at a cost to loyalty",
                MutinyOutcome::Quashed => "quashed",
            }
        ),
        Event::TakesCommand {
            seat,
            pirate: who,
            from,
        } => format!(
            "{} takes command of {}'s ship for {}.",
            p(who),
            p(from),
            seat_name(*seat)
        ),
        Event::CunningUsed {
            pirate: who,
            was,
            now,
        } => {
            format!(
                "{} trusts his Cunning and rolls his {was} again: {now}.",
                p(who)
            )
        }
        Event::ShipLost { pirate: who } => {
            format!("{}'s ship is lost: no captain is left.", p(who))
        }
        Event::Eliminated { pirate: who, vp } => {
            format!("{} is dead; his Notoriety scores {vp} VP.", p(who))
        }
        Event::Disease { port: at, roll } => format!("Disease strikes {} (D66 {roll}).", port(at)),
        Event::GovernorLost { port: at } => format!("The governor of {} is dead.", port(at)),
        Event::HostageLost { pirate: who } => format!("A hostage of {} dies with him.", p(who)),
        Event::Ousted {
            pirate: who,
            port: at,
        } => format!("{} is put out of {}.", p(who), port(at)),
        Event::PortDestroyed { port: at } => format!("{} is destroyed.", port(at)),
        Event::StormStrikes { area: a, roll } => {
            format!("A storm strikes {} (D66 {roll}).", area(a))
        }
        Event::StormRoll {
            pirate: who,
            die,
            hits,
        } => match *hits {
            0 => format!("{} rides out the storm (die {die}).", p(who)),
            u8::MAX => format!("{}'s ship founders in the storm (die {die}).", p(who)),
            n => format!(
                "{} takes {n} Speed hit{} (die {die}).",
                p(who),
                if n == 1 { "" } else { "s" }
            ),
        },
        Event::SpeedLost { pirate: who, speed } => format!("{}'s Speed is {speed}.", p(who)),
        Event::LoyaltyChanged {
            pirate: who,
            loyalty,
        } => {
            format!("{}'s crew loyalty is {loyalty}.", p(who))
        }
        Event::PardonDrawn { times } => format!("The General Pardon is drawn ({times} of 3)."),
        Event::DeckReshuffled { cards } => format!("The Event deck is shuffled ({cards} cards)."),
        Event::HandsPassed => "Every hand passes to the left.".into(),
        Event::TurnLost { seat } => format!("{} loses the Player-Turn.", seat_name(*seat)),
        Event::TurnEnds { .. } => return None,
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
        Event::GameOver { reason, vp } => format!(
            "The game is over ({}). Victory Points: {}.",
            game_end(*reason),
            vp.iter()
                .enumerate()
                .map(|(s, v)| format!("{} {v}", seat_name(s)))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    })
}
