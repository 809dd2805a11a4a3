//! Blackbeard in words: every event as the log tells it, every option as the deciding seat
//! reads it, seats and places by name.

use blackbeard::content::{BbData, PirateId, ShipKind};
use blackbeard::rules::port;
use blackbeard::rules::{
    Choice, Event, GameEnd, Location, MutinyOutcome, Observation, Phase, PortStatus, Stow,
    VisitStep,
};
use game_core::Seat;

/// The seats' colours, in seat order (five seats at most: 2.7).
pub const SEAT_COLOUR_NAMES: [&str; 5] = ["Crimson", "Azure", "Gold", "Emerald", "Violet"];

/// "Crimson (seat 1)".
pub fn seat_name(seat: Seat) -> String {
    format!("{} (seat {})", SEAT_COLOUR_NAMES[seat % 5], seat + 1)
}

pub fn pirate(data: &BbData, p: PirateId) -> &str {
    &data.pirates[p.0 as usize].short
}

pub fn ship(data: &BbData, kind: ShipKind) -> &str {
    &data.ship(kind).name
}

/// A Sea Area as a sentence names it: "the North Atlantic", "the Gold Coast", "India".
pub fn area(data: &BbData, a: blackbeard::content::AreaId) -> String {
    let name = &data.areas[a.0 as usize].name;
    let the = ["Atlantic", "Caribbean", "Coast"]
        .iter()
        .any(|w| name.ends_with(w));
    if the {
        format!("the {name}")
    } else {
        name.clone()
    }
}

/// A place on the map: an area, a port, a Transit Box.
pub fn place(data: &BbData, at: Location) -> String {
    match at {
        Location::Sea(a) => area(data, a),
        Location::Port { port, .. } => data.ports[port.0 as usize].name.clone(),
        Location::Transit(b) => format!("the {} box", data.boxes[b.0 as usize].name),
    }
}

fn card(data: &BbData, c: blackbeard::content::EventCardId) -> String {
    let e = data.event(c);
    format!("\"{}\"", e.title)
}

/// An event as the log tells it; `None` for the few it leaves untold.
pub fn event(data: &BbData, e: &Event) -> Option<String> {
    let p = |id: &PirateId| pirate(data, *id).to_string();
    let port = |id: &blackbeard::content::PortId| data.ports[id.0 as usize].name.clone();
    let area = |id: &blackbeard::content::AreaId| area(data, *id);
    Some(match e {
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
            dice,
            doubloons,
        } => format!(
            "{} ransoms the {} (dice {} + {}): {doubloons} doubloons.",
            p(who),
            data.hostages[hostage.0 as usize].name,
            dice[0],
            dice[1]
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
            total,
            defence_dice,
            defence,
            won,
        } => format!(
            "{} attacks {}: die {die}, total {total}, against {} ({}) and its Defense: {defence}; {}.",
            p(who),
            port(at),
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
            "{} tries to sack {}: die {die} + Cruelty = {total}; {}.",
            p(who),
            port(at),
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
            }
        ),
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

/// A port's status for a pirate (9.3), in a few words.
pub fn port_status(status: PortStatus) -> &'static str {
    match status {
        PortStatus::Pro => "Pro-Pirate",
        PortStatus::Neutral => "Neutral",
        PortStatus::Anti => "Anti-Pirate",
        PortStatus::PiratePort => "a Pirate Port",
        PortStatus::SafeHaven => "his Safe Haven",
        PortStatus::Destroyed => "destroyed",
    }
}

/// Why the game ended, in a few words.
pub fn game_end(reason: GameEnd) -> &'static str {
    match reason {
        GameEnd::ThirdPardon => "the third General Pardon",
        GameEnd::PardonLastCard => "the Pardon was the last card",
        GameEnd::NoPirates => "no pirate is left to play",
    }
}

