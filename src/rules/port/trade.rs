//! Sell goods and Buy goods: prices as plain functions (the rules and the AI both call them),
//! the marking of cards one by one, and the settling of a sale or a purchase at once.

use super::step::to_menu;
use crate::content::*;
use crate::rules::favors;
use crate::rules::glory::{self, GloryReason};
use crate::rules::in_force;
use crate::rules::protocol::{Choice, FavorUse, GameEvent};
use crate::rules::purse::{Trader, ability, draw_cargo, funds, gain_gold, pay};
use crate::rules::state::*;

/// The price of an ordinary good here, to buy one of a kind or to sell (Nassau: 2).
pub fn base_price(data: &GameData, port: PortId) -> u32 {
    ability(data, port, |a| match a {
        PortAbility::BaseGoodsPrice(p) => Some(*p),
        _ => None,
    })
    .unwrap_or(data.tokens.prices.goods)
}

/// The good in demand at the port.
pub fn demand(state: &GameState, data: &GameData, port: PortId) -> Option<GoodId> {
    state.board.demand[data.port(port).zone.0 as usize]
}

/// What one card sells for: the base price, or the demand price for the good in demand
/// (Havana pays non-pirates more; Pearl Diver adds to it); the event card in force may raise
/// or lower it (a trade boom or bust), never below 1.
pub fn sale_price(
    data: &GameData,
    port: PortId,
    demand: Option<GoodId>,
    event: Option<EventCardId>,
    trader: Trader,
    card: CargoCardId,
) -> u32 {
    let good = data.cargo_deck[card.0 as usize].good;
    let change = in_force::price_change(data, event, good);
    (card_price(data, port, demand, trader, good) as i32 + change).max(1) as u32
}

fn card_price(
    data: &GameData,
    port: PortId,
    demand: Option<GoodId>,
    trader: Trader,
    good: GoodId,
) -> u32 {
    if demand != Some(good) {
        return base_price(data, port);
    }
    let honest = !trader.pirate();
    let price = ability(data, port, |a| match a {
        PortAbility::DemandPriceForHonest(p) if honest => Some(*p),
        _ => None,
    })
    .unwrap_or(data.tokens.prices.demand);
    let bonus = match trader.effect(data) {
        AbilityEffect::DemandSaleBonus(n) => n,
        _ => 0,
    };
    price + bonus
}

/// What a drawn card costs: the base price for one of a kind, 1 less for two alike, 1 gold
/// each for three or more alike (never below 1).
pub fn buy_price(data: &GameData, port: PortId, offer: &[CargoCardId], card: CargoCardId) -> u32 {
    let good = data.cargo_deck[card.0 as usize].good;
    let alike = offer
        .iter()
        .filter(|c| data.cargo_deck[c.0 as usize].good == good)
        .count() as u32;
    match alike {
        0 | 1 => base_price(data, port),
        2 => base_price(data, port).saturating_sub(1).max(1),
        _ => 1,
    }
}

/// The total for the marked cards: Cartagena gives the cheapest of 3 or more free; Ledger
/// Keeper takes 1 off a total above 1.
pub fn purchase_cost(
    data: &GameData,
    port: PortId,
    trader: Trader,
    offer: &[CargoCardId],
    marked: &[CargoCardId],
) -> u32 {
    let mut prices: Vec<u32> = marked
        .iter()
        .map(|c| buy_price(data, port, offer, *c))
        .collect();
    prices.sort_unstable();
    let mut total: u32 = prices.iter().sum();
    if let Some(n) = ability(data, port, |a| match a {
        PortAbility::BulkBonus { buy } => Some(*buy as usize),
        _ => None,
    }) && marked.len() >= n
    {
        total -= prices[0];
    }
    if let AbilityEffect::GoodsDiscount(d) = trader.effect(data)
        && total > 1
    {
        total = total.saturating_sub(d).max(1);
    }
    total
}

/// How many cards the captain draws to buy from: 6; Caracas and St. Maarten more (St.
/// Maarten more still for the Dutch); Salt Trader one more; 3 on buying here two turns running.
pub fn draw_count(data: &GameData, port: PortId, trader: Trader, repeat: bool) -> usize {
    let p = &data.tokens.prices;
    if repeat {
        return p.goods_draw_repeat as usize;
    }
    let captain = data.captain(trader.captain);
    let mut n = ability(data, port, |a| match a {
        PortAbility::CargoDraw { count, bonus_for } => Some(
            *count
                + bonus_for
                    .filter(|(nation, _)| *nation == captain.nation)
                    .map_or(0, |(_, b)| b),
        ),
        _ => None,
    })
    .unwrap_or(p.goods_draw);
    if let AbilityEffect::ExtraCargoDraw(k) = captain.ability.effect {
        n += k;
    }
    n as usize
}

