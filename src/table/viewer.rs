//! Whose eyes the screen shows, in any game: the seat whose secrets may be shown, and whether
//! they are still behind the hot-seat hand-off curtain. Each game's mirror sets it as the
//! decision passes from seat to seat; the shell's curtain (`ui::handoff`) lifts it.

use bevy::prelude::*;
use game_core::Seat;

/// Whose eyes the screen shows: the seat whose secrets may be shown, and whether they are
/// still behind the hand-off curtain. No seat: the public face (hot-seat, between humans).
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct Viewer {
    pub seat: Option<Seat>,
    pub hidden: bool,
}

impl Viewer {
    /// The seat whose secrets the screen may show now.
    pub fn shown(&self) -> Option<Seat> {
        self.seat.filter(|_| !self.hidden)
    }
}

/// Who looks at the screen next, by the rule every game's mirror follows: with one human at
/// the table, always theirs; with several, the public face as soon as a decision goes to
/// any other seat, and the next human's secrets only once they confirm the hand-off. `public`: the decision needs no
/// secret, so it is answered on the public face without a curtain.
pub fn next_viewer(
    now: &Viewer,
    humans: &[Seat],
    deciding: Option<Seat>,
    public: bool,
    fresh: bool,
) -> Viewer {
    if humans.len() <= 1 {
        return Viewer {
            seat: humans.first().copied(),
            hidden: false,
        };
    }
    let mut v = if fresh {
        Viewer::default()
    } else {
        now.clone()
    };
    match deciding {
        Some(seat) if humans.contains(&seat) && !public => {
            if v.seat != Some(seat) {
                v = Viewer {
                    seat: Some(seat),
                    hidden: true,
                };
            }
        }
        // An AI seat, a decision on the public face (or the end): nobody's secrets.
        _ => v = Viewer::default(),
    }
    v
}
