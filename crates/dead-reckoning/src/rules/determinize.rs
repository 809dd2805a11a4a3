//! A whole game drawn from what one seat sees (the search's samples): what it cannot see is
//! dealt at random among what it could be. Hidden from the observer: the others' hands (which
//! of their unseen cards are in hand, which in the deck, and the levels they have gained since
//! last shown), every deck's order, its own included, each box below its next card, the
//! face-down boards and the islands left in the box, the others' Bonus tokens, every Merchant
//! back, and the others' chests (estimated: 15 and what they gained or spent cannot be told
//! here, so the sample keeps the start's 15 plus nothing; part three may count public moves).

use super::observe::Observation;
use super::state::*;
use crate::content::{DrData, SeaSeats};
use game_core::rng::GameRng;

/// A state consistent with `obs`, its hidden parts drawn with `seed`; an error names what
/// could not be made to fit.
pub fn determinize(obs: &Observation, data: &DrData, seed: u64) -> Result<State, String> {
    let mut rng = GameRng::from_seed(seed);
    let n = obs.seats.len();
    let me = obs.seat;
    let config = Config {
        bonus_tokens: obs.bonus_tokens,
        ..Config::new(obs.seats.clone(), seed)
    };

    // Row cards in sight: on boards, aside, sleeved, each box's next.
    let mut seen = vec![false; data.rows.len()];
    let mut mark = |c: CardId| seen[c.0 as usize] = true;
    for c in &obs.cells {
        c.card.into_iter().for_each(&mut mark);
    }
    for t in &obs.table {
        t.aside.iter().copied().for_each(&mut mark);
        for card in &t.cards {
            card.sleeve.iter().flatten().copied().for_each(&mut mark);
        }
    }
    obs.next.iter().flatten().copied().for_each(&mut mark);
    let mut boxes: [Vec<CardId>; 4] = Default::default();
    let mut buried: [Vec<CardId>; 4] = Default::default();
    for r in 0..4 {
        let mut pool: Vec<CardId> = (0..data.rows.len())
            .filter(|i| !seen[*i] && data.rows[*i].row as usize == r + 1)
            .map(|i| CardId(i as u8))
            .collect();
        rng.shuffle(&mut pool);
        let below = obs.boxes[r] - obs.next[r].is_some() as usize;
        if pool.len() != below + obs.buried[r] {
            return Err(format!(
                "Row {}: {} unseen cards for {below} in the box and {} buried",
                r + 1,
                pool.len(),
                obs.buried[r]
            ));
        }
        buried[r] = pool.split_off(below);
        boxes[r] = pool;
        boxes[r].extend(obs.next[r]);
    }
    // Merchant backs, dealt anew within each Row.
    let mut backs = Vec::new();
    for row in 1..=4u8 {
        let mut row_backs: Vec<BackId> = (0..data.backs.len())
            .filter(|i| data.backs[*i].row == row)
            .map(|i| BackId(i as u8))
            .collect();
        rng.shuffle(&mut row_backs);
        for (i, c) in data.rows.iter().enumerate() {
            if c.merchant && c.row == row {
                backs.push((CardId(i as u8), row_backs.pop().ok_or("too few backs")?));
            }
        }
    }

    // Boards: the face-down cells take the unseen boards in play (the seas of this table
    // size and islands); the other unseen islands stay in the box.
    let up: Vec<BoardId> = obs.cells.iter().filter_map(|c| c.board).collect();
    let mut seas: Vec<BoardId> = data
        .seas
        .iter()
        .enumerate()
        .filter(|(_, s)| match s.seats {
            SeaSeats::Always => true,
            SeaSeats::UpTo3 => n <= 3,
            SeaSeats::Only2 => n == 2,
        })
        .map(|(i, _)| BoardId((data.islands.len() + i) as u8))
        .filter(|b| !up.contains(b))
        .collect();
    let mut islands: Vec<BoardId> = (0..data.islands.len() as u8)
        .map(BoardId)
        .filter(|b| !up.contains(b))
        .collect();
    rng.shuffle(&mut islands);
    let down = obs.cells.iter().filter(|c| c.board.is_none()).count();
    let up_islands = up
        .iter()
        .filter(|b| (b.0 as usize) < data.islands.len())
        .count();
    let in_play = (data.setup.islands[n - 2] as usize).saturating_sub(up_islands);
    if seas.len() + in_play != down || in_play > islands.len() {
        return Err(format!(
            "{down} face-down cells for {} seas and {in_play} islands",
            seas.len()
        ));
    }
    let boxed_islands = islands.split_off(in_play);
    let mut hidden: Vec<BoardId> = islands;
    hidden.append(&mut seas);
    rng.shuffle(&mut hidden);
    let cells: Vec<Cell> = obs
        .cells
        .iter()
        .map(|c| match c.board {
            Some(board) => Cell {
                board,
                face_up: true,
                card: c.card,
                island: c.island.clone(),
            },
            None => Cell {
                board: hidden.pop().expect("counted"),
                face_up: false,
                card: None,
                island: None,
            },
        })
        .collect();

    // Bonus tokens: the observer's own (kept or offered) are known; the others' drawn.
    let mut tokens: Vec<BonusId> = (0..data.bonus_tokens.len() as u8)
        .map(BonusId)
        .filter(|t| {
            obs.own.bonus != Some(*t)
                && !obs.own.bonus_offer.contains(t)
                && !obs.tokens_shown.contains(&Some(*t))
        })
        .collect();
    rng.shuffle(&mut tokens);

    let mut seats = Vec::new();
    for (s, t) in obs.table.iter().enumerate() {
        let mut cards = t.cards.clone();
        let played: Vec<SailorId> = t.played.iter().map(|(c, _)| *c).collect();
        let discard: Vec<SailorId> = t.discard.iter().map(|(c, _)| *c).collect();
        let (hand, deck, chest, bonus, offer) = if s == me {
            for (c, sailor) in obs.own.hand.iter().chain(&obs.own.deck) {
                cards[c.0 as usize] = *sailor;
            }
            let hand: Vec<SailorId> = obs.own.hand.iter().map(|(c, _)| *c).collect();
            let mut deck: Vec<SailorId> = obs.own.deck.iter().map(|(c, _)| *c).collect();
            rng.shuffle(&mut deck);
            (
                hand,
                deck,
                obs.own.chest,
                obs.own.bonus,
                obs.own.bonus_offer.clone(),
            )
        } else {
            let mut unseen: Vec<SailorId> = (0..SAILORS as u8)
                .map(SailorId)
                .filter(|c| !played.contains(c) && !discard.contains(c))
                .collect();
            if unseen.len() != t.hand + t.deck {
                return Err(format!(
                    "seat {s}: {} unseen cards for a hand of {} and a deck of {}",
                    unseen.len(),
                    t.hand,
                    t.deck
                ));
            }
            rng.shuffle(&mut unseen);
            let deck = unseen.split_off(t.hand);
            let choosing =
                matches!(obs.phase, Phase::KeepBonus { .. }) && obs.bonus_tokens && !t.has_bonus;
            let bonus = match obs.tokens_shown.get(s) {
                Some(shown) => *shown,
                None if t.has_bonus => tokens.pop(),
                None => None,
            };
            let offer = if choosing {
                let k = tokens.len();
                tokens.split_off(k.saturating_sub(2))
            } else {
                Vec::new()
            };
            (unseen, deck, data.setup.chest_coins as u16, bonus, offer)
        };
        for (c, sailor) in t.played.iter().chain(&t.discard) {
            cards[c.0 as usize] = *sailor;
        }
        seats.push(SeatState {
            ship: t.ship.clone(),
            dock: t.dock,
            chest,
            cards,
            deck,
            hand,
            played: t
                .played
                .iter()
                .map(|(card, _)| InPlay {
                    card: *card,
                    used: 0,
                })
                .collect(),
            discard,
            aside: t.aside.clone(),
            cubes: t.cubes,
            markers: t.markers,
            bonus,
            bonus_offer: offer,
            explored: t.explored,
            upgrades: t.upgrades,
            level_due: t.level_due,
            finished: t.finished,
            shown: t.cards.iter().map(|c| c.level).collect(),
        });
    }
    // Which abilities of the played cards were used this turn is public (each use is an
    // event).
    for (s, t) in obs.table.iter().enumerate() {
        for (i, p) in t.used.iter().enumerate() {
            if let Some(x) = seats[s].played.get_mut(i) {
                x.used = *p;
            }
        }
    }
    tokens.sort();

    let state = State {
        config,
        rng: GameRng::from_seed(seed ^ 0xD1CE),
        steps: obs.step,
        cells,
        boxed_islands,
        boxes,
        buried,
        backs,
        harbor: obs.harbor.clone(),
        buildings: obs.buildings,
        tiles: obs.tiles.clone(),
        seats,
        bonus_box: tokens,
        first: obs.first,
        turn: obs.turn.clone(),
        phase: obs.phase.clone(),
        runs: obs.runs.clone(),
        end: End {
            trigger: obs.end_trigger,
            scores: obs.scores.clone(),
        },
        reveals: 0,
    };
    super::invariants::check(&state, data)?;
    Ok(state)
}
