//! The reasons a captain gives that are not for the table: those pointing at its own rumor
//! (where it lies, that it is near) or at a hunch, and those not worth a line (a forced or a
//! random choice). Every captain writes these as the constants here, and the log leaves out
//! exactly these (`reason_is_public`), by name rather than by the words in them.

pub const HUNCH: &str = "a hunch";
pub const FOLLOWING_THE_RUMOR: &str = "following the rumor";
pub const THE_NEAREST_RUMOR: &str = "the rumor nearest and likeliest";
pub const TO_FOLLOW_A_RUMOR: &str = "to follow a rumor";
pub const TO_SCOUT_FOR_A_RUMOR: &str = "to scout for a rumor";
pub const SCOUTING_FOR_THE_RUMOR: &str = "scouting for the rumor";
pub const THE_ONLY_OPTION: &str = "the only option";
pub const PICKED_AT_RANDOM: &str = "picked at random";

/// Reasons that would tell a secret of the captain's seat.
pub const SECRET: [&str; 6] = [
    HUNCH,
    FOLLOWING_THE_RUMOR,
    THE_NEAREST_RUMOR,
    TO_FOLLOW_A_RUMOR,
    TO_SCOUT_FOR_A_RUMOR,
    SCOUTING_FOR_THE_RUMOR,
];

/// Reasons not worth a line in the log.
pub const TRIVIAL: [&str; 2] = [THE_ONLY_OPTION, PICKED_AT_RANDOM];
