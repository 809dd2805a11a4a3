//! Blackbeard's board, drawn in the room the panels leave (`layout.map`): the three Regions
//! as separate sections (2.2), each on its panel of the baked chart (`chart.rs`), each Sea Area with its ports (locator, name, nation letter and
//! colour or a skull for a Pirate Port, Value–Defense, governor, merchant face down or up),
//! the Transit Boxes, the pirates as counters in their seats' colours, and the table's box
//! (VP, Retired, Davy Jones' Locker, the decks and pools). Places the viewer's decision can
//! reach are ringed; a click on one sends its order (a place several orders reach opens them
//! as a short menu). It reads the mirror (`BbTable`), never the session.

mod cells;
mod chart;
mod foes;
mod labels;
mod paint;
mod places;
mod table_box;

pub use places::{Place, place_of};

use super::mirror::BbTable;
use crate::table::assets::LoadedData;
use crate::table::played::table_open;
use crate::table::session::ChoiceMade;
use crate::table::viewer::Viewer;
use bevy::prelude::*;
use bevy_egui::egui::{self, Pos2};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, EguiTextureHandle};
use blackbeard::rules::{Blackbeard as Bb, Choice};
use cells::Cells;

/// A place clicked that several orders reach: they open as a menu there.
#[derive(Resource, Default)]
struct Picking(Option<(Place, Pos2)>);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Picking>().add_systems(
        EguiPrimaryContextPass,
        board
            .after(crate::ui::arrange::Panels)
            .run_if(in_state(crate::screen::Screen::Playing).and_then(table_open::<Bb>)),
    );
}

fn board(
    mut contexts: EguiContexts,
    assets: Res<super::assets::BbAssets>,
    layout: Res<crate::ui::arrange::Layout>,
    data: Res<LoadedData<Bb>>,
    table: Res<BbTable>,
    viewer: Res<Viewer>,
    mut picking: ResMut<Picking>,
    mut choices: MessageWriter<ChoiceMade<Bb>>,
) -> Result {
    let Some(public) = &table.public else {
        return Ok(());
    };
    let chart = contexts.add_image(EguiTextureHandle::Strong(assets.board.clone()));
    let ctx = contexts.ctx_mut()?;
    let data = &*data.0;
    let room = layout.0.map.shrink(4.0);
    if room.width() < 80.0 || room.height() < 80.0 {
        return Ok(());
    }
    let options = table.my_options(&viewer);
    let mut clicked: Option<(Place, Pos2)> = None;
    egui::Area::new("bb-board".into())
        .order(egui::Order::Background)
        .fixed_pos(room.min)
        .show(ctx, |ui| {
            let (cells, scale, offset) = Cells::fit(room);
            let board = paint::Board {
                data,
                public,
                cells,
                chart,
                scale,
                offset,
                options,
                recent: &table.recent,
            };
            clicked = board.draw(ui);
        });
    let opened_now = clicked.is_some();
    if let Some((place, at)) = clicked {
        let here: Vec<Choice> = options
            .iter()
            .copied()
            .filter(|c| place_of(c) == Some(place))
            .collect();
        match here.as_slice() {
            [] => picking.0 = None,
            [one] => {
                choices.write(ChoiceMade(*one));
                picking.0 = None;
            }
            _ => picking.0 = Some((place, at)),
        }
    }
    // The orders a place offers, as a short menu beside it.
    if let Some((place, at)) = picking.0 {
        let seen = table.my_decision(&viewer).map(|(_, o)| o);
        let here: Vec<Choice> = options
            .iter()
            .copied()
            .filter(|c| place_of(c) == Some(place))
            .collect();
        let (Some(obs), false) = (seen, here.is_empty()) else {
            picking.0 = None;
            return Ok(());
        };
        let mut close = false;
        let r = egui::Area::new("bb-board-pick".into())
            .order(egui::Order::Foreground)
            .fixed_pos(at)
            .show(ctx, |ui| {
                crate::widgets::panel_frame().show(ui, |ui| {
                    ui.label(egui::RichText::new("Orders here:").strong());
                    for c in &here {
                        let text = super::words::option(data, obs, c);
                        let r = ui.button(&text);
                        crate::widgets::named::named(ui, &r, &format!("Board order: {text}"));
                        if r.clicked() {
                            choices.write(ChoiceMade(*c));
                            close = true;
                        }
                    }
                    if ui.button("Cancel").clicked() {
                        close = true;
                    }
                });
            });
        if close || (!opened_now && r.response.clicked_elsewhere()) {
            picking.0 = None;
        }
    }
    Ok(())
}
