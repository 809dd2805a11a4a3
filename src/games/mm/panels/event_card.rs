//! The event card in force, shown as a card: its name, then either the NPC captain it brings
//! (ship and skills) or its three NPC icons (the NPC's colours and the letter it sails by), and
//! its text. A card just drawn is shown large in the middle of the table for a moment before it
//! takes its place in the lower right, above the At War! space naming the two nations at war.

use crate::content::{Direction, EventCardId, GameData, Nation, NpcSlot};
use crate::games::mm::board::npc_ships::npc_colour;
use crate::games::mm::mirror::TableView;
use crate::games::mm::words::battle::{capitalised, nation};
use crate::games::mm::words::npc_name;
use crate::rules::MerchantsAndMarauders as Mm;
use crate::screen::Screen;
use crate::settings::Settings;
use crate::table::assets::LoadedData;
use crate::table::played::table_open;
use crate::table::session::GameEventMsg;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy_egui::egui::{self, Color32, CornerRadius, Frame, Margin, RichText, Stroke};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// Seconds a newly drawn card stays in the middle of the table at Normal pace.
const FLASH_SECONDS: f32 = 2.2;
const INK: Color32 = Color32::from_rgb(50, 36, 20);
const CARD: Color32 = Color32::from_rgb(236, 222, 186);

/// The card drawn last, while it is shown large (`left` runs from 1 down to 0).
#[derive(Resource, Default)]
struct Flash {
    card: Option<EventCardId>,
    left: f32,
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Flash>()
        .add_systems(
            Update,
            watch_draws.run_if(in_state(Screen::Playing).and_then(table_open::<Mm>)),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (warm_glyphs, show)
                .chain()
                .run_if(table_open::<Mm>)
                .in_set(super::MmPanels),
        );
}

/// The card's sizes (in points, before its scale) and its two scales (on the table, drawn).
const SIZES: [f32; 5] = [9.0, 10.0, 11.0, 12.0, 15.0];
const SCALES: [f32; 2] = [1.0, 1.35];

/// Every letter the event cards use, laid out at every size a card draws it before any card
/// is drawn, and again when the panel size changes: egui makes a glyph the first time it lays
/// it out at a size, and the glyph reaches the screen a frame later, so a card drawn first
/// at a new size missed letters for a frame ("The Sun  ing's  uarrel").
fn warm_glyphs(
    mut contexts: EguiContexts,
    data: Option<Res<LoadedData<Mm>>>,
    mut warmed: Local<Option<f32>>,
) -> Result {
    let Some(data) = data else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let ppp = ctx.pixels_per_point();
    if *warmed == Some(ppp) {
        return Ok(());
    }
    *warmed = Some(ppp);
    let mut letters: std::collections::BTreeSet<char> = (' '..='~').collect();
    for card in &data.0.event_deck {
        letters.extend(card.name.chars().chain(card.text.chars()));
    }
    letters.extend("↑→↓←".chars());
    let text: String = letters.into_iter().collect();
    ctx.fonts_mut(|fonts| {
        for scale in SCALES {
            for size in SIZES {
                fonts.layout_no_wrap(
                    text.clone(),
                    egui::FontId::proportional(size * scale),
                    Color32::WHITE,
                );
            }
        }
    });
    Ok(())
}

fn watch_draws(mut events: MessageReader<GameEventMsg<Mm>>, mut flash: ResMut<Flash>) {
    for GameEventMsg(e) in events.read() {
        if let crate::rules::GameEvent::EventDrawn { card } = e {
            *flash = Flash {
                card: Some(*card),
                left: 1.0,
            };
        }
    }
}

