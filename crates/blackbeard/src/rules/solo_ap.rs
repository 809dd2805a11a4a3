//! 19.13–19.14: the System Player's Anti-Pirate play at each of Blackbeard's actions. A warship
//! or KC that may act against the action does (the SP's KC reacts whenever it may, and does
//! nothing else); otherwise the top Hold Until Played card is drawn for the SP and its AP
//! action taken against him if it can be, else discarded (a Warship Sighting then puts its
//! warship On Station in his area). From Notoriety 12, while the SP has no KC, its first act
//! of each of your turns is an attempt to deploy one, instead of that action's draw. The SP
//! acts as one player: its acts are not held to one a Player-Turn, but card types and the
//! Warship Sighting are (BB-R C 19.13–19.14).

use super::state::*;
use super::{Choice, Event, SoloEvent, ap_acts};
use crate::content::{BbData, EventKind};

/// 19.14: the Notoriety from which the SP goes after Blackbeard with a KC.
const KC_AT: u32 = 12;

/// 19.14: the KC attempt due at this action: Notoriety 12 or more, no SP KC, none tried this
/// Player-Turn.
fn kc_due(state: &State) -> bool {
    let Some(solo) = state.solo.as_ref() else {
        return false;
    };
    state.kc_of(SYSTEM).is_none()
        && solo.kc_tried != state.turns
        && state
            .afloat_of(solo.blackbeard)
            .is_some_and(|a| a.notoriety >= KC_AT)
}

/// What the SP must do now: a warship or KC able to act does (19.13); else the KC attempt
/// (19.14), else what the drawn card can do. Empty when it does nothing.
pub(super) fn offers(data: &BbData, state: &State) -> Vec<Choice> {
    let all = ap_acts::offers(data, state, SYSTEM);
    let forced: Vec<Choice> = all
        .iter()
        .copied()
        .filter(|c| matches!(c, Choice::KcReact | Choice::UseWarship))
        .collect();
    if !forced.is_empty() {
        return forced;
    }
    let now = state.solo.as_ref().is_some_and(|s| s.kc_now);
    if now && state.kc_of(SYSTEM).is_none() && all.contains(&Choice::DeployKc) {
        return vec![Choice::DeployKc];
    }
    let held = &state.hands[SYSTEM];
    all.into_iter()
        .filter(|c| card_of(c).is_some_and(|card| held.contains(&card)))
        .collect()
}

/// The Event card a window act plays, if any.
fn card_of(c: &Choice) -> Option<crate::content::EventCardId> {
    match *c {
        Choice::ApCard { card }
        | Choice::SightWarship { card }
        | Choice::Resist { card, .. }
        | Choice::Convert { card, .. }
        | Choice::Surprise { card } => Some(card),
        _ => None,
    }
}

/// 19.13: the check made once for each of Blackbeard's actions, as its first window opens:
/// the KC attempt (19.14) or the SP's draw. A card it cannot use is discarded at once.
pub(super) fn check(data: &BbData, state: &mut State, events: &mut Vec<Event>) {
    let Some(w) = state.window.as_ref() else {
        return;
    };
    let Some(solo) = state.solo.as_ref() else {
        return;
    };
    if w.at != WindowAt::Announced || solo.checked || state.pirate_player() == SYSTEM {
        return;
    }
    if state.ap.action.as_ref().is_none_or(|a| a.cancelled) {
        return;
    }
    state.solo.as_mut().expect("solo").checked = true;
    super::solo_crew::drop_cards(state, events);
    // A warship or KC able to act acts instead of a draw.
    let all = ap_acts::offers(data, state, SYSTEM);
    if all
        .iter()
        .any(|c| matches!(c, Choice::KcReact | Choice::UseWarship))
    {
        return;
    }
    if kc_due(state) && all.contains(&Choice::DeployKc) {
        let solo = state.solo.as_mut().expect("solo");
        solo.kc_tried = state.turns;
        solo.kc_now = true;
        events.push(Event::Solo(SoloEvent::KcAttempt));
        return;
    }
    let Some(card) = super::draw::draw_one(state, events) else {
        return;
    };
    if data.event(card).kind == EventKind::GeneralPardon {
        // 19.10: the Pardon works as 17.2 #8 whoever draws it.
        events.push(Event::MustPlay { seat: SYSTEM, card });
        let _ = super::draw::pardon(state, card, events);
        return;
    }
    events.push(Event::Solo(SoloEvent::SpDraws { card }));
    state.hands[SYSTEM].push(card);
    if !offers(data, state).is_empty() {
        return;
    }
    if data.event(card).kind == EventKind::WarshipSighting
        && let Some(o) = post_warship(state)
    {
        events.push(Event::Solo(SoloEvent::WarshipPosted {
            warship: o.warship,
            area: o.area,
        }));
    }
    super::solo_crew::drop_cards(state, events);
}

/// 19.13: a Warship Sighting with nothing to attack puts its warship On Station in
/// Blackbeard's Sea Area (one a Sea Area: 6.41; none from a port or a Transit Box).
fn post_warship(state: &mut State) -> Option<OnStation> {
    let solo = state.solo.as_ref()?;
    let Some(Location::Sea(area)) = state.afloat_of(solo.blackbeard).map(|a| a.at) else {
        return None;
    };
    if state.on_station.iter().any(|o| o.area == area) {
        return None;
    }
    let warship = state.warship_pool.pop()?;
    let o = OnStation { warship, area };
    state.on_station.push(o);
    Some(o)
}
