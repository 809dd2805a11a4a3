//! MODULE 9, Visit a location: an action at sea, once a turn for each location, for the
//! visitors its kind allows. We offer a visit only when it can do something for the captain
//! (ours: a visit that can do nothing would only spend the action).
//! - Missionary: lift bounties at 3 gold each, of one nation a visit.
//! - Natives: a cargo card for full repairs, crew aside.
//! - Pirate haven (pirates): crew to the full and a rumor, free and without a roll (no free
//!   crew while the crew is Restless or worse, MODULE 11).
//! - Prison: 5 gold for the glory deck's first specialist of a type the captain lacks
//!   (others of a type it has are discarded, then the deck is shuffled); not while the crew
//!   is Restless or worse (MODULE 11), when it would idle.
//! - Reef: SCOUTING; per success a cargo card, a weapon it lacks, a rumor or a crew; then a
//!   hull hit per thing picked up, less one per SEAMANSHIP success (no crew while Restless).
//!
//! - Naval fort (honest captains): its nation's naval ship at sea sails a zone where the
//!   visitor says; with none at sea, the event deck's first of its captains is drawn.
//!
//! - Town, trade station: a port's business at sea (see `port::site`).

use crate::content::*;
use crate::rules::battle::damage::land_hits;
use crate::rules::protocol::{
    Choice, GameEvent, LocationChoice, LocationEvent, LocationStepKind, Salvage,
};
use crate::rules::purse::{add_crew, count_successes, draw_into_hold};
use crate::rules::state::*;
use crate::rules::{death, favors, loyalty, port, ship};

pub fn step_kind(step: &VisitStep) -> LocationStepKind {
    match step {
        VisitStep::Missionary { .. } => LocationStepKind::Missionary,
        VisitStep::Natives => LocationStepKind::Natives,
        VisitStep::Haven { .. } => LocationStepKind::Haven,
        VisitStep::Reef { .. } => LocationStepKind::Reef,
        VisitStep::KeepRumor { .. } => LocationStepKind::KeepRumor,
        VisitStep::NavalFort => LocationStepKind::NavalFort,
    }
}

fn may_enter(state: &GameState, data: &GameData, seat: Seat, id: LocationId) -> bool {
    let pirate = state.seats[seat].is_pirate();
    let allowed = match data.tokens.locations.kind_of(id).visitors {
        Visitors::Anyone => true,
        Visitors::Pirates => pirate,
        Visitors::NonPirates => !pirate,
    };
    allowed && !state.turn.visited.contains(&id)
}

/// Whether the seat may visit the location now, and the visit can do something for it.
pub fn may_visit(state: &GameState, data: &GameData, seat: Seat, id: LocationId) -> bool {
    if !may_enter(state, data, seat, id) {
        return false;
    }
    let s = &state.seats[seat];
    let Some(sh) = s.ship.as_ref() else {
        return false;
    };
    let prices = &data.tokens.locations;
    match data.tokens.locations.token(id).kind {
        LocationKind::Missionary => s.is_pirate() && s.gold >= prices.missionary_price as i32,
        LocationKind::Natives => s.held() > 0 && !ship::damaged_locations(sh, data).is_empty(),
        LocationKind::PirateHaven => free_crew(state, data, seat) || rumor_left(state),
        LocationKind::Prison => {
            s.gold >= prices.prison_price as i32
                && !loyalty::restless(state, seat)
                && prisoner(state, data, seat).is_some()
        }
        LocationKind::Reef => true,
        LocationKind::NavalFort => {
            let fort = fort_nation(state, data, id);
            navy_at_sea(state, fort).is_some() || navy_card(state, data, fort).is_some()
        }
        // A town always has business to offer; a trade station trades goods.
        LocationKind::Town => true,
        LocationKind::TradeStation => !s.cargo.is_empty() || s.gold >= 1,
    }
}

/// Free crew (a haven's, a reef's) may come aboard: the ship has room for it, and (MODULE 11,
/// Restless: "The penalty of not being able to recruit for free overrules any other mechanic
/// allowing free recruiting") the crew is not Restless or worse.
fn free_crew(state: &GameState, data: &GameData, seat: Seat) -> bool {
    !loyalty::restless(state, seat)
        && state.seats[seat]
            .ship
            .as_ref()
            .is_some_and(|sh| sh.hits.crew < ship::max_values(sh, data).crew)
}

