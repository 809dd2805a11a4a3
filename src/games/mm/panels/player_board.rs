//! Player boards: each captain's card, ship, hit-location cubes, gold, cargo and glory. Secrets
//! (the captain before the reveal, stash, cargo cards) show only to their own seat.

use crate::content::{GameData, HitLocation, Nation, Switch};
use crate::games::mm::board::SEAT_COLOURS;
use crate::games::mm::mirror::TableView;
use crate::games::mm::words::seat_name;
use crate::rules::Observation;
use crate::rules::observation::PublicSeat;
use bevy::prelude::*;
use bevy_egui::egui;

pub(crate) use crate::games::mm::board::colour32;

/// One row of cubes: filled up to `now`, hollow up to `max`.
fn cubes(ui: &mut egui::Ui, name: &str, now: u8, max: u8, colour: egui::Color32) {
    track(ui, name, now, max, colour, "destroyed");
}

/// A row of `max` boxes, `now` of them filled; `empty` is said when none is.
/// MODULE 11: the crew's step on the loyalty track (eight steps, Mutiny to Fierce, the
/// current one marked), named, with what it does on hover.
fn loyalty(ui: &mut egui::Ui, now: i8, barred: usize) {
    use crate::rules::loyalty::{CONTENT, FIERCE, MUTINY};
    let r = ui.horizontal(|ui| {
        ui.label(
            egui::RichText::new(format!("{:<8}", "Loyalty"))
                .monospace()
                .size(11.0),
        );
        for step in MUTINY..=FIERCE {
            let (rect, _) = ui.allocate_exact_size([9.0, 11.0].into(), egui::Sense::hover());
            let p = ui.painter();
            let tone = match step {
                s if s > CONTENT => egui::Color32::from_rgb(60, 150, 70),
                CONTENT => egui::Color32::from_rgb(150, 140, 110),
                _ => egui::Color32::from_rgb(190, 70, 50),
            };
            if step == now {
                p.rect_filled(rect.shrink(1.0), 2.0, tone);
            } else {
                p.rect_stroke(
                    rect.shrink(1.0),
                    2.0,
                    egui::Stroke::new(1.0, tone),
                    egui::StrokeKind::Inside,
                );
            }
        }
        let mut name = crate::games::mm::words::loyalty::step(now).to_string();
        match barred {
            0 => {}
            1 => name.push_str(" (a glory card barred this turn)"),
            n => name.push_str(&format!(" ({n} glory cards barred this turn)")),
        }
        ui.label(egui::RichText::new(name).size(11.0));
    });
    r.response.on_hover_text(format!(
        "The crew's loyalty, from Mutiny up to Fierce loyalty: {}. Now: {}. Down a step with \
         each NPC captain's event card, a stash declared, a turn begun and ended in one port; \
         up with each glory point, and for the next step's price in port.",
        crate::games::mm::words::loyalty::step(now),
        crate::games::mm::words::loyalty::effects(now)
    ));
}

fn track(
    ui: &mut egui::Ui,
    name: &str,
    now: u8,
    max: u8,
    colour: egui::Color32,
    empty: &str,
) -> egui::Response {
    ui.horizontal(|ui| {
        ui.label(
            egui::RichText::new(format!("{name:<8}"))
                .monospace()
                .size(11.0),
        );
        for i in 0..max {
            let (rect, _) = ui.allocate_exact_size([11.0, 11.0].into(), egui::Sense::hover());
            let p = ui.painter();
            if i < now {
                p.rect_filled(rect.shrink(1.0), 2.0, colour);
            } else {
                p.rect_stroke(
                    rect.shrink(1.0),
                    2.0,
                    egui::Stroke::new(1.0, egui::Color32::GRAY),
                    egui::StrokeKind::Inside,
                );
            }
        }
        if now == 0 {
            ui.label(
                egui::RichText::new(empty)
                    .size(10.0)
                    .color(egui::Color32::DARK_RED),
            );
        }
    })
    .response
}

