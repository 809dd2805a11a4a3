//! Every option of Blackbeard as the deciding seat reads it, with its numbers.

use super::{area, card, pirate, place, port_status, ship};
use blackbeard::content::{BbData, PirateId};
use blackbeard::rules::port;
use blackbeard::rules::{Choice, Location, Observation, Phase, PortStatus, Stow, VisitStep};

/// An option in words, as the deciding seat reads it.
pub fn option(data: &BbData, obs: &Observation, c: &Choice) -> String {
    let p = |id: &PirateId| pirate(data, *id).to_string();
    let at = |id: &PirateId| obs.afloat.iter().find(|a| a.pirate == *id).map(|a| a.at);
    if let Some(text) = super::anti_pirates::option(data, obs, c) {
        return text;
    }
    match c {
        Choice::Deploy {
            pirate: who,
            area: a,
        } => format!("Deploy {} in {}", p(who), area(data, *a)),
        Choice::NoDeploy => "Deploy no more now".into(),
        Choice::DeployByLot { pirate: who } => format!("Deploy {} where D66 says", p(who)),
        Choice::Draft { pirate: who } => {
            let r = &data.pirates[who.0 as usize];
            format!(
                "Draft {} (Initiative {}, Ability {}, Leadership {}, Cruelty {}, Cunning {}, Duel {})",
                p(who),
                r.initiative,
                r.ability,
                r.leadership,
                r.cruelty,
                r.cunning,
                r.duel
            )
        }
        Choice::Ship { pirate: who, kind } => {
            let s = data.ship(*kind).pirate.expect("a pirate's ship");
            format!(
                "{} takes a {} (Combat {}, Speed {}, Holds {})",
                p(who),
                ship(data, *kind),
                s.combat,
                s.speed,
                s.holds
            )
        }
        Choice::PlayForActions { card: c } => {
            let e = data.event(*c);
            match e.actions {
                blackbeard::content::Actions::Count(n) => format!(
                    "Play {} for {n} Action{}",
                    card(data, *c),
                    if n == 1 { "" } else { "s" }
                ),
                _ => format!("Play {}", card(data, *c)),
            }
        }
        Choice::PlayInitiative {
            card: c,
            pirate: who,
        } => format!(
            "Play {} for {}'s Initiative ({} Actions)",
            card(data, *c),
            p(who),
            data.pirates[who.0 as usize].initiative
        ),
        Choice::DiscardForActions { first, second } => match second {
            None => format!("Discard {} for one Action", card(data, *first)),
            Some(s) => format!(
                "Discard {} and {} for two Actions",
                card(data, *first),
                card(data, *s)
            ),
        },
        Choice::HeavyGuns {
            card: c,
            pirate: who,
        } => format!(
            "Play {}: Heavy Guns on {}'s ship (+2 to its Combat rolls), then 1 Action",
            card(data, *c),
            p(who)
        ),
        Choice::FairWinds {
            card: c,
            pirate: who,
            area: to,
        } => format!(
            "Play {}: {} sails at once to {}, then 1 Action",
            card(data, *c),
            p(who),
            area(data, *to)
        ),
        Choice::TreasureMap {
            card: c,
            pirate: who,
        } => format!(
            "Play {}: the treasure map to {}, then 1 Action",
            card(data, *c),
            p(who)
        ),
        Choice::Dig { pirate: who } => format!(
            "{} lands on the Isle of Pines and digs (1–2 nothing; else 3d6 × 100)",
            p(who)
        ),
        Choice::TakeLetter { card: c } => {
            let nation = match &obs.phase {
                Some(Phase::InPort(v)) => match data.ports[v.port.0 as usize].owner {
                    blackbeard::content::Owner::Nation(n) => format!("{n:?}"),
                    _ => String::new(),
                },
                _ => String::new(),
            };
            format!(
                "Take {}: a {nation} Letter of Marque (its ports Pro-Pirate to him; he may retire in them)",
                card(data, *c)
            )
        }
        Choice::FormAlliance { pirate: who, with } => format!(
            "{} and {} form a Pirate Alliance: they sail and act as one",
            p(who),
            p(with)
        ),
        Choice::BreakAlliance { pirate: who } => {
            let with = obs
                .ally(*who)
                .map_or(String::new(), |b| format!(" with {}", p(&b)));
            format!("Break {}'s alliance{with} (free)", p(who))
        }
        Choice::HitOn { pirate: who } => format!("The odd hit on {}'s ship", p(who)),
        Choice::EndTurn => "End the Player-Turn".into(),
        Choice::Move { pirate: who, to } => {
            let from = at(who).map_or(String::new(), |f| format!(" from {}", place(data, f)));
            format!("Sail {}{from} to {}", p(who), place(data, *to))
        }
        Choice::Find { pirate: who, port } => format!(
            "{} looks for the merchant off {} (d6 + Ability {}, 7 needed)",
            p(who),
            data.ports[port.0 as usize].name,
            data.pirates[who.0 as usize].ability
        ),
        Choice::DrawPirate => "Draw a Pirate card".into(),
        Choice::EndActions => "No more Actions".into(),
        Choice::Discard { card: c } => format!("Discard {}", card(data, *c)),
        Choice::Loot { pirate: who, port } => format!(
            "{} boards the merchant off {}",
            p(who),
            data.ports[port.0 as usize].name
        ),
        Choice::Seize(true) => "Seize her cargo and hostage".into(),
        Choice::Seize(false) => "Let her go (−1 loyalty)".into(),
        Choice::Stow(Stow::EmptyHold) => "Stow the cargo in an empty hold".into(),
        Choice::Stow(Stow::Jettison(i)) => format!("Throw hold {} overboard for it", i + 1),
        Choice::Stow(Stow::Abandon) => "Leave the cargo".into(),
        Choice::Stow(Stow::Convert) => "Take her as your ship, the cargo aboard".into(),
        Choice::Jettison { hold } => format!("Throw hold {} overboard", hold + 1),
        Choice::Torture(true) => "Torture the hostage for information".into(),
        Choice::Torture(false) => "Hold the hostage for ransom".into(),
        Choice::Revel(true) => {
            // 13.21: +3 in a Pirate Port, else +1.
            let ashore = match &obs.phase {
                Some(Phase::InPort(v)) => data.ports[v.port.0 as usize].is_pirate_port(),
                _ => false,
            };
            format!(
                "Debauchery & Revelry (+{} loyalty)",
                if ashore { 3 } else { 1 }
            )
        }
        Choice::Revel(false) => "Keep the crew at work".into(),
        Choice::Recover { pirate: who } => format!("{}'s crew recovers in port", p(who)),
        Choice::Successor { pirate: who } => format!("{} takes command", p(who)),
        Choice::Reroll(true) => "Roll it again (a point of Cunning)".into(),
        Choice::Reroll(false) => "Keep the die".into(),
        Choice::InPort { pirate: who } => {
            let here = match at(who) {
                Some(Location::Port { port, .. }) => format!(
                    " at {} ({})",
                    data.ports[port.0 as usize].name,
                    port_status(blackbeard::rules::port::seen_status(data, obs, port, *who))
                ),
                _ => String::new(),
            };
            format!("{}: In-Port Activities{here}", p(who))
        }
        Choice::Retire { pirate: who } => {
            let a = obs.afloat.iter().find(|a| a.pirate == *who);
            let vp = a.map_or(0, |a| 2 * a.notoriety + a.net_worth / 100);
            let haven = match a.map(|a| a.at) {
                Some(Location::Port { port, .. }) => obs.ports[port.0 as usize].haven == Some(*who),
                _ => false,
            };
            let how = if haven {
                "in his Safe Haven"
            } else {
                "with his Letter of Marque"
            };
            format!("{} retires {how} ({vp} VP)", p(who))
        }
        Choice::AttackPort { pirate: who, port } => {
            let def = &data.ports[port.0 as usize];
            let parts =
                blackbeard::rules::attack_parts(data, &obs.afloat, &obs.alliances, *who, *port);
            let attacked = obs.ports[port.0 as usize].attacked;
            format!(
                "{} attacks {} (d6 + {} = d6 + {} against {} + Defense {})",
                p(who),
                def.name,
                super::attack_parts(&parts),
                parts.sum(),
                if attacked { "2d6" } else { "d6" },
                def.defense
            )
        }
        Choice::Sack { pirate: who } => {
            let at = match obs.afloat.iter().find(|a| a.pirate == *who).map(|a| a.at) {
                Some(Location::Port { port, .. }) => data.ports[port.0 as usize].name.clone(),
                _ => "the port".into(),
            };
            let cruelty = blackbeard::rules::sack_cruelty(data, &obs.alliances, *who);
            let defense = match obs.afloat.iter().find(|a| a.pirate == *who).map(|a| a.at) {
                Some(Location::Port { port, .. }) => data.ports[port.0 as usize].defense,
                _ => 0,
            };
            format!(
                "{} sacks {at} (d6 + Cruelty {cruelty} over its Defense {defense})",
                p(who),
            )
        }
        Choice::BootyGrab {
            pirate: who,
            victim,
        } => {
            let booty: u32 = obs
                .afloat
                .iter()
                .find(|a| a.pirate == *victim)
                .map_or(0, |a| a.holds.iter().sum());
            format!(
                "{} grabs at {}'s booty ({booty} doubloons; d6 + Ability + 1 against his)",
                p(who),
                p(victim)
            )
        }
        Choice::PayFromHold { hold } => {
            let x = match &obs.phase {
                Some(Phase::Grab(g)) => obs
                    .afloat
                    .iter()
                    .find(|a| a.pirate == g.victim)
                    .and_then(|a| a.holds.get(*hold as usize).copied())
                    .unwrap_or(0),
                _ => 0,
            };
            format!("Pay from hold {} ({x} doubloons)", hold + 1)
        }
        Choice::DuelOn(true) => "Fight the duel again".into(),
        Choice::DuelOn(false) => "Let it be (both stay in port)".into(),
        Choice::SwapShips(false) => {
            "Take his booty, hostages, Information, Letter and map aboard your ship".into()
        }
        Choice::SwapShips(true) => {
            let ship_of = |w: &dyn Fn(&blackbeard::rules::GrabStep) -> Option<PirateId>| {
                let Some(Phase::Grab(g)) = &obs.phase else {
                    return String::new();
                };
                w(&g.step)
                    .and_then(|x| obs.afloat.iter().find(|a| a.pirate == x))
                    .and_then(|a| a.ship)
                    .map_or(String::new(), |k| format!(" ({})", ship(data, k)))
            };
            let theirs = ship_of(&|s| match s {
                blackbeard::rules::GrabStep::Spoils { loser, .. } => Some(*loser),
                _ => None,
            });
            format!("Take his ship{theirs} with everything aboard, and move all of yours into her")
        }
        Choice::IntoHold { hold } if matches!(obs.phase, Some(Phase::Treasure { .. })) => {
            let Some(Phase::Treasure { pirate: who, .. }) = &obs.phase else {
                unreachable!("matched");
            };
            let held = obs
                .afloat
                .iter()
                .find(|a| a.pirate == *who)
                .and_then(|a| a.holds.get(*hold as usize).copied());
            match held {
                Some(x) => format!("The treasure into hold {} (with {x} doubloons)", hold + 1),
                None => "The treasure into an empty hold".into(),
            }
        }
        Choice::IntoHold { hold } if matches!(obs.phase, Some(Phase::Grab(_))) => {
            let winner = match &obs.phase {
                Some(Phase::Grab(g)) => match g.step {
                    blackbeard::rules::GrabStep::Stow { winner, .. } => Some(winner),
                    _ => None,
                },
                _ => None,
            };
            let held = obs
                .afloat
                .iter()
                .find(|a| Some(a.pirate) == winner)
                .and_then(|a| a.holds.get(*hold as usize).copied());
            match held {
                Some(x) => format!("Into hold {} (with {x} doubloons)", hold + 1),
                None => "Into an empty hold".into(),
            }
        }
        Choice::BribeToRetire { pirate: who } => format!(
            "{} asks the governor's price to retire (D66 × 100 from Net Worth)",
            p(who)
        ),
        Choice::PayBribe(pay) if matches!(obs.phase, Some(Phase::RetireBribe { .. })) => {
            let Some(Phase::RetireBribe {
                pirate: who, price, ..
            }) = &obs.phase
            else {
                unreachable!("matched");
            };
            if *pay {
                let a = obs.afloat.iter().find(|a| a.pirate == *who);
                let vp = a.map_or(0, |a| 2 * a.notoriety + (a.net_worth - price) / 100);
                format!("Pay {price} and retire ({vp} VP)")
            } else {
                "Decline (−1 loyalty; this governor is asked no more)".into()
            }
        }
        _ => in_port_option(data, obs, c),
    }
}

