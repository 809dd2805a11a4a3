//! Words for the game: how choices, events and places read in buttons, the log and the `play`
//! command. Plain functions of the data and the rules (no Bevy), shared by every front end.

pub mod battle;
pub mod contraband;
pub mod favors;
pub mod guide;
pub mod locations;
pub mod loyalty;
pub mod port;
pub mod tips;
pub mod upgrades;
pub mod wind;

/// The seats' colours, as the table and the log name them.
pub const SEAT_COLOUR_NAMES: [&str; 4] = ["Red", "Blue", "Gold", "Green"];
use crate::content::{GameData, Skill};
use crate::rules::state::EndReason;
use crate::rules::{Choice, Entry, GameEvent, Location, Observation, Seat};

pub fn seat_name(seat: Seat) -> String {
    format!("{} (seat {})", SEAT_COLOUR_NAMES[seat % 4], seat + 1)
}

/// Who plays a seat, as a suffix to its name on the player board ("" for a human).
pub fn seat_kind(kind: crate::rules::SeatKind) -> String {
    use crate::rules::{AiLevel, AiStyle, SeatKind};
    match kind {
        SeatKind::Human => String::new(),
        SeatKind::RandomAi => " · random AI".into(),
        SeatKind::Ai { level, style } => {
            let level = match level {
                AiLevel::Easy => "Easy",
                AiLevel::Normal => "Normal",
                AiLevel::Hard => "Hard",
                AiLevel::Expert => "Expert",
            };
            let style = match style {
                AiStyle::Merchant => "merchant",
                AiStyle::Pirate => "pirate",
                AiStyle::Opportunist => "opportunist",
            };
            format!(" · {level} {style}")
        }
    }
}

/// An NPC ship, as the log names it.
pub fn npc_name(slot: crate::content::NpcSlot) -> String {
    use crate::content::NpcSlot;
    match slot {
        NpcSlot::Navy(n) => format!("the {} navy", battle::nation(n)),
        NpcSlot::PirateSloop => "the pirate sloop".into(),
        NpcSlot::PirateFrigate => "the pirate frigate".into(),
        NpcSlot::PirateBrig => "the pirate brig".into(),
        NpcSlot::PirateManOWar => "the pirate man-o-war".into(),
        NpcSlot::TreasureGalleon => "the treasure galleon".into(),
    }
}

/// A side of a battle, or whoever rolled: a seat's captain, or an NPC.
pub fn side_name(side: crate::rules::state::Side) -> String {
    match side {
        crate::rules::state::Side::Captain(s) => seat_name(s),
        crate::rules::state::Side::Npc(slot) => npc_name(slot),
    }
}

pub fn place(data: &GameData, loc: Location) -> String {
    match loc {
        Location::Zone(z) => {
            let zone = data.zone(z);
            if zone.port.is_some() {
                format!("the {} sea zone", zone.name)
            } else {
                zone.name.clone()
            }
        }
        Location::Port(p) => format!("port of {}", data.port(p).name),
    }
}

pub fn skill(s: Skill) -> &'static str {
    match s {
        Skill::Seamanship => "SEAMANSHIP",
        Skill::Leadership => "LEADERSHIP",
        Skill::Scouting => "SCOUTING",
        Skill::Influence => "INFLUENCE",
    }
}

/// The options as the Orders panel lists them, each with its label: options that read the
/// same (two cards of one good to throw overboard: nothing the player can see tells them apart,
/// and either does the same) are listed once, as the first of them. The number keys follow
/// this list.
pub fn listed_options(
    data: &GameData,
    obs: &Observation,
    options: &[Choice],
) -> Vec<(Choice, String)> {
    let mut out: Vec<(Choice, String)> = Vec::with_capacity(options.len());
    for c in options {
        let text = choice_text(data, obs, c);
        if !out.iter().any(|(_, t)| *t == text) {
            out.push((*c, text));
        }
    }
    out
}

/// A choice as a button label, priced and named from the deciding seat's observation.
pub fn choice_text(data: &GameData, obs: &Observation, c: &Choice) -> String {
    if let Some(cost) = wind::move_cost(data, obs, c) {
        return format!("{}{cost}{}", choice(data, c), wind::into_storm(obs, c));
    }
    if !wind::into_storm(obs, c).is_empty() {
        return format!("{}{}", choice(data, c), wind::into_storm(obs, c));
    }
    if let Choice::Location(l) = c {
        return locations::choice(data, obs, l);
    }
    if let Some(text) = locations::step_choice(data, obs, c) {
        return text;
    }
    if let Some(text) = contraband::hold_choice(data, obs, c) {
        return text;
    }
    favors::choice(data, obs, c)
        .or_else(|| port::choice(data, obs, c))
        .or_else(|| battle::choice(data, obs, c))
        .unwrap_or_else(|| choice(data, c))
}

