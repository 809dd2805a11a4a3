//! Writing a seat's observation from the game state: every field, the room of the last
//! observation's lists reused (a searching captain's playouts observe at every step).

use super::view::*;
use crate::content::*;
use crate::rules::protocol::Decision;
use crate::rules::state::*;

/// Build the observation of `seat`.
pub fn observe(
    state: &GameState,
    data: &GameData,
    decision: Option<Decision>,
    seat: Seat,
) -> Observation {
    let mut obs = Observation::blank();
    observe_into(&mut obs, state, data, decision, seat);
    obs
}

impl Observation {
    /// An observation of nothing, to be filled by `observe_into`.
    fn blank() -> Observation {
        Observation {
            seat: 0,
            step: 0,
            round: 0,
            phase: Phase::ChooseShips { seat: 0 },
            turn_order: Vec::new(),
            me: OwnSecrets::none(),
            seats: Vec::new(),
            demand: Vec::new(),
            ship_mods: Vec::new(),
            merchants: Vec::new(),
            merchant_track: 0,
            cargo_deck: 0,
            cargo_discard: Vec::new(),
            event_deck: 0,
            current_event: None,
            port_visit: None,
            raid: None,
            battle: None,
            npcs: Vec::new(),
            npc_arrivals: Vec::new(),
            war: None,
            hunts: Vec::new(),
            missions: Vec::new(),
            third_mission: false,
            rumor_deck: 0,
            mission_deck: 0,
            captain_discard: Vec::new(),
            event_discard: Vec::new(),
            rumor_discard: Vec::new(),
            mission_discard: Vec::new(),
            glory_deck: 0,
            glory_discard: Vec::new(),
            mod_reserve: 0,
            npc_upgrades: Vec::new(),
            turn: TurnState::default(),
            returning: Vec::new(),
            npc_hunt: None,
            ambush: None,
            hiding: None,
            reroll: None,
            spills: Vec::new(),
            stowing: Vec::new(),
            hold_pick: None,
            agenda: Vec::new(),
            glory_redraws: Vec::new(),
            wind: None,
            storm: None,
            storm_hits: None,
            planks: Vec::new(),
            max_rounds: None,
            ai_steers_npcs: false,
            seas: Switches::none(),
            locations: Vec::new(),
            visiting: None,
            location_raid: None,
            decision: None,
        }
    }
}

/// Make `obs` the observation of `seat`, reusing the room its lists already have (a searching
/// captain's playouts observe at every step). Every field is written: the pattern below names
/// them all, so a new field cannot be forgotten.
pub fn observe_into(
    obs: &mut Observation,
    state: &GameState,
    data: &GameData,
    decision: Option<Decision>,
    seat: Seat,
) {
    fill(obs, state, data, decision, seat, Hunts::Worked);
}

/// [`observe_into`] with whom each NPC hunts left out (`hunts` empty): what the AI's rules of
/// thumb read, for the search's playouts, which observe at every step. Working the hunts out
/// was 4 % of a four-seat search, and no rule of thumb reads them (they work out the danger
/// an NPC poses themselves); `tests/game/secrets.rs` holds that their picks are the same.
pub fn observe_into_for_rules_of_thumb(
    obs: &mut Observation,
    state: &GameState,
    data: &GameData,
    decision: Option<Decision>,
    seat: Seat,
) {
    fill(obs, state, data, decision, seat, Hunts::LeftOut);
}

/// Whether an observation works out whom each NPC hunts.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Hunts {
    Worked,
    LeftOut,
}

