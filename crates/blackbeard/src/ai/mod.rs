//! Blackbeard's AI pirates (issue 68): Easy and Normal play by rules of thumb read off their
//! seat's observation only (never the World): each option of a decision scored
//! (`pirate` for his own turn, `anti` in another's turn and against warships and KCs), the best
//! taken, its reason for the log. Easy takes a random option now and then. Hard searches
//! (`crate::searched`): games sampled from its observation, each option played out by the
//! rules of thumb.

pub mod anti;
pub mod pirate;
pub mod sense;
pub mod solo;
pub mod system;

use crate::content::BbData;
use crate::rules::{Choice, Kind, Observation, Phase};
use game_core::Pick;
use game_core::rng::GameRng;

/// How often Easy takes a random option instead (in hundredths).
const EASY_SLIPS: u64 = 20;

/// Iterations (samples, every option played out in each) a Hard pirate searches: the same on
/// every machine, so games replay alike.
pub const HARD_ITERATIONS: u32 = 4;

/// The Hard pirate's answer: the core's search within [`HARD_ITERATIONS`] (or `budget`), the
/// Normal rules of thumb where no sample can be drawn.
pub fn hard(
    data: &BbData,
    obs: &Observation,
    seed: u64,
    budget: Option<game_core::search::Budget>,
) -> Option<Pick<Choice>> {
    let options = &obs.decision.as_ref()?.options;
    if let [only] = options.as_slice() {
        return Some(Pick {
            choice: *only,
            why: "has but one course",
        });
    }
    let budget = budget.unwrap_or(game_core::search::Budget::iterations(HARD_ITERATIONS));
    game_core::search::choose::<crate::rules::Blackbeard>(obs, data, (), seed, budget)
        .or_else(|| answer(data, obs, false, seed))
}

/// The answer of an AI pirate of `easy` or Normal play to the decision its observation holds.
pub fn answer(data: &BbData, obs: &Observation, easy: bool, seed: u64) -> Option<Pick<Choice>> {
    let d = obs.decision.as_ref()?;
    if d.options.is_empty() {
        return None;
    }
    let mut rng = GameRng::from_seed(seed ^ obs.step.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    if easy && rng.below(100) < EASY_SLIPS as usize {
        let choice = d.options[rng.below(d.options.len())];
        return Some(Pick {
            choice,
            why: "follows a hunch",
        });
    }
    let dist = sense::Distances::new(data);
    let mut best: Option<(f32, Choice, &'static str)> = None;
    for c in &d.options {
        let (s, why) = score(data, obs, &dist, d.kind, c);
        if best.as_ref().is_none_or(|(b, _, _)| s > *b) {
            best = Some((s, *c, why));
        }
    }
    best.map(|(_, choice, why)| Pick { choice, why })
}

fn score(
    data: &BbData,
    obs: &Observation,
    dist: &sense::Distances,
    kind: Kind,
    c: &Choice,
) -> (f32, &'static str) {
    if let Some(s) = pirate::score(data, obs, dist, kind, c) {
        return solo::adjust(data, obs, dist, kind, c, s.0).unwrap_or(s);
    }
    if let Some(s) = anti::score(data, obs, kind, c) {
        return s;
    }
    misc(data, obs, kind, c)
}

/// The rest: a Booty Grab's questions, a discard, the odd hit, booty into a hold.
fn misc(data: &BbData, obs: &Observation, _kind: Kind, c: &Choice) -> (f32, &'static str) {
    let duel = |p: crate::content::PirateId| data.pirates[p.0 as usize].duel as i16;
    match c {
        Choice::Discard { card } => (
            -sense::keep_value(data.event(*card).kind),
            "discards what he needs least",
        ),
        Choice::HitOn { pirate } => (
            sense::afloat(obs, *pirate).map_or(0.0, |a| a.combat as f32),
            "takes the hit on the stronger ship",
        ),
        Choice::DuelOn(on) => {
            let ahead = match obs.phase.as_ref() {
                Some(Phase::Grab(g)) => {
                    let mine = if sense::afloat(obs, g.grabber).is_some_and(|a| a.seat == obs.seat)
                    {
                        (g.grabber, g.victim)
                    } else {
                        (g.victim, g.grabber)
                    };
                    duel(mine.0) > duel(mine.1)
                }
                _ => false,
            };
            (
                if *on == ahead { 1.0 } else { 0.0 },
                "duels only when the odds are his",
            )
        }
        Choice::SwapShips(yes) => (if *yes { 0.5 } else { 0.0 }, "takes the better ship"),
        Choice::PayFromHold { hold } | Choice::IntoHold { hold } | Choice::Jettison { hold } => {
            let mine = obs.afloat.iter().find(|a| a.seat == obs.seat);
            let v = mine
                .and_then(|a| a.holds.get(*hold as usize).copied())
                .unwrap_or(0);
            (-(v as f32), "uses the poorest hold")
        }
        Choice::Pass => (0.0, "passes"),
        _ => (0.0, "answers"),
    }
}