/// An option in words, as the deciding seat reads it.
pub fn option(data: &BbData, obs: &Observation, c: &Choice) -> String {
    let p = |id: &PirateId| pirate(data, *id).to_string();
    let at = |id: &PirateId| obs.afloat.iter().find(|a| a.pirate == *id).map(|a| a.at);
    match c {
        Choice::Deploy {
            pirate: who,
            area: a,
        } => format!("Deploy {} in {}", p(who), area(data, *a)),
        Choice::NoDeploy => "Deploy no more now".into(),
        Choice::Ship { pirate: who, kind } => {
            let s = data.ship(*kind).pirate.expect("a pirate's ship");
            format!(
                "{} takes a {} (Combat {}, Speed {}, Holds {})",
                p(who),
                ship(data, *kind),
                s.combat,
                s.speed,
                s.holds
            )
        }
        Choice::PlayForActions { card: c } => {
            let e = data.event(*c);
            match e.actions {
                blackbeard::content::Actions::Count(n) => format!(
                    "Play {} for {n} Action{}",
                    card(data, *c),
                    if n == 1 { "" } else { "s" }
                ),
                _ => format!("Play {}", card(data, *c)),
            }
        }
        Choice::PlayInitiative {
            card: c,
            pirate: who,
        } => format!(
            "Play {} for {}'s Initiative ({} Actions)",
            card(data, *c),
            p(who),
            data.pirates[who.0 as usize].initiative
        ),
        Choice::DiscardForActions { first, second } => match second {
            None => format!("Discard {} for one Action", card(data, *first)),
            Some(s) => format!(
                "Discard {} and {} for two Actions",
                card(data, *first),
                card(data, *s)
            ),
        },
        Choice::EndTurn => "End the Player-Turn".into(),
        Choice::Move { pirate: who, to } => {
            let from = at(who).map_or(String::new(), |f| format!(" from {}", place(data, f)));
            format!("Sail {}{from} to {}", p(who), place(data, *to))
        }
        Choice::Find { pirate: who, port } => format!(
            "{} looks for the merchant off {} (d6 + Ability {}, 7 needed)",
            p(who),
            data.ports[port.0 as usize].name,
            data.pirates[who.0 as usize].ability
        ),
        Choice::DrawPirate => "Draw a Pirate card".into(),
        Choice::EndActions => "No more Actions".into(),
        Choice::Discard { card: c } => format!("Discard {}", card(data, *c)),
        Choice::Loot { pirate: who, port } => format!(
            "{} boards the merchant off {}",
            p(who),
            data.ports[port.0 as usize].name
        ),
        Choice::Seize(true) => "Seize her cargo and hostage".into(),
        Choice::Seize(false) => "Let her go (−1 loyalty)".into(),
        Choice::Stow(Stow::EmptyHold) => "Stow the cargo in an empty hold".into(),
        Choice::Stow(Stow::Jettison(i)) => format!("Throw hold {} overboard for it", i + 1),
        Choice::Stow(Stow::Abandon) => "Leave the cargo".into(),
        Choice::Stow(Stow::Convert) => "Take her as your ship, the cargo aboard".into(),
        Choice::Jettison { hold } => format!("Throw hold {} overboard", hold + 1),
        Choice::Torture(true) => "Torture the hostage for information".into(),
        Choice::Torture(false) => "Hold the hostage for ransom".into(),
        Choice::Revel(true) => {
            // 13.21: +3 in a Pirate Port, else +1.
            let ashore = match &obs.phase {
                Some(Phase::InPort(v)) => data.ports[v.port.0 as usize].is_pirate_port(),
                _ => false,
            };
            format!(
                "Debauchery & Revelry (+{} loyalty)",
                if ashore { 3 } else { 1 }
            )
        }
        Choice::Revel(false) => "Keep the crew at work".into(),
        Choice::Recover { pirate: who } => format!("{}'s crew recovers in port", p(who)),
        Choice::Successor { pirate: who } => format!("{} takes command", p(who)),
        Choice::Reroll(true) => "Roll it again (a point of Cunning)".into(),
        Choice::Reroll(false) => "Keep the die".into(),
        Choice::InPort { pirate: who } => {
            let here = match at(who) {
                Some(Location::Port { port, .. }) => format!(
                    " at {} ({})",
                    data.ports[port.0 as usize].name,
                    port_status(blackbeard::rules::port::seen_status(
                        data,
                        &obs.ports[port.0 as usize],
                        obs.afloat.iter().find(|a| a.pirate == *who)
                    ))
                ),
                _ => String::new(),
            };
            format!("{}: In-Port Activities{here}", p(who))
        }
        Choice::Retire { pirate: who } => {
            let a = obs.afloat.iter().find(|a| a.pirate == *who);
            let vp = a.map_or(0, |a| 2 * a.notoriety + a.net_worth / 100);
            format!("{} retires in his Safe Haven ({vp} VP)", p(who))
        }
        Choice::AttackPort { pirate: who, port } => {
            let def = &data.ports[port.0 as usize];
            let known = obs
                .afloat
                .iter()
                .find(|a| a.pirate == *who)
                .map(|a| {
                    a.information
                        .iter()
                        .filter(|(p, _)| p == port)
                        .map(|(_, n)| *n)
                        .sum::<u8>()
                })
                .unwrap_or(0);
            let info = if known > 0 {
                format!(" + Information {known}")
            } else {
                String::new()
            };
            format!(
                "{} attacks {} (d6 + Combat + Ability{info} against Defense {})",
                p(who),
                def.name,
                def.defense
            )
        }
        Choice::Sack { pirate: who } => {
            let at = match obs.afloat.iter().find(|a| a.pirate == *who).map(|a| a.at) {
                Some(Location::Port { port, .. }) => data.ports[port.0 as usize].name.clone(),
                _ => "the port".into(),
            };
            format!(
                "{} sacks {at} (d6 + Cruelty {} over its Defense)",
                p(who),
                data.pirates[who.0 as usize].cruelty
            )
        }
        Choice::BootyGrab {
            pirate: who,
            victim,
        } => {
            let booty: u32 = obs
                .afloat
                .iter()
                .find(|a| a.pirate == *victim)
                .map_or(0, |a| a.holds.iter().sum());
            format!(
                "{} grabs at {}'s booty ({booty} doubloons; d6 + Ability + 1 against his)",
                p(who),
                p(victim)
            )
        }
        Choice::PayFromHold { hold } => {
            let x = match &obs.phase {
                Some(Phase::Grab(g)) => obs
                    .afloat
                    .iter()
                    .find(|a| a.pirate == g.victim)
                    .and_then(|a| a.holds.get(*hold as usize).copied())
                    .unwrap_or(0),
                _ => 0,
            };
            format!("Pay from hold {} ({x} doubloons)", hold + 1)
        }
        Choice::DuelOn(true) => "Fight the duel again".into(),
        Choice::DuelOn(false) => "Let it be (both stay in port)".into(),
        Choice::IntoHold { hold } if matches!(obs.phase, Some(Phase::Grab(_))) => {
            let winner = match &obs.phase {
                Some(Phase::Grab(g)) => match g.step {
                    blackbeard::rules::GrabStep::Stow { winner, .. } => Some(winner),
                    _ => None,
                },
                _ => None,
            };
            let held = obs
                .afloat
                .iter()
                .find(|a| Some(a.pirate) == winner)
                .and_then(|a| a.holds.get(*hold as usize).copied());
            match held {
                Some(x) => format!("Into hold {} (with {x} doubloons)", hold + 1),
                None => "Into an empty hold".into(),
            }
        }
        Choice::BribeToRetire { pirate: who } => format!(
            "{} asks the governor's price to retire (D66 × 100 from Net Worth)",
            p(who)
        ),
        Choice::PayBribe(pay) if matches!(obs.phase, Some(Phase::RetireBribe { .. })) => {
            let Some(Phase::RetireBribe {
                pirate: who, price, ..
            }) = &obs.phase
            else {
                unreachable!("matched");
            };
            if *pay {
                let a = obs.afloat.iter().find(|a| a.pirate == *who);
                let vp = a.map_or(0, |a| 2 * a.notoriety + (a.net_worth - price) / 100);
                format!("Pay {price} and retire ({vp} VP)")
            } else {
                "Decline (−1 loyalty; this governor is asked no more)".into()
            }
        }
        _ => in_port_option(data, obs, c),
    }
}

