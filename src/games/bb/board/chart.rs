//! The baked chart behind Blackbeard's sections (`assets/map/bb/board.png`, baked by
//! `tools/map`): one panel per Region side by side (the Americas, West Africa, East Africa
//! and India, in the data's order), each shown in its section cropped to the section's shape
//! around the waters its Sea Areas lie in. The numbers here are the baker's `BB_PANELS`.

use bevy_egui::egui::{Rect, Vec2, pos2};

/// The image's size in pixels.
pub const IMAGE: [f32; 2] = [1920.0, 700.0];

/// A Region's panel: its pixel columns in the image and the point of it (fractions of the
/// panel's width and height) a crop keeps in its middle as far as the panel allows.
pub struct Panel {
    pub columns: [f32; 2],
    pub focus: [f32; 2],
}

pub const PANELS: [Panel; 3] = [
    // Boston to the Spanish Main: lon -99 to -52.7, lat 4 to 46.
    Panel {
        columns: [0.0, 700.0],
        focus: [0.55, 0.5],
    },
    // The Gulf of Guinea: lon -13 to 15.3, lat -14 to 24; the coast from Cape Coast to Cape
    // Lopez lies about lon 2.
    Panel {
        columns: [700.0, 1220.0],
        focus: [0.53, 0.5],
    },
    // The Arabian Sea: lon 30 to 82, lat -26 to 26; a narrow crop keeps Madagascar's east
    // coast and Arabia's south.
    Panel {
        columns: [1220.0, 1920.0],
        focus: [0.42, 0.5],
    },
];

/// The part of the image (in UV, 0–1) a section of `size` shows of Region `region`'s panel:
/// the largest crop of the section's shape, centred on the panel's focus as far as it allows.
pub fn uv(region: usize, size: Vec2) -> Rect {
    let panel = &PANELS[region.min(PANELS.len() - 1)];
    let [x0, x1] = panel.columns;
    let (w, h) = (x1 - x0, IMAGE[1]);
    let aspect = (size.x / size.y.max(1.0)).max(0.01);
    let (cw, ch) = if aspect < w / h {
        (h * aspect, h)
    } else {
        (w, w / aspect)
    };
    let left = (panel.focus[0] * w - cw / 2.0).clamp(0.0, w - cw);
    let top = (panel.focus[1] * h - ch / 2.0).clamp(0.0, h - ch);
    Rect::from_min_max(
        pos2((x0 + left) / IMAGE[0], top / IMAGE[1]),
        pos2((x0 + left + cw) / IMAGE[0], (top + ch) / IMAGE[1]),
    )
}

#[cfg(test)]
mod tests {
    use super::super::cells::{TALL, WIDE};
    use super::*;

    /// The PNG's width and height from its header.
    fn png_size(bytes: &[u8]) -> [u32; 2] {
        assert_eq!(&bytes[1..4], b"PNG");
        let be = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap());
        [be(16), be(20)]
    }

    // BB rules 2.2: the baked board is one image of three Regions side by side, as wide as
    // its panels, and narrow enough for every browser's renderer (2048 px).
    #[test]
    fn the_baked_board_holds_the_three_regions_panels() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/map/bb/board.png");
        let bytes = std::fs::read(path).expect("assets/map/bb/board.png: bake it with tools/map");
        let [w, h] = png_size(&bytes);
        assert_eq!([w as f32, h as f32], IMAGE);
        assert!(w <= 2048 && h <= 2048);
        assert_eq!(PANELS[0].columns[0], 0.0);
        for pair in PANELS.windows(2) {
            assert_eq!(pair[0].columns[1], pair[1].columns[0]);
        }
        assert_eq!(PANELS[2].columns[1], IMAGE[0]);
    }

    // Each section shows its own Region's panel only, in the section's own shape (no
    // stretching), in either arrangement.
    #[test]
    fn each_section_shows_its_regions_chart_unstretched() {
        for cells in [&WIDE, &TALL] {
            for (i, section) in cells.sections.iter().enumerate() {
                let r = uv(i, section.size());
                let [x0, x1] = PANELS[i].columns;
                assert!(r.min.x >= x0 / IMAGE[0] - 1e-6 && r.max.x <= x1 / IMAGE[0] + 1e-6);
                assert!(r.min.y >= 0.0 && r.max.y <= 1.0 + 1e-6);
                let shown = r.width() * IMAGE[0] / (r.height() * IMAGE[1]);
                let wanted = section.width() / section.height();
                assert!(
                    (shown - wanted).abs() < 1e-3,
                    "section {i}: {shown} vs {wanted}"
                );
            }
        }
    }
}
