//! Claim a mission: missions claimed where they lie and completed where they go; the rewards
//! of missions and rumors (see `rumors.rs`), each with its glory point.

use super::step::set_step;
use crate::content::*;
use crate::rules::favors;
use crate::rules::glory::{self, GloryReason};
use crate::rules::protocol::{Choice, FavorSource, GameEvent};
use crate::rules::purse::{Trader, funds, gain_gold, pay, skill_roll};
use crate::rules::ship;
use crate::rules::state::*;

/// Missions lying on the board at all times, while the deck lasts.
pub const MISSIONS_IN_PLAY: usize = 2;

/// Missions lying in this port.
pub fn missions_here(state: &GameState, data: &GameData, port: PortId) -> Vec<MissionId> {
    missions_here_on(data, &state.board.missions, port)
}

/// Of the missions on the board, those lying in this port.
pub fn missions_here_on(data: &GameData, board: &[MissionId], port: PortId) -> Vec<MissionId> {
    board
        .iter()
        .copied()
        .filter(|m| data.mission(*m).port == port)
        .collect()
}

/// Whether every requirement that needs no roll can be met now (gold, goods, crew, bounties).
pub fn can_meet(
    state: &GameState,
    data: &GameData,
    seat: Seat,
    port: PortId,
    reqs: &[Req],
) -> bool {
    let s = &state.seats[seat];
    let facts = MissionFacts {
        trader: Trader::of(s),
        cargo: &s.cargo,
        contraband: s.contraband.len(),
        crew: s.ship.as_ref().map_or(0, |sh| sh.hits.crew),
        deed: s.mission_deed,
        funds: funds(state, data, seat, port),
    };
    meets(data, &facts, reqs)
}

/// What a mission's requirements are checked against (an AI checks its own from its
/// observation).
pub struct MissionFacts<'a> {
    pub trader: Trader,
    pub cargo: &'a [CargoCardId],
    /// MODULE 7: cards on the contraband space (goods, but never a named good).
    pub contraband: usize,
    pub crew: u8,
    /// The deed at sea the held mission asks for is done.
    pub deed: bool,
    /// Gold to pay with where the captain is.
    pub funds: i32,
}

/// Whether a captain with these facts meets every requirement (a roll is tried, not met).
pub fn meets(data: &GameData, f: &MissionFacts, reqs: &[Req]) -> bool {
    let trader = f.trader;
    let mut gold = 0u32;
    let mut goods_needed = 0usize;
    for r in reqs {
        match *r {
            Req::Gold(n) => gold += mission_gold(data, trader, n),
            Req::Roll(_) => {}
            Req::Goods { good, count } => {
                let have = f
                    .cargo
                    .iter()
                    .filter(|c| data.cargo_deck[c.0 as usize].good == good)
                    .count();
                if have < count as usize {
                    return false;
                }
                goods_needed += count as usize;
            }
            Req::AnyGoods(n) => goods_needed += n as usize,
            Req::Crew(n) => {
                if f.crew < n {
                    return false;
                }
            }
            Req::NoBounty => {
                if trader.pirate() {
                    return false;
                }
            }
            Req::NotWantedBy(n) => {
                if trader.wanted_by(n) {
                    return false;
                }
            }
            Req::WantedBy(n) => {
                if !trader.wanted_by(n) {
                    return false;
                }
            }
            Req::Raided(_) | Req::Defeated(_) => {
                if !f.deed {
                    return false;
                }
            }
        }
    }
    f.cargo.len() + f.contraband >= goods_needed && f.funds >= gold as i32
}

/// A mission's gold requirement for this captain (Governor's Niece pays less).
pub fn mission_gold(data: &GameData, trader: Trader, n: u32) -> u32 {
    match trader.effect(data) {
        AbilityEffect::MissionDiscount(d) => n.saturating_sub(d),
        _ => n,
    }
}

