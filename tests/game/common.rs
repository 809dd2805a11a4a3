//! Helpers shared by the integration tests.
#![allow(dead_code)]

use spanish_main::content::GameData;
use spanish_main::rules::*;
use std::sync::Arc;

/// A Normal captain of the opportunist style (rules of thumb).
pub const NORMAL: SeatKind = SeatKind::Ai {
    level: AiLevel::Normal,
    style: AiStyle::Opportunist,
};
/// A Normal captain of the pirate style.
pub const PIRATE: SeatKind = SeatKind::Ai {
    level: AiLevel::Normal,
    style: AiStyle::Pirate,
};

/// What a Normal captain picks for the decision now (its seed fixed at 7).
pub fn ask(s: &Session) -> spanish_main::ai::Pick {
    let d = s.decision().expect("a decision");
    spanish_main::ai::choose(NORMAL, &s.observation(d.seat), s.data(), 7).expect("an answer")
}

/// The sea zone of this key in the session's data.
pub fn zone_key(s: &Session, key: &str) -> spanish_main::content::ZoneId {
    s.data().zone_by_key(key).unwrap()
}

/// The actions the turn under way has left.
pub fn actions_left(s: &Session) -> u8 {
    match s.state().phase {
        Phase::Actions { actions_left, .. } => actions_left,
        _ => panic!("not a turn"),
    }
}

pub fn data() -> Arc<GameData> {
    GameData::embedded()
}

pub fn new_game(seats: usize, seed: u64) -> Session {
    game_of(vec![SeatKind::Human; seats], seed)
}

/// A new game of these seats (no round limit, NPCs steered by the player to the left).
pub fn game_of(seats: Vec<SeatKind>, seed: u64) -> Session {
    let config = GameConfig::new(seats, seed);
    Session::new(data(), config).expect("valid setup").0
}

/// Finish setup with every seat taking the given ship class.
pub fn started_game(seats: usize, seed: u64, class: spanish_main::content::ShipClass) -> Session {
    let mut s = new_game(seats, seed);
    for _ in 0..seats {
        s.choose(Choice::ChooseShip(class))
            .expect("ship choice offered");
    }
    s
}

/// A copy of the session with its state changed by `edit` (checked like a loaded save).
pub fn edited(session: &Session, edit: impl FnOnce(&mut GameState)) -> Session {
    let mut state = session.state().clone();
    edit(&mut state);
    Session::from_state(session.data_arc(), state).expect("edited state is valid")
}

/// Play random legal choices until the game ends or `max_steps` pass; returns every event.
pub fn play_random(session: &mut Session, max_steps: usize) -> Vec<GameEvent> {
    let seed = session.state().config.seed;
    let mut all = Vec::new();
    for _ in 0..max_steps {
        let Some(decision) = session.decision() else {
            break;
        };
        let choice = spanish_main::ai::RandomCaptain::for_position(seed, session.state().steps)
            .pick(&decision.options)
            .expect("a decision always has options");
        all.extend(
            session
                .choose(choice)
                .expect("offered choices are accepted"),
        );
    }
    all
}

/// A game RNG whose next skill rolls, of these many dice each, all pass (or all fail).
pub fn rng_where(dice: &[u8], pass: bool) -> spanish_main::rules::rng::GameRng {
    use spanish_main::rules::dice::Roll;
    use spanish_main::rules::rng::GameRng;
    let die = &data().dice;
    (0..10_000)
        .map(GameRng::from_seed)
        .find(|rng| {
            let mut r = rng.clone();
            dice.iter()
                .all(|n| Roll::new(&mut r, die, *n).passed() == pass)
        })
        .expect("some seed rolls that way")
}

/// A 2-seat game at the first seat's turn, that seat captained by `captain` (by name) and its
/// ship (`class`) lying in the port `port` (by key); played with `data`.
pub fn in_port(
    data: Arc<GameData>,
    captain: &str,
    port: &str,
    class: spanish_main::content::ShipClass,
) -> (Session, Seat) {
    use spanish_main::content::ShipClass;
    let mut s = Session::new(data.clone(), GameConfig::new(vec![SeatKind::Human; 2], 11))
        .unwrap()
        .0;
    for _ in 0..2 {
        s.choose(Choice::ChooseShip(ShipClass::Sloop)).unwrap();
    }
    place(s, data, captain, port, class)
}