/// A choice as a button label, from the data alone.
pub fn choice(data: &GameData, c: &Choice) -> String {
    match c {
        Choice::ChooseShip(class) => format!("Take the {}", data.ship(*class).name),
        Choice::KeepCaptain(id) => {
            let c = data.captain(*id);
            format!(
                "Keep {}: Sea {} · Lead {} · Scout {} · Infl {}",
                c.name, c.seamanship, c.leadership, c.scouting, c.influence
            )
        }
        Choice::ScoutOffTurn => {
            "Scout off-turn for the captain that sailed in (2 fewer actions next turn)".into()
        }
        Choice::DrawCaptain => format!(
            "Pay {} gold for another captain card",
            data.tokens.captain_price
        ),
        Choice::Move { to, entry } => {
            let verb = match to {
                Location::Zone(_) => "Sail to",
                Location::Port(_) => "Enter",
            };
            let how = match entry {
                Entry::Free => String::new(),
                Entry::PayFee => " (pay the fee)".into(),
                Entry::Influence => " (INFLUENCE roll)".into(),
                Entry::Favors(1) => " (spend 1 favor)".into(),
                Entry::Favors(n) => format!(" (spend {n} favors)"),
            };
            format!("{verb} {}{how}", place(data, *to))
        }
        Choice::EndTurn => "End turn".into(),
        Choice::Retire => "Retire this captain (a new one takes over next turn)".into(),
        Choice::PlankRoll => "Face the crew down: roll LEADERSHIP to keep its loyalty".into(),
        Choice::PlankCrew => "Make a troublemaker walk the plank (1 crew lost)".into(),
        Choice::Resist => "Resist the search: attack the naval ship (a bounty)".into(),
        Choice::SpillCargo => "Lose a card of regular cargo (at random)".into(),
        Choice::SpillContraband => "Lose a contraband card (at random)".into(),
        Choice::DumpContraband => "Throw all your contraband overboard".into(),
        Choice::Rally => {
            "Rally the fiercely loyal crew: roll LEADERSHIP for an extra action (a step down)"
                .into()
        }
        Choice::RedrawCaptain => {
            "Draw another captain (an NPC pirate waits off this one's home port)".into()
        }
        Choice::PlaceMod(z) => format!(
            "Hide the token in {}",
            data.zone(*z)
                .port
                .map(|p| data.port(p).name.as_str())
                .unwrap_or("?")
        ),
        Choice::PortAction => "Take the port action (1 action): trade, shipyard, crew…".into(),
        Choice::KeepRumor(r) => format!("Keep \"{}\"", data.rumor(*r).name),
        Choice::DiscardCargo(card) => format!(
            "Discard {} (the hold is over-full)",
            data.good(data.cargo_deck[card.0 as usize].good).name
        ),
        // Port options are priced from the observation: see port_words.
        other => format!("{other:?}"),
    }
}

