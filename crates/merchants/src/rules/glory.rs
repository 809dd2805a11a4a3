//! GLORY POINTS and GLORY CARDS: every point on the track is gained through [`gain`], which
//! draws a glory card; the stash counts secretly toward the total, up to its cap, but never on
//! the track and draws nothing. A hand holds 4 cards (a fifth waits on a discard). Cards are
//! played in one's own turn outside combat; specialists are hired and then lie face up.
//! Combat cards are announced in battles (see `battle::cards`).

use super::loyalty;
use super::protocol::{Choice, GameEvent};
use super::state::*;
use super::{purse, ship};
use crate::content::*;

/// The most glory cards a captain may keep.
pub const HAND: usize = 4;

pub use super::state::GloryReason;

/// Move the seat's cube one up the glory track, and draw a glory card.
pub fn gain(state: &mut GameState, seat: Seat, reason: GloryReason, events: &mut Vec<GameEvent>) {
    let s = &mut state.seats[seat];
    // The track has an end far past any game's (a save cannot push a count past it).
    if s.glory < limits::GLORY_MAX {
        s.glory += 1;
        s.glory_from[reason.index()] += 1;
    }
    events.push(GameEvent::GloryGained { seat, reason });
    // MODULE 11: a glory point lifts the crew a step.
    loyalty::up(state, seat, super::protocol::LoyaltyCause::Glory, events);
    draw(state, seat, events);
}

/// Draw a glory card into the seat's hand (the discards are reshuffled when the deck is out).
pub fn draw(state: &mut GameState, seat: Seat, events: &mut Vec<GameEvent>) {
    if state.decks.glory.is_empty() && !state.decks.glory_discard.is_empty() {
        let mut pile = std::mem::take(&mut state.decks.glory_discard);
        state.rng.shuffle(&mut pile);
        state.decks.glory = pile;
        events.push(GameEvent::GloryReshuffled);
    }
    if let Some(card) = state.decks.glory.pop() {
        state.seats[seat].glory_cards.push(card);
        events.push(GameEvent::GloryCardDrawn { seat });
        // MODULE 10: a favor may redraw it.
        let at = state.seats[seat].glory_cards.len() - 1;
        super::favors::offer_glory_redraw(state, seat, at);
    }
}

/// The seat holding more glory cards than it may keep, if any: it discards before anything.
pub fn over_hand(state: &GameState) -> Option<Seat> {
    state.seats.iter().position(|s| s.glory_cards.len() > HAND)
}

pub fn discard(state: &mut GameState, seat: Seat, card: GloryCardId, events: &mut Vec<GameEvent>) {
    state.seats[seat].glory_cards.retain(|c| *c != card);
    state.decks.glory_discard.push(card);
    events.push(GameEvent::GloryCardDiscarded { seat, card });
}

/// Glory points the seat's stash is worth (secret to the others).
pub fn stash_points(seat: &SeatState, data: &GameData) -> u32 {
    points_for_stash(seat.stash, data)
}

/// Glory points this much stashed gold is worth: 1 per 10, at most 5 (VARIANT 3: 10 for the
/// first, 5 more for each next: 10, 25, 45, 70 and 100 stashed).
pub fn points_for_stash(gold: i32, data: &GameData) -> u32 {
    let gold = gold.max(0) as u32;
    (1..=data.tokens.prices.stash_glory_max)
        .take_while(|n| stash_for_points(*n, data) <= gold)
        .count() as u32
}

/// The gold the `point`-th stash point costs (from 1): 10; VARIANT 3, Give Me Glory or Give
/// Me Death: "the cost of glory points from your stash goes up for each point by 5 gold".
pub fn stash_point_cost(point: u32, data: &GameData) -> u32 {
    // The view of the data for the game's switches holds the step (0 without the variant).
    data.tokens.prices.stash_per_glory + data.stash_step * point.saturating_sub(1)
}

/// The gold a stash must hold to be worth `points` glory points.
pub fn stash_for_points(points: u32, data: &GameData) -> u32 {
    (1..=points).map(|n| stash_point_cost(n, data)).sum()
}

