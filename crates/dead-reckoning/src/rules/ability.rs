//! CARD ABILITIES and DESCRIPTION OF ABILITIES (l.711–837): the abilities of the cards a seat
//! has played this turn, each usable once a turn; a red slash's effects are alternatives; "A
//! X B" gains A for each B on this Sailor card (its level and its Advancements).

use super::goods;
use super::ship;
use super::state::*;
use super::{Choice, Event};
use crate::content::{Ability, DrData, Effect, Face, Icon, Source, To};
use game_core::Seat;

/// A played card's faces by part: 0 its level's, 1–3 the Advancement in that slot.
pub fn parts<'a>(data: &'a DrData, id: SailorId, card: &Sailor) -> Vec<(u8, &'a Face)> {
    let (role, _) = sailor_role(data, id);
    let mut out = vec![(0, &role.levels[card.level as usize - 1])];
    for (slot, c) in card.sleeve.iter().enumerate() {
        if let Some(c) = c {
            out.push((slot as u8 + 1, &data.rows[c.0 as usize].face));
        }
    }
    out
}

/// The icons of this kind on the whole Sailor card.
pub fn icons_on(data: &DrData, id: SailorId, card: &Sailor, icon: Icon) -> u8 {
    faces(data, id, card)
        .iter()
        .map(|f| f.icons.iter().filter(|i| **i == icon).count() as u8)
        .sum()
}

/// The bit of `InPlay::used` that marks ability `ability` of part `part` used.
pub fn bit(part: u8, ability: u8) -> u32 {
    1 << (part as u32 * 8 + ability as u32)
}

/// Whether ability `ability` of part `part` of a played card is used this turn.
pub fn is_used(played: &InPlay, part: u8, ability: u8) -> bool {
    played.used & bit(part, ability) != 0
}

/// A gain's amounts, "X per icon" counted on this card.
fn amounts(data: &DrData, id: SailorId, card: &Sailor, effect: &Effect) -> (u8, u8) {
    match *effect {
        Effect::Gain {
            cargo, coins, per, ..
        } => {
            let k = per.map_or(1, |icon| icons_on(data, id, card, icon));
            (cargo * k, coins * k)
        }
        _ => (0, 0),
    }
}

/// The cubes an Influence effect places.
fn influence_amount(data: &DrData, id: SailorId, card: &Sailor, effect: &Effect) -> u8 {
    match *effect {
        Effect::Influence(n) => n,
        Effect::InfluencePer(icon) => icons_on(data, id, card, icon),
        _ => 0,
    }
}

/// Whether `choice` uses an Influence effect (more of a batch, ours P-9).
pub(super) fn is_influence(data: &DrData, state: &State, seat: Seat, choice: Choice) -> bool {
    let Choice::Use {
        card,
        part,
        ability,
        effect,
    } = choice
    else {
        return false;
    };
    let c = state.seats[seat].cards[card.0 as usize];
    parts(data, card, &c)
        .into_iter()
        .find(|(p, _)| *p == part)
        .and_then(|(_, f)| f.abilities.get(ability as usize))
        .and_then(|a| a.either.get(effect as usize))
        .is_some_and(|e| matches!(e, Effect::Influence(_) | Effect::InfluencePer(_)))
}

/// Whether `seat` may use this effect now (its costs payable, its place right). Effects of
/// the families not built yet are never offered.
pub(super) fn usable(
    data: &DrData,
    state: &State,
    seat: Seat,
    id: SailorId,
    ability: &Ability,
    effect: &Effect,
) -> bool {
    let s = &state.seats[seat];
    let card = &s.cards[id.0 as usize];
    match *effect {
        Effect::Gain { to, .. } => {
            let (cargo, coins) = amounts(data, id, card, effect);
            (cargo > 0 || coins > 0)
                && (to != To::Island
                    || ship::island_at(data, state, seat)
                        .is_some_and(|c| !ship::barred(state, c, seat)))
        }
        Effect::Convert {
            cargo, coins, from, ..
        } => goods::can_pay(state, seat, cargo, coins, from),
        Effect::Repair { cost, harbor, .. } => {
            s.ship.damage > 0
                && (!harbor || s.ship.at == Place::Harbor)
                && goods::can_pay(state, seat, cost, 0, Source::ShipOrDock)
        }
        Effect::Influence(_) | Effect::InfluencePer(_) => {
            influence_amount(data, id, card, effect) > 0
                && ship::island_at(data, state, seat).is_some_and(|c| {
                    super::islands::influence_open(data, state, seat, c, ability.overrides_forts)
                })
        }
        Effect::Build(_) => !super::build::buildable(data, state, seat).is_empty(),
        Effect::Upgrade { tier, cost } => {
            super::build::tile_left(data, state, tier)
                && goods::can_pay(state, seat, cost, 0, Source::ShipOrDock)
        }
        Effect::Produce { .. } => {
            !super::islands::producible(state, seat, 0, ability.overrides_forts).is_empty()
        }
        Effect::TopAdvancement(row) => super::cards::top_of(data, state, row).is_some(),
        Effect::LevelBottom => super::cards::bottom_levelable(state, seat).is_some(),
        Effect::CopyAbility => !copy_options(data, state, seat).is_empty(),
        // Gained Sails count only if taken before the Sails are set (ours, DR-R 13).
        Effect::Sails(_) => !state.turn.sails_set,
        _ => false,
    }
}

