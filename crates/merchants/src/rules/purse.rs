//! What every chapter spends and draws with: who is trading, the gold at hand (the chest too,
//! at home), paying and receiving, the port's abilities, skill rolls with the captains'
//! re-rolls, crew gained, and the cargo deck.

use crate::content::*;
use crate::rules::dice::Roll;
use crate::rules::protocol::GameEvent;
use crate::rules::ship;
use crate::rules::state::*;

/// Who is trading: what the prices in port depend on. Built from the state by the rules and
/// from an observation by the screen and the AI, so all three use the same arithmetic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Trader {
    pub captain: CaptainId,
    pub bounties: [u8; 4],
}

impl Trader {
    pub fn of(s: &SeatState) -> Trader {
        Trader {
            captain: s.captain,
            bounties: s.bounties,
        }
    }

    /// A pirate is a captain with at least one bounty.
    pub fn pirate(&self) -> bool {
        self.bounties.iter().any(|b| *b > 0)
    }

    pub fn wanted_by(&self, nation: Nation) -> bool {
        self.bounties[nation.index()] > 0
    }

    pub fn effect(&self, data: &GameData) -> AbilityEffect {
        data.captain(self.captain).ability.effect
    }
}

/// Gold the seat can spend here: the ship's, and in the home port the chest's as well.
pub fn funds(state: &GameState, data: &GameData, seat: Seat, port: PortId) -> i32 {
    let s = &state.seats[seat];
    if is_home(state, data, seat, port) {
        s.gold + s.stash
    } else {
        s.gold
    }
}

pub fn is_home(state: &GameState, data: &GameData, seat: Seat, port: PortId) -> bool {
    // MODULE 9: a town or trade station in the home zone is not the home port.
    data.captain(state.seats[seat].captain).home_port == port
        && state.port.as_ref().is_none_or(|v| v.site.is_none())
}

/// Whether `port` is closed to the seat (PORTS): its nation wants the captain, and it is not
/// the captain's home port.
pub fn closed_to(state: &GameState, data: &GameData, seat: Seat, port: PortId) -> bool {
    state.seats[seat].bounties[data.port(port).nation.index()] > 0
        && !is_home(state, data, seat, port)
}

/// Pay `amount`: from the ship first, then (in the home port only) from the chest, which
/// nobody else sees: the table sees one payment, never how it was split.
pub fn pay(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    port: PortId,
    amount: u32,
    events: &mut Vec<GameEvent>,
) {
    let amount = amount as i32;
    if amount == 0 {
        return;
    }
    let home = is_home(state, data, seat, port);
    let s = &mut state.seats[seat];
    let from_ship = amount.min(s.gold);
    s.gold -= from_ship;
    let rest = amount - from_ship;
    if rest > 0 {
        debug_assert!(home && s.stash >= rest, "paid more than the funds offered");
        s.stash -= rest;
        s.chest_used = true;
    }
    events.push(GameEvent::GoldPaid { seat, amount });
}

pub fn gain_gold(state: &mut GameState, seat: Seat, amount: u32, events: &mut Vec<GameEvent>) {
    if amount > 0 {
        state.seats[seat].add_gold(amount.min(i32::MAX as u32) as i32);
        events.push(GameEvent::GoldGained {
            seat,
            amount: amount as i32,
        });
    }
}

/// The seat's captain's ability, as the rules read it.
pub fn captain_ability(state: &GameState, data: &GameData, seat: Seat) -> AbilityEffect {
    data.captain(state.seats[seat].captain).ability.effect
}

/// The first port ability matching `f`.
pub fn ability<T>(
    data: &GameData,
    port: PortId,
    f: impl Fn(&PortAbility) -> Option<T>,
) -> Option<T> {
    data.port(port).abilities.iter().find_map(f)
}

/// A skill roll for the seat, logged; a failed INFLUENCE roll is re-rolled once per turn by a
/// captain who can (Silver Tongue).
pub fn skill_roll(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    skill: Skill,
    events: &mut Vec<GameEvent>,
) -> bool {
    roll_for(state, data, seat, skill, None, events)
}

/// A SCOUTING roll for the seat looking for `target` (see [`scouting_roll`]'s modifiers).
pub fn scouting_roll(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    target: Option<Side>,
    events: &mut Vec<GameEvent>,
) -> bool {
    roll_for(state, data, seat, Skill::Scouting, target, events)
}