/// An event as a log line; `None` for events not worth a line.
pub fn event(data: &GameData, e: &GameEvent) -> Option<String> {
    Some(match e {
        GameEvent::GameStarted { seats } => format!("A new game for {seats} captains."),
        GameEvent::CaptainDrawn { seat } => {
            format!("{} draws a captain in secret.", seat_name(*seat))
        }
        GameEvent::ShipChosen { seat } => format!("{} has chosen a ship.", seat_name(*seat)),
        GameEvent::CaptainRevealed {
            seat,
            captain,
            ship,
            home,
        } => format!(
            "{} is {} ({:?}), sailing a {} from {}.",
            seat_name(*seat),
            data.captain(*captain).name,
            data.captain(*captain).nation,
            data.ship(*ship).name,
            data.port(*home).name
        ),
        GameEvent::StartPlayer { seat } => format!("{} starts.", seat_name(*seat)),
        GameEvent::CaptainBought { seat, price } => format!(
            "{} pays {price} gold for another captain card (out of the starting gold).",
            seat_name(*seat)
        ),
        GameEvent::CaptainKept { seat, back } => format!(
            "{} keeps one captain; {back} go{} back into the deck unseen.",
            seat_name(*seat),
            if *back == 1 { "es" } else { "" }
        ),
        GameEvent::OffTurnScout { seat, target } => format!(
            "{} scouts off-turn for {} (flips the captain card: 2 fewer actions next turn).",
            seat_name(*seat),
            seat_name(*target)
        ),
        GameEvent::OffTurnFound { seat, target } => format!(
            "{} finds {} and attacks!",
            seat_name(*seat),
            seat_name(*target)
        ),
        GameEvent::TurnDrawn { seat } => {
            format!(
                "From the bag: {}'s cube. Their turn is next.",
                seat_name(*seat)
            )
        }
        GameEvent::RoundStarted { round } => format!("— Round {round} —"),
        GameEvent::MerchantsRedistributed { count } => format!("{count} merchants set sail again."),
        GameEvent::EventDrawn { card } => {
            let c = &data.event_deck[card.0 as usize];
            format!("Event: {}. {}", c.name, c.text)
        }
        GameEvent::DemandChanged { zone, good } => format!(
            "{} now wants {}.",
            data.zone(*zone)
                .port
                .map(|p| data.port(p).name.as_str())
                .unwrap_or("?"),
            data.good(*good).name
        ),
        GameEvent::GoldGained { seat, amount } => {
            format!("{} gains {amount} gold.", seat_name(*seat))
        }
        GameEvent::GoldPaid { seat, amount } => format!("{} pays {amount} gold.", seat_name(*seat)),
        GameEvent::TurnStarted { seat } => format!("{}'s turn.", seat_name(*seat)),
        GameEvent::ShipMoved { seat, to, .. } => {
            format!("{} sails to {}.", seat_name(*seat), place(data, *to))
        }
        GameEvent::DiceRolled {
            by,
            skill: s,
            successes,
            faces,
        } => format!(
            "{} rolls {} with {} dice: {} success{}.",
            side_name(*by),
            skill(*s),
            faces.len(),
            successes,
            if *successes == 1 { "" } else { "es" }
        ),
        GameEvent::PortEntryRefused { seat, port } => {
            format!(
                "{} is turned away from {}.",
                seat_name(*seat),
                data.port(*port).name
            )
        }
        GameEvent::PortActionRefused { seat, port } => format!(
            "{} finds no one in {} willing to deal with a wanted captain: the port action is spent.",
            seat_name(*seat),
            data.port(*port).name
        ),
        GameEvent::ModDrawnForSale { zone, kind } => format!(
            "From the reserve, {} goes on sale in {}.",
            port::ship_mod(*kind),
            data.zone(*zone).name
        ),
        GameEvent::MissionSlotOpened => {
            "Employers are calling: three missions lie on the board from now on.".into()
        }
        GameEvent::StormWeathered { seat } => {
            format!("{} rides out the storm unharmed.", seat_name(*seat))
        }
        GameEvent::TurnEnded { .. } => return None,
        GameEvent::Damaged { side, location } => format!(
            "{}'s ship takes a hit to the {}.",
            side_name(*side),
            port::location(*location)
        ),
        GameEvent::ShipSunk { seat } => format!("{}'s ship goes down!", seat_name(*seat)),
        GameEvent::CaptainDied { seat, captain } => format!(
            "{} dies; {} draws a new captain.",
            data.captain(*captain).name,
            seat_name(*seat)
        ),
        GameEvent::CaptainRetired { seat, captain } => format!(
            "{} retires; {} draws a new captain.",
            data.captain(*captain).name,
            seat_name(*seat)
        ),
        GameEvent::CaptainRedrawn { seat, discarded } => format!(
            "{} turns down {}, whose home waters hold an NPC pirate, and draws another captain.",
            seat_name(*seat),
            data.captain(*discarded).name
        ),
        GameEvent::RetirementAnnounced { seat } => {
            format!("{} announces the captain's retirement.", seat_name(*seat))
        }
        GameEvent::GloryDeclared {
            seat,
            track,
            stash,
            total,
        } => format!(
            "{} declares {total} glory points ({track} on the track, {stash} gold in the stash): this round is the last.",
            seat_name(*seat)
        ),
        GameEvent::GameEnded { reason, winners } => {
            let why = match reason {
                EndReason::GloryReached => "The round is finished",
                EndReason::EventDeckExhausted => "The event deck is spent",
                EndReason::RoundLimit => "The round limit is reached",
                EndReason::NoCaptainLeft => "A captain died and none is left to draw",
            };
            let names: Vec<String> = winners.iter().map(|w| seat_name(*w)).collect();
            match names.len() {
                1 => format!("{why}: the game is over. {} wins!", names[0]),
                _ => format!(
                    "{why}: the game is over. {} share the win!",
                    names.join(" and ")
                ),
            }
        }
        other => {
            return port::event(data, other)
                .or_else(|| battle::event(data, other))
                .or_else(|| upgrades::event(other))
                .or_else(|| favors::event(data, other))
                .or_else(|| wind::event(data, other))
                .or_else(|| loyalty::event(data, other))
                .or_else(|| contraband::event(other))
                .or_else(|| locations::event(data, other));
        }
    })
}

/// A column heading for a deed, and what it counts.
pub fn deed(reason: crate::rules::glory::GloryReason) -> (&'static str, &'static str) {
    match reason {
        crate::rules::glory::GloryReason::DemandSale => (
            "Demand sale",
            "Selling 3 or more cards of the good in demand",
        ),
        crate::rules::glory::GloryReason::BigShip => ("Big ship", "Buying a frigate or a galleon"),
        crate::rules::glory::GloryReason::RumorTrue => ("Rumor", "Finding a rumor true"),
        crate::rules::glory::GloryReason::MissionDone => ("Mission", "Completing a mission"),
        crate::rules::glory::GloryReason::RaidPlunder => {
            ("Raid", "Plundering 12 gold or more from a merchant")
        }
        crate::rules::glory::GloryReason::Defeat => {
            ("Defeat", "Defeating a captain or an NPC ship in combat")
        }
        crate::rules::glory::GloryReason::Contraband => {
            ("Contraband", "Every 2 contraband cards sold")
        }
    }
}
