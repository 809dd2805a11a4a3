//! Every invariant of a state (plan §5): checked when a save is loaded and after every step
//! of the soak tests. Each failure names the thing that is wrong.

use super::state::*;
use crate::content::DrData;

/// Every invariant, or the first that fails.
pub(super) fn check(state: &State, data: &DrData) -> Result<(), String> {
    let n = state.seats.len();
    if !(2..=4).contains(&n) || state.config.seats.len() != n {
        return Err(format!("{n} seats"));
    }
    if state.cells.len() != CELLS {
        return Err(format!("{} cells, not {CELLS}", state.cells.len()));
    }
    row_cards(state, data)?;
    boards(state, data)?;
    for (seat, s) in state.seats.iter().enumerate() {
        sailors(s).map_err(|e| format!("seat {seat}: {e}"))?;
        pieces(state, data, seat).map_err(|e| format!("seat {seat}: {e}"))?;
    }
    bonus_tokens(state, data)?;
    supplies(state, data)?;
    turn(state)
}

/// 1. Each Row card is in exactly one place; each Merchant front has one back of its Row.
fn row_cards(state: &State, data: &DrData) -> Result<(), String> {
    let mut place: Vec<Option<String>> = vec![None; data.rows.len()];
    let mut put = |card: CardId, at: String| -> Result<(), String> {
        let i = card.0 as usize;
        let Some(slot) = place.get_mut(i) else {
            return Err(format!("card {i} is not in rows.ron ({at})"));
        };
        if let Some(before) = slot {
            return Err(format!(
                "card {} is in {before} and in {at}",
                data.rows[i].key
            ));
        }
        *slot = Some(at);
        Ok(())
    };
    for r in 0..4 {
        for c in &state.boxes[r] {
            put(*c, format!("box {}", r + 1))?;
        }
        for c in &state.buried[r] {
            put(*c, format!("the buried pile of Row {}", r + 1))?;
        }
    }
    for (i, cell) in state.cells.iter().enumerate() {
        if let Some(c) = cell.card {
            if !cell.face_up {
                return Err(format!("face-down cell {i} holds a card"));
            }
            put(c, format!("cell {i}"))?;
        }
    }
    for (seat, s) in state.seats.iter().enumerate() {
        for c in &s.aside {
            put(*c, format!("seat {seat}'s aside"))?;
        }
        for (id, card) in s.cards.iter().enumerate() {
            for (slot, c) in card.sleeve.iter().enumerate() {
                if let Some(c) = c {
                    if data.rows[c.0 as usize].slot.index() != slot {
                        return Err(format!(
                            "seat {seat}'s Sailor {id} holds {} in the wrong slot",
                            data.rows[c.0 as usize].key
                        ));
                    }
                    put(*c, format!("seat {seat}'s Sailor {id}"))?;
                }
            }
        }
    }
    if let Some(i) = place.iter().position(Option::is_none) {
        return Err(format!("card {} is nowhere", data.rows[i].key));
    }
    let mut fronts: Vec<CardId> = state.backs.iter().map(|(f, _)| *f).collect();
    let mut backs: Vec<BackId> = state.backs.iter().map(|(_, b)| *b).collect();
    fronts.sort();
    fronts.dedup();
    backs.sort();
    backs.dedup();
    let merchants = data.rows.iter().filter(|c| c.merchant).count();
    if fronts.len() != state.backs.len()
        || backs.len() != state.backs.len()
        || state.backs.len() != merchants
        || backs.len() != data.backs.len()
    {
        return Err("the Merchant backs are not dealt one to each front".into());
    }
    for (f, b) in &state.backs {
        let (front, back) = (&data.rows[f.0 as usize], &data.backs[b.0 as usize]);
        if !front.merchant || front.row != back.row {
            return Err(format!("{} has the back {}", front.key, back.key));
        }
    }
    Ok(())
}

