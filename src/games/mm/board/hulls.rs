//! How each class of ship is drawn on the map: a hull, masts and sails made of flat shapes, so
//! a sloop (one mast, a fore-and-aft sail and a jib) reads apart from a brig (two masts), a
//! flute (three short masts on a tubby hull), a frigate (three masts, long and low), a galleon
//! (high castles fore and aft) and a man-o'-war (the longest, with two gun decks), whatever the
//! colour of its sails. Drawn bow to the right; the caller flips it to sail left.

use crate::content::ShipClass;
use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

/// Ships are drawn this many times their outline's units, in world units.
pub const SHIP_SIZE: f32 = 1.45;

/// Hull and sail outlines of a class, in outline units, bow to the right.
pub struct Outline {
    /// Length over the hull.
    pub length: f32,
    /// Hull polygons (convex, each drawn in wood).
    pub hull: Vec<Vec<Vec2>>,
    /// Gun-port stripes (convex, drawn in ochre).
    pub stripes: Vec<Vec<Vec2>>,
    /// Masts, as (x, height).
    pub masts: Vec<(f32, f32)>,
    /// Sails (convex), drawn in the owner's cloth.
    pub sails: Vec<Vec<Vec2>>,
}

/// Length in world units of a class as drawn, for spacing ships apart.
pub fn drawn_length(class: ShipClass) -> f32 {
    (outline(class).length + 6.0) * SHIP_SIZE
}

/// Height in world units of a class as drawn (keel to masthead).
pub fn drawn_height(class: ShipClass) -> f32 {
    let o = outline(class);
    let top = o.masts.iter().map(|m| m.1).fold(0.0, f32::max);
    (top + 6.0) * SHIP_SIZE
}

fn square_sails(x: f32, height: f32, tiers: usize, width: f32) -> Vec<Vec<Vec2>> {
    let tier_h = (height - 4.0) / tiers as f32;
    (0..tiers)
        .map(|i| {
            let lo = 3.0 + i as f32 * tier_h + 1.0;
            let hi = lo + tier_h - 1.5;
            // Each sail a little narrower than the one under it.
            let w = width * (1.0 - 0.18 * i as f32) / 2.0;
            vec![
                Vec2::new(x - w, lo),
                Vec2::new(x + w, lo),
                Vec2::new(x + w * 0.9, hi),
                Vec2::new(x - w * 0.9, hi),
            ]
        })
        .collect()
}

/// The outline of a class.
pub fn outline(class: ShipClass) -> Outline {
    // A hull: deck from stern to bow, the bow raked forward, the keel shorter.
    let hull = |l: f32, depth: f32, rake: f32| {
        let h = l / 2.0;
        vec![
            Vec2::new(-h + 2.0, -depth),
            Vec2::new(h - rake, -depth),
            Vec2::new(h, 0.5),
            Vec2::new(-h, 1.0),
        ]
    };
    let castle = |x0: f32, x1: f32, top: f32| {
        vec![
            Vec2::new(x0, 0.0),
            Vec2::new(x1, 0.0),
            Vec2::new(x1, top),
            Vec2::new(x0, top),
        ]
    };
    let stripe = |l: f32, y: f32| {
        let h = l / 2.0 - 3.0;
        vec![
            Vec2::new(-h, y - 0.7),
            Vec2::new(h, y - 0.7),
            Vec2::new(h, y + 0.7),
            Vec2::new(-h, y + 0.7),
        ]
    };
    match class {
        ShipClass::Sloop => Outline {
            length: 24.0,
            hull: vec![hull(24.0, 4.0, 6.0)],
            stripes: vec![],
            masts: vec![(1.0, 22.0)],
            sails: vec![
                // The mainsail abaft the mast, and a jib to the bowsprit.
                vec![
                    Vec2::new(0.0, 3.0),
                    Vec2::new(-10.0, 3.5),
                    Vec2::new(0.0, 21.0),
                ],
                vec![
                    Vec2::new(2.0, 3.0),
                    Vec2::new(14.0, 2.0),
                    Vec2::new(2.0, 19.0),
                ],
            ],
        },
        ShipClass::Brig => Outline {
            length: 28.0,
            hull: vec![hull(28.0, 5.0, 6.0)],
            stripes: vec![],
            masts: vec![(-5.0, 22.0), (6.0, 24.0)],
            sails: [
                square_sails(-5.0, 22.0, 2, 10.0),
                square_sails(6.0, 24.0, 2, 11.0),
            ]
            .concat(),
        },
        ShipClass::Flute => Outline {
            length: 30.0,
            hull: vec![
                // Round-bellied, with a high narrow stern.
                vec![
                    Vec2::new(-12.0, -6.5),
                    Vec2::new(9.0, -6.5),
                    Vec2::new(15.0, 0.5),
                    Vec2::new(-15.0, 1.0),
                ],
                castle(-15.0, -10.0, 5.0),
            ],
            stripes: vec![],
            masts: vec![(-7.0, 17.0), (1.0, 20.0), (9.0, 16.0)],
            sails: [
                square_sails(-7.0, 17.0, 2, 8.0),
                square_sails(1.0, 20.0, 2, 9.0),
                square_sails(9.0, 16.0, 2, 7.5),
            ]
            .concat(),
        },
        ShipClass::Frigate => Outline {
            length: 36.0,
            hull: vec![hull(36.0, 4.5, 7.0)],
            stripes: vec![stripe(36.0, -1.8)],
            masts: vec![(-10.0, 22.0), (1.0, 27.0), (11.0, 23.0)],
            sails: [
                square_sails(-10.0, 22.0, 3, 9.0),
                square_sails(1.0, 27.0, 3, 10.0),
                square_sails(11.0, 23.0, 3, 9.0),
            ]
            .concat(),
        },
        ShipClass::Galleon => Outline {
            length: 38.0,
            hull: vec![
                hull(38.0, 6.0, 7.0),
                castle(-19.0, -9.0, 7.0),
                castle(10.0, 16.0, 4.0),
            ],
            stripes: vec![stripe(38.0, -2.5)],
            masts: vec![(-11.0, 22.0), (0.0, 27.0), (11.0, 23.0)],
            sails: [
                square_sails(-11.0, 22.0, 2, 10.0),
                square_sails(0.0, 27.0, 3, 11.0),
                square_sails(11.0, 23.0, 2, 10.0),
            ]
            .concat(),
        },
        ShipClass::ManOWar => Outline {
            length: 44.0,
            hull: vec![hull(44.0, 8.0, 8.0), castle(-22.0, -12.0, 4.0)],
            stripes: vec![stripe(44.0, -2.0), stripe(44.0, -5.0)],
            masts: vec![(-13.0, 27.0), (0.0, 32.0), (13.0, 28.0)],
            sails: [
                square_sails(-13.0, 27.0, 3, 11.0),
                square_sails(0.0, 32.0, 3, 12.0),
                square_sails(13.0, 28.0, 3, 11.0),
            ]
            .concat(),
        },
    }
}

