//! Preparing for Play (3.0): Player Order, the Event cards dealt, the Governors and Merchants
//! placed by D66, the Pirate cards dealt, the pools; then the seats deploy (`turn`).

use super::state::*;
use super::{Event, SetupError};
use crate::content::{
    BbData, EventCardId, GovernorId, HostageId, KcId, MerchantId, PirateId, Play, PortId, WarshipId,
};
use game_core::rng::GameRng;

/// A new game, ready for its first deployment (3.0 step 7).
pub(super) fn new_game(data: &BbData, config: Config) -> Result<(State, Vec<Event>), SetupError> {
    let seats = config.seats.len();
    let counts = data.seat_counts(seats).ok_or(SetupError::Seats(seats))?;
    let solitaire = check(&config)?;
    let mut rng = GameRng::from_seed(config.seed);
    let mut events = Vec::new();
    // Step 2: the highest roll is Player A (BB-R C 3.0 step 2: a random start seat), then
    // clockwise; 19.8: in solitaire you begin.
    let first = if solitaire { 0 } else { rng.below(seats) };
    let order: Vec<usize> = (0..seats).map(|i| (first + i) % seats).collect();
    events.push(Event::GameStarted {
        seats,
        order: order.clone(),
    });
    let mut state = State {
        rng,
        order,
        turn_at: 0,
        turns: 0,
        steps: 0,
        phase: Phase::Deploy {
            round: 0,
            order_at: 0,
            done: 0,
        },
        deck: Vec::new(),
        discard: Vec::new(),
        hands: vec![Vec::new(); seats],
        pirate_deck: (0..data.pirates.len() as u8).map(PirateId).collect(),
        pirate_hands: vec![Vec::new(); seats],
        afloat: Vec::new(),
        retired: Vec::new(),
        hostages_gone: Vec::new(),
        locker: Vec::new(),
        ports: vec![PortState::default(); data.ports.len()],
        merchant_pool: (0..data.merchants.len() as u8).map(MerchantId).collect(),
        hostage_pool: (0..data.hostages.len() as u8).map(HostageId).collect(),
        pro_governor_pool: Vec::new(),
        anti_governors_left: data.anti_governors,
        warship_pool: (0..data.warships.len() as u8).map(WarshipId).collect(),
        kc_pool: (0..data.kcs.len() as u8)
            .map(KcId)
            .filter(|k| !data.kcs[k.0 as usize].ex_pirate)
            .collect(),
        vp: vec![0; seats],
        pardons: 0,
        pardon_waiting: None,
        pardon_for_second_deck: None,
        pardon: None,
        scored: Vec::new(),
        alliances: Vec::new(),
        played_for_actions: false,
        played_held: false,
        turn_lost: false,
        secrets_shown: 0,
        fate_discards: Vec::new(),
        activated: Vec::new(),
        ap: ApTurn::default(),
        window: None,
        on_station: Vec::new(),
        kcs: Vec::new(),
        kcs_gone: Vec::new(),
        solo: None,
        drafted: Vec::new(),
        config,
    };
    if solitaire {
        // 19: the rest is Solitaire Blackbeard's own (`solo::prepare`, called by the game).
        return Ok((state, events));
    }
    // Steps 3 and 4: the Must Play Immediately cards set aside, four cards dealt to each seat
    // in Player Order, then the set-aside cards shuffled back in. The Long Game holds the
    // Pardon out until the deck first runs out (4.1).
    let all: Vec<EventCardId> = (0..data.event_deck.len() as u8).map(EventCardId).collect();
    let (mut held, mut urgent): (Vec<_>, Vec<_>) = all
        .into_iter()
        .partition(|c| data.event(*c).play != Play::MustPlayImmediately);
    if state.config.long_game {
        let pardon = urgent
            .iter()
            .position(|c| data.event(*c).kind == crate::content::EventKind::GeneralPardon);
        state.pardon_for_second_deck = pardon.map(|i| urgent.remove(i));
    }
    state.rng.shuffle(&mut held);
    for _ in 0..data.hand {
        for at in 0..seats {
            let seat = state.order[at];
            if let Some(card) = held.pop() {
                state.hands[seat].push(card);
            }
        }
    }
    for seat in 0..seats {
        events.push(Event::CardsDrawn {
            seat,
            count: state.hands[seat].len() as u8,
        });
    }
    held.append(&mut urgent);
    state.rng.shuffle(&mut held);
    state.deck = held;
    place_governors(data, &mut state, &mut events);
    // Step 6: the Pirate cards dealt in secret, in Player Order; or, by the optional rule,
    // drafted face up (`turn`), from a seat its own die names.
    state.rng.shuffle(&mut state.pirate_deck);
    if state.config.draft {
        let first = state.rng.below(seats) as u8;
        state.phase = Phase::Draft { pick: 0, first };
    }
    for _ in 0..counts.pirates_dealt {
        if state.config.draft {
            break;
        }
        for at in 0..seats {
            let seat = state.order[at];
            if let Some(p) = state.pirate_deck.pop() {
                state.pirate_hands[seat].push(p);
            }
        }
    }
    for seat in (0..seats).filter(|_| !state.config.draft) {
        events.push(Event::PirateCardsDealt {
            seat,
            count: state.pirate_hands[seat].len() as u8,
        });
    }
    // Step 8: eight Merchants drawn blindly and placed face down by D66.
    state.rng.shuffle(&mut state.merchant_pool);
    place_merchants(data, &mut state, data.merchants_at_start, &mut events);
    // Step 9: the pools drawn from blindly.
    state.rng.shuffle(&mut state.hostage_pool);
    state.rng.shuffle(&mut state.warship_pool);
    state.rng.shuffle(&mut state.kc_pool);
    Ok((state, events))
}