/// The stash that earns the next point, with the gold in it now; none at the cap.
pub fn next_stash_point(gold: i32, data: &GameData) -> Option<u32> {
    let have = points_for_stash(gold, data);
    (have < data.tokens.prices.stash_glory_max).then(|| stash_for_points(have + 1, data))
}

/// Track points plus stash points: what counts toward winning.
pub fn total(seat: &SeatState, data: &GameData) -> u32 {
    seat.glory + stash_points(seat, data)
}

/// Gold the seat can spend where it is: in port the port's purse (the chest too at home).
fn purse(state: &GameState, data: &GameData, seat: Seat) -> i32 {
    match state.seats[seat].ship.as_ref().map(|s| s.location) {
        Some(Location::Port(p)) => purse::funds(state, data, seat, p),
        _ => state.seats[seat].gold,
    }
}

/// Whether the seat's cargo hold has room for one more card where the ship is.
fn hold_room(state: &GameState, data: &GameData, seat: Seat) -> bool {
    let s = &state.seats[seat];
    let cap = match s.ship.as_ref().map(|sh| sh.location) {
        Some(Location::Port(_)) => data.tokens.prices.port_cargo_limit as usize,
        Some(Location::Zone(_)) => ship::cargo_capacity(s, data),
        None => 0,
    };
    s.held() < cap
}

/// The glory cards the seat may play now (its own turn, outside combat), each with what it
/// needs: gold for a specialist not yet employed, something to mend, room, a bounty.
pub fn play_options(state: &GameState, data: &GameData, seat: Seat, out: &mut Vec<Choice>) {
    let s = &state.seats[seat];
    let Some(sh) = &s.ship else { return };
    let max = ship::max_values(sh, data);
    // MODULE 11: a card whose Unhappy roll failed waits for the next turn.
    for &card in s.glory_cards.iter().filter(|c| !s.glory_barred.contains(c)) {
        let play = |nation| Choice::PlayGlory { card, nation };
        let open = match data.glory_card(card).effect {
            // MODULE 11: a Restless crew takes on no specialist; a Pleased one, one a turn free.
            GloryEffect::Specialist { kind, cost } => {
                !s.employs(data, kind)
                    && !loyalty::restless(state, seat)
                    && (loyalty::free_specialist(state, seat)
                        || purse(state, data, seat) >= cost as i32)
            }
            GloryEffect::Gold(_) => true,
            GloryEffect::ExtraAction => matches!(state.phase, Phase::Actions { .. }),
            GloryEffect::Repair(_) => !ship::damaged_locations(sh, data).is_empty(),
            // MODULE 11: a Restless crew takes no crew for free, by any door.
            GloryEffect::Crew(_) => sh.hits.crew < max.crew && !loyalty::restless(state, seat),
            GloryEffect::Cargo(_) => hold_room(state, data, seat),
            // Combat cards wait for their moment in a battle (see battle::cards).
            GloryEffect::Combat(_) => false,
            // Played by itself when the captain leaves (see favors::at_death).
            GloryEffect::KeepFavors => false,
            GloryEffect::Pardon => {
                for n in Nation::ALL {
                    if s.bounties[n.index()] > 0 {
                        out.push(play(Some(n)));
                    }
                }
                false
            }
        };
        if open {
            out.push(play(None));
        }
    }
}

/// Play a glory card (MODULE 11: an Unhappy crew's LEADERSHIP first; a failure may wait on
/// a favor, MODULE 10).
pub fn play(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    card: GloryCardId,
    nation: Option<Nation>,
    events: &mut Vec<GameEvent>,
) {
    if loyalty::unhappy(state, seat) {
        let passed = purse::skill_roll(state, data, seat, Skill::Leadership, events);
        let site = RollSite::GloryCard { card, nation };
        if super::favors::wait(state, data, seat, Skill::Leadership, site, passed) {
            return;
        }
        return unhappy_settled(state, data, seat, card, nation, passed, events);
    }
    play_now(state, data, seat, card, nation, events);
}

