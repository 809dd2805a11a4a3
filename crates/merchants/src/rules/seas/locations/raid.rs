//! MODULE 9, Location raid: only with no hit location destroyed, and no SCOUTING roll. The
//! location's defense is drawn in cargo cards; the raider bombards it one cannon die at a
//! time, each success discarding a card it picks, and may stop before any die. Each hit icon
//! left fires on the raider (twice when the escape icons match or beat its manoeuvrability;
//! none at a missionary). A sunk raider dies; any other location destroyed ends the raid.
//! Then retreat, or assault: LEADERSHIP as one round of crew combat, a crew lost per escape
//! icon less a success each; no crew left, the captain is dead. The assault carried, the
//! plunder's gold and the cards there is room for are the raider's, and the token leaves the
//! game; 12+ gold is a glory point. Bounties where marked: one on attacking, one on success.

use crate::content::*;
use crate::rules::battle::damage::land_hits;
use crate::rules::battle::raid::{loot_options, make_room, stow_loot};
use crate::rules::battle::shared::{add_bounty, count_roll, has_destroyed_location};
use crate::rules::dice::Roll;
use crate::rules::glory::{self, GloryReason};
use crate::rules::protocol::{
    Choice, GameEvent, LocationChoice, LocationEvent, LocationOutcome, LocationStepKind,
};
use crate::rules::purse::{draw_cargo, gain_gold};
use crate::rules::state::*;
use crate::rules::{death, modifiers, ship};

pub fn step_kind(raid: &LocationRaid) -> LocationStepKind {
    match raid.step {
        LocationRaidStep::Bombard { .. } => LocationStepKind::Bombard,
        LocationRaidStep::Ashore { .. } => LocationStepKind::Ashore,
        LocationRaidStep::Assault { .. } => LocationStepKind::Assault,
        LocationRaidStep::Loot { .. } => LocationStepKind::Loot,
    }
}

/// Whether the seat may raid the location: one that can be raided, a ship with no hit
/// location destroyed, and (ours) cards left to draw for its defense.
pub fn may_raid(state: &GameState, data: &GameData, seat: Seat, id: LocationId) -> bool {
    let def = data.tokens.locations.kind_of(id);
    def.defense.is_some()
        && state.seats[seat]
            .ship
            .as_ref()
            .is_some_and(|s| !has_destroyed_location(s))
        && !(state.decks.cargo.is_empty() && state.decks.cargo_discard.is_empty())
}

/// The raid begins: the bounty for attacking, the defense drawn face up.
pub fn begin(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    id: LocationId,
    events: &mut Vec<GameEvent>,
) {
    let def = data.tokens.locations.kind_of(id).clone();
    events.push(GameEvent::Location(LocationEvent::RaidBegun { seat, id }));
    if def.bounties
        && let Some(nation) = super::tokens::nation_of(state, data, id)
    {
        add_bounty(state, data, seat, nation, events);
    }
    let mut cards = Vec::new();
    for _ in 0..def.defense.unwrap_or(0) {
        if let Some(card) = draw_cargo(state, events) {
            events.push(GameEvent::RaidCardDrawn { seat, card });
            cards.push(card);
        }
    }
    let dice_left = state.seats[seat]
        .ship
        .as_ref()
        .map_or(0, |s| s.hits.cannons);
    state.location_raid = Some(LocationRaid {
        seat,
        id,
        step: LocationRaidStep::Bombard {
            cards,
            dice_left,
            hit: false,
        },
    });
}

pub fn options(state: &GameState, data: &GameData, out: &mut Vec<Choice>) {
    let Some(raid) = &state.location_raid else {
        return;
    };
    match &raid.step {
        LocationRaidStep::Bombard {
            cards,
            dice_left,
            hit,
        } => {
            if *hit {
                out.extend(cards.iter().map(|c| Choice::RaidDiscard(*c)));
                return;
            }
            if *dice_left > 0 && !cards.is_empty() {
                out.push(Choice::Location(LocationChoice::Bombard));
            }
            out.push(Choice::Done);
        }
        LocationRaidStep::Ashore { .. } => out.extend([
            Choice::Location(LocationChoice::Assault),
            Choice::Location(LocationChoice::Retreat),
        ]),
        LocationRaidStep::Assault { .. } => {
            out.extend(
                super::assault_cards::playable(state, data, raid.seat)
                    .into_iter()
                    .map(|c| Choice::Location(LocationChoice::PlayCard(c))),
            );
            out.push(Choice::Location(LocationChoice::Assault));
        }
        LocationRaidStep::Loot { cards } => loot_options(state, data, raid.seat, cards, out),
    }
}