/// An answer within an In-Port Activities Action (9.4), with its numbers.
fn in_port_option(data: &BbData, obs: &Observation, c: &Choice) -> String {
    let Some(Phase::InPort(v)) = &obs.phase else {
        return format!("{c:?}");
    };
    let a = obs.afloat.iter().find(|a| a.pirate == v.pirate);
    let holds = a.map_or(&[][..], |a| &a.holds[..]);
    let status = port::seen_status(data, &obs.ports[v.port.0 as usize], a);
    match c {
        Choice::Ransom { hostage } => {
            let h = &data.hostages[hostage.0 as usize];
            format!(
                "Ransom the {} (2d6 × Value {} × 50 doubloons)",
                h.name, h.value
            )
        }
        Choice::IntoHold { hold } => match holds.get(*hold as usize) {
            Some(x) => format!("Into hold {} (with {x} doubloons)", hold + 1),
            None => "Into an empty hold".into(),
        },
        Choice::ConvertHold { hold } => {
            let booty = holds.get(*hold as usize).copied().unwrap_or(0);
            format!(
                "Convert hold {}: {booty} doubloons to {} Net Worth",
                hold + 1,
                port::converted(status, booty)
            )
        }
        Choice::NextActivity => match v.step {
            VisitStep::Ransom => "Ransom no more".into(),
            _ => "Convert no more holds".into(),
        },
        Choice::Refit(true) if status == PortStatus::PiratePort => {
            "Refit: every hit mended (a Pirate Port)".into()
        }
        Choice::Refit(true) if status == PortStatus::SafeHaven => {
            "Refit: half a die of hits, rounded up, +2".into()
        }
        Choice::Refit(true) => "Refit: half a die of hits mended, rounded up".into(),
        Choice::Refit(false) => "No Refit".into(),
        Choice::Repair { speed } => {
            let hits = match v.step {
                VisitStep::Repair { hits } => hits,
                _ => 0,
            };
            let (speed_damage, combat_damage) = a.map_or((0, 0), |a| {
                let s = data
                    .ship(a.ship.expect("a ship"))
                    .pirate
                    .expect("a pirate's");
                (
                    (s.speed as i8 - a.speed).max(0) as u8,
                    s.combat.saturating_sub(a.combat),
                )
            });
            let combat = hits
                .min(speed_damage + combat_damage)
                .saturating_sub(*speed);
            format!("Mend {speed} Speed and {combat} Combat")
        }
        Choice::SeekHaven(true) => {
            "Seek a Safe Haven here (the governor's price: a die × 100)".into()
        }
        Choice::SeekHaven(false) => "No Safe Haven".into(),
        Choice::PayBribe(true) => match v.step {
            VisitStep::Bribe { price } => format!("Pay {price} from Net Worth: a Safe Haven"),
            _ => "Pay the price".into(),
        },
        Choice::PayBribe(false) => "Back out (the governor stays asked)".into(),
        other => format!("{other:?}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use blackbeard::rules::{Blackbeard, Config, SeatKind};
    use game_core::Session;
    use game_core::rng::GameRng;
    use std::collections::BTreeSet;
    use std::sync::Arc;

    // Every event of random games is told in words (the log and `play`), and the options of
    // every decision read differently: a player never sees two buttons saying the same.
    #[test]
    fn every_event_is_told_and_every_option_reads_apart() {
        let data = Arc::new(BbData::embedded().expect("the data loads"));
        let mut told = BTreeSet::new();
        for seed in 0..30u64 {
            let seats = 2 + (seed % 4) as usize;
            let config = Config {
                seats: vec![SeatKind::Human; seats],
                seed,
                ai_seed: seed,
                long_game: seed % 2 == 1,
                undo_among_humans: false,
            };
            let (mut s, events) = Session::<Blackbeard>::new(data.clone(), config).unwrap();
            let mut rng = GameRng::from_seed(seed);
            let mut all = events;
            while let Some(d) = s.decision() {
                let obs = s.observation(d.seat);
                let texts: Vec<String> = d.options.iter().map(|c| option(&data, &obs, c)).collect();
                let unique: BTreeSet<&String> = texts.iter().collect();
                assert_eq!(unique.len(), texts.len(), "{:?}: {texts:?}", d.kind);
                assert!(texts.iter().all(|t| !t.is_empty()));
                let pick = d.options[rng.below(d.options.len())];
                all.extend(s.choose(pick).unwrap());
            }
            for e in &all {
                match event(&data, e) {
                    Some(text) => {
                        assert!(!text.is_empty());
                        told.insert(e.kind());
                    }
                    None => assert!(matches!(e, Event::TurnEnds { .. })),
                }
            }
        }
        assert!(told.len() > 30, "{told:?}");
    }

    // Seats are named by colour, five of them (2.7).
    #[test]
    fn five_seats_have_five_names() {
        let names: BTreeSet<String> = (0..5).map(seat_name).collect();
        assert_eq!(names.len(), 5);
        assert_eq!(seat_name(0), "Crimson (seat 1)");
    }
}
