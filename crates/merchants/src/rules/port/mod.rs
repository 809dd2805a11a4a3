//! C. PORT: once per turn, in a port, one action opens any number of activities, each at most
//! once, selling first if at all. This module runs the visit (menu, dispatch, leaving) and the
//! money that every activity spends; each activity lives in its own file.

pub mod cards;
pub mod contraband;
mod crew;
pub mod rumors;
pub mod shipyard;
pub mod site;
mod stash;
mod step;
pub mod trade;

use super::protocol::{Choice, GameEvent, LoyaltyCause, PortStepKind};
use super::purse::{ability, add_crew, funds, gain_gold, is_home, pay};
use super::ship;
use super::state::*;
use crate::content::*;
pub use crew::recruited;
use crew::{recruit, recruit_allowed};
use step::{set_step, to_menu};

/// Whether the seat may take the port action now.
pub fn can_take(state: &GameState, seat: Seat) -> bool {
    !state.turn.port_action_taken
        && state.port.is_none()
        && matches!(
            state.seats[seat].ship.as_ref().map(|s| s.location),
            Some(Location::Port(_))
        )
}

/// The step a port decision is at.
pub fn step_kind(visit: &PortVisit) -> PortStepKind {
    match visit.step {
        PortStep::Menu => PortStepKind::Menu,
        PortStep::Selling { .. } => PortStepKind::Selling,
        PortStep::Buying { .. } => PortStepKind::Buying,
        PortStep::Shipyard => PortStepKind::Shipyard,
        PortStep::Recruiting => PortStepKind::Recruiting,
        PortStep::Stashing => PortStepKind::Stashing,
        PortStep::TransferMods { .. } => PortStepKind::TransferMods,
        PortStep::ReturnMods { .. } => PortStepKind::ReturnMods,
        PortStep::KeepRumor { .. } => PortStepKind::KeepRumor,
        PortStep::ChooseMission => PortStepKind::ChooseMission,
        PortStep::PickGoods { .. } => PortStepKind::PickGoods,
        PortStep::Favors => PortStepKind::Favors,
    }
}

/// The options of the port decision now.
pub fn options(state: &GameState, data: &GameData, seat: Seat, out: &mut Vec<Choice>) {
    let Some(visit) = &state.port else { return };
    // MODULE 9: at a town or trade station no zone special applies.
    let data = &*site::plain(state, data);
    match &visit.step {
        PortStep::Menu => match visit.site {
            Some(id) => site::menu_options(state, data, seat, visit, id, out),
            None => menu_options(state, data, seat, visit, out),
        },
        PortStep::Selling { .. } => trade::sell_options(state, data, seat, visit.port, out),
        PortStep::Buying { .. } => trade::buy_options(state, data, seat, visit, out),
        PortStep::Shipyard => shipyard::options(state, data, seat, visit, out),
        PortStep::Recruiting => {
            let s = &state.seats[seat];
            if funds(state, data, seat, visit.port) >= data.tokens.prices.crew_each as i32
                && s.ship
                    .as_ref()
                    .is_some_and(|sh| sh.hits.crew < ship::max_values(sh, data).crew)
            {
                out.push(Choice::HireCrew);
            }
            out.push(Choice::Done);
        }
        PortStep::Stashing => stash::options(state, data, seat, visit.port, out),
        PortStep::TransferMods { old, .. } => {
            shipyard::transfer_options(state, data, seat, visit, old, out)
        }
        PortStep::KeepRumor { drawn, redrawn } => {
            rumors::keep_rumor_options(state, seat, *drawn, *redrawn, out)
        }
        PortStep::ChooseMission => cards::mission_options(state, data, seat, visit.port, out),
        PortStep::PickGoods {
            mission,
            deliver,
            picked,
        } => cards::pick_options(state, data, seat, *mission, *deliver, picked, out),
        PortStep::Favors => {
            if super::favors::may_buy(state, data, seat, visit.port) {
                out.push(Choice::BuyFavor);
            }
            out.push(Choice::LeavePort);
        }
        PortStep::ReturnMods { .. } => {
            for z in data.port_zones() {
                if state.board.ship_mods[z.0 as usize].is_none() {
                    out.push(Choice::PlaceMod(z));
                }
            }
        }
    }
}

