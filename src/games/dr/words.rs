//! Dead Reckoning in words: its events as the log tells them, its options as the deciding seat
//! reads them (`play`'s lines), its seats, cards and places by name. Never a secret: an event
//! names no card in a hand, no chest total and no token until the end.

use dead_reckoning::content::{Ach, BuildingKind, DrData, Effect, EndGame, Source, Tier, To};
use dead_reckoning::rules::goods::GainedTo;
use dead_reckoning::rules::{
    BoardId, CardId, Choice, Event, Goods, LevelAt, Observation, PaySource, Place, SailorId,
    sailor_name,
};
use game_core::Seat;

/// The seat colours, as the Sailor cards' names follow them.
pub const SEAT_COLOUR_NAMES: [&str; 4] = ["Crimson", "Azure", "Jade", "Amber"];

pub fn seat_name(seat: Seat) -> String {
    format!("{} (seat {})", SEAT_COLOUR_NAMES[seat % 4], seat + 1)
}

fn seat(s: Seat) -> &'static str {
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

fn goods(g: Goods, n: impl std::fmt::Display) -> String {
    match g {
        Goods::Cargo => format!("{n} cargo"),
        Goods::Coin => format!("{n} coin(s)"),
    }
}

fn building(b: BuildingKind) -> &'static str {
    match b {
        BuildingKind::Fort => "a Fort",
        BuildingKind::Garrison => "a Garrison",
        BuildingKind::Outpost => "an Outpost",
    }
}

fn hold(space: u8) -> String {
    format!("hold {}", ["A", "B", "C", "D"][space as usize % 4])
}

fn to(t: To) -> &'static str {
    match t {
        To::Dock => "to the Dock",
        To::Ship => "onto the Ship",
        To::ShipOrDock => "to Ship or Dock",
        To::Island => "onto the island here",
    }
}

fn from(s: Source) -> &'static str {
    match s {
        Source::Dock => "from the Dock",
        Source::Ship => "from the Ship",
        Source::ShipOrDock => "from Ship or Dock",
    }
}

/// One effect of an ability, in words.
pub fn effect(e: &Effect) -> String {
    let amount = |cargo: u8, coins: u8| match (cargo, coins) {
        (c, 0) => format!("{c} cargo"),
        (0, n) => format!("{n} coin(s)"),
        (c, n) => format!("{c} cargo and {n} coin(s)"),
    };
    match *e {
        Effect::Gain {
            cargo,
            coins,
            to: t,
            per,
        } => match per {
            None => format!("gain {} {}", amount(cargo, coins), to(t)),
            Some(icon) => format!("gain {} {} per {icon:?}", amount(cargo, coins), to(t)),
        },
        Effect::Influence(n) => format!("place {n} Influence"),
        Effect::InfluencePer(icon) => format!("place 1 Influence per {icon:?}"),
        Effect::Convert {
            cargo,
            coins,
            from: f,
            gain_cargo,
            gain_coins,
            to: t,
        } => format!(
            "pay {} {}, then gain {} {}",
            amount(cargo, coins),
            from(f),
            amount(gain_cargo, gain_coins),
            to(t)
        ),
        Effect::Produce {
            islands,
            cargo,
            coins,
        } => {
            let boost = if cargo + coins > 0 {
                format!(", each +{}", amount(cargo, coins))
            } else {
                String::new()
            };
            format!("produce on up to {islands} island(s){boost}")
        }
        Effect::Build(n) => format!("build up to {n} building(s)"),
        Effect::Upgrade { tier, cost } => format!(
            "pay {cost} cargo: a {} Upgrade",
            match tier {
                Tier::Basic => "Basic",
                Tier::Advanced => "Advanced",
            }
        ),
        Effect::Repair { n, cost, harbor } => format!(
            "{}repair {n}{}",
            if cost > 0 {
                format!("pay {cost} cargo: ")
            } else {
                String::new()
            },
            if harbor { " (in Harbor)" } else { "" }
        ),
        Effect::Sails(n) => format!("gain {n} Sail(s) before setting them"),
        Effect::TopAdvancement(row) => format!("gain the top Advancement of Row {row}"),
        Effect::LevelBottom => "level the bottom card of your deck".into(),
        Effect::CopyAbility => "copy another ability played this turn".into(),
        Effect::Battle { .. } => "a Battle ability".into(),
    }
}

