//! The mirror of a table played online: built from the one observation the server sends this
//! seat (its own secrets, everyone's public face), with whose turn it is, who is connected
//! and the turn timer from the same `state` frame. Each player has their own screen, so the
//! viewer is always this seat and there is no hand-off curtain.

use super::{Pieces, SeenBy, TableView, Viewer, public_view, refresh, spawn};
use crate::online::OnlineGame;
use crate::rules::GameEvent;
use crate::rules::MerchantsAndMarauders as Mm;
use crate::table::assets::LoadedData;
use crate::table::session::{GameEventMsg, GameReset};
use bevy::prelude::*;

#[allow(clippy::too_many_arguments)]
pub(super) fn sync(
    mut commands: Commands,
    game: Res<OnlineGame<Mm>>,
    data: Res<LoadedData<Mm>>,
    mut events: MessageReader<GameEventMsg<Mm>>,
    mut reset: MessageReader<GameReset>,
    (mut view, mut seen, mut viewer): (ResMut<TableView>, ResMut<SeenBy>, ResMut<Viewer>),
    mut pieces: Pieces,
    mut built: Local<Option<u64>>,
) {
    let happened: Vec<GameEvent> = events.read().map(|e| e.0.clone()).collect();
    let fresh = reset.read().count() > 0;
    let Some(remote) = &game.state else {
        return;
    };
    if !fresh && built.is_some() && happened.is_empty() && !game.is_changed() {
        return;
    }
    // Looking back, the table shows that moment, where nobody decides anything.
    let (public, view_now) = match &game.look.shown {
        Some((at, then)) => (
            then,
            TableView {
                looking_back: Some((*at as usize, remote.step as usize)),
                connected: Some(remote.connected.clone()),
                ..public_view(then)
            },
        ),
        None => (
            &remote.observation,
            TableView {
                deciding: remote.turn.zip(remote.kind),
                undo: remote.undo,
                connected: Some(remote.connected.clone()),
                deadline: remote.deadline,
                ..public_view(&remote.observation)
            },
        ),
    };
    *view = view_now;
    let me = Viewer {
        seat: game.seat,
        hidden: false,
    };
    if *viewer != me {
        *viewer = me;
    }
    // A spectator's screen is nobody's: no secrets, no decision.
    seen.0 = game.seat.map(|_| public.clone());
    // The first state (or a fresh log after a reconnect or an undo): the pieces from scratch.
    if fresh || built.is_none() {
        spawn(&mut commands, &data.0, public);
        *built = Some(remote.step);
        return;
    }
    refresh(&mut commands, &data.0, public, &happened, &mut pieces);
    *built = Some(remote.step);
}
