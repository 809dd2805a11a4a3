//! SETUP and "Setting up the game board": tokens out, decks shuffled, captains drawn in secret,
//! ships chosen in secret and revealed together, then the first round begins.

use super::glory::GloryReason;
use super::protocol::GameEvent;
use super::rng::GameRng;
use super::state::*;
use crate::content::*;
use std::fmt;

/// The smallest and largest tables the base game seats.
pub const MIN_SEATS: usize = 2;
pub const MAX_SEATS: usize = 4;
pub use super::port::cards::MISSIONS_IN_PLAY;

/// A game that cannot be set up as asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    SeatCount(usize),
    NotEnoughCaptains { seats: usize, captains: usize },
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::SeatCount(n) => {
                write!(f, "a game needs {MIN_SEATS} to {MAX_SEATS} seats, not {n}")
            }
            SetupError::NotEnoughCaptains { seats, captains } => {
                write!(f, "{seats} seats but only {captains} captain cards")
            }
        }
    }
}

impl std::error::Error for SetupError {}

/// A shuffled deck of ids `0..n`.
fn shuffled<T>(rng: &mut GameRng, mut deck: Vec<T>) -> Vec<T> {
    rng.shuffle(&mut deck);
    deck
}

/// Lay out the board and deal captains; the game then waits for the first ship choice.
pub fn new_game(
    data: &GameData,
    config: GameConfig,
) -> Result<(GameState, Vec<GameEvent>), SetupError> {
    let n = config.seats.len();
    if !(MIN_SEATS..=MAX_SEATS).contains(&n) {
        return Err(SetupError::SeatCount(n));
    }
    debug_assert_eq!(
        data.switches, config.seas,
        "set up with the view of its switches"
    );
    let captain_deck = data.captain_ids();
    if captain_deck.len() < n {
        return Err(SetupError::NotEnoughCaptains {
            seats: n,
            captains: captain_deck.len(),
        });
    }
    let mut rng = GameRng::from_seed(config.seed);
    let mut events = vec![GameEvent::GameStarted { seats: n }];

    // Shuffle all card decks.
    let mut captains = shuffled(&mut rng, captain_deck);
    let cargo = shuffled(&mut rng, data.cargo_ids());
    let event_cards = shuffled(&mut rng, data.event_ids());

    // One demand token face up by each port; the rest face down in the pool.
    let mut demand_pool: Vec<GoodId> = (0..data.goods.len())
        .flat_map(|g| std::iter::repeat_n(GoodId(g as u8), data.demand_tokens_per_good as usize))
        .collect();
    rng.shuffle(&mut demand_pool);
    let zones = data.zones.len();
    let mut demand = vec![None; zones];
    for z in data.port_zones() {
        demand[z.0 as usize] = demand_pool.pop();
    }

    // One ship modification token face down in each zone with a port.
    let mut mods: Vec<ShipModKind> = data
        .ship_mod_tokens()
        .flat_map(|(kind, count)| std::iter::repeat_n(kind, count as usize))
        .collect();
    rng.shuffle(&mut mods);
    let mut ship_mods = vec![None; zones];
    for z in data.port_zones() {
        ship_mods[z.0 as usize] = mods.pop().map(|kind| ModToken {
            kind,
            face_up: false,
        });
    }

    // One merchant token, nation side down, in every sea zone.
    let mut merchant_tokens: Vec<Nation> = data
        .tokens
        .merchants
        .iter()
        .flat_map(|(nation, count)| std::iter::repeat_n(*nation, *count as usize))
        .collect();
    rng.shuffle(&mut merchant_tokens);
    let merchants: Vec<Option<Nation>> = (0..zones).map(|_| merchant_tokens.pop()).collect();

    let rumors = shuffled(&mut rng, data.rumor_ids());
    let mut mission_deck = shuffled(&mut rng, data.mission_ids());
    let mut glory = shuffled(&mut rng, data.glory_ids());
    // Draw 2 mission cards onto the board, each at its port.
    let missions: Vec<MissionId> = (0..MISSIONS_IN_PLAY)
        .filter_map(|_| mission_deck.pop())
        .collect();
    for m in &missions {
        events.push(GameEvent::MissionDrawn { mission: *m });
    }

    // Each player secretly draws a captain, and a glory card.
    let seats = config
        .seats
        .iter()
        .enumerate()
        .map(|(seat, _)| {
            events.push(GameEvent::CaptainDrawn { seat });
            let glory_cards: Vec<GloryCardId> = glory.pop().into_iter().collect();
            if !glory_cards.is_empty() {
                events.push(GameEvent::GloryCardDrawn { seat });
            }
            SeatState {
                captain: captains.pop().expect("captain count checked above"),
                ship: None,
                gold: 0,
                stash: 0,
                glory: 0,
                cargo: Vec::new(),
                bounties: [0; 4],
                weapons: Vec::new(),
                upgrade_weapons: Vec::new(),
                bought_goods: None,
                bought_at_location: None,
                big_ship_glory: false,
                ability_used: false,
                rumor: None,
                mission: None,
                glory_cards,
                specialists: Vec::new(),
                retiring: false,
                announced: None,
                glory_from: [0; GloryReason::COUNT],
                declared: false,
                chest_used: false,
                mission_deed: false,
                captain_offer: None,
                captains_bought: 0,
                flipped: false,
                favors: 0,
                loyalty: 0,
                glory_barred: Vec::new(),
                contraband: Vec::new(),
                contraband_sold: None,
            }
        })
        .collect();

    let state = GameState {
        config,
        rng,
        round: 0,
        phase: Phase::ChooseShips { seat: 0 },
        turn_order: Vec::new(),
        seats,
        board: BoardTokens {
            demand,
            ship_mods,
            merchants,
            missions,
            third_mission: false,
        },
        decks: Decks {
            captains,
            captain_discard: Vec::new(),
            cargo,
            cargo_discard: Vec::new(),
            events: event_cards,
            event_discard: Vec::new(),
            demand_pool,
            merchant_track: Vec::new(),
            rumors,
            rumor_discard: Vec::new(),
            missions: mission_deck,
            mission_discard: Vec::new(),
            glory,
            glory_discard: Vec::new(),
            // MODULE 3: the tokens left once every port has one, face down.
            mod_reserve: mods,
            // MODULE 4: every upgrade token of the game, face down.
            npc_upgrades: data.npc_upgrade_tokens().collect(),
        },
        current_event: None,
        steps: 0,
        turn: TurnState::default(),
        port: None,
        raid: None,
        battle: None,
        returning: Vec::new(),
        npcs: Vec::new(),
        npc_arrivals: Vec::new(),
        war: None,
        npc_hunt: None,
        agenda: Vec::new(),
        ambush: None,
        hiding: None,
        reroll: None,
        spills: Vec::new(),
        stowing: Vec::new(),
        hold_pick: None,
        wind: None,
        storm: None,
        storm_hits: None,
        planks: Vec::new(),
        glory_redraws: Vec::new(),
        locations: Vec::new(),
        visit: None,
        location_raid: None,
    };
    let mut state = state;
    super::seas::captains_dealt(&mut state, &mut events);
    Ok((state, events))
}

