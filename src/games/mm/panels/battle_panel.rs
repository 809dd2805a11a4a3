//! The battle panel: a fight at sea for the whole table to follow — both ships' hit locations
//! side by side (what is left of each, of its top), this round's declarations, the SEAMANSHIP
//! dice and who won, and the cannon hits on their way. The choices are the Orders' buttons.

use crate::content::{DieFace, GameData, HitLocation, SpecialWeapon};
use crate::games::mm::mirror::{SeatBoard, TableView};
use crate::games::mm::words::battle::{boost, moment};
use crate::games::mm::words::port::location;
use crate::games::mm::words::side_name;
use crate::rules::MerchantsAndMarauders as Mm;
use crate::rules::state::{Battle, BattleStep, Boost, Ship, Side};
use crate::rules::{NavalAction, Seat, ship};
use crate::table::assets::LoadedData;
use crate::ui::encounter::encounter_window;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, panel.in_set(super::MmPanels));
}

fn panel(
    mut contexts: EguiContexts,
    layout: Res<crate::ui::arrange::Layout>,
    view: Res<TableView>,
    boards: Query<&SeatBoard>,
    data: Option<Res<LoadedData<Mm>>>,
) -> Result {
    let (Some(b), Some(data)) = (view.battle.as_ref(), data) else {
        return Ok(());
    };
    let data = &*data.0;
    let ship_of = |seat: Seat| {
        boards
            .iter()
            .find(|x| x.0.seat == seat)
            .and_then(|x| x.0.ship.clone())
    };
    let ships = b.sides.map(|s| match s {
        Side::Captain(seat) => ship_of(seat),
        Side::Npc(slot) => view
            .npcs
            .iter()
            .find(|n| n.slot == slot)
            .and_then(|n| n.ship.clone()),
    });
    // What each side carries: its ship's mods, and its weapons (an NPC's: Module 4's upgrades).
    let weapons = b.sides.map(|s| match s {
        Side::Captain(seat) => boards
            .iter()
            .find(|x| x.0.seat == seat)
            .map(|x| x.0.weapons.clone())
            .unwrap_or_default(),
        Side::Npc(slot) => view
            .npcs
            .iter()
            .find(|n| n.slot == slot)
            .map(|n| n.weapons.clone())
            .unwrap_or_default(),
    });
    let kit = [0, 1].map(|i| kit(ships[i].as_ref(), &weapons[i]));
    let title = format!("Battle · {}", data.zone(b.zone).name);
    encounter_window(title, "battle-panel", 420.0, &layout).show(contexts.ctx_mut()?, |ui| {
        crate::ui::encounter::encounter_body(ui, &layout, |ui| contents(ui, data, b, &ships, &kit))
    });
    Ok(())
}

/// A side's mods (a spent one in brackets) and unspent weapons, in a line.
fn kit(ship: Option<&Ship>, weapons: &[SpecialWeapon]) -> String {
    let mut parts: Vec<String> = ship
        .iter()
        .flat_map(|s| &s.mods)
        .map(|m| {
            let name = crate::games::mm::words::upgrades::mod_short(m.kind);
            if m.flipped {
                format!("({name})")
            } else {
                name.to_string()
            }
        })
        .collect();
    parts.extend(
        weapons
            .iter()
            .map(|w| crate::games::mm::words::port::weapon(*w).to_string()),
    );
    if parts.is_empty() {
        "—".into()
    } else {
        parts.join(", ")
    }
}

