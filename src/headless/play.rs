//! `spanish-main play`: a game on standard input and output, for bots and testers. Each decision
//! of a human seat is one JSON line (its options in words and as data, and the deciding seat's
//! own observation, never another's); the answer is the option's index on one line. Every
//! event is a JSON line as it happens. AI seats play themselves.

use crate::rules::{GameEvent, Session};
use crate::words;
use serde_json::json;
use std::io::{BufRead, Write};

/// Write one JSON line.
fn line(out: &mut impl Write, value: serde_json::Value) -> std::io::Result<()> {
    writeln!(out, "{value}")?;
    out.flush()
}

fn events(session: &Session, happened: &[GameEvent], out: &mut impl Write) -> std::io::Result<()> {
    for e in happened {
        line(
            out,
            json!({
                "type": "event",
                "kind": e.kind(),
                "text": words::event(session.data(), e),
                "event": e,
            }),
        )?;
    }
    Ok(())
}

/// Replay a save from its setup to `out`: the setup's events, then each choice as a
/// `{"type":"choice"}` line followed by the events it caused, and a last line saying where
/// the game stands. A save that does not load, or has no history, is an error and prints
/// nothing.
pub fn replay(
    data: std::sync::Arc<crate::content::GameData>,
    text: &str,
    out: &mut impl Write,
) -> Result<(), String> {
    let mut written: std::io::Result<()> = Ok(());
    let mut buffer = Vec::new();
    let session = Session::replay_save(data, text, |session, choice, happened| {
        if written.is_err() {
            return;
        }
        written = (|| {
            if let Some((seat, c)) = choice {
                line(
                    &mut buffer,
                    json!({"type": "choice", "seat": seat, "choice": c}),
                )?;
            }
            events(session, happened, &mut buffer)
        })();
    })
    .map_err(|e| e.to_string())?;
    let end = match session.decision() {
        None => json!({"type": "game_over", "round": session.state().round}),
        Some(d) => json!({"type": "saved", "round": session.state().round, "seat": d.seat}),
    };
    written
        .and_then(|()| line(&mut buffer, end))
        .and_then(|()| out.write_all(&buffer))
        .and_then(|()| out.flush())
        .map_err(|e| e.to_string())
}

/// Play `session` from `input` to `out` until the game ends or the input does; problems with a
/// line go to `err` and the same decision is asked again. `setup` are the events so far (a new
/// game's setup); AI seats draw on the captains' own seed in the game's config, never on the
/// game's seed.
pub fn run(
    mut session: Session,
    setup: &[GameEvent],
    input: impl BufRead,
    out: &mut impl Write,
    err: &mut impl Write,
) -> std::io::Result<Session> {
    events(&session, setup, out)?;
    let mut lines = input.lines();
    loop {
        let Some(decision) = session.decision() else {
            line(
                out,
                json!({"type": "game_over", "round": session.state().round}),
            )?;
            return Ok(session);
        };
        let seat = decision.seat;
        let observation = session.observation(seat);
        let kind = session.seat_kind(seat);
        if kind.is_ai() {
            let seed = crate::ai::decision_seed(session.ai_seed(), seat, observation.step);
            let choice = crate::ai::choose(kind, &observation, session.data(), seed)
                .expect("a decision always has options")
                .choice;
            let happened = session
                .choose(choice)
                .expect("offered choices are accepted");
            events(&session, &happened, out)?;
            continue;
        }
        let data = session.data();
        let options: Vec<serde_json::Value> = decision
            .options
            .iter()
            .enumerate()
            .map(|(index, c)| {
                let text = words::choice_text(data, &observation, c);
                json!({"index": index, "text": text, "choice": c})
            })
            .collect();
        line(
            out,
            json!({
                "type": "decision",
                "seat": seat,
                "kind": decision.kind,
                "options": options,
                "observation": observation,
            }),
        )?;
        let Some(text) = lines.next().transpose()? else {
            return Ok(session);
        };
        let text = text.trim();
        let picked = text
            .parse::<usize>()
            .ok()
            .and_then(|i| decision.options.get(i).copied());
        let Some(choice) = picked else {
            writeln!(
                err,
                "error: \"{text}\" is not an option: answer with an index from 0 to {}",
                decision.options.len() - 1
            )?;
            continue;
        };
        let happened = session
            .choose(choice)
            .expect("offered choices are accepted");
        events(&session, &happened, out)?;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::GameData;
    use crate::rules::{GameConfig, SeatKind};

    fn new_game(seats: Vec<SeatKind>) -> (Session, Vec<GameEvent>) {
        Session::new(
            GameData::embedded(),
            GameConfig {
                seats,
                seed: 7,
                max_rounds: None,
                ai_steers_npcs: false,
                ai_seed: 1,
                undo_among_humans: false,
            },
        )
        .unwrap()
    }

    fn json_lines(out: &[u8]) -> Vec<serde_json::Value> {
        String::from_utf8(out.to_vec())
            .unwrap()
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect()
    }

    // The protocol: a decision lists its options; an index answers it; a bad line is one error
    // on stderr and the same decision again, changing nothing.
    #[test]
    fn answers_by_index_and_bad_lines_ask_again() {
        let (s, setup) = new_game(vec![SeatKind::Human, SeatKind::RandomAi]);
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let s = run(s, &setup, "oops\n99\n0\n".as_bytes(), &mut out, &mut err).unwrap();
        let err = String::from_utf8(err).unwrap();
        assert_eq!(err.lines().count(), 2, "{err}");
        assert!(err.contains("\"oops\" is not an option"));
        let lines = json_lines(&out);
        let decisions: Vec<_> = lines.iter().filter(|l| l["type"] == "decision").collect();
        // The ship choice was asked three times (twice again after bad lines), then answered;
        // the AI chose its ship, and the human's first turn is asked.
        assert_eq!(decisions[0], decisions[1]);
        assert_eq!(decisions[0]["kind"], "ChooseShip");
        assert_eq!(decisions[0]["options"][0]["text"], "Take the Sloop");
        assert!(lines.iter().any(|l| l["kind"] == "captain_revealed"));
        assert!(s.state().revealed());
    }

    // Secrets: the observation printed is the deciding seat's own, never another's.
    #[test]
    fn each_decision_carries_only_its_seats_observation() {
        let (s, setup) = new_game(vec![SeatKind::Human, SeatKind::Human]);
        let (mut out, mut err) = (Vec::new(), Vec::new());
        run(s, &setup, "0\n1\n".as_bytes(), &mut out, &mut err).unwrap();
        for l in json_lines(&out).iter().filter(|l| l["type"] == "decision") {
            assert_eq!(l["seat"], l["observation"]["seat"]);
        }
    }
}
