//! Player ships on the map, in each seat's colour. A move in the game becomes a voyage on
//! screen: the ship sails from marker to marker, one leg after another, and the AI waits.

use super::fleet::{Berth, Cloth, Hold, Moored, Owner, Underway, waypoint};
use super::{SEAT_COLOURS, hulls};
use crate::content::ShipClass;
use crate::games::mm::mirror::{MirrorSet, ShipToken};
use crate::rules::MerchantsAndMarauders as Mm;
use crate::rules::state::Seat;
use crate::rules::{GameEvent, Location};
use crate::screen::Screen;
use crate::settings::Settings;
use crate::table::assets::LoadedData;
use crate::table::look_back::LookBack;
use crate::table::played::table_open;
use crate::table::session::{Busy, GameEventMsg, GameReset};
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use std::collections::VecDeque;

/// Seconds one move takes on screen.
const LEG_SECONDS: f32 = 0.7;
const Z_SHIP: f32 = 5.0;
/// Seconds a ship waits for the move that takes it to the place the rules gave it.
const GRACE: f32 = 1.0;

/// A seat's ship on screen and the voyage it still has to show.
#[derive(Component)]
struct ShipSprite {
    seat: Seat,
    class: ShipClass,
    legs: VecDeque<(Location, Location)>,
    /// Where the leg being sailed started on screen.
    from: Option<Vec2>,
    /// The place the ship is shown at (its last leg's end), and how long it has waited there
    /// for a move to a new place the rules gave it.
    shown: Location,
    waited: f32,
    /// Progress through the first leg, 0..1.
    t: f32,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (spawn_ships, keep_moored, queue_voyages, sail)
            .chain()
            .after(MirrorSet)
            .run_if(in_state(Screen::Playing).and_then(table_open::<Mm>)),
    )
    .add_systems(OnExit(Screen::Playing), |mut busy: ResMut<Busy>| {
        *busy = Busy::default()
    });
}

/// (Re)create ship sprites when ships appear on the board, change class, or a game is started
/// or loaded.
fn spawn_ships(
    mut commands: Commands,
    data: Res<LoadedData<Mm>>,
    tokens: Query<&ShipToken>,
    mut reset: MessageReader<GameReset>,
    existing: Query<(Entity, &ShipSprite)>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let reset_now = reset.read().count() > 0;
    let same = existing.iter().count() == tokens.iter().count()
        && tokens.iter().all(|t| {
            existing
                .iter()
                .any(|(_, s)| s.seat == t.seat && s.class == t.ship.class)
        });
    if !reset_now && same {
        return;
    }
    for (e, _) in &existing {
        commands.entity(e).despawn();
    }
    for token in &tokens {
        let (ship, seat) = (&token.ship, token.seat);
        let at = waypoint(&data.0, ship.location);
        let colour = SEAT_COLOURS[seat % 4];
        let cloth = materials.add(colour);
        commands
            .spawn((
                Name::new(format!("Ship of seat {}", seat + 1)),
                ShipSprite {
                    seat,
                    class: ship.class,
                    legs: VecDeque::new(),
                    from: None,
                    shown: ship.location,
                    waited: 0.0,
                    t: 0.0,
                },
                Moored {
                    owner: Owner::Seat(seat),
                    class: ship.class,
                    at: ship.location,
                },
                Berth(at),
                Underway(false),
                Hold(false),
                Cloth(colour),
                Transform::from_translation(at.extend(Z_SHIP + seat as f32 * 0.1)),
                Visibility::default(),
                DespawnOnExit(Screen::Playing),
            ))
            .with_children(|p| hulls::draw(p, ship.class, cloth, &mut meshes, &mut materials));
    }
}

/// Each ship's place follows the rules' (its voyage on screen may lag behind).
fn keep_moored(tokens: Query<&ShipToken>, mut ships: Query<(&ShipSprite, &mut Moored)>) {
    for (sprite, mut moored) in &mut ships {
        if let Some(t) = tokens.iter().find(|t| t.seat == sprite.seat) {
            let now = Moored {
                at: t.ship.location,
                ..*moored
            };
            moored.set_if_neq(now);
        }
    }
}

/// Every move the rules report becomes a leg of that ship's voyage.
fn queue_voyages(mut events: MessageReader<GameEventMsg<Mm>>, mut ships: Query<&mut ShipSprite>) {
    for GameEventMsg(event) in events.read() {
        if let GameEvent::ShipMoved { seat, from, to } = event
            && let Some(mut ship) = ships.iter_mut().find(|s| s.seat == *seat)
        {
            ship.legs.push_back((*from, *to));
        }
    }
}

fn sail(
    time: Res<Time>,
    data: Res<LoadedData<Mm>>,
    mut ships: Query<(
        &mut ShipSprite,
        &Moored,
        &Berth,
        &mut Underway,
        &mut Hold,
        &mut Transform,
    )>,
    mut busy: ResMut<Busy>,
    mut redraw: MessageWriter<RequestRedraw>,
    (settings, back): (Res<Settings>, Res<LookBack<Mm>>),
) {
    let data = &data.0;
    let mut sailing = false;
    for (mut ship, moored, berth, mut underway, mut hold, mut transform) in &mut ships {
        let Some((_, to)) = ship.legs.front().copied() else {
            underway.0 = false;
            // A ship the rules put elsewhere waits for its move to be shown — while a look
            // back walks event by event, or for a moment — then takes its new place.
            ship.waited += time.delta_secs();
            if ship.shown != moored.at && (back.stepping_events() || ship.waited < GRACE) {
                hold.set_if_neq(Hold(true));
            } else {
                ship.shown = moored.at;
                hold.set_if_neq(Hold(false));
            }
            continue;
        };
        ship.waited = 0.0;
        hold.set_if_neq(Hold(false));
        sailing = true;
        underway.0 = true;
        let a = *ship.from.get_or_insert(transform.translation.truncate());
        // The last leg ends at the ship's berth among those already there.
        let b = if ship.legs.len() == 1 {
            berth.0
        } else {
            waypoint(data, to)
        };
        ship.t = (ship.t + settings.animation.progress(time.delta_secs(), LEG_SECONDS)).min(1.0);
        // Ease in and out, with a gentle bob as the ship rides the swell.
        let s = ship.t * ship.t * (3.0 - 2.0 * ship.t);
        let pos = a.lerp(b, s);
        transform.translation.x = pos.x;
        transform.translation.y = pos.y;
        if (b.x - a.x).abs() > 1.0 {
            transform.scale.x = if b.x < a.x { -1.0 } else { 1.0 };
        }
        transform.rotation =
            Quat::from_rotation_z((ship.t * std::f32::consts::TAU * 2.0).sin() * 0.06);
        if ship.t >= 1.0 {
            ship.legs.pop_front();
            ship.t = 0.0;
            ship.from = None;
            ship.shown = to;
            transform.rotation = Quat::IDENTITY;
        }
    }
    busy.sailing = sailing;
    if sailing {
        redraw.write(RequestRedraw);
    }
}
