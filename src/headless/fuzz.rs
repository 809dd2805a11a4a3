//! `spanish-main fuzz`: damage real saves and `play` input lines on purpose, and check that each
//! is refused with one clear error, or loads into a game that passes every invariant, saves
//! again into a save that loads, and plays on to its end without a panic. Every mutation is
//! drawn from a seeded generator, so a failure names the seed and sample that repeat it.

use super::game::{Headless, NewGame};
use game_core::{GameRng, LoadError, Session};
use serde::Serialize;
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::sync::Arc;

/// A loaded game still running after this many random choices counts as a hang.
const HANG_STEPS: usize = 50_000;

/// What the fuzzer found, by outcome; `failures` names the first few that should never happen.
#[derive(Clone, Debug, Default, Serialize)]
pub struct FuzzReport {
    pub saves: u64,
    /// Refused with an error (each error message is non-empty and one line).
    pub refused: u64,
    /// Loaded, saved again into a save that loads, and played on to the end.
    pub played_to_the_end: u64,
    /// Loaded, then broke an invariant, would not save or reload, or hung.
    pub broken: u64,
    pub panics: u64,
    /// Refusals by the kind of error (parse, format, inconsistent state, history).
    pub refused_by_kind: BTreeMap<String, u64>,
    pub lines: u64,
    /// Lines answered as an option, and lines refused with one error each.
    pub lines_accepted: u64,
    pub lines_refused: u64,
    pub line_panics: u64,
    /// Every panic and breakage, by where it happened or what broke (numbers taken out).
    pub failures_by_kind: BTreeMap<String, u64>,
    pub failures: Vec<String>,
}

thread_local! {
    /// Where the last panic on this thread happened (the hook below writes it).
    static PANIC_AT: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Run `f` as the core's headless loop runs a game (`game_core::harness::guarded`), a panic
/// coming back as an error that also names where it happened (this command's panic hook
/// notes the place).
fn guarded<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    game_core::harness::guarded(f).map_err(|msg| {
        let at = PANIC_AT.with(|p| p.borrow().clone());
        format!("panic at {at}: {msg}")
    })
}

/// Real saves to damage: random games of every table size the game takes, saved at random
/// moments (M&M's: in port, raids, battles, new captains, the end), each also in the game's
/// older formats (M&M's: 7, without its history, and 8; older formats get every check without
/// the replay's).
pub fn corpus<G: Headless>(data: &Arc<G::Data>, games: u64, seed: u64) -> Vec<String> {
    let mut rng = GameRng::from_seed(seed ^ 0xC0_FFEE);
    let mut saves = Vec::new();
    let human = G::seat("human").expect("every game seats people");
    let (fewest, most) = (*G::SEATS.start(), *G::SEATS.end());
    for g in 0..games {
        let seats = fewest + (g % (most - fewest + 1) as u64) as usize;
        let Ok(config) = G::new_config(NewGame {
            seats: vec![human; seats],
            seed: seed.wrapping_add(g),
            ai_seed: 0,
            max_rounds: None,
            options: "none".into(),
        }) else {
            continue;
        };
        let Ok((mut s, _)) = Session::<G>::new(data.clone(), config) else {
            continue;
        };
        let stops = [rng.below(60), 60 + rng.below(400), 400 + rng.below(2000)];
        let mut step = 0;
        for stop in stops {
            while step < stop {
                if s.decision().is_none() {
                    break;
                }
                let c = G::random_answer(&s, seed ^ g).expect("a decision has options");
                s.choose(c).expect("an offered choice is accepted");
                step += 1;
            }
            let text = s.save();
            for &format in G::FUZZ_FORMATS {
                saves.push(G::older_save(&text, format));
            }
            saves.push(text);
        }
    }
    saves
}

/// Numbers worth trying where a number stood: edges of every integer type the save uses.
const NUMBERS: [&str; 14] = [
    "0",
    "1",
    "2",
    "-1",
    "5",
    "7",
    "200",
    "255",
    "256",
    "65535",
    "2147483647",
    "-2147483648",
    "4294967295",
    "18446744073709551615",
];

/// Spans of `text` that are numbers, or identifiers.
fn tokens(text: &str, numbers: bool) -> Vec<(usize, usize)> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let starts = if numbers {
            b[i].is_ascii_digit()
        } else {
            b[i].is_ascii_alphabetic() || b[i] == b'_'
        };
        let prev_word = i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_');
        if starts && !prev_word {
            let start = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            out.push((start, i));
        } else {
            i += 1;
        }
    }
    out
}

