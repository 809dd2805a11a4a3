//! Facts that must hold after every step. Soak tests and `simulate` check them; loading a save
//! checks them too, so a hand-edited or corrupt save is refused instead of played. The same
//! check is the one door for any state from outside: a save, an edit, and (when it comes) the
//! online server loading a table.

mod cards;
mod contraband;
mod locations;
mod loyalty;
pub mod ranges;
mod upgrades;
mod weather;

use super::state::*;
use crate::content::*;

/// The first broken invariant, described; `Ok` when all hold. Indexes and counters are
/// checked first ([`ranges`]), so the rest may index freely.
pub fn check(state: &GameState, data: &GameData) -> Result<(), String> {
    let n = state.seats.len();
    if !(super::setup::MIN_SEATS..=super::setup::MAX_SEATS).contains(&n) {
        return Err(format!("{n} seats"));
    }
    ranges::check(state, data)?;
    cards::check(state, data)?;
    upgrades::check(state, data)?;
    seas(state)?;
    weather::check(state)?;
    loyalty::check(state)?;
    contraband::check(state, data)?;
    locations::check(state, data)?;
    // The sequencer plays every beat before it asks for a choice (see `rules/flow.rs`), but
    // while the clock stands in a beat (`flow::paused`): a favor asked for (MODULE 10), the
    // storm's hits to place (MODULE 8), a plank's captain to answer (MODULE 3 with 11).
    let favor_wait = super::favors::waiting(state);
    if let Some(beat) = state.agenda.last()
        && !super::flow::paused(state)
    {
        return Err(format!("{beat:?} is still due while a choice is asked"));
    }
    if favor_wait && !state.config.seas.on(Switch::Favors) {
        return Err("a favor is asked for without Module 10".into());
    }
    for (i, s) in state.seats.iter().enumerate() {
        if let Some(ship) = &s.ship {
            check_ship(i, ship, data)?;
            let spilling = state
                .spills
                .iter()
                .filter(|(seat, _)| *seat == i)
                .map(|(_, n)| *n as usize)
                .sum();
            // MODULE 9: at a town or trade station the port's limit holds until the visit ends.
            let trading = state.port.as_ref().is_some_and(|v| v.site.is_some())
                && state.active_seat() == Some(i);
            // MODULE 3 with 7: a damaged hold waits on its smuggler's hold's card being
            // picked before it sheds what it can no longer carry; a game that ended meanwhile
            // (the blow won the glory that ended it) leaves the hold as it was.
            let picking = state
                .hold_pick
                .is_some_and(|p| p.seat == i && p.then == HoldThen::Spill);
            let over = matches!(state.phase, Phase::GameOver { .. });
            if !picking && !over {
                check_hold(i, s, ship, data, spilling, trading)?;
            }
        } else if state.revealed()
            && state.returning.is_empty()
            && state.battle.is_none()
            // A storm between turns may wait on a favor, a plank's captain may be asked at the
            // next event card, while the dead seat's turn is over.
            && !super::flow::paused(state)
            && matches!(state.phase, Phase::Actions { .. })
            && state.active_seat() == Some(i)
        {
            // Without a ship is only a dead captain's seat, until its next turn's new ship.
            return Err(format!("seat {i} takes actions without a ship"));
        }
        let mut weapons = s.weapons.clone();
        weapons.sort_unstable();
        weapons.dedup();
        if weapons.len() != s.weapons.len() {
            return Err(format!("seat {i} holds two tokens of one special weapon"));
        }
        if let Some(w) = s.weapons.iter().find(|w| !data.weapons().any(|x| x == **w)) {
            return Err(format!("seat {i} holds {w:?}, not in this game"));
        }
    }
    check_phase(state, data, n)?;
    check_board(state, data)?;
    check_visit(state, data)?;
    check_battle(state, data)?;
    check_tokens(state, data)
}

