//! The table's mirror: built from observations, never from the session's state.

use super::*;
use crate::rules::MerchantsAndMarauders as Mm;
use crate::rules::{Choice, GameConfig};
use crate::screen::Screen;
use crate::table::assets::LoadedData;
use crate::table::session::{ChoiceMade, StartGame};
use bevy::state::app::StatesPlugin;

fn app(seats: Vec<SeatKind>) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .init_state::<Screen>()
        .insert_resource(LoadedData::<Mm>(GameData::embedded()))
        .add_plugins((crate::table::plugin::<Mm>, crate::games::mm::mirror::plugin));
    app.world_mut()
        .write_message(StartGame::<Mm>(GameConfig::new(seats, 21)));
    app.update();
    app.update();
    app
}

fn choose(app: &mut App, c: Choice) {
    app.world_mut().write_message(ChoiceMade::<Mm>(c));
    app.update();
}

// The mirror holds what the observation holds: zones, ports, boards, ships and decks.
#[test]
fn the_mirror_matches_the_viewers_observation() {
    let mut app = app(vec![SeatKind::Human, SeatKind::RandomAi]);
    choose(&mut app, Choice::ChooseShip(ShipClass::Flute));
    choose(&mut app, Choice::ChooseShip(ShipClass::Sloop));
    let obs = app
        .world()
        .resource::<ActiveGame<Mm>>()
        .session
        .observation(0);
    let world = app.world_mut();
    let mut zones = world.query::<&ZoneToken>();
    let zones: Vec<ZoneToken> = zones.iter(world).cloned().collect();
    assert_eq!(zones.len(), obs.merchants.len());
    assert!(
        zones
            .iter()
            .all(|z| z.merchant == obs.merchants[z.zone.0 as usize])
    );
    let mut ports = world.query::<&PortToken>();
    for p in ports.iter(world) {
        let zone = GameData::embedded().port(p.port).zone.0 as usize;
        assert_eq!(p.demand, obs.demand[zone]);
        assert_eq!(p.ship_mod, obs.ship_mods[zone]);
    }
    // Module 1's home-port flags (shown in every game): each revealed captain's home port
    // names its seat, and no other port does.
    let flagged: Vec<(PortId, Seat)> = ports
        .iter(world)
        .flat_map(|p| p.homes.iter().map(move |s| (p.port, *s)))
        .collect();
    let homes: Vec<(PortId, Seat)> = obs
        .seats
        .iter()
        .filter_map(|s| Some((GameData::embedded().captain(s.captain?).home_port, s.seat)))
        .collect();
    assert_eq!(homes.len(), 2, "both captains revealed");
    assert_eq!(flagged.len(), homes.len());
    assert!(homes.iter().all(|h| flagged.contains(h)));
    let mut boards = world.query::<&SeatBoard>();
    let mut boards: Vec<PublicSeat> = boards.iter(world).map(|b| b.0.clone()).collect();
    boards.sort_by_key(|b| b.seat);
    assert_eq!(boards, obs.seats);
    let mut ships = world.query::<&ShipToken>();
    assert_eq!(ships.iter(world).count(), 2);
    let mut decks = world.query::<&Deck>();
    let events = decks
        .iter(world)
        .find(|d| d.kind == DeckKind::Events)
        .unwrap();
    assert_eq!(events.count, obs.event_deck);
    // One human: their own observation, with their decision.
    let seen = world.resource::<SeenBy>().0.clone().unwrap();
    assert_eq!(seen, obs);
    let view = world.resource::<TableView>();
    assert_eq!(view.round, obs.round);
    assert_eq!(view.final_seed, None, "the seed stays hidden while playing");
}

// A choice with no event (marking a card to buy) still reaches the screen.
#[test]
fn a_mark_without_an_event_reaches_the_mirror() {
    use crate::rules::Activity;
    use crate::rules::state::PortStep;
    let mut app = app(vec![SeatKind::Human, SeatKind::Human]);
    app.world_mut().resource_mut::<Viewer>().hidden = false;
    choose(&mut app, Choice::ChooseShip(ShipClass::Flute));
    app.world_mut().resource_mut::<Viewer>().hidden = false;
    choose(&mut app, Choice::ChooseShip(ShipClass::Flute));
    app.world_mut().resource_mut::<Viewer>().hidden = false;
    app.update();
    choose(&mut app, Choice::PortAction);
    choose(&mut app, Choice::Begin(Activity::Buy));
    let offer = |app: &App| match &app.world().resource::<SeenBy>().0 {
        Some(o) => match &o.me.port_visit.as_ref().unwrap().step {
            PortStep::Buying { offer, marked, .. } => (offer.clone(), marked.clone()),
            other => panic!("{other:?}"),
        },
        None => panic!("the viewer's face is shown"),
    };
    let (cards, marked) = offer(&app);
    assert!(marked.is_empty());
    choose(&mut app, Choice::Mark(cards[0]));
    assert_eq!(offer(&app).1, vec![cards[0]]);
}

// Hot-seat: with two humans and an AI between them, the screen shows the public face while
// the AI decides, and the next human's secrets only after the hand-off.
#[test]
fn between_two_humans_the_screen_shows_the_public_face() {
    let humans = [0, 2];
    let shown = Viewer {
        seat: Some(0),
        hidden: false,
    };
    let ai_turn = next_viewer(&shown, &humans, Some(1), false, false);
    assert_eq!(ai_turn, Viewer::default());
    let next = next_viewer(&ai_turn, &humans, Some(2), false, false);
    assert_eq!(next.shown(), None, "behind the curtain until confirmed");
    assert_eq!(next.seat, Some(2));
    let confirmed = Viewer {
        seat: Some(2),
        hidden: false,
    };
    assert_eq!(
        next_viewer(&confirmed, &humans, Some(2), false, false),
        confirmed
    );
    // A decision with nothing secret in it (a combat declaration): the public face, no
    // curtain, whoever answers.
    let public = next_viewer(&confirmed, &humans, Some(0), true, false);
    assert_eq!(public, Viewer::default());
    // One human: always their face.
    let solo = next_viewer(&Viewer::default(), &[1], Some(0), false, false);
    assert_eq!(solo.shown(), Some(1));

    let mut app = app(vec![SeatKind::Human, SeatKind::RandomAi, SeatKind::Human]);
    // Seat 0 confirms the hand-off and picks a ship; then the AI seat decides.
    app.world_mut().resource_mut::<Viewer>().hidden = false;
    app.update();
    assert!(app.world().resource::<SeenBy>().0.is_some());
    choose(&mut app, Choice::ChooseShip(ShipClass::Sloop));
    assert_eq!(app.world().resource::<Viewer>().shown(), None);
    assert!(
        app.world().resource::<SeenBy>().0.is_none(),
        "nobody's secrets"
    );
}