fn rumor_left(state: &GameState) -> bool {
    !(state.decks.rumors.is_empty() && state.decks.rumor_discard.is_empty())
}

/// The visit begins: the action is the visit's; its kind's step opens (a prison's hire is
/// done at once, and a reef's SCOUTING rolled).
pub fn begin(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    id: LocationId,
    events: &mut Vec<GameEvent>,
) {
    state.turn.visited.push(id);
    events.push(GameEvent::Location(LocationEvent::Visited { seat, id }));
    let step = match data.tokens.locations.token(id).kind {
        LocationKind::Missionary => VisitStep::Missionary { nation: None },
        LocationKind::Natives => VisitStep::Natives,
        LocationKind::PirateHaven => VisitStep::Haven {
            crewed: false,
            heard: false,
        },
        LocationKind::Prison => {
            free_prisoner(state, data, seat, false, events);
            state.then(&[Beat::ActionDone]);
            return;
        }
        LocationKind::Reef => {
            state.visit = Some(LocationVisit {
                seat,
                id,
                step: VisitStep::Reef { left: 0, picked: 0 },
            });
            let found = count_successes(state, data, seat, Skill::Scouting, None, 1, events);
            let site = RollSite::Reef {
                successes: found,
                toll: false,
            };
            // MODULE 10: a search that found nothing may be rolled again for a favor.
            if favors::wait(state, data, seat, Skill::Scouting, site, found > 0) {
                return;
            }
            return searched(state, found);
        }
        LocationKind::NavalFort => VisitStep::NavalFort,
        // Business as at the zone's port, without its specials (see `port::site`).
        LocationKind::Town | LocationKind::TradeStation => {
            if let Some(zone) = super::tokens::zone_of(state, id)
                && let Some(port) = data.zone(zone).port
            {
                port::site::open(state, port, id);
            } else {
                state.then(&[Beat::ActionDone]);
            }
            return;
        }
    };
    state.visit = Some(LocationVisit { seat, id, step });
}

pub fn options(state: &GameState, data: &GameData, out: &mut Vec<Choice>) {
    let Some(v) = &state.visit else {
        return;
    };
    let seat = v.seat;
    let s = &state.seats[seat];
    match &v.step {
        VisitStep::Missionary { nation } => {
            if s.gold >= data.tokens.locations.missionary_price as i32 {
                for n in Nation::ALL {
                    if s.bounties[n.index()] > 0 && nation.is_none_or(|x| x == n) {
                        out.push(Choice::Location(LocationChoice::LiftBounty(n)));
                    }
                }
            }
        }
        VisitStep::Natives => out.extend(
            s.hold()
                .map(|c| Choice::Location(LocationChoice::PayCargo(*c))),
        ),
        VisitStep::Haven { crewed, heard } => {
            if !crewed && free_crew(state, data, seat) {
                out.push(Choice::Location(LocationChoice::FreeCrew));
            }
            if !heard && rumor_left(state) {
                out.push(Choice::Location(LocationChoice::FreeRumor));
            }
        }
        VisitStep::Reef { .. } => salvage_options(state, data, seat, out),
        VisitStep::NavalFort => {
            let fort = fort_nation(state, data, v.id);
            if let Some(at) = navy_at_sea(state, fort) {
                out.extend(
                    data.zone(at)
                        .neighbours
                        .iter()
                        .map(|z| Choice::Location(LocationChoice::SteerNavy(*z))),
                );
            } else if navy_card(state, data, fort).is_some() {
                out.push(Choice::Location(LocationChoice::CallNavy));
            }
        }
        VisitStep::KeepRumor { drawn, .. } => {
            out.extend(s.rumor.map(Choice::KeepRumor));
            out.push(Choice::KeepRumor(*drawn));
            return;
        }
    }
    out.push(Choice::Done);
}

