//! Blackbeard in words: every event as the log tells it (`events.rs`), every option as the
//! deciding seat reads it (`options.rs`), seats and places by name.

pub mod anti_pirates;
pub mod careers;
mod events;
mod options;
mod solo;

pub use events::event;
pub use options::option;

use blackbeard::content::{BbData, PirateId, ShipKind};
use blackbeard::rules::{GameEnd, Location, PortStatus};
use game_core::Seat;
use std::sync::atomic::{AtomicBool, Ordering};

/// The seats' colours, in seat order (five seats at most: 2.7).
pub const SEAT_COLOUR_NAMES: [&str; 5] = ["Crimson", "Azure", "Gold", "Emerald", "Violet"];

/// Whether the game on show is Solitaire Blackbeard (19), whose second seat is the System
/// Player. Set where a game comes on show (the table's mirror, the table online, `play`'s new
/// game) from its seats, read by every line that names a seat: the lines are told from an
/// event alone, which does not say what game it is part of.
static SOLITAIRE: AtomicBool = AtomicBool::new(false);

/// Name the seats for a solitaire game (`true`) or a regular one.
pub fn name_seats_for_solitaire(solitaire: bool) {
    SOLITAIRE.store(solitaire, Ordering::Relaxed);
}

/// "Crimson (seat 1)"; in solitaire the second seat is "System Player" (19), a name that
/// reads at a line's start and in its middle alike.
pub fn seat_name(seat: Seat) -> String {
    seat_name_in(seat, SOLITAIRE.load(Ordering::Relaxed))
}

/// A seat's name in a solitaire game or a regular one.
fn seat_name_in(seat: Seat, solitaire: bool) -> String {
    if solitaire && seat == blackbeard::rules::SYSTEM {
        return "System Player".into();
    }
    format!("{} (seat {})", SEAT_COLOUR_NAMES[seat % 5], seat + 1)
}

pub fn pirate(data: &BbData, p: PirateId) -> &str {
    &data.pirates[p.0 as usize].short
}

pub fn ship(data: &BbData, kind: ShipKind) -> &str {
    &data.ship(kind).name
}

/// A Sea Area as a sentence names it: "the North Atlantic", "the Gold Coast", "India".
pub fn area(data: &BbData, a: blackbeard::content::AreaId) -> String {
    let name = &data.areas[a.0 as usize].name;
    let the = ["Atlantic", "Caribbean", "Coast"]
        .iter()
        .any(|w| name.ends_with(w));
    if the {
        format!("the {name}")
    } else {
        name.clone()
    }
}

/// A place on the map: an area, a port, a Transit Box.
pub fn place(data: &BbData, at: Location) -> String {
    match at {
        Location::Sea(a) => area(data, a),
        Location::Port { port, .. } => data.ports[port.0 as usize].name.clone(),
        Location::Transit(b) => format!("the {} box", data.boxes[b.0 as usize].name),
    }
}

pub(super) fn card(data: &BbData, c: blackbeard::content::EventCardId) -> String {
    let e = data.event(c);
    format!("\"{}\"", e.title)
}

/// A port's status for a pirate (9.3), in a few words.
pub fn port_status(status: PortStatus) -> &'static str {
    match status {
        PortStatus::Pro => "Pro-Pirate",
        PortStatus::Neutral => "Neutral",
        PortStatus::Anti => "Anti-Pirate",
        PortStatus::PiratePort => "a Pirate Port",
        PortStatus::SafeHaven => "his Safe Haven",
        PortStatus::Destroyed => "destroyed",
    }
}

/// Why the game ended, in a few words.
/// 9.52's modifiers, each named ("Combat 5 + Ability 2 + Information 1").
pub fn attack_parts(parts: &blackbeard::rules::AttackParts) -> String {
    let mut out = vec![
        format!("Combat {}", parts.combat),
        format!("Ability {}", parts.ability),
    ];
    if parts.ally_ability > 0 {
        out.push(format!("his ally's Ability {}", parts.ally_ability));
    }
    if parts.information > 0 {
        out.push(format!("Information {}", parts.information));
    }
    if parts.guns > 0 {
        out.push(format!("Heavy Guns {}", parts.guns));
    }
    out.join(" + ")
}

