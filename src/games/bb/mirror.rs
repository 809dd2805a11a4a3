//! Blackbeard's table as the screen may know it: the public face (every seat's observation
//! without its secrets alike), the viewer's own observation while their face is shown, who
//! decides what, and what the shell reads at a glance. Built from the session (or from the
//! server's frames online) whenever something happened or the screen changes hands; the board
//! and the panels read this and never the session, so no secret reaches the screen unless the
//! viewer's own observation holds it.

use crate::online::OnlineGame;
use crate::table::glance::{Glance, MirrorSet};
use crate::table::look_back::LookBack;
use crate::table::session::{ActiveGame, GameEventMsg, GameReset, SessionSet};
use crate::table::viewer::{Viewer, next_viewer};
use bevy::prelude::*;
use blackbeard::rules::{Blackbeard as Bb, Choice, Kind, Observation, SeatKind};
use game_core::{Decision, Seat, UndoBlocked};

/// What the table shows of a game of Blackbeard.
#[derive(Resource, Default, Debug, Clone)]
pub struct BbTable {
    /// What every seat sees alike (no hand, no Pirate card in hand, no secret ship).
    pub public: Option<Observation>,
    /// The viewer's own observation, only while their face is shown.
    pub seen: Option<Observation>,
    /// Who decides, and what kind of question (public; the options are not).
    pub deciding: Option<(Seat, Kind)>,
    /// For a human's decision: whether they may take back their last choice, or why not.
    pub undo: Option<Result<(), UndoBlocked>>,
    /// Looking back: the choices made by the moment shown, and in the game.
    pub looking_back: Option<(usize, usize)>,
    /// The seed, once the game is over (never before: it would replay every secret).
    pub final_seed: Option<u64>,
    /// Online: which seats have someone connected.
    pub connected: Option<Vec<bool>>,
    /// The last events, for the board's marks (the place last moved to, the last roll).
    pub recent: Vec<blackbeard::rules::Event>,
    /// `seen` is a window's asked seat on the public face (4.63): its hand is not shown.
    pub face: bool,
}

impl BbTable {
    /// Who plays each seat.
    pub fn seat_kinds(&self) -> &[SeatKind] {
        self.public.as_ref().map_or(&[], |p| p.seats.as_slice())
    }

    /// Whether the human at the screen answers the current decision.
    pub fn viewer_answers(&self, viewer: &Viewer) -> bool {
        self.deciding.is_some_and(|(seat, kind)| {
            self.seat_kinds().get(seat) == Some(&SeatKind::Human)
                && (viewer.shown() == Some(seat)
                    || (on_the_public_face(kind) && viewer.seat.is_none()))
        })
    }

    /// The decision the human at the screen answers now, with their observation.
    pub fn my_decision(&self, viewer: &Viewer) -> Option<(&Decision<Kind, Choice>, &Observation)> {
        if !self.viewer_answers(viewer) {
            return None;
        }
        let seen = self.seen.as_ref()?;
        Some((seen.decision.as_ref()?, seen))
    }

    /// The options of the viewer's decision (none when it is not theirs).
    pub fn my_options(&self, viewer: &Viewer) -> &[Choice] {
        self.my_decision(viewer)
            .map_or(&[], |(d, _)| d.options.as_slice())
    }
}

/// An online table's figures turn by turn, followed from each observation the server sends
/// (its history stays on the server): the final screen's charts.
#[derive(Resource, Default)]
pub struct SeenMarks(pub Vec<blackbeard::chronicle::Mark>);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<BbTable>()
        .init_resource::<SeenMarks>()
        .add_systems(
            Update,
            (
                follow_decision.run_if(crate::table::look_back::not_looking_back::<Bb>),
                sync,
            )
                .chain()
                .in_set(MirrorSet)
                .after(SessionSet)
                .run_if(resource_exists::<ActiveGame<Bb>>),
        )
        .add_systems(
            Update,
            sync_online
                .in_set(MirrorSet)
                .after(crate::online::OnlineSet)
                .run_if(resource_exists::<OnlineGame<Bb>>),
        )
        .add_systems(
            Update,
            glance
                .in_set(MirrorSet)
                .after(sync)
                .after(sync_online)
                .run_if(crate::table::played::table_open::<Bb>),
        );
}

/// Whose eyes the screen shows: every decision of a seat holds its hand, so a decision that
/// passes to another human waits behind the hand-off curtain.
fn follow_decision(
    game: Res<ActiveGame<Bb>>,
    mut viewer: ResMut<Viewer>,
    mut reset: MessageReader<GameReset>,
) {
    let session = &game.session;
    let humans: Vec<Seat> = (0..session.config().seats.len())
        .filter(|s| session.seat_kind(*s) == SeatKind::Human)
        .collect();
    let fresh = reset.read().count() > 0;
    let decision = session.decision();
    let deciding = decision.as_ref().map(|d| d.seat);
    let public = decision
        .as_ref()
        .is_some_and(|d| on_the_public_face(d.kind));
    let next = next_viewer(&viewer, &humans, deciding, public, fresh);
    if *viewer != next {
        *viewer = next;
    }
}