fn salvage_options(state: &GameState, data: &GameData, seat: Seat, out: &mut Vec<Choice>) {
    let s = &state.seats[seat];
    let cards_left = !(state.decks.cargo.is_empty() && state.decks.cargo_discard.is_empty());
    if cards_left && s.held() < ship::cargo_capacity(s, data) {
        out.push(Choice::Location(LocationChoice::Salvage(Salvage::Cargo)));
    }
    for w in data.weapons() {
        if !s.weapons.contains(&w) {
            out.push(Choice::Location(LocationChoice::Salvage(Salvage::Weapon(
                w,
            ))));
        }
    }
    if rumor_left(state) {
        out.push(Choice::Location(LocationChoice::Salvage(Salvage::Rumor)));
    }
    if free_crew(state, data, seat) {
        out.push(Choice::Location(LocationChoice::Salvage(Salvage::Crew)));
    }
}

pub fn apply(state: &mut GameState, data: &GameData, choice: Choice, events: &mut Vec<GameEvent>) {
    let Some(v) = state.visit.clone() else {
        return;
    };
    let seat = v.seat;
    match (v.step, choice) {
        (VisitStep::KeepRumor { drawn, then }, Choice::KeepRumor(keep)) => {
            port::rumors::keep_one(state, seat, drawn, keep, events);
            set_step(state, *then);
            if matches!(
                state.visit.as_ref().map(|v| &v.step),
                Some(VisitStep::Reef { left: 0, .. })
            ) {
                scrape(state, data, events);
            }
        }
        (VisitStep::Missionary { .. }, Choice::Location(LocationChoice::LiftBounty(n))) => {
            let price = data.tokens.locations.missionary_price as i32;
            let s = &mut state.seats[seat];
            s.gold -= price;
            s.bounties[n.index()] = s.bounties[n.index()].saturating_sub(1);
            events.push(GameEvent::GoldPaid {
                seat,
                amount: price,
            });
            events.push(GameEvent::Pardoned { seat, nation: n });
            set_step(state, VisitStep::Missionary { nation: Some(n) });
        }
        (VisitStep::Natives, Choice::Location(LocationChoice::PayCargo(card))) => {
            state.seats[seat].drop_card(card);
            state.decks.cargo_discard.push(card);
            events.push(GameEvent::Location(LocationEvent::CargoPaid { seat, card }));
            if let Some(sh) = state.seats[seat].ship.as_mut() {
                let max = ship::max_values(sh, data);
                for loc in ship::damaged_locations(sh, data) {
                    *sh.hits.get_mut(loc) = max.get(loc);
                }
            }
            events.push(GameEvent::Location(LocationEvent::Repaired { seat }));
            done(state);
        }
        (VisitStep::Haven { heard, .. }, Choice::Location(LocationChoice::FreeCrew)) => {
            add_crew(state, data, seat, u8::MAX, events);
            set_step(
                state,
                VisitStep::Haven {
                    crewed: true,
                    heard,
                },
            );
        }
        (VisitStep::Haven { crewed, .. }, Choice::Location(LocationChoice::FreeRumor)) => {
            let then = VisitStep::Haven {
                crewed,
                heard: true,
            };
            draw_rumor(state, data, seat, then, events);
        }
        (VisitStep::Reef { left, picked }, Choice::Location(LocationChoice::Salvage(what))) => {
            let then = VisitStep::Reef {
                left: left.saturating_sub(1),
                picked: picked + 1,
            };
            events.push(GameEvent::Location(LocationEvent::Salvaged { seat, what }));
            set_step(state, then.clone());
            match what {
                Salvage::Cargo => {
                    draw_into_hold(state, data, seat, events);
                }
                Salvage::Weapon(w) => state.seats[seat].weapons.push(w),
                Salvage::Rumor => return draw_rumor(state, data, seat, then, events),
                Salvage::Crew => add_crew(state, data, seat, 1, events),
            }
            if left <= 1 {
                scrape(state, data, events);
            }
        }
        (VisitStep::Reef { .. }, Choice::Done) => scrape(state, data, events),
        (VisitStep::NavalFort, Choice::Location(LocationChoice::SteerNavy(to))) => {
            let slot = NpcSlot::Navy(fort_nation(state, data, v.id));
            if let Some(from) = state.npc(slot).and_then(|n| n.zone())
                && let Some(ship) = state.npc_mut(slot).and_then(|n| n.ship.as_mut())
            {
                ship.location = Location::Zone(to);
                events.push(GameEvent::NpcMoved {
                    slot,
                    from,
                    to,
                    hunting: None,
                });
            }
            done(state);
        }
        (VisitStep::NavalFort, Choice::Location(LocationChoice::CallNavy)) => {
            let fort = fort_nation(state, data, v.id);
            done(state);
            call_navy(state, data, seat, fort, events);
        }
        (_, Choice::Done) => done(state),
        _ => {}
    }
}

