//! Blackbeard's colours on the table: a leaf, read by the board and the panels alike.

use bevy_egui::egui::Color32;

/// The seats' colours (Okabe–Ito: told apart by colour-blind eyes too; each counter also
/// carries its pirate's initials): Crimson, Azure, Gold, Emerald, Violet.
pub const SEAT_COLOURS: [Color32; 5] = [
    Color32::from_rgb(0xD5, 0x5E, 0x00),
    Color32::from_rgb(0x00, 0x72, 0xB2),
    Color32::from_rgb(0xF0, 0xE4, 0x42),
    Color32::from_rgb(0x00, 0x9E, 0x73),
    Color32::from_rgb(0xCC, 0x79, 0xA7),
];