/// Step 5 (19.5): the Pro-Pirate Governors by D66, never in a Pirate Port, one a port.
pub(super) fn place_governors(data: &BbData, state: &mut State, events: &mut Vec<Event>) {
    for g in 0..data.pro_governors.len() as u8 {
        let roll = state.rng.d66();
        let free = |s: &State, p: PortId| {
            !data.ports[p.0 as usize].is_pirate_port() && s.ports[p.0 as usize].governor.is_none()
        };
        if let Some(port) = next_port(data, state, roll, free) {
            state.ports[port.0 as usize].governor = Some(Governor::Pro(GovernorId(g)));
            events.push(Event::GovernorPlaced {
                port,
                pro: true,
                roll,
            });
        } else {
            state.pro_governor_pool.push(GovernorId(g));
        }
    }
}

/// The port a D66 roll names, or the next one above it that `ok` takes (11 after 66): 3.0
/// steps 5 and 8, 6.32. `None` if no port will do.
pub(super) fn next_port(
    data: &BbData,
    state: &State,
    roll: u8,
    ok: impl Fn(&State, PortId) -> bool,
) -> Option<PortId> {
    let start = data.port_at(roll)?.0 as usize;
    let n = data.ports.len();
    (0..n)
        .map(|i| PortId(((start + i) % n) as u8))
        .find(|p| ok(state, *p))
}

/// Whether a merchant may be placed at a port (6.32, 6.33).
pub(super) fn takes_merchant(data: &BbData, state: &State, p: PortId) -> bool {
    let ps = &state.ports[p.0 as usize];
    !data.ports[p.0 as usize].is_pirate_port() && !ps.destroyed && ps.merchant.is_none()
}

/// Up to `count` merchants from the pool, each by D66 (6.31–6.33); fewer when the pool or
/// the ports run short (BB-R C 4.4 B).
pub(super) fn place_merchants(
    data: &BbData,
    state: &mut State,
    count: u8,
    events: &mut Vec<Event>,
) {
    for _ in 0..count {
        if state.merchant_pool.is_empty() {
            return;
        }
        let roll = state.rng.d66();
        let Some(port) = next_port(data, state, roll, |s, p| takes_merchant(data, s, p)) else {
            return;
        };
        let counter = state.merchant_pool.pop().expect("not empty");
        state.ports[port.0 as usize].merchant = Some(Merchant {
            counter,
            face_up: false,
            found_by: None,
        });
        events.push(Event::MerchantPlaced { port, roll });
    }
}

/// What a config may not ask, before anything runs: a System seat out of place (19), an
/// optional rule Solitaire does not take, options that do not go together. `true` for
/// Solitaire.
pub(super) fn check(config: &Config) -> Result<bool, SetupError> {
    let solitaire = is_solitaire(&config.seats)?;
    if solitaire {
        for (on, word) in [
            (config.long_game, "long"),
            (config.draft, "draft"),
            (config.random_deploy, "random-deploy"),
            (config.secret_deploy, "secret-deploy"),
        ] {
            if on {
                return Err(SetupError::SoloOption(word));
            }
        }
    }
    if config.secret_deploy && config.random_deploy {
        return Err(SetupError::Options(
            "secret-deploy and random-deploy do not go together: the dice place the pirates in the open",
        ));
    }
    Ok(solitaire)
}

/// Whether a table of these seats is Solitaire Blackbeard, or a clear error: a System seat
/// only as seat 2 beside exactly one other seat.
pub(super) fn is_solitaire(seats: &[SeatKind]) -> Result<bool, SetupError> {
    let systems = seats.iter().filter(|k| **k == SeatKind::System).count();
    match systems {
        0 => Ok(false),
        1 if seats.len() == 2 && seats[SYSTEM] == SeatKind::System => Ok(true),
        _ => Err(SetupError::System),
    }
}