fn set_step(state: &mut GameState, step: VisitStep) {
    if let Some(v) = &mut state.visit {
        v.step = step;
    }
}

/// The visit is over: its action is spent.
fn done(state: &mut GameState) {
    state.visit = None;
    state.then(&[Beat::ActionDone]);
}

/// A rumor drawn free: with none held it is kept; with one held the captain keeps one of
/// the two, then the visit goes on as `then`.
fn draw_rumor(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    then: VisitStep,
    events: &mut Vec<GameEvent>,
) {
    let Some(drawn) = port::rumors::draw(state, seat, events) else {
        let reef_done = matches!(then, VisitStep::Reef { left: 0, .. });
        set_step(state, then);
        if reef_done {
            scrape(state, data, events);
        }
        return;
    };
    if state.seats[seat].rumor.is_some() {
        set_step(
            state,
            VisitStep::KeepRumor {
                drawn,
                then: Box::new(then),
            },
        );
    } else {
        state.seats[seat].rumor = Some(drawn);
        let reef_done = matches!(then, VisitStep::Reef { left: 0, .. });
        set_step(state, then);
        if reef_done {
            // The last success spent on the rumor: the reef takes its toll.
            scrape(state, data, events);
        }
    }
}

/// A reef's roll is settled (MODULE 10: after a favor's re-roll, or let stand): the search's
/// successes are things to pick up; the toll's are hull hits saved.
pub fn reef_rolled(
    state: &mut GameState,
    data: &GameData,
    successes: u8,
    toll: bool,
    events: &mut Vec<GameEvent>,
) {
    if toll {
        scraped(state, data, successes, events);
    } else {
        searched(state, successes);
    }
}

/// The reef visit under way: its visitor and the things it picked up.
fn reef_picks(state: &GameState) -> Option<(Seat, u8)> {
    match &state.visit {
        Some(LocationVisit {
            seat,
            step: VisitStep::Reef { picked, .. },
            ..
        }) => Some((*seat, *picked)),
        _ => None,
    }
}

/// MODULE 10: the reef's roll again, with a favor; its successes count.
pub fn reef_roll_again(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    toll: bool,
    events: &mut Vec<GameEvent>,
) -> u8 {
    let (skill, need) = match reef_picks(state) {
        Some((_, picked)) if toll => (Skill::Seamanship, picked),
        _ => (Skill::Scouting, 1),
    };
    count_successes(state, data, seat, skill, None, need, events)
}

/// The reef's SCOUTING found `found` things to pick up: none ends the visit.
fn searched(state: &mut GameState, found: u8) {
    let Some(v) = state.visit.as_mut() else {
        return;
    };
    if found == 0 {
        state.visit = None;
        state.then(&[Beat::ActionDone]);
    } else {
        v.step = VisitStep::Reef {
            left: found,
            picked: 0,
        };
    }
}

/// The reef's toll: a hull hit per thing picked up, less one per SEAMANSHIP success (MODULE
/// 10: a roll that lets a hit through may be rolled again for a favor).
fn scrape(state: &mut GameState, data: &GameData, events: &mut Vec<GameEvent>) {
    let Some((seat, picked)) = reef_picks(state) else {
        return;
    };
    if picked == 0 {
        return scraped(state, data, 0, events);
    }
    let saved = count_successes(state, data, seat, Skill::Seamanship, None, picked, events);
    let site = RollSite::Reef {
        successes: saved,
        toll: true,
    };
    if favors::wait(state, data, seat, Skill::Seamanship, site, saved >= picked) {
        return;
    }
    scraped(state, data, saved, events);
}

