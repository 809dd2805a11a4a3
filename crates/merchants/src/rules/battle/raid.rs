//! MERCHANT RAIDS: pick the merchant's nation, take the bounty, turn up three cargo cards, roll
//! SEAMANSHIP and spend each success on drawing, discarding or exchanging a card (special
//! weapons turn failed dice into successes). Then the cards fire their hits, their escapes try
//! to outrun the raider, and what is left is plunder: its gold, and the cards there is room for.
//!
//! The ports' raid clauses apply to raids in their own sea zone: Havana's fourth card, San
//! Juan's extra plunder (Cartagena's find without a roll is in [`super::scout`]).
//! Our reading: after a successful raid a captain may throw own cargo overboard to make room.

use super::super::deeds::{Deed, record_deed};
use super::super::favors;
use super::super::glory::{self, GloryReason};
use super::super::protocol::{Choice, FavorUse, GameEvent, RaidOutcome, RaidStepKind};
use super::super::purse::{draw_cargo, gain_gold};
use super::super::state::*;
use super::super::{death, ship};
use super::damage;
use super::shared::{add_bounty, count_roll, has_destroyed_location};
use crate::content::*;

pub fn step_kind(raid: &Raid) -> RaidStepKind {
    match raid.step {
        RaidStep::Found { .. } => RaidStepKind::Found,
        RaidStep::Working { .. } => RaidStepKind::Working,
        RaidStep::Loot { .. } => RaidStepKind::Loot,
    }
}

/// The nations a found merchant may be raided as: the token's, or the zone port's.
pub fn nations(data: &GameData, raid: &Raid, spanish_only: bool) -> Vec<Nation> {
    if spanish_only {
        return vec![Nation::Spanish];
    }
    let mut list = vec![raid.token];
    if let Some(p) = data.zone(raid.zone).port {
        let n = data.port(p).nation;
        if n != raid.token {
            list.push(n);
        }
    }
    list
}

/// Whether a cargo card can still be turned up (the deck, or discards to reshuffle).
fn card_available(state: &GameState) -> bool {
    !state.decks.cargo.is_empty() || !state.decks.cargo_discard.is_empty()
}

pub fn options(state: &GameState, data: &GameData, out: &mut Vec<Choice>) {
    let Some(raid) = &state.raid else { return };
    let seat = raid.seat;
    match &raid.step {
        RaidStep::Found { spanish_only } => {
            let whole = state.seats[seat]
                .ship
                .as_ref()
                .is_some_and(|s| !has_destroyed_location(s));
            if whole {
                out.extend(
                    nations(data, raid, *spanish_only)
                        .into_iter()
                        .map(Choice::RaidAs),
                );
            }
            out.push(Choice::LetSail);
        }
        RaidStep::Working {
            cards,
            successes,
            failed,
            drawn,
            ..
        } => {
            // MODULE 10: a favor redraws the last draw (each draw of a raid counts alone).
            if !drawn.is_empty() && card_available(state) && favors::can_spend(state, seat) {
                out.push(Choice::RedrawForFavor);
            }
            if *successes > 0 {
                if card_available(state) {
                    out.push(Choice::RaidDraw);
                }
                out.extend(cards.iter().map(|c| Choice::RaidDiscard(*c)));
                if card_available(state) {
                    out.extend(cards.iter().map(|c| Choice::RaidExchange(*c)));
                }
            }
            if *failed > 0 {
                out.extend(
                    state.seats[seat]
                        .weapons
                        .iter()
                        .map(|w| Choice::SpendWeapon(*w)),
                );
            }
            out.push(Choice::Done);
        }
        RaidStep::Loot { cards } => loot_options(state, data, seat, cards, out),
    }
}

/// The loot's options (a location raid's too, MODULE 9): a card aboard while the hold has
/// room (on either space, MODULE 7), else a card of the hold thrown out to make room; done.
pub fn loot_options(
    state: &GameState,
    data: &GameData,
    seat: Seat,
    cards: &[CargoCardId],
    out: &mut Vec<Choice>,
) {
    let s = &state.seats[seat];
    if s.held() < ship::cargo_capacity(s, data) {
        out.extend(cards.iter().map(|c| Choice::TakeCargo(*c)));
        crate::rules::port::contraband::take_options(state, data, cards, out);
    } else if !cards.is_empty() {
        out.extend(s.hold().map(|c| Choice::DiscardCargo(*c)));
    }
    out.push(Choice::Done);
}

/// A loot card goes aboard, as contraband if `choice` says so.
pub fn stow_loot(
    state: &mut GameState,
    seat: Seat,
    choice: Choice,
    card: CargoCardId,
    events: &mut Vec<GameEvent>,
) {
    let smuggled = matches!(choice, Choice::TakeContraband(_));
    crate::rules::port::contraband::stow_taken(state, seat, card, smuggled);
    events.push(GameEvent::CargoTaken { seat, card });
}

