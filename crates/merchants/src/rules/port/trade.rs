//! Sell goods and Buy goods: prices as plain functions (the rules and the AI both call them),
//! the marking of cards one by one, and the settling of a sale or a purchase at once.

use super::contraband;
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

/// MODULE 7: what a card marked for sale fetches here: a card held as contraband (on `smuggled`, the
/// contraband space) its flat price, any other [`sale_price`].
pub fn held_sale_price(
    data: &GameData,
    port: PortId,
    demand: Option<GoodId>,
    event: Option<EventCardId>,
    trader: Trader,
    smuggled: &[CargoCardId],
    card: CargoCardId,
) -> u32 {
    if smuggled.contains(&card) {
        data.tokens.prices.contraband_sell
    } else {
        sale_price(data, port, demand, event, trader, card)
    }
}

/// MODULE 7: what a drawn card costs: taken as contraband (on `smuggled`) its flat price, else
/// [`buy_price`] among the cards of the offer not so taken.
pub fn offer_price(
    data: &GameData,
    port: PortId,
    offer: &[CargoCardId],
    smuggled: &[CargoCardId],
    card: CargoCardId,
) -> u32 {
    if smuggled.contains(&card) {
        data.tokens.prices.contraband_buy
    } else {
        buy_price(
            data,
            port,
            &contraband::regular_offer(offer, smuggled),
            card,
        )
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
    // The sum and the cheapest (asked for every card of every offer: no list is made).
    let (mut total, cheapest) = marked
        .iter()
        .map(|c| buy_price(data, port, offer, *c))
        .fold((0u32, u32::MAX), |(sum, least), p| (sum + p, least.min(p)));
    if let Some(n) = ability(data, port, |a| match a {
        PortAbility::BulkBonus { buy } => Some(*buy as usize),
        _ => None,
    }) && marked.len() >= n
        && !marked.is_empty()
    {
        total -= cheapest;
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

/// Every card in the hold can be marked (or unmarked) for sale, then the sale settles; the
/// contraband only where it is bound (MODULE 7).
pub fn sell_options(
    state: &GameState,
    data: &GameData,
    seat: Seat,
    port: PortId,
    out: &mut Vec<Choice>,
) {
    out.extend(state.seats[seat].cargo.iter().map(|c| Choice::Mark(*c)));
    contraband::sell_options(state, data, seat, port, out);
    out.push(Choice::Settle);
}

/// What the marked cards cost together: the regular cargo priced among the cards not taken
/// as contraband, and the contraband at its flat price (MODULE 7).
pub fn total_cost(
    data: &GameData,
    port: PortId,
    trader: Trader,
    offer: &[CargoCardId],
    marked: &[CargoCardId],
    smuggled: &[CargoCardId],
) -> u32 {
    if smuggled.is_empty() {
        return purchase_cost(data, port, trader, offer, marked);
    }
    let regular = contraband::regular_offer(offer, smuggled);
    purchase_cost(data, port, trader, &regular, marked) + contraband::cost(data, smuggled)
}

pub fn buy_options(
    state: &GameState,
    data: &GameData,
    seat: Seat,
    visit: &PortVisit,
    out: &mut Vec<Choice>,
) {
    let PortStep::Buying {
        offer,
        marked,
        redrawn,
        favored,
        smuggled,
    } = &visit.step
    else {
        return;
    };
    let (redrawn, favored, port) = (*redrawn, *favored, visit.port);
    let held = state.seats[seat].held();
    let limit = data.tokens.prices.port_cargo_limit as usize;
    let funds = funds(state, data, seat, port);
    let trader = Trader::of(&state.seats[seat]);
    let taking = marked.len() + smuggled.len();
    let mut more = Vec::with_capacity(marked.len() + 1);
    for card in offer {
        if marked.contains(card) {
            out.push(Choice::Mark(*card));
            continue;
        }
        // Marked as regular cargo, a card taken as contraband leaves that space.
        let leaves = smuggled.contains(card);
        let rest = usize::from(leaves);
        if held + marked.len() + 1 + smuggled.len() - rest > limit {
            continue;
        }
        more.clear();
        more.extend_from_slice(marked);
        more.push(*card);
        let cost = if leaves {
            let rest: Vec<CargoCardId> = smuggled.iter().copied().filter(|c| c != card).collect();
            total_cost(data, port, trader, offer, &more, &rest)
        } else {
            total_cost(data, port, trader, offer, &more, smuggled)
        };
        if cost as i32 <= funds {
            out.push(Choice::Mark(*card));
        }
    }
    // MODULE 7: a contraband card may be taken as contraband instead.
    let others: Vec<CargoCardId> = marked.to_vec();
    contraband::buy_options(
        data,
        offer,
        smuggled,
        held + taking < limit,
        |more| {
            let regular: Vec<CargoCardId> = others
                .iter()
                .copied()
                .filter(|c| !more.contains(c))
                .collect();
            total_cost(data, port, trader, offer, &regular, more) as i32 <= funds
        },
        out,
    );
    // "If you discard old cargo to make room for newly bought cargo, also discard them faceup":
    // with the hold at the port's limit and cards still unmarked, old cards may go.
    let untaken = offer
        .iter()
        .any(|c| !marked.contains(c) && !smuggled.contains(c));
    if held + taking >= limit && untaken {
        out.extend(state.seats[seat].hold().map(|c| Choice::DiscardCargo(*c)));
    }
    if !redrawn
        && taking == 0
        && let Some(cost) = redraw_cost(data, port)
        && funds >= cost as i32
    {
        out.push(Choice::Redraw);
    }
    // MODULE 10: a favor redraws the whole offer, once.
    if !favored && taking == 0 && favors::can_spend(state, seat) {
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
    // MODULE 7: one card, one space.
    if let Some(PortStep::Buying { smuggled, .. }) = state.port.as_mut().map(|v| &mut v.step) {
        smuggled.retain(|c| *c != card);
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
    // A purser earns 1 more on every sale.
    let purser = u32::from(state.seats[seat].served_by(data, SpecialistKind::Purser));
    // MODULE 7: contraband sells apart, never as the good in demand.
    let (smuggled, marked): (Vec<CargoCardId>, Vec<CargoCardId>) = marked
        .into_iter()
        .partition(|c| state.seats[seat].contraband.contains(c));
    if !smuggled.is_empty() {
        let extra = if marked.is_empty() { purser } else { 0 };
        contraband::sell(state, data, seat, &smuggled, extra, events);
    }
    if marked.is_empty() {
        return;
    }
    let wanted = demand(state, data, port);
    let trader = Trader::of(&state.seats[seat]);
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
    let count = match super::site::at_site(state) {
        Some(id) => super::site::draw_count(state, data, seat, id),
        None => draw_count(data, port, Trader::of(s), repeat),
    };
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
            smuggled: Vec::new(),
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
    let mut budget = data.cargo_ids().len();
    while offer.len() < count && budget > 0 {
        let Some(card) = draw_cargo(state, events) else {
            break;
        };
        budget -= 1;
        // MODULE 7: so is contraband bound for this port.
        if Some(data.cargo_deck[card.0 as usize].good) == wanted
            || contraband::redrawn_here(state, data, port, card)
        {
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
            smuggled: Vec::new(),
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
    let Some(PortStep::Buying {
        offer,
        marked,
        smuggled,
        ..
    }) = state.port.as_ref().map(|v| v.step.clone())
    else {
        return;
    };
    to_menu(state);
    let trader = Trader::of(&state.seats[seat]);
    let cost = total_cost(data, port, trader, &offer, &marked, &smuggled);
    pay(state, data, seat, port, cost, events);
    let rest: Vec<CargoCardId> = offer
        .iter()
        .copied()
        .filter(|c| !marked.contains(c) && !smuggled.contains(c))
        .collect();
    contraband::stow(state, seat, &smuggled, events);
    if !smuggled.is_empty() || !marked.is_empty() {
        // MODULE 9: a town or trade station keeps its own count of repeat buyers.
        match super::site::at_site(state) {
            Some(id) => state.seats[seat].bought_at_location = Some((id, state.round)),
            None => state.seats[seat].bought_goods = Some((port, state.round)),
        }
    }
    if !marked.is_empty() {
        state.seats[seat].cargo.extend(&marked);
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
