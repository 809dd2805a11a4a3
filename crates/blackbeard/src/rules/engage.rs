//! A warship (6.45–6.47) or a KC (10.33–10.36) against the active pirate: a sighted
//! warship attacks or stays On Station; the pirate fights or tries to escape (d6 + Speed
//! each, −1 to a KC that moved in for it); a warship that finds him attacks, a KC that
//! intercepts him is fought or surrendered to with a Letter of Marque (18.41 B). The battle:
//! d6 + his ship's Combat + Ability (an alliance: the better ship and both Abilities; +2 a
//! ship with Heavy Guns; −2 under D&R, 13.23) against d6 + the foe's Combat (+2 with the
//! Living Rules, 2.4). His losing die may be rolled again with Cunning (12). Then back to the
//! window (`window::resume`).

use super::state::*;
use super::{ApEvent, Choice, Event, Kind, alliance, fate};
use crate::content::{BbData, LoyaltyCause, PirateId};
use game_core::Seat;

pub(super) fn start(state: &mut State, foe: Foe, by: Seat, moved_in: bool, step: EngageStep) {
    state.phase = Phase::Engage(Engage {
        foe,
        by,
        moved_in,
        step,
    });
}

/// The sighting seat decides whether its new warship attacks; the pirate's seat the rest.
pub(super) fn decider(state: &State, e: &Engage) -> (Seat, Kind) {
    match e.step {
        EngageStep::Sighted => (e.by, Kind::Engage { step: e.step }),
        EngageStep::Surprise { asked } => (surprisers(state)[asked as usize], Kind::Surprise),
        EngageStep::Surrendering { asked } => (state.anti_pirates()[asked as usize], Kind::ApHand),
        _ => (state.pirate_player(), Kind::Engage { step: e.step }),
    }
}

/// 17.2 #11: the seats that may turn a sighted warship into their KC: Anti-Pirates with no
/// KC, while the pool holds one.
fn surprisers(state: &State) -> Vec<Seat> {
    if state.kc_pool.is_empty() {
        return Vec::new();
    }
    state
        .anti_pirates()
        .into_iter()
        .filter(|s| state.kc_of(*s).is_none())
        .collect()
}

/// The next seat asked about a KC Surprise from `from` on, else the warship attacks.
fn surprise_or_attack(state: &mut State, e: &Engage, from: u8) {
    let step = if (from as usize) < surprisers(state).len() {
        EngageStep::Surprise { asked: from }
    } else {
        EngageStep::FightOrEscape
    };
    start(state, e.foe, e.by, false, step);
}

/// 17.2 #11: the warship back to the pool, a KC drawn at random for `seat` in its place,
/// which must intercept (the pirate again chooses: BB-R C).
pub(super) fn surprise(state: &mut State, seat: Seat, events: &mut Vec<Event>) {
    let Some(Location::Sea(area)) = state
        .ap
        .action
        .as_ref()
        .and_then(|a| state.afloat_of(a.pirate))
        .map(|a| a.at)
    else {
        return resume(state);
    };
    let Some(o) = state.on_station.iter().copied().find(|o| o.area == area) else {
        return resume(state);
    };
    if state.kc_pool.is_empty() || state.kc_of(seat).is_some() {
        // No effect: the warship attacks.
        return start(
            state,
            Foe::Warship(o.warship),
            seat,
            false,
            EngageStep::FightOrEscape,
        );
    }
    state.on_station.retain(|x| *x != o);
    state.warship_pool.push(o.warship);
    let i = state.rng.below(state.kc_pool.len());
    let kc = state.kc_pool.remove(i);
    state.kcs.push(KcAfloat {
        kc,
        seat,
        at: Location::Sea(area),
        placed: state.turns,
    });
    events.push(Event::Ap(ApEvent::Surprised {
        seat,
        warship: o.warship,
        kc,
    }));
    start(state, Foe::Kc(kc), seat, false, EngageStep::FightOrEscape);
}