/// Every card in the hold can be marked (or unmarked) for sale, then the sale settles.
pub fn sell_options(state: &GameState, seat: Seat, out: &mut Vec<Choice>) {
    out.extend(state.seats[seat].cargo.iter().map(|c| Choice::Mark(*c)));
    out.push(Choice::Settle);
}

#[allow(clippy::too_many_arguments)]
pub fn buy_options(
    state: &GameState,
    data: &GameData,
    seat: Seat,
    port: PortId,
    offer: &[CargoCardId],
    marked: &[CargoCardId],
    redrawn: bool,
    favored: bool,
    out: &mut Vec<Choice>,
) {
    let held = state.seats[seat].cargo.len();
    let limit = data.tokens.prices.port_cargo_limit as usize;
    let funds = funds(state, data, seat, port);
    for card in offer {
        if marked.contains(card) {
            out.push(Choice::Mark(*card));
            continue;
        }
        let mut more = marked.to_vec();
        more.push(*card);
        if held + more.len() <= limit
            && purchase_cost(data, port, Trader::of(&state.seats[seat]), offer, &more) as i32
                <= funds
        {
            out.push(Choice::Mark(*card));
        }
    }
    // "If you discard old cargo to make room for newly bought cargo, also discard them faceup":
    // with the hold at the port's limit and cards still unmarked, old cards may go.
    if held + marked.len() >= limit && offer.iter().any(|c| !marked.contains(c)) {
        out.extend(
            state.seats[seat]
                .cargo
                .iter()
                .map(|c| Choice::DiscardCargo(*c)),
        );
    }
    if !redrawn
        && marked.is_empty()
        && let Some(cost) = redraw_cost(data, port)
        && funds >= cost as i32
    {
        out.push(Choice::Redraw);
    }
    // MODULE 10: a favor redraws the whole offer, once.
    if !favored && marked.is_empty() && favors::can_spend(state, seat) {
        out.push(Choice::RedrawForFavor);
    }
    out.push(Choice::Settle);
}

fn redraw_cost(data: &GameData, port: PortId) -> Option<u32> {
    ability(data, port, |a| match a {
        PortAbility::RedrawGoods { cost } => Some(*cost),
        _ => None,
    })
}

/// Mark a card, or unmark a marked one.
pub fn toggle_mark(state: &mut GameState, card: CargoCardId) {
    let Some(visit) = &mut state.port else { return };
    let marked = match &mut visit.step {
        PortStep::Selling { marked }
        | PortStep::Buying { marked, .. }
        | PortStep::PickGoods { picked: marked, .. } => marked,
        _ => return,
    };
    if let Some(i) = marked.iter().position(|c| *c == card) {
        marked.remove(i);
    } else {
        marked.push(card);
    }
}

/// Sell the marked cards at once; selling the good in demand turns the port's demand token
/// over for a new one, and 3 or more such cards earn a glory point.
pub fn settle_sale(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    port: PortId,
    events: &mut Vec<GameEvent>,
) {
    let Some(PortStep::Selling { marked }) = state.port.as_ref().map(|v| v.step.clone()) else {
        return;
    };
    to_menu(state);
    if marked.is_empty() {
        return;
    }
    let wanted = demand(state, data, port);
    let trader = Trader::of(&state.seats[seat]);
    // A purser earns 1 more on every sale.
    let purser = u32::from(state.seats[seat].served_by(data, SpecialistKind::Purser));
    let gold: u32 = marked
        .iter()
        .map(|c| sale_price(data, port, wanted, state.current_event, trader, *c))
        .sum::<u32>()
        + purser;
    let in_demand = marked
        .iter()
        .filter(|c| Some(data.cargo_deck[c.0 as usize].good) == wanted)
        .count();
    state.seats[seat].cargo.retain(|c| !marked.contains(c));
    state.decks.cargo_discard.extend(&marked);
    events.push(GameEvent::CargoSold {
        seat,
        goods: marked
            .iter()
            .map(|c| data.cargo_deck[c.0 as usize].good)
            .collect(),
        gold: gold as i32,
    });
    gain_gold(state, seat, gold, events);
    if in_demand > 0 {
        in_force::replace_demand(state, data.port(port).zone, events);
    }
    if in_demand >= data.tokens.prices.demand_glory_cards as usize {
        glory::gain(state, seat, GloryReason::DemandSale, events);
    }
}

