//! The table as an ECS mirror of what the viewer may know. An entity per sea zone, port, seat's
//! board, ship and deck, and the die, with components of plain data built from the session's
//! observations; resynced whenever events arrive, a game starts or loads, or the screen changes
//! hands. The board and every overlay read these and never the session, so nothing secret can
//! reach the screen unless the viewer's own observation holds it.

use crate::content::*;
use crate::rules::MerchantsAndMarauders as Mm;
use crate::rules::observation::{PublicSeat, PublicVisit, SeenMod};
use crate::rules::state::{Battle, NpcState, Raid, Ship};
use crate::rules::{
    Decision, DecisionKind, GameEvent, Observation, Phase, Seat, SeatKind, Session,
};
use crate::table::glance::Glance;
use crate::table::look_back::LookBack;
use crate::table::session::{ActiveGame, GameEventMsg, GameReset, SessionSet};
use bevy::prelude::*;

mod online;
mod pieces;

use pieces::{Pieces, refresh, spawn};

/// Whose eyes the screen shows (the shell's, shared by every game).
pub use crate::table::viewer::{Viewer, next_viewer};

/// What the whole table sees, whoever is at the screen.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct TableView {
    pub round: u32,
    pub phase: Option<Phase>,
    pub turn_order: Vec<Seat>,
    pub seat_kinds: Vec<SeatKind>,
    pub current_event: Option<EventCardId>,
    pub cargo_discard: Vec<CargoCardId>,
    pub port_visit: Option<PublicVisit>,
    /// A merchant found or raided: all of it face up.
    pub raid: Option<Raid>,
    /// MODULE 9: a raid on a location (its cards face up), and the location being visited.
    pub location_raid: Option<crate::rules::state::LocationRaid>,
    pub visiting: Option<(Seat, LocationId)>,
    /// A battle at sea: all of it in the open.
    pub battle: Option<Battle>,
    /// NPC ships in play, face up.
    pub npcs: Vec<NpcState>,
    pub war: Option<[Nation; 2]>,
    /// MODULE 8: where the wind blows this round, and this turn's use of it.
    pub wind: Option<crate::content::Direction>,
    pub wind_move_used: bool,
    pub upwind_paid: bool,
    /// The Seas of Glory switches in play.
    pub seas: Switches,
    /// Each NPC with the captains it would hunt now.
    pub hunts: Vec<(NpcSlot, Vec<Seat>)>,
    /// Who is deciding, and what kind of question (public; the options are not).
    pub deciding: Option<(Seat, DecisionKind)>,
    /// A decision whose options hold nothing secret (see `DecisionKind::is_public`), with the
    /// deciding seat's observation stripped of its secrets: answered on the public face.
    pub public_decision: Option<Observation>,
    /// The seed, once the game is over (never before: it would replay every secret).
    pub final_seed: Option<u64>,
    /// For a human's decision: whether it may take back its last choice, or why not.
    pub undo: Option<Result<(), crate::rules::UndoBlocked>>,
    /// Looking back: the choices made by the moment shown, and in the game. Nothing is
    /// decided then (`deciding` is empty).
    pub looking_back: Option<(usize, usize)>,
    /// Online: which seats have someone connected (none at a table played here).
    pub connected: Option<Vec<bool>>,
    /// Online: when the table's turn timer runs out on the current decision (milliseconds
    /// since 1970).
    pub deadline: Option<u64>,
}

impl TableView {
    /// Whether the human at the screen answers the current decision (its options may show).
    pub fn viewer_answers(&self, viewer: &Viewer) -> bool {
        self.deciding.is_some_and(|(seat, _)| {
            self.seat_kinds.get(seat) == Some(&SeatKind::Human) && viewer.shown() == Some(seat)
        })
    }
}

/// The decision the human at the screen answers now, with its options, if any.
pub fn my_decision<'a>(
    view: &TableView,
    viewer: &Viewer,
    seen: &'a SeenBy,
) -> Option<&'a Decision> {
    if !view.viewer_answers(viewer) {
        return None;
    }
    seen.0.as_ref()?.decision.as_ref()
}