/// Like [`in_port`], in a game with the Seas of Glory switches `keys` (`m1`, `m1,m5`).
pub fn seas_in_port(
    keys: &str,
    captain: &str,
    port: &str,
    class: spanish_main::content::ShipClass,
) -> (Session, Seat) {
    use spanish_main::content::ShipClass;
    let mut s = seas_game(vec![SeatKind::Human; 2], 11, 0, keys);
    for _ in 0..2 {
        s.choose(Choice::ChooseShip(ShipClass::Sloop)).unwrap();
    }
    let data = s.data_arc();
    place(s, data, captain, port, class)
}

/// Like [`at_sea`], in a game with the Seas of Glory switches `keys`.
pub fn seas_at_sea(
    keys: &str,
    captain: &str,
    port: &str,
    class: spanish_main::content::ShipClass,
) -> (Session, Seat) {
    let (s, seat) = seas_in_port(keys, captain, port, class);
    let zone = s.data().port(s.data().port_by_key(port).unwrap()).zone;
    let s = edited(&s, |st| {
        st.seats[seat].ship.as_mut().unwrap().location = Location::Zone(zone)
    });
    (s, seat)
}

/// The active seat of a 2-seat game at its first turn gets the captain `captain` (by name)
/// and a ship of `class` in the port `port` (by key).
fn place(
    s: Session,
    data: Arc<GameData>,
    captain: &str,
    port: &str,
    class: spanish_main::content::ShipClass,
) -> (Session, Seat) {
    use spanish_main::content::{CaptainId, ShipClass};
    let seat = s.decision().unwrap().seat;
    let want = CaptainId(
        data.captains
            .iter()
            .position(|c| c.name == captain)
            .unwrap_or_else(|| panic!("no captain {captain}")) as u8,
    );
    let port = data
        .port_by_key(port)
        .unwrap_or_else(|| panic!("no port {port}"));
    let mut state = s.state().clone();
    // The brig sails only in games with Module 5 (which brings galleons of manoeuvrability 1).
    if class == ShipClass::Brig {
        state
            .config
            .seas
            .set(spanish_main::content::Switch::Brig, true);
    }
    // Swap the wanted captain card in, wherever it lies, so every card stays in one place.
    let other = (seat + 1) % 2;
    if state.seats[other].captain == want {
        state.seats[other].captain = state.seats[seat].captain;
    } else if let Some(i) = state.decks.captains.iter().position(|c| *c == want) {
        state.decks.captains[i] = state.seats[seat].captain;
    }
    state.seats[seat].captain = want;
    let ship = state.seats[seat].ship.as_mut().unwrap();
    ship.class = class;
    ship.hits = spanish_main::rules::state::HitTrack::full(data.ship(class));
    ship.location = Location::Port(port);
    (
        Session::from_state(data, state).expect("valid scenario"),
        seat,
    )
}

/// Apply a choice that must be offered; returns its events.
pub fn pick(s: &mut Session, c: Choice) -> Vec<GameEvent> {
    let d = s.decision().expect("a decision");
    assert!(
        d.options.contains(&c),
        "{c:?} is not offered; options: {:?}",
        d.options
    );
    s.choose(c).unwrap()
}

/// Whether the current decision offers `c`.
pub fn offers(s: &Session, c: Choice) -> bool {
    s.decision().is_some_and(|d| d.options.contains(&c))
}

/// The captain card of this name.
pub fn captain(data: &GameData, name: &str) -> spanish_main::content::CaptainId {
    spanish_main::content::CaptainId(
        data.captains
            .iter()
            .position(|c| c.name == name)
            .unwrap_or_else(|| panic!("no captain {name}")) as u8,
    )
}

/// Whether the decision offers any move (a hold too full for the sea offers none).
pub fn can_sail(s: &Session) -> bool {
    s.decision()
        .unwrap()
        .options
        .iter()
        .any(|c| matches!(c, Choice::Move { .. }))
}

/// How many skill rolls the events hold.
pub fn rolls(events: &[GameEvent]) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, GameEvent::DiceRolled { .. }))
        .count()
}