/// A card of the hold thrown out to make room for the loot.
pub fn make_room(
    state: &mut GameState,
    seat: Seat,
    card: CargoCardId,
    events: &mut Vec<GameEvent>,
) {
    state.seats[seat].drop_card(card);
    state.decks.cargo_discard.push(card);
    events.push(GameEvent::CargoDiscarded {
        seat,
        cards: vec![card],
    });
}

pub fn apply(state: &mut GameState, data: &GameData, choice: Choice, events: &mut Vec<GameEvent>) {
    let Some(raid) = &state.raid else { return };
    let seat = raid.seat;
    let kind = step_kind(raid);
    match (choice, kind) {
        (Choice::LetSail, RaidStepKind::Found) => {
            events.push(GameEvent::MerchantSailed { seat });
            finish(state);
        }
        (Choice::RaidAs(nation), RaidStepKind::Found) => begin(state, data, nation, events),
        (Choice::RaidDraw, RaidStepKind::Working) => {
            spend_success(state, 1);
            if let Some(c) = draw_cargo(state, events) {
                turn_up(state, seat, vec![c], events);
                set_drawn(state, vec![c]);
            }
        }
        (Choice::RaidDiscard(card) | Choice::RaidExchange(card), RaidStepKind::Working) => {
            spend_success(state, 1);
            throw_out(state, seat, card, events);
            set_drawn(state, Vec::new());
            if matches!(choice, Choice::RaidExchange(_))
                && let Some(c) = draw_cargo(state, events)
            {
                turn_up(state, seat, vec![c], events);
                set_drawn(state, vec![c]);
            }
        }
        (Choice::RedrawForFavor, RaidStepKind::Working) => redraw(state, seat, events),
        (Choice::SpendWeapon(weapon), RaidStepKind::Working) => {
            spend_success(state, -1);
            state.seats[seat].weapons.retain(|w| *w != weapon);
            super::super::upgrades::weapon_gone(state, seat, weapon, None);
            events.push(GameEvent::WeaponSpent { seat, weapon });
        }
        (Choice::Done, RaidStepKind::Working) => resolve(state, data, events),
        (Choice::TakeCargo(card) | Choice::TakeContraband(card), RaidStepKind::Loot) => {
            let mut left = 0;
            if let Some(Raid {
                step: RaidStep::Loot { cards },
                ..
            }) = &mut state.raid
            {
                cards.retain(|c| *c != card);
                left = cards.len();
            }
            stow_loot(state, seat, choice, card, events);
            if left == 0 {
                finish(state);
            }
        }
        (Choice::DiscardCargo(card), RaidStepKind::Loot) => make_room(state, seat, card, events),
        (Choice::Done, RaidStepKind::Loot) => finish(state),
        _ => {}
    }
}

/// Use up a success (`n` = 1), or turn a failed die into one with a weapon (`n` = -1).
fn spend_success(state: &mut GameState, n: i8) {
    if let Some(Raid {
        step: RaidStep::Working {
            successes, failed, ..
        },
        ..
    }) = &mut state.raid
    {
        if n > 0 {
            *successes -= 1;
        } else {
            *failed -= 1;
            *successes += 1;
        }
    }
}

/// Take a card out of the raid's row onto the discards.
fn throw_out(state: &mut GameState, seat: Seat, card: CargoCardId, events: &mut Vec<GameEvent>) {
    if let Some(Raid {
        step: RaidStep::Working { cards, .. },
        ..
    }) = &mut state.raid
    {
        cards.retain(|c| *c != card);
    }
    state.decks.cargo_discard.push(card);
    events.push(GameEvent::RaidCardDiscarded { seat, card });
}

/// MODULE 10: the cards of the last draw (a favor may redraw them).
fn set_drawn(state: &mut GameState, cards: Vec<CargoCardId>) {
    if let Some(Raid {
        step: RaidStep::Working { drawn, .. },
        ..
    }) = &mut state.raid
    {
        *drawn = cards;
    }
}

/// MODULE 10: a favor: the last draw's cards go to the discards, and as many are drawn anew
/// (that draw is not redrawn again).
fn redraw(state: &mut GameState, seat: Seat, events: &mut Vec<GameEvent>) {
    let Some(Raid {
        step: RaidStep::Working { drawn, .. },
        ..
    }) = &mut state.raid
    else {
        return;
    };
    let old = std::mem::take(drawn);
    favors::spend(state, seat, 1, FavorUse::Redraw, events);
    for card in &old {
        throw_out(state, seat, *card, events);
    }
    let fresh: Vec<CargoCardId> = old
        .iter()
        .filter_map(|_| draw_cargo(state, events))
        .collect();
    turn_up(state, seat, fresh, events);
}

/// Add cards to the raid's face-up row.
fn turn_up(
    state: &mut GameState,
    seat: Seat,
    drawn: Vec<CargoCardId>,
    events: &mut Vec<GameEvent>,
) {
    for card in drawn {
        events.push(GameEvent::RaidCardDrawn { seat, card });
        if let Some(Raid {
            step: RaidStep::Working { cards, .. },
            ..
        }) = &mut state.raid
        {
            cards.push(card);
        }
    }
}