/// Begin(Mission): with one mission here, try it; with two, pick which.
pub fn begin_mission(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    port: PortId,
    events: &mut Vec<GameEvent>,
) {
    set_step(state, PortStep::ChooseMission);
    let here: Vec<MissionId> = missions_here(state, data, port)
        .into_iter()
        .filter(|m| can_meet(state, data, seat, port, &data.mission(*m).claim))
        .collect();
    if let [only] = here[..] {
        attempt(state, data, seat, port, only, false, events);
    }
}

pub fn mission_options(
    state: &GameState,
    data: &GameData,
    seat: Seat,
    port: PortId,
    out: &mut Vec<Choice>,
) {
    for m in missions_here(state, data, port) {
        if can_meet(state, data, seat, port, &data.mission(m).claim) {
            out.push(Choice::ClaimMission(m));
        }
    }
    out.push(Choice::Done);
}

/// The cards a mission's "any goods" requirement still leaves to the owner's pick: `Some(n)`
/// when the hold has more than the `n` cards asked.
fn pick_needed(state: &GameState, seat: Seat, reqs: &[Req]) -> Option<u8> {
    reqs.iter().find_map(|r| match r {
        Req::AnyGoods(n) if state.seats[seat].held() > *n as usize => Some(*n),
        _ => None,
    })
}

/// Mark the cards to hand over (as many as asked), then hand them over; or give up.
pub fn pick_options(
    state: &GameState,
    data: &GameData,
    seat: Seat,
    mission: MissionId,
    deliver: bool,
    picked: &[CargoCardId],
    out: &mut Vec<Choice>,
) {
    let m = data.mission(mission);
    let reqs = if deliver { &m.deliver } else { &m.claim };
    let n = pick_needed(state, seat, reqs).unwrap_or(0) as usize;
    for c in state.seats[seat].hold() {
        if picked.contains(c) || picked.len() < n {
            out.push(Choice::Mark(*c));
        }
    }
    if picked.len() == n {
        out.push(Choice::Settle);
    }
    out.push(Choice::Done);
}

/// The owner has picked the cards: claim or complete the mission with them.
pub fn settle_pick(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    port: PortId,
    events: &mut Vec<GameEvent>,
) {
    let Some(PortStep::PickGoods {
        mission,
        deliver: completing,
        picked,
    }) = state.port.as_ref().map(|v| v.step.clone())
    else {
        return;
    };
    finish(
        state, data, seat, port, mission, completing, &picked, events,
    );
}

/// How a mission's requirements went.
enum Met {
    Yes,
    No,
    /// A roll failed and waits on a favor (MODULE 10).
    Waiting,
}

/// Meet the requirements in order, from the `from`th; a failed roll stops there and the
/// mission stays. "Any goods" takes the cards the owner `picked` (all there are when the hold
/// holds just enough).
#[allow(clippy::too_many_arguments)]
fn meet(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    port: PortId,
    (mission, deliver): (MissionId, bool),
    picked: &[CargoCardId],
    from: usize,
    events: &mut Vec<GameEvent>,
) -> Met {
    let def = data.mission(mission);
    let reqs = if deliver { &def.deliver } else { &def.claim };
    for (i, r) in reqs.iter().enumerate().skip(from) {
        match *r {
            Req::Gold(n) => {
                let n = mission_gold(data, Trader::of(&state.seats[seat]), n);
                pay(state, data, seat, port, n, events);
            }
            Req::Roll(skill) => {
                let passed = skill_roll(state, data, seat, skill, events);
                let site = RollSite::Mission {
                    mission,
                    deliver,
                    picked: picked.to_vec(),
                    next: (i + 1) as u8,
                };
                if favors::wait(state, data, seat, skill, site, passed) {
                    return Met::Waiting;
                }
                if !passed {
                    return Met::No;
                }
            }
            Req::Goods { good, count } => {
                let cards: Vec<CargoCardId> = state.seats[seat]
                    .cargo
                    .iter()
                    .copied()
                    .filter(|c| data.cargo_deck[c.0 as usize].good == good)
                    .take(count as usize)
                    .collect();
                hand_over(state, data, seat, cards, events);
            }
            Req::AnyGoods(n) => {
                let cards: Vec<CargoCardId> = if picked.len() == n as usize {
                    picked.to_vec()
                } else {
                    state.seats[seat].hold().copied().take(n as usize).collect()
                };
                hand_over(state, data, seat, cards, events);
            }
            Req::Crew(_)
            | Req::NoBounty
            | Req::NotWantedBy(_)
            | Req::WantedBy(_)
            | Req::Raided(_)
            | Req::Defeated(_) => {}
        }
    }
    Met::Yes
}