/// A game RNG whose next skill rolls come out with exactly these successes: `(dice, successes)`.
pub fn rng_counts(rolls: &[(u8, u8)]) -> spanish_main::rules::rng::GameRng {
    use spanish_main::rules::dice::Roll;
    use spanish_main::rules::rng::GameRng;
    let die = &data().dice;
    (0..200_000)
        .map(GameRng::from_seed)
        .find(|rng| {
            let mut r = rng.clone();
            rolls
                .iter()
                .all(|(n, s)| Roll::new(&mut r, die, *n).successes() == *s)
        })
        .expect("some seed rolls that way")
}

/// Every seat ends its turn: the round is over and the next begins.
pub fn end_round(s: &mut Session) -> Vec<GameEvent> {
    let mut events = Vec::new();
    for _ in 0..s.state().seats.len() {
        events.extend(s.choose(Choice::EndTurn).unwrap());
    }
    events
}

/// Like [`in_port`], with the ship at sea in the port's zone.
pub fn at_sea(
    data: Arc<GameData>,
    captain: &str,
    port: &str,
    class: spanish_main::content::ShipClass,
) -> (Session, Seat) {
    let (s, seat) = in_port(data, captain, port, class);
    let zone = s.data().port(s.data().port_by_key(port).unwrap()).zone;
    let s = edited(&s, |st| {
        st.seats[seat].ship.as_mut().unwrap().location = Location::Zone(zone)
    });
    (s, seat)
}

/// Put these cargo cards on top of the deck, the first to be drawn first.
pub fn stack_cargo(state: &mut GameState, cards: &[u8]) {
    use spanish_main::content::CargoCardId;
    for c in cards.iter().rev() {
        let c = CargoCardId(*c);
        let i = state
            .decks
            .cargo
            .iter()
            .position(|x| *x == c)
            .unwrap_or_else(|| panic!("cargo card {} is not in the deck", c.0));
        state.decks.cargo.remove(i);
        state.decks.cargo.push(c);
    }
}

/// A game RNG whose next dice come up as `spec` says, one character a die: `S` a success, `F`
/// any number, `1`-`4` that number, `*` anything (spaces are ignored). Every die of a skill
/// roll and every hit-location die is one draw.
pub fn rng_dice(spec: &str) -> spanish_main::rules::rng::GameRng {
    use spanish_main::content::DieFace;
    use spanish_main::rules::rng::GameRng;
    let d = data();
    let die = &d.dice;
    let want: Vec<char> = spec.chars().filter(|c| !c.is_whitespace()).collect();
    (0..5_000_000)
        .map(GameRng::from_seed)
        .find(|rng| {
            let mut r = rng.clone();
            want.iter().all(|w| {
                let face = die.faces[r.below(die.faces.len())];
                match (w, face) {
                    ('*', _) => true,
                    ('S', DieFace::Success) => true,
                    ('F', DieFace::Number(_)) => true,
                    (d, DieFace::Number(n)) => d.to_digit(10) == Some(n as u32),
                    _ => false,
                }
            })
        })
        .unwrap_or_else(|| panic!("no seed rolls {spec}"))
}

/// Move a mod token of `kind` from the board onto the seat's ship (face up, unused), so the
/// tokens are still all accounted for.
pub fn fit_mod(st: &mut GameState, seat: Seat, kind: spanish_main::content::ShipModKind) {
    let z = st
        .board
        .ship_mods
        .iter()
        .position(|m| m.is_some_and(|t| t.kind == kind));
    match z {
        Some(z) => st.board.ship_mods[z] = None,
        // Seas of Glory, MODULE 3: the token may lie in the reserve.
        None => {
            let i = st
                .decks
                .mod_reserve
                .iter()
                .position(|k| *k == kind)
                .expect("the token on the board or in the reserve");
            st.decks.mod_reserve.remove(i);
        }
    }
    st.seats[seat]
        .ship
        .as_mut()
        .unwrap()
        .mods
        .push(spanish_main::rules::state::OwnedMod::new(kind));
}

