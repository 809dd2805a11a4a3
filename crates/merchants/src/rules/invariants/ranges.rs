//! The first pass over a state from outside (a save, an edit): every index in range and every
//! counter within its rule's bounds, checked before anything else reads the state, so that no
//! later check and no rule indexes past a list or adds past a number's end. A failure names
//! the field and the problem.

use super::super::state::*;
use crate::content::*;

pub use super::super::state::limits::*;

fn zone_ok(data: &GameData, z: ZoneId) -> bool {
    (z.0 as usize) < data.zones.len()
}

fn location_ok(data: &GameData, l: Location) -> bool {
    match l {
        Location::Zone(z) => zone_ok(data, z),
        Location::Port(p) => (p.0 as usize) < data.ports.len(),
    }
}

/// The most actions a turn can have left: the turn's own and one per glory card played.
pub fn actions_max(data: &GameData) -> u8 {
    data.tokens.actions_per_turn.saturating_add(5)
}

/// Every index in range, every counter in bounds.
pub fn check(state: &GameState, data: &GameData) -> Result<(), String> {
    let n = state.seats.len();
    let seat_ok = |s: Seat| s < n;
    if state.config.seats.len() != n {
        return Err("seat list and seat states differ in length".into());
    }
    if state.round > ROUND_MAX {
        return Err(format!("round {} is past {ROUND_MAX}", state.round));
    }
    if state.steps > STEPS_MAX {
        return Err(format!("{} choices taken", state.steps));
    }
    if !state.turn_order.is_empty() {
        let mut order = state.turn_order.clone();
        order.sort_unstable();
        if order != (0..n).collect::<Vec<_>>() {
            return Err(format!(
                "turn order {:?} is not one turn each",
                state.turn_order
            ));
        }
    }
    match &state.phase {
        Phase::ChooseShips { seat } if !seat_ok(*seat) => {
            return Err(format!("phase: choosing ships at seat {seat}"));
        }
        Phase::Actions {
            turn_index,
            actions_left,
        } if *turn_index >= state.turn_order.len() || *actions_left > actions_max(data) => {
            return Err(format!(
                "phase: turn {turn_index} of {} with {actions_left} actions left",
                state.turn_order.len()
            ));
        }
        Phase::NewCaptain { turn_index } if *turn_index >= state.turn_order.len() => {
            return Err(format!(
                "phase: a new captain at turn {turn_index} of {}",
                state.turn_order.len()
            ));
        }
        Phase::GameOver {
            winners, standings, ..
        } if !winners.iter().chain(standings).all(|s| seat_ok(*s)) => {
            return Err("phase: a winner or standing who is not at the table".into());
        }
        _ => {}
    }
    for (i, s) in state.seats.iter().enumerate() {
        seat(i, s, data)?;
    }
    for (z, t) in &state.turn.scouted {
        let target = match t {
            ScoutTarget::Captain(s) => seat_ok(*s),
            _ => true,
        };
        if !zone_ok(data, *z) || !target {
            return Err(format!("turn: scouted {t:?} in zone {}", z.0));
        }
    }
    if let Some(v) = &state.port {
        if v.port.0 as usize >= data.ports.len() {
            return Err(format!("port visit: unknown port {}", v.port.0));
        }
        if let PortStep::PickGoods { mission, .. } = v.step
            && mission.0 as usize >= data.missions.len()
        {
            return Err(format!("port visit: unknown mission {}", mission.0));
        }
    }
    if let Some(r) = &state.raid {
        if !seat_ok(r.seat) || !zone_ok(data, r.zone) {
            return Err(format!("raid: seat {} in zone {}", r.seat, r.zone.0));
        }
        // Only the captain whose turn it is raids.
        if state.active_seat() != Some(r.seat) {
            return Err(format!("raid: seat {} raids outside its turn", r.seat));
        }
        if let RaidStep::Working {
            successes, failed, ..
        } = r.step
            && u32::from(successes) + u32::from(failed) > 5 + 5
        {
            return Err(format!(
                "raid: {successes} successes and {failed} failed dice"
            ));
        }
    }
    if let Some(b) = &state.battle {
        battle(b, n, data)?;
    }
    for (s, _) in &state.returning {
        if !seat_ok(*s) {
            return Err(format!("a returning mod belongs to seat {s}"));
        }
    }
    for (k, npc) in state.npcs.iter().enumerate() {
        if state.npcs[..k].iter().any(|o| o.slot == npc.slot) {
            return Err(format!("{:?} is in play twice", npc.slot));
        }
        if let Some(ship) = &npc.ship
            && !matches!(ship.location, Location::Zone(z) if zone_ok(data, z))
        {
            return Err(format!("{:?}'s ship is at {:?}", npc.slot, ship.location));
        }
    }
    if let Some(h) = &state.npc_hunt
        && !seat_ok(h.target)
    {
        return Err(format!("an NPC hunt for seat {}", h.target));
    }
    if let Some([a, b]) = state.war
        && a == b
    {
        return Err(format!("{a:?} at war with itself"));
    }
    Ok(())
}

