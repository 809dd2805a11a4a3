//! Where each name on the map goes so that no two overlap at any zoom.
//!
//! A label's letters are sized in screen points that grow with the map only by the square root
//! of the zoom (`points`), so in world units a label is largest when the map is zoomed
//! all the way out. Each label keeps its centre in the world whatever the zoom, and shrinks
//! about it as the map is zoomed in; two labels apart when largest stay apart at every zoom. So
//! the layout is made once, at the widest zoom, and holds for all: a label whose preferred spot
//! is taken tries spots around the thing it names (`MapLabel::anchor`), nearest first.

use bevy::math::{Rect, Vec2};
use bevy_egui::egui::Color32;

/// Which face a label uses.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Face {
    /// The panels' sans (compass letters, tokens).
    Sans,
    /// Upright serif (ports).
    Chart,
    /// Italic serif (sea zones).
    ChartItalic,
}

/// How a label stands out from what is under it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Look {
    /// Light letters with a dark drop shadow, for the sea.
    Shadow,
    /// Dark ink ringed with parchment, for names over land.
    Halo,
    /// Dark ink on a small tag of this colour, for tokens.
    Tag(Color32),
}

/// A word on the map at a world position, centred there, `size` points tall at zoom 1.
#[derive(Clone, Debug)]
pub struct MapLabel {
    pub at: Vec2,
    pub text: String,
    /// A second, smaller line under the text (a sea zone's own name under its port's).
    pub sub: Option<String>,
    pub size: f32,
    pub ink: Color32,
    pub face: Face,
    pub look: Look,
    /// Whether and how the label may move off `at` to stay clear of other labels.
    pub shift: Shift,
}

/// How a label may move to stay clear of others (see `label_layout`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Shift {
    /// It stays where it was put.
    Stay,
    /// Anywhere around the point it names: below, above, beside.
    Around(Vec2),
    /// Along a circle about this point, keeping its side of it (a route's compass letter).
    Orbit(Vec2),
}

/// Screen size of a label `size` points tall at zoom 1, at camera `scale`: names grow and
/// shrink with the map, but only by the square root, so they stay readable zoomed out and do
/// not shout zoomed in. Half-point steps, so zooming does not lay out every size in between.
pub fn points(size: f32, scale: f32) -> f32 {
    (size / scale.max(0.01).sqrt() * 2.0).round() / 2.0
}

/// The camera's widest zoom, world units per screen pixel (the camera clamps to it).
pub const WIDEST: f32 = 1.6;

/// Screen pixels drawn around a label's letters: a tag's padding and outline, a halo, a shadow.
pub fn padding(look: Look) -> Vec2 {
    match look {
        Look::Tag(_) => Vec2::new(8.0, 3.0),
        Look::Halo => Vec2::new(3.0, 3.0),
        Look::Shadow => Vec2::new(1.0, 1.0),
    }
}

/// The label's size in world units at the widest zoom, given the size in screen pixels of its
/// letters at `points` tall (the caller measures with the real fonts).
pub fn world_size(label: &MapLabel, measure: &mut impl FnMut(&MapLabel, f32) -> Vec2) -> Vec2 {
    let pts = points(label.size, WIDEST);
    (measure(label, pts) + padding(label.look)) * WIDEST
}

/// The spots a label may take, best first: where it was put, then around its anchor (below,
/// above, right, left, the corners), then the same a little farther out.
fn candidates(label: &MapLabel, size: Vec2) -> Vec<Vec2> {
    let mut out = vec![label.at];
    let anchor = match label.shift {
        Shift::Stay => return out,
        Shift::Orbit(centre) => {
            let arm = label.at - centre;
            for reach in [1.0, 1.3] {
                for deg in [12.0_f32, -12.0, 24.0, -24.0, 36.0, -36.0] {
                    out.push(centre + Vec2::from_angle(deg.to_radians()).rotate(arm) * reach);
                }
            }
            return out;
        }
        Shift::Around(anchor) => anchor,
    };
    for gap in [12.0, 22.0, 34.0, 50.0, 70.0, 95.0, 125.0] {
        let (dx, dy) = (size.x / 2.0 + gap, size.y / 2.0 + gap);
        for d in [
            Vec2::new(0.0, -dy),
            Vec2::new(0.0, dy),
            Vec2::new(dx, 0.0),
            Vec2::new(-dx, 0.0),
            Vec2::new(dx * 0.8, -dy),
            Vec2::new(-dx * 0.8, -dy),
            Vec2::new(dx * 0.8, dy),
            Vec2::new(-dx * 0.8, dy),
        ] {
            out.push(anchor + d);
        }
    }
    out
}

fn overlap(a: Rect, b: Rect) -> f32 {
    let i = a.intersect(b);
    if i.is_empty() {
        0.0
    } else {
        i.width() * i.height()
    }
}

/// The centre of every label, in order: each label in turn takes its first spot that overlaps
/// neither a label placed before it nor an obstacle (the markers of zones and ports), or failing
/// that the spot that overlaps least. `sizes` are the labels' world sizes at the widest zoom.
pub fn layout(labels: &[&MapLabel], sizes: &[Vec2], obstacles: &[Rect]) -> Vec<Vec2> {
    let mut placed: Vec<Rect> = Vec::with_capacity(labels.len());
    let mut out = Vec::with_capacity(labels.len());
    for (label, &size) in labels.iter().zip(sizes) {
        let mut best = (f32::MAX, label.at);
        for at in candidates(label, size) {
            let rect = Rect::from_center_size(at, size);
            let cost: f32 = placed
                .iter()
                .chain(obstacles)
                .map(|r| overlap(rect, *r))
                .sum();
            if cost < best.0 {
                best = (cost, at);
            }
            if cost == 0.0 {
                break;
            }
        }
        placed.push(Rect::from_center_size(best.1, size));
        out.push(best.1);
    }
    out
}

