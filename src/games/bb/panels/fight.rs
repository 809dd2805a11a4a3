//! A fight at sea (6.45–6.46, 10.33–10.35) or a duel (15.1, 17.2 #17) while the pirate's roll
//! waits on his Cunning: both totals, every modifier named, and what the dice say as they
//! stand, in the middle of the table (the log names them too once the dice stand).

use crate::games::bb::mirror::BbTable;
use crate::games::bb::words;
use bevy_egui::egui;
use blackbeard::content::BbData;
use blackbeard::rules::{Observation, Phase, Reroll, SeaPart, SeaSide, sea_parts};

/// A side's die and modifiers in words: "die 3 + Combat 5 + Ability 2 − D&R 2 = 8".
fn side(die: u8, s: &SeaSide) -> String {
    let mut out = format!("die {die}");
    for (part, n) in &s.parts {
        let name = match part {
            SeaPart::Speed => "Speed",
            SeaPart::Combat => "Combat",
            SeaPart::Ability => "Ability",
            SeaPart::AllyAbility => "his ally's Ability",
            SeaPart::HeavyGuns => "Heavy Guns",
            SeaPart::Revelry => "D&R",
            SeaPart::LivingRules => "Living Rules",
            SeaPart::MovedIn => "moved in",
        };
        let sign = if *n < 0 { "−" } else { "+" };
        out.push_str(&format!(" {sign} {name} {}", n.abs()));
    }
    format!("{out} = {}", die as i16 + s.sum())
}

fn dice(d: &[u8]) -> String {
    let sum: u32 = d.iter().map(|x| *x as u32).sum();
    let each: Vec<String> = d.iter().map(|x| x.to_string()).collect();
    format!("{} = {sum}", each.join(" + "))
}

/// The panel's title and lines (his side, the other side, the outcome as the dice stand).
pub fn lines(data: &BbData, public: &Observation) -> Option<(&'static str, [String; 3])> {
    let Some(Phase::Cunning(offer)) = public.phase.as_ref() else {
        return None;
    };
    let who = words::pirate(data, offer.pirate);
    let sea = |e, battle| {
        sea_parts(
            data,
            &public.afloat,
            &public.alliances,
            public.living_rules_plus_two,
            offer.pirate,
            e,
            battle,
        )
    };
    Some(match &offer.roll {
        Reroll::Escape { engage, foe_die } => {
            let (mine, foe) = sea(engage, false);
            let escaped = *foe_die as i16 + foe.sum() <= offer.die as i16 + mine.sum();
            (
                "Escape",
                [
                    format!("{who}: {}", side(offer.die, &mine)),
                    format!(
                        "{}: {}",
                        words::anti_pirates::foe(data, engage.foe),
                        side(*foe_die, &foe)
                    ),
                    if escaped {
                        "As the dice stand: he gets away.".into()
                    } else {
                        "As the dice stand: caught (a tie is his).".into()
                    },
                ],
            )
        }
        Reroll::SeaBattle { engage, foe_die } => {
            let (mine, foe) = sea(engage, true);
            let won = offer.die as i16 + mine.sum() > *foe_die as i16 + foe.sum();
            (
                "Sea battle",
                [
                    format!("{who}: {}", side(offer.die, &mine)),
                    format!(
                        "{}: {}",
                        words::anti_pirates::foe(data, engage.foe),
                        side(*foe_die, &foe)
                    ),
                    if won {
                        "As the dice stand: he wins.".into()
                    } else {
                        "As the dice stand: he loses (a tie is the foe's).".into()
                    },
                ],
            )
        }
        Reroll::Duel {
            grab,
            grabber_dice,
            victim_dice,
            grabber_side,
            ..
        } => {
            let g: u32 = grabber_dice.iter().map(|x| *x as u32).sum();
            let v: u32 = victim_dice.iter().map(|x| *x as u32).sum();
            let (g_name, v_name) = (
                words::pirate(data, grab.grabber),
                words::pirate(data, grab.victim),
            );
            let (mine, theirs) = if *grabber_side {
                (
                    format!("{g_name}: {}", dice(grabber_dice)),
                    format!("{v_name}: {}", dice(victim_dice)),
                )
            } else {
                (
                    format!("{v_name}: {}", dice(victim_dice)),
                    format!("{g_name}: {}", dice(grabber_dice)),
                )
            };
            let outcome = match g.cmp(&v) {
                std::cmp::Ordering::Greater => format!("As the dice stand: {g_name} wins."),
                std::cmp::Ordering::Less => format!("As the dice stand: {v_name} wins."),
                std::cmp::Ordering::Equal => "As the dice stand: a tie, dueled again.".into(),
            };
            ("Duel", [mine, theirs, outcome])
        }
        Reroll::Ambition {
            newcomer,
            newcomer_total,
            ..
        } => (
            "Piratical Ambition",
            [
                format!("{who}: Duel dice {}", offer.die),
                format!(
                    "{}, leading the mutiny: Duel dice {newcomer_total}",
                    words::pirate(data, *newcomer)
                ),
                "As the dice stand: the ship is the newcomer's.".into(),
            ],
        ),
        _ => return None,
    })
}

