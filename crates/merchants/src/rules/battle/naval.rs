//! NAVAL COMBAT: rounds of 1. Declaration (the aggressor first; round one is Shoot only),
//! 2. the SEAMANSHIP contest, and 3. the Action, until a ship sinks, a captain flees or boards.
//! Long guns fire once before the first round; chasers fire when someone declares Flee;
//! grappling hooks re-roll a boarder's failed dice. The cannon hits themselves are in
//! [`super::volley`]; crew combat after a boarding is in [`super::crew`].

use super::super::dice::Roll;
use super::super::fighter::{self, ship};
use super::super::protocol::{BattleEnd, BattleStepKind, Choice, GameEvent};
use super::super::state::*;
use super::end::{end_battle, victory};
use super::round::{may_board, may_flee, next_round};
use super::shared::*;
use super::{cards, damage, volley};
use crate::content::*;

pub fn step_kind(b: &Battle) -> BattleStepKind {
    match b.step {
        BattleStep::Declare { .. } => BattleStepKind::Declare,
        BattleStep::Grapple { .. } => BattleStepKind::Grapple,
        BattleStep::Aim { .. } => BattleStepKind::Aim,
        BattleStep::Caltrops { .. } => BattleStepKind::Caltrops,
        BattleStep::Burn { .. } => BattleStepKind::Burn,
        BattleStep::Place { .. } => BattleStepKind::Place,
        BattleStep::Plunder { .. } | BattleStep::KeepRumor { .. } => BattleStepKind::Plunder,
        BattleStep::Announce { .. } => BattleStepKind::Announce,
        BattleStep::Reveal { .. } => BattleStepKind::Reveal,
    }
}

/// The side (0 the aggressor, 1 the defender) whose decision the battle waits on.
pub fn deciding_side(b: &Battle) -> usize {
    match b.step {
        BattleStep::Declare { side }
        | BattleStep::Grapple { side }
        | BattleStep::Aim { side }
        | BattleStep::Caltrops { side }
        | BattleStep::Burn { side }
        | BattleStep::Place { side, .. }
        | BattleStep::Announce { side }
        | BattleStep::Reveal { side } => side,
        BattleStep::Plunder { winner } | BattleStep::KeepRumor { winner } => winner,
    }
}

/// The seat that answers the battle's decision now: the captain's own, or the seat steering
/// an NPC.
pub fn deciding_seat(b: &Battle) -> Seat {
    match b.sides[deciding_side(b)] {
        Side::Captain(seat) => seat,
        Side::Npc(_) => b.steering,
    }
}

/// The aggressor found the defender: the bounty for a player attacking a non-pirate, long
/// guns, round 1. `steering`: the seat that steers an NPC side (see [`steering_seat`]).
pub fn begin(
    state: &mut GameState,
    data: &GameData,
    aggressor: Side,
    defender: Side,
    events: &mut Vec<GameEvent>,
) {
    let zone = ship(state, aggressor).location.zone(data);
    events.push(GameEvent::BattleBegun {
        aggressor,
        defender,
        zone,
    });
    if let Side::Captain(seat) = aggressor
        && !fighter::is_pirate(state, defender)
        && let Some(nation) = fighter::nation(state, data, defender)
    {
        add_bounty(state, data, seat, nation, events);
    }
    let steering = steering_seat(state, [aggressor, defender]);
    state.battle = Some(Battle {
        sides: [aggressor, defender],
        steering,
        prize: Vec::new(),
        // The active captain's scout is spent when the battle ends; an NPC's attack is part of
        // the hunt that follows the captain's move (see rules/sighting.rs), and another
        // captain's off-turn attack (Variant 5) spends none of the active captain's actions.
        spends_action: aggressor.captain().is_some() && aggressor.captain() == state.active_seat(),
        zone,
        round: 0,
        declared: [None; 2],
        contest: [Vec::new(), Vec::new()],
        volleys: Default::default(),
        step: BattleStep::Declare { side: 0 },
        window: None,
        boosts: Default::default(),
        burning: [false; 2],
        burn_due: [false; 2],
        spent: Default::default(),
        hampered: [None; 2],
    });
    // Long guns: before the first round, a die per cannon, a hit per success.
    let mut fired = false;
    for side in 0..2 {
        let who = side_of(state, side);
        let sh = ship(state, who);
        if sh.has_mod(ShipModKind::LongGuns) && sh.hits.cannons > 0 {
            let dice = sh.hits.cannons;
            let roll = Roll::new(&mut state.rng, &data.dice, dice);
            events.push(guns_fired(who, ShipModKind::LongGuns, &roll));
            volley::roll(state, data, side, roll.successes(), events);
            // Chain- and grapeshot cannot be used with long guns.
            battle_mut(state).volleys[side].aimed = true;
            fired |= roll.successes() > 0;
        }
    }
    if fired {
        volley::advance(state, data, events);
    } else {
        next_round(state, data, events);
    }
}

