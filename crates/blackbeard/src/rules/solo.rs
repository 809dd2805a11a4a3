//! 19, Solitaire Blackbeard: you are Blackbeard (seat 0); the System Player (SP, seat 1) plays
//! three pirates, each its own Player-Turn after yours (19.2), from two decks (19.3, 19.12).
//! Setup (19.1, 19.3–19.8), the turns, the SP's draws, the options the mode takes away
//! (19.11, 19.15), Blackbeard's mutiny and crew (19.16, 19.20) and the ends (19.9, 19.10). The
//! SP's Anti-Pirate play in your turn (19.13, 19.14) is `solo_ap`; its choices are the
//! System seat's (`crate::ai::system`). The readings we take are BB-R C 19.x.

use super::solo_crew::MERCHANTS_START;
use super::state::*;
use super::{Choice, Event, Kind, SoloEvent, fate, setup};
use crate::content::{AreaId, BbData, EventCardId, EventKind, PirateId, Play, ShipKind};
use game_core::Seat;

/// 19.9: Blackbeard's VP to win by retiring, and the SP's banked VP that win for it.
pub const WIN_AT: u32 = 130;
pub const SP_WINS_AT: u32 = 100;
/// 19.1: the SP's pirates on the map.
const SP_PIRATES: usize = 3;

/// Blackbeard's Pirate card (Edward Teach).
pub(super) fn blackbeard(data: &BbData) -> PirateId {
    let i = data
        .pirates
        .iter()
        .position(|p| p.key == "teach")
        .expect("the data validator keeps Teach");
    PirateId(i as u8)
}

/// 19.1, 19.3–19.5: the decks, governors, Pirate cards, merchants and pools of a solitaire game
/// set up so far by `setup::new_game`; then you place Blackbeard (19.6).
pub(super) fn prepare(data: &BbData, state: &mut State, events: &mut Vec<Event>) {
    let teach = blackbeard(data);
    // 19.3: two decks; Finger of Fate and the Piratical Ambitions out of the game.
    let (mut held, mut urgent): (Vec<EventCardId>, Vec<EventCardId>) = (0..data.event_deck.len()
        as u8)
        .map(EventCardId)
        .filter(|c| {
            !matches!(
                data.event(*c).kind,
                EventKind::FingerOfFate | EventKind::PiraticalAmbition
            )
        })
        .partition(|c| data.event(*c).play != Play::MustPlayImmediately);
    state.rng.shuffle(&mut held);
    state.rng.shuffle(&mut urgent);
    state.deck = held;
    // 19.5: the governors as 3.0 step 5.
    setup::place_governors(data, state, events);
    // 19.1: Blackbeard is yours; the SP draws from the rest.
    state.pirate_deck.retain(|p| *p != teach);
    state.rng.shuffle(&mut state.pirate_deck);
    // 19.4: ten merchants.
    state.rng.shuffle(&mut state.merchant_pool);
    setup::place_merchants(data, state, MERCHANTS_START, events);
    state.solo = Some(Solo {
        blackbeard: teach,
        mpi_deck: urgent,
        mpi_discard: Vec::new(),
        sp_pirate: None,
        sp_queue: Vec::new(),
        checked: false,
        kc_tried: 0,
        kc_now: false,
        letter: None,
    });
    state.pirate_hands[0] = vec![teach];
    events.push(Event::PirateCardsDealt { seat: 0, count: 1 });
    state.rng.shuffle(&mut state.hostage_pool);
    state.rng.shuffle(&mut state.warship_pool);
    state.rng.shuffle(&mut state.kc_pool);
}

/// Merchants by Sea Area as placed (a port's box counts for each area it adjoins).
fn merchants_by_area(data: &BbData, state: &State) -> Vec<usize> {
    let mut out = vec![0; data.areas.len()];
    for (a, area) in data.areas.iter().enumerate() {
        out[a] = area
            .ports
            .iter()
            .filter(|p| state.ports[p.0 as usize].merchant.is_some())
            .count();
    }
    out
}