pub fn apply(state: &mut GameState, data: &GameData, choice: Choice, events: &mut Vec<GameEvent>) {
    let Some(raid) = &state.location_raid else {
        return;
    };
    let seat = raid.seat;
    match (Some(step_kind(raid)), choice) {
        (Some(LocationStepKind::Bombard), Choice::Location(LocationChoice::Bombard)) => {
            let roll = Roll::new(&mut state.rng, &data.dice, 1);
            let success = roll.successes() > 0;
            if let Some(LocationRaidStep::Bombard {
                cards,
                dice_left,
                hit,
            }) = step_mut(state)
            {
                *dice_left = dice_left.saturating_sub(1);
                *hit = success && !cards.is_empty();
            }
            events.push(GameEvent::Location(LocationEvent::Bombarded {
                seat,
                face: roll.faces[0],
                hit: success,
            }));
        }
        (Some(LocationStepKind::Bombard), Choice::RaidDiscard(card)) => {
            if let Some(LocationRaidStep::Bombard { cards, hit, .. }) = step_mut(state) {
                cards.retain(|c| *c != card);
                *hit = false;
            }
            state.decks.cargo_discard.push(card);
            events.push(GameEvent::RaidCardDiscarded { seat, card });
        }
        (Some(LocationStepKind::Bombard), Choice::Done) => fire(state, data, events),
        (Some(LocationStepKind::Ashore), Choice::Location(LocationChoice::Retreat)) => {
            end(state, LocationOutcome::Retreated, events);
            finish(state);
        }
        (Some(LocationStepKind::Ashore), Choice::Location(LocationChoice::Assault)) => {
            // The assault begins: a raider that may hold a crew-combat card is asked first.
            if super::assault_cards::asked(state, data, seat) {
                let cards = raid.cards().to_vec();
                if let Some(step) = step_mut(state) {
                    *step = LocationRaidStep::Assault {
                        cards,
                        leadership: 0,
                    };
                }
            } else {
                assault(state, data, 0, events)
            }
        }
        (Some(LocationStepKind::Assault), Choice::Location(LocationChoice::PlayCard(card))) => {
            let more = super::assault_cards::play(state, data, seat, card, events);
            if let Some(LocationRaidStep::Assault { leadership, .. }) = step_mut(state) {
                *leadership += more;
            }
        }
        (Some(LocationStepKind::Assault), Choice::Location(LocationChoice::Assault)) => {
            let leadership = match step_mut(state) {
                Some(LocationRaidStep::Assault { leadership, .. }) => *leadership,
                _ => 0,
            };
            assault(state, data, leadership, events)
        }
        (Some(LocationStepKind::Loot), Choice::TakeCargo(card) | Choice::TakeContraband(card)) => {
            let mut left = 0;
            if let Some(LocationRaidStep::Loot { cards }) = step_mut(state) {
                cards.retain(|c| *c != card);
                left = cards.len();
            }
            stow_loot(state, seat, choice, card, events);
            if left == 0 {
                finish(state);
            }
        }
        (Some(LocationStepKind::Loot), Choice::DiscardCargo(card)) => {
            make_room(state, seat, card, events)
        }
        (Some(LocationStepKind::Loot), Choice::Done) => finish(state),
        _ => {}
    }
}

fn step_mut(state: &mut GameState) -> Option<&mut LocationRaidStep> {
    state.location_raid.as_mut().map(|r| &mut r.step)
}

/// The location fires: each hit icon left on its cards (none at a missionary) lands where
/// it says, twice over when the escape icons match or beat the raider's manoeuvrability.
fn fire(state: &mut GameState, data: &GameData, events: &mut Vec<GameEvent>) {
    let Some(raid) = state.location_raid.clone() else {
        return;
    };
    let seat = raid.seat;
    let cards = raid.cards();
    let def = data.tokens.locations.kind_of(raid.id);
    let escapes = data.escapes(cards);
    let mnv = state.seats[seat]
        .ship
        .as_ref()
        .map_or(0, |s| ship::maneuverability(s, data));
    let icons: Vec<HitLocation> = if def.ignores_hits {
        Vec::new()
    } else {
        cards
            .iter()
            .flat_map(|c| data.cargo_deck[c.0 as usize].hits.iter().copied())
            .collect()
    };
    let doubled = escapes >= mnv as u32;
    if doubled && !icons.is_empty() {
        events.push(GameEvent::Location(LocationEvent::FireDoubled { seat }));
    }
    let hits: Vec<HitLocation> = icons
        .iter()
        .flat_map(|h| std::iter::repeat_n(*h, if doubled { 2 } else { 1 }))
        .collect();
    let landed = land_hits(state, data, Side::Captain(seat), &hits, true, None, events);
    if landed.sunk {
        end(state, LocationOutcome::Sunk, events);
        state.location_raid = None;
        death::sink(state, data, seat, events);
        return;
    }
    if !landed.destroyed.is_empty() {
        end(state, LocationOutcome::Failed, events);
        return finish(state);
    }
    if let Some(r) = &mut state.location_raid {
        r.step = LocationRaidStep::Ashore {
            cards: cards.to_vec(),
        };
    }
}