/// A battle is between two different sides (captains in play, NPCs on the board), both
/// afloat at sea in its zone (the loser's ship may be gone to the winner once plunder starts),
/// never between two NPCs, and never alongside a raid or a port visit. NPC ships are repaired
/// between battles, and hunted captains are at sea.
fn check_battle(state: &GameState, data: &GameData) -> Result<(), String> {
    check_announced(state)?;
    for n in &state.npcs {
        let galleon = n.slot == NpcSlot::TreasureGalleon;
        if n.cards.is_empty() != galleon {
            return Err(format!("{:?} is in play with no captain card", n.slot));
        }
        // MODULE 6: only the galleon carries gold, and only by its moves.
        let per_move = data.tokens.treasure_galleon.gold_per_move.max(1);
        if (n.gold > 0 && !galleon) || n.gold % per_move != 0 {
            return Err(format!("{:?} carries {} gold", n.slot, n.gold));
        }
        if galleon && !state.config.seas.on(Switch::TreasureGalleon) {
            return Err("the treasure galleon sails in a game without Module 6".into());
        }
        let fighting = state
            .battle
            .as_ref()
            .is_some_and(|b| b.sides.contains(&Side::Npc(n.slot)));
        if !fighting
            && let Some(ship) = &n.ship
            && (ship.hits != super::ship::max_values(ship, data)
                || ship.mods.iter().any(|m| m.flipped)
                || !n.spent.is_empty())
        {
            return Err(format!("{:?} is left damaged after its battle", n.slot));
        }
        if let Some(ship) = &n.ship {
            // MODULE 4: an NPC carries only upgrade tokens, one of each kind.
            for (k, m) in ship.mods.iter().enumerate() {
                if !m.upgrade || ship.mods[..k].iter().any(|o| o.kind == m.kind) {
                    return Err(format!("{:?}'s ship carries a {:?} token", n.slot, m.kind));
                }
            }
            let full = super::ship::max_values(ship, data);
            if HitLocation::ALL
                .iter()
                .any(|l| ship.hits.get(*l) > full.get(*l))
            {
                return Err(format!("{:?}'s ship has more than its values", n.slot));
            }
            if ship.hits.hull == 0 {
                return Err(format!("{:?}'s ship is afloat with no hull", n.slot));
            }
        }
    }
    let Some(b) = &state.battle else {
        return Ok(());
    };
    let [a, d] = b.sides;
    if a == d || b.sides.iter().all(|s| s.captain().is_none()) {
        return Err(format!("a battle between {a:?} and {d:?}"));
    }
    if b.steering >= state.seats.len() {
        return Err("an NPC steered by no seat".into());
    }
    if state.raid.is_some() || state.port.is_some() {
        return Err("a battle alongside a raid or a port visit".into());
    }
    let plunder = matches!(
        b.step,
        BattleStep::Plunder { .. } | BattleStep::KeepRumor { .. }
    );
    for side in b.sides {
        let ship = match side {
            Side::Captain(seat) if seat >= state.seats.len() => {
                return Err(format!(
                    "a battle with seat {seat}, who is not at the table"
                ));
            }
            Side::Captain(seat) => state.seats[seat].ship.as_ref(),
            Side::Npc(slot) => state.npc(slot).and_then(|n| n.ship.as_ref()),
        };
        match ship {
            Some(ship) if ship.location != Location::Zone(b.zone) => {
                return Err(format!("{side:?} fights away from the battle's zone"));
            }
            None if !plunder => return Err(format!("{side:?} fights without a ship")),
            _ => {}
        }
    }
    Ok(())
}

/// A combat card is announced only in a battle's card window, by a side marked as having
/// announced, and from its own hand.
fn check_announced(state: &GameState) -> Result<(), String> {
    for (seat, s) in state.seats.iter().enumerate() {
        let marked = state.battle.as_ref().and_then(|b| {
            let side = b.sides.iter().position(|x| *x == Side::Captain(seat))?;
            Some(b.window.as_ref()?.announced[side])
        });
        match s.announced {
            Some(card) if !s.glory_cards.contains(&card) => {
                return Err(format!("seat {seat} announced a card it does not hold"));
            }
            Some(_) if marked != Some(true) => {
                return Err(format!(
                    "seat {seat} announced a card outside a card window"
                ));
            }
            None if marked == Some(true) => {
                return Err(format!("seat {seat} is marked as announcing, with no card"));
            }
            _ => {}
        }
    }
    Ok(())
}

