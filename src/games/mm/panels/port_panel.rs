//! The port panel: while the captain at the screen does business in a port, what the port
//! offers and what it costs, step by step: the cards for sale or drawn to buy with their prices,
//! the good in demand, the shipyard's price list with what your ship would fetch, the rumor and
//! the missions on offer, and your own chest. The choices themselves are the Orders' buttons;
//! a card tile is a button too, marking the card as its order does.

use crate::content::{CargoCardId, GameData, PortId, ShipClass};
use crate::games::mm::mirror::{SeenBy, TableView, Viewer};
use crate::games::mm::words::port as words;
use crate::rules::MerchantsAndMarauders as Mm;
use crate::rules::observation::{Observation, SeenMod};
use crate::rules::port::{cards, contraband, rumors, shipyard, trade};
use crate::rules::purse::Trader;
use crate::rules::state::{PortStep, PortVisit};
use crate::rules::{Activity, Choice, ship};
use crate::table::assets::LoadedData;
use crate::table::session::ChoiceMade;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, panel.in_set(super::MmPanels));
}

fn panel(
    mut contexts: EguiContexts,
    layout: Res<crate::ui::arrange::Layout>,
    seen: Res<SeenBy>,
    data: Option<Res<LoadedData<Mm>>>,
    (view, viewer): (Res<TableView>, Res<Viewer>),
    mut choices: MessageWriter<ChoiceMade<Mm>>,
) -> Result {
    let (Some(obs), Some(data)) = (seen.0.as_ref(), data) else {
        return Ok(());
    };
    // A tile marks its card when the decision now is this captain's and offers it.
    let options: &[Choice] = crate::games::mm::mirror::answerable(&view, &viewer, &seen)
        .map_or(&[], |(d, _)| d.options.as_slice());
    let mark = |c: CargoCardId| options.iter().copied().find(|o| *o == Choice::Mark(c));
    let mut clicked = None;
    let Some(visit) = obs.me.port_visit.as_ref() else {
        return Ok(());
    };
    let data = &*data.0;
    // MODULE 9: at a town or trade station the port's business without its specials.
    let plain;
    let data = match visit.site {
        Some(_) => {
            plain = data.without_port_specials(visit.port);
            &plain
        }
        None => data,
    };
    let port = data.port(visit.port);
    let title = match visit.site {
        Some(id) => format!(
            "{}, trading as at {}",
            crate::games::mm::words::locations::name(data, id),
            port.name
        ),
        None => format!("Port of {}", port.name),
    };
    crate::ui::encounter::encounter_window(title, "port-panel", 480.0, &layout).show(
        contexts.ctx_mut()?,
        |ui| {
            crate::ui::encounter::encounter_body(ui, &layout, |ui| {
                let specials = match visit.site {
                    Some(_) => {
                        "no zone special applies at a location; one activity only".to_string()
                    }
                    None => port.text.clone(),
                };
                ui.label(egui::RichText::new(format!("{:?} · {specials}", port.nation)).size(11.0));
                let demand = obs.demand[port.zone.0 as usize];
                if let Some(g) = demand {
                    ui.label(format!("In demand here: {}", data.good(g).name));
                }
                if !visit.done.is_empty() {
                    let done: Vec<&str> = visit.done.iter().map(|a| words::activity(*a)).collect();
                    ui.label(egui::RichText::new(format!("Done: {}", done.join(", "))).size(11.0));
                }
                ui.separator();
                let trader = Trader {
                    captain: obs.me.captain,
                    bounties: obs.seats[obs.seat].bounties,
                };
                match &visit.step {
                    PortStep::Selling { marked } => {
                        let event = obs.current_event;
                        // MODULE 7: the contraband bound for this port sells here too, at its price.
                        let smuggled = &obs.me.contraband;
                        let price = |c: CargoCardId| {
                            trade::held_sale_price(
                                data, visit.port, demand, event, trader, smuggled, c,
                            )
                        };
                        let here: Vec<CargoCardId> = obs
                            .me
                            .cargo
                            .iter()
                            .copied()
                            .chain(contraband::sellable_here(data, smuggled, visit.port))
                            .collect();
                        let note = |c: CargoCardId| {
                            obs.me
                                .contraband
                                .contains(&c)
                                .then(|| "contraband".to_string())
                        };
                        clicked = card_grid(ui, data, &here, marked, price, note, mark);
                        let total: u32 = marked.iter().map(|c| price(*c)).sum();
                        ui.label(
                            egui::RichText::new(format!(
                                "Marked: {} card(s), {total} gold",
                                marked.len()
                            ))
                            .strong(),
                        );
                    }
                    PortStep::Buying {
                        offer,
                        marked,
                        smuggled,
                        ..
                    } => {
                        let taken: Vec<CargoCardId> =
                            marked.iter().chain(smuggled).copied().collect();
                        let price = |c: CargoCardId| {
                            trade::offer_price(data, visit.port, offer, smuggled, c)
                        };
                        // MODULE 7: a contraband card says where it may be smuggled.
                        let note = |c: CargoCardId| {
                            let to = data.cargo_deck[c.0 as usize].contraband?;
                            let name = &data.port(to).name;
                            Some(if smuggled.contains(&c) {
                                format!("as contraband for {name}")
                            } else {
                                format!("or contraband for {name}")
                            })
                        };
                        clicked = card_grid(ui, data, offer, &taken, price, note, mark);
                        let total =
                            trade::total_cost(data, visit.port, trader, offer, marked, smuggled);
                        ui.label(
                            egui::RichText::new(format!(
                                "Marked: {} card(s), {total} gold · hold {} of {} in port",
                                taken.len(),
                                obs.me.cargo.len() + obs.me.contraband.len() + taken.len(),
                                data.tokens.prices.port_cargo_limit
                            ))
                            .strong(),
                        );
                    }
                    PortStep::KeepRumor { drawn, .. } => {
                        for r in obs.me.rumor.iter().chain(std::iter::once(drawn)) {
                            let r = data.rumor(*r);
                            ui.label(egui::RichText::new(&r.name).strong());
                            ui.label(egui::RichText::new(&r.text).size(11.0));
                        }
                    }
                    _ => overview(ui, data, obs, visit, trader),
                }
            })
        },
    );
    if let Some(choice) = clicked {
        choices.write(ChoiceMade(choice));
    }
    Ok(())
}