/// 19.6: where Blackbeard may start: the area with the most merchants; on a tie, the most
/// doubloons for a Cargo Table roll of 1 there; still tied, your choice.
pub(super) fn start_areas(data: &BbData, state: &State) -> Vec<AreaId> {
    let count = merchants_by_area(data, state);
    let most = count.iter().copied().max().unwrap_or(0);
    let tied: Vec<usize> = (0..count.len()).filter(|a| count[*a] == most).collect();
    let value = |a: usize| data.cargo[a][0];
    let best = tied.iter().map(|a| value(*a)).max().unwrap_or(0);
    tied.into_iter()
        .filter(|a| value(*a) == best)
        .map(|a| AreaId(a as u8))
        .collect()
}

/// 19.6 placed Blackbeard: 19.7 places the SP's three, then you choose his ship.
pub(super) fn after_blackbeard_placed(data: &BbData, state: &mut State, events: &mut Vec<Event>) {
    for _ in 0..SP_PIRATES {
        if !draw_sp_pirate(data, state, events) {
            break;
        }
    }
    state.phase = Phase::ChooseShips { order_at: 0 };
}

/// 19.1, 19.7: the Pirate deck's top card for the SP, placed by D66 in the Sea Area of the
/// port it names (Bermuda's either, at random), never with another pirate (rolled again),
/// its ship by a die (1–4 Sloop, 5–6 Schooner). `false` when the deck is empty.
fn draw_sp_pirate(data: &BbData, state: &mut State, events: &mut Vec<Event>) -> bool {
    let Some(pirate) = state.pirate_deck.pop() else {
        return false;
    };
    let taken = |s: &State, area: AreaId| {
        s.afloat.iter().any(|a| match a.at {
            Location::Sea(x) => x == area,
            Location::Port { from, .. } => from == area,
            Location::Transit(_) => false,
        })
    };
    // Every area taken is a table no D66 can satisfy: the first free by D66 order then.
    let mut area = None;
    for _ in 0..200 {
        let roll = state.rng.d66();
        let port = data.port_at(roll).expect("every D66 names a port");
        let areas = &data.ports[port.0 as usize].areas;
        let a = areas[state.rng.below(areas.len())];
        if !taken(state, a) {
            area = Some(a);
            break;
        }
    }
    let area = area.unwrap_or_else(|| {
        (0..data.areas.len() as u8)
            .map(AreaId)
            .find(|a| !taken(state, *a))
            .unwrap_or(AreaId(0))
    });
    super::put_to_sea::deploy(state, SYSTEM, pirate, area, events);
    let die = state.rng.d6();
    let kind = if die <= 4 {
        ShipKind::Sloop
    } else {
        ShipKind::Schooner
    };
    super::put_to_sea::fit_out(data, state, pirate, kind);
    events.push(Event::Solo(SoloEvent::SpPirate {
        pirate,
        area,
        die,
        ship: kind,
    }));
    true
}

