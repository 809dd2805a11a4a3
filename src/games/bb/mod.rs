//! Blackbeard in the app: the shell's traits answered for it (below: the words, the log's
//! topics, the sounds and the dice of its events), its headless commands (`headless`), play
//! online (`served`), its seats (`captains`), and its table in the window: data (`assets`),
//! the mirror, the board and the panels.
//!
//! Its rules and data are the `blackbeard` crate (crates/blackbeard/).

pub mod assets;
pub mod board;
mod captains;
pub mod colours;
#[cfg(not(target_arch = "wasm32"))]
pub mod headless;
pub mod mirror;
pub mod panels;
#[cfg(not(target_arch = "wasm32"))]
mod served;
pub mod words;

use crate::table::OnTable;
use crate::table::cues::{Die, Effect, Throw};
use blackbeard::content::BbData;
use blackbeard::rules::{Blackbeard, Choice, Event, Observation, State};
use game_core::{Seat, Session};

impl OnTable for Blackbeard {
    fn told(data: &BbData, event: &Event) -> Option<String> {
        words::event(data, event)
    }

    fn option_words(data: &BbData, observation: &Observation, c: &Choice) -> String {
        words::option(data, observation, c)
    }

    fn seat_name(seat: Seat) -> String {
        words::seat_name(seat)
    }

