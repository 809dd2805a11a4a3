//! Where each ship rests on the map. Ships in one place fan out side by side, in a row on the
//! water above a zone's marker or beside a port, wrapping to a second row when the first is
//! full, so every ship stays in sight; when one arrives or leaves the others shift to make
//! room. Each ship also carries a letter (a second cue beside its colour): its seat's number,
//! its navy's nation, or a skull for a pirate. Ships wake the water while they sail.

use super::hulls::{SHIP_SIZE, Sail, drawn_height, drawn_length};
use super::labels::{Face, Look, MapLabel, MapLabels, Shift};
use super::location_pos;
use crate::content::{GameData, Nation, NpcSlot, ShipClass};
use crate::rules::MerchantsAndMarauders as Mm;
use crate::rules::{Location, Seat};
use crate::screen::Screen;
use crate::settings::Settings;
use crate::table::assets::LoadedData;
use crate::table::played::table_open;
use bevy::prelude::*;
use bevy_egui::egui::Color32;

/// Whose ship this is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Owner {
    Seat(Seat),
    /// An NPC, by its place in `NpcSlot::ALL`.
    Npc(u8),
}

impl Owner {
    pub fn npc(slot: NpcSlot) -> Owner {
        Owner::Npc(NpcSlot::ALL.iter().position(|s| *s == slot).unwrap_or(0) as u8)
    }
}

/// A ship on the map: whose, what class, and where the rules have it now (its voyage on
/// screen may still be under way).
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct Moored {
    pub owner: Owner,
    pub class: ShipClass,
    pub at: Location,
}

/// Where the ship rests at its place, among the others there (world units).
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct Berth(pub Vec2);

/// Whether the ship is sailing a voyage on screen now (its wake and swelling sails).
#[derive(Component, Default)]
pub struct Underway(pub bool);

/// Whether the ship keeps its place on screen, its move still to be shown (walking a look back
/// event by event, the rules' place changes before the move is told).
#[derive(Component, Default, PartialEq)]
pub struct Hold(pub bool);

/// A puff of wake left behind a sailing ship, fading as it ages.
#[derive(Component)]
struct Wake {
    age: f32,
}

/// Ships in one row are at most this wide before the next row starts.
const ROW_WIDTH: f32 = 175.0;
const GAP: f32 = 4.0;
const WAKE_SECONDS: f32 = 0.9;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (assign_berths, drift_to_berths, sails_and_wake, letters)
            .chain()
            .run_if(in_state(Screen::Playing).and_then(table_open::<Mm>)),
    );
}

/// Offsets from a place's marker of ships of these classes, in this order.
pub fn fan(at: Location, classes: &[ShipClass]) -> Vec<Vec2> {
    // Rows of ships side by side, each row's ships centred on one another.
    let mut rows: Vec<Vec<usize>> = vec![Vec::new()];
    let mut width = 0.0;
    for (i, c) in classes.iter().enumerate() {
        let w = drawn_length(*c) + GAP;
        if width + w > ROW_WIDTH && !rows.last().is_some_and(|r| r.is_empty()) {
            rows.push(Vec::new());
            width = 0.0;
        }
        width += w;
        if let Some(row) = rows.last_mut() {
            row.push(i);
        }
    }
    let mut out = vec![Vec2::ZERO; classes.len()];
    let mut y = 0.0;
    for row in &rows {
        let total: f32 = row.iter().map(|i| drawn_length(classes[*i]) + GAP).sum();
        let tallest = row
            .iter()
            .map(|i| drawn_height(classes[*i]))
            .fold(0.0, f32::max);
        let mut x = match at {
            Location::Zone(_) => -total / 2.0,
            // Beside a port, to its right: the port's name and tags keep above and below it.
            Location::Port(_) => 12.0,
        };
        for &i in row {
            let w = drawn_length(classes[i]) + GAP;
            out[i] = Vec2::new(x + w / 2.0, y);
            x += w;
        }
        // The next row rides above this one's mastheads (its keel clears them).
        y += tallest + 4.0;
    }
    let base = match at {
        // On the water above the zone's marker.
        Location::Zone(_) => Vec2::new(0.0, 28.0),
        Location::Port(_) => Vec2::new(0.0, -2.0),
    };
    out.iter().map(|o| *o + base).collect()
}

/// Where a ship passing through a place (not its last stop) sails to on screen.
pub fn waypoint(data: &GameData, at: Location) -> Vec2 {
    location_pos(data, at) + fan(at, &[ShipClass::Sloop])[0]
}