/// The toll's hull hits land; a sunk ship takes its captain with it.
fn scraped(state: &mut GameState, data: &GameData, saved: u8, events: &mut Vec<GameEvent>) {
    let Some((seat, picked)) = reef_picks(state) else {
        return;
    };
    let hits = picked.saturating_sub(saved);
    events.push(GameEvent::Location(LocationEvent::Scraped { seat, hits }));
    state.visit = None;
    let landed = land_hits(
        state,
        data,
        Side::Captain(seat),
        &vec![HitLocation::Hull; hits as usize],
        true,
        None,
        events,
    );
    if landed.sunk {
        death::sink(state, data, seat, events);
        return;
    }
    state.then(&[Beat::ActionDone]);
}

/// The nation a naval fort serves: its zone port's (every token lies in a zone with a port).
fn fort_nation(state: &GameState, data: &GameData, id: LocationId) -> Nation {
    super::tokens::nation_of(state, data, id).unwrap_or(Nation::Spanish)
}

/// Where the nation's naval ship lies at sea, if it is on the board.
fn navy_at_sea(state: &GameState, nation: Nation) -> Option<ZoneId> {
    state.npc(NpcSlot::Navy(nation)).and_then(|n| n.zone())
}

/// Where in the event deck the first (from the top) naval captain of the nation lies.
fn navy_card(state: &GameState, data: &GameData, nation: Nation) -> Option<usize> {
    state
        .decks
        .events
        .iter()
        .rposition(|c| data.event(*c).npc.as_ref().map(|n| n.slot) == Some(NpcSlot::Navy(nation)))
}

/// NAVAL FORT: the event deck's first naval captain of the fort's nation is drawn, the deck
/// shuffled; the card acts as an event card drawn (every crew loses a step of loyalty with
/// Module 11) and its ship sails at the end of the round with the others.
fn call_navy(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    nation: Nation,
    events: &mut Vec<GameEvent>,
) {
    let Some(at) = navy_card(state, data, nation) else {
        return;
    };
    let card = state.decks.events.remove(at);
    state.rng.shuffle(&mut state.decks.events);
    events.push(GameEvent::Location(LocationEvent::NavyCalled {
        seat,
        card,
    }));
    crate::rules::npc::drawn(state, card);
    loyalty::npc_card(state, events);
}

/// A prison's prisoner: the glory deck's first specialist of a type the captain lacks,
/// employed at once (for its price, or `free` after a raid). Those of a type it has are
/// discarded on the way; the deck is then shuffled.
pub fn free_prisoner(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    free: bool,
    events: &mut Vec<GameEvent>,
) {
    let Some(at) = prisoner(state, data, seat) else {
        return;
    };
    let card = state.decks.glory.remove(at);
    // The specialists of types already employed, above it in the deck, are discarded.
    let mut passed = Vec::new();
    let mut i = state.decks.glory.len();
    while i > at {
        i -= 1;
        let c = state.decks.glory[i];
        if matches!(data.glory_card(c).effect, GloryEffect::Specialist { .. }) {
            passed.push(state.decks.glory.remove(i));
        }
    }
    state.decks.glory_discard.extend(passed);
    state.rng.shuffle(&mut state.decks.glory);
    if !free {
        let price = data.tokens.locations.prison_price as i32;
        state.seats[seat].gold -= price;
        events.push(GameEvent::GoldPaid {
            seat,
            amount: price,
        });
    }
    state.seats[seat].specialists.push(card);
    events.push(GameEvent::SpecialistHired { seat, card });
}

/// Where in the glory deck the prison's prisoner lies: the first specialist from the top of
/// a type the captain does not employ.
fn prisoner(state: &GameState, data: &GameData, seat: Seat) -> Option<usize> {
    let s = &state.seats[seat];
    state.decks.glory.iter().rposition(|c| {
        matches!(data.glory_card(*c).effect,
            GloryEffect::Specialist { kind, .. } if !s.employs(data, kind))
    })
}