/// One damaging edit of a save's text.
pub fn mutate(text: &str, rng: &mut GameRng) -> String {
    let lines: Vec<&str> = text.lines().collect();
    if lines.is_empty() {
        return text.to_string();
    }
    let line = |rng: &mut GameRng| rng.below(lines.len().max(1));
    match rng.below(10) {
        // A number changed (the commonest damage, and the one most likely to pass the parser).
        0..=3 => {
            let spans = tokens(text, true);
            if spans.is_empty() {
                return text.to_string();
            }
            let (a, b) = spans[rng.below(spans.len())];
            let old: i64 = text[a..b].parse().unwrap_or(0);
            // Mostly small numbers: they pass the parser and reach the checks behind it.
            let new = match rng.below(8) {
                0 => (old + 1).to_string(),
                1 => (old - 1).max(0).to_string(),
                2 => rng.below(1000).to_string(),
                3 => NUMBERS[rng.below(NUMBERS.len())].to_string(),
                _ => rng.below(8).to_string(),
            };
            format!("{}{new}{}", &text[..a], &text[b..])
        }
        // A variant or field renamed to another name the save uses.
        4 => {
            let spans = tokens(text, false);
            if spans.len() < 2 {
                return text.to_string();
            }
            let (a, b) = spans[rng.below(spans.len())];
            let (c, d) = spans[rng.below(spans.len())];
            format!("{}{}{}", &text[..a], &text[c..d], &text[b..])
        }
        5 => {
            let mut l = lines.clone();
            l.remove(line(rng));
            l.join("\n")
        }
        6 => {
            let i = line(rng);
            let mut l = lines.clone();
            l.insert(i, lines[i]);
            l.join("\n")
        }
        7 => {
            let (i, j) = (line(rng), line(rng));
            let mut l = lines.clone();
            l.swap(i, j);
            l.join("\n")
        }
        8 => {
            let mut cut = rng.below(text.len().max(1));
            while !text.is_char_boundary(cut) {
                cut -= 1;
            }
            text[..cut].to_string()
        }
        _ => {
            let mut bytes = text.as_bytes().to_vec();
            if !bytes.is_empty() {
                let i = rng.below(bytes.len());
                bytes[i] = b" (),:[]0123456789-abcxyz\"\n"[rng.below(26)];
            }
            String::from_utf8_lossy(&bytes).into_owned()
        }
    }
}

/// Why a loaded save failed afterwards, if it did: an invariant broken while playing on, a
/// save that would not load again, or a game that never ended.
pub fn play_on<G: Headless>(mut s: Session<G>, seed: u64) -> Result<(), String> {
    let data = s.data_arc();
    let again = Session::<G>::load(data.clone(), &s.save())
        .map_err(|e| format!("its own save is refused: {e}"))?;
    if again.state() != s.state() {
        return Err("its own save loads into another state".into());
    }
    for _ in 0..HANG_STEPS {
        if s.decision().is_none() {
            return Ok(());
        }
        let c = G::random_answer(&s, seed).ok_or("a decision with no options")?;
        s.choose(c)
            .map_err(|e| format!("an offered choice refused: {e}"))?;
        s.check_invariants()
            .map_err(|e| format!("an invariant broke in play: {e}"))?;
    }
    Err(format!("still playing after {HANG_STEPS} choices"))
}

/// Keep the first few failures whole, and count every one by its kind.
fn note(report: &mut FuzzReport, what: String) {
    let kind: String = what
        .split_once(": ")
        .map_or(what.as_str(), |(_, rest)| rest)
        .chars()
        .filter(|c| !c.is_ascii_digit())
        .take(90)
        .collect();
    *report.failures_by_kind.entry(kind).or_default() += 1;
    if report.failures.len() < 20 {
        report.failures.push(what);
    }
}

/// Damage `saves` saves (one to three edits each, from `corpus`) and feed each to the loader;
/// `keep`: a folder to write each save that panicked or broke into (`save-<i>.ron`).
pub fn fuzz_saves<G: Headless>(
    data: &Arc<G::Data>,
    corpus: &[String],
    saves: u64,
    seed: u64,
    keep: Option<&std::path::Path>,
    report: &mut FuzzReport,
) {
    let kept = |i: u64, text: &str| {
        if let Some(dir) = keep {
            let _ = std::fs::create_dir_all(dir);
            let _ = std::fs::write(dir.join(format!("save-{i}.ron")), text);
        }
    };
    let mut rng = GameRng::from_seed(seed);
    for i in 0..saves {
        let damaged = guarded(|| {
            let mut text = corpus[rng.below(corpus.len())].clone();
            for _ in 0..1 + rng.below(3) {
                text = mutate(&text, &mut rng);
            }
            text
        });
        report.saves += 1;
        let text = match damaged {
            Ok(text) => text,
            Err(panic) => {
                report.panics += 1;
                note(report, format!("save {i}: the fuzzer's own {panic}"));
                continue;
            }
        };
        let outcome = guarded(|| match Session::<G>::load(data.clone(), &text) {
            Err(e) => Err(e),
            Ok(s) => Ok(play_on(s, seed ^ i)),
        });
        match outcome {
            Err(panic) => {
                report.panics += 1;
                kept(i, &text);
                note(report, format!("save {i} (seed {seed}): {panic}"));
            }
            Ok(Err(e)) => {
                report.refused += 1;
                let kind = match e {
                    LoadError::Parse(_) => "parse",
                    LoadError::Format { .. } => "format",
                    LoadError::Game { .. } => "game",
                    LoadError::Inconsistent(_) => "inconsistent",
                    LoadError::History(_) => "history",
                };
                *report.refused_by_kind.entry(kind.into()).or_default() += 1;
                let message = e.to_string();
                if message.trim().is_empty() {
                    note(report, format!("save {i}: an empty error"));
                }
            }
            Ok(Ok(Ok(()))) => report.played_to_the_end += 1,
            Ok(Ok(Err(e))) => {
                report.broken += 1;
                kept(i, &text);
                note(report, format!("save {i} (seed {seed}): {e}"));
            }
        }
    }
}