/// A seat's score sheet (18.12): each pirate's VP and how he made them.
pub fn score_sheet(data: &BbData, scored: &[blackbeard::rules::Scored], seat: Seat) -> String {
    use blackbeard::rules::{Retirement, ScoredBy};
    let lines: Vec<String> = scored
        .iter()
        .filter(|s| s.seat == seat)
        .map(|s| {
            let how = match s.how {
                ScoredBy::Eliminated => "died",
                ScoredBy::AtTheEnd => "afloat at the end",
                ScoredBy::Retired(Retirement::SafeHaven) => "retired in his haven",
                ScoredBy::Retired(Retirement::Bribe) => "retired by a bribe",
                ScoredBy::Retired(Retirement::Letter) => "retired under his Letter",
                ScoredBy::Retired(Retirement::Pardon) => "retired pardoned",
                ScoredBy::Retired(Retirement::Surrender) => "retired surrendering",
                ScoredBy::KcSank => "sunk by his KC",
            };
            format!("{} {how} {}", pirate(data, s.pirate), s.vp)
        })
        .collect();
    if lines.is_empty() {
        "—".into()
    } else {
        lines.join("; ")
    }
}

pub fn game_end(reason: GameEnd) -> &'static str {
    match reason {
        GameEnd::ThirdPardon => "the third General Pardon",
        GameEnd::PardonLastCard => "the Pardon was the last card",
        GameEnd::NoPirates => "no pirate is left to play",
        GameEnd::Retired130 => "Blackbeard retired with 130 VP or more: you win",
        GameEnd::RetiredShort => "Blackbeard retired short of 130 VP: you lose",
        GameEnd::BlackbeardKilled => "Blackbeard is dead: you lose",
        GameEnd::SpHundred => "the System Player banked 100 VP: you lose",
        GameEnd::SpExhausted => "the System Player has no pirate left: you win",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use blackbeard::rules::{Blackbeard, Config, Event, SeatKind};
    use game_core::Session;
    use game_core::rng::GameRng;
    use std::collections::BTreeSet;
    use std::sync::Arc;

    // Every event of random games is told in words (the log and `play`), and the options of
    // every decision read differently: a player never sees two buttons saying the same.
    #[test]
    fn every_event_is_told_and_every_option_reads_apart() {
        let data = Arc::new(BbData::embedded().expect("the data loads"));
        let mut told = BTreeSet::new();
        for seed in 0..30u64 {
            let seats = 2 + (seed % 4) as usize;
            // Every fifth game is Solitaire (19); the others try the optional rules.
            let solo = seed % 5 == 4;
            let config = Config {
                seats: if solo {
                    vec![SeatKind::Human, SeatKind::System]
                } else {
                    vec![SeatKind::Human; seats]
                },
                seed,
                ai_seed: seed,
                long_game: !solo && seed % 2 == 1,
                undo_among_humans: false,
                living_rules_plus_two: true,
                no_cunning: false,
                pardon_lower_half: false,
                draft: !solo && seed % 3 == 0,
                random_deploy: !solo && seed % 3 == 1,
                secret_deploy: !solo && seed % 3 == 2,
            };
            let (mut s, events) = Session::<Blackbeard>::new(data.clone(), config).unwrap();
            let mut rng = GameRng::from_seed(seed);
            let mut all = events;
            while let Some(d) = s.decision() {
                let obs = s.observation(d.seat);
                let texts: Vec<String> = d.options.iter().map(|c| option(&data, &obs, c)).collect();
                let unique: BTreeSet<&String> = texts.iter().collect();
                assert_eq!(unique.len(), texts.len(), "{:?}: {texts:?}", d.kind);
                assert!(texts.iter().all(|t| !t.is_empty()));
                let pick = d.options[rng.below(d.options.len())];
                all.extend(s.choose(pick).unwrap());
            }
            for e in &all {
                match event(&data, e) {
                    Some(text) => {
                        assert!(!text.is_empty());
                        told.insert(e.kind());
                    }
                    None => assert!(matches!(e, Event::TurnEnds { .. })),
                }
            }
        }
        assert!(told.len() > 30, "{told:?}");
    }

    // Seats are named by colour, five of them (2.7).
    #[test]
    fn five_seats_have_five_names() {
        let names: BTreeSet<String> = (0..5).map(seat_name).collect();
        assert_eq!(names.len(), 5);
        assert_eq!(seat_name(0), "Crimson (seat 1)");
    }

    // BB rules: 19.1–19.2: in Solitaire Blackbeard the second seat is the System Player, and
    // the table and the log call it so; Blackbeard's seat keeps its colour.
    #[test]
    fn in_solitaire_the_second_seat_is_the_system_player() {
        assert_eq!(seat_name_in(1, true), "System Player");
        assert_eq!(seat_name_in(0, true), "Crimson (seat 1)");
        assert_eq!(seat_name_in(1, false), "Azure (seat 2)");
    }
}