/// Two Brigs at sea off Port Royal: Lucía Arana's (the active seat, returned first) and
/// Margaret Quill's, with no glory cards in hand (setup's go back to the deck, so no combat-card
/// window opens unless a test gives cards); then `edit`, and the dice come up as `dice` says
/// (see [`rng_dice`]).
pub fn duel(dice: &str, edit: impl FnOnce(&mut GameState, Seat, Seat)) -> (Session, Seat, Seat) {
    use spanish_main::content::ShipClass;
    use spanish_main::rules::state::{HitTrack, Ship};
    let (s, a) = at_sea(data(), "Lucía Arana", "port_royal", ShipClass::Brig);
    let b = (a + 1) % 2;
    let d = data();
    let want = captain(&d, "Margaret Quill");
    let s = edited(&s, |st| {
        if let Some(i) = st.decks.captains.iter().position(|c| *c == want) {
            st.decks.captains[i] = st.seats[b].captain;
            st.seats[b].captain = want;
        }
        for seat in [a, b] {
            let hand = std::mem::take(&mut st.seats[seat].glory_cards);
            st.decks.glory.extend(hand);
        }
        let loc = st.seats[a].ship.as_ref().unwrap().location;
        st.seats[b].ship = Some(Ship {
            class: ShipClass::Brig,
            location: loc,
            hits: HitTrack::full(d.ship(ShipClass::Brig)),
            mods: vec![],
        });
        edit(st, a, b);
        st.rng = rng_dice(dice);
    });
    (s, a, b)
}

/// Move a glory card of this name into the seat's hand: from the deck, or else from another
/// seat's hand (which gets the deck's top card in its place), so setup's deal cannot hide it.
pub fn give_glory(
    st: &mut GameState,
    seat: Seat,
    name: &str,
) -> spanish_main::content::GloryCardId {
    let d = data();
    let named = |c: &spanish_main::content::GloryCardId| d.glory_card(*c).name == name;
    let card = if let Some(i) = st.decks.glory.iter().position(named) {
        st.decks.glory.remove(i)
    } else {
        let (other, i) = (0..st.seats.len())
            .filter(|o| *o != seat)
            .find_map(|o| Some((o, st.seats[o].glory_cards.iter().position(named)?)))
            .unwrap_or_else(|| panic!("no \"{name}\" left to give"));
        let stand_in = st.decks.glory.pop().expect("a glory card in the deck");
        std::mem::replace(&mut st.seats[other].glory_cards[i], stand_in)
    };
    st.seats[seat].glory_cards.push(card);
    card
}

/// Put the mission of this name in the seat's hand, from wherever it lies (deck, board or
/// discards); the board is refilled from the deck if it lay there.
pub fn hold_mission(
    st: &mut GameState,
    seat: Seat,
    name: &str,
) -> spanish_main::content::MissionId {
    let d = data();
    let m = (0..d.missions.len())
        .map(|i| spanish_main::content::MissionId(i as u8))
        .find(|m| d.mission(*m).name == name)
        .unwrap_or_else(|| panic!("no mission \"{name}\""));
    st.decks.missions.retain(|x| *x != m);
    st.decks.mission_discard.retain(|x| *x != m);
    if st.board.missions.contains(&m) {
        st.board.missions.retain(|x| *x != m);
        let next = st.decks.missions.pop().expect("a mission left in the deck");
        st.board.missions.push(next);
    }
    if let Some(old) = st.seats[seat].mission.replace(m) {
        st.decks.mission_discard.push(old);
    }
    m
}

/// Pass every combat-card window open now (a captain holding cards is asked at each moment);
/// the events of the passes.
pub fn pass_card_windows(s: &mut Session) -> Vec<GameEvent> {
    let mut events = Vec::new();
    while let Some(d) = s.decision() {
        let announcing = matches!(
            d.kind,
            DecisionKind::Battle {
                step: BattleStepKind::Announce
            }
        );
        if !announcing {
            break;
        }
        events.extend(pick(s, Choice::Done));
    }
    events
}

/// Scout for captain `b` (the dice must find them) and have both sides declare Shoot in round
/// one; the events of the second declaration.
pub fn open_fire(s: &mut Session, b: Seat) -> Vec<GameEvent> {
    pick(s, Choice::Scout(ScoutTarget::Captain(b)));
    pick(s, Choice::Declare(NavalAction::Shoot));
    pick(s, Choice::Declare(NavalAction::Shoot))
}