/// Cards as small tiles: the good, its price, and a frame when marked. A tile whose card
/// `mark` offers a choice for is a button: the choice clicked is returned.
fn card_grid(
    ui: &mut egui::Ui,
    data: &GameData,
    cards: &[CargoCardId],
    marked: &[CargoCardId],
    price: impl Fn(CargoCardId) -> u32,
    note: impl Fn(CargoCardId) -> Option<String>,
    mark: impl Fn(CargoCardId) -> Option<Choice>,
) -> Option<Choice> {
    let mut clicked = None;
    // Rows of as many tiles as the panel is wide (a frame's size is not known before it is
    // drawn, so egui's wrapping layout cannot wrap tiles).
    let per_row = ((ui.available_width() + 8.0) / (TILE + 8.0))
        .floor()
        .max(1.0) as usize;
    for row in cards.chunks(per_row) {
        ui.horizontal(|ui| {
            for c in row {
                let on = marked.contains(c);
                let choice = mark(*c);
                let stroke = if on { 2.5 } else { 1.0 };
                let tile = egui::Frame::new()
                    .stroke(egui::Stroke::new(
                        stroke,
                        egui::Color32::from_rgb(107, 85, 50),
                    ))
                    .fill(if on {
                        egui::Color32::from_rgb(236, 214, 160)
                    } else {
                        egui::Color32::from_rgb(250, 243, 225)
                    })
                    .corner_radius(4)
                    .inner_margin(6)
                    .show(ui, |ui| {
                        ui.set_width(64.0);
                        ui.vertical_centered(|ui| {
                            ui.label(
                                egui::RichText::new(
                                    &data.good(data.cargo_deck[c.0 as usize].good).name,
                                )
                                .strong(),
                            );
                            ui.label(format!("{} gold", price(*c)));
                            if let Some(n) = note(*c) {
                                ui.label(egui::RichText::new(n).size(10.0).italics());
                            }
                        });
                    });
                let Some(choice) = choice else { continue };
                let r = tile
                    .response
                    .interact(egui::Sense::click())
                    .on_hover_cursor(egui::CursorIcon::PointingHand)
                    .on_hover_text(if on {
                        "Click to unmark it (as its order does)"
                    } else {
                        "Click to mark it (as its order does)"
                    });
                let name = format!("Tile: {}", words::card_name(data, *c));
                crate::widgets::named::named(ui, &r, &name);
                if r.hovered() {
                    ui.painter().rect_stroke(
                        r.rect,
                        4.0,
                        (2.0, egui::Color32::from_rgb(150, 90, 10)),
                        egui::StrokeKind::Inside,
                    );
                }
                if r.clicked() {
                    clicked = Some(choice);
                }
            }
        });
    }
    clicked
}

