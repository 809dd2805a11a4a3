//! What Merchants & Marauders' events make the shell play and show: the sound of each (a
//! sail, a cannon, the bell of a human's turn) and the dice each throws onto the tray (skill
//! rolls, long and swivel guns, the hit-location dice of cannon and storm hits, each captioned
//! with where it lands).

use super::words::battle::{capitalised, guns_name};
use super::words::port::location;
use super::words::{npc_name, seat_name, side_name, skill};
use crate::content::{DieFace, GameData, HitLocation};
use crate::rules::GameEvent;
use crate::table::cues::{Die, Effect, Throw};

/// The faces an M&M die shows in turn while it tumbles: the success icon and the numbers.
const SIDES: [DieFace; 6] = [
    DieFace::Success,
    DieFace::Number(1),
    DieFace::Number(2),
    DieFace::Success,
    DieFace::Number(3),
    DieFace::Number(4),
];

/// A die's face on the tray: the success icon is a red skull on a paler die.
fn die(face: DieFace) -> Die {
    match face {
        DieFace::Success => Die {
            face: "☠".into(),
            marked: true,
        },
        DieFace::Number(n) => Die {
            face: n.to_string(),
            marked: false,
        },
    }
}

/// The effect an event makes, if any; `humans` says which seats people play (their turn
/// rings the bell).
pub fn effect_of(e: &GameEvent, humans: &[bool]) -> Option<Effect> {
    Some(match e {
        GameEvent::ShipMoved { .. } | GameEvent::NpcMoved { .. } => Effect::Sail,
        GameEvent::GunsFired { .. } | GameEvent::NpcGunsFired { .. } => Effect::Cannon,
        GameEvent::Damaged { .. } => Effect::Hit,
        GameEvent::ShipSunk { .. } => Effect::Splash,
        GameEvent::DiceRolled { .. } => Effect::Dice,
        GameEvent::CargoSold { .. } | GameEvent::Plundered { .. } => Effect::Coins,
        GameEvent::GoldGained { amount, .. } if *amount > 0 => Effect::Coins,
        GameEvent::GloryGained { .. } => Effect::Fanfare,
        GameEvent::TurnStarted { seat } if humans.get(*seat) == Some(&true) => Effect::Bell,
        _ => return None,
    })
}

fn plural(n: u8, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The hit-location dice of these hits: a numbered die per location, as the hit-location table
/// says, then the success faces, captioned `pick`.
fn hit_dice(
    data: Option<&GameData>,
    numbered: &[HitLocation],
    icons: u8,
    pick: &str,
) -> (Vec<DieFace>, Vec<String>) {
    let number = |l: HitLocation| {
        data.and_then(|d| d.dice.hit_numbers.iter().find(|(_, x)| *x == l))
            .map_or(DieFace::Success, |(n, _)| DieFace::Number(*n))
    };
    let mut faces: Vec<DieFace> = numbered.iter().map(|l| number(*l)).collect();
    let mut captions: Vec<String> = numbered.iter().map(|l| location(*l).into()).collect();
    for _ in 0..icons {
        faces.push(DieFace::Success);
        captions.push(pick.into());
    }
    (faces, captions)
}

/// The tray's throw for an event that rolls dice, if it is one.
pub fn throw(data: Option<&GameData>, e: &GameEvent) -> Option<Throw> {
    let (title, faces, captions, verdict) = match e {
        GameEvent::DiceRolled {
            by,
            skill: k,
            faces,
            successes,
        } => (
            format!("{} rolls {}", side_name(*by), skill(*k)),
            faces.clone(),
            Vec::new(),
            format!(
                "{} — {}",
                plural(*successes, "success", "successes"),
                if *successes > 0 {
                    "Success!"
                } else {
                    "Failed."
                }
            ),
        ),
        GameEvent::GunsFired {
            seat,
            guns,
            faces,
            successes,
        } => (
            format!("{}'s {} fire", seat_name(*seat), guns_name(*guns)),
            faces.clone(),
            Vec::new(),
            plural(*successes, "hit", "hits"),
        ),
        GameEvent::NpcGunsFired {
            slot,
            guns,
            faces,
            successes,
        } => (
            format!(
                "{}'s {} fire",
                capitalised(&npc_name(*slot)),
                guns_name(*guns)
            ),
            faces.clone(),
            Vec::new(),
            plural(*successes, "hit", "hits"),
        ),
        GameEvent::VolleyRolled {
            side,
            numbered,
            icons,
        } => {
            let (faces, captions) = hit_dice(data, numbered, *icons, "their pick");
            (
                format!("{}'s cannon hits land on", side_name(*side)),
                faces,
                captions,
                plural(numbered.len() as u8 + icons, "hit", "hits"),
            )
        }
        // MODULE 8: the storm token's hits.
        GameEvent::StormStruck {
            seat,
            numbered,
            icons,
        } => {
            let (faces, captions) = hit_dice(data, numbered, *icons, "captain's pick");
            (
                format!("The storm's hits on {} land on", seat_name(*seat)),
                faces,
                captions,
                match numbered.len() as u8 + icons {
                    0 => "No hit: the storm is ridden out.".into(),
                    n => plural(n, "hit", "hits"),
                },
            )
        }
        _ => return None,
    };
    Some(Throw {
        title,
        dice: faces.into_iter().map(die).collect(),
        captions,
        verdict,
        sides: SIDES.into_iter().map(die).collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::ZoneId;
    use crate::rules::Location;

    // Table comforts (issue: sound) — a human's turn rings the bell, an AI's does not; moves,
    // dice and glory have their sounds, and most events none.
    #[test]
    fn events_make_their_sounds() {
        let humans = [true, false];
        let turn = |seat| GameEvent::TurnStarted { seat };
        assert_eq!(effect_of(&turn(0), &humans), Some(Effect::Bell));
        assert_eq!(effect_of(&turn(1), &humans), None);
        let moved = GameEvent::ShipMoved {
            seat: 0,
            from: Location::Zone(ZoneId(0)),
            to: Location::Zone(ZoneId(1)),
        };
        assert_eq!(effect_of(&moved, &humans), Some(Effect::Sail));
        assert_eq!(effect_of(&GameEvent::CargoReshuffled, &humans), None);
    }
}
