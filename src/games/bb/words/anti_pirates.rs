//! The Anti-Pirates in words (4.6, 6.4, 10, their cards): the windows' headings, their
//! options, and what the log tells of their acts.

use super::{area, card, pirate, seat_name};
use blackbeard::content::{BbData, PirateId};
use blackbeard::rules::{ApEvent, Choice, EngageStep, Foe, Observation, Phase, WindowAt};
use game_core::Seat;

/// A warship or KC by name and ratings.
pub fn foe(data: &BbData, f: Foe) -> String {
    match f {
        Foe::Warship(w) => {
            let w = &data.warships[w.0 as usize];
            format!(
                "a {}-gun warship (Speed {}, Combat {})",
                w.guns, w.speed, w.combat
            )
        }
        Foe::Kc(k) => {
            let k = &data.kcs[k.0 as usize];
            format!(
                "the King's Commissioner {} (Speed {}, Combat {})",
                k.name, k.speed, k.combat
            )
        }
    }
}

/// The active pirate and what he announced, as the window's heading says it.
fn announced(data: &BbData, obs: &Observation) -> String {
    let Some(a) = &obs.ap.action else {
        return "the Pirate Player's action".into();
    };
    let who = pirate(data, a.pirate);
    let what = super::option(data, obs, &a.choice);
    match obs.window.as_ref().map(|w| w.at) {
        Some(WindowAt::After) => format!("{who} has done it: {what}"),
        _ => format!("{who} announces: {what}"),
    }
}

/// The heading of a window, a hand opened, or an engagement.
pub fn heading(
    data: &BbData,
    obs: &Observation,
    seat: Seat,
    kind: &blackbeard::rules::Kind,
) -> String {
    use blackbeard::rules::Kind;
    let who = seat_name(seat);
    match kind {
        Kind::Window => format!(
            "Anti-Pirates: {}. {who}: pass, or act?",
            announced(data, obs)
        ),
        Kind::ApHand => match &obs.phase {
            Some(Phase::Engage(e)) if matches!(e.step, EngageStep::Surrendering { .. }) => {
                format!("{who}: he surrenders to the King's Commissioner. A Double Cross?")
            }
            _ => format!("{who} acts against him: {}", announced(data, obs)),
        },
        Kind::Surprise => format!(
            "{who}: the warship is about to attack. Is she a King's Commissioner in disguise?"
        ),
        Kind::Skull => match &obs.phase {
            Some(Phase::Grab(g)) => format!(
                "{who}: {} tries a Booty Grab on {}. Skull and Crossbones for +2?",
                pirate(data, g.grabber),
                pirate(data, g.victim)
            ),
            Some(Phase::Skull(n)) => format!(
                "{who}: {} was played against your pirate. Negate it?",
                card(data, n.card)
            ),
            _ => format!("{who}: Skull and Crossbones?"),
        },
        Kind::Engage { step } => {
            let f = match &obs.phase {
                Some(Phase::Engage(e)) => foe(data, e.foe),
                _ => "a foe".into(),
            };
            let p = obs
                .ap
                .action
                .as_ref()
                .map_or(who.clone(), |a| pirate(data, a.pirate).to_string());
            match step {
                EngageStep::Sighted => {
                    format!("{who} sighted {f}: attack {p}, or leave it On Station?")
                }
                EngageStep::Surrendering { .. } => format!("{p} surrenders to {f}"),
                EngageStep::Surprise { .. } => {
                    format!("{f} is about to attack {p}: a KC Surprise?")
                }
                EngageStep::FightOrEscape => format!("{p} meets {f}: fight, or try to escape?"),
                EngageStep::Intercepted => {
                    format!("{p} is intercepted by {f}: fight, or surrender?")
                }
            }
        }
        _ => String::new(),
    }
}

