//! Merchant raids: which flag to raid under, and how to spend the SEAMANSHIP successes on the
//! face-up row. Each success draws, throws out or exchanges a card; the captain weighs what the
//! row would be worth after each, over the cards still unseen, with one more success left to
//! throw out a bad draw.

use super::{Ctx, Pick};
use crate::ai::know::Me;
use crate::content::*;
use crate::rules::{Choice, RaidStep, RaidStepKind, ship};

/// A raid row that sinks the ship: the captain and all aboard are lost.
const SUNK: f32 = -80.0;
/// What a point of damage costs: the yard's price, and a weaker ship until it is mended.
const PER_HIT: f32 = 2.0;
/// A raid that fails on a destroyed location costs this on top of its damage.
const FAILED: f32 = 3.0;
/// What the glory point for plundering 12+ gold is worth, in gold.
const GLORY: f32 = 14.0;
/// What a plundered card kept in the hold is worth, in gold.
const KEPT_CARD: f32 = 2.0;
/// How much better an action must look than stopping to be worth a success.
const WORTH_A_SUCCESS: f32 = 0.25;

pub(super) fn raid(ctx: &Ctx, step: RaidStepKind) -> Option<Pick> {
    let me = &ctx.me;
    let raid = me.obs.raid.as_ref()?;
    match (&raid.step, step) {
        (_, RaidStepKind::Found) => flag(ctx),
        (
            RaidStep::Working {
                cards, successes, ..
            },
            _,
        ) => work(ctx, cards, *successes),
        (RaidStep::Loot { .. }, _) => {
            let choice = ctx.best_by(|c| match c {
                Choice::TakeCargo(card) => Some(super::loot::cargo_worth(me, *card)),
                Choice::TakeContraband(card) => super::loot::contraband_worth(me, *card),
                _ => None,
            });
            Some(Pick {
                choice: choice.unwrap_or(Choice::Done),
                why: "the best of the loot",
            })
        }
        _ => None,
    }
}

/// Raid under the flag whose bounty costs least, if a raid pays at all with this ship.
fn flag(ctx: &Ctx) -> Option<Pick> {
    let me = &ctx.me;
    let sound = me.ship().is_some_and(|s| s.hits.hull >= 2);
    if !ctx.raider() || !sound || !worth_raiding(me) {
        return Some(Pick {
            choice: Choice::LetSail,
            why: "no raiding for this captain now",
        });
    }
    let choice = ctx.best_by(|c| {
        let Choice::RaidAs(n) = c else { return None };
        // Under a flag already hunting us, the new bounty costs least.
        let wanted = me.public.bounties[n.index()] as f32;
        let own = if *n == me.captain.nation { 1.0 } else { 0.0 };
        let war = if me.obs.war.is_some_and(|w| w.contains(n)) {
            0.5
        } else {
            0.0
        };
        Some(wanted - own - war)
    });
    Some(Pick {
        choice: choice.unwrap_or(Choice::LetSail),
        why: "a merchant to plunder",
    })
}

/// Spend a success where it raises the row's worth most, or stop.
fn work(ctx: &Ctx, cards: &[CargoCardId], successes: u8) -> Option<Pick> {
    let me = &ctx.me;
    if let Some(c) = ctx
        .options
        .iter()
        .copied()
        .find(|c| matches!(c, Choice::SpendWeapon(_)))
    {
        return Some(Pick {
            choice: c,
            why: "a weapon turns a failed die",
        });
    }
    // MODULE 10: a draw that sinks the ship or fails the raid, whatever the successes do, is
    // worth a favor to draw again.
    if ctx.offered(Choice::RedrawForFavor) && settle(me, cards, successes) < -2.0 * FAILED {
        return Some(Pick {
            choice: Choice::RedrawForFavor,
            why: "a favor to turn up other cards",
        });
    }
    let after = successes.saturating_sub(1);
    let mut best = (worth(me, cards) + WORTH_A_SUCCESS, Choice::Done);
    for c in ctx.options {
        let value = match c {
            Choice::RaidDraw => over_unseen(me, cards, |r| settle(me, r, after)),
            Choice::RaidDiscard(card) => settle(me, &without(cards, *card), after),
            Choice::RaidExchange(card) => {
                over_unseen(me, &without(cards, *card), |r| settle(me, r, after))
            }
            _ => continue,
        };
        if value > best.0 {
            best = (value, *c);
        }
    }
    let why = match best.1 {
        Choice::RaidDraw => "more loot",
        Choice::RaidDiscard(_) => "throwing out trouble",
        Choice::RaidExchange(_) => "trading trouble for a fresh card",
        _ => "the raid is pushed far enough",
    };
    Some(Pick {
        choice: best.1,
        why,
    })
}

