//! NPC ships on the map: naval ships in their nation's colours, pirates in black, each an
//! entity mirroring one NPC of the table. The rules resolve every move; this only plays the
//! `NpcMoved` events out, one after another in the card's order, sailing like players' ships.
//! An NPC wears a ring in the colour of each captain it would hunt now (hunted captains are in
//! its zone or next to it and match its hunt priorities; the rules say who).

use super::{SEAT_COLOURS, location_pos};
use crate::content::{Nation, NpcSlot, ShipClass, ZoneId};
use crate::rules::{GameEvent, Location, Seat};
use crate::screen::Screen;
use crate::settings::Settings;
use crate::table::assets::LoadedData;
use crate::table::mirror::{MirrorSet, TableView};
use crate::table::session::{ActiveGame, Busy, GameEventMsg, GameReset};
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use std::collections::VecDeque;

const LEG_SECONDS: f32 = 0.7;
const Z_NPC: f32 = 4.5;

/// An NPC's ship on screen, and the zone it was last put in.
#[derive(Component)]
pub struct NpcSprite {
    pub slot: NpcSlot,
    pub class: ShipClass,
    pub zone: ZoneId,
    /// Progress through the move being sailed, 0..1.
    t: f32,
}

/// The NPC moves reported and not yet sailed on screen, in the order the rules made them.
#[derive(Resource, Default)]
struct NpcVoyages(VecDeque<(NpcSlot, ZoneId, ZoneId)>);

/// A ring around a hunting NPC, in the colour of a captain it hunts (the `rank`-th of them).
#[derive(Component)]
struct HuntMarker {
    slot: NpcSlot,
    seat: Seat,
    rank: usize,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<NpcVoyages>().add_systems(
        Update,
        (queue_moves, spawn_npcs, sail_npcs, mark_hunters)
            .chain()
            .after(MirrorSet)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<ActiveGame>)),
    );
}

/// The sail colour of an NPC: its nation's, or black for pirates.
pub fn npc_colour(slot: NpcSlot) -> Color {
    match slot {
        NpcSlot::Navy(Nation::English) => Color::srgb(0.78, 0.12, 0.12),
        NpcSlot::Navy(Nation::French) => Color::srgb(0.15, 0.3, 0.75),
        NpcSlot::Navy(Nation::Spanish) => Color::srgb(0.93, 0.75, 0.1),
        NpcSlot::Navy(Nation::Dutch) => Color::srgb(0.95, 0.5, 0.1),
        NpcSlot::PirateSloop | NpcSlot::PirateFrigate => Color::srgb(0.05, 0.05, 0.05),
    }
}

/// NPCs in one zone sit apart from each other and from players' ships.
fn slot_pos(data: &crate::content::GameData, zone: ZoneId, slot: NpcSlot) -> Vec2 {
    let i = NpcSlot::ALL.iter().position(|s| *s == slot).unwrap_or(0) as f32;
    let angle = 0.3 + i * std::f32::consts::TAU / 6.0;
    location_pos(data, Location::Zone(zone)) + Vec2::new(angle.cos(), angle.sin()) * 52.0
}

fn queue_moves(
    mut events: MessageReader<GameEventMsg>,
    mut voyages: ResMut<NpcVoyages>,
    mut reset: MessageReader<GameReset>,
) {
    if reset.read().count() > 0 {
        voyages.0.clear();
    }
    for GameEventMsg(e) in events.read() {
        if let GameEvent::NpcMoved { slot, from, to, .. } = e {
            voyages.0.push_back((*slot, *from, *to));
        }
    }
}

