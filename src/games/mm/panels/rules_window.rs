//! The rules at hand: a window with the rules in our own words by chapter (searchable), a
//! glossary, the ship table, the ports' specials, the die and the prices. Opened by the hud's
//! Rules button, the R key, or a "?" beside a panel, which opens that panel's rule.

use crate::content::GameData;
use crate::content::help::RulesHelp;
use crate::content::schema::DieFace;
use crate::rules::DecisionKind;
use crate::rules::MerchantsAndMarauders as Mm;
use crate::table::assets::LoadedData;
use crate::widgets::panel_frame;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The tabs of the window.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tab {
    #[default]
    Rules,
    Glossary,
    Ships,
    Ports,
    DiceAndPrices,
}

/// Whether the rules window is open, and what it shows.
#[derive(Resource, Default)]
pub struct RulesOpen {
    pub open: bool,
    pub tab: Tab,
    pub query: String,
    /// The section shown (its name in the coverage table).
    pub section: Option<String>,
}

impl RulesOpen {
    /// Open the window at a rules section.
    pub fn at(&mut self, section: &str) {
        self.open = true;
        self.tab = Tab::Rules;
        self.query.clear();
        self.section = Some(section.to_string());
    }
}

/// A small "?" that opens the rules at `section`.
pub fn rule_button(ui: &mut egui::Ui, rules: &mut RulesOpen, section: &str) {
    let r = ui
        .small_button("?")
        .on_hover_text(format!("The rule: {section}"));
    crate::widgets::named::named(ui, &r, &format!("Rule {section}"));
    if r.clicked() {
        rules.at(section);
    }
}

/// The rules section a decision follows, for the "?" beside the orders.
pub fn section_of(kind: DecisionKind) -> &'static str {
    use crate::rules::protocol::{BattleStepKind as B, PortStepKind as P, RaidStepKind as R};
    match kind {
        DecisionKind::ChooseShip => "SETUP",
        DecisionKind::ChooseCaptain => "Variant 2: Captains, captains, captains!",
        DecisionKind::OffTurnScout => "Variant 5: Cutthroat",
        DecisionKind::CrowsNest => "Module 4: NPC upgrades",
        DecisionKind::Reroll | DecisionKind::NpcReroll | DecisionKind::GloryRedraw => {
            "Module 10: Favors"
        }
        DecisionKind::StormHit => "Module 8: Wind and weather",
        DecisionKind::Searched | DecisionKind::Spill | DecisionKind::Stow => "Module 7: Contraband",
        DecisionKind::HoldPick => "Module 3: New ship modifications",
        DecisionKind::Plank => "Module 11: Loyalty track",
        DecisionKind::Location { .. } => crate::games::mm::words::locations::SECTION,
        DecisionKind::Action { .. } => "2. PLAYER ACTIONS",
        DecisionKind::PlaceMods => "DYING AND RETIREMENT",
        DecisionKind::DiscardGlory => "GLORY CARDS",
        DecisionKind::Port { step } => match step {
            P::Menu => "C. PORT",
            P::Selling => "Sell goods",
            P::Buying | P::PickGoods => "Buy goods",
            P::Shipyard | P::ReturnMods => "Visit shipyard",
            P::TransferMods => "St John: modification transfer",
            P::Recruiting => "Recruit",
            P::Stashing => "Stash gold",
            P::KeepRumor => "Acquire a rumor",
            P::ChooseMission => "Claim a mission",
            P::Favors => "Module 10: Favors",
        },
        DecisionKind::Raid { step } => match step {
            R::Found => "MERCHANT RAIDS: Merchant tokens",
            R::Working | R::Loot => "MERCHANT RAIDS: Merchant raids",
        },
        DecisionKind::Battle { step } => match step {
            B::Declare => "NAVAL COMBAT: 1. Declaration",
            B::Grapple => "Grappling hooks",
            B::Aim | B::Place => "NAVAL COMBAT: Hit locations and damage",
            B::Caltrops | B::Burn => "Module 2: New special weapons",
            B::Plunder => "PLUNDER: player captains",
            B::Announce | B::Reveal => "GLORY CARDS IN COMBAT",
        },
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<RulesOpen>()
        .add_systems(EguiPrimaryContextPass, window);
}

