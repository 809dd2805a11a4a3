//! Dead Reckoning's options and ability effects in words, as the deciding seat reads them
//! (`play`'s lines, the server's options, the table's buttons).

use super::{achievement, board, building, card, cell, from, goods, hold, sailor, seat, to};
use dead_reckoning::content::{DrData, Effect, EndGame, Tier};
use dead_reckoning::rules::{Choice, LevelAt, Observation, PaySource, Place, SailorId};

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

/// ", Spyglass" for an ability of the Advancement in slot `part` (0: the card's own level).
fn by(data: &DrData, card: &dead_reckoning::rules::Sailor, part: u8) -> String {
    match part
        .checked_sub(1)
        .and_then(|slot| card.sleeve[slot as usize])
    {
        Some(adv) => format!(", {}", super::card(data, adv)),
        None => String::new(),
    }
}

/// "Ottoline Finch (Crew), Spyglass: place 1 Influence": effect `e` of ability `ability` of
/// part `part` of the observer's played card.
fn played_ability(
    data: &DrData,
    obs: &Observation,
    (card, part, ability, e): (SailorId, u8, u8, u8),
) -> String {
    let me = obs.seat;
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
    format!("{}{}: {what}", sailor(data, me, card), by(data, &s, part))
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
        } => played_ability(data, obs, (card, part, ability, e)),
        Choice::CopyOf {
            card,
            part,
            ability,
            effect: e,
        } => format!(
            "copy {}",
            played_ability(data, obs, (card, part, ability, e))
        ),
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

#[cfg(test)]
mod tests {
    use dead_reckoning::DeadReckoning;
    use dead_reckoning::content::DrData;
    use dead_reckoning::played::random_pick;
    use dead_reckoning::rules::{Config, SeatKind};
    use game_core::Session;
    use std::sync::Arc;

    // Issue 69 (every decision readable): through random games at 2-4 seats, each decision's
    // options read differently to the seat that decides, so `play` and the server's lists can
    // be told apart.
    #[test]
    fn every_decisions_options_read_differently() {
        let data = Arc::new(DrData::embedded());
        for seats in 2..=4 {
            let config = Config::new(vec![SeatKind::Human; seats], 50 + seats as u64);
            let (mut s, _) = Session::<DeadReckoning>::new(data.clone(), config).unwrap();
            let mut step = 0;
            while let Some(d) = s.decision() {
                let obs = s.observation(d.seat);
                let words: Vec<String> = d
                    .options
                    .iter()
                    .map(|c| super::option(&data, &obs, c))
                    .collect();
                for (i, w) in words.iter().enumerate() {
                    assert!(
                        !words[..i].contains(w),
                        "{:?}: two options read {w:?}: {:?}",
                        d.kind,
                        d.options
                    );
                }
                let c = random_pick(7, step, &d.options).unwrap();
                s.choose(c).unwrap();
                step += 1;
            }
        }
    }
}