fn fill(
    obs: &mut Observation,
    state: &GameState,
    data: &GameData,
    decision: Option<Decision>,
    seat: Seat,
    with_hunts: Hunts,
) {
    let revealed = state.revealed();
    let over = matches!(state.phase, Phase::GameOver { .. });
    let own = &state.seats[seat];
    let Observation {
        seat: o_seat,
        step,
        round,
        phase,
        turn_order,
        me,
        seats,
        demand,
        ship_mods,
        merchants,
        merchant_track,
        cargo_deck,
        cargo_discard,
        event_deck,
        current_event,
        port_visit,
        raid,
        battle,
        npcs,
        npc_arrivals,
        war,
        hunts,
        missions,
        third_mission,
        rumor_deck,
        mission_deck,
        captain_discard,
        event_discard,
        rumor_discard,
        mission_discard,
        glory_deck,
        glory_discard,
        mod_reserve,
        npc_upgrades,
        turn,
        returning,
        npc_hunt,
        ambush,
        hiding,
        reroll,
        spills,
        stowing,
        hold_pick,
        agenda,
        glory_redraws,
        wind,
        storm,
        storm_hits,
        planks,
        max_rounds,
        ai_steers_npcs,
        seas,
        locations,
        visiting,
        location_raid,
        decision: o_decision,
    } = obs;
    *o_seat = seat;
    *step = state.steps;
    *round = state.round;
    phase.clone_from(&state.phase);
    turn_order.clone_from(&state.turn_order);
    let OwnSecrets {
        captain,
        ship,
        stash,
        cargo,
        contraband,
        bought_goods,
        bought_at_location,
        rumor,
        glory_cards,
        glory_barred,
        announced,
        port_visit: own_visit,
        captain_offer,
        visit: own_location_visit,
    } = me;
    *captain = own.captain;
    ship.clone_from(&own.ship);
    *stash = own.stash;
    cargo.clone_from(&own.cargo);
    contraband.clone_from(&own.contraband);
    *bought_goods = own.bought_goods;
    *bought_at_location = own.bought_at_location;
    *rumor = own.rumor;
    glory_cards.clone_from(&own.glory_cards);
    *glory_barred = barred_in_hand(own);
    *announced = own.announced;
    captain_offer.clone_from(&own.captain_offer);
    *own_visit = state
        .port
        .clone()
        .filter(|_| state.active_seat() == Some(seat));
    own_location_visit.clone_from(&state.visit.clone().filter(|v| v.seat == seat));
    // Each seat's lists are rewritten in the room the last observation left them.
    seats.truncate(state.seats.len());
    for (i, s) in state.seats.iter().enumerate() {
        let (mut ship, mut weapons, mut upgrade_weapons, mut specialists) = match seats.get_mut(i) {
            Some(old) => (
                old.ship.take(),
                std::mem::take(&mut old.weapons),
                std::mem::take(&mut old.upgrade_weapons),
                std::mem::take(&mut old.specialists),
            ),
            None => Default::default(),
        };
        ship.clone_from(if revealed { &s.ship } else { &None });
        weapons.clone_from(&s.weapons);
        upgrade_weapons.clone_from(&s.upgrade_weapons);
        specialists.clone_from(&s.specialists);
        let public = PublicSeat {
            seat: i,
            kind: state.seat_kind(i),
            captain: revealed.then_some(s.captain),
            ship,
            gold: if i == seat {
                Some(s.gold)
            } else {
                public_gold(s, over)
            },
            purse_hidden: s.chest_used,
            glory: s.glory,
            cargo_count: s.cargo.len(),
            bounties: s.bounties,
            weapons,
            upgrade_weapons,
            has_rumor: s.rumor.is_some(),
            mission: s.mission,
            mission_deed: s.mission_deed,
            ability_used: s.ability_used,
            big_ship_glory: s.big_ship_glory,
            retiring: s.retiring,
            glory_count: s.glory_cards.len(),
            specialists,
            glory_from: s.glory_from,
            stash: (s.declared || over).then_some(s.stash),
            captain_offer: s.captain_offer.as_ref().map(Vec::len),
            captains_bought: s.captains_bought,
            flipped: s.flipped,
            favors: s.favors,
            loyalty: s.loyalty,
            glory_barred: barred_in_hand(s).len(),
            contraband_count: s.contraband.len(),
            contraband_sold: s.contraband_sold,
        };
        match seats.get_mut(i) {
            Some(old) => *old = public,
            None => seats.push(public),
        }
    }
    demand.clone_from(&state.board.demand);
    ship_mods.clear();
    ship_mods.extend(state.board.ship_mods.iter().map(|m| {
        m.map(|t| {
            if t.face_up {
                SeenMod::FaceUp(t.kind)
            } else {
                SeenMod::FaceDown
            }
        })
    }));
    merchants.clear();
    merchants.extend(state.board.merchants.iter().map(Option::is_some));
    *merchant_track = state.decks.merchant_track.len();
    *cargo_deck = state.decks.cargo.len();
    cargo_discard.clone_from(&state.decks.cargo_discard);
    *event_deck = state.decks.events.len();
    *current_event = state.current_event;
    *port_visit = state.port.as_ref().and_then(|v| {
        Some(PublicVisit {
            seat: state.active_seat()?,
            port: v.port,
            site: v.site,
            done: v.done.clone(),
            step: crate::rules::port::step_kind(v),
        })
    });
    raid.clone_from(&state.raid);
    battle.clone_from(&state.battle);
    npcs.clone_from(&state.npcs);
    npc_arrivals.clone_from(&state.npc_arrivals);
    *war = state.war;
    match with_hunts {
        Hunts::Worked => crate::rules::npc::hunt::hunts_into(hunts, state, data),
        Hunts::LeftOut => hunts.clear(),
    }
    missions.clone_from(&state.board.missions);
    *third_mission = state.board.third_mission;
    *rumor_deck = state.decks.rumors.len();
    *mission_deck = state.decks.missions.len();
    captain_discard.clone_from(&state.decks.captain_discard);
    event_discard.clone_from(&state.decks.event_discard);
    rumor_discard.clone_from(&state.decks.rumor_discard);
    mission_discard.clone_from(&state.decks.mission_discard);
    *glory_deck = state.decks.glory.len();
    glory_discard.clone_from(&state.decks.glory_discard);
    *mod_reserve = state.decks.mod_reserve.len();
    npc_upgrades.clone_from(&state.decks.npc_upgrades);
    turn.clone_from(&state.turn);
    let secret = crate::rules::reserve::returns_unseen(data);
    returning.clear();
    returning.extend(
        state
            .returning
            .iter()
            .map(|(s, k)| (*s, (!secret).then_some(*k))),
    );
    npc_hunt.clone_from(&state.npc_hunt);
    ambush.clone_from(&state.ambush);
    hiding.clone_from(&state.hiding);
    reroll.clone_from(&state.reroll);
    spills.clone_from(&state.spills);
    stowing.clear();
    stowing.extend(
        state
            .stowing
            .iter()
            .map(|(s, c)| (*s, (*s == seat).then_some(*c))),
    );
    *hold_pick = state.hold_pick;
    if let Some(Reroll {
        seat: owner,
        site: RollSite::Mission { picked, .. },
        ..
    }) = reroll
        && *owner != seat
    {
        picked.clear();
    }
    agenda.clone_from(&state.agenda);
    glory_redraws.clone_from(&state.glory_redraws);
    *wind = state.wind;
    *storm = state.storm;
    storm_hits.clone_from(&state.storm_hits);
    planks.clone_from(&state.planks);
    *max_rounds = state.config.max_rounds;
    *ai_steers_npcs = state.config.ai_steers_npcs;
    seas.clone_from(&state.config.seas);
    locations.clone_from(&state.locations);
    *visiting = state.visit.as_ref().map(|v| (v.seat, v.id));
    location_raid.clone_from(&state.location_raid);
    *o_decision = decision.filter(|d| d.seat == seat);
}

/// A seat's gold aboard as the whole table sees it: counted in the open until the chest is
/// used, then hidden until the stash is shown (a declaration, or the game's end).
pub fn public_gold(s: &SeatState, over: bool) -> Option<i32> {
    (!s.chest_used || s.declared || over).then_some(s.gold)
}

/// MODULE 11: the barred glory cards still in the seat's hand.
fn barred_in_hand(s: &SeatState) -> Vec<GloryCardId> {
    s.glory_barred
        .iter()
        .copied()
        .filter(|c| s.glory_cards.contains(c))
        .collect()
}