fn window(
    mut contexts: EguiContexts,
    mut rules: ResMut<RulesOpen>,
    data: Option<Res<LoadedData<Mm>>>,
) -> Result {
    if !rules.open {
        return Ok(());
    }
    let help = RulesHelp::embedded();
    let mut open = true;
    egui::Window::new("Rules")
        .id("rules_window".into())
        .frame(panel_frame())
        .open(&mut open)
        .order(egui::Order::Foreground)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .fixed_size([720.0, 470.0])
        .collapsible(false)
        .show(contexts.ctx_mut()?, |ui| {
            ui.set_min_height(440.0);
            ui.horizontal(|ui| {
                for (tab, name) in [
                    (Tab::Rules, "Rules"),
                    (Tab::Glossary, "Glossary"),
                    (Tab::Ships, "Ships"),
                    (Tab::Ports, "Ports"),
                    (Tab::DiceAndPrices, "Dice and prices"),
                ] {
                    let r = ui.selectable_label(rules.tab == tab, name);
                    crate::widgets::named::named(ui, &r, &format!("Rules tab {name}"));
                    if r.clicked() {
                        rules.tab = tab;
                    }
                }
            });
            ui.separator();
            let data = data.as_ref().map(|d| &*d.0);
            match (rules.tab, data) {
                (Tab::Rules, _) => chapters(ui, help, &mut rules),
                (Tab::Glossary, _) => glossary(ui, help),
                (Tab::Ships, Some(data)) => ships(ui, data),
                (Tab::Ports, Some(data)) => ports(ui, data),
                (Tab::DiceAndPrices, Some(data)) => dice_and_prices(ui, data),
                _ => {
                    ui.label("The game data is still loading.");
                }
            }
        });
    if !open {
        rules.open = false;
    }
    Ok(())
}

/// The search box, the sections found, and the one chosen.
fn chapters(ui: &mut egui::Ui, help: &RulesHelp, rules: &mut RulesOpen) {
    ui.horizontal(|ui| {
        ui.label("Search:");
        ui.add(egui::TextEdit::singleline(&mut rules.query).desired_width(220.0));
        if !rules.query.is_empty() && ui.small_button("✕").clicked() {
            rules.query.clear();
        }
    });
    let found = help.search(&rules.query);
    if rules.section.is_none() {
        rules.section = found.first().map(|(_, e)| e.section.clone());
    }
    ui.horizontal_top(|ui| {
        ui.vertical(|ui| {
            ui.set_width(250.0);
            egui::ScrollArea::vertical()
                .id_salt("rules_list")
                .max_height(390.0)
                .show(ui, |ui| {
                    if found.is_empty() {
                        ui.label("No section holds every word.");
                    }
                    let mut chapter = "";
                    for (c, e) in &found {
                        if c.title != chapter {
                            chapter = &c.title;
                            ui.label(egui::RichText::new(chapter).strong().size(13.0));
                        }
                        let on = rules.section.as_deref() == Some(e.section.as_str());
                        if ui.selectable_label(on, &e.title).clicked() {
                            rules.section = Some(e.section.clone());
                        }
                    }
                });
        });
        ui.separator();
        ui.vertical(|ui| {
            let Some(entry) = rules.section.as_deref().and_then(|s| help.section(s)) else {
                return;
            };
            egui::ScrollArea::vertical()
                .id_salt("rules_text")
                .max_height(390.0)
                .show(ui, |ui| {
                    ui.label(egui::RichText::new(&entry.title).strong().size(17.0));
                    ui.label(
                        egui::RichText::new(format!("Rules section: {}", entry.section))
                            .weak()
                            .size(11.0),
                    );
                    ui.add_space(6.0);
                    ui.label(egui::RichText::new(&entry.text).size(13.5));
                });
        });
    });
}

fn glossary(ui: &mut egui::Ui, help: &RulesHelp) {
    egui::ScrollArea::vertical()
        .id_salt("glossary")
        .max_height(420.0)
        .show(ui, |ui| {
            egui::Grid::new("glossary_grid")
                .num_columns(2)
                .spacing([14.0, 6.0])
                .striped(true)
                .show(ui, |ui| {
                    for t in &help.glossary {
                        ui.label(egui::RichText::new(&t.term).strong());
                        ui.add(egui::Label::new(&t.meaning).wrap());
                        ui.end_row();
                    }
                });
        });
}

fn ships(ui: &mut egui::Ui, data: &GameData) {
    ui.label("The ships of the base game. Values may rise with modifications, to 5 at most.");
    ui.add_space(4.0);
    egui::Grid::new("ship_table")
        .striped(true)
        .spacing([16.0, 6.0])
        .show(ui, |ui| {
            for h in [
                "Ship",
                "Maneuverability",
                "Cargo",
                "Cannons",
                "Crew",
                "Hull",
                "Buy",
                "Sell",
            ] {
                ui.label(egui::RichText::new(h).strong());
            }
            ui.end_row();
            let gold = |g: Option<u32>| g.map_or("—".to_string(), |g| format!("{g} gold"));
            for s in data.ships.iter().filter(|s| s.in_play) {
                ui.label(&s.name);
                for v in [s.maneuverability, s.cargo, s.cannons, s.crew, s.toughness] {
                    ui.label(v.to_string());
                }
                ui.label(gold(s.buy));
                ui.label(gold(s.sell));
                ui.end_row();
            }
        });
}