pub fn window(
    ctx: &egui::Context,
    layout: &crate::ui::arrange::Layout,
    data: &BbData,
    table: &BbTable,
) {
    let Some(public) = table.public.as_ref() else {
        return;
    };
    let Some((title, lines)) = lines(data, public) else {
        return;
    };
    super::walk::window(ctx, layout, title, "fight-panel", |ui| {
        super::attack::panel(ui, lines, "A point of Cunning rolls his dice again (12).")
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use blackbeard::content::{EventCardId, KcId, WarshipId};
    use blackbeard::rules::{Blackbeard, CunningOffer, Engage, EngageStep, Foe, Revelry, SeatKind};
    use game_core::Session;
    use std::sync::Arc;

    fn table() -> (Arc<BbData>, Observation) {
        let data = Arc::new(BbData::embedded().unwrap());
        let config =
            blackbeard::rules::Options::default().config(vec![SeatKind::Human; 2], 4, 4, false);
        let mut s = Session::<Blackbeard>::new(data.clone(), config).unwrap().0;
        while !matches!(s.state().phase, Phase::CardPlay) {
            let pick = *s.decision().unwrap().options.last().unwrap();
            s.choose(pick).unwrap();
        }
        (data, s.observation(0).without_secrets())
    }

    // 6.46, 2.4, 13.23, 17.2 #10, 12: a lost sea battle's die waiting on Cunning: his Combat,
    // Ability, Heavy Guns and D&R against the warship's Combat and the Living Rules' +2,
    // both totals and the outcome as the dice stand.
    #[test]
    fn the_sea_battle_panel_names_both_totals_and_every_modifier() {
        let (data, mut public) = table();
        let a = &mut public.afloat[0];
        a.heavy_guns = Some(EventCardId(0));
        a.revelry = Revelry::Voluntary;
        let (pirate, combat) = (a.pirate, a.combat as i16);
        let ability = data.pirates[pirate.0 as usize].ability as i16;
        let engage = Engage {
            foe: Foe::Warship(WarshipId(0)),
            by: 1,
            moved_in: false,
            step: EngageStep::FightOrEscape,
        };
        public.phase = Some(Phase::Cunning(CunningOffer {
            pirate,
            die: 1,
            roll: Reroll::SeaBattle { engage, foe_die: 6 },
        }));
        let (title, [mine, theirs, outcome]) = lines(&data, &public).unwrap();
        assert_eq!(title, "Sea battle");
        let total = 1 + combat + ability + 2 - 2;
        assert!(
            mine.ends_with(&format!(
                "die 1 + Combat {combat} + Ability {ability} + Heavy Guns 2 − D&R 2 = {total}"
            )),
            "{mine}"
        );
        let w = data.warships[0].combat as i16;
        assert!(
            theirs.ends_with(&format!("die 6 + Combat {w} + Living Rules 2 = {}", 8 + w)),
            "{theirs}"
        );
        assert_eq!(outcome.contains("he wins"), total > 8 + w, "{outcome}");
        // With the printed values (`--modules printed`) the +2 is gone.
        public.living_rules_plus_two = false;
        let (_, [_, theirs, _]) = lines(&data, &public).unwrap();
        assert!(!theirs.contains("Living Rules"), "{theirs}");
    }

    // 10.33, 12: a failed escape from a KC that moved in: Speed against Speed − 1.
    #[test]
    fn the_escape_panel_counts_a_kc_that_moved_in() {
        let (data, mut public) = table();
        let a = &public.afloat[0];
        let (pirate, speed) = (a.pirate, a.speed as i16);
        let kc = &data.kcs[0];
        public.phase = Some(Phase::Cunning(CunningOffer {
            pirate,
            die: 1,
            roll: Reroll::Escape {
                engage: Engage {
                    foe: Foe::Kc(KcId(0)),
                    by: 1,
                    moved_in: true,
                    step: EngageStep::FightOrEscape,
                },
                foe_die: 6,
            },
        }));
        let (title, [mine, theirs, outcome]) = lines(&data, &public).unwrap();
        assert_eq!(title, "Escape");
        assert!(mine.ends_with(&format!("die 1 + Speed {speed} = {}", 1 + speed)));
        let foe = 6 + kc.speed as i16 - 1;
        assert!(
            theirs.contains(&kc.name)
                && theirs.ends_with(&format!("die 6 + Speed {} − moved in 1 = {foe}", kc.speed)),
            "{theirs}"
        );
        assert_eq!(outcome.contains("gets away"), foe <= 1 + speed);
    }
}
