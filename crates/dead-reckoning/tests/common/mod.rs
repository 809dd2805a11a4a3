//! What the rules tests share: a new game's session, positions built from it, and a random
//! player that checks every invariant after each choice.

#![allow(dead_code)]

use dead_reckoning::content::DrData;
use dead_reckoning::played::random_pick;
use dead_reckoning::rules::{Choice, Config, DeadReckoning, Event, Kind, SeatKind, State};
use game_core::Session;
use std::sync::Arc;

pub fn data() -> Arc<DrData> {
    Arc::new(DrData::embedded())
}

pub fn config(seats: usize, seed: u64) -> Config {
    Config::new(vec![SeatKind::Human; seats], seed)
}

/// A new game of people at `seats` seats.
pub fn game(seats: usize, seed: u64) -> Session<DeadReckoning> {
    game_with(config(seats, seed))
}

pub fn game_with(config: Config) -> Session<DeadReckoning> {
    Session::new(data(), config).expect("a game").0
}

/// A new game with its setup questions answered (each seat keeps its first token; the
/// fourth seat levels nothing): the first seat's Main phase.
pub fn started(seats: usize, seed: u64) -> Session<DeadReckoning> {
    let mut s = game(seats, seed);
    while let Some(d) = s.decision() {
        match d.kind {
            Kind::KeepBonus => s.choose(d.options[0]).unwrap(),
            Kind::Level(_) => s.choose(Choice::NoLevel).unwrap(),
            _ => break,
        };
    }
    s
}

/// The session from a state changed by `edit` (a position built for a test); it must pass
/// every invariant.
pub fn edited(s: &Session<DeadReckoning>, edit: impl FnOnce(&mut State)) -> Session<DeadReckoning> {
    let mut state = s.state().clone();
    edit(&mut state);
    Session::from_state(data(), state).expect("the edited position is sound")
}

/// Choose, or fail the test naming the choice.
pub fn go(s: &mut Session<DeadReckoning>, choice: Choice) -> Vec<Event> {
    s.choose(choice)
        .unwrap_or_else(|e| panic!("{choice:?} refused: {e:?}"))
}

/// Random choices (group-uniform, as the Random captain) for `steps` steps or until the game
/// ends, every invariant checked after each; returns the events.
pub fn play_random(s: &mut Session<DeadReckoning>, seed: u64, steps: usize) -> Vec<Event> {
    let mut events = Vec::new();
    for i in 0..steps {
        let Some(d) = s.decision() else { break };
        let choice = random_pick(seed, i as u64, &d.options).expect("a decision has options");
        events.extend(go(s, choice));
        if let Err(e) = s.check_invariants() {
            panic!("seed {seed}, step {i}, after {choice:?}: {e}");
        }
    }
    events
}

use dead_reckoning::content::Role;
use dead_reckoning::rules::{Place, SailorId};

/// The `copy`th Sailor card of `role` in a seat's twelve.
pub fn sailor(role: Role, copy: usize) -> SailorId {
    let d = data();
    let mut n = 0;
    for r in &d.roles {
        if r.role == role {
            assert!(copy < r.copies as usize);
            return SailorId((n + copy) as u8);
        }
        n += r.copies as usize;
    }
    panic!("no {role:?}")
}

/// Put the Sailor card in `seat`'s hand (from wherever it is) at `level`; the hand grows.
pub fn in_hand(st: &mut State, seat: usize, id: SailorId, level: u8) {
    let s = &mut st.seats[seat];
    s.deck.retain(|c| *c != id);
    s.discard.retain(|c| *c != id);
    s.played.retain(|p| p.card != id);
    if !s.hand.contains(&id) {
        s.hand.push(id);
    }
    s.cards[id.0 as usize].level = level;
}

/// The first face-up island's cell.
pub fn face_up_island(st: &State) -> u8 {
    let d = data();
    st.cells
        .iter()
        .position(|c| c.face_up && (c.board.0 as usize) < d.islands.len())
        .expect("a Row-1 island") as u8
}

/// Move the seat's Ship to `cell` (turned face up, an island set out if it is one).
pub fn ship_to(st: &mut State, seat: usize, cell: u8) {
    let d = data();
    let c = &mut st.cells[cell as usize];
    if !c.face_up {
        c.face_up = true;
        if (c.board.0 as usize) < d.islands.len() {
            c.island = Some(Default::default());
        }
    }
    st.seats[seat].ship.at = Place::Cell(cell);
}

/// A started game of two whose first seat's position `edit` sets up.
pub fn position(
    seed: u64,
    edit: impl FnOnce(&mut State, usize),
) -> (Session<DeadReckoning>, usize) {
    let s = started(2, seed);
    let seat = s.state().turn.active;
    (edited(&s, |st| edit(st, seat)), seat)
}

/// The seat's Ship's goods, hold by hold: (cargo, coins).
pub fn holds(s: &Session<DeadReckoning>, seat: usize) -> Vec<(u8, u8)> {
    s.state().seats[seat]
        .ship
        .spaces
        .iter()
        .map(|h| (h.cargo, h.coins))
        .collect()
}

/// The Use choice of a played card's level ability `ability`, effect `effect`.
pub fn use_level(card: SailorId, ability: u8, effect: u8) -> Choice {
    Choice::Use {
        card,
        part: 0,
        ability,
        effect,
    }
}