/// Where the decision's moves lead.
pub fn moves(d: &Decision) -> Vec<Location> {
    d.options
        .iter()
        .filter_map(|c| match c {
            Choice::Move { to, .. } => Some(*to),
            _ => None,
        })
        .collect()
}

/// In port: take the port action, sell every card in the hold; the gold it brought.
pub fn sell_all(s: &mut Session, seat: Seat) -> i32 {
    let gold = s.state().seats[seat].gold;
    pick(s, Choice::PortAction);
    pick(s, Choice::Begin(Activity::Sell));
    for card in s.state().seats[seat].cargo.clone() {
        pick(s, Choice::Mark(card));
    }
    pick(s, Choice::Settle);
    s.state().seats[seat].gold - gold
}

/// Make `good` the demand at `zone`, swapping tokens with the pool (or with the zone that
/// shows it) so every token stays in one place.
pub fn put_demand(
    st: &mut GameState,
    zone: spanish_main::content::ZoneId,
    good: spanish_main::content::GoodId,
) {
    let z = zone.0 as usize;
    let old = st.board.demand[z].expect("a port zone shows a demand token");
    if old == good {
        return;
    }
    if let Some(i) = st.decks.demand_pool.iter().position(|x| *x == good) {
        st.decks.demand_pool[i] = old;
    } else {
        let j = st
            .board
            .demand
            .iter()
            .position(|d| *d == Some(good))
            .expect("every token lies somewhere");
        st.board.demand[j] = Some(old);
    }
    st.board.demand[z] = Some(good);
}

/// Put the seat's glory cards back into the deck (a scenario without cards to play).
pub fn no_glory_cards(st: &mut GameState, seat: Seat) {
    let cards = std::mem::take(&mut st.seats[seat].glory_cards);
    st.decks.glory.extend(cards);
}

/// Move `n` cargo cards of `good` from the deck into the seat's hold.
pub fn load_cargo(st: &mut GameState, seat: Seat, good: spanish_main::content::GoodId, n: usize) {
    let d = data();
    for _ in 0..n {
        let i = st
            .decks
            .cargo
            .iter()
            .position(|c| d.cargo_deck[c.0 as usize].good == good)
            .expect("a card of that good in the deck");
        let card = st.decks.cargo.remove(i);
        st.seats[seat].cargo.push(card);
    }
}

/// Let AI captains of `kind` play every seat until the game ends or `choices` choices are
/// made (each from its own observation and the captains' seed); `each` sees the session after
/// every choice.
pub fn play_ai(s: &mut Session, kind: SeatKind, choices: usize, mut each: impl FnMut(&Session)) {
    for _ in 0..choices {
        let Some(d) = s.decision() else {
            break;
        };
        let obs = s.observation(d.seat);
        let seed = spanish_main::ai::decision_seed(s.ai_seed(), d.seat, obs.step);
        let c = spanish_main::ai::choose(kind, &obs, s.data(), seed)
            .expect("an AI captain always picks")
            .choice;
        s.choose(c).expect("the captain's pick is offered");
        each(s);
    }
}

/// A new game of these seats, with the game's and the captains' seeds, and the Seas of Glory
/// switches named by `--modules` keys (`none`, `all`, `m5,v4`, ...), its ships not yet chosen.
pub fn seas_game(seats: Vec<SeatKind>, seed: u64, ai_seed: u64, keys: &str) -> Session {
    let seas = spanish_main::content::Switches::parse(keys).expect("known switches");
    let config = GameConfig {
        ai_seed,
        seas,
        ..GameConfig::new(seats, seed)
    };
    Session::new(data(), config).expect("a valid setup").0
}

/// How many dice the seat's first roll of `skill` among the events had.
pub fn first_roll(
    events: &[GameEvent],
    seat: Seat,
    skill: spanish_main::content::Skill,
) -> Option<usize> {
    events.iter().find_map(|e| match e {
        GameEvent::DiceRolled {
            by,
            skill: k,
            faces,
            ..
        } if *by == Side::Captain(seat) && *k == skill => Some(faces.len()),
        _ => None,
    })
}

/// The name of the captain card with this ability (the first, if several).
pub fn captain_with(effect: spanish_main::content::AbilityEffect) -> String {
    data()
        .captains
        .iter()
        .find(|c| c.ability.effect == effect)
        .unwrap_or_else(|| panic!("no captain with {effect:?}"))
        .name
        .clone()
}