/// A flat mesh of a convex polygon (a fan from its first corner).
pub fn polygon(points: &[Vec2]) -> Mesh {
    let positions: Vec<[f32; 3]> = points.iter().map(|p| [p.x, p.y, 0.0]).collect();
    let normals = vec![[0.0, 0.0, 1.0]; points.len()];
    let uvs = vec![[0.0, 0.0]; points.len()];
    let mut indices = Vec::new();
    for i in 1..points.len().saturating_sub(1) as u32 {
        indices.extend([0, i, i + 1]);
    }
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
    .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
    .with_inserted_indices(Indices::U32(indices))
}

/// The sails of a ship, swelling a little while it sails (the frames of its sailing).
#[derive(Component)]
pub struct Sail;

/// Draw a ship of `class` under `cloth` as children of `parent` (its transform places it).
pub fn draw(
    parent: &mut ChildSpawnerCommands,
    class: ShipClass,
    cloth: Handle<ColorMaterial>,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<ColorMaterial>,
) {
    let o = outline(class);
    let wood = materials.add(Color::srgb(0.30, 0.18, 0.09));
    let ochre = materials.add(Color::srgb(0.85, 0.66, 0.25));
    let spar = materials.add(Color::srgb(0.16, 0.10, 0.05));
    let at = |z: f32| Transform::from_xyz(0.0, 0.0, z).with_scale(Vec3::splat(SHIP_SIZE));
    for (x, h) in &o.masts {
        let mast = meshes.add(Rectangle::new(1.2, *h));
        parent.spawn((
            Mesh2d(mast),
            MeshMaterial2d(spar.clone()),
            Transform::from_xyz(x * SHIP_SIZE, h / 2.0 * SHIP_SIZE, 0.01)
                .with_scale(Vec3::splat(SHIP_SIZE)),
        ));
    }
    for sail in &o.sails {
        parent.spawn((
            Sail,
            Mesh2d(meshes.add(polygon(sail))),
            MeshMaterial2d(cloth.clone()),
            at(0.02),
        ));
    }
    for part in &o.hull {
        parent.spawn((
            Mesh2d(meshes.add(polygon(part))),
            MeshMaterial2d(wood.clone()),
            at(0.03),
        ));
    }
    for stripe in &o.stripes {
        parent.spawn((
            Mesh2d(meshes.add(polygon(stripe))),
            MeshMaterial2d(ochre.clone()),
            at(0.04),
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CLASSES: [ShipClass; 6] = [
        ShipClass::Sloop,
        ShipClass::Brig,
        ShipClass::Flute,
        ShipClass::Frigate,
        ShipClass::Galleon,
        ShipClass::ManOWar,
    ];

    // Issue 13, the board at a glance: each class has its own silhouette — no two classes share
    // both mast count and length, and a bigger ship in the rules is no shorter on the map.
    #[test]
    fn every_class_has_its_own_silhouette() {
        for (i, a) in CLASSES.iter().enumerate() {
            for b in &CLASSES[i + 1..] {
                let (oa, ob) = (outline(*a), outline(*b));
                assert!(
                    oa.masts.len() != ob.masts.len()
                        || oa.length != ob.length
                        || oa.hull.len() != ob.hull.len(),
                    "{a:?} and {b:?} look alike"
                );
            }
        }
        assert!(drawn_length(ShipClass::ManOWar) > drawn_length(ShipClass::Sloop) * 1.5);
        assert_eq!(outline(ShipClass::Sloop).masts.len(), 1);
        assert_eq!(outline(ShipClass::Brig).masts.len(), 2);
    }

    #[test]
    fn a_polygon_mesh_is_a_fan_of_triangles() {
        let square = [
            Vec2::ZERO,
            Vec2::new(1.0, 0.0),
            Vec2::new(1.0, 1.0),
            Vec2::new(0.0, 1.0),
        ];
        let mesh = polygon(&square);
        assert_eq!(mesh.indices().map(|i| i.len()), Some(6));
    }
}
