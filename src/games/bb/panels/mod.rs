//! Blackbeard's panels over the shell's layout regions (`crate::ui`): the seats and their
//! Pirate Displays in the left column over the log, the orders at the top of the right column
//! over the viewer's hand, the final screen, and the new-game form.

pub(crate) mod advice;
pub(crate) mod attack;
pub(crate) mod charts;
pub(crate) mod fight;
pub(crate) mod final_screen;
pub(crate) mod hand;
pub(crate) mod in_port;
pub(crate) mod keys;
pub(crate) mod loot;
pub(crate) mod new_game;
pub(crate) mod orders;
pub(crate) mod pirates;
pub(crate) mod port_grid;
pub(crate) mod rules_help;
pub(crate) mod walk;

use super::mirror::BbTable;
use crate::table::assets::LoadedData;
use crate::table::played::table_open;
use crate::table::viewer::Viewer;
use crate::widgets::panel_frame;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use blackbeard::rules::Blackbeard as Bb;

/// Blackbeard's panels on the table: drawn while its table is the one open.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct BbPanels;

pub(crate) fn plugin(app: &mut App) {
    app.configure_sets(
        EguiPrimaryContextPass,
        BbPanels
            .in_set(crate::ui::arrange::Panels)
            .run_if(table_open::<Bb>),
    );
    app.init_resource::<rules_help::RulesOpen>()
        .init_resource::<port_grid::PortGridOpen>()
        .init_resource::<orders::AllPass>()
        .add_plugins((new_game::plugin, final_screen::plugin))
        .add_systems(EguiPrimaryContextPass, table.in_set(BbPanels))
        .add_systems(
            EguiPrimaryContextPass,
            keys::windows
                .after(crate::ui::shortcuts::ShellKeys)
                .run_if(table_open::<Bb>),
        );
}

fn table(
    mut contexts: EguiContexts,
    layout: Res<crate::ui::arrange::Layout>,
    data: Res<LoadedData<Bb>>,
    board: Res<BbTable>,
    viewer: Res<Viewer>,
    help: Res<crate::ui::shortcuts::HelpOpen>,
    mut wishes: ResMut<crate::ui::arrange::Wishes>,
    mut orders: orders::Orders,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let typing = ctx.egui_wants_keyboard_input() || help.0;
    let data = &*data.0;
    let place = layout.0.captains;
    let bottom = place.max.y;
    // As tall as its region: an egui window offers its contents the height it had, so a
    // window that once held little (a curtain up, a short seat) would never grow back.
    egui::Window::new("Pirates")
        .id(crate::ui::arrange::CAPTAINS.into())
        .frame(panel_frame())
        .fixed_pos(place.min)
        .min_width(place.width())
        .max_width(place.width())
        .min_height(place.height())
        .max_height(place.height())
        .resizable(false)
        .collapsible(true)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .max_height((bottom - ui.cursor().min.y - 10.0).max(60.0))
                .show(ui, |ui| pirates::column(ui, data, &board, &viewer));
        });
    let place = layout.0.orders;
    egui::Window::new("Orders")
        .id(crate::ui::arrange::ORDERS.into())
        .frame(panel_frame())
        .fixed_pos(place.min)
        .min_width(place.width())
        .max_width(place.width())
        .min_height(place.height())
        .max_height(place.height())
        .resizable(false)
        .show(ctx, |ui| {
            let top = place.min.y;
            orders::orders(ui, data, &board, &viewer, &mut orders, typing, top)
        });
    loot::window(ctx, &layout, data, &board);
    attack::window(ctx, &layout, data, &board);
    fight::window(ctx, &layout, data, &board);
    in_port::window(ctx, &layout, data, &board);
    orders.rules_help(ctx, data, typing);
    if let Some(public) = &board.public {
        orders.port_grid(ctx, data, public, typing);
    }
    // The cards at the foot of the right column: they fold to one line when the player folds
    // them or the orders need the room, and open beside the column on a click then.
    let place = layout.0.event;
    if layout.0.folds.event_hidden {
        return Ok(());
    }
    let forced = layout.0.folds.event && !wishes.event_folded;
    let folded = layout.0.folds.event;
    // Pinned by its top left: a pivot at the bottom would place it by last frame's size.
    egui::Area::new(crate::ui::arrange::EVENT.into())
        .fixed_pos(place.min)
        .show(ctx, |ui| {
            panel_frame().show(ui, |ui| {
                ui.set_width(place.width() - 16.0);
                let label = if folded { "▸ Cards" } else { "▾ Cards" };
                let r = ui.add(egui::Button::new(egui::RichText::new(label).size(11.0)).small());
                crate::widgets::named::named(ui, &r, "Cards fold");
                if r.clicked() {
                    if forced {
                        wishes.event_open = !wishes.event_open;
                    } else {
                        wishes.event_folded = !wishes.event_folded;
                    }
                }
                if !folded {
                    hand::column(ui, data, &board);
                }
            });
        });
    if forced && wishes.event_open {
        egui::Area::new("bb-cards-opened".into())
            .order(egui::Order::Foreground)
            .pivot(egui::Align2::RIGHT_BOTTOM)
            .fixed_pos(place.left_bottom() - egui::vec2(crate::layout::MARGIN, 0.0))
            .show(ctx, |ui| {
                panel_frame().show(ui, |ui| {
                    ui.set_width(place.width() - 16.0);
                    hand::column(ui, data, &board)
                })
            });
    }
    Ok(())
}
