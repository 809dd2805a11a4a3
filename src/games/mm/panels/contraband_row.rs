//! MODULE 7 on a player board: how many cards lie on the contraband space (in public), where
//! each is bound (to its own seat only), and a sold card awaiting its pair.

use crate::content::GameData;
use crate::rules::observation::{OwnSecrets, PublicSeat};
use bevy_egui::egui;

pub(crate) fn show(
    ui: &mut egui::Ui,
    data: &GameData,
    public: &PublicSeat,
    own: Option<&OwnSecrets>,
) {
    if public.contraband_count > 0 {
        let text = match own {
            Some(o) => {
                let bound: Vec<String> = o
                    .contraband
                    .iter()
                    .filter_map(|c| data.cargo_deck[c.0 as usize].contraband)
                    .map(|p| data.port(p).name.clone())
                    .collect();
                format!("Contraband for: {}", bound.join(", "))
            }
            None => format!(
                "Contraband: {} card(s), ports secret",
                public.contraband_count
            ),
        };
        ui.label(egui::RichText::new(text).size(10.5))
            .on_hover_text(
                "Contraband fills the hold like cargo. It sells only at the port it names, \
                 10 gold a card; every 2 sold are a glory point.",
            );
    }
    if public.contraband_sold.is_some() {
        ui.label(
            egui::RichText::new("1 contraband sold, awaiting its pair (a glory point)").size(10.5),
        );
    }
}