/// The seat that steers an NPC in this battle: the player to the left of the captain it
/// fights (the next seat in seating order), or, when the table lets AI captains steer NPCs,
/// the first AI seat from there on that is not fighting. With no NPC, the aggressor's seat.
pub fn steering_seat(state: &GameState, sides: [Side; 2]) -> Seat {
    let fighter = sides.iter().find_map(|s| s.captain()).unwrap_or(0);
    let n = state.seats.len();
    let left = (fighter + 1) % n;
    if state.config.ai_steers_npcs {
        let ai = (1..n)
            .map(|k| (fighter + k) % n)
            .find(|s| state.seat_kind(*s) != SeatKind::Human);
        if let Some(s) = ai {
            return s;
        }
    }
    left
}

/// MODULE 2, heated shot: the fire aboard `side` does 1 damage where its captain picks (any
/// location still standing); then the next burning ship, or the round's declarations.
pub fn burn(
    state: &mut GameState,
    data: &GameData,
    side: usize,
    location: HitLocation,
    events: &mut Vec<GameEvent>,
) {
    let who = side_of(state, side);
    events.push(GameEvent::FireDamage {
        side: who,
        location,
    });
    battle_mut(state).burn_due[side] = false;
    if damage::land_hits(state, data, who, &[location], true, None, events).sunk {
        let winner = side_of(state, 1 - side);
        victory(state, data, winner, who, events);
        let end = BattleEnd::Won { winner, loser: who };
        return end_battle(state, data, end, &[who], &[], events);
    }
    let b = battle_mut(state);
    b.step = match (0..2).find(|s| b.burn_due[*s]) {
        Some(side) => BattleStep::Burn { side },
        None => BattleStep::Declare { side: 0 },
    };
}

/// The locations the fire may strike: those still standing (the hull at least, afloat).
pub fn burn_options(state: &GameState, side: usize, out: &mut Vec<Choice>) {
    let hits = ship(state, side_of(state, side)).hits;
    out.extend(
        HitLocation::ALL
            .into_iter()
            .filter(|l| hits.get(*l) > 0)
            .map(Choice::HitAt),
    );
}

/// The actions a side may declare: Shoot only in round one or with destroyed masts; no Board
/// with destroyed crew; an NPC flees only with fewer cannons or fewer crew than its enemy.
pub fn declare_options(state: &GameState, side: usize, out: &mut Vec<Choice>) {
    out.push(Choice::Declare(NavalAction::Shoot));
    if battle(state).round > 1 {
        if may_board(state, side) {
            out.push(Choice::Declare(NavalAction::Board));
        }
        if may_flee(state, side) {
            out.push(Choice::Declare(NavalAction::Flee));
        }
    }
}

pub fn declare(
    state: &mut GameState,
    data: &GameData,
    side: usize,
    action: NavalAction,
    events: &mut Vec<GameEvent>,
) {
    events.push(GameEvent::Declared {
        side: side_of(state, side),
        action,
    });
    let b = battle_mut(state);
    b.declared[side] = Some(action);
    if side == 0 {
        b.step = BattleStep::Declare { side: 1 };
        return;
    }
    if cards::open(state, data, CombatMoment::Contest, events).is_some() {
        contest(state, data, events);
    }
}