/// The viewer's own observation (their secrets and their decision), only while their face is
/// shown; `None` on the public face and behind the curtain.
#[derive(Resource, Default, Debug, Clone)]
pub struct SeenBy(pub Option<Observation>);

/// A sea zone.
#[derive(Component, Debug, Clone, PartialEq)]
pub struct ZoneToken {
    pub zone: ZoneId,
    /// A merchant sails here (its nation is hidden).
    pub merchant: bool,
    /// NPC captains drawn this round whose ships appear here at its end (the spawn flags of
    /// Seas of Glory's Module 1, shown in every game).
    pub arrivals: Vec<NpcSlot>,
    /// Seas of Glory, MODULE 8: the storm token lies here.
    pub storm: bool,
    /// Seas of Glory, MODULE 9: the location token here, face up.
    pub location: Option<LocationId>,
}

/// A port and the tokens and cards beside it.
#[derive(Component, Debug, Clone, PartialEq)]
pub struct PortToken {
    pub port: PortId,
    pub demand: Option<GoodId>,
    pub ship_mod: Option<SeenMod>,
    pub missions: Vec<MissionId>,
    /// The seats whose (revealed) captain has this home port (Module 1's home-port flags,
    /// shown in every game).
    pub homes: Vec<Seat>,
}

/// A seat's player board, as the table sees it.
#[derive(Component, Debug, Clone, PartialEq)]
pub struct SeatBoard(pub PublicSeat);

/// A ship on the board (known once captains are revealed).
#[derive(Component, Debug, Clone, PartialEq)]
pub struct ShipToken {
    pub seat: Seat,
    pub ship: Ship,
}

/// The decks and piles, counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeckKind {
    Cargo,
    CargoDiscard,
    Events,
    Rumors,
    Missions,
    MerchantTrack,
}

#[derive(Component, Debug, Clone, PartialEq)]
pub struct Deck {
    pub kind: DeckKind,
    pub count: usize,
}

/// The skill dice: the last roll on the table.
#[derive(Component, Debug, Clone, Default, PartialEq)]
pub struct Dice {
    pub seat: Option<Seat>,
    pub skill: Option<Skill>,
    pub faces: Vec<DieFace>,
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Viewer>()
        .init_resource::<TableView>()
        .init_resource::<SeenBy>()
        .add_systems(
            Update,
            (
                follow_decision.run_if(crate::table::look_back::not_looking_back::<Mm>),
                sync,
            )
                .chain()
                .in_set(MirrorSet)
                .after(SessionSet)
                .run_if(resource_exists::<ActiveGame<Mm>>),
        )
        .add_systems(
            Update,
            online::sync
                .in_set(MirrorSet)
                .after(crate::online::OnlineSet)
                .run_if(resource_exists::<crate::online::OnlineGame<Mm>>),
        )
        .add_systems(
            Update,
            glance
                .in_set(MirrorSet)
                .after(sync)
                .after(online::sync)
                .run_if(resource_exists::<Glance>),
        );
}

/// The mirror is current after this set (the shell's own); readers order themselves after it.
pub use crate::table::glance::MirrorSet;

/// What the shell reads of the table at a glance, from the view just built.
fn glance(view: Res<TableView>, mut glance: ResMut<Glance>) {
    if !view.is_changed() {
        return;
    }
    let now = Glance {
        round: view.round,
        humans: view
            .seat_kinds
            .iter()
            .map(|k| *k == SeatKind::Human)
            .collect(),
        shown_at: view.looking_back.map(|(at, _)| at),
    };
    if *glance != now {
        *glance = now;
    }
}

/// Whose eyes the screen shows. With one human at the table, always theirs. With several, the
/// public face as soon as a decision goes to any other seat, and the next human's secrets only
/// once they confirm the hand-off.
pub fn follow_decision(
    game: Res<ActiveGame<Mm>>,
    mut viewer: ResMut<Viewer>,
    mut reset: MessageReader<GameReset>,
) {
    let session = &game.session;
    let humans: Vec<Seat> = (0..session.config().seats.len())
        .filter(|s| session.seat_kind(*s) == SeatKind::Human)
        .collect();
    let fresh = reset.read().count() > 0;
    let decision = game.session.decision();
    let next = next_viewer(
        &viewer,
        &humans,
        decision.as_ref().map(|d| d.seat),
        decision.is_some_and(|d| d.kind.is_public()),
        fresh,
    );
    if *viewer != next {
        *viewer = next;
    }
}