pub fn end_game(e: &EndGame) -> String {
    match *e {
        EndGame::PerCargo(n) => format!("1 coin per {n} cargo owned"),
        EndGame::PerBareIsland => "1 coin per island without your cubes".into(),
        EndGame::PerWheel(n) => format!("{n} coins per Wheel on this card"),
        EndGame::Coins(n) => format!("{n} coins"),
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

/// An option in words, as the deciding seat reads it.
pub fn option(data: &DrData, obs: &Observation, c: &Choice) -> String {
    let me = obs.seat;
    match *c {
        Choice::KeepBonus { token } => {
            let achs: Vec<&str> = data.bonus_tokens[token.0 as usize]
                .iter()
                .map(|a| achievement(data, *a))
                .collect();
            format!("keep the token of {}", achs.join(", "))
        }
        Choice::Level { card } => {
            let level = obs
                .own
                .hand
                .iter()
                .find(|(c, _)| *c == card)
                .map_or(0, |(_, s)| s.level);
            format!("level {} to {}", sailor(data, me, card), level + 1)
        }
        Choice::NoLevel => match obs.deciding.map(|(_, k)| k) {
            Some(dead_reckoning::rules::Kind::Level(LevelAt::AfterDraw)) => {
                "level at my next turn's start".into()
            }
            _ => "no level-up".into(),
        },
        Choice::Play { card } => format!("play {}", sailor(data, me, card)),
        Choice::Use {
            card,
            part,
            ability,
            effect: e,
        } => {
            let (_, s) = obs
                .table
                .get(me)
                .and_then(|t| t.played.iter().find(|(c, _)| *c == card))
                .copied()
                .unwrap_or((card, dead_reckoning::rules::Sailor::FRESH));
            let face = dead_reckoning::rules::ability::parts(data, card, &s)
                .into_iter()
                .find(|(p, _)| *p == part)
                .map(|(_, f)| f);
            let what = face
                .and_then(|f| f.abilities.get(ability as usize))
                .and_then(|a| a.either.get(e as usize))
                .map_or("an ability".to_string(), effect);
            format!("{}: {what}", sailor(data, me, card))
        }
        Choice::CopyOf {
            card,
            part,
            ability,
            effect: e,
        } => {
            let (_, s) = obs
                .table
                .get(me)
                .and_then(|t| t.played.iter().find(|(c, _)| *c == card))
                .copied()
                .unwrap_or((card, dead_reckoning::rules::Sailor::FRESH));
            let what = dead_reckoning::rules::ability::parts(data, card, &s)
                .into_iter()
                .find(|(p, _)| *p == part)
                .and_then(|(_, f)| f.abilities.get(ability as usize))
                .and_then(|a| a.either.get(e as usize))
                .map_or("an ability".to_string(), effect);
            format!("copy {}: {what}", sailor(data, me, card))
        }
        Choice::Load { goods: g, space } => format!("load {} into {}", goods(g, 1), hold(space)),
        Choice::Unload { goods: g, space } => {
            format!("unload {} from {}", goods(g, 1), hold(space))
        }
        Choice::Rearrange {
            goods: g,
            from: f,
            to: t,
        } => {
            format!("move {} from {} to {}", goods(g, 1), hold(f), hold(t))
        }
        Choice::Jettison { goods: g, space } => {
            format!("jettison {} from {}", goods(g, 1), hold(space))
        }
        Choice::SetSails => "set Sails".into(),
        Choice::Step { to: t } => {
            let name = match t {
                Place::Harbor => "the Harbor".to_string(),
                Place::Cell(c) => match obs.cells.get(c as usize).and_then(|x| x.board) {
                    Some(b) => format!("{} ({})", cell(c), board(data, b)),
                    None => format!("{} (unexplored)", cell(c)),
                },
            };
            format!("sail to {name}")
        }
        Choice::Stop => "stop here".into(),
        Choice::Buy => {
            let here = match obs.table.get(me).map(|t| t.ship.at) {
                Some(Place::Cell(c)) => obs.cells[c as usize].card,
                _ => None,
            };
            match here {
                Some(k) => format!(
                    "buy {} for {} cargo",
                    card(data, k),
                    data.rows[k.0 as usize].cost
                ),
                None => "buy the card here".into(),
            }
        }
        Choice::MasterMerchant => "return 12 cargo: Master Merchant".into(),
        Choice::EndMain => "end my turn".into(),
        Choice::StowIn { space } => format!("stow it in {}", hold(space)),
        Choice::ToDock => "put it on the Dock".into(),
        Choice::Refuse => "let it go".into(),
        Choice::PayFrom { source } => match source {
            PaySource::Dock => "pay from the Dock / chest".into(),
            PaySource::Hold(h) => format!("pay from {}", hold(h)),
        },
        Choice::Replace { victim } => format!("replace a {} cube", seat(victim)),
        Choice::Strike { victim } => format!("strike a {} cube (finished)", seat(victim)),
        Choice::Reclaim { cell: c } => format!("take a cube back from {}", cell(c)),
        Choice::ReclaimNone => "take none back".into(),
        Choice::ProduceAt { cell: c } => format!("produce on {}", cell(c)),
        Choice::Done => "done".into(),
        Choice::BuildAt {
            cell: c,
            building: b,
        } => {
            format!("build {} on {}", building(b), cell(c))
        }
        Choice::Tile { kind } => format!("take {}", data.upgrades[kind as usize].name),
        Choice::Cover { space } => format!("fit it on {}", hold(space)),
        Choice::SleeveOn { adv, card: s } => {
            format!("sleeve {} into {}", card(data, adv), sailor(data, me, s))
        }
        Choice::KeepAside => "keep the rest aside".into(),
    }
}
