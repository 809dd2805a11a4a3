//! The game's lettering. egui's bundled fonts (1.4 MB, mostly emoji) are left out of the build;
//! instead every egui context gets four small DejaVu subsets (`tools/fonts/subset.sh`, 180 KB in
//! all): a condensed sans for the panels, a mono for figures, and a serif "chart" face, upright
//! for ports and italic for the seas, for the names on the map. Installed by
//! `ui::setup_context`. They are compiled in zlib-compressed (92 KB; the wasm is held to a
//! size budget) and inflated once, by the inflater the PNG decoder already brings.

use bevy_egui::egui::{FontData, FontDefinitions, FontFamily};
use std::sync::Arc;

const SANS: &[u8] = include_bytes!("../assets/fonts/sans.ttf.zlib");
const MONO: &[u8] = include_bytes!("../assets/fonts/mono.ttf.zlib");
const CHART: &[u8] = include_bytes!("../assets/fonts/chart.ttf.zlib");
const CHART_ITALIC: &[u8] = include_bytes!("../assets/fonts/chart-italic.ttf.zlib");

/// The four faces, inflated once.
fn faces() -> &'static [(&'static str, Vec<u8>); 4] {
    static FACES: std::sync::OnceLock<[(&str, Vec<u8>); 4]> = std::sync::OnceLock::new();
    FACES.get_or_init(|| {
        [
            ("sans", SANS),
            ("mono", MONO),
            ("chart", CHART),
            ("chart-italic", CHART_ITALIC),
        ]
        .map(|(name, z)| {
            let bytes = fdeflate::decompress_to_vec(z)
                .unwrap_or_else(|_| panic!("the embedded {name} font does not inflate"));
            (name, bytes)
        })
    })
}

/// The serif face of the map's port names.
pub fn chart() -> FontFamily {
    FontFamily::Name("chart".into())
}

/// The italic serif face of the map's sea names.
pub fn chart_italic() -> FontFamily {
    FontFamily::Name("chart-italic".into())
}

/// The font set: each family falls back to the sans, which holds every symbol the game uses.
pub fn definitions() -> FontDefinitions {
    let mut defs = FontDefinitions::empty();
    for (name, bytes) in faces() {
        defs.font_data
            .insert(name.to_string(), Arc::new(FontData::from_static(bytes)));
    }
    let family = |names: &[&str]| names.iter().map(|n| n.to_string()).collect::<Vec<_>>();
    defs.families
        .insert(FontFamily::Proportional, family(&["sans"]));
    defs.families
        .insert(FontFamily::Monospace, family(&["mono", "sans"]));
    defs.families.insert(chart(), family(&["chart", "sans"]));
    defs.families
        .insert(chart_italic(), family(&["chart-italic", "sans"]));
    defs
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy_egui::egui::{Context, FontId};
    use std::path::Path;

    /// Every character outside ASCII that the game's code and data write (comments aside).
    fn written_symbols(dir: &Path, found: &mut Vec<char>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                written_symbols(&path, found);
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            for line in text.lines().filter(|l| !l.trim_start().starts_with("//")) {
                found.extend(line.chars().filter(|c| !c.is_ascii()));
            }
        }
    }

    /// Whatever the game writes must be in its fonts, or egui draws a '?' in its place. (Checked
    /// on the font files: egui's own `has_glyph` answers "no" for every character of the face
    /// that holds its replacement glyph, which here is the sans.)
    #[test]
    fn fonts_cover_every_character_the_game_writes() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut symbols = Vec::new();
        written_symbols(&root.join("src"), &mut symbols);
        written_symbols(&root.join("assets/data"), &mut symbols);
        assert!(
            symbols.contains(&'☠'),
            "the scan should see the dice tray's skull"
        );
        symbols.extend(('a'..='z').chain('A'..='Z').chain('0'..='9'));
        let defs = definitions();
        for (family, faces) in &defs.families {
            for &c in &symbols {
                let found = faces.iter().any(|name| {
                    let bytes = &defs.font_data[name].font;
                    let face = ttf_parser::Face::parse(bytes, 0).expect("a valid font");
                    face.glyph_index(c).is_some()
                });
                assert!(found, "{c:?} is in no font of {family:?}");
            }
        }
    }

    /// The compiled-in fonts are exactly the subsets in assets/fonts (tools/fonts/subset.sh
    /// writes both).
    #[test]
    fn the_compressed_fonts_are_the_subsets() {
        let plain: [&[u8]; 4] = [
            include_bytes!("../assets/fonts/sans.ttf"),
            include_bytes!("../assets/fonts/mono.ttf"),
            include_bytes!("../assets/fonts/chart.ttf"),
            include_bytes!("../assets/fonts/chart-italic.ttf"),
        ];
        for ((name, bytes), want) in faces().iter().zip(plain) {
            assert!(bytes.as_slice() == want, "{name} differs from its .ttf");
        }
    }

    /// egui takes the fonts and lays text out in every family.
    #[test]
    fn egui_lays_out_text_in_every_family() {
        let ctx = Context::default();
        ctx.set_fonts(definitions());
        // One pass builds the fonts; its texture upload is nobody's business here.
        ctx.run_ui(Default::default(), |_| {})
            .textures_delta
            .clear();
        ctx.fonts_mut(|fonts| {
            for family in [
                FontFamily::Proportional,
                FontFamily::Monospace,
                chart(),
                chart_italic(),
            ] {
                let galley = fonts.layout_no_wrap(
                    "Port Royal ☠".into(),
                    FontId::new(14.0, family.clone()),
                    bevy_egui::egui::Color32::BLACK,
                );
                assert!(
                    galley.size().x > 40.0,
                    "{family:?} laid out {:?}",
                    galley.size()
                );
            }
        });
    }
}