/// The ground assault: LEADERSHIP, as one first round of crew combat (a Happy or Angry
/// crew, the captain's and a master-at-arms' dice count, and `leadership` more from glory
/// cards); a crew lost per escape icon less a success each.
fn assault(state: &mut GameState, data: &GameData, leadership: u8, events: &mut Vec<GameEvent>) {
    let Some(raid) = state.location_raid.clone() else {
        return;
    };
    let (seat, id) = (raid.seat, raid.id);
    let cards = raid.cards().to_vec();
    let cards_played = Boost {
        leadership,
        ..Boost::default()
    };
    let none = Boost::default();
    let dice = modifiers::crew_dice(
        state,
        data,
        Side::Captain(seat),
        1,
        [&cards_played, &none],
        false,
    );
    let roll = count_roll(
        state,
        data,
        Side::Captain(seat),
        Skill::Leadership,
        dice,
        events,
    );
    let escapes = data.escapes(&cards);
    let mut lost = escapes.saturating_sub(roll.successes() as u32) as usize;
    // A captain whose crew never loses more than so many a round of crew combat.
    if let AbilityEffect::CrewLossCap(cap) = crate::rules::purse::captain_ability(state, data, seat)
    {
        lost = lost.min(cap as usize);
    }
    land_hits(
        state,
        data,
        Side::Captain(seat),
        &vec![HitLocation::Crew; lost],
        false,
        Some(HitLocation::Crew),
        events,
    );
    let crew = state.seats[seat].ship.as_ref().map_or(0, |s| s.hits.crew);
    if crew == 0 {
        end(state, LocationOutcome::Killed, events);
        state.location_raid = None;
        death::die(state, data, seat, events);
        return;
    }
    let gold: u32 = cards
        .iter()
        .map(|c| data.cargo_deck[c.0 as usize].plunder as u32)
        .sum();
    end(state, LocationOutcome::Plundered { gold }, events);
    gain_gold(state, seat, gold, events);
    let def = data.tokens.locations.kind_of(id).clone();
    if def.bounties
        && let Some(nation) = super::tokens::nation_of(state, data, id)
    {
        add_bounty(state, data, seat, nation, events);
    }
    if gold >= data.tokens.battle.raid_glory_gold {
        glory::gain(state, seat, GloryReason::RaidPlunder, events);
    }
    state.locations.retain(|t| t.id != id);
    events.push(GameEvent::Location(LocationEvent::Destroyed { id }));
    // A prison's bonus: its visit's specialist, free (MODULE 11: never for a Restless crew,
    // which "cannot employ new specialists").
    if def.kind == LocationKind::Prison && !crate::rules::loyalty::restless(state, seat) {
        super::visit::free_prisoner(state, data, seat, true, events);
    }
    if let Some(r) = &mut state.location_raid {
        r.step = LocationRaidStep::Loot { cards };
    }
}

/// Announce the raid's end; the cards still in it go to the discards (all but the loot).
fn end(state: &mut GameState, outcome: LocationOutcome, events: &mut Vec<GameEvent>) {
    let Some(raid) = &state.location_raid else {
        return;
    };
    let (seat, id) = (raid.seat, raid.id);
    events.push(GameEvent::Location(LocationEvent::RaidEnded {
        seat,
        id,
        outcome,
    }));
    if !matches!(outcome, LocationOutcome::Plundered { .. }) {
        let cards = raid.cards().to_vec();
        state.decks.cargo_discard.extend(cards);
        if let Some(r) = &mut state.location_raid {
            r.step = LocationRaidStep::Loot { cards: Vec::new() };
        }
    }
}

/// The raid is over: the cards left go to the discards, and the action is spent.
fn finish(state: &mut GameState) {
    if let Some(raid) = state.location_raid.take() {
        state.decks.cargo_discard.extend(raid.cards());
    }
    state.then(&[Beat::ActionDone]);
}