    const TOPICS: &'static [&'static str] = &["Turn", "Sea", "Events", "Crews", "Ports"];

    fn topic(event: &Event) -> usize {
        match event {
            Event::Moved { .. }
            | Event::FindRolled { .. }
            | Event::MerchantRevealed { .. }
            | Event::MerchantLost { .. }
            | Event::MerchantPlaced { .. }
            | Event::CargoRolled { .. }
            | Event::HostageDrawn { .. }
            | Event::BootyDeclined { .. }
            | Event::CargoStowed { .. }
            | Event::CargoJettisoned { .. }
            | Event::CargoAbandoned { .. }
            | Event::Converted { .. }
            | Event::FairWinds { .. }
            | Event::TreasureMapTaken { .. }
            | Event::Dug { .. }
            | Event::TreasureFound { .. }
            | Event::Tortured { .. }
            | Event::HeldForRansom { .. }
            | Event::MerchantLooted { .. } => 1,
            Event::MustPlay { .. }
            | Event::Disease { .. }
            | Event::GovernorPlaced { .. }
            | Event::GovernorLost { .. }
            | Event::Ousted { .. }
            | Event::PortDestroyed { .. }
            | Event::StormStrikes { .. }
            | Event::StormRoll { .. }
            | Event::PardonDrawn { .. }
            | Event::PardonIssued { .. }
            | Event::PardonLapsed
            | Event::HandsPassed => 2,
            Event::Revelry { .. }
            | Event::Recovered { .. }
            | Event::Mutiny { .. }
            | Event::CunningUsed { .. }
            | Event::TakesCommand { .. }
            | Event::ShipLost { .. }
            | Event::LoyaltyChanged { .. }
            | Event::SpeedLost { .. }
            | Event::CombatLost { .. }
            | Event::Eliminated { .. }
            | Event::HostageLost { .. } => 3,
            Event::InPort { .. }
            | Event::Ransomed { .. }
            | Event::BootyConverted { .. }
            | Event::RefitRolled { .. }
            | Event::Refitted { .. }
            | Event::BribeAsked { .. }
            | Event::BribeDeclined { .. }
            | Event::HavenBought { .. }
            | Event::HavenLost { .. }
            | Event::PortAttacked { .. }
            | Event::GrabRolled { .. }
            | Event::Grabbed { .. }
            | Event::GrabFailed { .. }
            | Event::Duel { .. }
            | Event::DuelWon { .. }
            | Event::PortLooted { .. }
            | Event::SackRolled { .. }
            | Event::Sacked { .. }
            | Event::RetireBribeAsked { .. }
            | Event::RetireBribeDeclined { .. }
            | Event::HeavyGunsMounted { .. }
            | Event::LetterTaken { .. }
            | Event::LetterLost { .. }
            | Event::Retired { .. } => 4,
            _ => 0,
        }
    }

    fn concerns(event: &Event) -> Option<Seat> {
        match event {
            Event::CardsDrawn { seat, .. }
            | Event::PirateCardsDealt { seat, .. }
            | Event::Deployed { seat, .. }
            | Event::TurnBegins { seat, .. }
            | Event::MustPlay { seat, .. }
            | Event::CardPlayed { seat, .. }
            | Event::Discarded { seat, .. }
            | Event::PirateDrawn { seat }
            | Event::TakesCommand { seat, .. }
            | Event::TurnLost { seat }
            | Event::TurnEnds { seat } => Some(*seat),
            _ => None,
        }
    }

    fn sound(event: &Event, humans: &[bool]) -> Option<Effect> {
        Some(match event {
            Event::Moved { .. } => Effect::Sail,
            Event::FindRolled { .. }
            | Event::CargoRolled { .. }
            | Event::Tortured { .. }
            | Event::Mutiny { .. }
            | Event::StormRoll { .. }
            | Event::RefitRolled { .. }
            | Event::BribeAsked { .. }
            | Event::PortAttacked { .. }
            | Event::GrabRolled { .. }
            | Event::Duel { .. }
            | Event::SackRolled { .. }
            | Event::Dug { .. }
            | Event::CunningUsed { .. } => Effect::Dice,
            Event::CargoStowed { .. }
            | Event::Ransomed { .. }
            | Event::TreasureFound { .. }
            | Event::BootyConverted { .. }
            | Event::HavenBought { .. } => Effect::Coins,
            Event::Retired { .. } => Effect::Fanfare,
            Event::CargoJettisoned { .. } => Effect::Splash,
            Event::SpeedLost { .. } | Event::CombatLost { .. } | Event::Eliminated { .. } => {
                Effect::Hit
            }
            Event::TurnBegins { seat, .. } if humans.get(*seat) == Some(&true) => Effect::Bell,
            Event::GameOver { .. } => Effect::Fanfare,
            _ => return None,
        })
    }

    fn thrown(data: &BbData, event: &Event) -> Option<Throw> {
        // A D66 (2.5): the black die the tens, the white the units.
        if let Event::StormStrikes { area, roll } = event {
            let die = |n: u8| Die {
                face: n.to_string(),
                marked: false,
            };
            return Some(Throw {
                title: format!(
                    "A storm: D66 for its Sea Area ({})",
                    words::area(data, *area)
                ),
                dice: vec![die(roll / 10), die(roll % 10)],
                captions: vec!["black: tens".into(), "white: units".into()],
                verdict: format!("{roll}"),
                sides: (1..=6).map(die).collect(),
            });
        }
        let (title, die, verdict, good) = match event {
            Event::FindRolled {
                pirate,
                die,
                total,
                found,
                ..
            } => (
                format!(
                    "{}: Find (d6 + Ability, 7 needed)",
                    words::pirate(data, *pirate)
                ),
                *die,
                format!("{total}: {}", if *found { "found" } else { "nothing" }),
                *found,
            ),
            Event::CargoRolled {
                pirate,
                die,
                roll,
                doubloons,
            } => (
                format!("{}: the Cargo Table", words::pirate(data, *pirate)),
                *die,
                format!("{roll}: {doubloons} doubloons"),
                true,
            ),
            Event::Tortured {
                pirate,
                die,
                information,
                ..
            } => (
                format!(
                    "{}: torture (over Cruelty tells)",
                    words::pirate(data, *pirate)
                ),
                *die,
                if *information > 0 {
                    format!("{information} Information")
                } else {
                    "nothing told".into()
                },
                *information > 0,
            ),
            Event::Mutiny {
                pirate,
                die,
                outcome,
            } => (
                format!("{}: mutiny (over Leadership)", words::pirate(data, *pirate)),
                *die,
                format!("{outcome:?}"),
                *outcome != blackbeard::rules::MutinyOutcome::Marooned,
            ),
            Event::StormRoll { pirate, die, hits } => (
                format!("{}: the Storm Effects Table", words::pirate(data, *pirate)),
                *die,
                match *hits {
                    0 => "no effect".into(),
                    u8::MAX => "founders".into(),
                    n => format!("{n} Speed hits"),
                },
                *hits == 0,
            ),
            _ => return None,
        };
        let face = |n: u8| Die {
            face: n.to_string(),
            marked: false,
        };
        Some(Throw {
            title,
            dice: vec![Die {
                face: die.to_string(),
                marked: good,
            }],
            captions: Vec::new(),
            verdict,
            sides: (1..=6).map(face).collect(),
        })
    }

    const ROUND_WORD: &'static str = "Player-Turn";

    fn ends_turn(event: &Event) -> bool {
        matches!(event, Event::TurnEnds { .. })
    }

    fn round(state: &State) -> u32 {
        state.turns
    }

    fn turn_begins(event: &Event) -> bool {
        matches!(event, Event::TurnBegins { .. })
    }

    fn round_begins(state: &State) -> bool {
        state.turn_at == 0
    }

    /// "Crimson (seat 1) · random: Teach, Vane": the table's public face (who plays each seat,
    /// the pirates afloat), as any seat sees it.
    fn seats_in_words(session: &Session<Blackbeard>) -> Vec<String> {
        let public = session.observation(0);
        let data = session.data();
        session
            .config()
            .seats
            .iter()
            .enumerate()
            .map(|(seat, kind)| {
                let who = match kind {
                    blackbeard::rules::SeatKind::Human => "",
                    blackbeard::rules::SeatKind::Random => " · random",
                    blackbeard::rules::SeatKind::Easy => " · easy",
                    blackbeard::rules::SeatKind::Normal => " · normal",
                    blackbeard::rules::SeatKind::Hard => " · hard",
                    blackbeard::rules::SeatKind::System => " · System Player",
                };
                let pirates: Vec<&str> = public
                    .afloat
                    .iter()
                    .filter(|a| a.seat == seat)
                    .map(|a| words::pirate(data, a.pirate))
                    .collect();
                if pirates.is_empty() {
                    format!("{}{who}", words::seat_name(seat))
                } else {
                    format!("{}{who}: {}", words::seat_name(seat), pirates.join(", "))
                }
            })
            .collect()
    }

    fn options(observation: &Observation) -> Option<&[Choice]> {
        Some(&observation.decision.as_ref()?.options)
    }

    fn secrets(data: &BbData, observation: &Observation) -> String {
        let cards: Vec<&str> = observation
            .hand
            .iter()
            .map(|c| data.event(*c).title.as_str())
            .collect();
        let pirates: Vec<&str> = observation
            .pirate_hand
            .iter()
            .map(|p| words::pirate(data, *p))
            .collect();
        format!("event cards {cards:?}, pirate cards {pirates:?}")
    }
}

/// Blackbeard's plugin: the table shell for this game, its data, mirror, board and panels,
/// and its Random pirates at the table.
pub(crate) fn plugin(app: &mut bevy::prelude::App) {
    app.add_plugins((
        crate::shell::for_game::<Blackbeard>,
        assets::plugin,
        mirror::plugin,
        board::plugin,
        panels::plugin,
        crate::ai::driver::for_game::<Blackbeard>,
        crate::ai::advisor::for_game::<Blackbeard>,
    ));
}