/// MODULE 10: the same roll again, with a favor (for SCOUTING, looking for `target`).
pub fn roll_again(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    skill: Skill,
    target: Option<Side>,
    events: &mut Vec<GameEvent>,
) -> bool {
    roll_for(state, data, seat, skill, target, events)
}

fn roll_for(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    skill: Skill,
    target: Option<Side>,
    events: &mut Vec<GameEvent>,
) -> bool {
    count_successes(state, data, seat, skill, target, 1, events) > 0
}

/// A skill roll that counts its successes, `need` of them making it a success (MODULE 8's
/// storm wants 3: each one fewer is a hit). The captain's abilities that roll again on a
/// failure do so while it has fewer than `need`.
pub fn count_successes(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    skill: Skill,
    target: Option<Side>,
    need: u8,
    events: &mut Vec<GameEvent>,
) -> u8 {
    let captain = data.captain(state.seats[seat].captain);
    let dice = match skill {
        Skill::Scouting => super::modifiers::scouting_dice(
            state,
            data,
            Side::Captain(seat),
            target,
            captain.scouting,
        ),
        _ => captain.skill(skill),
    };
    let effect = captain.ability.effect;
    // One roll of `n` dice, logged.
    let roll = |state: &mut GameState, events: &mut Vec<GameEvent>, n: u8| {
        let r = Roll::new(&mut state.rng, &data.dice, n);
        events.push(GameEvent::DiceRolled {
            by: Side::Captain(seat),
            skill,
            successes: r.successes(),
            faces: r.faces.clone(),
        });
        r.successes()
    };
    let mut successes = roll(state, events, dice);
    // Harbour Pilot: once per turn, one die of a failed SEAMANSHIP roll is rolled again (one
    // that missed: our reading for a roll that counts its successes).
    if successes < need
        && skill == Skill::Seamanship
        && effect == AbilityEffect::RerollSeamanshipDie
        && !state.turn.seamanship_reroll_used
        && dice > successes
    {
        state.turn.seamanship_reroll_used = true;
        successes += roll(state, events, 1);
    }
    if successes < need
        && skill == Skill::Influence
        && effect == AbilityEffect::RerollFailedInfluence
        && !state.turn.influence_reroll_used
    {
        state.turn.influence_reroll_used = true;
        successes = roll(state, events, dice);
    }
    successes
}

/// Draw the top cargo card, shuffling the discards into a new deck when it has run out.
pub fn draw_cargo(state: &mut GameState, events: &mut Vec<GameEvent>) -> Option<CargoCardId> {
    if state.decks.cargo.is_empty() && !state.decks.cargo_discard.is_empty() {
        let mut pile = std::mem::take(&mut state.decks.cargo_discard);
        state.rng.shuffle(&mut pile);
        state.decks.cargo = pile;
        events.push(GameEvent::CargoReshuffled);
    }
    state.decks.cargo.pop()
}

/// Draw a cargo card free into the seat's hold (a reward, a glory card, a reef's salvage).
/// MODULE 7: a card showing the contraband option goes on either space, as its owner says
/// (it waits on the contraband space meanwhile: `rules::hold`).
pub fn draw_into_hold(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    events: &mut Vec<GameEvent>,
) -> Option<CargoCardId> {
    let card = draw_cargo(state, events)?;
    let smuggled = state.config.seas.on(Switch::Contraband)
        && data.cargo_deck[card.0 as usize].contraband.is_some();
    if smuggled {
        super::hold::stow_later(state, seat, card);
    } else {
        state.seats[seat].cargo.push(card);
    }
    Some(card)
}

/// Crew comes aboard, up to `up_to` and the room the ship has for it.
pub fn add_crew(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    up_to: u8,
    events: &mut Vec<GameEvent>,
) {
    let Some(sh) = &mut state.seats[seat].ship else {
        return;
    };
    let max = ship::max_values(sh, data).crew;
    let count = up_to.min(max.saturating_sub(sh.hits.crew));
    if count > 0 {
        sh.hits.crew += count;
        events.push(GameEvent::CrewRecruited { seat, count });
    }
}