/// Put `board` in `cell` (face up), swapping it with whatever board is there (in the grid or
/// from the islands left in the box; a sea in `cell` swaps with an island of the grid
/// first). For fresh positions only: the islands whose boards move lose their pieces.
pub fn board_into(st: &mut State, board: dead_reckoning::rules::BoardId, cell: u8) {
    let d = data();
    let is_island = |b: dead_reckoning::rules::BoardId| (b.0 as usize) < d.islands.len();
    let cell = cell as usize;
    if let Some(k) = st.cells.iter().position(|c| c.board == board) {
        let b = st.cells[cell].board;
        st.cells[k].board = b;
        st.cells[k].island = (st.cells[k].face_up && is_island(b)).then(Default::default);
    } else {
        if !is_island(st.cells[cell].board) {
            let k = (0..st.cells.len())
                .rev()
                .find(|k| *k != cell && is_island(st.cells[*k].board))
                .unwrap();
            let b = st.cells[cell].board;
            st.cells[cell].board = st.cells[k].board;
            st.cells[k].board = b;
            st.cells[k].island = (st.cells[k].face_up && is_island(b)).then(Default::default);
        }
        let old = st.cells[cell].board;
        st.boxed_islands.retain(|b| *b != board);
        st.boxed_islands.push(old);
    }
    st.cells[cell].board = board;
    st.cells[cell].face_up = true;
    st.cells[cell].island = is_island(board).then(Default::default);
    if st.cells[cell].card.is_none() {
        let row = cell / 3;
        let card = st.boxes[row].pop().unwrap();
        st.cells[cell].card = Some(card);
    }
}

/// The first island board in boards.ron with `slots` slots, other than `not`.
pub fn island_of(
    slots: u8,
    not: &[dead_reckoning::rules::BoardId],
) -> dead_reckoning::rules::BoardId {
    let d = data();
    (0..d.islands.len() as u8)
        .map(dead_reckoning::rules::BoardId)
        .find(|b| d.islands[b.0 as usize].slots == slots && !not.contains(b))
        .unwrap()
}

/// Set the island in `cell`'s cubes (slot and permanent, by seat), taking them from the
/// seats' supplies, and its controller as they give it.
pub fn cubes_on(st: &mut State, cell: u8, slot: [u8; 4], perm: [u8; 4]) {
    let d = data();
    for s in 0..st.seats.len() {
        st.seats[s].cubes -= slot[s] + perm[s];
    }
    let c = &mut st.cells[cell as usize];
    let i = c.island.as_mut().unwrap();
    i.slot_cubes = slot;
    i.permanent = perm;
    let cc = c.clone();
    st.cells[cell as usize].island.as_mut().unwrap().controller =
        dead_reckoning::rules::islands::control(&d, &cc);
}

/// By seat: `n` for `seat`, 0 for the others.
pub fn only(seat: usize, n: u8) -> [u8; 4] {
    let mut a = [0; 4];
    a[seat] = n;
    a
}

/// Take the Row card out of wherever it lies (box, board) and sleeve it into the Sailor card.
pub fn sleeve_into(
    st: &mut State,
    seat: usize,
    card: SailorId,
    adv: dead_reckoning::rules::CardId,
) {
    for b in st.boxes.iter_mut() {
        b.retain(|x| *x != adv);
    }
    for c in st.cells.iter_mut() {
        if c.card == Some(adv) {
            c.card = None;
        }
    }
    let slot = data().rows[adv.0 as usize].slot.index();
    st.seats[seat].cards[card.0 as usize].sleeve[slot] = Some(adv);
}

/// The first Row card whose face has an ability with an effect `pick` accepts: the card, the
/// ability's index on its face and the effect's.
pub fn card_with(
    pick: impl Fn(&dead_reckoning::content::Ability, &dead_reckoning::content::Effect) -> bool,
) -> (dead_reckoning::rules::CardId, u8, u8) {
    let d = data();
    for (i, c) in d.rows.iter().enumerate() {
        for (a, ability) in c.face.abilities.iter().enumerate() {
            for (e, effect) in ability.either.iter().enumerate() {
                if pick(ability, effect) {
                    return (dead_reckoning::rules::CardId(i as u8), a as u8, e as u8);
                }
            }
        }
    }
    panic!("no such card")
}

/// The Use choice of the Advancement in `slot` of a played card.
pub fn use_slot(card: SailorId, slot: usize, ability: u8, effect: u8) -> Choice {
    Choice::Use {
        card,
        part: slot as u8 + 1,
        ability,
        effect,
    }
}

/// The data files as embedded, with `name` replaced by `text` (the bad-file tests).
pub fn with(name: &str, text: String) -> Result<DrData, dead_reckoning::content::DataError> {
    DrData::parse(|n| {
        if n == name {
            return Ok(text.clone());
        }
        Ok(embedded(n))
    })
}

/// The embedded text of the data file `name`.
pub fn embedded(name: &str) -> String {
    dead_reckoning::content::DATA_FILES
        .iter()
        .find(|(f, _)| *f == name)
        .unwrap_or_else(|| panic!("no data file {name}"))
        .1
        .to_string()
}
