//! What a game hands the shell to show and play for its events, in the shell's own terms: the
//! sound effects the table makes, and the dice thrown onto the tray. Each game says which of
//! its events make which (`table::OnTable`); the shell's sound and tray do the rest.

/// An effect the table plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Effect {
    Sail,
    Cannon,
    Hit,
    Splash,
    Dice,
    Coins,
    Bell,
    Fanfare,
}

impl Effect {
    pub const ALL: [Effect; 8] = [
        Effect::Sail,
        Effect::Cannon,
        Effect::Hit,
        Effect::Splash,
        Effect::Dice,
        Effect::Coins,
        Effect::Bell,
        Effect::Fanfare,
    ];
}

/// One throw onto the dice tray: a title, the dice as they landed, a word under each die (if
/// any) and the verdict.
#[derive(Clone, Debug, PartialEq)]
pub struct Throw {
    pub title: String,
    pub dice: Vec<Die>,
    pub captions: Vec<String>,
    pub verdict: String,
    /// The faces a die of this throw shows in turn while it tumbles.
    pub sides: Vec<Die>,
}

/// A die as it landed: the face's mark, and whether it is a marked face (drawn in red on a
/// paler die: M&M's success icon).
#[derive(Clone, Debug, PartialEq)]
pub struct Die {
    pub face: String,
    pub marked: bool,
}