/// An answer within an In-Port Activities Action (9.4), with its numbers.
fn in_port_option(data: &BbData, obs: &Observation, c: &Choice) -> String {
    let Some(Phase::InPort(v)) = &obs.phase else {
        return format!("{c:?}");
    };
    let a = obs.afloat.iter().find(|a| a.pirate == v.pirate);
    let holds = a.map_or(&[][..], |a| &a.holds[..]);
    let status = port::seen_status(data, obs, v.port, v.pirate);
    match c {
        Choice::Ransom { hostage } => {
            let h = &data.hostages[hostage.0 as usize];
            format!(
                "Ransom the {} (2d6 × Value {} × 50 doubloons)",
                h.name, h.value
            )
        }
        Choice::IntoHold { hold } => match holds.get(*hold as usize) {
            Some(x) => format!("Into hold {} (with {x} doubloons)", hold + 1),
            None => "Into an empty hold".into(),
        },
        Choice::ConvertHold { hold } => {
            let booty = holds.get(*hold as usize).copied().unwrap_or(0);
            format!(
                "Convert hold {}: {booty} doubloons to {} Net Worth",
                hold + 1,
                port::converted(status, booty)
            )
        }
        Choice::NextActivity => match v.step {
            VisitStep::Letter => "Keep the Letter of Marque in hand".into(),
            VisitStep::Ransom => "Ransom no more".into(),
            _ => "Convert no more holds".into(),
        },
        Choice::Refit(true) if status == PortStatus::PiratePort => {
            "Refit: every hit mended (a Pirate Port)".into()
        }
        Choice::Refit(true) if status == PortStatus::SafeHaven => {
            "Refit: half a die of hits, rounded up, +2".into()
        }
        Choice::Refit(true) => "Refit: half a die of hits mended, rounded up".into(),
        Choice::Refit(false) => "No Refit".into(),
        Choice::Repair { speed } => {
            let (hits, a) = match v.step {
                VisitStep::Repair { hits } => (hits, a),
                // 11.4: what his own ship left over, on his ally's.
                VisitStep::AllyRepair { hits } => (
                    hits,
                    obs.ally(v.pirate)
                        .and_then(|b| obs.afloat.iter().find(|x| x.pirate == b)),
                ),
                _ => (0, a),
            };
            let (speed_damage, combat_damage) = a.map_or((0, 0), |a| {
                let s = data
                    .ship(a.ship.expect("a ship"))
                    .pirate
                    .expect("a pirate's");
                (
                    (s.speed as i8 - a.speed).max(0) as u8,
                    s.combat.saturating_sub(a.combat),
                )
            });
            let combat = hits
                .min(speed_damage + combat_damage)
                .saturating_sub(*speed);
            format!("Mend {speed} Speed and {combat} Combat")
        }
        Choice::SeekHaven(true) => {
            "Seek a Safe Haven here (the governor's price: a die × 100)".into()
        }
        Choice::SeekHaven(false) => "No Safe Haven".into(),
        Choice::PayBribe(true) => match v.step {
            VisitStep::Bribe { price } => format!("Pay {price} from Net Worth: a Safe Haven"),
            _ => "Pay the price".into(),
        },
        Choice::PayBribe(false) => "Back out (the governor stays asked)".into(),
        other => format!("{other:?}"),
    }
}
