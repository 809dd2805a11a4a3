//! NPC ships on the map: naval ships in their nation's colours, pirates in black, each an
//! entity mirroring one NPC of the table. The rules resolve every move; this only plays the
//! `NpcMoved` events out, one after another in the card's order, sailing like players' ships.
//! An NPC wears a ring in the colour of each captain it would hunt now (hunted captains are in
//! its zone or next to it and match its hunt priorities; the rules say who).

use super::fleet::{Berth, Cloth, Hold, Moored, Owner, Underway, waypoint};
use super::labels::{Face, Look, MapLabel, MapLabels, Shift};
use super::{SEAT_COLOURS, hulls};
use crate::content::{Direction, EventCard, EventCardId, NpcSlot, ShipClass, ZoneId};
use crate::games::mm::mirror::{MirrorSet, TableView};
use crate::rules::MerchantsAndMarauders as Mm;
use crate::rules::{GameEvent, Location, Seat};
use crate::screen::Screen;
use crate::settings::Settings;
use crate::table::assets::LoadedData;
use crate::table::look_back::LookBack;
use crate::table::played::table_open;
use crate::table::session::{Busy, GameEventMsg, GameReset};
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
    /// Where the move being sailed started on screen.
    from: Option<Vec2>,
}

/// This NPC's part of the event card being resolved: the letters of its icons in the card's
/// order, each ticked off as the rules' move for it is sailed on screen. Shown as arrows under
/// the ship until sailed.
#[derive(Component, Clone, Debug, Default, PartialEq)]
pub struct NpcSchedule {
    pub card: Option<EventCardId>,
    pub steps: Vec<Direction>,
    pub sailed: usize,
}

impl NpcSchedule {
    /// The card's icons naming `slot`, none sailed yet.
    pub fn of(card: &EventCard, id: EventCardId, slot: NpcSlot) -> NpcSchedule {
        NpcSchedule {
            card: Some(id),
            steps: card
                .icons
                .iter()
                .filter(|(s, _)| *s == slot)
                .map(|(_, d)| *d)
                .collect(),
            sailed: 0,
        }
    }

    /// The letters still to sail.
    pub fn ahead(&self) -> &[Direction] {
        &self.steps[self.sailed.min(self.steps.len())..]
    }
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
        (
            queue_moves,
            spawn_npcs,
            sail_npcs,
            mark_hunters,
            show_schedules,
        )
            .chain()
            .after(MirrorSet)
            .run_if(in_state(Screen::Playing).and_then(table_open::<Mm>)),
    );
}

/// The sail colour of an NPC: its nation's, or black for pirates.
pub fn npc_colour(slot: NpcSlot) -> Color {
    match slot {
        NpcSlot::Navy(n) => super::map::nation_colour(n),
        // The treasure galleon's sails are royal purple: Spain's navy already flies yellow.
        NpcSlot::TreasureGalleon => Color::srgb(0.52, 0.22, 0.62),
        _ => Color::srgb(0.05, 0.05, 0.05),
    }
}

fn queue_moves(
    mut events: MessageReader<GameEventMsg<Mm>>,
    mut voyages: ResMut<NpcVoyages>,
    mut reset: MessageReader<GameReset>,
    data: Res<LoadedData<Mm>>,
    mut schedules: Query<(&NpcSprite, &mut NpcSchedule)>,
) {
    if reset.read().count() > 0 {
        voyages.0.clear();
        for (_, mut schedule) in &mut schedules {
            *schedule = NpcSchedule::default();
        }
    }
    for GameEventMsg(e) in events.read() {
        match e {
            GameEvent::EventDrawn { card } => {
                let def = &data.0.event_deck[card.0 as usize];
                for (ship, mut schedule) in &mut schedules {
                    *schedule = NpcSchedule::of(def, *card, ship.slot);
                }
            }
            GameEvent::NpcMoved { slot, from, to, .. } => {
                voyages.0.push_back((*slot, *from, *to));
            }
            _ => {}
        }
    }
}

