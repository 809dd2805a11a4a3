//! Every event of Blackbeard as the log tells it: the game's course here; ports, careers and
//! the pirate's own events in `careers`, the Anti-Pirates' in `anti_pirates`.

use super::{area, card, game_end, pirate, place, seat_name, ship};
use blackbeard::content::{BbData, PirateId};
use blackbeard::rules::{Event, MutinyOutcome};

/// An event as the log tells it; `None` for the few it leaves untold.
pub fn event(data: &BbData, e: &Event) -> Option<String> {
    let p = |id: &PirateId| pirate(data, *id).to_string();
    let port = |id: &blackbeard::content::PortId| data.ports[id.0 as usize].name.clone();
    let area = |id: &blackbeard::content::AreaId| area(data, *id);
    Some(match e {
        Event::Ap(e) => super::anti_pirates::event(data, e),
        Event::Solo(e) => super::solo::event(data, e),
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
        Event::DeployRolled { pirate: who, roll } => format!(
            "D66 {roll} for {}: {}.",
            p(who),
            port(&data.port_at(*roll).expect("every D66 names a port"))
        ),
        Event::DeploymentsShown { placements } => format!(
            "The placements are shown: {}.",
            placements
                .iter()
                .map(|(seat, who, a)| format!("{} ({}) in {}", p(who), seat_name(*seat), area(a)))
                .collect::<Vec<_>>()
                .join("; ")
        ),
        Event::Drafted {
            seat,
            pirate: who,
            pick,
        } => format!(
            "{} drafts {} (pick {}).",
            seat_name(*seat),
            p(who),
            pick + 1
        ),
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
        Event::GameOver { reason, vp } => format!(
            "The game is over ({}). Victory Points: {}.",
            game_end(*reason),
            vp.iter()
                .enumerate()
                .map(|(s, v)| format!("{} {v}", seat_name(s)))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        _ => return super::careers::event(data, e),
    })
}
