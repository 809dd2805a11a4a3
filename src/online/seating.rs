//! Which games can be played online here, and the table sat at, whichever its game: each
//! game's plugin adds its seating (`super::for_game`): how to sit at a table of it, how to
//! leave it, its seats' names. The Play online screen (`lobby.rs`) sits at a link's game and
//! shows what [`OnlineSeen`] says of the table, never a game's own types.

use super::{OnlineGame, Socket, Status};
use crate::protocol::Link;
use crate::table::OnTable;
use crate::table::session::ActiveGame;
use bevy::prelude::*;
use game_core::Seat;

/// How to sit at and leave a table of one game.
#[derive(Clone, Copy)]
pub(crate) struct Seating {
    /// The game's short name (the folder of its invite links: `http://HOST/GAME/#…`).
    pub game: &'static str,
    sit: fn(&mut World, Link),
    leave: fn(&mut World),
    /// Put the local game of this game away (its autosave resumes it later).
    put_away: fn(&mut World),
    /// A seat's name for people, as the invitations list them.
    pub seat_name: fn(Seat) -> String,
}

/// Every game's seating, in the order the games' plugins were added.
#[derive(Resource, Default)]
pub(crate) struct OnlineGames(pub Vec<Seating>);

impl OnlineGames {
    /// The seating of `game` (by short name), or one error naming it; a link that names no
    /// game (a code typed alone) is the first game's (its welcome tells the truth, and a
    /// table of another game is refused by name there).
    pub fn of(&self, game: Option<&str>) -> Result<Seating, String> {
        let found = match game {
            None => self.0.first(),
            Some(id) => self.0.iter().find(|s| s.game == id),
        };
        found.copied().ok_or_else(|| {
            let known: Vec<&str> = self.0.iter().map(|s| s.game).collect();
            format!(
                "the link is for the game \"{}\", which this version does not play ({} here)",
                game.unwrap_or_default(),
                known.join(", ")
            )
        })
    }
}

/// What the Play online screen shows of the table sat at (kept by each game's `see`).
#[derive(Resource, Default, Clone, Debug, PartialEq)]
pub struct OnlineSeen {
    /// The game of the table sat at; `None`: no table.
    pub game: Option<&'static str>,
    pub status: Option<Status>,
    /// The server's WebSocket address.
    pub ws: String,
    /// Whether the table's state has come.
    pub seated: bool,
}

/// Seat `G` for online play: its seating, and the systems that keep [`OnlineSeen`] and leave
/// the table when a local game of `G` starts.
pub(crate) fn for_game<G: OnTable>(app: &mut App) {
    app.init_resource::<OnlineGames>()
        .init_resource::<OnlineSeen>();
    app.world_mut()
        .resource_mut::<OnlineGames>()
        .0
        .push(Seating {
            game: G::ID,
            sit: sit::<G>,
            leave: leave_game::<G>,
            put_away: put_away::<G>,
            seat_name: G::seat_name,
        });
    app.add_systems(Update, see::<G>).add_systems(
        PreUpdate,
        one_game_at_a_time::<G>.in_set(crate::table::session::OneTable),
    );
}

/// Sit at the table `link` opens, of the game `game` names (see [`OnlineGames::of`]).
pub(crate) fn sit_at(world: &mut World, link: Link, game: Option<&str>) -> Result<(), String> {
    let seating = world.resource::<OnlineGames>().of(game)?;
    (seating.sit)(world, link);
    Ok(())
}

/// Sit at a table of `G`: a table of another game is left first, and the local game of
/// every game (if any) is put away (its autosave resumes it later).
fn sit<G: OnTable>(world: &mut World, link: Link) {
    let elsewhere = world
        .resource::<OnlineSeen>()
        .game
        .is_some_and(|g| g != G::ID);
    if elsewhere {
        leave(world);
    }
    let put_away: Vec<fn(&mut World)> = world
        .resource::<OnlineGames>()
        .0
        .iter()
        .map(|s| s.put_away)
        .collect();
    for put_away in put_away {
        put_away(world);
    }
    world.insert_resource(OnlineGame::<G>::new(link));
}

fn put_away<G: OnTable>(world: &mut World) {
    world.remove_resource::<ActiveGame<G>>();
}

/// Keep [`OnlineSeen`] as `G`'s table stands.
fn see<G: OnTable>(online: Option<Res<OnlineGame<G>>>, mut seen: ResMut<OnlineSeen>) {
    let Some(game) = online.filter(|g| g.is_changed()) else {
        return;
    };
    let now = OnlineSeen {
        game: Some(G::ID),
        status: Some(game.status.clone()),
        ws: game.link.ws.clone(),
        seated: game.state.is_some(),
    };
    seen.set_if_neq(now);
}

/// A local game of `G` started or loaded: the online table is left (the seat stays yours:
/// its link joins again), and the local game of every other game is put away (its autosave
/// resumes it later). Runs before the screen changes (`PreUpdate`), so the table that shows
/// is this one alone.
fn one_game_at_a_time<G: OnTable>(world: &mut World) {
    let local = world
        .get_resource_ref::<ActiveGame<G>>()
        .is_some_and(|g| g.is_added());
    if !local {
        return;
    }
    if world.resource::<OnlineSeen>().game.is_some() {
        leave(world);
    }
    let others: Vec<fn(&mut World)> = world
        .resource::<OnlineGames>()
        .0
        .iter()
        .filter(|s| s.game != G::ID)
        .map(|s| s.put_away)
        .collect();
    for put_away in others {
        put_away(world);
    }
}

/// Leave the table: the connection closes (the seat stays the player's: the link joins
/// again).
pub fn leave(world: &mut World) {
    world.remove_non_send::<Socket>();
    let leavers: Vec<fn(&mut World)> = world
        .get_resource::<OnlineGames>()
        .map(|games| games.0.iter().map(|s| s.leave).collect())
        .unwrap_or_default();
    for leave in leavers {
        leave(world);
    }
    if let Some(mut seen) = world.get_resource_mut::<OnlineSeen>() {
        *seen = OnlineSeen::default();
    }
}

fn leave_game<G: OnTable>(world: &mut World) {
    world.remove_resource::<OnlineGame<G>>();
}