/// The Anti-Pirates' options in words; `None` for the others.
pub fn option(data: &BbData, obs: &Observation, c: &Choice) -> Option<String> {
    let target = obs
        .ap
        .action
        .as_ref()
        .map_or("him".to_string(), |a| pirate(data, a.pirate).to_string());
    Some(match c {
        Choice::Pass => match &obs.phase {
            Some(Phase::Engage(e))
                if matches!(
                    e.step,
                    EngageStep::Surprise { .. } | EngageStep::Surrendering { .. }
                ) =>
            {
                "No".into()
            }
            Some(Phase::Engage(_)) => "Leave it On Station".into(),
            Some(Phase::Skull(_)) => "Let it be".into(),
            Some(Phase::Grab(_)) => "Keep the card".into(),
            _ if obs.window.as_ref().is_some_and(|w| w.hand_open) => "Nothing after all".into(),
            _ => "Pass".into(),
        },
        Choice::OpenHand => "Act… (your own options, in secret)".into(),
        Choice::DeployKc => {
            let n = obs
                .afloat
                .iter()
                .find(|a| Some(a.pirate) == obs.ap.action.as_ref().map(|x| x.pirate))
                .map_or(0, |a| a.notoriety);
            format!("Deploy a King's Commissioner (3d6 under {target}'s Notoriety {n})")
        }
        Choice::SightWarship { card: c } => {
            format!("Play {}: a warship into his area", card(data, *c))
        }
        Choice::UseWarship => match &obs.phase {
            Some(Phase::Engage(_)) => format!("Attack {target}"),
            _ => format!("Send the warship On Station against {target}"),
        },
        Choice::KcReact => format!("Your KC reacts: intercept {target}"),
        Choice::ApCard { card: c } => format!("Play {} against {target}", card(data, *c)),
        Choice::Escape(false) => "Stay and fight".into(),
        Choice::Escape(true) => "Try to escape (d6 + Speed each)".into(),
        Choice::Surrender => "Surrender with his Letter of Marque and retire".into(),
        Choice::KcMove { to } => format!("Your KC sails to {}", super::place(data, *to)),
        Choice::KcAttack { port } => format!(
            "Your KC attacks the Pirate Port {} (to destroy it)",
            data.ports[port.0 as usize].name
        ),
        Choice::KcOust => format!("Your KC ousts {target} from port"),
        Choice::Resist { card: c, port } => format!(
            "Play {} at {} (a die over its Value {} removes the governor)",
            card(data, *c),
            data.ports[port.0 as usize].name,
            data.ports[port.0 as usize].value
        ),
        Choice::Ambition {
            card: c,
            pirate: who,
        } => format!(
            "Play {}: {} (from your hand) duels {target} for his ship",
            card(data, *c),
            pirate(data, *who)
        ),
        Choice::Convert {
            card: c,
            pirate: who,
        } => format!(
            "Play {}: the retired {} returns as your King's Commissioner (Speed 3, Combat 9)",
            card(data, *c),
            pirate(data, *who)
        ),
        Choice::Surprise { card: c } => format!(
            "Play {}: the warship is your King's Commissioner, and must catch {target}",
            card(data, *c)
        ),
        Choice::KcFairWinds { card: c, area: a } => format!(
            "Play {}: your KC sails to {}, then 1 Action",
            card(data, *c),
            super::area(data, *a)
        ),
        Choice::Skull { card: c } => match &obs.phase {
            Some(Phase::Grab(_)) => {
                format!(
                    "Play {}: +2 to your roll (a point of Cunning)",
                    card(data, *c)
                )
            }
            _ => format!("Play {}: negate it (a point of Cunning)", card(data, *c)),
        },
        _ => return None,
    })
}

