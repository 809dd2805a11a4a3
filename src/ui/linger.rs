//! An encounter's panel that outlives its encounter for a few seconds, to say how it ended
//! (issue 29: "a raid that ends says so in its panel before the panel closes, not only in the
//! log"). The panel keeps the encounter as it last stood; once it has left the table and its
//! end is known, it stays up `LINGER` seconds, or until closed. Behind a hot-seat curtain the
//! clock waits, so the player who lifts it still reads the end.

use crate::screen::Screen;
use crate::table::OnTable;
use crate::table::glance::MirrorSet;
use crate::table::session::{GameEventMsg, GameReset};
use crate::table::viewer::Viewer;
use bevy::prelude::*;
use std::marker::PhantomData;

/// Seconds a panel stays up once its encounter is over.
pub const LINGER: f32 = 6.0;

/// An encounter as last drawn, and how long its panel has left once it is over.
#[derive(Debug)]
pub struct Linger<T> {
    last: Option<T>,
    closing: Option<f32>,
}

impl<T> Default for Linger<T> {
    fn default() -> Self {
        Self {
            last: None,
            closing: None,
        }
    }
}

impl<T: Clone> Linger<T> {
    /// One frame: `now` is the encounter on the table, `ended` whether its end is known,
    /// `tick` the seconds that passed (0 while nobody can read the screen). Returns what the
    /// panel draws and whether it is over.
    pub fn frame(&mut self, now: Option<&T>, ended: bool, tick: f32) -> Option<(T, bool)> {
        if let Some(now) = now {
            self.last = Some(now.clone());
            self.closing = None;
        } else if !ended {
            // Nothing to tell (let go before it began): the panel closes at once.
            *self = Self::default();
        } else if self.last.is_some() {
            let left = self.closing.unwrap_or(LINGER) - tick;
            self.closing = Some(left);
            if left <= 0.0 {
                *self = Self::default();
            }
        }
        Some((self.last.clone()?, self.closing.is_some()))
    }

    /// Closed by hand.
    pub fn close(&mut self) {
        *self = Self::default();
    }
}

/// How an encounter's end is told: what an event of the game `G` says of it (`Some(None)`:
/// one began; `Some(Some(o))`: it ended so). Each game says it of its encounters.
pub trait Outcome<G: OnTable>: Copy + Send + Sync + 'static {
    fn told(event: &G::Event) -> Option<Option<Self>>;
}

/// A panel's encounter as last drawn and how it ended, in the game `G`.
#[derive(Resource)]
pub struct Ended<G: OnTable, T: Send + Sync + 'static, O: Outcome<G>> {
    pub linger: Linger<T>,
    pub outcome: Option<O>,
    game: PhantomData<fn() -> G>,
}

impl<G: OnTable, T: Send + Sync + 'static, O: Outcome<G>> Default for Ended<G, T, O> {
    fn default() -> Self {
        Self {
            linger: Linger::default(),
            outcome: None,
            game: PhantomData,
        }
    }
}

/// Keep `Ended<T, O>` told of each encounter's start and end; read after the mirror, so the
/// end is known in the frame the encounter leaves the table.
pub fn watch<G: OnTable, T: Send + Sync + 'static, O: Outcome<G>>(app: &mut App) {
    app.init_resource::<Ended<G, T, O>>().add_systems(
        Update,
        listen::<G, T, O>
            .run_if(in_state(Screen::Playing))
            .after(MirrorSet),
    );
}

fn listen<G: OnTable, T: Send + Sync + 'static, O: Outcome<G>>(
    mut events: MessageReader<GameEventMsg<G>>,
    mut reset: MessageReader<GameReset>,
    mut end: ResMut<Ended<G, T, O>>,
) {
    if reset.read().count() > 0 {
        *end = Ended::default();
    }
    for GameEventMsg(e) in events.read() {
        if let Some(told) = O::told(e) {
            end.outcome = told;
        }
    }
}

/// The seconds to count down this frame: none behind a hot-seat curtain.
pub fn tick(viewer: &Viewer, time: &Time) -> f32 {
    if viewer.hidden {
        0.0
    } else {
        time.delta_secs()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ended_encounter_lingers_then_closes() {
        let mut l = Linger::default();
        assert_eq!(l.frame(Some(&1), false, 0.1), Some((1, false)));
        assert_eq!(
            l.frame(None, true, 0.0),
            Some((1, true)),
            "curtain: the clock waits"
        );
        assert_eq!(l.frame(None, true, LINGER - 1.0), Some((1, true)));
        assert_eq!(l.frame(None, true, 2.0), None, "gone after LINGER seconds");
        // Let go before any end is told: closed at once.
        l.frame(Some(&2), false, 0.1);
        assert_eq!(l.frame(None, false, 0.1), None);
        // A new encounter replaces a lingering one.
        l.frame(Some(&3), false, 0.1);
        l.frame(None, true, 0.1);
        assert_eq!(l.frame(Some(&4), false, 0.1), Some((4, false)));
        l.close();
        assert_eq!(l.frame(None, true, 0.1), None);
    }
}