/// Every ability use open to `seat` now.
pub(super) fn options(data: &DrData, state: &State, seat: Seat) -> Vec<Choice> {
    let s = &state.seats[seat];
    let mut out = Vec::new();
    for p in &s.played {
        let card = &s.cards[p.card.0 as usize];
        for (part, face) in parts(data, p.card, card) {
            for (a, ability) in face.abilities.iter().enumerate() {
                if p.used & bit(part, a as u8) != 0 {
                    continue;
                }
                for (e, effect) in ability.either.iter().enumerate() {
                    if usable(data, state, seat, p.card, ability, effect) {
                        out.push(Choice::Use {
                            card: p.card,
                            part,
                            ability: a as u8,
                            effect: e as u8,
                        });
                    }
                }
            }
        }
    }
    out
}

/// Use one effect of one ability.
pub(super) fn apply(
    data: &DrData,
    state: &mut State,
    seat: Seat,
    (id, part, ability, effect): (SailorId, u8, u8, u8),
    events: &mut Vec<Event>,
) {
    let card = state.seats[seat].cards[id.0 as usize];
    let face = parts(data, id, &card)
        .into_iter()
        .find(|(p, _)| *p == part)
        .map(|(_, f)| f)
        .expect("offered");
    let e = face.abilities[ability as usize].either[effect as usize];
    let played = state.seats[seat]
        .played
        .iter_mut()
        .find(|p| p.card == id)
        .expect("a played card");
    played.used |= bit(part, ability);
    events.push(Event::AbilityUsed {
        seat,
        card: id,
        part,
        ability,
        effect,
        family: e.family(),
    });
    let a = face.abilities[ability as usize].clone();
    resolve(data, state, seat, (id, &card), &a, e, events);
    super::flow::settle(data, state, seat, events);
}

/// Carry out one effect of `ability`, printed on the Sailor card `id` (its "X per icon"
/// counted there).
pub(super) fn resolve(
    data: &DrData,
    state: &mut State,
    seat: Seat,
    (id, card): (SailorId, &Sailor),
    ability: &Ability,
    e: Effect,
    events: &mut Vec<Event>,
) {
    match e {
        Effect::Gain { to, .. } => {
            let amounts = amounts(data, id, card, &e);
            goods::gain(data, state, seat, amounts, to, events);
        }
        Effect::Convert {
            cargo,
            coins,
            from,
            gain_cargo,
            gain_coins,
            to,
        } => state.runs.push(Run::Pay {
            cargo,
            coins,
            from,
            then: Then::Gain {
                cargo: gain_cargo,
                coins: gain_coins,
                to,
            },
        }),
        Effect::Repair { n, cost, .. } => state.runs.push(Run::Pay {
            cargo: cost,
            coins: 0,
            from: Source::ShipOrDock,
            then: Then::Repair(n),
        }),
        Effect::Sails(n) => state.turn.sail_gain += n,
        Effect::Build(n) => state.runs.push(Run::Build { left: n }),
        Effect::Upgrade { tier, cost } => state.runs.push(Run::Pay {
            cargo: cost,
            coins: 0,
            from: Source::ShipOrDock,
            then: Then::Upgrade(tier),
        }),
        Effect::Influence(_) | Effect::InfluencePer(_) => {
            let n = influence_amount(data, id, card, &e);
            let overrides = ability.overrides_forts;
            super::islands::influence(data, state, seat, n, overrides, events);
        }
        Effect::Produce {
            islands,
            cargo,
            coins,
        } => {
            let overrides = ability.overrides_forts;
            super::islands::produce(state, islands, (cargo, coins), overrides);
        }
        Effect::TopAdvancement(row) => {
            super::cards::top_advancement(data, state, seat, row, events)
        }
        Effect::LevelBottom => super::cards::level_bottom(state, seat, events),
        Effect::CopyAbility => state.runs.push(Run::Copy),
        Effect::Battle { .. } => unreachable!("Battle abilities are used in battle only"),
    }
}

// Copy (ours: the ICON REFERENCE names the family, the text gives no rule; P-21).

/// The abilities a Copy may use now: any effect of another ability of a card played this
/// turn, used or not, but never a Copy, a Battle ability or an end-of-game score.
pub(super) fn copy_options(data: &DrData, state: &State, seat: Seat) -> Vec<Choice> {
    let s = &state.seats[seat];
    let mut out = Vec::new();
    for p in &s.played {
        let card = &s.cards[p.card.0 as usize];
        for (part, face) in parts(data, p.card, card) {
            for (a, ability) in face.abilities.iter().enumerate() {
                for (e, effect) in ability.either.iter().enumerate() {
                    if matches!(effect, Effect::CopyAbility | Effect::Battle { .. }) {
                        continue;
                    }
                    if usable(data, state, seat, p.card, ability, effect) {
                        out.push(Choice::CopyOf {
                            card: p.card,
                            part,
                            ability: a as u8,
                            effect: e as u8,
                        });
                    }
                }
            }
        }
    }
    out
}

/// Carry out the copied effect, as if used (the original stays as it was).
pub(super) fn copy(
    data: &DrData,
    state: &mut State,
    seat: Seat,
    choice: Choice,
    events: &mut Vec<Event>,
) {
    let Choice::CopyOf {
        card: id,
        part,
        ability,
        effect,
    } = choice
    else {
        unreachable!("{choice:?} copies nothing")
    };
    state.runs.pop();
    let card = state.seats[seat].cards[id.0 as usize];
    let face = parts(data, id, &card)
        .into_iter()
        .find(|(p, _)| *p == part)
        .map(|(_, f)| f)
        .expect("offered");
    let a = face.abilities[ability as usize].clone();
    let e = a.either[effect as usize];
    events.push(Event::Copied {
        seat,
        card: id,
        part,
        ability,
        effect,
        family: e.family(),
    });
    resolve(data, state, seat, (id, &card), &a, e, events);
    super::flow::settle(data, state, seat, events);
}