/// What the log tells of an Anti-Pirate act.
pub fn event(data: &BbData, e: &ApEvent) -> String {
    let p = |id: &PirateId| pirate(data, *id).to_string();
    match e {
        ApEvent::CardPlayed {
            seat,
            card: c,
            pirate: who,
        } => {
            format!(
                "{} plays {} against {}.",
                seat_name(*seat),
                card(data, *c),
                p(who)
            )
        }
        ApEvent::KcDeployRolled {
            seat,
            dice,
            notoriety,
            kc,
        } => {
            let total: u32 = dice.iter().map(|d| *d as u32).sum();
            match kc {
                Some(k) => format!(
                    "{} rolls {total} under Notoriety {notoriety}: the King's Commissioner {} takes the sea.",
                    seat_name(*seat),
                    data.kcs[k.0 as usize].name
                ),
                None => format!(
                    "{} rolls {total}, not under Notoriety {notoriety}: no KC comes.",
                    seat_name(*seat)
                ),
            }
        }
        ApEvent::WarshipSighted {
            seat,
            warship,
            area: a,
        } => format!(
            "{} sights {} in {}.",
            seat_name(*seat),
            foe(data, Foe::Warship(*warship)),
            area(data, *a)
        ),
        ApEvent::WarshipActivated { seat, warship } => format!(
            "{} sends {} On Station into action.",
            seat_name(*seat),
            foe(data, Foe::Warship(*warship))
        ),
        ApEvent::KcReacts {
            seat,
            kc,
            pirate: who,
            moved_in,
        } => format!(
            "{}'s KC {} {}against {}.",
            seat_name(*seat),
            data.kcs[kc.0 as usize].name,
            if *moved_in { "sails in " } else { "reacts " },
            p(who)
        ),
        ApEvent::EscapeRolled {
            pirate: who,
            foe: f,
            pirate_total,
            foe_total,
            escaped,
            ..
        } => {
            if *escaped {
                format!(
                    "{} escapes {} ({pirate_total} against {foe_total}).",
                    p(who),
                    foe(data, *f)
                )
            } else {
                format!(
                    "{} is caught by {} ({pirate_total} against {foe_total}).",
                    p(who),
                    foe(data, *f)
                )
            }
        }
        ApEvent::SeaBattle {
            pirate: who,
            foe: f,
            pirate_total,
            foe_total,
            won,
            ..
        } => format!(
            "{} {} {} ({pirate_total} against {foe_total}).",
            p(who),
            if *won { "beats" } else { "loses to" },
            foe(data, *f)
        ),
        ApEvent::KcSank {
            kc,
            seat,
            pirate: who,
            vp,
        } => format!(
            "{} sinks {}: {} scores {vp} VP.",
            data.kcs[kc.0 as usize].name,
            p(who),
            seat_name(*seat)
        ),
        ApEvent::Surrendered { pirate: who } => {
            format!(
                "{} strikes his colours and shows his Letter of Marque.",
                p(who)
            )
        }
        ApEvent::ActionCancelled { pirate: who } => format!("{}'s action is lost.", p(who)),
        ApEvent::ScurvyStruck {
            pirate: who,
            hostages,
        } => match hostages {
            0 => format!("Scurvy aboard {}'s ship.", p(who)),
            n => format!("Scurvy aboard {}'s ship: {n} hostage(s) die.", p(who)),
        },
        ApEvent::ScurvyBites { pirate: who } => format!("Scurvy still aboard {}'s ship.", p(who)),
        ApEvent::ScurvyCured { pirate: who } => {
            format!("{} reaches port: the scurvy is gone.", p(who))
        }
        ApEvent::WornAndTorn {
            pirate: who,
            die,
            hits,
        } => {
            format!(
                "Wear and tear on {}'s ship: a {die}, {hits} Speed hit(s).",
                p(who)
            )
        }
        ApEvent::KcMoved { seat, kc, to } => format!(
            "{}'s KC {} sails to {}.",
            seat_name(*seat),
            data.kcs[kc.0 as usize].name,
            super::place(data, *to)
        ),
        ApEvent::KcAttackedPort {
            kc,
            port,
            total,
            defenders,
            won,
        } => {
            let name = &data.kcs[kc.0 as usize].name;
            let at = &data.ports[port.0 as usize].name;
            if defenders.is_empty() {
                format!("{name} burns the empty Pirate Port {at}.")
            } else {
                let theirs: Vec<String> = defenders
                    .iter()
                    .map(|(q, t)| format!("{} {t}", p(q)))
                    .collect();
                format!(
                    "{name} attacks {at}: {total} against {}: {}.",
                    theirs.join(", "),
                    if *won {
                        "the port is destroyed"
                    } else {
                        "beaten off"
                    }
                )
            }
        }
        ApEvent::KcOustRolled {
            kc,
            port,
            total,
            theirs,
            ousted,
        } => format!(
            "{} tries to oust the pirates from {}: {total} against {theirs}: {}.",
            data.kcs[kc.0 as usize].name,
            data.ports[port.0 as usize].name,
            if *ousted {
                "out they go"
            } else {
                "they stay, a Notoriety point the richer"
            }
        ),
        ApEvent::Resisted {
            port,
            die,
            value,
            won,
        } => format!(
            "The townsfolk of {} rise: {die} against Value {value}: {}.",
            data.ports[port.0 as usize].name,
            if *won {
                "the governor is gone and the pirates put out"
            } else {
                "nothing comes of it"
            }
        ),
        ApEvent::Lucky { pirate: who } => {
            format!(
                "{} trusts his luck: Skull and Crossbones, +2 against the grab.",
                p(who)
            )
        }
        ApEvent::Negated {
            pirate: who,
            card: c,
        } => format!(
            "{}'s luck holds: {} is negated and goes back into the deck.",
            p(who),
            card(data, *c)
        ),
        ApEvent::Ambition {
            seat,
            newcomer,
            pirate: who,
            newcomer_total,
            pirate_total,
            won,
        } => format!(
            "{} leads a mutiny against {}: a duel, {newcomer_total} against {pirate_total}: {}.",
            p(newcomer),
            p(who),
            if *won {
                format!("he takes the ship for {}", seat_name(*seat))
            } else {
                "he dies, and the crew rallies to its captain".into()
            }
        ),
        ApEvent::Surprised { seat, kc, .. } => format!(
            "Surprise! The warship is {}'s King's Commissioner {}.",
            seat_name(*seat),
            data.kcs[kc.0 as usize].name
        ),
        ApEvent::Converted {
            seat, pirate: who, ..
        } => format!(
            "The retired {} turns King's Commissioner for {}.",
            p(who),
            seat_name(*seat)
        ),
        ApEvent::DoubleCrossed {
            pirate: who,
            die,
            percent,
            lost,
        } => match die {
            1 | 2 => format!(
                "Double cross! {} rolls {die}: too little evidence; he goes free.",
                p(who)
            ),
            _ => format!(
                "Double cross! {} rolls {die}: {} ({lost} doubloons of Net Worth).",
                p(who),
                if *percent >= 100 {
                    "he loses it all".to_string()
                } else {
                    format!("he pays {percent} %")
                }
            ),
        },
        ApEvent::Recalled { warships, kcs } => format!(
            "Turmoil in Europe: {warships} warship(s) and {kcs} King's Commissioner(s) called home."
        ),
        ApEvent::StormOnWarship {
            warship,
            roll,
            lost,
        } => format!(
            "The storm rolls {roll} against {}: {}.",
            foe(data, Foe::Warship(*warship)),
            if *lost {
                "she is gone"
            } else {
                "she rides it out"
            }
        ),
        ApEvent::StormOnKc { kc, die, lost } => format!(
            "The storm rolls {die} for {}: {}.",
            data.kcs[kc.0 as usize].name,
            if *lost { "he sails home" } else { "he stays" }
        ),
        ApEvent::Conspiracy {
            pirate: who,
            dice,
            loyalty,
            mutiny,
        } => format!(
            "A conspiracy aboard {}'s ship: {} against loyalty {loyalty}{}.",
            p(who),
            dice[0] + dice[1],
            if *mutiny { ": mutiny!" } else { ": it fizzles" }
        ),
    }
}
