//! The shell for one game: everything the app writes once for every game, added for the game
//! `G` by that game's own plugin (`crate::games`): the table (its session, messages and
//! looking back), saving and loading it, the overlays that read any game (hand-off, log, dice tray), its sounds, and
//! play online.

use crate::table::OnTable;
use bevy::prelude::*;

pub(crate) fn for_game<G: OnTable>(app: &mut App) {
    app.init_resource::<crate::table::played::OnTheTable>()
        .add_systems(
            PreUpdate,
            crate::table::played::note_open::<G>.after(crate::table::session::OneTable),
        );
    app.add_plugins((
        crate::table::plugin::<G>,
        crate::save::for_game::<G>,
        crate::ui::for_game::<G>,
        crate::sound::for_game::<G>,
        crate::online::for_game::<G>,
    ));
}
