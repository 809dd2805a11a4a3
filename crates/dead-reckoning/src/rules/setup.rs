//! SETUP A–F (l.373–440): the ocean boards by seat count, the Row boxes and Row 1's cards,
//! each seat's pieces and opening hand, the Bonus tokens, the first seat and the starting
//! cargo.

use super::state::*;
use super::{Event, SetupError};
use crate::content::{DrData, SeaSeats};
use game_core::rng::GameRng;

/// A new game, waiting on its first question (a Bonus token, the fourth seat's opening
/// level-up, or the first seat's Main phase).
pub(super) fn new_game(data: &DrData, config: Config) -> Result<(State, Vec<Event>), SetupError> {
    let seats = config.seats.len();
    if !(2..=4).contains(&seats) {
        return Err(SetupError::Seats(seats));
    }
    let s = &data.setup;
    let mut rng = GameRng::from_seed(config.seed);
    let mut events = Vec::new();

    // A–B: 8/9/10 islands at random, the open seas by the seat icons; the rest stay boxed.
    let mut islands: Vec<BoardId> = (0..data.islands.len() as u8).map(BoardId).collect();
    rng.shuffle(&mut islands);
    let used = s.islands[seats - 2] as usize;
    let boxed_islands = islands.split_off(used);
    let mut boards = islands;
    for (i, sea) in data.seas.iter().enumerate() {
        let in_play = match sea.seats {
            SeaSeats::Always => true,
            SeaSeats::UpTo3 => seats <= 3,
            SeaSeats::Only2 => seats == 2,
        };
        if in_play {
            boards.push(BoardId((data.islands.len() + i) as u8));
        }
    }
    if boards.len() != CELLS {
        return Err(SetupError::Boards(boards.len()));
    }
    rng.shuffle(&mut boards);
    let mut cells: Vec<Cell> = boards
        .into_iter()
        .map(|board| Cell {
            board,
            face_up: false,
            card: None,
            island: None,
        })
        .collect();

    // C: each Row's box shuffled; each Merchant front dealt a back of its Row (ours, P-15).
    let mut boxes: [Vec<CardId>; 4] = Default::default();
    let mut backs = Vec::new();
    for row in 1..=4u8 {
        let mut cards: Vec<CardId> = (0..data.rows.len())
            .filter(|i| data.rows[*i].row == row)
            .map(|i| CardId(i as u8))
            .collect();
        let mut row_backs: Vec<BackId> = (0..data.backs.len())
            .filter(|i| data.backs[*i].row == row)
            .map(|i| BackId(i as u8))
            .collect();
        rng.shuffle(&mut row_backs);
        for front in cards.iter().filter(|c| data.rows[c.0 as usize].merchant) {
            backs.push((
                *front,
                row_backs.pop().expect("checked: a back for each Merchant"),
            ));
        }
        rng.shuffle(&mut cards);
        boxes[row as usize - 1] = cards;
    }

    // E: each seat's pieces; its twelve Sailor cards at level 1, shuffled.
    let mut seat_states = Vec::new();
    for _ in 0..seats {
        let mut deck: Vec<SailorId> = (0..SAILORS as u8).map(SailorId).collect();
        rng.shuffle(&mut deck);
        seat_states.push(SeatState {
            ship: Ship::new(),
            dock: 0,
            chest: s.chest_coins as u16,
            cards: vec![Sailor::FRESH; SAILORS],
            deck,
            hand: Vec::new(),
            played: Vec::new(),
            discard: Vec::new(),
            aside: Vec::new(),
            // One of the 35 stays on the Sail track (ours, P-1).
            cubes: s.cubes - 1,
            markers: s.markers,
            bonus: None,
            bonus_offer: Vec::new(),
            explored: 0,
            upgrades: 0,
            level_due: false,
            shown: vec![1; SAILORS],
            finished: false,
        });
    }
    // E: two Bonus tokens dealt to each seat (a switch, DR-R 42).
    let mut bonus_box: Vec<BonusId> = (0..data.bonus_tokens.len() as u8).map(BonusId).collect();
    if config.bonus_tokens {
        rng.shuffle(&mut bonus_box);
        for seat in seat_states.iter_mut() {
            seat.bonus_offer = bonus_box.split_off(bonus_box.len() - 2);
        }
        bonus_box.sort();
    }
    // F: the first seat at random.
    let first = rng.below(seats);
    events.push(Event::GameStarted { seats, first });

    let mut state = State {
        rng,
        steps: 0,
        cells: Vec::new(),
        boxed_islands,
        boxes,
        buried: Default::default(),
        backs,
        harbor: vec![AchSpace::default(); crate::content::Ach::ALL.len()],
        buildings: [0, 1, 2].map(|i| {
            data.buildings
                .iter()
                .find(|b| b.kind == BUILDINGS[i])
                .map_or(0, |b| b.count)
        }),
        tiles: data.upgrades.iter().map(|u| u.copies).collect(),
        seats: seat_states,
        bonus_box,
        first,
        turn: Turn::default(),
        phase: Phase::Over,
        runs: Vec::new(),
        end: End::default(),
        reveals: 0,
        config,
    };
    // A: Row 1's three boards face up, touching the Harbor; C: a Row-1 card on each.
    for cell in 0..COLUMNS {
        super::boards::flip(data, &mut cells, cell, &mut events);
        let card = super::boards::take_for_row(&mut state.boxes, 1);
        cells[cell as usize].card = card.map(|(c, _)| c);
        if let Some((card, _)) = card {
            events.push(Event::CardPlaced {
                cell,
                card,
                from_row: 1,
            });
        }
    }
    state.cells = cells;

    // F: opening hands, then the starting cargo clockwise from the first seat.
    for seat in 0..seats {
        super::cleanup::draw(&mut state, seat, s.opening_hand as usize, &mut events);
    }
    for i in 0..seats {
        let seat = (first + i) % seats;
        let n = s.starting_cargo[i];
        state.seats[seat].dock += n as u16;
        events.push(Event::StartingCargo { seat, n });
    }
    super::turn::after_setup(&mut state, &mut events);
    Ok((state, events))
}