/// The boards' order: turn order (seat order before it is drawn), `first` moved to the top.
fn board_order(turn_order: &[usize], seats: usize, first: Option<usize>) -> Vec<usize> {
    let mut order: Vec<usize> = if turn_order.is_empty() {
        (0..seats).collect()
    } else {
        turn_order.to_vec()
    };
    if let Some(i) = first.and_then(|f| order.iter().position(|s| *s == f)) {
        let f = order.remove(i);
        order.insert(0, f);
    }
    order
}

/// Draw every seat's board from the table's mirror; `me` is the viewer's own observation, while
/// their face is shown (their secrets appear on their own board only). The viewer's board (or,
/// on the public face, the deciding seat's) comes first and in full, so your gold, cargo and
/// hold are in view on your turn whatever your place in the turn order; the others show one
/// line each, opened with their ▸ (issue 29).
pub fn boards(
    ui: &mut egui::Ui,
    data: &GameData,
    seats: &[PublicSeat],
    view: &TableView,
    me: Option<&Observation>,
) {
    let active = view.deciding.map(|(seat, _)| seat);
    let first = me.map(|o| o.seat).or(active);
    for seat in board_order(&view.turn_order, seats.len(), first) {
        let Some(public) = seats.iter().find(|s| s.seat == seat) else {
            continue;
        };
        let own = me.filter(|o| o.seat == seat).map(|o| &o.me);
        let mine = own.is_some();
        let colour = colour32(SEAT_COLOURS[seat % 4]);
        let stroke = if active == Some(seat) { 2.5 } else { 1.0 };
        let open_id = egui::Id::new(("board-open", seat));
        let pinned = first == Some(seat) || seats.len() == 1;
        let open = pinned || ui.data(|d| d.get_temp::<bool>(open_id).unwrap_or(false));
        egui::Frame::new()
            .stroke(egui::Stroke::new(stroke, colour))
            .corner_radius(4)
            .inner_margin(6)
            .show(ui, |ui| {
                ui.set_width(250.0);
                ui.horizontal(|ui| {
                    let (rect, _) =
                        ui.allocate_exact_size([14.0, 14.0].into(), egui::Sense::hover());
                    ui.painter().circle_filled(rect.center(), 6.0, colour);
                    let kind = crate::games::mm::words::seat_kind(public.kind);
                    ui.label(egui::RichText::new(format!("{}{kind}", seat_name(seat))).strong());
                    // Online: whether a human seat's player is at the table now.
                    if let Some(here) = view.connected.as_ref().and_then(|c| c.get(seat))
                        && public.kind == crate::rules::SeatKind::Human
                    {
                        let (dot, tip, c) = if *here {
                            (
                                "●",
                                "At the table now",
                                egui::Color32::from_rgb(30, 120, 30),
                            )
                        } else {
                            ("○", "Away: the table waits for them", egui::Color32::GRAY)
                        };
                        ui.label(egui::RichText::new(dot).color(c))
                            .on_hover_text(tip);
                    }
                    if active == Some(seat) && view.connected.is_some() {
                        let wait = match view.deadline {
                            Some(at) => format!("to play · {}", countdown(at)),
                            None => "to play".into(),
                        };
                        ui.label(egui::RichText::new(wait).size(11.0).italics());
                    }
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        if !pinned {
                            let arrow = if open { "▾" } else { "▸" };
                            let r = ui.small_button(arrow).on_hover_text(if open {
                                "Fold this board"
                            } else {
                                "Open this board"
                            });
                            crate::widgets::named::named(ui, &r, &format!("Board {}", seat + 1));
                            if r.clicked() {
                                ui.data_mut(|d| d.insert_temp(open_id, !open));
                            }
                        }
                        // A folded board's glory goes on its one line (the name is long).
                        if open {
                            ui.label(format!("★ {}", public.glory));
                        }
                    });
                });
                if !open {
                    // One line: glory, the ship, the gold aboard and the cargo count.
                    let ship = public.ship.as_ref().map_or("ship unseen".to_string(), |s| {
                        data.ship(s.class).name.clone()
                    });
                    let gold = public
                        .gold
                        .map_or("Gold ?".to_string(), |g| format!("Gold {g}"));
                    ui.label(
                        egui::RichText::new(format!(
                            "★ {} · {ship} · {gold} · Cargo {}",
                            public.glory, public.cargo_count
                        ))
                        .size(10.5),
                    );
                    return;
                }
                let captain = public.captain.or(own.map(|o| o.captain));
                match captain {
                    Some(c) => {
                        let c = data.captain(c);
                        ui.label(
                            egui::RichText::new(format!("{} — {:?}", c.name, c.nation)).italics(),
                        );
                        ui.label(
                            egui::RichText::new(format!(
                                "Sea {} · Lead {} · Scout {} · Infl {}",
                                c.seamanship, c.leadership, c.scouting, c.influence
                            ))
                            .size(11.0),
                        );
                        ui.label(
                            egui::RichText::new(format!("{}: {}", c.ability.name, c.ability.text))
                                .size(10.5),
                        )
                        .on_hover_text("Captain ability");
                    }
                    None => {
                        ui.label(egui::RichText::new("Captain: face down").italics());
                    }
                }
                // VARIANT 5: a captain card flipped after an off-turn scout.
                if public.flipped {
                    ui.label(
                        egui::RichText::new("Card flipped: 2 fewer actions next turn")
                            .size(10.5)
                            .color(egui::Color32::from_rgb(150, 40, 30)),
                    )
                    .on_hover_text(
                        "This captain scouted off-turn (Cutthroat): its card flips back at the \
                         start of its next turn, which has 2 fewer actions. No off-turn scouting \
                         until then.",
                    );
                }
                let ship = public.ship.as_ref().or(own.and_then(|o| o.ship.as_ref()));
                if let Some(ship) = ship {
                    let card = data.ship(ship.class);
                    ui.label(format!(
                        "{} · manoeuvrability {}",
                        card.name,
                        crate::rules::ship::maneuverability(ship, data)
                    ));
                    let full = crate::rules::ship::max_values(ship, data);
                    for loc in HitLocation::ALL {
                        cubes(
                            ui,
                            &format!("{loc:?}"),
                            ship.hits.get(loc),
                            full.get(loc),
                            colour,
                        );
                    }
                }
                ui.horizontal(|ui| {
                    match public.gold {
                        Some(gold) => {
                            ui.label(format!("Gold {gold}"));
                        }
                        None => {
                            ui.label("Gold ?").on_hover_text(
                                "This captain has used the chest at home: the gold aboard is \
                                 no longer counted in public, or the chest would be known.",
                            );
                        }
                    }
                    ui.label(format!("· Cargo {}", public.cargo_count));
                    if let Some(o) = own {
                        ui.label(format!("· Stash {} (secret)", o.stash))
                            .on_hover_text(format!(
                                "Your chest at home holds {}.",
                                crate::games::mm::words::port::stash_worth(data, o.stash)
                            ));
                    }
                });
                if let Some(ship) = ship
                    && !ship.mods.is_empty()
                {
                    let mods: Vec<&str> = ship
                        .mods
                        .iter()
                        .map(|m| crate::games::mm::words::port::ship_mod(m.kind))
                        .collect();
                    ui.label(egui::RichText::new(format!("Mods: {}", mods.join("; "))).size(10.5));
                }
                if !public.weapons.is_empty() {
                    let w: Vec<&str> = public
                        .weapons
                        .iter()
                        .map(|w| crate::games::mm::words::port::weapon(*w))
                        .collect();
                    // One slot a type: three in the base game, six with MODULE 2.
                    let slots = data.weapons().count();
                    ui.label(format!("Weapons {}/{slots}: {}", w.len(), w.join(", ")))
                        .on_hover_text(format!(
                            "Special weapons aboard, one of each type at most ({slots} types \
                             in this game)."
                        ));
                }
                // MODULE 10: the favor track, public.
                if data.switches.on(Switch::Favors) {
                    let max = data.tokens.prices.favors_max;
                    track(ui, "Favors", public.favors, max, colour, "none").on_hover_text(format!(
                        "Favors: {} of {max}. Bought in port ({} gold each, the last \
                             activity) and gained with missions; one redraws cards just drawn, \
                             re-rolls a failed roll outside combat or makes an NPC look again; \
                             one per bounty opens a closed port. Lost when the captain dies or \
                             retires.",
                        public.favors, data.tokens.prices.favor
                    ));
                }
                // MODULE 11: the loyalty track, public.
                if data.switches.on(Switch::Loyalty) {
                    loyalty(ui, public.loyalty, public.glory_barred);
                }
                let wanted: Vec<String> = Nation::ALL
                    .iter()
                    .filter(|n| public.bounties[n.index()] > 0)
                    .map(|n| format!("{n:?} {}", public.bounties[n.index()]))
                    .collect();
                if !wanted.is_empty() {
                    ui.label(format!("Bounties: {}", wanted.join(", ")));
                }
                if let Some(o) = own
                    && let Some(r) = o.rumor
                {
                    ui.label(
                        egui::RichText::new(format!(
                            "Rumor (secret): {} — in {}",
                            data.rumor(r).name,
                            data.port(data.rumor(r).port).name
                        ))
                        .size(10.5),
                    )
                    .on_hover_text(&data.rumor(r).text);
                } else if public.has_rumor {
                    ui.label(egui::RichText::new("Holds a rumor, face down").size(10.5));
                }
                if let Some(m) = public.mission {
                    let m = data.mission(m);
                    ui.label(
                        egui::RichText::new(format!(
                            "Mission: {} — to {}",
                            m.name,
                            data.port(m.deliver_to).name
                        ))
                        .size(10.5),
                    )
                    .on_hover_text(&m.text);
                }
                if !public.specialists.is_empty() {
                    ui.label(egui::RichText::new("Specialists:").size(10.5));
                    for c in &public.specialists {
                        let card = data.glory_card(*c);
                        ui.label(egui::RichText::new(format!("  {}", card.name)).size(10.5))
                            .on_hover_text(&card.text);
                    }
                }
                if mine && let Some(o) = own {
                    for c in &o.glory_cards {
                        let card = data.glory_card(*c);
                        ui.label(
                            egui::RichText::new(format!("Glory card: {}", card.name)).size(10.5),
                        )
                        .on_hover_text(&card.text);
                    }
                } else if public.glory_count > 0 {
                    ui.label(
                        egui::RichText::new(format!(
                            "{} glory card(s), face down",
                            public.glory_count
                        ))
                        .size(10.5),
                    );
                }
                if mine
                    && let Some(o) = own
                    && !o.cargo.is_empty()
                {
                    let goods: Vec<&str> = o
                        .cargo
                        .iter()
                        .map(|c| data.good(data.cargo_deck[c.0 as usize].good).name.as_str())
                        .collect();
                    ui.label(format!("Hold: {}", goods.join(", ")));
                }
                super::contraband_row::show(ui, data, public, own);
            });
        ui.add_space(4.0);
    }
}

/// The time left until `deadline` (milliseconds since 1970), as a player reads it.
fn countdown(deadline: u64) -> String {
    let left = deadline.saturating_sub(crate::online::unix_ms()) / 1000;
    match left {
        0 => "time is up".into(),
        s if s < 120 => format!("{s} s left"),
        s if s < 7200 => format!("{} min left", s / 60),
        s => format!("{} h left", s / 3600),
    }
}

#[cfg(test)]
mod tests {
    use super::board_order;

    // Issue 29, "your own board in view on your turn": the viewer's (or deciding) seat comes
    // first whatever its place in the turn order; the rest keep the turn order.
    #[test]
    fn the_viewers_board_comes_first() {
        assert_eq!(board_order(&[2, 0, 1], 3, Some(1)), [1, 2, 0]);
        assert_eq!(board_order(&[2, 0, 1], 3, Some(2)), [2, 0, 1]);
        assert_eq!(board_order(&[2, 0, 1], 3, None), [2, 0, 1]);
        assert_eq!(
            board_order(&[], 3, Some(2)),
            [2, 0, 1],
            "before the turn order is drawn"
        );
    }
}
