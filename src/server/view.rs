//! What one connection may see of a table, of any game: a seat its own observation and its own
//! decision; a spectator the public face, which is what every seat sees alike; everyone every
//! event (a game's events carry public facts only: M&M's, see `merchants::rules::GameEvent`).

use super::frame::{LogEntry, ServerFrame};
use super::game::Served;
use crate::protocol::{event_json, options_json};
use game_core::{Seat, Session};
use serde_json::Value;

/// The game as a spectator sees it: each seat's observation without its own secrets, without
/// its seat, its `me` and its decision, and of what is left only what all seats see alike
/// (anything one seat sees differently from another is someone's secret, and is `null`).
pub fn public_face<G: Served>(session: &Session<G>) -> Value {
    let seats = G::seat_kinds(session.config()).len();
    let mut face: Option<Value> = None;
    for seat in 0..seats {
        let mut v = serde_json::to_value(G::without_secrets(session.observation(seat)))
            .expect("observations serialize");
        if let Value::Object(map) = &mut v {
            map.remove("me");
            map.remove("decision");
            map.insert("seat".into(), Value::Null);
        }
        face = Some(match face {
            None => v,
            Some(f) => common(f, &v),
        });
    }
    face.unwrap_or(Value::Null)
}

/// What `a` and `b` have alike; every part where they differ becomes `null`.
fn common(a: Value, b: &Value) -> Value {
    match (a, b) {
        (Value::Object(mut a), Value::Object(b)) => {
            for (k, v) in a.iter_mut() {
                *v = match b.get(k) {
                    Some(bv) => common(std::mem::take(v), bv),
                    None => Value::Null,
                };
            }
            Value::Object(a)
        }
        (Value::Array(a), Value::Array(b)) if a.len() == b.len() => {
            Value::Array(a.into_iter().zip(b).map(|(x, y)| common(x, y)).collect())
        }
        (a, b) if &a == b => a,
        _ => Value::Null,
    }
}

/// Where the game stands for `seat` (a spectator: `None`).
pub fn state<G: Served>(
    session: &Session<G>,
    seat: Option<Seat>,
    connected: Vec<bool>,
    deadline: Option<u64>,
) -> ServerFrame {
    let decision = session.decision();
    let turn = decision.as_ref().map(|d| d.seat);
    let (observation, options) = match seat {
        Some(seat) => {
            let obs = session.observation(seat);
            let options = decision
                .as_ref()
                .filter(|d| d.seat == seat)
                .map(|d| options_json::<G>(session.data(), d, &obs));
            (
                serde_json::to_value(&obs).expect("observations serialize"),
                options,
            )
        }
        None => (public_face(session), None),
    };
    ServerFrame::State {
        step: session.choices_made() as u64,
        turn,
        over: session.is_over(),
        connected,
        observation,
        options,
        deadline,
        kind: decision
            .as_ref()
            .map(|d| Box::new(serde_json::to_value(d.kind).expect("decision kinds serialize"))),
        undo: decision
            .as_ref()
            .filter(|d| Some(d.seat) == seat)
            .map(|d| session.undo_blocked(d.seat).map_or(Ok(()), Err)),
    }
}

pub fn events<G: Served>(data: &G::Data, step: u64, events: &[G::Event]) -> ServerFrame {
    ServerFrame::Events {
        step,
        events: events.iter().map(|e| event_json::<G>(data, e)).collect(),
    }
}

/// The whole log so far, as a newcomer (or a returning player) reads it. `setup` are the
/// events of the table's setup (not in the history).
pub fn log<G: Served>(session: &Session<G>, setup: &[G::Event]) -> ServerFrame {
    let data = session.data();
    let mut entries = vec![LogEntry {
        step: 0,
        events: setup.iter().map(|e| event_json::<G>(data, e)).collect(),
    }];
    session.retell(|step, events| {
        if !events.is_empty() {
            entries.push(LogEntry {
                step: step as u64,
                events: events.iter().map(|e| event_json::<G>(data, e)).collect(),
            });
        }
    });
    ServerFrame::Log { entries }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    // Issue 28, secrets stay secret: what two views see differently is nobody's to see.
    #[test]
    fn the_common_part_of_two_views_keeps_only_what_both_see() {
        let a = json!({"round": 3, "gold": [5, 7], "hand": [1, 2, 3], "x": {"y": 1, "z": 2}});
        let b = json!({"round": 3, "gold": [5, null], "hand": [1], "x": {"y": 1, "z": 9}});
        assert_eq!(
            common(a, &b),
            json!({"round": 3, "gold": [5, null], "hand": null, "x": {"y": 1, "z": null}})
        );
    }
}
