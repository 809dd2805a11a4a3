//! `spanish-main play`: a game on standard input and output, for bots and testers. Each decision
//! of a human seat is one JSON line (its options in words and as data, and the deciding seat's
//! own observation, never another's); the answer is the option's index on one line. Every
//! event is a JSON line as it happens. AI seats play themselves.

use super::game::Headless;
use crate::protocol::{event_json, options_json};
use game_core::Session;
use serde_json::json;
use std::io::{BufRead, Write};

/// Write one JSON line.
fn line(out: &mut impl Write, value: serde_json::Value) -> std::io::Result<()> {
    writeln!(out, "{value}")?;
    out.flush()
}

fn events<G: Headless>(
    session: &Session<G>,
    happened: &[G::Event],
    out: &mut impl Write,
) -> std::io::Result<()> {
    for e in happened {
        line(out, event_json::<G>(session.data(), e))?;
    }
    Ok(())
}

/// Replay a save from its setup to `out`: the setup's events, then each choice as a
/// `{"type":"choice"}` line followed by the events it caused, and a last line saying where
/// the game stands. A save that does not load, or has no history, is an error and prints
/// nothing.
pub fn replay<G: Headless>(
    data: std::sync::Arc<G::Data>,
    text: &str,
    out: &mut impl Write,
) -> Result<(), String> {
    let mut written: std::io::Result<()> = Ok(());
    let mut buffer = Vec::new();
    let session = Session::<G>::replay_save(data, text, |session, choice, happened| {
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
        None => json!({"type": "game_over", "round": G::round(session.state())}),
        Some(d) => json!({"type": "saved", "round": G::round(session.state()), "seat": d.seat}),
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
/// game's seed. The game comes back however the session ended, with what went wrong with the
/// input or output (a closed output, say), so that it can still be saved.
pub fn run<G: Headless>(
    mut session: Session<G>,
    setup: &[G::Event],
    mut input: impl BufRead,
    out: &mut impl Write,
    err: &mut impl Write,
) -> (Session<G>, std::io::Result<()>) {
    let result = drive(&mut session, setup, &mut input, out, err);
    (session, result)
}

/// The option a line of input names: exactly a decimal index, without leading zeros, signs or
/// any whitespace but the line's own ending; anything else (text that is not UTF-8 included)
/// is an error that says what to answer.
pub fn parse_index(line: &[u8], options: usize) -> Result<usize, String> {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    let range = format!(
        "answer with an index from 0 to {}",
        options.saturating_sub(1)
    );
    let text =
        std::str::from_utf8(line).map_err(|_| format!("the line is not UTF-8 text: {range}"))?;
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    let canonical = digits && (text == "0" || !text.starts_with('0'));
    text.parse::<usize>()
        .ok()
        .filter(|i| canonical && *i < options)
        .ok_or_else(|| format!("\"{}\" is not an option: {range}", text.escape_debug()))
}

fn drive<G: Headless>(
    session: &mut Session<G>,
    setup: &[G::Event],
    input: &mut impl BufRead,
    out: &mut impl Write,
    err: &mut impl Write,
) -> std::io::Result<()> {
    events(session, setup, out)?;
    let mut buffer = Vec::new();
    loop {
        let Some(decision) = session.decision() else {
            return line(
                out,
                json!({"type": "game_over", "round": G::round(session.state())}),
            );
        };
        let seat = decision.seat;
        if G::is_ai(session.seat_kind(seat)) {
            let ai_seed = session.ai_seed();
            let choice =
                G::answer(session, decision, ai_seed).expect("a decision always has options");
            let happened = session
                .choose(choice)
                .expect("offered choices are accepted");
            events(session, &happened, out)?;
            continue;
        }
        let observation = session.observation(seat);
        let options = options_json::<G>(session.data(), &decision, &observation);
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
        buffer.clear();
        if input.read_until(b'\n', &mut buffer)? == 0 {
            return Ok(());
        }
        let choice = match parse_index(&buffer, decision.options.len()) {
            Ok(i) => decision.options[i],
            Err(e) => {
                writeln!(err, "error: {e}")?;
                continue;
            }
        };
        let happened = session
            .choose(choice)
            .expect("offered choices are accepted");
        events(session, &happened, out)?;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::GameData;
    use crate::rules::{GameConfig, GameEvent, SeatKind};

    type Session = crate::rules::Session;

    fn new_game(seats: Vec<SeatKind>) -> (Session, Vec<GameEvent>) {
        Session::new(
            GameData::embedded(),
            GameConfig {
                ai_seed: 1,
                ..GameConfig::new(seats, 7)
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
        let (s, io) = run(s, &setup, "oops\n99\n0\n".as_bytes(), &mut out, &mut err);
        io.unwrap();
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
        run(s, &setup, "0\n1\n".as_bytes(), &mut out, &mut err)
            .1
            .unwrap();
        for l in json_lines(&out).iter().filter(|l| l["type"] == "decision") {
            assert_eq!(l["seat"], l["observation"]["seat"]);
        }
    }

    // Bad input changes nothing (issue: saves that never crash) — an option is exactly its
    // decimal index: leading zeros, signs, spaces (a no-break space too) and text that is not
    // UTF-8 are each one bad line; the line's own ending (LF or CR LF) is fine.
    #[test]
    fn only_an_exact_decimal_index_is_an_answer() {
        assert_eq!(parse_index(b"0\n", 3), Ok(0));
        assert_eq!(parse_index(b"2\r\n", 3), Ok(2));
        assert_eq!(parse_index(b"10", 11), Ok(10));
        for bad in [
            &b"00\n"[..],
            b"01",
            b" 0",
            b"0 ",
            b"\t0",
            "\u{a0}0".as_bytes(),
            b"+0",
            b"-0",
            b"0x0",
            b"",
            b"\n",
            b"3",
            b"99999999999999999999999",
            b"\xff\xfe0",
        ] {
            let e = parse_index(bad, 3).unwrap_err();
            assert!(
                e.contains("answer with an index from 0 to 2"),
                "{bad:?}: {e}"
            );
        }
        // A line that is not UTF-8 is one bad line; the session goes on to the next.
        let (s, setup) = new_game(vec![SeatKind::Human, SeatKind::RandomAi]);
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let (s, io) = run(s, &setup, &b"\xff\n0\n"[..], &mut out, &mut err);
        io.unwrap();
        assert_eq!(String::from_utf8(err).unwrap().lines().count(), 1);
        assert!(s.state().revealed(), "the next line was read and answered");
    }

    // Nothing lost: a closed output ends the session with the game still in hand to be saved.
    #[test]
    fn a_closed_output_still_returns_the_game() {
        struct Closed;
        impl Write for Closed {
            fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
                Err(std::io::ErrorKind::BrokenPipe.into())
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        let (s, setup) = new_game(vec![SeatKind::Human, SeatKind::RandomAi]);
        let steps = s.state().steps;
        let (s, io) = run(s, &setup, "0\n".as_bytes(), &mut Closed, &mut Vec::new());
        assert_eq!(io.unwrap_err().kind(), std::io::ErrorKind::BrokenPipe);
        assert_eq!(s.state().steps, steps);
        assert!(Session::load(s.data_arc(), &s.save()).is_ok());
    }
}
