//! The left column: each seat in Player Order (its colour, VP, cards and Pirate cards in hand
//! counted, its own named when they are the viewer's) and a Pirate Display for each of its
//! pirates on the map (5, 6.2): ratings, ship, Speed, Combat and Loyalty, holds, hostages,
//! Notoriety, Cunning, Net Worth, D&R.

use crate::games::bb::colours::SEAT_COLOURS;
use crate::games::bb::mirror::BbTable;
use crate::games::bb::words;
use crate::table::viewer::Viewer;
use bevy_egui::egui::{self, Color32, RichText, Ui};
use blackbeard::content::BbData;
use blackbeard::rules::{Revelry, SeenAfloat};

/// A pirate's display in one line (the board's tip on his counter).
pub fn display_line(data: &BbData, a: &SeenAfloat) -> String {
    let def = &data.pirates[a.pirate.0 as usize];
    let ship = a.ship.map_or("ship not yet shown".to_string(), |k| {
        words::ship(data, k).to_string()
    });
    let holds = data_holds(data, a);
    format!(
        "{} ({}), {}: {ship}; Speed {}, Combat {}, Loyalty {}; holds {}; Notoriety {}; Cunning {}; Net Worth {}{}",
        def.name,
        def.short,
        words::seat_name(a.seat),
        a.speed,
        a.combat,
        a.loyalty,
        holds,
        a.notoriety,
        a.cunning,
        a.net_worth,
        revelry_words(a.revelry).map_or(String::new(), |r| format!("; {r}")),
    )
}

fn data_holds(data: &BbData, a: &SeenAfloat) -> String {
    let size = a
        .ship
        .and_then(|k| data.ship(k).pirate)
        .map_or(0, |s| s.holds);
    let filled: Vec<String> = a.holds.iter().map(|d| format!("{d}")).collect();
    if filled.is_empty() {
        format!("0 of {size} filled")
    } else {
        format!(
            "{} of {size} filled ({} doubloons)",
            filled.len(),
            filled.join(" + ")
        )
    }
}

fn revelry_words(r: Revelry) -> Option<String> {
    match r {
        Revelry::None => None,
        Revelry::Voluntary => Some("ashore in D&R (voluntary)".into()),
        Revelry::Involuntary { recovered } => Some(format!(
            "ashore in D&R (involuntary, {recovered} of 2 Recoveries)"
        )),
    }
}

/// The column's contents.
pub fn column(ui: &mut Ui, data: &BbData, table: &BbTable, viewer: &Viewer) {
    let Some(public) = &table.public else { return };
    let mine = table.seen.as_ref();
    for &seat in &public.order {
        let colour = SEAT_COLOURS[seat % SEAT_COLOURS.len()];
        ui.horizontal(|ui| {
            let (r, _) = ui.allocate_exact_size(egui::vec2(12.0, 12.0), egui::Sense::hover());
            ui.painter().circle_filled(r.center(), 6.0, colour);
            let mut head = RichText::new(words::seat_name(seat)).strong();
            if public.pirate_player == seat && public.over.is_none() {
                head = head.underline();
            }
            ui.label(head);
            let kind = match public.seats.get(seat) {
                Some(blackbeard::rules::SeatKind::Random) => " · Random pirate",
                _ => "",
            };
            ui.label(format!("VP {}{kind}", public.vp[seat]));
            if table
                .connected
                .as_ref()
                .is_some_and(|c| c.get(seat) == Some(&false))
            {
                ui.weak("(away)");
            }
        });
        let cards = public.hand_sizes[seat];
        let pirates_in_hand = public.pirate_hand_sizes[seat];
        let own = mine.filter(|o| o.seat == seat && viewer.shown() == Some(seat));
        match own {
            Some(o) if !o.pirate_hand.is_empty() => {
                let names: Vec<&str> = o
                    .pirate_hand
                    .iter()
                    .map(|p| words::pirate(data, *p))
                    .collect();
                ui.label(format!(
                    "{cards} Event cards; Pirate cards in hand: {}",
                    names.join(", ")
                ));
            }
            _ => {
                ui.label(format!(
                    "{cards} Event cards, {pirates_in_hand} Pirate cards in hand"
                ));
            }
        }
        for a in public.afloat.iter().filter(|a| a.seat == seat) {
            // A ship named in secret shows to its own seat before all are shown (3.0 step 7).
            let a = own
                .and_then(|o| o.afloat.iter().find(|x| x.pirate == a.pirate))
                .unwrap_or(a);
            // 9.34: his Safe Havens (the Port Grid is open).
            let havens: Vec<&str> = public
                .ports
                .iter()
                .filter(|p| p.haven == Some(a.pirate))
                .map(|p| data.ports[p.port.0 as usize].name.as_str())
                .collect();
            // 17.2 #8: pardoned while the General Pardon is in force.
            let pardoned = public
                .pardon
                .as_ref()
                .is_some_and(|p| p.pirates.contains(&a.pirate));
            display(
                ui,
                data,
                a,
                colour,
                &havens,
                pardoned,
                public.ally(a.pirate),
            );
        }
        ui.add_space(4.0);
    }
}

