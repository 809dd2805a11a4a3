//! What a captain works out about the markets (each port's price for each good it holds, and
//! the best price the good fetches elsewhere), kept from one decision to the next while
//! nothing those prices depend on has changed. A port visit or a turn is many decisions on
//! the same prices, and a searching captain's playouts make thousands of them.

use super::Ctx;
use crate::content::*;
use crate::rules::Observation;
use std::cell::RefCell;

/// The market sheets: prices by port and good (`u32::MAX` until asked) and the best price
/// elsewhere by good and port (NaN until asked).
type Sheets = (Vec<u32>, Vec<f32>);

/// Everything the sheets depend on: the game data, who the captain is and its bounties (the
/// trader), the demand tokens, the event card, and which ports let it in.
#[derive(PartialEq)]
pub(super) struct Key {
    data: usize,
    captain: CaptainId,
    bounties: [u8; 4],
    event: Option<EventCardId>,
    demand: Vec<Option<GoodId>>,
    welcome: Vec<bool>,
}

impl Key {
    fn holds(&self, ctx: &Ctx) -> bool {
        let (obs, data) = (ctx.me.obs, ctx.me.data);
        self.data == data_id(data)
            && self.captain == obs.me.captain
            && self.bounties == ctx.me.public.bounties
            && self.event == obs.current_event
            && self.demand == obs.demand
            && self.welcome.len() == data.ports.len()
            && self
                .welcome
                .iter()
                .enumerate()
                .all(|(p, w)| *w == ctx.me.welcome(PortId(p as u8)))
    }

    fn of(ctx: &Ctx) -> Key {
        let (obs, data): (&Observation, &GameData) = (ctx.me.obs, ctx.me.data);
        Key {
            data: data_id(data),
            captain: obs.me.captain,
            bounties: ctx.me.public.bounties,
            event: obs.current_event,
            demand: obs.demand.clone(),
            welcome: (0..data.ports.len())
                .map(|p| ctx.me.welcome(PortId(p as u8)))
                .collect(),
        }
    }
}

/// The game data's address and size. The game loads its data once per process (the table's
/// assets, or the embedded files headless), so this names it for the process's life.
fn data_id(data: &GameData) -> usize {
    data as *const GameData as usize ^ (data.ports.len() << 8 | data.goods.len())
}

thread_local! {
    /// The last decision's sheets, and what they were worked out for.
    static KEPT: RefCell<Option<(Key, Sheets)>> = const { RefCell::new(None) };
}

/// Give `ctx` the sheets kept from the last decision, blanked unless they still hold for it;
/// the key, if they held, goes back with them to `keep`.
pub(super) fn open(ctx: &Ctx) -> Option<Key> {
    let (key, mut sheets) = match KEPT.with(|k| k.borrow_mut().take()) {
        Some((key, sheets)) => (Some(key), sheets),
        None => (None, (Vec::new(), Vec::new())),
    };
    let key = key.filter(|k| k.holds(ctx));
    if key.is_none() {
        sheets.0.clear();
        sheets.1.clear();
    }
    let n = ctx.me.data.ports.len() * ctx.me.data.goods.len();
    sheets.0.resize(n, u32::MAX);
    sheets.1.resize(n, f32::NAN);
    *ctx.me.prices.borrow_mut() = sheets.0;
    *ctx.elsewhere.borrow_mut() = sheets.1;
    key
}

/// Keep `ctx`'s sheets for the next decision.
pub(super) fn keep(ctx: Ctx, key: Option<Key>) {
    let key = key.unwrap_or_else(|| Key::of(&ctx));
    let sheets = (ctx.me.prices.take(), ctx.elsewhere.take());
    KEPT.with(|k| *k.borrow_mut() = Some((key, sheets)));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{AiLevel, AiStyle, GameConfig, SeatKind, Session};

    const STYLES: [AiStyle; 3] = [AiStyle::Merchant, AiStyle::Pirate, AiStyle::Opportunist];

    /// The sheets `choose` leaves behind.
    fn sheets() -> Sheets {
        KEPT.with(|k| k.borrow().as_ref().map(|(_, s)| s.clone()))
            .expect("a decision keeps its sheets")
    }

    /// The same captain a moment before, with one thing its prices depend on changed.
    fn altered(obs: &Observation, how: usize) -> Observation {
        let mut o = obs.clone();
        match how % 5 {
            0 => o.demand.rotate_left(1),
            1 => o.seats[o.seat].bounties[how % 4] += 1,
            2 => o.current_event = o.current_event.map_or(Some(EventCardId(0)), |_| None),
            // With or without the bribe a port asks of a wanted captain in the purse.
            3 => {
                let gold = o.seats[o.seat].gold.unwrap_or(0);
                o.seats[o.seat].gold = Some(if gold >= 2 { 0 } else { 9 });
            }
            _ => {} // nothing changed: the sheets are reused
        }
        o
    }

    /// The sheets kept from one decision to the next never change a pick or a price. Every
    /// decision of six four-captain games is answered three times: first for the same
    /// captain with one thing its prices depend on changed (the demand, a bounty, the
    /// event, the bribe a port asks of a wanted captain, or nothing), then for real on the sheets that left, then from
    /// blank sheets; the last two agree on the pick and on every price worked out. (Design:
    /// same seed and same choices, same game; a cache that missed something a price
    /// depends on would make a captain's play depend on what it thought about before.)
    #[test]
    fn kept_sheets_never_change_a_pick() {
        let data = GameData::embedded();
        let mut decisions = 0;
        for game in 0..6 {
            let config = GameConfig {
                ai_seed: 5,
                ..GameConfig::new(
                    (0..4)
                        .map(|i| SeatKind::Ai {
                            level: AiLevel::Normal,
                            style: STYLES[i % 3],
                        })
                        .collect(),
                    17 + game,
                )
            };
            let (mut s, _) = Session::new(data.clone(), config).unwrap();
            while let Some(d) = s.decision() {
                let obs = s.observation(d.seat);
                let (style, seed) = (STYLES[d.seat % 3], s.state().steps);
                let choose = |o: &Observation| {
                    super::super::choose(o, &data, AiLevel::Normal, style, seed).unwrap()
                };
                choose(&altered(&obs, decisions));
                let kept = (choose(&obs).choice, sheets());
                KEPT.with(|k| k.borrow_mut().take());
                let fresh = (choose(&obs).choice, sheets());
                let at = format!("game {game}, step {seed}, change {}", decisions % 5);
                assert_eq!(kept.0, fresh.0, "{at}: {:?}", d.kind);
                for (i, p) in fresh
                    .1
                    .0
                    .iter()
                    .enumerate()
                    .filter(|(_, p)| **p != u32::MAX)
                {
                    assert_eq!(kept.1.0[i], *p, "{at}: price {i}");
                }
                for (i, p) in fresh.1.1.iter().enumerate().filter(|(_, p)| !p.is_nan()) {
                    assert_eq!(kept.1.1[i], *p, "{at}: elsewhere {i}");
                }
                decisions += 1;
                s.choose(fresh.0).unwrap();
            }
        }
        assert!(decisions > 2000, "only {decisions} decisions");
    }
}