/// A ship's hit locations within its values, and one mod of each kind (its place exists:
/// see [`ranges`]).
fn check_ship(seat: Seat, ship: &Ship, data: &GameData) -> Result<(), String> {
    // A ship of a class no switch of this game brings into play (a brig in the base game).
    // MODULE 1's pirate brig may be beaten and claimed without Module 5: it sails on Module
    // 5's brig card (our reading; the shipyards still sell none).
    let claimed_brig = ship.class == ShipClass::Brig && data.switches.on(Switch::Cards);
    if !data.ship(ship.class).in_play && !claimed_brig {
        return Err(format!(
            "seat {seat} sails a {:?}, which is not in play in this game",
            ship.class
        ));
    }
    let full = super::ship::max_values(ship, data);
    for (k, m) in ship.mods.iter().enumerate() {
        if ship.mods[..k].iter().any(|o| o.kind == m.kind) {
            return Err(format!("seat {seat}'s ship has two {:?}", m.kind));
        }
    }
    for loc in HitLocation::ALL {
        let (now, max) = (ship.hits.get(loc), full.get(loc));
        if now > max {
            return Err(format!(
                "seat {seat}'s {:?} {loc:?} is {now}, above its {max}",
                ship.class
            ));
        }
    }
    if ship.hits.hull == 0 {
        return Err(format!("seat {seat}'s ship is afloat with no hull"));
    }
    Ok(())
}

/// Whether the turn asks for an action now (no encounter, raid, port visit or question under
/// way): with none left and no free move, it should have ended.
fn idle_at(state: &GameState) -> bool {
    state.battle.is_none()
        && state.raid.is_none()
        && state.npc_hunt.is_none()
        && state.ambush.is_none()
        && state.hiding.is_none()
        && state.returning.is_empty()
        && state.port.is_none()
        && state.storm_hits.is_none()
}

fn check_phase(state: &GameState, data: &GameData, n: usize) -> Result<(), String> {
    match &state.phase {
        Phase::ChooseShips { seat } => {
            let order = setup_order(&state.turn_order, n);
            let before = order.iter().take_while(|s| **s != *seat);
            if *seat >= n || before.clone().any(|s| state.seats[*s].ship.is_none()) {
                return Err(format!("choosing ships at seat {seat} out of order"));
            }
        }
        Phase::Actions {
            turn_index,
            actions_left,
        } => {
            // The turn order is one turn each (checked in `ranges` whenever it is set).
            // A storm at the round's end may wait on a favor after the last action; MODULE 8's
            // free move with the wind may be made with none left (and its battles fought).
            let free = state
                .active_seat()
                .is_some_and(|s| super::seas::wind::free_move_left(state, data, s));
            let windward = free || (state.turn.wind_move_used && !idle_at(state));
            let spent = *actions_left == 0 && !super::flow::paused(state) && !windward;
            if *turn_index >= n || spent {
                return Err(format!(
                    "turn {turn_index} with {actions_left} actions left"
                ));
            }
        }
        Phase::NewCaptain { turn_index } => {
            if *turn_index >= n || state.seats[state.turn_order[*turn_index]].ship.is_some() {
                return Err(format!("a new captain at turn {turn_index} who has a ship"));
            }
        }
        Phase::GameOver {
            winners, standings, ..
        } => {
            let mut order = standings.clone();
            order.sort_unstable();
            if order != (0..n).collect::<Vec<_>>() {
                return Err(format!("standings {standings:?} are not every seat once"));
            }
            if winners.is_empty() || winners.iter().zip(standings).any(|(w, s)| w != s) {
                return Err(format!(
                    "winners {winners:?} are not the head of the standings {standings:?}"
                ));
            }
        }
    }
    Ok(())
}

fn check_board(state: &GameState, data: &GameData) -> Result<(), String> {
    let zones = data.zones.len();
    let b = &state.board;
    if b.demand.len() != zones || b.ship_mods.len() != zones || b.merchants.len() != zones {
        return Err("board token lists do not match the sea zones".into());
    }
    for (z, zone) in data.zones.iter().enumerate() {
        if zone.port.is_none() && (b.demand[z].is_some() || b.ship_mods[z].is_some()) {
            return Err(format!("{} has port tokens but no port", zone.name));
        }
        if zone.port.is_some() && b.demand[z].is_none() {
            return Err(format!("{} has no demand token", zone.name));
        }
    }
    Ok(())
}

/// Cargo fits the hold at sea; in port a captain may hold more, up to the port limit.
fn check_hold(
    seat: Seat,
    s: &SeatState,
    ship: &Ship,
    data: &GameData,
    spilling: usize,
    trading: bool,
) -> Result<(), String> {
    let capacity = super::ship::cargo_capacity(s, data);
    let limit = match ship.location {
        Location::Zone(_) if !trading => capacity,
        _ => capacity.max(data.tokens.prices.port_cargo_limit as usize),
    };
    // MODULE 7: a hold waiting on its captain's pick of the space to lose from.
    if s.held() > limit + spilling {
        return Err(format!(
            "seat {seat} holds {} cargo cards at {:?}, more than {limit}",
            s.held(),
            ship.location
        ));
    }
    Ok(())
}