fn without(cards: &[CargoCardId], card: CargoCardId) -> Vec<CargoCardId> {
    cards.iter().copied().filter(|c| *c != card).collect()
}

/// The row's worth with `left` successes still to spend, spending at most one more to throw
/// out the card that hurts most.
fn settle(me: &Me, row: &[CargoCardId], left: u8) -> f32 {
    let now = worth(me, row);
    if left == 0 {
        return now;
    }
    // The row less each card in turn, written over one list (a raid's settling is weighed
    // for every card still unseen).
    let mut less: Vec<CargoCardId> = row.iter().skip(1).copied().collect();
    let mut best = now;
    for i in 0..row.len() {
        if i > 0 {
            less[i - 1] = row[i - 1];
        }
        best = best.max(worth(me, &less));
    }
    best
}

/// The mean of `f` over the row with one more card turned up, each card not in sight as
/// likely as the next (the captain does not count the discards).
fn over_unseen(me: &Me, row: &[CargoCardId], f: impl Fn(&[CargoCardId]) -> f32) -> f32 {
    let mut next = row.to_vec();
    next.push(CargoCardId(0));
    let kinds = card_kinds(me.data);
    // `f` of the row with each kind of card, once asked (cards alike weigh alike).
    let mut known = vec![f32::NAN; kinds.len()];
    let (mut sum, mut n) = (0.0, 0.0);
    for card in me.data.cargo_ids() {
        if row.contains(&card)
            || me.obs.me.cargo.contains(&card)
            || me.obs.me.contraband.contains(&card)
        {
            continue;
        }
        let kind = kinds[card.0 as usize] as usize;
        if known[kind].is_nan() {
            *next.last_mut().expect("pushed above") = card;
            known[kind] = f(&next);
        }
        sum += known[kind];
        n += 1.0;
    }
    if n == 0.0 { f(row) } else { sum / n }
}

/// Each cargo card's kind for a raid: the first card of the deck with the same hits, plunder
/// and escapes (all that [`worth`] reads of a card), worked out once per thread and data.
fn card_kinds(data: &GameData) -> std::rc::Rc<Vec<u16>> {
    thread_local! {
        static KINDS: std::cell::RefCell<Option<(usize, std::rc::Rc<Vec<u16>>)>> =
            const { std::cell::RefCell::new(None) };
    }
    let key = data as *const GameData as usize ^ data.cargo_deck.len();
    KINDS.with(|k| {
        let mut k = k.borrow_mut();
        if let Some((at, kinds)) = k.as_ref()
            && *at == key
            && kinds.len() == data.cargo_deck.len()
        {
            return kinds.clone();
        }
        let deck = &data.cargo_deck;
        let kinds: Vec<u16> = (0..deck.len())
            .map(|i| {
                let alike = |j: &usize| {
                    let (a, b) = (&deck[*j], &deck[i]);
                    a.hits == b.hits && a.plunder == b.plunder && a.escapes == b.escapes
                };
                (0..=i).find(alike).unwrap_or(i) as u16
            })
            .collect();
        let kinds = std::rc::Rc::new(kinds);
        *k = Some((key, kinds.clone()));
        kinds
    })
}

/// Whether a raid with this ship promises more than its hits cost.
pub(super) fn worth_raiding(me: &Me) -> bool {
    let (gain, sink) = promise(me);
    gain - sink * (going_down(me) + me.gold().max(0) as f32) > 0.0
}

/// What a raid promises before its cards are seen (worked out once a decision), as what it
/// brings and the chance it sinks the ship: the raid pays `gain - sink * (going_down + gold
/// aboard)`.
fn promise(me: &Me) -> (f32, f32) {
    me.raid_promise.get().unwrap_or_else(|| {
        let p = promise_parts(me);
        me.raid_promise.set(Some(p));
        p
    })
}