/// Keep one sprite per NPC ship on the board (the table view says which), rebuilt when an
/// NPC comes, changes ship or leaves; a sprite waiting on a voyage keeps its place.
fn spawn_npcs(
    mut commands: Commands,
    data: Res<LoadedData>,
    view: Res<TableView>,
    voyages: Res<NpcVoyages>,
    existing: Query<(Entity, &NpcSprite)>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let want: Vec<(NpcSlot, ShipClass, ZoneId)> = view
        .npcs
        .iter()
        .filter_map(|n| Some((n.slot, n.ship.as_ref()?.class, n.zone()?)))
        .collect();
    let pending = |slot: NpcSlot| voyages.0.iter().any(|(s, ..)| *s == slot);
    let same = existing.iter().count() == want.len()
        && want.iter().all(|(slot, class, zone)| {
            existing.iter().any(|(_, s)| {
                s.slot == *slot && s.class == *class && (s.zone == *zone || pending(*slot))
            })
        });
    if same {
        return;
    }
    for (e, _) in &existing {
        commands.entity(e).despawn();
    }
    let big = |class: ShipClass| matches!(class, ShipClass::Frigate | ShipClass::ManOWar);
    for (slot, class, zone) in want {
        let s = if big(class) { 1.0 } else { 0.75 };
        let hull = meshes.add(Rectangle::new(30.0 * s, 8.0 * s));
        let sail = meshes.add(Triangle2d::new(
            Vec2::new(-2.0, 5.0) * s,
            Vec2::new(-2.0, 28.0) * s,
            Vec2::new(13.0, 5.0) * s,
        ));
        let fore = meshes.add(Triangle2d::new(
            Vec2::new(-14.0, 5.0) * s,
            Vec2::new(-14.0, 22.0) * s,
            Vec2::new(-4.0, 5.0) * s,
        ));
        let wood = materials.add(Color::srgb(0.25, 0.16, 0.08));
        let cloth = materials.add(npc_colour(slot));
        let at = slot_pos(&data.0, zone, slot);
        commands
            .spawn((
                Name::new(format!("NPC {slot:?}")),
                NpcSprite {
                    slot,
                    class,
                    zone,
                    t: 0.0,
                },
                Transform::from_translation(at.extend(Z_NPC)),
                Visibility::default(),
                DespawnOnExit(Screen::Playing),
            ))
            .with_children(|p| {
                p.spawn((Mesh2d(hull), MeshMaterial2d(wood), Transform::default()));
                p.spawn((
                    Mesh2d(sail),
                    MeshMaterial2d(cloth.clone()),
                    Transform::from_xyz(0.0, 0.0, 0.05),
                ));
                p.spawn((
                    Mesh2d(fore),
                    MeshMaterial2d(cloth),
                    Transform::from_xyz(0.0, 0.0, 0.05),
                ));
            });
    }
}

/// Sail the first reported move; the next waits for it (the card's order).
fn sail_npcs(
    time: Res<Time>,
    data: Res<LoadedData>,
    settings: Res<Settings>,
    mut voyages: ResMut<NpcVoyages>,
    mut ships: Query<(&mut NpcSprite, &mut Transform)>,
    mut busy: ResMut<Busy>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Some(&(slot, from, to)) = voyages.0.front() else {
        busy.npcs_sailing = false;
        return;
    };
    let Some((mut ship, mut transform)) = ships.iter_mut().find(|(s, _)| s.slot == slot) else {
        // Its sprite is gone (the NPC left the board): nothing to show.
        voyages.0.pop_front();
        return;
    };
    busy.npcs_sailing = true;
    ship.t = (ship.t + settings.animation.progress(time.delta_secs(), LEG_SECONDS)).min(1.0);
    let (a, b) = (slot_pos(&data.0, from, slot), slot_pos(&data.0, to, slot));
    let s = ship.t * ship.t * (3.0 - 2.0 * ship.t);
    let pos = a.lerp(b, s);
    transform.translation.x = pos.x;
    transform.translation.y = pos.y;
    transform.scale.x = if b.x < a.x { -1.0 } else { 1.0 };
    if ship.t >= 1.0 {
        ship.t = 0.0;
        ship.zone = to;
        voyages.0.pop_front();
    }
    redraw.write(RequestRedraw);
}

/// Keep a ring around each hunting NPC for each captain it hunts, in that captain's colour,
/// following the ship.
fn mark_hunters(
    mut commands: Commands,
    view: Res<TableView>,
    ships: Query<(&NpcSprite, &Transform), Without<HuntMarker>>,
    mut markers: Query<(Entity, &HuntMarker, &mut Transform)>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let wanted: Vec<(NpcSlot, Seat, usize)> = view
        .hunts
        .iter()
        .flat_map(|(slot, seats)| seats.iter().enumerate().map(|(i, s)| (*slot, *s, i)))
        .collect();
    let ship_at = |slot: NpcSlot| {
        ships
            .iter()
            .find(|(s, _)| s.slot == slot)
            .map(|(_, t)| t.translation.truncate().extend(Z_NPC - 0.1))
    };
    for (e, m, mut at) in &mut markers {
        match ship_at(m.slot) {
            Some(pos) if wanted.contains(&(m.slot, m.seat, m.rank)) => at.translation = pos,
            _ => commands.entity(e).despawn(),
        }
    }
    for &(slot, seat, rank) in &wanted {
        let shown = markers
            .iter()
            .any(|(_, m, _)| (m.slot, m.seat, m.rank) == (slot, seat, rank));
        let Some(pos) = ship_at(slot).filter(|_| !shown) else {
            continue;
        };
        // Several hunted captains: rings one inside the other.
        let r = 25.0 + 5.0 * rank as f32;
        commands.spawn((
            Name::new(format!("Hunt marker {slot:?} → seat {seat}")),
            HuntMarker { slot, seat, rank },
            Mesh2d(meshes.add(Annulus::new(r - 3.5, r))),
            MeshMaterial2d(materials.add(SEAT_COLOURS[seat % SEAT_COLOURS.len()])),
            Transform::from_translation(pos),
            DespawnOnExit(Screen::Playing),
        ));
    }
}