fn hand_over(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    cards: Vec<CargoCardId>,
    events: &mut Vec<GameEvent>,
) {
    for c in &cards {
        state.seats[seat].drop_card(*c);
    }
    events.push(GameEvent::GoodsHandedOver {
        seat,
        goods: cards
            .iter()
            .map(|c| data.cargo_deck[c.0 as usize].good)
            .collect(),
    });
    state.decks.cargo_discard.extend(cards);
}

/// Try to claim a mission lying here (`deliver` false) or to complete the one held (`deliver`
/// true). When the requirements ask for any cargo cards the owner picks them first.
pub fn attempt(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    port: PortId,
    mission: MissionId,
    deliver: bool,
    events: &mut Vec<GameEvent>,
) {
    let def = data.mission(mission);
    let reqs = if deliver { &def.deliver } else { &def.claim };
    if pick_needed(state, seat, reqs).is_some() {
        set_step(
            state,
            PortStep::PickGoods {
                mission,
                deliver,
                picked: Vec::new(),
            },
        );
        return;
    }
    finish(state, data, seat, port, mission, deliver, &[], events);
}

/// Meet the requirements; then a claimed mission is the captain's (a mission held before is
/// discarded, a new one is drawn to the board), and a completed one pays its reward and a
/// glory point.
#[allow(clippy::too_many_arguments)]
fn finish(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    port: PortId,
    mission: MissionId,
    deliver: bool,
    picked: &[CargoCardId],
    events: &mut Vec<GameEvent>,
) {
    set_step(state, PortStep::Menu);
    let met = meet(
        state,
        data,
        seat,
        port,
        (mission, deliver),
        picked,
        0,
        events,
    );
    conclude(state, data, seat, mission, deliver, met, events);
}

/// MODULE 10: a mission's roll waited on a favor; the requirements after it follow.
#[allow(clippy::too_many_arguments)]
pub fn resume_mission(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    mission: MissionId,
    deliver: bool,
    picked: &[CargoCardId],
    (next, passed): (usize, bool),
    events: &mut Vec<GameEvent>,
) {
    let Some(port) = state.port.as_ref().map(|v| v.port) else {
        return;
    };
    let met = if passed {
        meet(
            state,
            data,
            seat,
            port,
            (mission, deliver),
            picked,
            next,
            events,
        )
    } else {
        Met::No
    };
    conclude(state, data, seat, mission, deliver, met, events);
}

/// The requirements are met or not: a claimed mission is the captain's, a completed one pays.
fn conclude(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    mission: MissionId,
    deliver: bool,
    met: Met,
    events: &mut Vec<GameEvent>,
) {
    let def = data.mission(mission);
    if let Met::Waiting = met {
        return;
    }
    if let Met::No = met {
        events.push(if deliver {
            GameEvent::MissionDeliveryFailed { seat, mission }
        } else {
            GameEvent::MissionClaimFailed { seat, mission }
        });
        return;
    }
    if deliver {
        state.seats[seat].mission = None;
        state.seats[seat].mission_deed = false;
        state.decks.mission_discard.push(mission);
        events.push(GameEvent::MissionCompleted { seat, mission });
        reward(state, data, seat, &def.reward, events);
        glory::gain(state, seat, GloryReason::MissionDone, events);
        favors::gain(state, data, seat, FavorSource::MissionCompleted, events);
        return;
    }
    state.board.missions.retain(|m| *m != mission);
    state.seats[seat].mission_deed = false;
    if let Some(old) = state.seats[seat].mission.replace(mission) {
        state.decks.mission_discard.push(old);
        events.push(GameEvent::MissionDiscarded { seat, mission: old });
    }
    events.push(GameEvent::MissionClaimed { seat, mission });
    favors::gain(state, data, seat, FavorSource::MissionClaimed, events);
    refill_missions(state, events);
}