/// What a raid brings, roughly: the deck's mean card times the cards turned up, paid only
/// when the escapes stay under the ship's MANEUVERABILITY (each expected SEAMANSHIP success
/// throwing out about one escape), less the hits; and the chance the cards sink the ship when
/// the SEAMANSHIP roll brings no success to throw one out.
fn promise_parts(me: &Me) -> (f32, f32) {
    let Some(ship) = me.ship() else {
        return (0.0, 0.0);
    };
    // The cards of this game's deck (MODULE 7's contraband only with the module): how many
    // show each number of escape icons, and the sums of their plunder and hits.
    let (mut escapes, mut plunder, mut hits, mut cards) = (Vec::new(), 0.0f32, 0.0f32, 0.0f32);
    for card in me.data.cargo_deck.iter().filter(|c| c.in_play) {
        count(&mut escapes, card.escapes as usize);
        plunder += card.plunder as f32;
        hits += card.hits.len() as f32;
        cards += 1.0;
    }
    let n = me.data.tokens.battle.raid_cards as usize;
    // The chance of each total of escape icons over `n` cards.
    let totals = totals_over(&escapes, cards, n);
    let successes = me.captain.seamanship as f32 / 3.0;
    let limit = ship::maneuverability(ship, me.data) as f32 + successes;
    let caught: f32 = totals
        .iter()
        .enumerate()
        .filter(|(t, _)| (*t as f32) < limit)
        .map(|(_, p)| p)
        .sum();
    let gold = plunder / cards * n as f32 + n.min(me.room()) as f32 * KEPT_CARD;
    let hits = hits / cards * n as f32 * PER_HIT;
    // A success throws out the card that would sink the ship: the risk is there when the
    // SEAMANSHIP roll brings none.
    let unlucky = (2.0f32 / 3.0).powi(me.captain.seamanship as i32);
    let sink = sinking(ship, me.data, n) * unlucky;
    (caught * gold - hits, sink)
}

/// What going down in a raid costs besides the gold aboard: the captain, the ship, the
/// bounties' worth of standing, and the turns a new captain takes to be where this one is.
const SINK_RISK: f32 = 50.0;

/// What going down costs, besides the gold aboard: [`SINK_RISK`] and the ship's price (a
/// frigate lost is 35 gold and the glory point's worth of fighting it brought).
fn going_down(me: &Me) -> f32 {
    let price = me
        .ship()
        .and_then(|s| me.data.ship(s.class).buy)
        .unwrap_or(0);
    SINK_RISK + price as f32
}

/// The chance that the `n` cards turned up sink the ship: their hits on the hull (and on a
/// location already destroyed, which go to the hull) reach what is left of it. The
/// SEAMANSHIP successes may throw out a card after: this is the risk before them.
fn sinking(ship: &crate::rules::state::Ship, data: &GameData, n: usize) -> f32 {
    let (mut to_hull, mut cards) = (Vec::new(), 0.0f32);
    for card in data.cargo_deck.iter().filter(|c| c.in_play) {
        let k = card
            .hits
            .iter()
            .filter(|h| **h == HitLocation::Hull || ship.hits.get(**h) == 0)
            .count();
        count(&mut to_hull, k);
        cards += 1.0;
    }
    totals_over(&to_hull, cards, n)
        .iter()
        .skip(ship.hits.hull as usize)
        .sum()
}

/// One more card counted at `value` in `counts` (how many cards show each value).
fn count(counts: &mut Vec<u32>, value: usize) {
    if counts.len() <= value {
        counts.resize(value + 1, 0);
    }
    counts[value] += 1;
}

/// The chance of each total over `n` cards drawn alike from a deck of `cards`, of which
/// `counts[v]` show the value `v`.
fn totals_over(counts: &[u32], cards: f32, n: usize) -> Vec<f32> {
    let most = counts.len().saturating_sub(1);
    let mut totals = vec![0.0f32; n * most + 1];
    totals[0] = 1.0;
    for drawn in 0..n {
        // Totals after `drawn` cards reach at most `drawn * most`: work down so each cell is
        // read before it is written.
        for t in (0..=drawn * most).rev() {
            let p = std::mem::take(&mut totals[t]);
            for (v, k) in counts.iter().enumerate().filter(|(_, k)| **k > 0) {
                totals[t + v] += p * *k as f32 / cards;
            }
        }
    }
    totals
}