/// MODULE 11: an Unhappy crew's roll before a combat card is played (in combat no favor
/// re-rolls it). Returns whether it may be played; a failure bars that card this turn.
pub fn unhappy_roll(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    card: GloryCardId,
    events: &mut Vec<GameEvent>,
) -> bool {
    if !loyalty::unhappy(state, seat) {
        return true;
    }
    let passed = purse::skill_roll(state, data, seat, Skill::Leadership, events);
    if !passed {
        bar(state, seat, card, events);
    }
    passed
}

/// MODULE 11, Unhappy: "If failed, they cannot play the card this turn": that card waits for
/// the next turn to begin (another card may still be tried, with a roll of its own).
fn bar(state: &mut GameState, seat: Seat, card: GloryCardId, events: &mut Vec<GameEvent>) {
    state.seats[seat].glory_barred.push(card);
    events.push(GameEvent::GloryCardsBarred { seat });
}

/// Whether the seat has a glory card in hand not barred this turn (the counts are public).
pub fn unbarred_in_hand(s: &SeatState) -> bool {
    s.glory_cards.iter().any(|c| !s.glory_barred.contains(c))
}

/// MODULE 11: the Unhappy crew's roll is settled: the card is played, or it waits for the
/// next turn.
pub fn unhappy_settled(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    card: GloryCardId,
    nation: Option<Nation>,
    passed: bool,
    events: &mut Vec<GameEvent>,
) {
    if passed {
        play_now(state, data, seat, card, nation, events);
    } else {
        bar(state, seat, card, events);
    }
}

/// The glory card is shown, does what it says, and goes to the discards (a specialist stays
/// face up on the player board instead).
fn play_now(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    card: GloryCardId,
    nation: Option<Nation>,
    events: &mut Vec<GameEvent>,
) {
    state.seats[seat].glory_cards.retain(|c| *c != card);
    events.push(GameEvent::GloryCardPlayed { seat, card });
    match data.glory_card(card).effect {
        GloryEffect::Specialist { cost, .. } => {
            // MODULE 11: a Pleased crew's specialist of the turn comes free.
            let free = loyalty::free_specialist(state, seat);
            let cost = if free { 0 } else { cost };
            state.turn.free_specialist_used |= free;
            match state.seats[seat].ship.as_ref().map(|s| s.location) {
                _ if free => {}
                // In port the usual purse pays (in the home port the chest too).
                Some(Location::Port(p)) => purse::pay(state, data, seat, p, cost, events),
                _ => {
                    state.seats[seat].gold -= cost as i32;
                    events.push(GameEvent::GoldPaid {
                        seat,
                        amount: cost as i32,
                    });
                }
            }
            state.seats[seat].specialists.push(card);
            events.push(GameEvent::SpecialistHired { seat, card });
            return;
        }
        GloryEffect::Gold(n) => purse::gain_gold(state, seat, n, events),
        GloryEffect::ExtraAction => {
            if let Phase::Actions { actions_left, .. } = &mut state.phase {
                *actions_left += 1;
            }
        }
        GloryEffect::Repair(n) => {
            for _ in 0..n {
                let Some(sh) = state.seats[seat].ship.as_mut() else {
                    break;
                };
                let Some(&loc) = ship::damaged_locations(sh, data).first() else {
                    break;
                };
                *sh.hits.get_mut(loc) += 1;
                events.push(GameEvent::Repaired {
                    seat,
                    location: loc,
                });
            }
        }
        GloryEffect::Crew(n) => purse::add_crew(state, data, seat, n, events),
        GloryEffect::Cargo(n) => {
            let mut count = 0;
            while count < n as usize && hold_room(state, data, seat) {
                if purse::draw_into_hold(state, data, seat, events).is_none() {
                    break;
                }
                count += 1;
            }
            if count > 0 {
                events.push(GameEvent::CargoGiven { seat, count });
            }
        }
        GloryEffect::Combat(_) => unreachable!("combat cards are resolved in battle::cards"),
        GloryEffect::KeepFavors => unreachable!("played by itself when the captain leaves"),
        GloryEffect::Pardon => {
            if let Some(n) = nation {
                let b = &mut state.seats[seat].bounties[n.index()];
                if *b > 0 {
                    *b -= 1;
                    events.push(GameEvent::Pardoned { seat, nation: n });
                }
            }
        }
    }
    state.decks.glory_discard.push(card);
}