/// 4.63 (issue 67: "passing needs no curtain"): a window's question (Pass, or Act…) shows no
/// hand, so between people it is answered without the hand-off; *Act…* then opens that
/// seat's curtain.
fn on_the_public_face(kind: Kind) -> bool {
    kind == Kind::Window
}

/// The events just told, kept for the board's marks (the last few).
fn keep_recent(table: &mut BbTable, happened: Vec<blackbeard::rules::Event>, fresh: bool) {
    if fresh {
        table.recent.clear();
    }
    if !happened.is_empty() {
        table.recent = happened;
    }
}

#[allow(clippy::too_many_arguments)]
fn sync(
    game: Res<ActiveGame<Bb>>,
    viewer: Res<Viewer>,
    mut events: MessageReader<GameEventMsg<Bb>>,
    mut reset: MessageReader<GameReset>,
    mut table: ResMut<BbTable>,
    back: Res<LookBack<Bb>>,
    mut built: Local<bool>,
) {
    let happened: Vec<_> = events.read().map(|e| e.0.clone()).collect();
    let fresh = reset.read().count() > 0;
    let still = !game.is_changed() && !viewer.is_changed() && !back.is_changed();
    if !fresh && *built && happened.is_empty() && still {
        return;
    }
    *built = true;
    let session = back.shown(&game.session);
    super::words::name_seats_for_solitaire(session.config().seats.contains(&SeatKind::System));
    let decision = session.decision();
    // 4.63: a window's Pass or Act… is answered on the public face: the asked seat's
    // observation without its hand, its decision kept.
    let face = decision
        .as_ref()
        .filter(|d| viewer.seat.is_none() && on_the_public_face(d.kind))
        .map(|d| {
            let mut o = session.observation(d.seat);
            o.hand.clear();
            o.pirate_hand.clear();
            o
        });
    let mut now = BbTable {
        public: Some(session.observation(0).without_secrets()),
        face: viewer.shown().is_none() && face.is_some(),
        seen: viewer
            .shown()
            .map(|seat| session.observation(seat))
            .or(face),
        deciding: decision.as_ref().map(|d| (d.seat, d.kind)),
        undo: decision
            .as_ref()
            .filter(|d| session.seat_kind(d.seat) == SeatKind::Human)
            .map(|d| session.undo_blocked(d.seat).map_or(Ok(()), Err)),
        looking_back: None,
        final_seed: session.is_over().then_some(session.config().seed),
        connected: None,
        recent: std::mem::take(&mut table.recent),
    };
    if let Some(at) = back.at() {
        now.deciding = None;
        now.undo = None;
        now.looking_back = Some((at, game.session.choices_made()));
    }
    keep_recent(&mut now, happened, fresh);
    *table = now;
}

/// Online: the one observation the server sends this seat (a spectator's holds no secret),
/// with whose turn it is; each player has their own screen, so no curtain.
fn sync_online(
    game: Res<OnlineGame<Bb>>,
    mut events: MessageReader<GameEventMsg<Bb>>,
    mut reset: MessageReader<GameReset>,
    mut table: ResMut<BbTable>,
    mut viewer: ResMut<Viewer>,
    mut marks: ResMut<SeenMarks>,
) {
    let happened: Vec<_> = events.read().map(|e| e.0.clone()).collect();
    let fresh = reset.read().count() > 0;
    let Some(remote) = &game.state else {
        return;
    };
    if !fresh && happened.is_empty() && !game.is_changed() {
        return;
    }
    if fresh {
        marks.0.clear();
    }
    blackbeard::chronicle::follow(&mut marks.0, &remote.observation);
    let me = Viewer {
        seat: game.seat,
        hidden: false,
    };
    if *viewer != me {
        *viewer = me;
    }
    super::words::name_seats_for_solitaire(remote.observation.solo.is_some());
    let (shown, looking_back) = match &game.look.shown {
        Some((at, then)) => (then, Some((*at as usize, remote.step as usize))),
        None => (&remote.observation, None),
    };
    let mut now = BbTable {
        public: Some(shown.clone().without_secrets()),
        seen: game.seat.map(|_| shown.clone()),
        deciding: remote
            .turn
            .zip(remote.kind)
            .filter(|_| looking_back.is_none()),
        undo: remote.undo.filter(|_| looking_back.is_none()),
        looking_back,
        final_seed: None,
        connected: Some(remote.connected.clone()),
        recent: std::mem::take(&mut table.recent),
        face: false,
    };
    keep_recent(&mut now, happened, fresh);
    *table = now;
}