/// The options the mode takes away, from the decision's list: yours (19.11 no Pirate cards;
/// 19.15 no surrender, retirement by a Letter in port only) and the SP's (its one pirate's
/// actions, no Pirate cards; its kept Letter not played). Its window questions are
/// `solo_ap`'s.
pub(super) fn filter(
    data: &BbData,
    state: &State,
    seat: Seat,
    kind: Kind,
    options: &mut Vec<Choice>,
) {
    let Some(solo) = state.solo.as_ref() else {
        return;
    };
    options.retain(|c| !matches!(c, Choice::DrawPirate));
    if seat != SYSTEM {
        // 19.15: Blackbeard may not surrender (an SP pirate with a Letter may, 10.34).
        options.retain(|c| !matches!(c, Choice::Surrender));
        if let Phase::Deploy { .. } = state.phase {
            let areas = start_areas(data, state);
            options.retain(|c| matches!(c, Choice::Deploy { area, .. } if areas.contains(area)));
        } else {
            options.retain(|c| !matches!(c, Choice::Deploy { .. } | Choice::BribeToRetire { .. }));
            options.retain(|c| match *c {
                Choice::Retire { pirate } => letter_port(data, state, pirate),
                _ => true,
            });
        }
        return;
    }
    if matches!(kind, Kind::Window | Kind::ApHand) {
        return;
    }
    let mine = solo.sp_pirate;
    options.retain(|c| {
        if matches!(c, Choice::Deploy { .. } | Choice::FormAlliance { .. }) {
            return false;
        }
        if let Some(p) = c.actor() {
            return Some(p) == mine;
        }
        match *c {
            Choice::PlayInitiative { pirate, .. }
            | Choice::HeavyGuns { pirate, .. }
            | Choice::FairWinds { pirate, .. }
            | Choice::TreasureMap { pirate, .. } => Some(pirate) == mine,
            Choice::PlayForActions { card } => Some(card) != solo.letter.map(|l| l.1),
            Choice::DiscardForActions { first, second } => {
                let kept = solo.letter.map(|l| l.1);
                Some(first) != kept && (second.is_none() || second != kept)
            }
            _ => true,
        }
    });
    if options.is_empty() && kind == Kind::CardPlay {
        options.push(Choice::EndTurn);
    }
}

/// 19.15: Blackbeard retires only in a port of his Letter of Marque's nation.
fn letter_port(data: &BbData, state: &State, pirate: PirateId) -> bool {
    let Some(a) = state.afloat_of(pirate) else {
        return false;
    };
    match (a.at, a.letter) {
        (Location::Port { port, .. }, Some(nation)) => {
            data.ports[port.0 as usize].owner == crate::content::Owner::Nation(nation)
        }
        _ => false,
    }
}

/// After every choice (19.1, 19.9): an SP pirate gone is replaced at once from the Pirate
/// deck; the game ends when Blackbeard is gone, the SP's banked VP reach 100, or the SP has
/// no pirate left to play nor to draw.
pub(super) fn after_choice(data: &BbData, state: &mut State, events: &mut Vec<Event>) {
    let Some(solo) = state.solo.as_ref() else {
        return;
    };
    if matches!(state.phase, Phase::GameOver { .. }) {
        return;
    }
    let teach = solo.blackbeard;
    // A Letter kept by a pirate who is gone goes to the discards (17.2 #12); one taken is
    // kept no more.
    if let Some((p, card)) = solo.letter {
        if !state.hands[SYSTEM].contains(&card) {
            solo_mut(state).letter = None;
        } else if state.afloat_of(p).is_none() {
            solo_mut(state).letter = None;
            state.hands[SYSTEM].retain(|c| *c != card);
            state.discard.push(card);
        }
    }
    let end = if state.afloat_of(teach).is_some() {
        None
    } else if state.retired.contains(&teach) {
        Some(if state.vp[0] >= WIN_AT {
            GameEnd::Retired130
        } else {
            GameEnd::RetiredShort
        })
    } else {
        Some(GameEnd::BlackbeardKilled)
    };
    let end = end.or_else(|| (state.vp[SYSTEM] >= SP_WINS_AT).then_some(GameEnd::SpHundred));
    if let Some(reason) = end {
        state.window = None;
        fate::game_over(state, reason, events);
        return;
    }
    while state.seat_afloat(SYSTEM).count() < SP_PIRATES {
        if !draw_sp_pirate(data, state, events) {
            break;
        }
    }
    if state.seat_afloat(SYSTEM).count() == 0 {
        state.window = None;
        fate::game_over(state, GameEnd::SpExhausted, events);
    }
}

fn solo_mut(state: &mut State) -> &mut Solo {
    state.solo.as_mut().expect("a solitaire game")
}

/// 19.9: the banked VP of the SP (retirements, eliminations, KC kills: BB-R C 19.9).
pub fn sp_banked(state: &State) -> u32 {
    state.vp.get(SYSTEM).copied().unwrap_or(0)
}