pub(super) fn options(data: &BbData, state: &State, e: &Engage) -> Vec<Choice> {
    match e.step {
        EngageStep::Sighted => vec![Choice::UseWarship, Choice::Pass],
        EngageStep::Surprise { asked } => {
            let seat = surprisers(state)[asked as usize];
            let mut out = vec![Choice::Pass];
            if let Some(card) = state.hands[seat]
                .iter()
                .copied()
                .find(|c| data.event(*c).kind == crate::content::EventKind::KcSurprise)
            {
                out.push(Choice::Surprise { card });
            }
            out
        }
        EngageStep::FightOrEscape => vec![Choice::Escape(false), Choice::Escape(true)],
        EngageStep::Intercepted => vec![Choice::Escape(false), Choice::Surrender],
        EngageStep::Surrendering { asked } => {
            let seat = state.anti_pirates()[asked as usize];
            let mut out = vec![Choice::Pass];
            if !state
                .ap
                .cards
                .contains(&crate::content::EventKind::DoubleCross)
                && let Some(card) = state.hands[seat]
                    .iter()
                    .copied()
                    .find(|c| data.event(*c).kind == crate::content::EventKind::DoubleCross)
            {
                out.push(Choice::ApCard { card });
            }
            out
        }
    }
}

fn active(state: &State) -> PirateId {
    state
        .ap
        .action
        .as_ref()
        .expect("an action under way")
        .pirate
}

/// 10.34: a Letter of Marque to surrender with (11.5: not while allied).
fn may_surrender(state: &State, pirate: PirateId) -> bool {
    alliance::ally(state, pirate).is_none()
        && state.afloat_of(pirate).is_some_and(|a| a.letter.is_some())
}

pub(super) fn advance(data: &BbData, state: &mut State, choice: Choice, events: &mut Vec<Event>) {
    let Phase::Engage(e) = state.phase.clone() else {
        unreachable!("an engagement");
    };
    match (e.step, choice) {
        (EngageStep::Sighted, Choice::UseWarship) => surprise_or_attack(state, &e, 0),
        (EngageStep::Surprise { asked }, Choice::Pass) => surprise_or_attack(state, &e, asked + 1),
        (EngageStep::Surprise { asked }, Choice::Surprise { card }) => {
            // 17.2 #11: played beside any other AP card (no limit of 4.61, 4.62 or 4.65 D);
            // against him, so his Skull and Crossbones may negate it (BB-R C 17.2 #19).
            let seat = surprisers(state)[asked as usize];
            state.hands[seat].retain(|c| *c != card);
            state.discard.push(card);
            let pirate = active(state);
            events.push(Event::Ap(ApEvent::CardPlayed { seat, card, pirate }));
            if state.afloat_of(pirate).is_some_and(|a| a.cunning > 0) {
                state.phase = Phase::Skull(Negation {
                    seat,
                    card,
                    pirate,
                    newcomer: None,
                });
            } else {
                surprise(state, seat, events);
            }
        }
        (EngageStep::Sighted, Choice::Pass) => resume(state),
        (_, Choice::Escape(false)) => battle(data, state, &e, events),
        (EngageStep::FightOrEscape, Choice::Escape(true)) => escape(data, state, &e, events),
        (EngageStep::Intercepted, Choice::Surrender) => {
            let pirate = active(state);
            events.push(Event::Ap(ApEvent::Surrendered { pirate }));
            if let Some(a) = state.ap.action.as_mut() {
                a.surrendering = true;
            }
            start(
                state,
                e.foe,
                e.by,
                e.moved_in,
                EngageStep::Surrendering { asked: 0 },
            );
        }
        (EngageStep::Surrendering { asked }, Choice::Pass) => {
            if (asked as usize + 1) < state.anti_pirates().len() {
                let next = EngageStep::Surrendering { asked: asked + 1 };
                start(state, e.foe, e.by, e.moved_in, next);
            } else {
                surrender(state, events);
            }
        }
        (EngageStep::Surrendering { asked }, Choice::ApCard { card }) => {
            // 17.2 #4: beside the KC's action (an exception to 4.61); against him, so his
            // Skull and Crossbones may negate it; he retires either way.
            let seat = state.anti_pirates()[asked as usize];
            state.hands[seat].retain(|c| *c != card);
            state.discard.push(card);
            state.ap.cards.push(crate::content::EventKind::DoubleCross);
            let pirate = active(state);
            events.push(Event::Ap(ApEvent::CardPlayed { seat, card, pirate }));
            if state.afloat_of(pirate).is_some_and(|a| a.cunning > 0) {
                state.phase = Phase::Skull(Negation {
                    seat,
                    card,
                    pirate,
                    newcomer: None,
                });
            } else {
                super::ap_cards::card_event(
                    data,
                    state,
                    crate::content::EventKind::DoubleCross,
                    pirate,
                    events,
                );
                surrender(state, events);
            }
        }
        (step, choice) => unreachable!("{choice:?} is no answer at {step:?}"),
    }
}