/// Keep one entity per NPC ship on the board (the table view says which): spawned when an NPC
/// comes, gone when it leaves, rebuilt when it changes ship; a ship waiting on a voyage keeps
/// its place until it has sailed there.
fn spawn_npcs(
    mut commands: Commands,
    data: Res<LoadedData<Mm>>,
    view: Res<TableView>,
    voyages: Res<NpcVoyages>,
    mut existing: Query<(Entity, &NpcSprite, &mut Transform, Option<&Moored>)>,
    back: Res<LookBack<Mm>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let mut want: Vec<(NpcSlot, ShipClass, ZoneId)> = view
        .npcs
        .iter()
        .filter_map(|n| Some((n.slot, n.ship.as_ref()?.class, n.zone()?)))
        .collect();
    let pending = |slot: NpcSlot| voyages.0.iter().any(|(s, ..)| *s == slot);
    // A ship that left, or changed ship, goes; one that is elsewhere with no voyage to sail
    // there (a loaded game) is put in its place; the rest keep their entity and schedule.
    let mut kept = Vec::new();
    for (e, ship, mut transform, moored) in &mut existing {
        match want
            .iter()
            .find(|(slot, class, _)| *slot == ship.slot && *class == ship.class)
        {
            Some(&(slot, _, zone)) => {
                if ship.zone != zone && !pending(slot) && !back.stepping_events() {
                    let at = waypoint(&data.0, Location::Zone(zone));
                    transform.translation = at.extend(Z_NPC);
                    commands.entity(e).insert(NpcSprite {
                        slot,
                        class: ship.class,
                        zone,
                        t: 0.0,
                        from: None,
                    });
                }
                let now = Moored {
                    owner: Owner::npc(slot),
                    class: ship.class,
                    at: Location::Zone(zone),
                };
                if moored.is_none_or(|m| *m != now) {
                    commands.entity(e).insert(now);
                }
                kept.push(slot);
            }
            None => commands.entity(e).despawn(),
        }
    }
    want.retain(|(slot, ..)| !kept.contains(slot));
    for (slot, class, zone) in want {
        let colour = npc_colour(slot);
        let cloth = materials.add(colour);
        let at = waypoint(&data.0, Location::Zone(zone));
        commands
            .spawn((
                Name::new(format!("NPC {slot:?}")),
                NpcSprite {
                    slot,
                    class,
                    zone,
                    t: 0.0,
                    from: None,
                },
                NpcSchedule::default(),
                Moored {
                    owner: Owner::npc(slot),
                    class,
                    at: Location::Zone(zone),
                },
                Berth(at),
                Underway(false),
                Hold(false),
                Cloth(colour),
                Transform::from_translation(at.extend(Z_NPC)),
                Visibility::default(),
                DespawnOnExit(Screen::Playing),
            ))
            .with_children(|p| hulls::draw(p, class, cloth, &mut meshes, &mut materials));
    }
}

