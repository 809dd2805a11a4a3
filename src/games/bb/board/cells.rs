//! Where each place of Blackbeard's board lies: the three Regions as separate sections (2.2),
//! their Sea Areas, the two Transit Boxes and the table's own box (Victory Points, the Retired
//! and Davy Jones' Locker boxes, the pools), in one of two arrangements, wide (the sections
//! side by side) or tall (the Americas over the other two), whichever the room shows larger.
//! Positions are in board units; `fit` scales them into the room.

use bevy_egui::egui::{Rect, Vec2, pos2, vec2};

/// One arrangement: its size in board units and each place's rectangle.
pub struct Cells {
    pub size: Vec2,
    /// The Regions' sections, in the data's order.
    pub sections: [Rect; 3],
    /// The Sea Areas by key.
    pub areas: &'static [(&'static str, [f32; 4])],
    /// The Transit Boxes by key.
    pub boxes: &'static [(&'static str, [f32; 4])],
    /// The table's box: VP, Retired, Davy Jones' Locker, the decks and pools.
    pub table: [f32; 4],
}

fn rect([x, y, w, h]: [f32; 4]) -> Rect {
    Rect::from_min_size(pos2(x, y), vec2(w, h))
}

pub const WIDE: Cells = Cells {
    size: Vec2::new(1000.0, 700.0),
    sections: [
        Rect::from_min_max(pos2(0.0, 0.0), pos2(600.0, 700.0)),
        Rect::from_min_max(pos2(610.0, 0.0), pos2(795.0, 700.0)),
        Rect::from_min_max(pos2(805.0, 0.0), pos2(1000.0, 700.0)),
    ],
    areas: &[
        ("north_atlantic", [310.0, 34.0, 280.0, 124.0]),
        ("central_atlantic", [310.0, 166.0, 280.0, 112.0]),
        ("south_atlantic", [310.0, 286.0, 280.0, 112.0]),
        ("west_caribbean", [10.0, 300.0, 290.0, 150.0]),
        ("east_caribbean", [310.0, 406.0, 280.0, 146.0]),
        ("central_america", [10.0, 460.0, 290.0, 120.0]),
        ("south_america", [310.0, 560.0, 280.0, 130.0]),
        ("gold_coast", [620.0, 150.0, 165.0, 330.0]),
        ("east_africa", [815.0, 130.0, 175.0, 250.0]),
        ("india", [815.0, 390.0, 175.0, 300.0]),
    ],
    boxes: &[
        ("americas_africa", [620.0, 560.0, 165.0, 90.0]),
        ("africa_indies", [815.0, 34.0, 175.0, 86.0]),
    ],
    table: [10.0, 34.0, 290.0, 256.0],
};

pub const TALL: Cells = Cells {
    size: Vec2::new(640.0, 980.0),
    sections: [
        Rect::from_min_max(pos2(0.0, 0.0), pos2(640.0, 650.0)),
        Rect::from_min_max(pos2(0.0, 660.0), pos2(210.0, 980.0)),
        Rect::from_min_max(pos2(220.0, 660.0), pos2(640.0, 980.0)),
    ],
    areas: &[
        ("north_atlantic", [330.0, 34.0, 300.0, 120.0]),
        ("central_atlantic", [330.0, 162.0, 300.0, 108.0]),
        ("south_atlantic", [330.0, 278.0, 300.0, 104.0]),
        ("west_caribbean", [10.0, 300.0, 310.0, 140.0]),
        ("east_caribbean", [330.0, 390.0, 300.0, 132.0]),
        ("central_america", [10.0, 450.0, 310.0, 110.0]),
        ("south_america", [330.0, 530.0, 300.0, 110.0]),
        ("gold_coast", [10.0, 694.0, 190.0, 176.0]),
        ("east_africa", [230.0, 790.0, 195.0, 180.0]),
        ("india", [435.0, 694.0, 195.0, 276.0]),
    ],
    boxes: &[
        ("americas_africa", [10.0, 880.0, 190.0, 90.0]),
        ("africa_indies", [230.0, 694.0, 195.0, 86.0]),
    ],
    table: [10.0, 34.0, 310.0, 256.0],
};

impl Cells {
    /// The arrangement that shows the board larger in `room`, with its scale and where its
    /// origin lands (centred).
    pub fn fit(room: Rect) -> (&'static Cells, f32, Vec2) {
        let scale = |c: &Cells| (room.width() / c.size.x).min(room.height() / c.size.y);
        let cells = if scale(&WIDE) >= scale(&TALL) {
            &WIDE
        } else {
            &TALL
        };
        let s = scale(cells);
        let offset = room.min.to_vec2() + (room.size() - cells.size * s) / 2.0;
        (cells, s, offset)
    }

    pub fn area(&self, key: &str) -> Option<Rect> {
        self.areas
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, r)| rect(*r))
    }

    pub fn transit(&self, key: &str) -> Option<Rect> {
        self.boxes
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, r)| rect(*r))
    }

    pub fn table_box(&self) -> Rect {
        rect(self.table)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use blackbeard::content::BbData;

    // BB rules 2.2: every Sea Area and Transit Box of the data has its place on the board, in
    // its own Region's section, and no two places overlap, in either arrangement.
    #[test]
    fn every_place_of_the_map_has_a_cell_in_its_regions_section() {
        let data = BbData::embedded().unwrap();
        for cells in [&WIDE, &TALL] {
            let mut placed: Vec<(String, Rect)> = vec![("table".into(), cells.table_box())];
            for area in &data.areas {
                let r = cells
                    .area(&area.key)
                    .unwrap_or_else(|| panic!("{} has no cell", area.key));
                let section = cells.sections[area.region as usize];
                assert!(section.contains_rect(r), "{} outside its section", area.key);
                placed.push((area.key.clone(), r));
            }
            for b in &data.boxes {
                let r = cells
                    .transit(&b.key)
                    .unwrap_or_else(|| panic!("{} has no cell", b.key));
                placed.push((b.key.clone(), r));
            }
            for (i, (a, ra)) in placed.iter().enumerate() {
                assert!(
                    Rect::from_min_size(pos2(0.0, 0.0), cells.size).contains_rect(*ra),
                    "{a}"
                );
                for (b, rb) in &placed[i + 1..] {
                    assert!(!ra.intersects(*rb), "{a} overlaps {b}");
                }
            }
        }
    }

    // A wide window shows the sections side by side, a tall one stacked.
    #[test]
    fn the_board_takes_the_arrangement_the_room_shows_larger() {
        let wide = Rect::from_min_size(pos2(0.0, 0.0), vec2(900.0, 600.0));
        assert_eq!(Cells::fit(wide).0.size, WIDE.size);
        let tall = Rect::from_min_size(pos2(0.0, 0.0), vec2(500.0, 760.0));
        assert_eq!(Cells::fit(tall).0.size, TALL.size);
    }
}