/// A card tile's width with its frame.
const TILE: f32 = 64.0 + 2.0 * 6.0 + 2.0 * 2.5;

/// The menu and the shipyard: prices, the mod on offer, ships, rumors, missions and the chest.
fn overview(
    ui: &mut egui::Ui,
    data: &GameData,
    obs: &Observation,
    visit: &PortVisit,
    trader: Trader,
) {
    let port: PortId = visit.port;
    let zone = data.port(port).zone.0 as usize;
    egui::Grid::new("yard-prices")
        .num_columns(2)
        .show(ui, |ui| {
            ui.label("Repairs, a point");
            let me = &obs.seats[obs.seat];
            let carpenter = shipyard::has_carpenter(data, &me.specialists, me.loyalty);
            ui.label(match shipyard::repair_cost(data, port, trader, carpenter) {
                Some(p) => format!("{p} gold"),
                None => "refused to pirates".into(),
            });
            ui.end_row();
            ui.label("Special weapon");
            ui.label(format!(
                "{} gold (sells for {})",
                shipyard::weapon_price(data, port, trader),
                data.tokens.prices.weapon_sell
            ));
            ui.end_row();
            ui.label("Modification");
            ui.label(match obs.ship_mods[zone] {
                Some(SeenMod::FaceUp(k)) => format!(
                    "{} · {} gold",
                    words::ship_mod(k),
                    shipyard::mod_price(data, port)
                ),
                Some(SeenMod::FaceDown) => "face down".into(),
                None => "none left".into(),
            });
            ui.end_row();
            // MODULE 3: the reserve of spare tokens (and its market, when on).
            if data.switches.on(crate::content::Switch::Mods) {
                ui.label("Mod reserve");
                let market = if data.switches.on(crate::content::Switch::ModMarket)
                    && obs.ship_mods[zone].is_none()
                    && obs.mod_reserve > 0
                {
                    " · market: draw one for sale here"
                } else {
                    ""
                };
                ui.label(format!("{} face down{market}", obs.mod_reserve));
                ui.end_row();
            }
            ui.label("Rumor");
            ui.label(format!(
                "{} gold + INFLUENCE",
                rumors::rumor_price(data, port)
            ));
            ui.end_row();
        });
    if let Some(own) = &obs.me.ship {
        ui.label(
            egui::RichText::new(format!(
                "Your {} would fetch {} gold (+1 per mod, −1 per damage).",
                data.ship(own.class).name,
                ship::sale_value(own, data)
            ))
            .size(11.0),
        );
        egui::Grid::new("ship-prices")
            .num_columns(3)
            .show(ui, |ui| {
                for class in [
                    ShipClass::Sloop,
                    ShipClass::Flute,
                    ShipClass::Frigate,
                    ShipClass::Galleon,
                ] {
                    let (Some(price), Some(net)) = (
                        shipyard::ship_price(data, port, class),
                        shipyard::ship_net_cost(data, port, own, class),
                    ) else {
                        continue;
                    };
                    ui.label(&data.ship(class).name);
                    ui.label(format!("{price} gold"));
                    ui.label(if net >= 0 {
                        format!("you pay {net}")
                    } else {
                        format!("you receive {}", -net)
                    });
                    ui.end_row();
                }
            });
    }
    let here = cards::missions_here_on(data, &obs.missions, port);
    for m in here {
        let m = data.mission(m);
        ui.separator();
        ui.label(egui::RichText::new(format!("Mission: {}", m.name)).strong());
        ui.label(egui::RichText::new(&m.text).size(11.0));
        ui.label(
            egui::RichText::new(format!(
                "Claim{} · deliver to {}{} · {} and 1 glory",
                words::reqs(data, &m.claim, trader),
                data.port(m.deliver_to).name,
                words::reqs(data, &m.deliver, trader),
                words::reward(&m.reward)
            ))
            .size(11.0),
        );
    }
    if visit.done.contains(&Activity::Stash) || obs.me.stash > 0 {
        ui.separator();
        ui.label(format!(
            "Your chest (secret): {}",
            crate::games::mm::words::port::stash_worth(data, obs.me.stash)
        ));
    }
}