/// How many missions lie on the board while cards last: two, three once MODULE 1's event
/// opened a third slot.
pub fn mission_slots(state: &GameState) -> usize {
    MISSIONS_IN_PLAY + usize::from(state.board.third_mission)
}

/// Keep the board's missions while cards last (the discards are reshuffled if need be).
pub fn refill_missions(state: &mut GameState, events: &mut Vec<GameEvent>) {
    while state.board.missions.len() < mission_slots(state) {
        if state.decks.missions.is_empty() {
            let mut pile = std::mem::take(&mut state.decks.mission_discard);
            state.rng.shuffle(&mut pile);
            state.decks.missions = pile;
        }
        let Some(m) = state.decks.missions.pop() else {
            return;
        };
        state.board.missions.push(m);
        events.push(GameEvent::MissionDrawn { mission: m });
    }
}

/// Whether the held mission can be completed here now.
pub fn deliver_allowed(state: &GameState, data: &GameData, seat: Seat, port: PortId) -> bool {
    state.seats[seat].mission.is_some_and(|m| {
        let m = data.mission(m);
        m.deliver_to == port && can_meet(state, data, seat, port, &m.deliver)
    })
}

/// Carry out a reward of a rumor or a mission.
pub fn reward(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    r: &Reward,
    events: &mut Vec<GameEvent>,
) {
    match r {
        Reward::Gold(n) => gain_gold(state, seat, *n, events),
        Reward::StashGold(n) => {
            state.seats[seat].add_stash((*n).min(i32::MAX as u32) as i32);
            state.seats[seat].chest_used = true;
            events.push(GameEvent::GoldStashed { seat });
        }
        Reward::FreeRepairs => {
            if let Some(sh) = &mut state.seats[seat].ship {
                let max = ship::max_values(sh, data);
                for l in ship::damaged_locations(sh, data) {
                    *sh.hits.get_mut(l) = max.get(l);
                    events.push(GameEvent::Repaired { seat, location: l });
                }
            }
        }
        Reward::FillCrew => crate::rules::purse::add_crew(state, data, seat, u8::MAX, events),
        Reward::Weapon(w) => {
            if state.seats[seat].weapons.contains(w) {
                gain_gold(state, seat, data.tokens.prices.weapon_sell, events);
            } else {
                state.seats[seat].weapons.push(*w);
                events.push(GameEvent::WeaponBought { seat, weapon: *w });
            }
        }
        Reward::Pardon(nation) => {
            let b = &mut state.seats[seat].bounties[nation.index()];
            if *b > 0 {
                *b -= 1;
                events.push(GameEvent::Pardoned {
                    seat,
                    nation: *nation,
                });
            }
        }
        Reward::Cargo(n) => {
            // In port, up to the port's limit; at sea (a SCOUTING rumor's reward), up to what
            // the hold takes.
            let s = &state.seats[seat];
            let in_port = matches!(
                s.ship.as_ref().map(|sh| sh.location),
                Some(Location::Port(_))
            );
            let limit = if in_port {
                data.tokens.prices.port_cargo_limit as usize
            } else {
                crate::rules::ship::cargo_capacity(s, data)
            };
            let room = limit.saturating_sub(s.held());
            let mut count = 0;
            for _ in 0..(*n as usize).min(room) {
                if crate::rules::purse::draw_into_hold(state, data, seat, events).is_none() {
                    break;
                }
                count += 1;
            }
            if count > 0 {
                events.push(GameEvent::CargoGiven { seat, count });
            }
        }
        Reward::All(list) => {
            for r in list {
                reward(state, data, seat, r, events);
            }
        }
    }
}