/// The grid: twelve distinct boards; islands' state on face-up islands only; slot cubes
/// within the slots; control as the cubes give it.
fn boards(state: &State, data: &DrData) -> Result<(), String> {
    let mut ids: Vec<BoardId> = state.cells.iter().map(|c| c.board).collect();
    ids.extend(&state.boxed_islands);
    ids.sort();
    ids.dedup();
    if ids.len() != CELLS + state.boxed_islands.len() {
        return Err("a board is used twice".into());
    }
    for (i, c) in state.cells.iter().enumerate() {
        let island = data.islands.get(c.board.0 as usize);
        match (&c.island, island) {
            (Some(_), None) => return Err(format!("cell {i} is a sea with island pieces")),
            (Some(_), Some(_)) if !c.face_up => {
                return Err(format!("face-down cell {i} has island pieces"));
            }
            (None, Some(_)) if c.face_up => {
                return Err(format!("face-up island in cell {i} has no pieces"));
            }
            (Some(is), Some(def)) => {
                let on: u8 = is.slot_cubes.iter().sum();
                if on > def.slots {
                    return Err(format!("cell {i}: {on} cubes on {} slots", def.slots));
                }
                // 9. Control as the cubes give it, but on a batch's island (ours, P-9).
                let now = super::islands::control(data, c);
                if state.turn.batch != Some(i as u8) && is.controller != now {
                    return Err(format!(
                        "cell {i}: controlled by {:?}, its cubes say {now:?}",
                        is.controller
                    ));
                }
                for (b, built) in is.buildings.iter().enumerate() {
                    if *built && is.controller.is_none() {
                        return Err(format!(
                            "cell {i}: building {b} on an island nobody controls"
                        ));
                    }
                }
            }
            _ => {}
        }
    }
    Ok(())
}

/// 2. Each seat's twelve Sailor cards are each in one pile; levels 1 to 4.
fn sailors(s: &SeatState) -> Result<(), String> {
    let mut all: Vec<SailorId> = s.deck.clone();
    all.extend(&s.hand);
    all.extend(&s.discard);
    all.extend(s.played.iter().map(|p| p.card));
    all.sort();
    let want: Vec<SailorId> = (0..SAILORS as u8).map(SailorId).collect();
    if all != want || s.cards.len() != SAILORS {
        return Err(format!(
            "its Sailor cards are not each in one pile: {all:?}"
        ));
    }
    if let Some(c) = s.cards.iter().position(|c| !(1..=4).contains(&c.level)) {
        return Err(format!("Sailor {c} is at level {}", s.cards[c].level));
    }
    if let Some(c) = (0..s.shown.len()).find(|c| s.shown[*c] > s.cards[*c].level) {
        return Err(format!(
            "Sailor {c} showed level {} and is at {}",
            s.shown[c], s.cards[c].level
        ));
    }
    Ok(())
}

/// 3–7. Cubes add up to 35, markers to 11; holds within their faces; Sails and damage in
/// range; the Ship in Harbor or on a face-up cell.
fn pieces(state: &State, data: &DrData, seat: usize) -> Result<(), String> {
    let s = &state.seats[seat];
    let on_islands: u32 = state
        .cells
        .iter()
        .filter_map(|c| c.island.as_ref())
        .map(|i| (i.slot_cubes[seat] + i.permanent[seat]) as u32)
        .sum();
    let progress: u32 = state.harbor.iter().map(|a| a.progress[seat] as u32).sum();
    let cubes = s.cubes as u32 + on_islands + progress + 1;
    if cubes != data.setup.cubes as u32 {
        return Err(format!("{cubes} cubes, not {}", data.setup.cubes));
    }
    let placed = state.harbor.iter().filter(|a| a.marker[seat]).count() as u32;
    if s.markers as u32 + placed != data.setup.markers as u32 {
        return Err(format!(
            "{} markers left and {placed} placed, not {}",
            s.markers, data.setup.markers
        ));
    }
    for (i, space) in s.ship.spaces.iter().enumerate() {
        let cap = match space.tiles.last() {
            Some(k) => data.upgrades[*k as usize].hold,
            None => HULL[i].hold,
        };
        if space.cargo + space.coins > cap {
            return Err(format!(
                "hold {} carries {} on a capacity of {cap}",
                i,
                space.cargo + space.coins
            ));
        }
    }
    if s.ship.sails > data.setup.sails_max {
        return Err(format!("Sails at {}", s.ship.sails));
    }
    if s.ship.sails > 0 && (seat != state.turn.active || !state.turn.sails_set) {
        return Err(format!("Sails at {} out of its turn", s.ship.sails));
    }
    if s.ship.damage >= data.setup.sink_at {
        return Err(format!("{} damage afloat", s.ship.damage));
    }
    if let Place::Cell(c) = s.ship.at {
        let Some(cell) = state.cells.get(c as usize) else {
            return Err(format!("the Ship is on cell {c}"));
        };
        if !cell.face_up && (seat != state.turn.active || !state.turn.moving) {
            return Err(format!("the Ship rests on face-down cell {c}"));
        }
    }
    Ok(())
}

