//! The words and colours on Blackbeard's board: a nation's colour, a ship's letters, a
//! pirate's counter letters, the ink that reads on a colour, a port's tip.

use bevy_egui::egui::Color32;
use blackbeard::content::{BbData, Nation, Owner, PirateId, PortId, ShipKind};
use blackbeard::rules::Governor;

/// The ink of the board's words.
pub const INK: Color32 = Color32::from_rgb(40, 30, 20);

/// A nation's colour, with its letter beside it on every port (told apart without colour).
pub fn nation_colour(n: Nation) -> Color32 {
    match n {
        Nation::English => Color32::from_rgb(0xC0, 0x30, 0x20),
        Nation::Spanish => Color32::from_rgb(0xC8, 0x9A, 0x00),
        Nation::French => Color32::from_rgb(0x20, 0x50, 0xB0),
        Nation::Dutch => Color32::from_rgb(0xE0, 0x70, 0x10),
        Nation::Portuguese => Color32::from_rgb(0x10, 0x80, 0x40),
        Nation::Arab => Color32::from_rgb(0x70, 0x30, 0x90),
    }
}

/// A ship type in two letters, for a merchant turned face up.
pub fn ship_letters(k: ShipKind) -> &'static str {
    match k {
        ShipKind::Flute => "Fl",
        ShipKind::Sloop => "Sl",
        ShipKind::Schooner => "Sc",
        ShipKind::Brigantine => "Br",
        ShipKind::SquareRigger => "SR",
    }
}

/// The capitalised words of a name, each from its capital ("Francois l'Olonnais" →
/// "Francois", "Olonnais"; "Raveneau de Lussan" → "Raveneau", "Lussan").
fn capitalised(name: &str) -> impl Iterator<Item = &str> {
    name.split_whitespace().filter_map(|w| {
        w.char_indices()
            .find(|(_, c)| c.is_uppercase())
            .map(|(i, _)| &w[i..])
    })
}

/// A name's initials ("Edward Teach" → "ET", "Francois l'Olonnais" → "FO").
pub fn initials(name: &str) -> String {
    capitalised(name)
        .filter_map(|w| w.chars().next())
        .take(2)
        .collect()
}

/// The letters on a pirate's counter: his initials, or, where another pirate of the game
/// shares them, his surname's first two letters ("Samuel Bellamy" → "Be", "Stede Bonnet" →
/// "Bo"), so no two counters read alike.
pub fn counter_letters(data: &BbData, pirate: PirateId) -> String {
    let name = &data.pirates[pirate.0 as usize].name;
    let mine = initials(name);
    let shared = data
        .pirates
        .iter()
        .enumerate()
        .any(|(i, p)| i != pirate.0 as usize && initials(&p.name) == mine);
    if !shared {
        return mine;
    }
    let surname = capitalised(name).nth(1).unwrap_or(name);
    surname
        .chars()
        .filter(|c| c.is_alphabetic())
        .take(2)
        .collect()
}

/// Ink or white, whichever reads better on `fill`.
pub fn text_on(fill: Color32) -> Color32 {
    let [r, g, b, _] = fill.to_array();
    let luma = 0.299 * r as f32 + 0.587 * g as f32 + 0.114 * b as f32;
    if luma < 110.0 { Color32::WHITE } else { INK }
}

/// A port in words, for its tip.
pub fn port_tip(data: &BbData, id: PortId, seen: &blackbeard::rules::SeenPort) -> String {
    let port = &data.ports[id.0 as usize];
    let owner = match port.owner {
        Owner::Nation(n) => format!("{n:?}, Value {} - Defense {}", port.value, port.defense),
        Owner::PiratePort => "a Pirate Port".into(),
    };
    let governor = match seen.governor {
        Some(Governor::Pro(_)) => "a Pro-Pirate governor",
        Some(Governor::Anti) => "an Anti-Pirate governor",
        None => "no governor",
    };
    let merchant = match seen.merchant {
        None => "no merchant".to_string(),
        Some(None) => "a merchant, face down".to_string(),
        Some(Some(k)) => format!("a {} merchant, face up", data.ship(k).name),
    };
    let destroyed = if seen.destroyed {
        " It lies in ruins."
    } else {
        ""
    };
    let attacked = if seen.attacked && !seen.destroyed {
        " Attacked before: it defends with two dice."
    } else {
        ""
    };
    let haven = seen.haven.map_or(String::new(), |p| {
        format!(" The Safe Haven of {}.", data.pirates[p.0 as usize].name)
    });
    format!(
        "{} (locator {}): {owner}; {governor}; {merchant}.{haven}{attacked}{destroyed}",
        port.name, port.locator
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    // BB rules 2.4 (the pirates as counters): every pirate's counter reads differently from
    // every other's, whoever is in play.
    #[test]
    fn no_two_pirate_counters_read_alike() {
        let data = BbData::embedded().unwrap();
        let letters: Vec<String> = (0..data.pirates.len())
            .map(|i| counter_letters(&data, PirateId(i as u8)))
            .collect();
        for (i, a) in letters.iter().enumerate() {
            assert!(!a.is_empty() && a.chars().count() <= 2, "{a}");
            for b in &letters[i + 1..] {
                assert_ne!(a, b);
            }
        }
        assert_eq!(initials("Francois l'Olonnais"), "FO");
        assert_eq!(initials("Raveneau de Lussan"), "RL");
    }

    // White letters on a dark seat colour, ink on a light one.
    #[test]
    fn counter_letters_read_on_every_seat_colour() {
        assert_eq!(text_on(Color32::from_rgb(20, 90, 170)), Color32::WHITE);
        assert_eq!(text_on(Color32::from_rgb(240, 210, 40)), INK);
    }
}
