//! Dead Reckoning in words: its events as the log tells them, its seats, cards and places by
//! name (here), its options and abilities as the deciding seat reads them (`options`). Never a
//! secret: an event names no card in a hand, no chest total and no token until the end.

mod options;

pub use options::{effect, end_game, option};

use dead_reckoning::content::{Ach, BuildingKind, DrData, Source, To};
use dead_reckoning::rules::goods::GainedTo;
use dead_reckoning::rules::{
    BoardId, CardId, Event, Goods, PaySource, Place, SailorId, sailor_name,
};
use game_core::Seat;

/// The seat colours, as the Sailor cards' names follow them.
pub const SEAT_COLOUR_NAMES: [&str; 4] = ["Crimson", "Azure", "Jade", "Amber"];

pub fn seat_name(seat: Seat) -> String {
    format!("{} (seat {})", SEAT_COLOUR_NAMES[seat % 4], seat + 1)
}

pub(super) fn seat(s: Seat) -> &'static str {
    SEAT_COLOUR_NAMES[s % 4]
}

/// A cell of the ocean grid by its Row and column.
pub fn cell(c: u8) -> String {
    format!(
        "Row {} {}",
        c / 3 + 1,
        ["west", "middle", "east"][(c % 3) as usize]
    )
}

pub fn place(p: Place) -> String {
    match p {
        Place::Harbor => "the Harbor".into(),
        Place::Cell(c) => cell(c),
    }
}

pub fn board(data: &DrData, b: BoardId) -> &str {
    let i = b.0 as usize;
    match data.islands.get(i) {
        Some(island) => &island.name,
        None => &data.seas[i - data.islands.len()].name,
    }
}

pub fn card(data: &DrData, c: CardId) -> &str {
    &data.rows[c.0 as usize].name
}

/// A Sailor card of `owner`'s: its name and role.
pub fn sailor(data: &DrData, owner: Seat, id: SailorId) -> String {
    let (role, _) = dead_reckoning::rules::sailor_role(data, id);
    format!("{} ({:?})", sailor_name(data, owner, id), role.role)
}

pub fn achievement(data: &DrData, a: Ach) -> &str {
    &data.achievement(a).name
}

pub(super) fn goods(g: Goods, n: impl std::fmt::Display) -> String {
    match g {
        Goods::Cargo => format!("{n} cargo"),
        Goods::Coin => format!("{n} coin(s)"),
    }
}

pub(super) fn building(b: BuildingKind) -> &'static str {
    match b {
        BuildingKind::Fort => "a Fort",
        BuildingKind::Garrison => "a Garrison",
        BuildingKind::Outpost => "an Outpost",
    }
}

pub(super) fn hold(space: u8) -> String {
    format!("hold {}", ["A", "B", "C", "D"][space as usize % 4])
}

pub(super) fn to(t: To) -> &'static str {
    match t {
        To::Dock => "to the Dock",
        To::Ship => "onto the Ship",
        To::ShipOrDock => "to Ship or Dock",
        To::Island => "onto the island here",
    }
}

pub(super) fn from(s: Source) -> &'static str {
    match s {
        Source::Dock => "from the Dock",
        Source::Ship => "from the Ship",
        Source::ShipOrDock => "from Ship or Dock",
    }
}