/// A port action belongs to the active captain, in the port where their ship lies, and is the
/// turn's one port action (marked as taken when it ends); what is marked to buy can be paid
/// for.
fn check_visit(state: &GameState, data: &GameData) -> Result<(), String> {
    let Some(v) = &state.port else { return Ok(()) };
    let Some(seat) = state.active_seat() else {
        return Err("a port action outside a captain's turn".into());
    };
    let at = state.seats[seat].ship.as_ref().map(|s| s.location);
    // MODULE 9: a town's or trade station's business is done at sea in the port's zone.
    let place = match v.site {
        Some(_) => Location::Zone(data.port(v.port).zone),
        None => Location::Port(v.port),
    };
    if at != Some(place) {
        return Err(format!("seat {seat} visits a port its ship is not in"));
    }
    if state.turn.port_action_taken && v.site.is_none() {
        return Err("a second port action in one turn".into());
    }
    if let PortStep::Buying {
        offer,
        marked,
        smuggled,
        ..
    } = &v.step
    {
        use super::port::trade::total_cost;
        use super::purse::{Trader, funds};
        let trader = Trader::of(&state.seats[seat]);
        let cost = total_cost(data, v.port, trader, offer, marked, smuggled);
        if i64::from(cost) > i64::from(funds(state, data, seat, v.port)) {
            return Err(format!(
                "cards marked to buy cost {cost}, more than the purse"
            ));
        }
    }
    match &v.step {
        PortStep::Selling { marked }
            if marked
                .iter()
                .any(|c| !state.seats[seat].hold().any(|h| h == c)) =>
        {
            Err("a card marked for sale is not in the hold".into())
        }
        PortStep::Buying { offer, marked, .. } if marked.iter().any(|c| !offer.contains(c)) => {
            Err("a card marked to buy was not drawn".into())
        }
        PortStep::Buying {
            offer,
            marked,
            smuggled,
            ..
        } if smuggled.iter().any(|c| {
            !offer.contains(c)
                || marked.contains(c)
                || data.cargo_deck[c.0 as usize].contraband.is_none()
        }) =>
        {
            Err(
                "a card taken as contraband was not drawn, is marked too, or is no contraband"
                    .into(),
            )
        }
        PortStep::PickGoods { picked, .. }
            if picked
                .iter()
                .any(|c| !state.seats[seat].hold().any(|h| h == c)) =>
        {
            Err("a card picked to hand over is not in the hold".into())
        }
        _ => Ok(()),
    }
}

/// Tokens are conserved: demand tokens, merchants and ship modifications are neither made
/// nor lost.
fn check_tokens(state: &GameState, data: &GameData) -> Result<(), String> {
    let mut demand = vec![0usize; data.goods.len()];
    for g in state
        .board
        .demand
        .iter()
        .flatten()
        .chain(&state.decks.demand_pool)
    {
        *demand
            .get_mut(g.0 as usize)
            .ok_or("unknown good on a demand token")? += 1;
    }
    if demand
        .iter()
        .any(|n| *n != data.demand_tokens_per_good as usize)
    {
        return Err(format!("demand tokens per good are {demand:?}"));
    }
    let merchants =
        state.board.merchants.iter().flatten().count() + state.decks.merchant_track.len();
    let expected: usize = data.tokens.merchants.iter().map(|(_, n)| *n as usize).sum();
    if merchants != expected {
        return Err(format!("{merchants} merchant tokens, expected {expected}"));
    }
    let mut mods: Vec<ShipModKind> = state
        .board
        .ship_mods
        .iter()
        .flatten()
        .map(|t| t.kind)
        .collect();
    mods.extend(
        state
            .seats
            .iter()
            .flat_map(|s| s.ship.iter().flat_map(|sh| sh.mods.iter()))
            .filter(|m| !m.upgrade)
            .map(|m| m.kind),
    );
    mods.extend(state.returning.iter().map(|(_, k)| *k));
    mods.extend(&state.decks.mod_reserve);
    if let Some(v) = &state.port {
        match &v.step {
            PortStep::ReturnMods { tokens } => mods.extend(tokens),
            PortStep::TransferMods { old, .. } => {
                mods.extend(old.iter().filter(|m| !m.upgrade).map(|m| m.kind));
            }
            _ => {}
        }
    }
    let tokens: Vec<(ShipModKind, u8)> = data.ship_mod_tokens().collect();
    for (kind, count) in &tokens {
        let found = mods.iter().filter(|m| *m == kind).count();
        if found != *count as usize {
            return Err(format!("{found} {kind:?} tokens, expected {count}"));
        }
    }
    if let Some(m) = mods.iter().find(|m| !tokens.iter().any(|(k, _)| k == *m)) {
        return Err(format!("a {m:?} token, not in this game"));
    }
    Ok(())
}