/// 6.45, 10.33: the chase.
fn escape(data: &BbData, state: &mut State, e: &Engage, events: &mut Vec<Event>) {
    let pirate_die = state.rng.d6();
    let foe_die = state.rng.d6();
    escape_rolled(data, state, e, pirate_die, foe_die, false, events);
}

/// The chase's dice: a die short of escaping is offered to his Cunning once (12).
pub(super) fn escape_rolled(
    data: &BbData,
    state: &mut State,
    e: &Engage,
    pirate_die: u8,
    foe_die: u8,
    rerolled: bool,
    events: &mut Vec<Event>,
) {
    let pirate = active(state);
    let (mine, foe) = parts(data, state, pirate, e, false);
    let pirate_total = pirate_die as i16 + mine.sum();
    let foe_total = foe_die as i16 + foe.sum();
    let escaped = foe_total <= pirate_total;
    if !escaped
        && !rerolled
        && super::cunning::offer(
            state,
            pirate,
            pirate_die,
            Reroll::Escape {
                engage: e.clone(),
                foe_die,
            },
        )
    {
        return;
    }
    events.push(Event::Ap(ApEvent::EscapeRolled {
        pirate,
        foe: e.foe,
        pirate_die,
        pirate_total,
        foe_die,
        foe_total,
        escaped,
    }));
    if escaped {
        // 10.33: a Move goes on; any other action is cancelled and spent.
        let moving = matches!(
            state.ap.action.as_ref().map(|a| a.choice),
            Some(Choice::Move { .. } | Choice::Dig { .. })
        );
        if !moving {
            cancel(state, events);
        }
        return resume(state);
    }
    match e.foe {
        Foe::Kc(_) if may_surrender(state, pirate) => {
            start(state, e.foe, e.by, e.moved_in, EngageStep::Intercepted);
        }
        _ => battle(data, state, e, events),
    }
}

fn parts(
    data: &BbData,
    state: &State,
    pirate: PirateId,
    e: &Engage,
    battle: bool,
) -> (super::SeaSide, super::SeaSide) {
    super::sea_fight::sea_parts(
        data,
        &state.afloat,
        &state.alliances,
        state.config.living_rules_plus_two,
        pirate,
        e,
        battle,
    )
}

/// 6.46, 10.35: the battle.
fn battle(data: &BbData, state: &mut State, e: &Engage, events: &mut Vec<Event>) {
    let pirate_die = state.rng.d6();
    let foe_die = state.rng.d6();
    battle_rolled(data, state, e, pirate_die, foe_die, false, events);
}