/// An event as the log tells it.
pub fn event(data: &DrData, e: &Event) -> Option<String> {
    Some(match e {
        Event::GameStarted { seats, first } => {
            format!(
                "A game of {seats} begins; {} sails first.",
                seat_name(*first)
            )
        }
        Event::BonusKept { seat: s } => format!("{} keeps a Bonus token.", seat(*s)),
        Event::BoardFlipped { cell: c, board: b } => {
            format!("{} turns up: {}.", cell(*c), board(data, *b))
        }
        Event::CardPlaced {
            cell: c, card: k, ..
        } => {
            format!("{} on {}.", card(data, *k), cell(*c))
        }
        Event::StartingCargo { seat: s, n } => format!("{} starts with {n} cargo.", seat(*s)),
        Event::TurnBegan {
            seat: s,
            final_turn,
            ..
        } => format!(
            "{}'s {}turn.",
            seat_name(*s),
            if *final_turn { "final " } else { "" }
        ),
        Event::CardPlayed {
            seat: s,
            card: c,
            level,
            ..
        } => format!(
            "{} plays {} at level {level}.",
            seat(*s),
            sailor(data, *s, *c)
        ),
        Event::AbilityUsed {
            seat: s,
            card: c,
            part,
            ..
        } => format!(
            "{} uses {}{}.",
            seat(*s),
            sailor(data, *s, *c),
            if *part > 0 { "'s Advancement" } else { "" }
        ),
        Event::Copied {
            seat: s, card: c, ..
        } => {
            format!(
                "{} copies an ability of {}.",
                seat(*s),
                sailor(data, *s, *c)
            )
        }
        Event::SailsSet { seat: s, n } => format!("{} sets {n} Sails.", seat(*s)),
        Event::Stepped { seat: s, to: t, .. } => format!("{} sails to {}.", seat(*s), place(*t)),
        Event::Stopped { .. } => return None,
        Event::Explored { seat: s, cell: c } => format!("{} explores {}.", seat(*s), cell(*c)),
        Event::SailsLost { .. } | Event::Discarded { .. } => return None,
        Event::Reshuffled { seat: s } => format!("{} shuffles a new deck.", seat(*s)),
        Event::CardsDrawn { seat: s, count } => format!("{} draws {count}.", seat(*s)),
        Event::Leveled { seat: s, to4 } => format!(
            "{} levels a card{}.",
            seat(*s),
            if *to4 { " to level 4" } else { "" }
        ),
        Event::LeveledInDeck { seat: s, to4 } => format!(
            "{} levels a card in its deck{}.",
            seat(*s),
            if *to4 { " to level 4" } else { "" }
        ),
        Event::LevelPutOff { seat: s } => format!("{} levels later.", seat(*s)),
        Event::Loaded {
            seat: s,
            goods: g,
            space,
            ..
        } => format!("{} loads {} into {}.", seat(*s), goods(*g, 1), hold(*space)),
        Event::Unloaded {
            seat: s, goods: g, ..
        } => format!("{} unloads {}.", seat(*s), goods(*g, 1)),
        Event::Rearranged { .. } => return None,
        Event::Jettisoned {
            seat: s, goods: g, ..
        } => format!("{} jettisons {}.", seat(*s), goods(*g, 1)),
        Event::Gained {
            seat: s,
            goods: g,
            n,
            to: t,
        } => format!(
            "{} gains {} {}.",
            seat(*s),
            goods(*g, n),
            match t {
                GainedTo::Dock => "in Harbor".to_string(),
                GainedTo::Hold(h) => format!("in {}", hold(*h)),
                GainedTo::Island(c) => format!("on {}", cell(*c)),
            }
        ),
        Event::Refused { seat: s, goods: g } => {
            format!("{} has no room: {} goes back.", seat(*s), goods(*g, 1))
        }
        Event::Spent {
            seat: s,
            goods: g,
            from: f,
        } => format!(
            "{} pays {} from {}.",
            seat(*s),
            goods(*g, 1),
            match f {
                PaySource::Dock if *g == Goods::Coin => "the chest".to_string(),
                PaySource::Dock => "the Dock".to_string(),
                PaySource::Hold(h) => hold(*h),
            }
        ),
        Event::Repaired { seat: s, n } => format!("{} repairs {n} damage.", seat(*s)),
        Event::Bought {
            seat: s,
            card: c,
            traded,
        } => format!(
            "{} {} {}.",
            seat(*s),
            if *traded { "trades with" } else { "buys" },
            card(data, *c)
        ),
        Event::TopGained {
            seat: s,
            card: c,
            row,
            ..
        } => format!(
            "{} takes {} from Row {row}'s box.",
            seat(*s),
            card(data, *c)
        ),
        Event::Sleeved {
            seat: s,
            card: c,
            adv,
            ..
        } => format!(
            "{} sleeves {} into {}.",
            seat(*s),
            card(data, *adv),
            sailor(data, *s, *c)
        ),
        Event::InfluencePlaced { seat: s, cell: c } => {
            format!("{} places Influence on {}.", seat(*s), cell(*c))
        }
        Event::CubeReplaced {
            seat: s,
            victim,
            cell: c,
        } => format!(
            "{} replaces a {} cube on {}.",
            seat(*s),
            seat(*victim),
            cell(*c)
        ),
        Event::CubeStruck {
            seat: s,
            victim,
            cell: c,
        } => format!(
            "{} strikes a {} cube on {}.",
            seat(*s),
            seat(*victim),
            cell(*c)
        ),
        Event::InfluenceLost { seat: s, n } => {
            format!("{} has nowhere for {n} Influence.", seat(*s))
        }
        Event::CubeReclaimed { seat: s, cell: c } => {
            format!("{} takes a cube back from {}.", seat(*s), cell(*c))
        }
        Event::ControlChanged { cell: c, to: t, .. } => match t {
            Some(s) => format!("{} takes control of {}.", seat(*s), cell(*c)),
            None => format!("Nobody controls {} now.", cell(*c)),
        },
        Event::PermanentCube { .. } => return None,
        Event::BuildingsRemoved { cell: c } => format!("The buildings on {} fall.", cell(*c)),
        Event::Produced {
            cell: c,
            cargo,
            coins,
        } => format!("{} produces {cargo} cargo and {coins} coin(s).", cell(*c)),
        Event::Built {
            seat: s,
            cell: c,
            building: b,
        } => format!("{} builds {} on {}.", seat(*s), building(*b), cell(*c)),
        Event::Upgraded { seat: s, kind, .. } => {
            format!("{} fits {}.", seat(*s), data.upgrades[*kind as usize].name)
        }
        Event::GarrisonHit { seat: s, owner, .. } => {
            format!("{}'s Garrison fires on {}.", seat(*owner), seat(*s))
        }
        Event::Damaged { .. } => return None,
        Event::Sunk {
            seat: s, by, coins, ..
        } => match by {
            Some(b) => format!("{} is sunk by {}: {coins} coins lost.", seat(*s), seat(*b)),
            None => format!("{} is sunk: {coins} coins lost.", seat(*s)),
        },
        Event::AchievementMarked { seat: s, ach } => {
            format!("{} achieves {}!", seat(*s), achievement(data, *ach))
        }
        Event::Progress { .. } | Event::ProgressReturned { .. } => return None,
        Event::EndTriggered { seat: s } => format!(
            "{} has 4 Achievements: every other seat plays one final turn.",
            seat_name(*s)
        ),
        Event::FinalTurnOver { .. } => return None,
        Event::BonusRevealed { seat: s, token } => {
            let achs: Vec<&str> = data.bonus_tokens[token.0 as usize]
                .iter()
                .map(|a| achievement(data, *a))
                .collect();
            format!("{}'s Bonus token: {}.", seat(*s), achs.join(", "))
        }
        Event::Scored { seat: s, score } => format!("{} scores {} coins.", seat(*s), score.total()),
        Event::GameOver { winners, .. } => {
            let names: Vec<String> = winners.iter().map(|w| seat_name(*w)).collect();
            format!("The game is over: {} wins.", names.join(" and "))
        }
    })
}
