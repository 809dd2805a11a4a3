//! The Port Grid (2.3) as a window: every port by locator with its nation, Value–Defense and
//! governor, its Attacked or Destroyed marker, whose Safe Haven it is, and each pirate's
//! Information about it (all public: BB-R C 8.45–8.46). Opened from the orders' row ("Port
//! Grid") or with G.

use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, RichText};
use blackbeard::content::{BbData, Owner};
use blackbeard::rules::{Governor, Observation};

/// The Port Grid window is open.
#[derive(Resource, Default)]
pub struct PortGridOpen(pub bool);

/// One port's row: locator, name, nation, Value–Defense, governor, markers, haven, Information.
pub fn rows(data: &BbData, public: &Observation) -> Vec<[String; 7]> {
    let mut out: Vec<(u8, [String; 7])> = public
        .ports
        .iter()
        .map(|seen| {
            let def = &data.ports[seen.port.0 as usize];
            let (nation, ratings) = match def.owner {
                Owner::Nation(n) => (format!("{n:?}"), format!("{}–{}", def.value, def.defense)),
                Owner::PiratePort => ("Pirate Port".to_string(), "—".to_string()),
            };
            let governor = match seen.governor {
                Some(Governor::Pro(_)) => "Pro-Pirate",
                Some(Governor::Anti) => "Anti-Pirate",
                None => "—",
            };
            let marker = if seen.destroyed {
                "Destroyed"
            } else if seen.attacked {
                "Attacked"
            } else {
                ""
            };
            let haven = seen.haven.map_or(String::new(), |p| {
                super::super::words::pirate(data, p).to_string()
            });
            let info: Vec<String> = public
                .afloat
                .iter()
                .filter_map(|a| {
                    let n = a
                        .information
                        .iter()
                        .filter(|(p, _)| *p == seen.port)
                        .map(|(_, n)| *n)
                        .sum::<u8>();
                    (n > 0).then(|| format!("{} {n}", super::super::words::pirate(data, a.pirate)))
                })
                .collect();
            (
                def.locator,
                [
                    format!("{} {}", def.locator, def.name),
                    nation,
                    ratings,
                    governor.to_string(),
                    marker.to_string(),
                    haven,
                    info.join(", "),
                ],
            )
        })
        .collect();
    out.sort_by_key(|(l, _)| *l);
    out.into_iter().map(|(_, r)| r).collect()
}

const HEADINGS: [&str; 7] = [
    "Port",
    "Nation",
    "Value–Def.",
    "Governor",
    "Marker",
    "Safe Haven of",
    "Information",
];

/// The window, when open.
pub fn window(ctx: &egui::Context, open: &mut PortGridOpen, data: &BbData, public: &Observation) {
    if !open.0 {
        return;
    }
    let mut still = true;
    egui::Window::new("The Port Grid")
        .id("bb-port-grid".into())
        .frame(crate::widgets::panel_frame())
        .open(&mut still)
        .order(egui::Order::Foreground)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .default_size([720.0, 460.0])
        .collapsible(false)
        .show(ctx, |ui| {
            ui.label(
                RichText::new(
                    "Every port, its governor and markers, whose Safe Haven it is and what each pirate knows of it (open to all).",
                )
                .size(11.0),
            );
            egui::ScrollArea::vertical().max_height(400.0).show(ui, |ui| {
                egui::Grid::new("bb-port-grid-rows")
                    .striped(true)
                    .spacing([10.0, 2.0])
                    .show(ui, |ui| {
                        for h in HEADINGS {
                            ui.label(RichText::new(h).strong());
                        }
                        ui.end_row();
                        for row in rows(data, public) {
                            for (i, cell) in row.iter().enumerate() {
                                let text = RichText::new(cell);
                                let text = match cell.as_str() {
                                    "Destroyed" | "Anti-Pirate" if i == 3 || i == 4 => {
                                        text.color(Color32::from_rgb(170, 50, 40))
                                    }
                                    "Pro-Pirate" => text.color(Color32::from_rgb(40, 120, 60)),
                                    _ => text,
                                };
                                ui.label(text);
                            }
                            ui.end_row();
                        }
                    });
            });
        });
    open.0 &= still;
}

#[cfg(test)]
mod tests {
    use super::*;
    use blackbeard::rules::Blackbeard;
    use game_core::Session;
    use std::sync::Arc;

    // 2.3, 8.46, 9.45: the Port Grid lists every port once, in locator order, with whose Safe
    // Haven it is and each pirate's Information about it.
    #[test]
    fn the_port_grid_lists_every_port_with_its_havens_and_information() {
        let data = Arc::new(BbData::embedded().unwrap());
        let config = blackbeard::rules::Options::default().config(
            vec![blackbeard::rules::SeatKind::Human; 2],
            3,
            3,
            false,
        );
        let mut s = Session::<Blackbeard>::new(data.clone(), config).unwrap().0;
        // Through setup: each seat deploys and names a ship.
        while !matches!(s.state().phase, blackbeard::rules::Phase::CardPlay) {
            let pick = *s.decision().unwrap().options.last().unwrap();
            s.choose(pick).unwrap();
        }
        let mut state = s.state().clone();
        let havana = data.ports.iter().position(|p| p.name == "Havana").unwrap();
        let pirate = state.afloat[0].pirate;
        state.afloat[0].information = vec![(blackbeard::content::PortId(havana as u8), 2)];
        // A Pro-Pirate governor moved to Havana from the port that had him.
        let from = state
            .ports
            .iter()
            .position(|p| matches!(p.governor, Some(Governor::Pro(_))))
            .unwrap();
        state.ports[havana].governor = state.ports[from].governor.take();
        state.ports[havana].haven = Some(pirate);
        let s = Session::<Blackbeard>::from_state(data.clone(), state).unwrap();
        let public = s.observation(0).without_secrets();
        let rows = rows(&data, &public);
        assert_eq!(rows.len(), data.ports.len());
        let name = super::super::super::words::pirate(&data, pirate).to_string();
        let row = rows.iter().find(|r| r[0].ends_with("Havana")).unwrap();
        assert_eq!(row[5], name);
        assert_eq!(row[6], format!("{name} 2"));
        assert!(rows.windows(2).all(|w| {
            let l = |r: &[String; 7]| r[0].split(' ').next().unwrap().parse::<u8>().unwrap();
            l(&w[0]) < l(&w[1])
        }));
    }
}