/// A line a player or a bot might send: an index (good or not), with zeros, signs, spaces,
/// other scripts, bytes that are not UTF-8, or nothing.
fn fuzz_line(rng: &mut GameRng) -> Vec<u8> {
    let n = rng.below(12).to_string();
    let mut line: Vec<u8> = match rng.below(12) {
        0..=4 => n.into_bytes(),
        5 => format!("0{n}").into_bytes(),
        6 => format!(" {n}").into_bytes(),
        7 => format!("{n}\u{a0}").into_bytes(),
        8 => format!("+{n}").into_bytes(),
        9 => (0..rng.below(8)).map(|_| rng.below(256) as u8).collect(),
        10 => NUMBERS[rng.below(NUMBERS.len())].as_bytes().to_vec(),
        _ => "¿cuál?".as_bytes().to_vec(),
    };
    line.retain(|b| *b != b'\n');
    line.extend_from_slice(if rng.below(4) == 0 { b"\r\n" } else { b"\n" });
    line
}

/// Feed `lines` fuzzed lines to `play` sessions of human seats: each line is answered or
/// refused with exactly one error, never a panic, and every session ends with a game that
/// passes its invariants and saves.
pub fn fuzz_lines<G: Headless>(
    data: &Arc<G::Data>,
    lines: u64,
    seed: u64,
    report: &mut FuzzReport,
) {
    let seat = |word| G::seat(word).expect("every game seats people and random players");
    let seats = vec![seat("human"), seat("random"), seat("human")];
    let mut rng = GameRng::from_seed(seed ^ 0x11AE5);
    let mut fed = 0;
    let mut game = 0;
    while fed < lines {
        let batch = (200 + rng.below(800) as u64).min(lines - fed);
        let input: Vec<u8> = (0..batch).flat_map(|_| fuzz_line(&mut rng)).collect();
        let config = G::new_config(NewGame {
            seats: seats.clone(),
            seed: seed.wrapping_add(game),
            ai_seed: game,
            max_rounds: None,
            options: "none".into(),
        });
        game += 1;
        fed += batch;
        report.lines += batch;
        let outcome = guarded(|| -> Result<(u64, u64), String> {
            let (s, setup) = Session::<G>::new(data.clone(), config?).map_err(|e| e.to_string())?;
            let (mut out, mut err) = (Vec::new(), Vec::new());
            let (s, io) = super::play::run(s, &setup, input.as_slice(), &mut out, &mut err);
            io.map_err(|e| e.to_string())?;
            s.check_invariants()?;
            Session::<G>::load(s.data_arc(), &s.save()).map_err(|e| e.to_string())?;
            let refused = err.iter().filter(|b| **b == b'\n').count() as u64;
            let asked = out
                .split(|b| *b == b'\n')
                .filter(|l| {
                    serde_json::from_slice::<serde_json::Value>(l)
                        .is_ok_and(|v| v["type"] == "decision")
                })
                .count() as u64;
            // Every line read answered one question: taken, or refused once.
            let read = asked.min(batch);
            if refused > read {
                return Err(format!("{refused} errors for {read} lines read"));
            }
            Ok((read - refused, refused))
        });
        match outcome {
            Ok(Ok((accepted, refused))) => {
                report.lines_accepted += accepted;
                report.lines_refused += refused;
            }
            Ok(Err(e)) => note(report, format!("lines, game {game}: {e}")),
            Err(panic) => {
                report.line_panics += 1;
                note(report, format!("lines, game {game}: {panic}"));
            }
        }
    }
}

/// The `fuzz` command: a corpus of real saves, then `saves` damaged saves and `lines` fuzzed
/// `play` lines; panics are caught and counted (the hook notes where, and prints nothing).
/// `keep`: where to write the saves that failed, to load them again by hand.
pub fn run<G: Headless>(
    saves: u64,
    lines: u64,
    seed: u64,
    keep: Option<&std::path::Path>,
) -> FuzzReport {
    let data = G::data(None).expect("the data built in is sound");
    let corpus = corpus::<G>(&data, 24, seed);
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|info| {
        let at = info
            .location()
            .map(|l| format!("{}:{}", l.file(), l.line()))
            .unwrap_or_default();
        PANIC_AT.with(|p| *p.borrow_mut() = at);
    }));
    let mut report = FuzzReport::default();
    fuzz_saves::<G>(&data, &corpus, saves, seed, keep, &mut report);
    fuzz_lines::<G>(&data, lines, seed, &mut report);
    std::panic::set_hook(hook);
    report
}