fn menu_options(
    state: &GameState,
    data: &GameData,
    seat: Seat,
    visit: &PortVisit,
    out: &mut Vec<Choice>,
) {
    let s = &state.seats[seat];
    let port = visit.port;
    let open = |a: Activity| !visit.done.contains(&a);
    if visit.done.is_empty() && s.held() > 0 {
        out.push(Choice::Begin(Activity::Sell));
    }
    // A full hold may still buy: old cargo can be discarded to make room (C. PORT, Buy goods).
    if open(Activity::Buy) && funds(state, data, seat, port) >= 1 {
        out.push(Choice::Begin(Activity::Buy));
    }
    if open(Activity::Shipyard) {
        out.push(Choice::Begin(Activity::Shipyard));
    }
    if open(Activity::Recruit) && recruit_allowed(state, data, seat, port) {
        out.push(Choice::Begin(Activity::Recruit));
    }
    if open(Activity::Stash) && stash::allowed(state, data, seat, port) {
        out.push(Choice::Begin(Activity::Stash));
    }
    if open(Activity::Rumor) && rumors::rumor_allowed(state, data, seat, port) {
        out.push(Choice::Begin(Activity::Rumor));
    }
    if open(Activity::FollowRumor) && rumors::rumor_here(state, data, seat, port) {
        out.push(Choice::Begin(Activity::FollowRumor));
    }
    if open(Activity::Mission)
        && cards::missions_here(state, data, port)
            .iter()
            .any(|m| cards::can_meet(state, data, seat, port, &data.mission(*m).claim))
    {
        out.push(Choice::Begin(Activity::Mission));
    }
    if open(Activity::Deliver) && cards::deliver_allowed(state, data, seat, port) {
        out.push(Choice::Begin(Activity::Deliver));
    }
    if open(Activity::ModMarket) && super::reserve::market_open(state, data, data.port(port).zone) {
        out.push(Choice::Begin(Activity::ModMarket));
    }
    if open(Activity::Credit)
        && is_home(state, data, seat, port)
        && !s.ability_used
        && matches!(
            data.captain(s.captain).ability.effect,
            AbilityEffect::CompanyCredit(_)
        )
    {
        out.push(Choice::Begin(Activity::Credit));
    }
    // MODULE 11: a step up the loyalty track, once a port action.
    if open(Activity::Loyalty) && crew::may_treat(state, data, seat, port) {
        out.push(Choice::Begin(Activity::Loyalty));
    }
    // MODULE 10: favors come last; the port action ends with them.
    if super::favors::may_buy(state, data, seat, port) {
        out.push(Choice::Begin(Activity::Favors));
    }
    out.push(Choice::LeavePort);
}

/// Take the port action: the port's face-down modification is turned up.
pub fn take(state: &mut GameState, seat: Seat, events: &mut Vec<GameEvent>, data: &GameData) {
    let Some(Location::Port(port)) = state.seats[seat].ship.as_ref().map(|s| s.location) else {
        return;
    };
    // MODULE 1's smuggler captain, in a port closed to it: no business without INFLUENCE.
    if super::purse::captain_ability(state, data, seat) == AbilityEffect::EnterClosedPorts
        && super::purse::closed_to(state, data, seat, port)
    {
        let passed = super::purse::skill_roll(state, data, seat, Skill::Influence, events);
        // MODULE 10: a favor may re-roll it, or favors pay the way in.
        let site = RollSite::PortAction(port);
        if super::favors::wait(state, data, seat, Skill::Influence, site, passed) {
            return;
        }
        return deal(state, data, seat, port, passed, events);
    }
    deal(state, data, seat, port, true, events);
}

/// The port action opens, or (the smuggler's INFLUENCE failed in a closed port) is spent.
pub fn deal(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    port: PortId,
    admitted: bool,
    events: &mut Vec<GameEvent>,
) {
    if !admitted {
        state.turn.port_action_taken = true;
        events.push(GameEvent::PortActionRefused { seat, port });
        state.then(&[Beat::ActionDone]);
        return;
    }
    state.port = Some(PortVisit {
        port,
        done: Vec::new(),
        step: PortStep::Menu,
        ship_bought: false,
        weapons_traded: Vec::new(),
        site: None,
    });
    events.push(GameEvent::PortActionTaken { seat, port });
    let zone = data.port(port).zone;
    if let Some(token) = &mut state.board.ship_mods[zone.0 as usize]
        && !token.face_up
    {
        token.face_up = true;
        events.push(GameEvent::ModRevealed {
            zone,
            kind: token.kind,
        });
    }
}