/// Diego Saavedra's frigate off Bridgetown with one hull point left and `favors`, in a game
/// with the switches `keys`; `edit` runs last (the rolls, a card in hand). The port's harbour
/// mouth is one failed SEAMANSHIP roll from sinking it. Returns the session, the seat and
/// the move into Bridgetown.
pub fn sinking_off_bridgetown(
    keys: &str,
    favors: u8,
    edit: impl FnOnce(&mut GameState, Seat),
) -> (Session, Seat, Choice) {
    use spanish_main::content::ShipClass;
    let (s, seat) = seas_in_port(keys, "Diego Saavedra", "bridgetown", ShipClass::Frigate);
    let port = s.data().port_by_key("bridgetown").unwrap();
    let zone = s.data().port(port).zone;
    let s = edited(&s, |st| {
        let me = &mut st.seats[seat];
        me.ship.as_mut().unwrap().location = Location::Zone(zone);
        me.ship.as_mut().unwrap().hits.hull = 1;
        me.favors = favors;
        edit(st, seat);
    });
    let enter = Choice::Move {
        to: Location::Port(port),
        entry: Entry::Free,
    };
    (s, seat, enter)
}

/// MODULE 7: the contraband card bound for the port `key`.
pub fn contraband_for(s: &Session, key: &str) -> spanish_main::content::CargoCardId {
    let port = s.data().port_by_key(key).unwrap();
    let i = s
        .data()
        .cargo_deck
        .iter()
        .position(|c| c.contraband == Some(port))
        .expect("a contraband card for every port");
    spanish_main::content::CargoCardId(i as u8)
}

/// MODULE 7: move the next `n` contraband cards of the deck onto the seat's contraband space.
pub fn smuggle_aboard(st: &mut GameState, seat: Seat, n: usize) {
    let d = data();
    for _ in 0..n {
        let i = st
            .decks
            .cargo
            .iter()
            .position(|c| d.cargo_deck[c.0 as usize].contraband.is_some())
            .expect("contraband left in the deck");
        let c = st.decks.cargo.remove(i);
        st.seats[seat].contraband.push(c);
    }
}

/// MODULE 7: Lucía Arana in Havana in a flute with `gold` and an empty hold, Spices in demand
/// there (no contraband card's good), no war on.
pub fn smuggler_in_havana(gold: i32) -> (Session, Seat) {
    use spanish_main::content::{GoodId, ShipClass};
    let (s, seat) = seas_in_port("m7", "Lucía Arana", "havana", ShipClass::Flute);
    let havana = zone_key(&s, "havana");
    let spices = s
        .data()
        .goods
        .iter()
        .position(|g| g.id == "spices")
        .unwrap();
    let s = edited(&s, |st| {
        put_demand(st, havana, GoodId(spices as u8));
        st.seats[seat].gold = gold;
        let held = std::mem::take(&mut st.seats[seat].cargo);
        st.decks.cargo_discard.extend(held);
        no_glory_cards(st, seat);
        st.war = None;
    });
    (s, seat)
}

/// DYING AND RETIREMENT, a captain dead in its own action (issue 74): its turn ended once,
/// the next captain's began once with all 3 of its actions, nothing is left due, and every
/// invariant holds.
pub fn turn_passed_once(s: &Session, events: &[GameEvent], dead: Seat) {
    let ended = GameEvent::TurnEnded { seat: dead };
    assert_eq!(
        events.iter().filter(|e| **e == ended).count(),
        1,
        "{events:?}"
    );
    let after = events.iter().position(|e| *e == ended).unwrap();
    let started: Vec<Seat> = events[after..]
        .iter()
        .filter_map(|e| match e {
            GameEvent::TurnStarted { seat } => Some(*seat),
            _ => None,
        })
        .collect();
    assert_eq!(started.len(), 1, "{events:?}");
    assert!(s.state().agenda.is_empty(), "{:?}", s.state().agenda);
    assert_eq!(s.decision().unwrap().seat, started[0]);
    assert_eq!(
        actions_left(s),
        3,
        "the dead captain's action is no one else's"
    );
    s.check_invariants().unwrap();
}