/// Draw the offer: cards showing the good in demand are discarded and replaced.
pub fn begin_buying(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    port: PortId,
    events: &mut Vec<GameEvent>,
) {
    let s = &state.seats[seat];
    let repeat = s
        .bought_goods
        .is_some_and(|(at, round)| at == port && round + 1 == state.round);
    let count = draw_count(data, port, Trader::of(s), repeat);
    let offer = draw_offer(state, data, port, count, events);
    events.push(GameEvent::GoodsDrawn {
        seat,
        count: offer.len(),
    });
    if let Some(v) = &mut state.port {
        v.step = PortStep::Buying {
            offer,
            marked: Vec::new(),
            redrawn: false,
            favored: false,
        };
    }
}

fn draw_offer(
    state: &mut GameState,
    data: &GameData,
    port: PortId,
    count: usize,
    events: &mut Vec<GameEvent>,
) -> Vec<CargoCardId> {
    let wanted = demand(state, data, port);
    let mut offer = Vec::with_capacity(count);
    let mut rejected = Vec::new();
    // Every card can be looked at once; after that only demand goods are left to draw.
    let mut budget = data.cargo_deck.len();
    while offer.len() < count && budget > 0 {
        let Some(card) = draw_cargo(state, events) else {
            break;
        };
        budget -= 1;
        if Some(data.cargo_deck[card.0 as usize].good) == wanted {
            rejected.push(card);
        } else {
            offer.push(card);
        }
    }
    if !rejected.is_empty() {
        state.decks.cargo_discard.extend(&rejected);
        events.push(GameEvent::CargoDiscarded {
            seat: state.active_seat().unwrap_or(0),
            cards: rejected,
        });
    }
    offer
}

/// Santo Domingo: pay to put the offer on the discards and draw as many again.
pub fn redraw(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    port: PortId,
    for_favor: bool,
    events: &mut Vec<GameEvent>,
) {
    let Some(PortStep::Buying {
        offer,
        redrawn,
        favored,
        ..
    }) = state.port.as_ref().map(|v| v.step.clone())
    else {
        return;
    };
    if for_favor {
        favors::spend(state, seat, 1, FavorUse::Redraw, events);
    } else {
        let cost = redraw_cost(data, port).unwrap_or(0);
        pay(state, data, seat, port, cost, events);
    }
    state.decks.cargo_discard.extend(&offer);
    events.push(GameEvent::CargoDiscarded {
        seat,
        cards: offer.clone(),
    });
    let fresh = draw_offer(state, data, port, offer.len(), events);
    events.push(GameEvent::GoodsDrawn {
        seat,
        count: fresh.len(),
    });
    if let Some(v) = &mut state.port {
        v.step = PortStep::Buying {
            offer: fresh,
            marked: Vec::new(),
            redrawn: redrawn || !for_favor,
            favored: favored || for_favor,
        };
    }
}

/// Pay for the marked cards and stow them face down; the rest go face up on the discards.
pub fn settle_purchase(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    port: PortId,
    events: &mut Vec<GameEvent>,
) {
    let Some(PortStep::Buying { offer, marked, .. }) = state.port.as_ref().map(|v| v.step.clone())
    else {
        return;
    };
    to_menu(state);
    let cost = purchase_cost(data, port, Trader::of(&state.seats[seat]), &offer, &marked);
    pay(state, data, seat, port, cost, events);
    let rest: Vec<CargoCardId> = offer
        .iter()
        .copied()
        .filter(|c| !marked.contains(c))
        .collect();
    if !marked.is_empty() {
        state.seats[seat].cargo.extend(&marked);
        state.seats[seat].bought_goods = Some((port, state.round));
        events.push(GameEvent::GoodsBought {
            seat,
            count: marked.len(),
        });
    }
    if !rest.is_empty() {
        state.decks.cargo_discard.extend(&rest);
        events.push(GameEvent::CargoDiscarded { seat, cards: rest });
    }
}
