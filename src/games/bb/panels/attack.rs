//! An attack on a port (9.52) or its sack (9.55) while its die waits on the pirate's Cunning:
//! both totals, every modifier named, in the middle of the table (the log names them too once
//! the dice stand).

use crate::games::bb::mirror::BbTable;
use crate::games::bb::words;
use bevy_egui::egui::{self, Color32, RichText, Ui};
use blackbeard::content::{BbData, PirateId, PortId};
use blackbeard::rules::{Observation, Phase, Reroll};

/// What the panel shows: the pirate, the port, his die, the port's dice (none for a sack).
struct Roll {
    pirate: PirateId,
    port: PortId,
    die: u8,
    defence_dice: Option<Vec<u8>>,
}

fn rolled(public: &Observation) -> Option<Roll> {
    let Some(Phase::Cunning(offer)) = public.phase.as_ref() else {
        return None;
    };
    let (port, defence_dice) = match &offer.roll {
        Reroll::Attack {
            port, defence_dice, ..
        } => (*port, Some(defence_dice.clone())),
        Reroll::Sack { port, .. } => (*port, None),
        _ => return None,
    };
    Some(Roll {
        pirate: offer.pirate,
        port,
        die: offer.die,
        defence_dice,
    })
}

/// The lines of the panel: his side, the port's side, the outcome as the dice stand.
pub fn lines(data: &BbData, public: &Observation) -> Option<[String; 3]> {
    let r = rolled(public)?;
    let port = &data.ports[r.port.0 as usize];
    let who = words::pirate(data, r.pirate);
    Some(match &r.defence_dice {
        Some(dice) => {
            let parts = blackbeard::rules::attack_parts(
                data,
                &public.afloat,
                &public.alliances,
                r.pirate,
                r.port,
            );
            let total = r.die + parts.sum();
            let defence = dice.iter().sum::<u8>() + port.defense;
            let dice_words = dice
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(" + ");
            [
                format!(
                    "{who}: die {} + {} = {total}",
                    r.die,
                    words::attack_parts(&parts)
                ),
                format!(
                    "{}: {} {dice_words} + Defense {} = {defence}",
                    port.name,
                    if dice.len() == 2 { "2d6" } else { "die" },
                    port.defense
                ),
                if total > defence {
                    "As the dice stand: the port is his.".into()
                } else {
                    "As the dice stand: beaten off (hits as the difference).".into()
                },
            ]
        }
        None => {
            let cruelty = blackbeard::rules::sack_cruelty(data, &public.alliances, r.pirate);
            let total = r.die + cruelty;
            [
                format!("{who}: die {} + Cruelty {cruelty} = {total}", r.die),
                format!("{}: Defense {}", port.name, port.defense),
                if total > port.defense {
                    "As the dice stand: the town burns.".into()
                } else {
                    "As the dice stand: the town holds.".into()
                },
            ]
        }
    })
}

/// The three lines (his side strong, the outcome in ink) and what Cunning would do.
pub(super) fn panel(ui: &mut Ui, lines: [String; 3], cunning: &str) {
    let [mine, theirs, outcome] = lines;
    ui.label(RichText::new(mine).strong());
    ui.label(theirs);
    ui.label(RichText::new(outcome).color(Color32::from_rgb(150, 80, 0)));
    ui.label(RichText::new(cunning).size(11.0));
}

pub fn window(
    ctx: &egui::Context,
    layout: &crate::ui::arrange::Layout,
    data: &BbData,
    table: &BbTable,
) {
    let Some(public) = table.public.as_ref() else {
        return;
    };
    let Some(lines) = lines(data, public) else {
        return;
    };
    let title = if lines[1].contains("Defense") && lines[0].contains("Cruelty") {
        "Sack"
    } else {
        "Attack on a port"
    };
    super::walk::window(ctx, layout, title, "battle-panel", |ui| {
        panel(ui, lines, "A point of Cunning rolls his die again (12).")
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use blackbeard::rules::{Blackbeard, Choice, Kind, Location};
    use game_core::Session;
    use std::sync::Arc;

    // 9.52, 12: while a lost attack's die waits on Cunning, the panel shows both totals with
    // every modifier named, and what the dice say as they stand.
    #[test]
    fn the_attack_panel_names_both_totals_and_every_modifier() {
        let data = Arc::new(BbData::embedded().unwrap());
        let config = blackbeard::rules::Options::default().config(
            vec![blackbeard::rules::SeatKind::Human; 2],
            4,
            4,
            false,
        );
        let mut s = Session::<Blackbeard>::new(data.clone(), config).unwrap().0;
        while !matches!(s.state().phase, Phase::CardPlay) {
            let pick = *s.decision().unwrap().options.last().unwrap();
            s.choose(pick).unwrap();
        }
        let san_juan = data
            .ports
            .iter()
            .position(|p| p.name == "San Juan")
            .unwrap();
        let port = PortId(san_juan as u8);
        let mut shown = false;
        for seed in 0..40 {
            let mut st = s.state().clone();
            let seat = st.pirate_player();
            let i = st.afloat.iter().position(|a| a.seat == seat).unwrap();
            let pirate = st.afloat[i].pirate;
            st.afloat[i].at = Location::Sea(data.ports[san_juan].areas[0]);
            st.afloat[i].cunning = 1;
            st.afloat[i].information = vec![(port, 1)];
            st.phase = Phase::Actions {
                left: 1,
                pirate: None,
            };
            st.rng = game_core::rng::GameRng::from_seed(seed);
            let mut t = Session::<Blackbeard>::from_state(data.clone(), st).unwrap();
            t.choose(Choice::AttackPort { pirate, port }).unwrap();
            // 4.63: the other seat passes in the window on the announced attack.
            while t.decision().unwrap().kind == Kind::Window {
                t.choose(Choice::Pass).unwrap();
            }
            if !matches!(t.decision().unwrap().kind, Kind::Cunning { .. }) {
                continue;
            }
            let public = t.observation(0).without_secrets();
            let [mine, theirs, outcome] = lines(&data, &public).unwrap();
            let ability = data.pirates[pirate.0 as usize].ability;
            let combat = t.state().afloat_of(pirate).unwrap().combat;
            assert!(
                mine.contains(&format!(
                    "Combat {combat} + Ability {ability} + Information 1 = "
                )),
                "{mine}"
            );
            assert!(
                theirs.starts_with("San Juan: die ") && theirs.contains("+ Defense 7 = "),
                "{theirs}"
            );
            assert!(
                outcome.contains("beaten off"),
                "offered only when it would be lost"
            );
            shown = true;
        }
        assert!(shown);
    }
}