fn ports(ui: &mut egui::Ui, data: &GameData) {
    egui::ScrollArea::vertical()
        .id_salt("port_list")
        .max_height(420.0)
        .show(ui, |ui| {
            egui::Grid::new("port_table")
                .num_columns(3)
                .striped(true)
                .spacing([14.0, 6.0])
                .show(ui, |ui| {
                    for p in &data.ports {
                        ui.label(egui::RichText::new(&p.name).strong());
                        ui.label(format!("{:?}", p.nation));
                        ui.add(egui::Label::new(&p.text).wrap());
                        ui.end_row();
                    }
                });
        });
}

fn dice_and_prices(ui: &mut egui::Ui, data: &GameData) {
    ui.label(egui::RichText::new("The skill die").strong());
    let faces: Vec<String> = data
        .dice
        .faces
        .iter()
        .map(|f| match f {
            DieFace::Success => "☠ success".to_string(),
            DieFace::Number(n) => n.to_string(),
        })
        .collect();
    ui.label(format!("Faces: {}.", faces.join(", ")));
    let hits: Vec<String> = data
        .dice
        .hit_numbers
        .iter()
        .map(|(n, at)| format!("{n} → {at:?}"))
        .collect();
    ui.label(format!(
        "A skill check rolls one die per point of the skill and passes on one success. A hit \
         die names the location it strikes: {}; a success lets the target choose.",
        hits.join(", ")
    ));
    ui.add_space(8.0);
    ui.label(egui::RichText::new("Prices").strong());
    let p = &data.tokens.prices;
    egui::Grid::new("price_table")
        .striped(true)
        .spacing([16.0, 4.0])
        .show(ui, |ui| {
            let rows = [
                ("A cargo card sold", format!("{} gold", p.goods)),
                (
                    "A card of the good in demand sold",
                    format!(
                        "{} gold; {} or more at once: a glory point",
                        p.demand, p.demand_glory_cards
                    ),
                ),
                (
                    "Cargo cards drawn to buy from",
                    format!(
                        "{} ({} in the same port two turns running); at most {} held in port",
                        p.goods_draw, p.goods_draw_repeat, p.port_cargo_limit
                    ),
                ),
                ("A repair", format!("{} gold a point", p.repair_per_point)),
                (
                    "A special weapon",
                    format!("{} gold (sold back for {})", p.weapon_buy, p.weapon_sell),
                ),
                ("A ship modification", format!("{} gold", p.ship_mod)),
                ("A crew point", format!("{} gold", p.crew_each)),
                ("A rumor", format!("{} gold", p.rumor)),
                ("The stash", crate::games::mm::words::port::stash_rate(data)),
            ];
            for (what, price) in rows {
                ui.label(what);
                ui.label(price);
                ui.end_row();
            }
        });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::protocol::{BattleStepKind as B, PortStepKind as P, RaidStepKind as R};

    // Table comforts (issue: rules at hand) — the "?" beside every kind of decision opens a
    // rules section the help holds.
    #[test]
    fn every_decision_points_at_a_help_entry() {
        let help = RulesHelp::embedded();
        let mut kinds = vec![
            DecisionKind::ChooseShip,
            DecisionKind::Action { actions_left: 3 },
            DecisionKind::PlaceMods,
            DecisionKind::DiscardGlory,
        ];
        kinds.extend(
            [
                P::Menu,
                P::Selling,
                P::Buying,
                P::Shipyard,
                P::Recruiting,
                P::Stashing,
                P::TransferMods,
                P::ReturnMods,
                P::KeepRumor,
                P::ChooseMission,
                P::PickGoods,
            ]
            .map(|step| DecisionKind::Port { step }),
        );
        kinds.extend([R::Found, R::Working, R::Loot].map(|step| DecisionKind::Raid { step }));
        kinds.extend(
            [
                B::Declare,
                B::Grapple,
                B::Aim,
                B::Place,
                B::Plunder,
                B::Announce,
                B::Reveal,
            ]
            .map(|step| DecisionKind::Battle { step }),
        );
        for kind in kinds {
            let section = section_of(kind);
            assert!(help.section(section).is_some(), "{kind:?}: {section:?}");
        }
    }
}