fn show(
    mut contexts: EguiContexts,
    view: Res<TableView>,
    data: Option<Res<LoadedData<Mm>>>,
    time: Res<Time>,
    settings: Res<Settings>,
    mut flash: ResMut<Flash>,
    layout: Res<crate::ui::arrange::Layout>,
    mut wishes: ResMut<crate::ui::arrange::Wishes>,
    mut redraw: MessageWriter<RequestRedraw>,
) -> Result {
    let Some(data) = data else { return Ok(()) };
    let data = &*data.0;
    let ctx = contexts.ctx_mut()?;
    if let Some(card) = flash.card.filter(|_| flash.left > 0.0) {
        flash.left -= settings
            .animation
            .progress(time.delta_secs(), FLASH_SECONDS);
        redraw.write(RequestRedraw);
        egui::Area::new("event-card-drawn".into())
            .anchor(egui::Align2::CENTER_CENTER, [0.0, -40.0])
            .order(egui::Order::Foreground)
            .show(ctx, |ui| card_face(ui, data, card, SCALES[1]));
    }
    // At the foot of the right column, under the orders (`layout`); it folds to one line when
    // the player folds it or the orders need the room, and opens beside it on a click then.
    let place = layout.0.event;
    if layout.0.folds.event_hidden {
        // Its cards open from the orders' folded reference line.
        return Ok(());
    }
    let forced = layout.0.folds.event && !wishes.event_folded;
    egui::Area::new(crate::ui::arrange::EVENT.into())
        .pivot(egui::Align2::RIGHT_BOTTOM)
        .fixed_pos(place.right_bottom())
        .show(ctx, |ui| {
            ui.vertical(|ui| {
                let folded = layout.0.folds.event;
                let label = if folded {
                    "▸ Event card, war and navy"
                } else {
                    "▾ Event card, war and navy"
                };
                let r = ui.add(egui::Button::new(RichText::new(label).size(11.0)).small());
                let r = if forced {
                    r.on_hover_text(
                        "Folded to leave the orders their options: click to see it beside \
                         the table. A larger window or a smaller panel size (Settings) shows \
                         it in its place.",
                    )
                } else {
                    r
                };
                crate::widgets::named::named(ui, &r, "Event card fold");
                if r.clicked() {
                    if forced {
                        wishes.event_open = !wishes.event_open;
                    } else {
                        wishes.event_folded = !wishes.event_folded;
                    }
                }
                if !folded {
                    column(ui, data, &view);
                }
            });
        });
    if forced && wishes.event_open {
        egui::Area::new("event-card-opened".into())
            .order(egui::Order::Foreground)
            .pivot(egui::Align2::RIGHT_BOTTOM)
            .fixed_pos(place.left_bottom() - egui::vec2(crate::layout::MARGIN, 0.0))
            .show(ctx, |ui| column(ui, data, &view));
    }
    Ok(())
}

/// The event column's cards: the event in force, At War!, the NPC upgrades, the galleon.
pub(super) fn column(ui: &mut egui::Ui, data: &GameData, view: &TableView) {
    ui.vertical(|ui| {
        if let Some(card) = view.current_event {
            card_face(ui, data, card, 1.0);
        }
        war_space(ui, view.war);
        upgrades_board(ui, &view.npcs);
        if let Some(g) = view
            .npcs
            .iter()
            .find(|n| n.slot == NpcSlot::TreasureGalleon)
        {
            galleon_board(ui, data, g);
        }
    });
}

fn card_frame(fill: Color32) -> Frame {
    Frame::new()
        .fill(fill)
        .stroke(Stroke::new(2.0, Color32::from_rgb(107, 85, 50)))
        .corner_radius(CornerRadius::same(8))
        .inner_margin(Margin::same(10))
}

use crate::games::mm::board::colour32 as egui_colour;

/// The arrow and letter of an icon's direction.
fn arrow(d: Direction) -> &'static str {
    match d {
        Direction::N => "↑ N",
        Direction::E => "→ E",
        Direction::S => "↓ S",
        Direction::W => "← W",
    }
}

/// One event card, `scale` times its normal size.
fn card_face(ui: &mut egui::Ui, data: &GameData, card: EventCardId, scale: f32) {
    let c = data.event(card);
    let width = 230.0 * scale;
    card_frame(CARD).show(ui, |ui| {
        ui.set_width(width);
        ui.label(RichText::new("EVENT").size(9.0 * scale).color(INK));
        ui.label(
            RichText::new(&c.name)
                .size(15.0 * scale)
                .strong()
                .color(INK),
        );
        ui.separator();
        if c.npc.is_some() {
            let npc = data.npc(card);
            ui.horizontal(|ui| {
                chip(ui, npc.slot, scale);
                ui.label(RichText::new(capitalised(&npc_name(npc.slot))).size(11.0 * scale));
            });
            ui.label(
                RichText::new(format!(
                    "{} · SEAMANSHIP {} · LEADERSHIP {} · SCOUTING {}",
                    data.ship(npc.class).name,
                    npc.seamanship,
                    npc.leadership,
                    npc.scouting
                ))
                .size(10.0 * scale),
            );
            ui.label(
                RichText::new(format!("Home: {}", data.zone(npc.home).name)).size(10.0 * scale),
            );
        } else {
            ui.horizontal(|ui| {
                for &(slot, dir) in &c.icons {
                    icon(ui, slot, dir, scale);
                }
            });
        }
        ui.label(RichText::new(&c.text).size(11.0 * scale).color(INK));
    });
}

/// A coloured flag for an NPC: its nation's colours, black for pirates.
fn chip(ui: &mut egui::Ui, slot: NpcSlot, scale: f32) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(14.0, 14.0) * scale, egui::Sense::hover());
    let p = ui.painter();
    p.rect_filled(rect, 2.0, egui_colour(npc_colour(slot)));
    p.rect_stroke(rect, 2.0, Stroke::new(1.0, INK), egui::StrokeKind::Inside);
    // The pirates' flags are all black: a letter tells their ships apart.
    let letter = match slot {
        NpcSlot::PirateSloop => "S",
        NpcSlot::PirateBrig => "B",
        NpcSlot::PirateFrigate => "F",
        NpcSlot::PirateManOWar => "M",
        _ => return,
    };
    p.text(
        rect.center(),
        egui::Align2::CENTER_CENTER,
        letter,
        egui::FontId::proportional(10.0 * scale),
        Color32::WHITE,
    );
}