/// Whether the raid's zone port has this clause.
fn zone_clause<T>(
    data: &GameData,
    zone: ZoneId,
    f: impl Fn(&PortAbility) -> Option<T>,
) -> Option<T> {
    let p = data.zone(zone).port?;
    data.port(p).abilities.iter().find_map(f)
}

/// Raid as `nation`: the bounty, the cards, the SEAMANSHIP roll.
fn begin(state: &mut GameState, data: &GameData, nation: Nation, events: &mut Vec<GameEvent>) {
    let Some(raid) = &state.raid else { return };
    let (seat, zone) = (raid.seat, raid.zone);
    events.push(GameEvent::RaidBegun { seat, nation });
    // Starting combat with a non-pirate ship, merchant raids included.
    add_bounty(state, data, seat, nation, events);
    state.raid.as_mut().expect("checked above").step = RaidStep::Working {
        nation,
        cards: Vec::new(),
        successes: 0,
        failed: 0,
        drawn: Vec::new(),
    };
    let mut drawn = Vec::new();
    for _ in 0..data.tokens.battle.raid_cards {
        if let Some(c) = draw_cargo(state, events) {
            drawn.push(c);
        }
    }
    turn_up(state, seat, drawn, events);
    // Havana: a Spanish merchant shows a fourth card, which stays only if it fires a hit.
    if zone_clause(data, zone, |a| {
        (*a == PortAbility::RaidExtraCard(nation)).then_some(())
    })
    .is_some()
        && let Some(c) = draw_cargo(state, events)
    {
        turn_up(state, seat, vec![c], events);
        if data.cargo_deck[c.0 as usize].hits.is_empty() {
            throw_out(state, seat, c, events);
        }
    }
    // The cards turned up together (Havana's too) are one draw.
    if let Some(Raid {
        step: RaidStep::Working { cards, .. },
        ..
    }) = &state.raid
    {
        let all = cards.clone();
        set_drawn(state, all);
    }
    let dice = data.captain(state.seats[seat].captain).seamanship;
    let roll = count_roll(
        state,
        data,
        Side::Captain(seat),
        Skill::Seamanship,
        dice,
        events,
    );
    if let Some(Raid {
        step: RaidStep::Working {
            successes, failed, ..
        },
        ..
    }) = &mut state.raid
    {
        *successes = roll.successes();
        *failed = dice - roll.successes();
    }
}

/// The cards fire, the merchant tries to escape, and the raider plunders what is left.
fn resolve(state: &mut GameState, data: &GameData, events: &mut Vec<GameEvent>) {
    let Some(Raid {
        seat,
        zone,
        step: RaidStep::Working { nation, cards, .. },
        ..
    }) = state.raid.clone()
    else {
        return;
    };
    let hits: Vec<HitLocation> = cards
        .iter()
        .flat_map(|c| data.cargo_deck[c.0 as usize].hits.iter().copied())
        .collect();
    let escapes = data.escapes(&cards);
    let landed = damage::land_hits(state, data, Side::Captain(seat), &hits, true, None, events);
    let end = |state: &mut GameState, events: &mut Vec<GameEvent>, outcome| {
        events.push(GameEvent::RaidEnded { seat, outcome });
        state.decks.cargo_discard.extend(&cards);
    };
    if landed.sunk {
        end(state, events, RaidOutcome::Sunk);
        state.raid = None;
        death::sink(state, data, seat, events);
        return;
    }
    if !landed.destroyed.is_empty() {
        end(state, events, RaidOutcome::Failed);
        return finish(state);
    }
    let mnv = state.seats[seat]
        .ship
        .as_ref()
        .map_or(0, |s| ship::maneuverability(s, data));
    if escapes >= mnv as u32 {
        end(state, events, RaidOutcome::Escaped);
        return finish(state);
    }
    let bonus = zone_clause(data, zone, |a| match a {
        PortAbility::RaidPlunderBonus { nation: n, bonus } if *n == nation => Some(*bonus),
        _ => None,
    })
    .unwrap_or(0)
        + match super::super::purse::captain_ability(state, data, seat) {
            AbilityEffect::RaidPlunderBonus(extra) => extra,
            _ => 0,
        };
    let gold = cards
        .iter()
        .map(|c| data.cargo_deck[c.0 as usize].plunder as u32)
        .sum::<u32>()
        + bonus;
    events.push(GameEvent::RaidEnded {
        seat,
        outcome: RaidOutcome::Plundered { gold },
    });
    gain_gold(state, seat, gold, events);
    record_deed(state, data, seat, Deed::Raided(nation), events);
    if gold >= data.tokens.battle.raid_glory_gold {
        glory::gain(state, seat, GloryReason::RaidPlunder, events);
    }
    if let Some(raid) = &mut state.raid {
        raid.step = RaidStep::Loot { cards };
    }
}

/// The encounter is over: cards left go to the discards, and the scout action is spent.
fn finish(state: &mut GameState) {
    if let Some(Raid {
        step: RaidStep::Loot { cards },
        ..
    }) = &state.raid
    {
        let left = cards.clone();
        state.decks.cargo_discard.extend(left);
    }
    state.raid = None;
    state.then(&[Beat::ActionDone]);
}