fn contents(
    ui: &mut egui::Ui,
    data: &GameData,
    b: &Battle,
    ships: &[Option<Ship>; 2],
    kit: &[String; 2],
) {
    let names = b.sides.map(side_name);
    ui.label(
        egui::RichText::new(match b.step {
            BattleStep::Plunder { winner } | BattleStep::KeepRumor { winner } => {
                format!("{} plunders the beaten ship", names[winner])
            }
            _ if b.round == 0 => "Long guns fire before the first round".into(),
            _ => format!("Naval combat, round {}", b.round),
        })
        .strong(),
    );
    // NPC ships in combat are steered by another seat: the table should know whose hand it is.
    for side in b.sides {
        if let Side::Npc(_) = side {
            ui.label(format!(
                "{} is steered by {}",
                crate::games::mm::words::battle::capitalised(&side_name(side)),
                crate::games::mm::words::seat_name(b.steering)
            ));
        }
    }
    egui::Grid::new("battle-ships")
        .num_columns(3)
        .striped(true)
        .show(ui, |ui| {
            ui.label("");
            ui.label(egui::RichText::new(format!("{} (aggressor)", names[0])).strong());
            ui.label(egui::RichText::new(&names[1]).strong());
            ui.end_row();
            ui.label("Ship");
            for s in ships {
                ui.label(
                    s.as_ref()
                        .map_or("—".into(), |s| data.ship(s.class).name.clone()),
                );
            }
            ui.end_row();
            for loc in HitLocation::ALL {
                ui.label(location(loc));
                for s in ships {
                    ui.label(s.as_ref().map_or("—".into(), |s| track(data, s, loc)));
                }
                ui.end_row();
            }
            ui.label("Mods, weapons");
            for k in kit {
                ui.label(k);
            }
            ui.end_row();
            ui.label("Declared");
            for d in b.declared {
                ui.label(match d {
                    Some(NavalAction::Shoot) => "Shoot",
                    Some(NavalAction::Board) => "Board",
                    Some(NavalAction::Flee) => "Flee",
                    None => "…",
                });
            }
            ui.end_row();
            ui.label("SEAMANSHIP");
            for faces in &b.contest {
                ui.label(dice(faces));
            }
            ui.end_row();
            ui.label("Cannon hits");
            for v in &b.volleys {
                let mut parts: Vec<String> = v
                    .numbered
                    .iter()
                    .map(|l| location(*l).to_string())
                    .collect();
                if v.icons > 0 {
                    parts.push(format!("{}× target's choice", v.icons));
                }
                match v.shot {
                    Some(SpecialWeapon::HeatedShot) => parts.push("icons set her afire".into()),
                    Some(SpecialWeapon::DoubleShot) => {
                        parts.push(format!("+{} by double shot, spread", v.extra))
                    }
                    Some(w) => parts.push(format!(
                        "all by {}",
                        crate::games::mm::words::port::weapon(w)
                    )),
                    None => {}
                }
                ui.label(if parts.is_empty() {
                    "—".into()
                } else {
                    parts.join(", ")
                });
            }
            ui.end_row();
            if let Some(w) = &b.window {
                ui.label(format!("Cards: {}", moment(w.moment)));
                for a in w.announced {
                    ui.label(if a { "a card announced" } else { "—" });
                }
                ui.end_row();
            }
            // MODULE 2: fire aboard, and caltrops underfoot.
            if b.burning.contains(&true) || b.hampered.iter().any(Option::is_some) {
                ui.label("Aboard");
                for side in 0..2 {
                    let mut parts = Vec::new();
                    if b.burning[side] {
                        parts.push("ON FIRE".to_string());
                    }
                    if let Some(skill) = b.hampered[side] {
                        parts.push(format!(
                            "caltrops: 1 {} die fewer",
                            crate::games::mm::words::skill(skill)
                        ));
                    }
                    ui.label(if parts.is_empty() {
                        "—".into()
                    } else {
                        parts.join(", ")
                    });
                }
                ui.end_row();
            }
            if b.boosts.iter().any(|x| *x != Boost::default()) {
                ui.label("Cards in force");
                for x in &b.boosts {
                    ui.label(boost(x));
                }
                ui.end_row();
            }
        });
}

/// A location as "left / top", or "destroyed".
fn track(data: &GameData, s: &Ship, loc: HitLocation) -> String {
    let now = s.hits.get(loc);
    let top = ship::max_values(s, data).get(loc);
    if now == 0 {
        "destroyed".into()
    } else {
        format!("{now} / {top}")
    }
}

/// Dice faces as the dice tray shows them: ☠ for a success, the number otherwise.
fn dice(faces: &[DieFace]) -> String {
    if faces.is_empty() {
        return "—".into();
    }
    faces
        .iter()
        .map(|f| match f {
            DieFace::Success => "☠".to_string(),
            DieFace::Number(n) => n.to_string(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}