/// An NPC movement icon: whose flag, and the letter it sails by.
fn icon(ui: &mut egui::Ui, slot: NpcSlot, dir: Direction, scale: f32) {
    Frame::new()
        .stroke(Stroke::new(1.0, Color32::from_rgb(150, 125, 85)))
        .corner_radius(CornerRadius::same(4))
        .inner_margin(Margin::same(3))
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                chip(ui, slot, scale);
                ui.label(RichText::new(arrow(dir)).size(12.0 * scale).strong());
            })
            .response
            .on_hover_text(format!(
                "{} sails {} (if it is on the board)",
                capitalised(&npc_name(slot)),
                arrow(dir)
            ));
        });
}

/// MODULE 6: the treasure galleon's board, face up: where it sails, its captain, its gold.
fn galleon_board(ui: &mut egui::Ui, data: &GameData, g: &crate::rules::state::NpcState) {
    let def = &data.tokens.treasure_galleon;
    card_frame(Color32::from_rgb(236, 200, 110)).show(ui, |ui| {
        ui.set_width(230.0);
        ui.horizontal(|ui| {
            chip(ui, NpcSlot::TreasureGalleon, 1.0);
            ui.label(RichText::new("Treasure galleon").strong().color(INK));
            ui.label(
                RichText::new(format!("{} gold", g.gold))
                    .strong()
                    .color(INK),
            );
        })
        .response
        .on_hover_text(format!(
            "SEAMANSHIP {} · LEADERSHIP {}. It gains {} gold each time it moves. Beaten: a \
             glory point and a Spanish bounty for every {} gold aboard; board it to take the \
             gold.",
            def.seamanship, def.leadership, def.gold_per_move, def.gold_per_bounty
        ));
        if let Some(zone) = g.zone() {
            ui.label(
                RichText::new(format!("In the {} sea zone", data.zone(zone).name))
                    .size(11.0)
                    .color(INK),
            );
        }
    });
}

/// MODULE 4: the upgrade tokens face up on the NPCs' cards, one line per NPC that has any.
fn upgrades_board(ui: &mut egui::Ui, npcs: &[crate::rules::state::NpcState]) {
    use crate::content::NpcUpgrade;
    let lines: Vec<(NpcSlot, Vec<NpcUpgrade>)> = npcs
        .iter()
        .map(|n| {
            let mut t: Vec<NpcUpgrade> = n
                .ship
                .iter()
                .flat_map(|s| &s.mods)
                .map(|m| NpcUpgrade::Mod(m.kind))
                .collect();
            t.extend(n.weapons.iter().map(|w| NpcUpgrade::Weapon(*w)));
            (n.slot, t)
        })
        .filter(|(_, t)| !t.is_empty())
        .collect();
    if lines.is_empty() {
        return;
    }
    card_frame(Color32::from_rgb(214, 204, 176)).show(ui, |ui| {
        ui.set_width(230.0);
        ui.label(RichText::new("NPC upgrades").size(9.0).color(INK));
        for (slot, tokens) in lines {
            ui.horizontal_wrapped(|ui| {
                chip(ui, slot, 1.0);
                // Whose tokens, in words as well as colour (the chips of two navies are told
                // apart by colour alone).
                let whose = capitalised(&npc_name(slot));
                let whose = whose.strip_prefix("The ").unwrap_or(&whose).to_string();
                ui.label(
                    RichText::new(format!(
                        "{}: {}",
                        capitalised(&whose),
                        crate::games::mm::words::upgrades::list(&tokens)
                    ))
                    .size(11.0)
                    .color(INK),
                )
                .on_hover_text(format!(
                    "{} carries {}: it fights with them, and a captain who beats it in crew \
                     combat may take its unspent weapons.",
                    capitalised(&npc_name(slot)),
                    crate::games::mm::words::upgrades::list(&tokens)
                ));
            });
        }
    });
}

/// The At War! space: the two nations at war, or peace.
fn war_space(ui: &mut egui::Ui, war: Option<[Nation; 2]>) {
    let fill = if war.is_some() {
        Color32::from_rgb(196, 92, 70)
    } else {
        Color32::from_rgb(214, 204, 176)
    };
    card_frame(fill).show(ui, |ui| {
        ui.set_width(230.0);
        ui.horizontal(|ui| {
            ui.label(RichText::new("At War!").strong().color(INK));
            match war {
                Some([a, b]) => {
                    chip(ui, NpcSlot::Navy(a), 1.0);
                    ui.label(RichText::new(capitalised(nation(a))).strong());
                    ui.label("against");
                    chip(ui, NpcSlot::Navy(b), 1.0);
                    ui.label(RichText::new(capitalised(nation(b))).strong());
                }
                None => {
                    ui.label(RichText::new("the nations are at peace").italics());
                }
            }
        });
    });
}