/// The ships a seat may pick at setup.
pub fn ship_options(data: &GameData) -> impl Iterator<Item = ShipClass> + '_ {
    data.ships.iter().filter(|s| s.starting).map(|s| s.class)
}

/// Record a seat's secret ship; once every seat has one, reveal and start the first round.
pub fn choose_ship(
    state: &mut GameState,
    data: &GameData,
    seat: Seat,
    class: ShipClass,
    events: &mut Vec<GameEvent>,
) {
    let home = data.captain(state.seats[seat].captain).home_port;
    state.seats[seat].ship = Some(Ship {
        class,
        location: Location::Port(home),
        hits: HitTrack::full(data.ship(class)),
        mods: Vec::new(),
    });
    events.push(GameEvent::ShipChosen { seat });
    let order = setup_order(&state.turn_order, state.seats.len());
    let at = order.iter().position(|s| *s == seat).unwrap_or(order.len());
    if let Some(&next) = order.get(at + 1) {
        state.phase = Phase::ChooseShips { seat: next };
        return;
    }
    // All reveal together: captain, ship in the captain's home port, 10 gold (less what
    // Variant 2's extra captains cost).
    for (seat, s) in state.seats.iter_mut().enumerate() {
        let ship = s.ship.as_ref().expect("every seat has chosen");
        let cost = data.tokens.captain_price * s.captains_bought as u32;
        s.gold = data.tokens.starting_gold.saturating_sub(cost) as i32;
        events.push(GameEvent::CaptainRevealed {
            seat,
            captain: s.captain,
            ship: ship.class,
            home: data.captain(s.captain).home_port,
        });
    }
    // Draw one of the players' captain cards for the start player; play proceeds clockwise
    // (Variant 2's "It'll cost ya!" drew it before the captains were bought).
    if state.turn_order.len() != state.seats.len() {
        super::order::draw_start_player(state, events);
    }
    super::seas::game_start(state, data, events);
    state.then(&[Beat::StartRound]);
}
