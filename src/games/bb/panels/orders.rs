//! The orders, top of the right column: the menu row (Menu, Undo, look back, the turn), a
//! heading saying who decides what (the Actions left and for whom, a Loot's step, a Cunning
//! offer ...), and the viewer's options as buttons, the first nine on their number keys.

use crate::games::bb::mirror::BbTable;
use crate::games::bb::words;
use crate::screen::Screen;
use crate::table::look_back::{Look, LookBack, Pace};
use crate::table::session::{ChoiceMade, RefusedChoice, UndoChoice};
use crate::table::viewer::Viewer;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText, Ui};
use blackbeard::content::BbData;
use blackbeard::rules::{
    Blackbeard as Bb, Kind, LootStep, Observation, Phase, SeatKind, VisitStep,
};
use game_core::Seat;

/// Who decides what, in words, from the public table.
pub fn heading(data: &BbData, public: &Observation, seat: Seat, kind: Kind) -> String {
    let who = words::seat_name(seat);
    let pirate = |p: blackbeard::content::PirateId| words::pirate(data, p).to_string();
    match kind {
        Kind::Draft => format!(
            "{who} drafts a Pirate card (pick {} of the reverse draft)",
            public.table.drafted.len() + 1
        ),
        Kind::Deploy { round } => format!("{who} deploys pirates (setup, round {})", round + 1),
        Kind::ChooseShip => format!("{who} chooses a ship in secret (shown when all have chosen)"),
        Kind::NewShip => format!("{who} chooses the new pirate's ship"),
        Kind::CardPlay => format!("{who}'s Player-Turn {}: play cards", public.turns),
        Kind::Action { left } => {
            let bound = match &public.phase {
                Some(Phase::Actions {
                    pirate: Some(p), ..
                }) => format!(", all for {}", pirate(*p)),
                _ => String::new(),
            };
            format!(
                "{who}: {left} Action{} left{bound}",
                if left == 1 { "" } else { "s" }
            )
        }
        Kind::Drawn => format!("{who} drew a Pirate card: deploy him now or keep him"),
        Kind::FingerOfFate => format!("Finger of Fate: {who} discards a card in secret"),
        Kind::Loot { step } => {
            let (p, port) = match &public.phase {
                Some(Phase::Loot(l)) => {
                    (pirate(l.pirate), data.ports[l.port.0 as usize].name.clone())
                }
                _ => (who.clone(), "sea".into()),
            };
            let step = match step {
                LootStep::Seize => "seize the booty or let her go",
                LootStep::Cargo => "where the cargo goes",
                LootStep::Trim => "trim the holds to the new ship",
                LootStep::Hostage => "the hostage: torture or ransom",
                LootStep::Revelry => "Debauchery & Revelry?",
            };
            format!("{p} loots the merchant off {port}: {step}")
        }
        Kind::Successor => format!("Mutiny! {who} names the pirate who takes the ship"),
        Kind::PortBooty { doubloons } => {
            format!(
                "{who}: a full ship; a hold over the side for the port's {doubloons} doubloons?"
            )
        }
        Kind::Grab { step } => match step {
            blackbeard::rules::GrabStep::Luck => {
                format!("{who}: Skull and Crossbones against the grab?")
            }
            blackbeard::rules::GrabStep::VictimPays { remaining, .. } => {
                format!("{who} pays {remaining} grabbed doubloons: from which hold?")
            }
            blackbeard::rules::GrabStep::Stow { doubloons, .. } => {
                format!("{who} stows {doubloons} doubloons: which hold?")
            }
            blackbeard::rules::GrabStep::DuelAgain { .. } => {
                format!("A tied duel: does {who} fight on?")
            }
            blackbeard::rules::GrabStep::Spoils { loser, .. } => {
                format!(
                    "{who} won the duel: {}'s possessions, or his ship?",
                    pirate(loser)
                )
            }
        },
        Kind::AllyHit => format!("{who}: an allied ship takes the odd Combat hit: which?"),
        Kind::Treasure { doubloons } => {
            format!("{who} found {doubloons} doubloons of buried treasure: which hold?")
        }
        Kind::RetireBribe { price } => {
            format!("{who}: the governor asks {price} doubloons for a retirement")
        }
        Kind::InPort { step } => {
            let (p, port) = match &public.phase {
                Some(Phase::InPort(v)) => {
                    (pirate(v.pirate), data.ports[v.port.0 as usize].name.clone())
                }
                _ => (who.clone(), "port".into()),
            };
            let step = match step {
                VisitStep::Letter => "take a Letter of Marque?",
                VisitStep::Ransom => "ransom a hostage?",
                VisitStep::RansomHold { .. } => "which hold takes the ransom",
                VisitStep::Convert => "convert booty to Net Worth?",
                VisitStep::Refit => "refit the ship?",
                VisitStep::Repair { .. } => "share the mended hits",
                VisitStep::AllyRepair { .. } => "share the hits left over on his ally's ship",
                VisitStep::Haven => "seek a Safe Haven?",
                VisitStep::Bribe { .. } => "pay the governor's price?",
                VisitStep::Revelry => "Debauchery & Revelry?",
            };
            format!("{p} in {port}: {step}")
        }
        Kind::Window | Kind::ApHand | Kind::Engage { .. } | Kind::Skull | Kind::Surprise => {
            words::anti_pirates::heading(data, public, seat, &kind)
        }
        Kind::Cunning { die } => {
            let p = match &public.phase {
                Some(Phase::Cunning(o)) => pirate(o.pirate),
                _ => who.clone(),
            };
            format!("{p} rolled {die}: spend a point of Cunning to roll again?")
        }
    }
}