/// Every pair of labels (by index) whose rectangles at the widest zoom overlap.
#[cfg(test)]
pub fn overlaps(centres: &[Vec2], sizes: &[Vec2]) -> Vec<(usize, usize)> {
    let rects: Vec<Rect> = centres
        .iter()
        .zip(sizes)
        .map(|(c, s)| Rect::from_center_size(*c, *s))
        .collect();
    let mut out = Vec::new();
    for i in 0..rects.len() {
        for j in i + 1..rects.len() {
            if overlap(rects[i], rects[j]) > 0.0 {
                out.push((i, j));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::{GameData, GoodId, MissionId, PortId};
    use crate::games::mm::board::labels::sizes;
    use crate::games::mm::board::map::fixed_labels;
    use crate::games::mm::board::tokens::port_labels;
    use bevy_egui::egui::{Color32, Context};

    /// The board's names as a full table shows them: every port wanting the good with the
    /// longest name, and the longest-named mission of each port lying there.
    fn crowded_board(data: &GameData) -> (Vec<MapLabel>, Vec<Rect>) {
        let (mut labels, obstacles) = fixed_labels(data);
        let longest_good = (0..data.goods.len())
            .map(|g| GoodId(g as u8))
            .max_by_key(|g| data.good(*g).name.len());
        for p in 0..data.ports.len() {
            let port = PortId(p as u8);
            let mission = (0..data.missions.len())
                .map(|m| MissionId(m as u8))
                .filter(|m| data.mission(*m).port == port)
                .max_by_key(|m| data.mission(*m).name.len());
            let missions: Vec<MissionId> = mission.into_iter().collect();
            labels.extend(port_labels(data, port, longest_good, &missions));
        }
        (labels, obstacles)
    }

    fn measured(labels: &[MapLabel]) -> Vec<Vec2> {
        let ctx = Context::default();
        ctx.set_fonts(crate::fonts::definitions());
        ctx.run_ui(Default::default(), |_| {})
            .textures_delta
            .clear();
        let all: Vec<&MapLabel> = labels.iter().collect();
        sizes(&ctx, &all)
    }

    // Issue 13, the board at a glance: no two names on the map overlap at any zoom. Checked at
    // the widest zoom, where every label is largest in world units; zooming in shrinks each
    // about its own centre, so pairs apart here stay apart (checked too, at three zooms).
    #[test]
    fn no_two_labels_overlap_at_any_zoom() {
        let data = GameData::embedded();
        let (labels, obstacles) = crowded_board(&data);
        let sizes = measured(&labels);
        let refs: Vec<&MapLabel> = labels.iter().collect();
        let centres = layout(&refs, &sizes, &obstacles);
        let clash: Vec<String> = overlaps(&centres, &sizes)
            .into_iter()
            .map(|(i, j)| format!("{:?} over {:?}", labels[i].text, labels[j].text))
            .collect();
        assert!(clash.is_empty(), "overlapping labels: {clash:#?}");
        for zoom in [1.0_f32, 0.7, 0.35] {
            let shrink = points(12.0, zoom) * zoom / (points(12.0, WIDEST) * WIDEST);
            let smaller: Vec<Vec2> = sizes.iter().map(|s| *s * shrink).collect();
            assert!(overlaps(&centres, &smaller).is_empty(), "zoom {zoom}");
        }
        // Nor does a moved label sit on a zone's or port's marker.
        for (i, c) in centres.iter().enumerate() {
            if labels[i].shift != Shift::Stay {
                let r = Rect::from_center_size(*c, sizes[i]);
                assert!(
                    obstacles.iter().all(|o| overlap(r, *o) == 0.0),
                    "{:?} lies on a marker",
                    labels[i].text
                );
            }
        }
    }

    // The two overlaps the issue names are gone: St John's port and the Leeward Isles, Bridgetown
    // and the Windward Isles (each now the smaller line of its zone's name), checked by name.
    #[test]
    fn the_named_overlaps_are_gone() {
        let data = GameData::embedded();
        let (labels, obstacles) = crowded_board(&data);
        let sizes = measured(&labels);
        let refs: Vec<&MapLabel> = labels.iter().collect();
        let centres = layout(&refs, &sizes, &obstacles);
        let find = |part: &str| {
            labels
                .iter()
                .position(|l| {
                    l.text.contains(part) || l.sub.as_deref().is_some_and(|s| s.contains(part))
                })
                .unwrap_or_else(|| panic!("no label {part}"))
        };
        for (a, b) in [("John", "Leeward"), ("Bridgetown", "Windward")] {
            let (i, j) = (find(a), find(b));
            let (ra, rb) = (
                Rect::from_center_size(centres[i], sizes[i]),
                Rect::from_center_size(centres[j], sizes[j]),
            );
            assert_eq!(overlap(ra, rb), 0.0, "{a} over {b}");
        }
    }

    #[test]
    fn a_label_with_room_stays_where_it_was_put() {
        let a = MapLabel {
            at: Vec2::ZERO,
            text: "a".into(),
            sub: None,
            size: 10.0,
            ink: Color32::WHITE,
            face: Face::Sans,
            look: Look::Shadow,
            shift: Shift::Around(Vec2::ZERO),
        };
        let b = MapLabel {
            at: Vec2::new(5.0, 0.0),
            ..a.clone()
        };
        let size = Vec2::new(20.0, 10.0);
        let centres = layout(&[&a, &b], &[size, size], &[]);
        assert_eq!(centres[0], Vec2::ZERO, "the first keeps its spot");
        assert_ne!(centres[1], b.at, "the second moves off the first");
        assert!(overlaps(&centres, &[size, size]).is_empty());
    }
}