fn seat(i: Seat, s: &SeatState, data: &GameData) -> Result<(), String> {
    if !(0..=GOLD_MAX).contains(&s.gold) {
        return Err(format!("seat {i} has {} gold", s.gold));
    }
    if !(0..=GOLD_MAX).contains(&s.stash) {
        return Err(format!("seat {i} has {} gold stashed", s.stash));
    }
    // MODULE 10: the favor track ends at its top space.
    if s.favors > data.tokens.prices.favors_max {
        return Err(format!("seat {i} holds {} favors", s.favors));
    }
    if s.glory > GLORY_MAX {
        return Err(format!("seat {i} has {} glory points", s.glory));
    }
    // Four glory cards in hand, and more only until the extra are discarded: at most a full
    // hand, a full hand plundered and the card the victory drew.
    if s.glory_cards.len() > 2 * super::super::glory::HAND + 1 {
        return Err(format!(
            "seat {i} holds {} glory cards",
            s.glory_cards.len()
        ));
    }
    let by_deed: u64 = s.glory_from.iter().map(|g| u64::from(*g)).sum();
    if by_deed > u64::from(s.glory) {
        return Err(format!("seat {i} has more glory by deed than on the track"));
    }
    if s.bounties
        .iter()
        .any(|b| *b > data.tokens.battle.bounty_max)
    {
        return Err(format!(
            "seat {i} has more than {} bounties from a nation",
            data.tokens.battle.bounty_max
        ));
    }
    if let Some((p, _)) = s.bought_goods
        && p.0 as usize >= data.ports.len()
    {
        return Err(format!("seat {i} bought goods in unknown port {}", p.0));
    }
    if let Some(ship) = &s.ship
        && !location_ok(data, ship.location)
    {
        return Err(format!("seat {i}'s ship is at unknown {:?}", ship.location));
    }
    Ok(())
}

fn battle(b: &Battle, n: usize, data: &GameData) -> Result<(), String> {
    for side in b.sides {
        if let Side::Captain(s) = side
            && s >= n
        {
            return Err(format!("battle: seat {s}, who is not at the table"));
        }
    }
    if b.steering >= n {
        return Err(format!("battle: an NPC steered by seat {}", b.steering));
    }
    if !zone_ok(data, b.zone) {
        return Err(format!("battle: unknown zone {}", b.zone.0));
    }
    if b.round > ROUND_MAX {
        return Err(format!("battle: naval round {}", b.round));
    }
    let sides_ok = match b.step {
        BattleStep::Declare { side }
        | BattleStep::Grapple { side }
        | BattleStep::Aim { side }
        | BattleStep::Caltrops { side }
        | BattleStep::Burn { side }
        | BattleStep::Announce { side }
        | BattleStep::Reveal { side } => side < 2,
        BattleStep::Place { side, volley } => side < 2 && volley < 2,
        BattleStep::Plunder { winner } | BattleStep::KeepRumor { winner } => winner < 2,
    };
    if !sides_ok {
        return Err(format!("battle: step {:?} names a third side", b.step));
    }
    let card_step = matches!(
        b.step,
        BattleStep::Announce { .. } | BattleStep::Reveal { .. }
    );
    if card_step != b.window.is_some() {
        return Err(format!(
            "battle: step {:?} with the card window {}",
            b.step,
            if b.window.is_some() { "open" } else { "shut" }
        ));
    }
    if let BattleStep::Place { volley, .. } = b.step {
        let v = &b.volleys[volley];
        if v.placed.len() >= v.to_place() {
            return Err("battle: icon hits to place where none wait".into());
        }
    }
    let faces = data.dice.faces.len();
    for boost in &b.boosts {
        let Boost {
            seamanship,
            foe_seamanship,
            sure_flight: _,
            extra_hits,
            brace,
            leadership,
            foe_leadership,
        } = *boost;
        let most = [
            seamanship,
            foe_seamanship,
            extra_hits,
            brace,
            leadership,
            foe_leadership,
        ]
        .into_iter()
        .max()
        .unwrap_or(0);
        // Two points a card, from a hand of at most five.
        if most > 10 {
            return Err(format!("battle: a combat card boost of {most}"));
        }
    }
    for dice in &b.contest {
        if dice.len() > 20 {
            return Err(format!("battle: a contest of {} dice", dice.len()));
        }
        for d in dice {
            if let DieFace::Number(k) = d
                && !data.dice.faces.contains(d)
            {
                return Err(format!(
                    "battle: a die showing {k}, not on the {faces} faces"
                ));
            }
        }
    }
    for v in &b.volleys {
        let size = v.numbered.len() + v.icons as usize;
        // Double shot's extra hits are placed too, at most 2 and never more than the icons.
        if size > 20 || v.placed.len() > v.to_place() || v.extra > v.icons.min(2) {
            return Err(format!(
                "battle: a volley of {size} hits with {} placed of {} icons",
                v.placed.len(),
                v.icons
            ));
        }
    }
    Ok(())
}