/// 4.63: *All pass* was pressed: every person at this screen passes in this window (each
/// asked seat in turn, a frame apart), until someone else is asked.
#[derive(Resource, Default)]
pub struct AllPass(pub bool);

#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct Orders<'w> {
    choices: MessageWriter<'w, ChoiceMade<Bb>>,
    undo: MessageWriter<'w, UndoChoice>,
    look: MessageWriter<'w, Look>,
    pace: ResMut<'w, Pace>,
    back: Res<'w, LookBack<Bb>>,
    refused: Res<'w, RefusedChoice>,
    next: ResMut<'w, NextState<Screen>>,
    keys: Res<'w, ButtonInput<KeyCode>>,
    drawn: ResMut<'w, crate::ui::arrange::OrdersDrawn>,
    online: Option<Res<'w, crate::online::OnlineGame<Bb>>>,
    rules: ResMut<'w, super::rules_help::RulesOpen>,
    grid: ResMut<'w, super::port_grid::PortGridOpen>,
    all_pass: ResMut<'w, AllPass>,
    advice: Res<'w, crate::ai::advisor::Advice<Bb>>,
    ask: MessageWriter<'w, crate::ai::advisor::AskAdvice<Bb>>,
}

impl Orders<'_> {
    /// The rules window, opened and closed by R too.
    pub fn rules_help(&mut self, ctx: &egui::Context, data: &BbData, typing: bool) {
        if !typing && self.keys.just_pressed(KeyCode::KeyR) {
            self.rules.open = !self.rules.open;
        }
        super::rules_help::window(ctx, &mut self.rules, data);
    }

    /// The Port Grid window, opened and closed by G too.
    pub fn port_grid(
        &mut self,
        ctx: &egui::Context,
        data: &BbData,
        public: &Observation,
        typing: bool,
    ) {
        if !typing && self.keys.just_pressed(KeyCode::KeyG) {
            self.grid.0 = !self.grid.0;
        }
        super::port_grid::window(ctx, &mut self.grid, data, public);
    }
}