/// One Pirate Display.
fn display(
    ui: &mut Ui,
    data: &BbData,
    a: &SeenAfloat,
    colour: Color32,
    havens: &[&str],
    pardoned: bool,
    ally: Option<blackbeard::content::PirateId>,
) {
    let def = &data.pirates[a.pirate.0 as usize];
    egui::Frame::group(ui.style())
        .stroke(egui::Stroke::new(1.5, colour))
        .inner_margin(4.0)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            let r = ui.label(
                RichText::new(format!("{} · {}", def.name, words::place(data, a.at))).strong(),
            );
            r.on_hover_text(&def.bio);
            ui.label(
                RichText::new(format!(
                    "Init {} · Ability {} · Lead {} · Cruelty {} · Duel {}",
                    def.initiative, def.ability, def.leadership, def.cruelty, def.duel
                ))
                .size(11.0),
            );
            match a.ship {
                Some(k) => {
                    ui.label(format!(
                        "{}: Speed {} · Combat {} · Loyalty {}",
                        words::ship(data, k),
                        a.speed,
                        a.combat,
                        a.loyalty
                    ));
                    let max = f32::from(data.loyalty_max.max(1));
                    let bar = egui::ProgressBar::new(f32::from(a.loyalty) / max)
                        .desired_height(6.0)
                        .fill(if a.loyalty <= 2 {
                            Color32::from_rgb(190, 40, 30)
                        } else {
                            Color32::from_rgb(60, 130, 70)
                        });
                    ui.add(bar).on_hover_text(format!(
                        "Crew Loyalty {} of {} (a mutiny at 0: 14)",
                        a.loyalty, data.loyalty_max
                    ));
                }
                None => {
                    ui.weak("Ship chosen in secret; shown when all have chosen.");
                }
            }
            ui.label(format!("Holds: {}", data_holds(data, a)));
            if !a.hostages.is_empty() {
                let names: Vec<&str> = a
                    .hostages
                    .iter()
                    .map(|(h, _)| data.hostages[h.0 as usize].name.as_str())
                    .collect();
                ui.label(format!("Hostages: {}", names.join(", ")));
            }
            ui.label(format!(
                "Notoriety {} · Cunning {} · Net Worth {}",
                a.notoriety, a.cunning, a.net_worth
            ));
            if !havens.is_empty() {
                ui.label(format!("Safe Havens: {}", havens.join(", ")));
            }
            // 9.58: the Attack History box: those nations' ports are closed to him.
            if !a.attacked.is_empty() {
                let nations: Vec<String> = a.attacked.iter().map(|n| format!("{n:?}")).collect();
                ui.label(format!("Attacked: {} (their ports closed to him)", nations.join(", ")))
                    .on_hover_text("9.58: every port of a nation he attacked is Anti-Pirate to him, but his Safe Havens.");
            }
            // The markers on his display: an alliance, Letter of Marque, Heavy Guns, Scurvy, the
            // treasure map, the Governors Bribed box, the Pardon.
            let mut markers: Vec<(String, &str)> = Vec::new();
            if let Some(b) = ally {
                markers.push((
                    format!("Allied with {}", words::pirate(data, b)),
                    "11: they sail and act as one; the one with more Notoriety leads.",
                ));
            }
            if let Some(n) = a.letter {
                markers.push((
                    format!("Letter of Marque ({n:?})"),
                    "17.2 #12: every port of that nation is Pro-Pirate to him; he may retire in one.",
                ));
            }
            if a.heavy_guns.is_some() {
                markers.push((
                    "Heavy Guns".into(),
                    "17.2 #10: +2 to his ship's Combat rolls.",
                ));
            }
            if a.scurvy {
                markers.push((
                    "Scurvy".into(),
                    "17.2 #18: −1 loyalty as each of his seat's turns begins, until he enters a port.",
                ));
            }
            if a.treasure_map.is_some() {
                markers.push((
                    "Treasure map".into(),
                    "17.2 #1: an Action at sea in the West Caribbean digs on the Isle of Pines.",
                ));
            }
            if !a.bribed.is_empty() {
                markers.push((
                    format!("Governors asked: {}", a.bribed.len()),
                    "9.45, 18.41 D: each governor is asked his price once.",
                ));
            }
            if pardoned {
                markers.push((
                    "Pardoned".into(),
                    "17.2 #8: entering an English port open to him, he converts his booty and retires.",
                ));
            }
            if !markers.is_empty() {
                ui.horizontal_wrapped(|ui| {
                    for (m, why) in markers {
                        ui.label(
                            RichText::new(m)
                                .size(11.0)
                                .color(Color32::from_rgb(110, 70, 20)),
                        )
                        .on_hover_text(why);
                    }
                });
            }
            if let Some(r) = revelry_words(a.revelry) {
                ui.label(RichText::new(r).color(Color32::from_rgb(140, 60, 20)));
            }
        });
}