/// The berth of every ship: ships at one place in the order of their owners, fanned out.
pub fn berths(data: &GameData, ships: &[Moored]) -> Vec<Vec2> {
    let mut out = vec![Vec2::ZERO; ships.len()];
    let mut places: Vec<Location> = ships.iter().map(|s| s.at).collect();
    places.sort_by_key(|l| format!("{l:?}"));
    places.dedup();
    for place in places {
        let mut here: Vec<usize> = (0..ships.len()).filter(|i| ships[*i].at == place).collect();
        here.sort_by_key(|i| ships[*i].owner);
        let classes: Vec<ShipClass> = here.iter().map(|i| ships[*i].class).collect();
        let base = location_pos(data, place);
        for (i, off) in here.into_iter().zip(fan(place, &classes)) {
            out[i] = base + off;
        }
    }
    out
}

fn assign_berths(
    data: Res<LoadedData<Mm>>,
    mut ships: Query<(&Moored, &mut Berth)>,
    changed: Query<(), Or<(Changed<Moored>, Added<Moored>)>>,
    mut removed: RemovedComponents<Moored>,
) {
    if changed.is_empty() && removed.read().count() == 0 {
        return;
    }
    let all: Vec<Moored> = ships.iter().map(|(m, _)| *m).collect();
    let spots = berths(&data.0, &all);
    for ((_, mut berth), spot) in ships.iter_mut().zip(spots) {
        if berth.0 != spot {
            berth.0 = spot;
        }
    }
}

/// A ship at rest glides to its berth when the others at its place shift.
fn drift_to_berths(
    time: Res<Time>,
    settings: Res<Settings>,
    mut ships: Query<(&Berth, &Underway, &mut Transform)>,
) {
    let k = settings
        .animation
        .progress(time.delta_secs(), 0.15)
        .min(1.0);
    for (berth, underway, mut t) in &mut ships {
        if underway.0 {
            continue;
        }
        let now = t.translation.truncate();
        let next = if (berth.0 - now).length() < 0.5 {
            berth.0
        } else {
            now.lerp(berth.0, k)
        };
        t.translation.x = next.x;
        t.translation.y = next.y;
    }
}

/// Sails swell and wake trails behind while a ship is under way.
fn sails_and_wake(
    mut commands: Commands,
    time: Res<Time>,
    ships: Query<(&Underway, &Transform, &Children), Without<Wake>>,
    mut sails: Query<&mut Transform, (With<Sail>, Without<Underway>, Without<Wake>)>,
    mut wakes: Query<(Entity, &mut Wake, &mut Transform), Without<Underway>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut puff: Local<Option<(Handle<Mesh>, Handle<ColorMaterial>)>>,
    mut since: Local<f32>,
) {
    let dt = time.delta_secs();
    let clock = time.elapsed_secs();
    for (e, mut wake, mut t) in &mut wakes {
        wake.age += dt;
        if wake.age >= WAKE_SECONDS {
            commands.entity(e).despawn();
        } else {
            let s = 1.0 - wake.age / WAKE_SECONDS;
            t.scale = Vec3::new(1.0 + wake.age * 1.5, s, 1.0);
        }
    }
    *since += dt;
    let drop_puff = *since >= 0.07;
    if drop_puff {
        *since = 0.0;
    }
    let (mesh, mat) = puff
        .get_or_insert_with(|| {
            (
                meshes.add(Ellipse::new(5.0, 2.0)),
                materials.add(Color::srgba(1.0, 1.0, 1.0, 0.55)),
            )
        })
        .clone();
    for (underway, at, children) in &ships {
        let swell = if underway.0 {
            1.0 + 0.07 * (clock * 9.0).sin()
        } else {
            1.0
        };
        for child in children.iter() {
            if let Ok(mut sail) = sails.get_mut(child) {
                sail.scale = Vec3::new(SHIP_SIZE * swell, SHIP_SIZE, 1.0);
            }
        }
        if underway.0 && drop_puff {
            // Astern: the ship's scale says which way it faces.
            let back = -at.scale.x.signum() * 14.0;
            let pos = at.translation.truncate() + Vec2::new(back, -6.0);
            commands.spawn((
                Name::new("Wake"),
                Wake { age: 0.0 },
                Mesh2d(mesh.clone()),
                MeshMaterial2d(mat.clone()),
                Transform::from_translation(pos.extend(at.translation.z - 0.5)),
                DespawnOnExit(Screen::Playing),
            ));
        }
    }
}

/// The second cue of a ship, beside its colour.
pub fn letter(owner: Owner) -> &'static str {
    match owner {
        Owner::Seat(s) => ["1", "2", "3", "4"][s % 4],
        Owner::Npc(i) => match NpcSlot::ALL.get(i as usize) {
            Some(NpcSlot::Navy(n)) => nation_letter(*n),
            _ => "☠",
        },
    }
}