/// Sail the first reported move; the next waits for it (the card's order).
fn sail_npcs(
    time: Res<Time>,
    data: Res<LoadedData<Mm>>,
    settings: Res<Settings>,
    mut voyages: ResMut<NpcVoyages>,
    mut ships: Query<(
        &mut NpcSprite,
        &mut NpcSchedule,
        &Berth,
        &mut Underway,
        &mut Transform,
        (&Moored, &mut Hold),
    )>,
    mut busy: ResMut<Busy>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    for (ship, _, _, mut underway, _, (moored, mut hold)) in &mut ships {
        underway.0 = false;
        // Shown in one zone, put in another by the rules: it keeps its place until its move
        // is sailed.
        hold.set_if_neq(Hold(Location::Zone(ship.zone) != moored.at));
    }
    let Some(&(slot, _, to)) = voyages.0.front() else {
        busy.npcs_sailing = false;
        return;
    };
    let Some((mut ship, mut schedule, berth, mut underway, mut transform, _)) =
        ships.iter_mut().find(|(s, ..)| s.slot == slot)
    else {
        // Its sprite is gone (the NPC left the board): nothing to show.
        voyages.0.pop_front();
        return;
    };
    busy.npcs_sailing = true;
    underway.0 = true;
    ship.t = (ship.t + settings.animation.progress(time.delta_secs(), LEG_SECONDS)).min(1.0);
    let a = *ship.from.get_or_insert(transform.translation.truncate());
    // Its last move ends at its berth among the ships already there.
    let last = !voyages.0.iter().skip(1).any(|(s, ..)| *s == slot);
    let b = if last {
        berth.0
    } else {
        waypoint(&data.0, Location::Zone(to))
    };
    let s = ship.t * ship.t * (3.0 - 2.0 * ship.t);
    let pos = a.lerp(b, s);
    transform.translation.x = pos.x;
    transform.translation.y = pos.y;
    if (b.x - a.x).abs() > 1.0 {
        transform.scale.x = if b.x < a.x { -1.0 } else { 1.0 };
    }
    if ship.t >= 1.0 {
        ship.t = 0.0;
        ship.from = None;
        ship.zone = to;
        schedule.sailed += 1;
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

/// The arrows still to sail under each NPC ship, following it, while its card resolves.
fn show_schedules(ships: Query<(&NpcSchedule, &Transform)>, mut labels: ResMut<MapLabels>) {
    labels.moving.clear();
    for (schedule, at) in &ships {
        let ahead = schedule.ahead();
        if ahead.is_empty() {
            continue;
        }
        let text: Vec<&str> = ahead.iter().map(|d| arrow(*d)).collect();
        labels.moving.push(MapLabel {
            at: at.translation.truncate() + Vec2::new(0.0, -29.0),
            text: text.join(" "),
            sub: None,
            size: 11.0,
            ink: bevy_egui::egui::Color32::from_rgb(20, 20, 20),
            face: Face::Sans,
            look: Look::Tag(bevy_egui::egui::Color32::from_rgb(244, 232, 200)),
            shift: Shift::Stay,
        });
    }
}

/// The arrow of a compass letter.
pub fn arrow(d: Direction) -> &'static str {
    match d {
        Direction::N => "↑",
        Direction::E => "→",
        Direction::S => "↓",
        Direction::W => "←",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::GameData;
    use crate::table::session::ActiveGame;

    // M&M rules: NPC SHIP MOVEMENT — an NPC's schedule is its icons on the card, in the card's
    // order; icons of other NPCs are not its own.
    #[test]
    fn a_schedule_holds_the_cards_icons_for_its_npc_in_order() {
        let data = GameData::embedded();
        let (id, card) = data
            .event_deck
            .iter()
            .enumerate()
            .find(|(_, c)| c.icons.len() >= 2 && c.icons.iter().any(|(s, _)| *s != c.icons[0].0))
            .expect("a card moving two NPCs");
        let first = card.icons[0].0;
        let mut schedule = NpcSchedule::of(card, EventCardId(id as u8), first);
        let mine: Vec<Direction> = card
            .icons
            .iter()
            .filter(|(s, _)| *s == first)
            .map(|(_, d)| *d)
            .collect();
        assert_eq!(schedule.ahead(), mine.as_slice());
        assert!(schedule.steps.len() < card.icons.len());
        schedule.sailed = schedule.steps.len() + 1;
        assert!(
            schedule.ahead().is_empty(),
            "an extra move sails nothing off the end"
        );
    }

    // The schedule is a component on the NPC's entity: set from the card drawn, ticked off
    // as each move the rules made is sailed, and shown as arrows until all are sailed.
    #[test]
    fn the_schedule_follows_the_card_as_its_moves_are_sailed() {
        use crate::rules::state::{HitTrack, NpcState, Ship};
        use crate::rules::{GameConfig, SeatKind, Session};
        use crate::settings::Pace;
        use bevy::state::app::StatesPlugin;

        let data = GameData::embedded();
        let slot = NpcSlot::PirateSloop;
        let (id, card) = data
            .event_deck
            .iter()
            .enumerate()
            .find(|(_, c)| c.icons.iter().any(|(s, _)| *s == slot))
            .expect("a card moving the pirate sloop");
        let card_id = EventCardId(id as u8);
        let captain = data
            .event_deck
            .iter()
            .position(|c| c.npc.as_ref().is_some_and(|n| n.slot == slot))
            .expect("the sloop's captain");
        let from = ZoneId(0);
        let view = TableView {
            npcs: vec![NpcState::new(
                slot,
                vec![EventCardId(captain as u8)],
                Some(Ship {
                    class: ShipClass::Sloop,
                    location: Location::Zone(from),
                    hits: HitTrack::full(data.ship(ShipClass::Sloop)),
                    mods: Vec::new(),
                }),
            )],
            ..TableView::default()
        };
        let (session, _) = Session::new(data.clone(), GameConfig::new(vec![SeatKind::Human; 2], 1))
            .expect("a game");
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .init_state::<Screen>()
            .init_resource::<Assets<Mesh>>()
            .init_resource::<Assets<ColorMaterial>>()
            .init_resource::<MapLabels>()
            .init_resource::<Busy>()
            .init_resource::<LookBack<Mm>>()
            .insert_resource(LoadedData::<Mm>(data.clone()))
            .insert_resource(ActiveGame { session })
            .insert_resource(view)
            .insert_resource(Settings {
                animation: Pace::Instant,
                ..Settings::default()
            })
            .add_message::<GameEventMsg<Mm>>()
            .add_message::<GameReset>()
            .add_message::<RequestRedraw>()
            .add_plugins(plugin);
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Playing);
        app.update();
        app.update();
        let schedule = |app: &mut App| {
            let mut q = app.world_mut().query::<(&NpcSprite, &NpcSchedule)>();
            let all: Vec<_> = q.iter(app.world()).map(|(_, s)| s.clone()).collect();
            assert_eq!(all.len(), 1, "one NPC entity");
            all[0].clone()
        };
        assert_eq!(schedule(&mut app), NpcSchedule::default());

        app.world_mut()
            .write_message(GameEventMsg::<Mm>(GameEvent::EventDrawn { card: card_id }));
        app.update();
        let steps: Vec<Direction> = card
            .icons
            .iter()
            .filter(|(s, _)| *s == slot)
            .map(|(_, d)| *d)
            .collect();
        let set = schedule(&mut app);
        assert_eq!(
            (set.card, set.steps.clone(), set.sailed),
            (Some(card_id), steps.clone(), 0)
        );
        let arrows: Vec<&str> = steps.iter().map(|d| arrow(*d)).collect();
        let shown: Vec<String> = app
            .world()
            .resource::<MapLabels>()
            .moving
            .iter()
            .map(|l| l.text.clone())
            .collect();
        assert_eq!(shown, vec![arrows.join(" ")]);

        // The rules' moves, one per icon, sailed one by one.
        let mut at = from;
        for n in 1..=steps.len() {
            let to = data.zones[at.0 as usize].neighbours[0];
            app.world_mut()
                .write_message(GameEventMsg::<Mm>(GameEvent::NpcMoved {
                    slot,
                    from: at,
                    to,
                    hunting: None,
                }));
            at = to;
            for _ in 0..3 {
                app.update();
            }
            assert_eq!(schedule(&mut app).sailed, n);
        }
        app.update();
        assert!(
            app.world().resource::<MapLabels>().moving.is_empty(),
            "every move sailed: no arrows left"
        );
    }
}