/// The battle's dice: a losing die is offered to his Cunning once (12).
pub(super) fn battle_rolled(
    data: &BbData,
    state: &mut State,
    e: &Engage,
    pirate_die: u8,
    foe_die: u8,
    rerolled: bool,
    events: &mut Vec<Event>,
) {
    let pirate = active(state);
    let crew = alliance::crew(state, pirate);
    let printed = super::sea_fight::printed_combat(data, e.foe);
    let (mine, foe) = parts(data, state, pirate, e, true);
    let pirate_total = pirate_die as i16 + mine.sum();
    let foe_total = foe_die as i16 + foe.sum();
    let won = pirate_total > foe_total;
    if !won
        && !rerolled
        && super::cunning::offer(
            state,
            pirate,
            pirate_die,
            Reroll::SeaBattle {
                engage: e.clone(),
                foe_die,
            },
        )
    {
        return;
    }
    events.push(Event::Ap(ApEvent::SeaBattle {
        pirate,
        foe: e.foe,
        pirate_die,
        pirate_total,
        foe_die,
        foe_total,
        won,
    }));
    let (left, bound) = state
        .window
        .as_ref()
        .map_or((0, None), |w| (w.left, w.bound));
    match (e.foe, won) {
        (Foe::Warship(w), true) => {
            // 6.46–6.47: 1 Combat hit, the warship back to the pool, Notoriety = its Combat.
            state.on_station.retain(|o| o.warship != w);
            state.warship_pool.push(w);
            alliance::gain_notoriety(
                data,
                state,
                pirate,
                data.notoriety.warship_beaten as u32 * printed as u32,
            );
            if alliance::combat_hits(data, state, pirate, 1, left, bound, None, events) {
                return;
            }
        }
        (Foe::Warship(_), false) => {
            // 6.46: the action cancelled, hits = the difference, −1 loyalty; it stays.
            cancel(state, events);
            let hits = (foe_total - pirate_total).clamp(0, u8::MAX as i16) as u8;
            fate::change_loyalty(data, state, pirate, LoyaltyCause::WarshipBattleLost, events);
            if alliance::combat_hits(data, state, pirate, hits, left, bound, None, events) {
                return;
            }
        }
        (Foe::Kc(k), true) => {
            // 10.35: the KC out of the game; Notoriety 2 × its Combat; +1 loyalty.
            state.kcs.retain(|x| x.kc != k);
            state.kcs_gone.push(k);
            alliance::gain_notoriety(
                data,
                state,
                pirate,
                data.notoriety.kc_beaten as u32 * printed as u32,
            );
            fate::change_loyalty(data, state, pirate, LoyaltyCause::KcBeaten, events);
        }
        (Foe::Kc(k), false) => {
            // 10.35–10.36, 18.12 C: eliminated (an alliance: both); the KC's seat scores half
            // of each one's Notoriety, rounded down.
            for p in crew {
                let notoriety = state.afloat_of(p).map_or(0, |a| a.notoriety);
                fate::eliminate(state, p, events);
                let vp = notoriety / 2;
                state.vp[e.by] += vp;
                state.scored.push(Scored {
                    seat: e.by,
                    pirate: p,
                    how: ScoredBy::KcSank,
                    vp,
                });
                events.push(Event::Ap(ApEvent::KcSank {
                    kc: k,
                    seat: e.by,
                    pirate: p,
                    vp,
                }));
            }
        }
    }
    resume(state);
}

/// 6.45–6.46, 10.33: the action he was conducting cancelled and spent; a merchant it
/// involved removed from play.
pub(super) fn cancel(state: &mut State, events: &mut Vec<Event>) {
    let Some(a) = state.ap.action.as_mut() else {
        return;
    };
    if a.cancelled {
        return;
    }
    a.cancelled = true;
    let (pirate, choice) = (a.pirate, a.choice);
    events.push(Event::Ap(ApEvent::ActionCancelled { pirate }));
    if let Choice::Find { port, .. } | Choice::Loot { port, .. } = choice
        && let Some(m) = state.ports[port.0 as usize].merchant.take()
    {
        state.merchant_pool.push(m.counter);
        events.push(Event::MerchantLost { port });
    }
}

/// Back to the window (`flow` asks on).
fn resume(state: &mut State) {
    state.phase = Phase::Resume;
}

/// 18.41 B: the surrendered pirate retires (no change of mind once a Double Cross is played).
pub(super) fn surrender(state: &mut State, events: &mut Vec<Event>) {
    let pirate = active(state);
    if let Some(a) = state.ap.action.as_mut() {
        a.surrendering = false;
    }
    fate::retire(state, pirate, Retirement::Surrender, events);
    resume(state);
}