/// Carry out a choice made inside the port action.
pub fn apply(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    choice: Choice,
    events: &mut Vec<GameEvent>,
) {
    let port = state
        .port
        .as_ref()
        .expect("port decisions only during a visit")
        .port;
    let data = &*site::plain(state, data);
    match choice {
        Choice::Begin(activity) => begin(state, data, seat, port, activity, events),
        Choice::LeavePort if site::at_site(state).is_some() => site::leave(state, seat, events),
        Choice::LeavePort => {
            state.port = None;
            state.turn.port_action_taken = true;
            events.push(GameEvent::PortLeft { seat });
            state.then(&[Beat::ActionDone]);
        }
        Choice::Mark(card) => trade::toggle_mark(state, card),
        Choice::Smuggle(card) => contraband::toggle(state, card),
        Choice::Settle => match state.port.as_ref().map(|v| &v.step) {
            Some(PortStep::Selling { .. }) => trade::settle_sale(state, data, seat, port, events),
            Some(PortStep::PickGoods { .. }) => cards::settle_pick(state, data, seat, port, events),
            _ => trade::settle_purchase(state, data, seat, port, events),
        },
        Choice::Redraw => trade::redraw(state, data, seat, port, false, events),
        Choice::RedrawForFavor => match state.port.as_ref().map(|v| &v.step) {
            Some(PortStep::KeepRumor { .. }) => rumors::redraw(state, seat, events),
            _ => trade::redraw(state, data, seat, port, true, events),
        },
        Choice::HireCrew => {
            pay(
                state,
                data,
                seat,
                port,
                data.tokens.prices.crew_each,
                events,
            );
            add_crew(state, data, seat, 1, events);
        }
        Choice::Stash(amount) => stash::apply(state, seat, amount, events),
        Choice::BuyFavor => super::favors::buy(state, data, seat, port, events),
        Choice::KeepRumor(rumor) => rumors::keep_rumor(state, seat, rumor, events),
        Choice::ClaimMission(mission) => {
            cards::attempt(state, data, seat, port, mission, false, events)
        }
        Choice::Done => match state.port.as_ref().map(|v| v.step.clone()) {
            Some(PortStep::TransferMods { old, .. }) if !old.is_empty() => {
                shipyard::return_mods(state, data, old)
            }
            Some(PortStep::TransferMods { .. }) => set_step(state, PortStep::Shipyard),
            _ => to_menu(state),
        },
        Choice::Repair(_)
        | Choice::BuyWeapon(_)
        | Choice::SellWeapon(_)
        | Choice::BuyMod
        | Choice::RestoreHull
        | Choice::BuyShip(_)
        | Choice::TransferMod(_)
        | Choice::PlaceMod(_) => shipyard::apply(state, data, seat, port, choice, events),
        _ => unreachable!("not a port choice: {choice:?}"),
    }
}

fn begin(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    port: PortId,
    activity: Activity,
    events: &mut Vec<GameEvent>,
) {
    if let Some(v) = &mut state.port {
        v.done.push(activity);
    }
    events.push(GameEvent::ActivityBegun { seat, activity });
    match activity {
        Activity::Sell => set_step(state, PortStep::Selling { marked: Vec::new() }),
        Activity::Buy => trade::begin_buying(state, data, seat, port, events),
        Activity::Shipyard => set_step(state, PortStep::Shipyard),
        Activity::Recruit => recruit(state, data, seat, port, events),
        Activity::Stash => {
            if let Some(fee) = ability(data, port, |a| match a {
                PortAbility::GoldCourier { fee } => Some(*fee),
                _ => None,
            }) && !is_home(state, data, seat, port)
            {
                pay(state, data, seat, port, fee, events);
            }
            set_step(state, PortStep::Stashing);
            // MODULE 11: declaring a stash costs a step of loyalty.
            super::loyalty::down(state, seat, LoyaltyCause::Stash, events);
        }
        Activity::Rumor => rumors::acquire_rumor(state, data, seat, port, events),
        Activity::FollowRumor => rumors::follow_rumor(state, data, seat, false, events),
        Activity::Mission => cards::begin_mission(state, data, seat, port, events),
        Activity::Deliver => {
            if let Some(m) = state.seats[seat].mission {
                cards::attempt(state, data, seat, port, m, true, events)
            }
        }
        Activity::ModMarket => {
            super::reserve::draw_for_sale(state, data, data.port(port).zone, events)
        }
        Activity::Favors => set_step(state, PortStep::Favors),
        Activity::Loyalty => crew::treat(state, data, seat, port, events),
        Activity::Credit => {
            if let AbilityEffect::CompanyCredit(n) =
                data.captain(state.seats[seat].captain).ability.effect
            {
                state.seats[seat].ability_used = true;
                gain_gold(state, seat, n, events);
            }
        }
    }
}

/// In port with more cargo than the hold takes at sea, the captain discards before sailing.
pub fn discard_options(state: &GameState, data: &GameData, seat: Seat, out: &mut Vec<Choice>) {
    let s = &state.seats[seat];
    if matches!(
        s.ship.as_ref().map(|sh| sh.location),
        Some(Location::Port(_))
    ) && s.held() > ship::cargo_capacity(s, data)
    {
        out.extend(s.hold().map(|c| Choice::DiscardCargo(*c)));
    }
}

pub fn discard(state: &mut GameState, seat: Seat, card: CargoCardId, events: &mut Vec<GameEvent>) {
    state.seats[seat].drop_card(card);
    state.decks.cargo_discard.push(card);
    events.push(GameEvent::CargoDiscarded {
        seat,
        cards: vec![card],
    });
}