/// What the shell reads of the table at a glance.
fn glance(table: Res<BbTable>, mut glance: ResMut<Glance>) {
    if !table.is_changed() {
        return;
    }
    let now = Glance {
        round: table.public.as_ref().map_or(0, |p| p.turns),
        humans: table
            .seat_kinds()
            .iter()
            .map(|k| *k == SeatKind::Human)
            .collect(),
        shown_at: table.looking_back.map(|(at, _)| at),
    };
    if *glance != now {
        *glance = now;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::screen::Screen;
    use crate::table::assets::LoadedData;
    use crate::table::session::{ChoiceMade, StartGame};
    use bevy::state::app::StatesPlugin;
    use blackbeard::content::BbData;
    use std::sync::Arc;

    fn app(seats: Vec<SeatKind>) -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .init_state::<Screen>()
            .insert_resource(LoadedData::<Bb>(Arc::new(BbData::embedded().unwrap())))
            .init_resource::<Viewer>()
            .init_resource::<Glance>()
            .add_plugins((crate::table::session::plugin::<Bb>, plugin));
        app.world_mut().write_message(StartGame::<Bb>(
            blackbeard::rules::Options::default().config(seats, 5, 6, false),
        ));
        app.update();
        app.update();
        app
    }

    // BB rules 3.0 step 7 and the secrets of the table: a lone human sees their own Event
    // cards and Pirate cards in hand; the public face holds nobody's; the options shown are
    // the decision's own.
    #[test]
    fn the_table_shows_the_viewer_their_own_hand_and_nobody_elses() {
        let mut app = app(vec![SeatKind::Human, SeatKind::Random, SeatKind::Random]);
        let game = app.world().resource::<ActiveGame<Bb>>();
        let own = game.session.observation(0);
        let table = app.world().resource::<BbTable>().clone();
        let viewer = app.world().resource::<Viewer>().clone();
        assert_eq!(viewer.shown(), Some(0));
        let public = table.public.as_ref().unwrap();
        assert!(public.hand.is_empty() && public.pirate_hand.is_empty());
        let seen = table.seen.as_ref().unwrap();
        assert_eq!(seen.hand, own.hand);
        assert_eq!(seen.pirate_hand, own.pirate_hand);
        assert_eq!(
            app.world().resource::<Glance>().humans,
            vec![true, false, false]
        );
        // An option chosen through the table's message moves the game, and the mirror follows.
        let before = game.session.choices_made();
        let decision = game.session.decision().unwrap();
        assert_eq!(
            decision.seat, 0,
            "seed 5 gives the human the first decision"
        );
        assert_eq!(table.my_options(&viewer), decision.options.as_slice());
        app.world_mut()
            .write_message(ChoiceMade::<Bb>(decision.options[0]));
        app.update();
        let game = app.world().resource::<ActiveGame<Bb>>();
        assert_eq!(game.session.choices_made(), before + 1);
        let table = app.world().resource::<BbTable>();
        assert_eq!(
            table.public.as_ref().unwrap().step,
            game.session.choices_made() as u64
        );
    }

    // Hot-seat: with two humans, the screen shows nobody's hand while the other decides,
    // and the next human's only after the hand-off (the shell's curtain).
    #[test]
    fn between_two_humans_the_hand_waits_behind_the_curtain() {
        let app = app(vec![SeatKind::Human, SeatKind::Human]);
        let game = app.world().resource::<ActiveGame<Bb>>();
        let deciding = game.session.decision().unwrap().seat;
        let viewer = app.world().resource::<Viewer>();
        assert_eq!(viewer.seat, Some(deciding));
        assert!(viewer.hidden, "the curtain is down until the seat confirms");
        assert!(app.world().resource::<BbTable>().seen.is_none());
    }

    // 4.63 (issue 67: passing needs no curtain): between two humans, an Anti-Pirate window's
    // Pass / Act… is answered on the public face; the seat's hand stays hidden.
    #[test]
    fn a_window_is_answered_on_the_public_face() {
        let mut app = app(vec![SeatKind::Human, SeatKind::Human]);
        for _ in 0..400 {
            let game = app.world().resource::<ActiveGame<Bb>>();
            let Some(decision) = game.session.decision() else {
                break;
            };
            if decision.kind == Kind::Window {
                let viewer = app.world().resource::<Viewer>().clone();
                let table = app.world().resource::<BbTable>();
                assert_eq!(viewer.seat, None, "no curtain");
                let (d, seen) = table.my_decision(&viewer).expect("answered here");
                assert_eq!(d.options, vec![Choice::Pass, Choice::OpenHand]);
                assert!(
                    seen.hand.is_empty() && seen.pirate_hand.is_empty(),
                    "no hand shown"
                );
                return;
            }
            let pick = *decision
                .options
                .iter()
                .find(|c| matches!(c, Choice::Move { .. }))
                .unwrap_or(&decision.options[0]);
            app.world_mut().write_message(ChoiceMade::<Bb>(pick));
            app.update();
        }
        panic!("no window came");
    }
}