/// The Seas of Glory switches agree with each other and with what the state holds.
fn seas(state: &GameState) -> Result<(), String> {
    let seas = &state.config.seas;
    for s in seas.iter() {
        if let Some(x) = s.excludes().filter(|x| seas.iter().any(|o| o == *x)) {
            return Err(format!("the switches {s} and {x} are both on"));
        }
    }
    let choosing = matches!(state.phase, Phase::ChooseShips { .. });
    let draw_two = seas.on(Switch::CaptainsDrawTwo);
    let pay = seas.on(Switch::CaptainsPay);
    for (i, s) in state.seats.iter().enumerate() {
        let held = s.captain_offer.as_ref().map_or(0, Vec::len);
        if s.captain_offer.is_some() && !(choosing && (draw_two || pay)) {
            return Err(format!(
                "seat {i} holds captains to choose from outside Variant 2's setup"
            ));
        }
        if s.captains_bought > 2 || (s.captains_bought > 0 && !pay) {
            return Err(format!("seat {i} bought {} captains", s.captains_bought));
        }
        if held > 2 || (pay && held > s.captains_bought as usize) {
            return Err(format!("seat {i} holds {held} captains besides its own"));
        }
        if s.flipped && !seas.on(Switch::Cutthroat) {
            return Err(format!("seat {i}'s captain lies flipped without Variant 5"));
        }
        if s.favors > 0 && !seas.on(Switch::Favors) {
            return Err(format!("seat {i} holds favors without Module 10"));
        }
    }
    // (A battle it began may have ended with a glory card waiting on a favor, MODULE 10: the
    // ambush is settled once it is answered.)
    if let Some(a) = &state.ambush
        && !super::favors::waiting(state)
    {
        let n = state.seats.len();
        let at_sea = |s: Seat| {
            state.seats[s].ship.as_ref().map(|x| x.location) == Some(Location::Zone(a.zone))
        };
        let asked = a.waiting.iter().chain(&a.scouts);
        if !seas.on(Switch::Cutthroat)
            || a.target >= n
            || state.active_seat() != Some(a.target)
            || asked.clone().any(|s| *s >= n || *s == a.target)
            || a.waiting
                .iter()
                .any(|s| !at_sea(*s) || state.seats[*s].flipped)
            || a.scouts.iter().any(|s| !state.seats[*s].flipped)
        {
            return Err(format!("an off-turn scouting that cannot be: {a:?}"));
        }
        let mut all: Vec<Seat> = asked.copied().collect();
        all.sort_unstable();
        all.dedup();
        if all.len() != a.waiting.len() + a.scouts.len() {
            return Err("a captain asked twice to scout off-turn".into());
        }
    }
    // MODULE 4: a scout waits on the crow's nest of an NPC at sea, asked of another seat; the
    // answer stands only while the scout's failed roll waits on a favor (MODULE 10).
    if let Some(h) = &state.hiding {
        let n = state.seats.len();
        let rerolling = state.reroll.as_ref().is_some_and(|r| {
            r.seat == h.scout && r.site == RollSite::Scout(ScoutTarget::Npc(h.slot))
        });
        if !seas.on(Switch::NpcUpgrades)
            || h.scout >= n
            || h.steering >= n
            || h.steering == h.scout
            || (h.hide && !rerolling)
            || state.active_seat() != Some(h.scout)
            || state.npc(h.slot).and_then(|x| x.zone()).is_none()
            || state.battle.is_some()
            || state.raid.is_some()
            || state.port.is_some()
        {
            return Err(format!("a crow's nest question that cannot be: {h:?}"));
        }
    }
    Ok(())
}