/// What the row is worth if the raid resolves now: the plunder (a glory point at 12+) and the
/// cards kept, less the damage its hits do; only the damage if the merchant escapes or a hit
/// destroys a location; a sunk ship is worst of all.
fn worth(me: &Me, row: &[CargoCardId]) -> f32 {
    let Some(ship) = me.ship() else { return 0.0 };
    let deck = &me.data.cargo_deck;
    let mut track = ship.hits;
    let (mut landed, mut destroyed) = (0.0, false);
    for card in row {
        for aimed in &deck[card.0 as usize].hits {
            let target = if track.get(*aimed) > 0 {
                *aimed
            } else {
                HitLocation::Hull
            };
            let left = track.get_mut(target);
            *left -= 1;
            landed += PER_HIT;
            if *left == 0 {
                if target == HitLocation::Hull {
                    return SUNK;
                }
                destroyed = true;
            }
        }
    }
    if destroyed {
        return -landed - FAILED;
    }
    let escapes = me.data.escapes(row);
    if escapes >= ship::maneuverability(ship, me.data) as u32 {
        return -landed;
    }
    let gold: u32 = row.iter().map(|c| deck[c.0 as usize].plunder as u32).sum();
    let glory = if gold >= me.data.tokens.battle.raid_glory_gold {
        GLORY
    } else {
        0.0
    };
    let kept = row.len().min(me.room()) as f32 * KEPT_CARD;
    gold as f32 + glory + kept - landed
}

#[cfg(test)]
mod tests {
    use super::*;

    // M&M rules: MERCHANT RAIDS, Merchant raids, 1. Draw 3 cargo cards faceup (the captain's
    // odds of the escape icons and the hits they show): the totals of a value over the cards
    // turned up, from how many cards show each value.
    #[test]
    fn totals_over_cards_turned_up() {
        // Two cards, one showing nothing and one showing 1, two turned up.
        assert_eq!(totals_over(&[1, 1], 2.0, 2), vec![0.25, 0.5, 0.25]);
        // Four cards: two showing nothing, one 1, one 2; one turned up, then two.
        assert_eq!(totals_over(&[2, 1, 1], 4.0, 1), vec![0.5, 0.25, 0.25]);
        let two = totals_over(&[2, 1, 1], 4.0, 2);
        let want = [0.25, 0.25, 0.3125, 0.125, 0.0625];
        assert_eq!(two.len(), want.len());
        for (got, want) in two.iter().zip(want) {
            assert!((got - want).abs() < 1e-6, "{two:?}");
        }
        assert_eq!(totals_over(&[3], 3.0, 2), vec![1.0]);
    }

    /// The cards a raid may turn up are weighed once per kind (the same hits, plunder and
    /// escapes): every kind is such a card, and the mean over the cards unseen is the mean
    /// of weighing each card in turn, for rows of every length a raid reaches.
    // M&M rules: MERCHANT RAIDS, Merchant raids, 2. Take action (draw more, discard, exchange).
    #[test]
    fn cards_alike_are_weighed_once_for_the_same_mean() {
        use crate::rules::{AiLevel, AiStyle, GameConfig, SeatKind, Session};
        let data = GameData::embedded();
        let kinds = card_kinds(&data);
        let deck = &data.cargo_deck;
        for (i, k) in kinds.iter().enumerate() {
            let (a, b) = (&deck[i], &deck[*k as usize]);
            assert!(*k as usize <= i);
            assert_eq!(
                (&a.hits, a.plunder, a.escapes),
                (&b.hits, b.plunder, b.escapes)
            );
        }
        assert!(
            kinds
                .iter()
                .enumerate()
                .filter(|(i, k)| *i == **k as usize)
                .count()
                < deck.len(),
            "no two cards alike: nothing saved"
        );
        let config = GameConfig {
            ai_seed: 3,
            ..GameConfig::new(
                vec![
                    SeatKind::Ai {
                        level: AiLevel::Normal,
                        style: AiStyle::Pirate,
                    };
                    2
                ],
                3,
            )
        };
        let (s, _) = Session::new(data.clone(), config).unwrap();
        let obs = s.observation(0);
        let me = Me::new(&obs, &data);
        let ids = data.cargo_ids();
        for len in 0..4 {
            for start in [0, 11, 29] {
                let row: Vec<CargoCardId> = ids
                    .iter()
                    .skip(start)
                    .step_by(5)
                    .take(len)
                    .copied()
                    .collect();
                for left in 0..2 {
                    let f = |r: &[CargoCardId]| settle(&me, r, left);
                    let (mut sum, mut n) = (0.0f32, 0.0f32);
                    for card in data.cargo_ids() {
                        if row.contains(&card) || obs.me.cargo.contains(&card) {
                            continue;
                        }
                        let mut next = row.clone();
                        next.push(card);
                        sum += f(&next);
                        n += 1.0;
                    }
                    assert_eq!(over_unseen(&me, &row, f), sum / n, "{row:?}, {left} left");
                }
            }
        }
    }
}