/// Bring the mirror up to date when something happened or the viewer changed.
#[allow(clippy::too_many_arguments)]
fn sync(
    mut commands: Commands,
    game: Res<ActiveGame<Mm>>,
    viewer: Res<Viewer>,
    mut events: MessageReader<GameEventMsg<Mm>>,
    mut reset: MessageReader<GameReset>,
    mut view: ResMut<TableView>,
    mut seen: ResMut<SeenBy>,
    mut pieces: Pieces,
    back: Res<LookBack<Mm>>,
    mut built: Local<bool>,
) {
    let happened: Vec<GameEvent> = events.read().map(|e| e.0.clone()).collect();
    let fresh = reset.read().count() > 0;
    // Some choices change the table without an event (a card marked to sell): the session
    // resource changing is the sign, as much as the events.
    let still = !game.is_changed() && !viewer.is_changed() && !back.is_changed();
    if !fresh && *built && happened.is_empty() && still {
        return;
    }
    // Looking back, the table shows the past, where nobody decides anything.
    let session = back.shown(&game.session);
    let public = session.observation(0);
    *view = table_view(session, &public);
    if let Some(at) = back.at() {
        view.deciding = None;
        view.public_decision = None;
        view.undo = None;
        view.looking_back = Some((at, game.session.choices_made()));
    }
    seen.0 = viewer.shown().map(|seat| session.observation(seat));
    if fresh || !*built {
        // A new game or a loaded one: the entities from scratch, already current.
        spawn(&mut commands, session.data(), &public);
        *built = true;
        return;
    }
    refresh(
        &mut commands,
        session.data(),
        &public,
        &happened,
        &mut pieces,
    );
}

/// The public table of a session.
pub fn table_view(session: &Session, public: &Observation) -> TableView {
    TableView {
        deciding: session.decision().map(|d| (d.seat, d.kind)),
        public_decision: session
            .decision()
            .filter(|d| d.kind.is_public())
            .map(|d| session.observation(d.seat).without_secrets()),
        final_seed: session.is_over().then_some(session.config().seed),
        undo: session
            .decision()
            .filter(|d| session.seat_kind(d.seat) == SeatKind::Human)
            .map(|d| session.undo_blocked(d.seat).map_or(Ok(()), Err)),
        ..public_view(public)
    }
}

/// What an observation shows of the whole table; nobody decides in it (the caller says who
/// does, from the session or from the server).
pub fn public_view(public: &Observation) -> TableView {
    TableView {
        round: public.round,
        phase: Some(public.phase.clone()),
        turn_order: public.turn_order.clone(),
        seat_kinds: public.seats.iter().map(|s| s.kind).collect(),
        current_event: public.current_event,
        cargo_discard: public.cargo_discard.clone(),
        port_visit: public.port_visit.clone(),
        raid: public.raid.clone(),
        location_raid: public.location_raid.clone(),
        visiting: public.visiting,
        battle: public.battle.clone(),
        npcs: public.npcs.clone(),
        war: public.war,
        wind: public.wind,
        wind_move_used: public.turn.wind_move_used,
        upwind_paid: public.turn.upwind_paid,
        seas: public.seas.clone(),
        hunts: public.hunts.clone(),
        ..TableView::default()
    }
}

/// The decision the human at the screen answers now, with the observation to word it by: their
/// own, or (for a decision with nothing secret in it) the public face.
pub fn answerable<'a>(
    view: &'a TableView,
    viewer: &Viewer,
    seen: &'a SeenBy,
) -> Option<(&'a crate::rules::Decision, &'a Observation)> {
    let (deciding, _) = view.deciding?;
    if let (Some(d), Some(o)) = (my_decision(view, viewer, seen), seen.0.as_ref()) {
        return Some((d, o));
    }
    view.public_decision
        .as_ref()
        .filter(|_| view.seat_kinds.get(deciding) == Some(&SeatKind::Human))
        .and_then(|o| Some((o.decision.as_ref()?, o)))
}

#[cfg(test)]
mod tests;