/// A nation's letter, on its ports and its navy's ships.
pub fn nation_letter(n: Nation) -> &'static str {
    match n {
        Nation::English => "E",
        Nation::French => "F",
        Nation::Spanish => "S",
        Nation::Dutch => "D",
    }
}

/// Dark or light ink, whichever reads on `fill`.
pub fn ink_on(fill: Color) -> Color32 {
    let c = fill.to_srgba();
    if 0.299 * c.red + 0.587 * c.green + 0.114 * c.blue > 0.55 {
        Color32::from_rgb(20, 20, 20)
    } else {
        Color32::WHITE
    }
}

/// The colour a ship's letter tag is filled with.
#[derive(Component, Clone, Copy)]
pub struct Cloth(pub Color);

fn letters(ships: Query<(&Moored, &Cloth, &Transform)>, mut labels: ResMut<MapLabels>) {
    labels.ships.clear();
    for (moored, cloth, at) in &ships {
        labels.ships.push(MapLabel {
            at: at.translation.truncate() + Vec2::new(0.0, -15.0),
            text: letter(moored.owner).into(),
            sub: None,
            size: 9.0,
            ink: ink_on(cloth.0),
            face: Face::Sans,
            look: Look::Tag(super::colour32(cloth.0)),
            shift: Shift::Stay,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::ZoneId;

    fn rect(at: Vec2, class: ShipClass) -> Rect {
        // Keel to masthead, bow to stern; the ship's origin is at its deck line.
        let o = crate::games::mm::board::hulls::outline(class);
        let top = o.masts.iter().map(|m| m.1).fold(0.0, f32::max) * SHIP_SIZE;
        let keel = 8.0 * SHIP_SIZE;
        // (The sloop's jib reaches 2 units past its bow.)
        let half = (o.length / 2.0 + 2.0) * SHIP_SIZE;
        Rect::from_corners(at - Vec2::new(half, keel), at + Vec2::new(half, top))
    }

    // Issue 13, the board at a glance: several ships in one zone fan out — none covers
    // another, whatever the mix of classes, up to every captain and NPC in one zone.
    #[test]
    fn ships_in_one_place_never_cover_each_other() {
        use ShipClass::*;
        let mixes: [&[ShipClass]; 5] = [
            &[Sloop],
            &[Sloop, Flute],
            &[ManOWar, Galleon, Frigate, Brig],
            &[ManOWar, ManOWar, ManOWar, ManOWar, Galleon, Frigate, Sloop],
            &[
                Flute, Sloop, Brig, Frigate, Galleon, ManOWar, Sloop, Flute, Brig, Frigate,
            ],
        ];
        for at in [
            Location::Zone(ZoneId(0)),
            Location::Port(crate::content::PortId(0)),
        ] {
            for mix in mixes {
                let spots = fan(at, mix);
                for i in 0..mix.len() {
                    for j in i + 1..mix.len() {
                        let (a, b) = (rect(spots[i], mix[i]), rect(spots[j], mix[j]));
                        assert!(
                            a.intersect(b).is_empty(),
                            "{:?} and {:?} overlap in {mix:?} at {at:?}",
                            mix[i],
                            mix[j]
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn one_ship_rests_over_its_zone_and_ships_elsewhere_do_not_move_it() {
        let data = GameData::embedded();
        let here = Location::Zone(ZoneId(3));
        let alone = berths(
            &data,
            &[Moored {
                owner: Owner::Seat(0),
                class: ShipClass::Sloop,
                at: here,
            }],
        );
        let centre = location_pos(&data, here);
        assert!(
            (alone[0].x - centre.x).abs() < 0.01,
            "centred over the marker"
        );
        let two = berths(
            &data,
            &[
                Moored {
                    owner: Owner::Seat(0),
                    class: ShipClass::Sloop,
                    at: here,
                },
                Moored {
                    owner: Owner::npc(NpcSlot::PirateSloop),
                    class: ShipClass::Sloop,
                    at: Location::Zone(ZoneId(4)),
                },
            ],
        );
        assert_eq!(two[0], alone[0]);
    }

    #[test]
    fn every_ship_has_a_letter_beside_its_colour() {
        assert_eq!(letter(Owner::Seat(2)), "3");
        assert_eq!(letter(Owner::npc(NpcSlot::Navy(Nation::Dutch))), "D");
        assert_eq!(letter(Owner::npc(NpcSlot::PirateFrigate)), "☠");
        let mut seen: Vec<&str> = NpcSlot::ALL
            .iter()
            .map(|s| letter(Owner::npc(*s)))
            .collect();
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), 5, "four navies and the pirates");
    }
}