/// Both captains roll; boarders may then spend grappling hooks.
pub(super) fn contest(state: &mut GameState, data: &GameData, events: &mut Vec<GameEvent>) {
    for side in 0..2 {
        let who = side_of(state, side);
        let dice = super::super::modifiers::contest_dice(state, data, battle(state), side);
        let roll = count_roll(state, data, who, Skill::Seamanship, dice, events);
        let b = battle_mut(state);
        b.contest[side] = roll.faces;
        if b.hampered[side] == Some(Skill::Seamanship) {
            b.hampered[side] = None;
        }
    }
    grapple_or_decide(state, data, 0, events);
}

/// Whether a side may spend grappling hooks now: it boards, holds hooks and has failed dice.
fn may_grapple(state: &GameState, side: usize) -> bool {
    let b = battle(state);
    b.declared[side] == Some(NavalAction::Board)
        && fighter::has_weapon(state, b.sides[side], SpecialWeapon::GrapplingHooks)
        && b.contest[side].iter().any(|f| *f != DieFace::Success)
}

/// MODULE 2: whether a side may spend caltrops now: it declared Board and holds them.
fn may_caltrop(state: &GameState, side: usize) -> bool {
    let b = battle(state);
    b.declared[side] == Some(NavalAction::Board)
        && fighter::has_weapon(state, b.sides[side], SpecialWeapon::Caltrops)
}

/// After the contest, each side in turn may spend what it may: grappling hooks first (steps
/// 0 and 1, the aggressor first), then caltrops (steps 2 and 3); then the card window.
fn grapple_or_decide(
    state: &mut GameState,
    data: &GameData,
    from: usize,
    events: &mut Vec<GameEvent>,
) {
    for step in from..4 {
        let side = step % 2;
        if step < 2 && may_grapple(state, side) {
            battle_mut(state).step = BattleStep::Grapple { side };
            return;
        }
        if step >= 2 && may_caltrop(state, side) {
            battle_mut(state).step = BattleStep::Caltrops { side };
            return;
        }
    }
    if cards::open(state, data, CombatMoment::AfterContest, events).is_some() {
        decide(state, data, events);
    }
}

/// MODULE 2, caltrops: spend them (their effect is settled when the round's action is
/// known: see [`super::volley`]), or keep them.
pub fn caltrops(
    state: &mut GameState,
    data: &GameData,
    side: usize,
    spend: bool,
    events: &mut Vec<GameEvent>,
) {
    if spend {
        spend_weapon(state, side, SpecialWeapon::Caltrops, events);
    }
    grapple_or_decide(state, data, 3 + side, events);
}

/// Grappling hooks: spend them to re-roll every failed die, or keep them.
pub fn grapple(
    state: &mut GameState,
    data: &GameData,
    side: usize,
    spend: bool,
    events: &mut Vec<GameEvent>,
) {
    if spend {
        spend_weapon(state, side, SpecialWeapon::GrapplingHooks, events);
        if let Some(seat) = side_of(state, side).captain() {
            events.push(GameEvent::Grappled { seat });
        }
        reroll_failed(state, data, side, events);
    }
    grapple_or_decide(state, data, side + 1, events);
}

/// The Action step: who out-manoeuvred whom, and the cannon hits each side fires, with the
/// combat cards played (extra hits for a shooter with cannons, fewer for a braced target).
/// Chasers fired turn face down.
pub(super) fn decide(state: &mut GameState, data: &GameData, events: &mut Vec<GameEvent>) {
    let b = battle(state).clone();
    let won = winner(&b.contest);
    events.push(GameEvent::ContestWon {
        side: won.map(|w| b.sides[w]),
    });
    let fleeing = b.declared.contains(&Some(NavalAction::Flee));
    let mut hits = [0; 2];
    for (side, h) in hits.iter_mut().enumerate() {
        *h = hits_coming(state, data, side).saturating_sub(b.boosts[1 - side].brace);
    }
    for (side, h) in hits.into_iter().enumerate() {
        if fleeing && let Some(ship) = fighter::ship_mut(state, b.sides[side]) {
            let chasers = ship
                .mods
                .iter_mut()
                .find(|m| m.kind == ShipModKind::Chasers && !m.flipped);
            if let Some(m) = chasers {
                m.flipped = true;
            }
        }
        volley::roll(state, data, side, h, events);
    }
    volley::advance(state, data, events);
}