/// 14. Each Bonus token in one place.
fn bonus_tokens(state: &State, data: &DrData) -> Result<(), String> {
    let mut all: Vec<BonusId> = state.bonus_box.clone();
    for s in &state.seats {
        all.extend(s.bonus);
        all.extend(&s.bonus_offer);
    }
    all.sort();
    let want: Vec<BonusId> = (0..data.bonus_tokens.len() as u8).map(BonusId).collect();
    if all != want {
        return Err(format!(
            "the Bonus tokens are not each in one place: {all:?}"
        ));
    }
    Ok(())
}

/// 12, 16. The turn's limits, and whose turn it is.
fn turn(state: &State) -> Result<(), String> {
    if state.turn.active >= state.seats.len() {
        return Err(format!("seat {} is active", state.turn.active));
    }
    if state.phase == Phase::Main && state.seats[state.turn.active].finished {
        return Err("a finished seat takes a turn".into());
    }
    // 16. The end: finished seats only once it is triggered (the trigger among them); over
    // only when every seat is finished.
    let finished = state.seats.iter().filter(|s| s.finished).count();
    match state.end.trigger {
        None if finished > 0 => return Err(format!("{finished} seats finished before the end")),
        Some(t) if !state.seats[t].finished => {
            return Err(format!("seat {t} triggered the end but is not finished"));
        }
        _ => {}
    }
    if (state.phase == Phase::Over) != (finished == state.seats.len()) {
        return Err(format!(
            "{finished} of {} seats finished in {:?}",
            state.seats.len(),
            state.phase
        ));
    }
    for (seat, s) in state.seats.iter().enumerate() {
        if seat != state.turn.active && !s.played.is_empty() {
            return Err(format!("seat {seat} has cards in play out of its turn"));
        }
    }
    Ok(())
}

/// 8, 10. Buildings and Upgrade tiles: on the board plus in the supply make the box's count;
/// each seat's `upgrades` is the tiles on its Ship.
fn supplies(state: &State, data: &DrData) -> Result<(), String> {
    for (i, kind) in BUILDINGS.iter().enumerate() {
        let on: u32 = state
            .cells
            .iter()
            .filter_map(|c| c.island.as_ref())
            .filter(|is| is.buildings[i])
            .count() as u32;
        let count = data
            .buildings
            .iter()
            .find(|b| b.kind == *kind)
            .map_or(0, |b| b.count as u32);
        if on + state.buildings[i] as u32 != count {
            return Err(format!(
                "{kind:?}: {on} on islands and {} in the supply, not {count}",
                state.buildings[i]
            ));
        }
    }
    if state.tiles.len() != data.upgrades.len() {
        return Err(format!("{} tile kinds in the supply", state.tiles.len()));
    }
    for (k, u) in data.upgrades.iter().enumerate() {
        let on: u32 = state
            .seats
            .iter()
            .flat_map(|s| s.ship.spaces.iter())
            .map(|h| h.tiles.iter().filter(|t| **t as usize == k).count() as u32)
            .sum();
        if on + state.tiles[k] as u32 != u.copies as u32 {
            return Err(format!(
                "tile {}: {on} on Ships and {} in the supply, not {}",
                u.key, state.tiles[k], u.copies
            ));
        }
    }
    for (seat, s) in state.seats.iter().enumerate() {
        let on: usize = s.ship.spaces.iter().map(|h| h.tiles.len()).sum();
        if on != s.upgrades as usize {
            return Err(format!(
                "seat {seat}: {on} tiles aboard, {} upgrades acquired",
                s.upgrades
            ));
        }
    }
    Ok(())
}
