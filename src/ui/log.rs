//! The game log: every event, in words, newest at the bottom. It is the game's history: a
//! click on a line shows the board as it stood then (see `table::look_back`), and two filters
//! keep only one captain's lines or one kind of event. A loaded game's log is told again from
//! its history.

use crate::ai::driver::AiReason;
use crate::table::OnTable;
use crate::table::assets::LoadedData;
use crate::table::glance::{Glance, MirrorSet};
use crate::table::look_back::{Look, LookBack, LookedBack};
use crate::table::played::{PlayedGame, table_open};
use crate::table::session::{GameEventMsg, GameReset, Rewound};
use crate::widgets::panel_frame;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use game_core::Seat;

/// Lines kept; older ones scroll away (the step controls still reach them).
const KEEP: usize = 800;

/// The lines, oldest first, and the words the game on the table gives the filters.
#[derive(Resource)]
pub struct GameLog {
    pub lines: Vec<Entry>,
    /// The game's kinds of event (`OnTable::TOPICS`).
    pub topics: &'static [&'static str],
    /// The game's name for a seat (`OnTable::seat_name`).
    pub seat_name: fn(Seat) -> String,
}

impl Default for GameLog {
    fn default() -> GameLog {
        GameLog {
            lines: Vec::new(),
            topics: &[],
            seat_name: |s| format!("Seat {}", s + 1),
        }
    }
}

/// A line of the log.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    /// The number of choices made in the game when it was written: an undo takes back the
    /// lines of the choices it takes back, and a click shows the board as it stood then.
    pub at: usize,
    pub line: Line,
    /// What it is about, one of the game's `TOPICS` (an AI captain's reason has no topic).
    pub topic: Option<&'static str>,
    /// The captain it concerns, if one.
    pub seat: Option<Seat>,
}

/// Something that happened, or an AI captain's reason for its next move.
#[derive(Clone, Debug, PartialEq)]
pub enum Line {
    Event(String),
    Reason(String),
}

/// Which lines the log shows.
#[derive(Resource, Default, Clone, Copy, PartialEq)]
pub struct LogFilter {
    pub seat: Option<Seat>,
    pub topic: Option<&'static str>,
}