/// The orders' contents.
pub(super) fn orders(
    ui: &mut Ui,
    data: &BbData,
    table: &BbTable,
    viewer: &Viewer,
    o: &mut Orders,
    typing: bool,
    top: f32,
) {
    let may_undo = table.viewer_answers(viewer) && table.undo == Some(Ok(()));
    let ctrl = o
        .keys
        .any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if may_undo && ctrl && o.keys.just_pressed(KeyCode::KeyZ) {
        o.undo.write(UndoChoice);
    }
    let Some(public) = &table.public else { return };
    ui.horizontal_wrapped(|ui| {
        if crate::widgets::named::button(ui, "☰ Menu", "Menu").clicked() {
            o.next.set(Screen::Menu);
        }
        if crate::widgets::named::button(ui, "Rules", "Rules")
            .on_hover_text("The rules in brief and the tables (R)")
            .clicked()
        {
            o.rules.open = !o.rules.open;
        }
        if crate::widgets::named::button(ui, "Port Grid", "Port Grid")
            .on_hover_text("Every port: governor, markers, Safe Havens, Information (G)")
            .clicked()
        {
            o.grid.0 = !o.grid.0;
        }
        if let Some(allowed) = table.undo.filter(|_| table.viewer_answers(viewer))
            && crate::ui::look_back_panel::undo_button(ui, allowed, may_undo)
        {
            o.undo.write(UndoChoice);
        }
        if table.looking_back.is_none()
            && public.turns > 0
            && crate::widgets::named::button(ui, "◀", "Look back")
                .on_hover_text("Look back: the board one choice ago (or click a log line)")
                .clicked()
        {
            o.look.write(Look::Back);
        }
        if public.turns > 0 {
            ui.label(format!("Player-Turn {}", public.turns));
        }
        if public.long_game {
            ui.weak("Long Game");
        }
    });
    if let Some(problem) = o.online.as_ref().and_then(|g| g.problem.as_ref()) {
        ui.label(RichText::new(problem).color(egui::Color32::from_rgb(160, 20, 20)));
    }
    ui.separator();
    if let Some(at) = table.looking_back {
        let past = o.back.0.as_ref();
        let playing =
            past.is_some_and(|p| p.playing) || o.online.as_ref().is_some_and(|g| g.look.playing);
        let told = past.and_then(|p| Some((p.told.as_deref()?, p.queued.len())));
        let state = crate::ui::look_back_panel::Walk {
            at,
            playing,
            told,
            round_word: <Bb as crate::table::OnTable>::ROUND_WORD,
        };
        crate::ui::look_back_panel::controls(ui, public.turns, state, &mut o.pace, &mut o.look);
        return;
    }
    let Some((deciding, kind)) = table.deciding else {
        if public.over.is_some() {
            ui.label(RichText::new("The game is over.").strong());
            ui.label("The final standings are in the window in the middle.");
        }
        return;
    };
    if kind != Kind::Window {
        o.all_pass.0 = false;
    }
    ui.add(egui::Label::new(RichText::new(heading(data, public, deciding, kind)).strong()).wrap());
    if public.seats.get(deciding) == Some(&SeatKind::Random) {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label("The Random pirate is deciding…");
        });
        return;
    }
    let Some((decision, obs)) = table.my_decision(viewer) else {
        if o.online.is_some() {
            ui.label(format!(
                "Waiting for {} to choose.",
                words::seat_name(deciding)
            ));
        } else {
            ui.label("Waiting for the hand-off.");
        }
        return;
    };
    if let Some(why) = &o.refused.0 {
        ui.label(RichText::new(why).color(egui::Color32::from_rgb(160, 20, 20)));
    }
    // 4.63: a window asks each Anti-Pirate in turn; *All pass* answers Pass for every person
    // here (passing shows no hand, so no curtain is needed).
    if kind == Kind::Window {
        if o.all_pass.0 {
            o.choices.write(ChoiceMade(blackbeard::rules::Choice::Pass));
            ui.ctx().request_repaint();
            return;
        }
        let humans = public
            .seats
            .iter()
            .enumerate()
            .filter(|(s, k)| **k == SeatKind::Human && *s != public.pirate_player)
            .count();
        if humans > 1
            && crate::widgets::named::button(ui, "All pass", "All pass")
                .on_hover_text("Every person at this screen passes in this window")
                .clicked()
        {
            o.all_pass.0 = true;
            o.choices.write(ChoiceMade(blackbeard::rules::Choice::Pass));
        }
    }
    if decision
        .options
        .iter()
        .any(|c| crate::games::bb::board::place_of(c).is_some())
    {
        ui.label(RichText::new("Click a ringed place on the board, or:").size(11.0));
    }
    super::advice::row(ui, data, obs, &o.advice, &mut o.ask);
    let advised = o.advice.for_decision(obs).map(|c| c.choice);
    // The layout keeps room for the first six options (`OrdersDrawn`); past its space the
    // list scrolls.
    let list_top = ui.cursor().min.y;
    let left = ui.available_height() - crate::layout::ORDERS_FOOT;
    let mut list = 0.0;
    egui::ScrollArea::vertical()
        .max_height(left.max(80.0))
        .show(ui, |ui| {
            let shown = decision.options.len().min(crate::layout::ORDERS_SHOWN);
            for (i, option) in decision.options.iter().enumerate() {
                let text = words::option(data, obs, option);
                let label = if i < 9 {
                    format!("{}  {text}", i + 1)
                } else {
                    text.clone()
                };
                let mut button =
                    egui::Button::new(label).min_size([ui.available_width(), 26.0].into());
                if advised == Some(*option) {
                    button = button.fill(super::advice::ADVISED);
                }
                let r = ui.add(button);
                crate::widgets::named::named(ui, &r, &format!("Order: {text}"));
                let key = i < 9
                    && !typing
                    && !ctrl
                    && o.keys.just_pressed(crate::ui::shortcuts::DIGITS[i]);
                if r.clicked() || key {
                    o.choices.write(ChoiceMade(*option));
                }
                if i + 1 == shown {
                    list = r.rect.max.y + ui.spacing().item_spacing.y - list_top;
                }
            }
        });
    let now = crate::ui::arrange::OrdersDrawn {
        head: list_top - top,
        reference: 0.0,
        list,
    };
    if (now.head - o.drawn.head).abs() + (now.list - o.drawn.list).abs() > 0.5 {
        ui.ctx().request_repaint();
    }
    *o.drawn = now;
}
