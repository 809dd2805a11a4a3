//! Opponent models: a searching captain plays each other seat in its samples as the seat's
//! public kind says, and a human (whose style no one is told) as its public record suggests.

use crate::common::*;
use spanish_main::ai;
use spanish_main::ai::search::model::guessed_style;
use spanish_main::ai::search::{Budget, Method, Search};
use spanish_main::content::ShipClass;
use spanish_main::rules::state::GloryReason;
use spanish_main::rules::*;

const HARD: SeatKind = SeatKind::Ai {
    level: AiLevel::Hard,
    style: AiStyle::Opportunist,
};

/// A game of a Hard captain (seat 0) and `other` (seat 1), played by Normal captains' rules
/// of thumb until the Hard captain has a turn's action of several options to choose.
fn at_hard_action(other: SeatKind, seed: u64) -> Session {
    let config = GameConfig {
        max_rounds: Some(8),
        ai_seed: 5,
        ..GameConfig::new(vec![HARD, other], seed)
    };
    let mut s = Session::new(data(), config).expect("valid setup").0;
    let normal = SeatKind::Ai {
        level: AiLevel::Normal,
        style: AiStyle::Opportunist,
    };
    let mut actions = 0;
    while let Some(d) = s.decision() {
        if d.seat == 0 && matches!(d.kind, DecisionKind::Action { .. }) && d.options.len() > 2 {
            actions += 1;
            // Not the first turn: a little record to read.
            if actions > 3 {
                return s;
            }
        }
        let obs = s.observation(d.seat);
        let pick = ai::choose(normal, &obs, s.data(), obs.step).expect("an answer");
        s.choose(pick.choice).expect("an offered option");
    }
    panic!("the Hard captain never had a turn's action of several options");
}

// A human's style is guessed from what the whole table sees: a frigate or a sloop, a merchant
// plundered for glory, or a bounty aboard anything but a galleon make a pirate; glory from
// trade or service with no bounty at all, after the first rounds, a merchant; anything else
// an opportunist.
#[test]
fn a_humans_style_is_guessed_from_its_public_record() {
    let s = at_hard_action(SeatKind::Human, 12);
    let obs = s.observation(0);
    let mut seat = obs.seats[1].clone();
    let sail = |seat: &mut spanish_main::rules::observation::PublicSeat, class| {
        seat.ship.as_mut().expect("a ship").class = class;
    };
    sail(&mut seat, ShipClass::Flute);
    seat.bounties = [0; 4];
    seat.glory_from = [0; GloryReason::COUNT];
    assert_eq!(
        guessed_style(&seat, 6),
        AiStyle::Opportunist,
        "no record yet"
    );
    sail(&mut seat, ShipClass::Frigate);
    assert_eq!(guessed_style(&seat, 6), AiStyle::Pirate, "a frigate");
    sail(&mut seat, ShipClass::Flute);
    seat.bounties = [0, 0, 1, 0];
    assert_eq!(guessed_style(&seat, 6), AiStyle::Pirate, "a bounty");
    sail(&mut seat, ShipClass::Galleon);
    assert_eq!(
        guessed_style(&seat, 6),
        AiStyle::Opportunist,
        "a bounty aboard a galleon"
    );
    sail(&mut seat, ShipClass::Flute);
    seat.bounties = [0; 4];
    seat.glory_from[GloryReason::RaidPlunder.index()] = 1;
    assert_eq!(guessed_style(&seat, 6), AiStyle::Pirate, "a rich plunder");
    seat.glory_from = [0; GloryReason::COUNT];
    seat.glory_from[GloryReason::DemandSale.index()] = 1;
    assert_eq!(guessed_style(&seat, 6), AiStyle::Merchant, "a demand sale");
    assert_eq!(
        guessed_style(&seat, 2),
        AiStyle::Opportunist,
        "too early to tell"
    );
    seat.bounties = [0, 1, 0, 0];
    sail(&mut seat, ShipClass::Galleon);
    assert_eq!(
        guessed_style(&seat, 6),
        AiStyle::Opportunist,
        "trades in a galleon, but has raided once"
    );
}

/// The Hard captain's search of seat 0's action in `obs`, at a fixed 6 iterations.
fn tallies(s: &Session, obs: &Observation) -> Vec<ai::search::Tally> {
    let mut search = Search::new(obs, s.data(), AiStyle::Opportunist, 99, Method::Paired)
        .expect("a decision to search");
    search.run(s.data(), Budget::iterations(6));
    assert_eq!(search.iterations(), 6);
    search.tallies()
}

// The search's samples play a human as a Normal captain of its guessed style: searched from
// the same observation, a human with bounties aboard a flute plays out exactly as a Normal pirate
// seated there would, and a human with no record as a Normal opportunist, every sample alike.
#[test]
fn a_searching_captain_plays_a_human_as_its_record_suggests() {
    let s = at_hard_action(SeatKind::Human, 12);
    let mut human = s.observation(0);
    human.seats[1].ship.as_mut().expect("a ship").class = ShipClass::Flute;
    human.seats[1].bounties = [2, 1, 0, 0];
    let as_kind = |obs: &Observation, style| {
        let mut o = obs.clone();
        o.seats[1].kind = SeatKind::Ai {
            level: AiLevel::Normal,
            style,
        };
        o
    };
    let pirate = tallies(&s, &as_kind(&human, AiStyle::Pirate));
    let merchant = tallies(&s, &as_kind(&human, AiStyle::Merchant));
    assert_eq!(tallies(&s, &human), pirate, "played as the pirate it looks");
    // The style matters to the samples at all (or the check above could not fail).
    assert_ne!(pirate, merchant, "a pirate and a merchant play out alike");

    human.seats[1].bounties = [0; 4];
    human.seats[1].glory_from = [0; GloryReason::COUNT];
    let opportunist = tallies(&s, &as_kind(&human, AiStyle::Opportunist));
    assert_eq!(
        tallies(&s, &human),
        opportunist,
        "no record: an opportunist"
    );
}