impl LogFilter {
    /// A captain's lines, and of a kind: its events only (an AI captain's reasons are no
    /// kind of event; a note with no kind, such as an undo, shows under every kind).
    pub fn shows(&self, e: &Entry) -> bool {
        self.seat.is_none_or(|s| e.seat == Some(s))
            && self.topic.is_none_or(|t| match e.topic {
                Some(et) => et == t,
                None => matches!(e.line, Line::Event(_)),
            })
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<GameLog>()
        .init_resource::<LogFilter>()
        .add_message::<AiReason>()
        .add_systems(EguiPrimaryContextPass, show.in_set(super::arrange::Panels));
}

/// The log of the game `G` (each game's plugin adds it for itself).
pub(crate) fn for_game<G: OnTable>(app: &mut App) {
    app.add_systems(Update, record::<G>.run_if(table_open::<G>).after(MirrorSet));
}

/// The entry of an event, if it is told at all.
fn entry<G: OnTable>(data: &G::Data, at: usize, e: &G::Event) -> Option<Entry> {
    Some(Entry {
        at,
        line: Line::Event(G::told(data, e)?),
        topic: G::TOPICS.get(G::topic(e)).copied(),
        seat: G::concerns(e),
    })
}

#[allow(clippy::too_many_arguments)]
fn record<G: OnTable>(
    mut reset: MessageReader<GameReset>,
    mut rewound: MessageReader<Rewound>,
    mut moved: MessageReader<LookedBack>,
    game: PlayedGame<G>,
    back: Res<LookBack<G>>,
    mut events: MessageReader<GameEventMsg<G>>,
    mut reasons: MessageReader<AiReason>,
    data: Res<LoadedData<G>>,
    glance: Res<Glance>,
    mut log: ResMut<GameLog>,
    mut filter: ResMut<LogFilter>,
) {
    let step = game.step();
    let back_then = rewound.read().last().copied();
    let looked = moved.read().count() > 0;
    let fresh = reset.read().count() > 0;
    // Looking back, the past is not told again: the log already holds it.
    if looked || back.0.is_some() || game.looking_back_online() {
        events.clear();
        reasons.clear();
        return;
    }
    if fresh {
        match back_then {
            // An undo: the lines of the choices taken back go, the rest stay.
            Some(Rewound(to)) => {
                log.lines.retain(|e| e.at <= to);
                log.lines.push(Entry {
                    at: to,
                    line: Line::Event("A choice is taken back.".into()),
                    topic: None,
                    seat: None,
                });
            }
            // A new game, or a loaded one told again from its history: every line shows again.
            None => {
                log.lines.clear();
                log.topics = G::TOPICS;
                log.seat_name = G::seat_name;
                *filter = LogFilter::default();
                game.retell(|at, happened| {
                    log.lines
                        .extend(happened.iter().filter_map(|e| entry::<G>(&data.0, at, e)));
                });
                let round = glance.round;
                let line = if step == 0 {
                    Some(format!("{} {round} — the table is set.", G::ROUND_WORD))
                } else {
                    (!game.is_over())
                        .then(|| format!("{} {round} — the game goes on.", G::ROUND_WORD))
                };
                if let Some(line) = line {
                    log.lines.push(Entry {
                        at: step,
                        line: Line::Event(line),
                        topic: G::TOPICS.first().copied(),
                        seat: None,
                    });
                }
            }
        }
    }
    // A reason comes before the events its choice causes.
    for AiReason { seat, why } in reasons.read() {
        log.lines.push(Entry {
            at: step,
            line: Line::Reason(format!("{} thinks: {why}", G::seat_name(*seat))),
            topic: None,
            seat: Some(*seat),
        });
    }
    for GameEventMsg(e) in events.read() {
        if let Some(entry) = entry::<G>(&data.0, step, e) {
            if let Line::Event(text) = &entry.line {
                info!("log: {text}");
            }
            log.lines.push(entry);
        }
    }
    let excess = log.lines.len().saturating_sub(KEEP);
    log.lines.drain(..excess);
}

fn show(
    mut contexts: EguiContexts,
    layout: Res<super::arrange::Layout>,
    log: Res<GameLog>,
    mut filter: ResMut<LogFilter>,
    glance: Res<Glance>,
    mut look: MessageWriter<Look>,
    mut wishes: ResMut<super::arrange::Wishes>,
) -> Result {
    let seats = glance.seats();
    let shown_at = glance.shown_at;
    let seat_name = log.seat_name;
    // At the foot of the left column (`layout`): eight lines, or twice that enlarged.
    let place = layout.0.log;
    let window = egui::Window::new("Log")
        .id(super::arrange::LOG.into())
        .frame(panel_frame())
        .fixed_pos(place.min)
        .resizable(false)
        .collapsible(true);
    let window = if layout.0.folds.log {
        window.min_width(place.width()).max_width(place.width())
    } else {
        window.fixed_size(place.size())
    };
    window.show(contexts.ctx_mut()?, |ui| {
        ui.horizontal(|ui| {
            let big = wishes.log_big;
            let (glyph, tip) = if big {
                ("Shorter", "Back to eight lines")
            } else {
                ("Taller", "Show twice as many lines")
            };
            if crate::widgets::named::button(ui, glyph, "Log size")
                .on_hover_text(tip)
                .clicked()
            {
                wishes.log_big = !big;
            }
            let combo = ((ui.available_width() - 16.0) / 2.0).clamp(80.0, 130.0);
            let mut f = *filter;
            let who = f.seat.map_or("Every captain".to_string(), seat_name);
            egui::ComboBox::from_id_salt("log_seat")
                .selected_text(egui::RichText::new(who).size(11.0))
                .width(combo)
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut f.seat, None, "Every captain");
                    for s in 0..seats {
                        ui.selectable_value(&mut f.seat, Some(s), seat_name(s));
                    }
                });
            let what = f.topic.unwrap_or("Every kind");
            egui::ComboBox::from_id_salt("log_topic")
                .selected_text(egui::RichText::new(what).size(11.0))
                .width(combo)
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut f.topic, None, "Every kind");
                    for t in log.topics {
                        ui.selectable_value(&mut f.topic, Some(*t), *t);
                    }
                });
            if f != *filter {
                *filter = f;
            }
        });
        egui::ScrollArea::vertical()
            .stick_to_bottom(true)
            .auto_shrink([false, false])
            .show(ui, |ui| {
                for e in log.lines.iter().filter(|e| filter.shows(e)) {
                    let text = match &e.line {
                        Line::Event(text) => egui::RichText::new(text).size(11.5),
                        Line::Reason(text) => egui::RichText::new(format!("  → {text}"))
                            .size(10.5)
                            .italics()
                            .weak(),
                    };
                    // The moment on the table now stands out.
                    let text = if shown_at == Some(e.at) {
                        text.background_color(egui::Color32::from_rgb(236, 206, 140))
                    } else {
                        text
                    };
                    let r = ui
                        .add(egui::Label::new(text).sense(egui::Sense::click()))
                        .on_hover_text("Click: the board as it stood here");
                    if r.clicked() {
                        look.write(Look::At(e.at));
                    }
                }
            });
    });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(at: usize, topic: Option<&'static str>, seat: Option<Seat>) -> Entry {
        Entry {
            at,
            line: Line::Event(String::new()),
            topic,
            seat,
        }
    }

    // Table comforts (issue: the game as a picture; the table on a laptop screen) — the log
    // filters by captain and by kind; a reason follows its captain, and shows under no kind
    // ("Combat and raids" shows combat and raids, not the AI captains' reasons); a note of no
    // kind (an undo) shows under every kind.
    #[test]
    fn the_filters_keep_one_captain_or_one_kind() {
        let trade = line(1, Some("Trade and port"), Some(0));
        let npc = line(2, Some("NPC ships"), None);
        let reason = Entry {
            line: Line::Reason("Blue thinks: a raid".into()),
            ..line(3, None, Some(1))
        };
        let undo = line(4, None, None);
        let all = LogFilter::default();
        assert!(all.shows(&trade) && all.shows(&npc) && all.shows(&reason));
        let blue = LogFilter {
            seat: Some(1),
            topic: None,
        };
        assert!(blue.shows(&reason));
        let red = LogFilter {
            seat: Some(0),
            topic: None,
        };
        assert!(red.shows(&trade) && !red.shows(&npc) && !red.shows(&reason));
        let npcs = LogFilter {
            seat: None,
            topic: Some("NPC ships"),
        };
        assert!(!npcs.shows(&trade) && npcs.shows(&npc) && !npcs.shows(&reason));
        assert!(npcs.shows(&undo));
        let blue_trade = LogFilter {
            seat: Some(1),
            topic: Some("Trade and port"),
        };
        assert!(!blue_trade.shows(&trade) && !blue_trade.shows(&reason));
    }
}
