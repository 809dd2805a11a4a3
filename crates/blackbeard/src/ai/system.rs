//! 19.17–19.19: the System Player of Solitaire Blackbeard. It reads only its seat's
//! observation (the open table and the card it has just drawn) and goes down a written list
//! of priorities; where none applies, the Normal rules of thumb choose, which weigh the
//! greatest gain to the SP pirate and the greatest harm to Blackbeard (19.17). The list, as
//! the rules help shows it:
//!
//! 1. D&R whenever it is his to take (19.19).
//! 2. A Letter of Marque kept (19.18): every Action sails by the fewest Moves to the nearest
//!    port with a Pro-Pirate governor; there, In-Port Activities take the Letter.
//! 3. With a Letter, once retiring would score 30 VP or more (19.18): sail for the nearest
//!    port of the Letter's nation and retire there.
//! 4. A crew at loyalty 2 or less in port recovers or revels there (mutiny risk).
//! 5. Otherwise the Normal pirate's rules of thumb (loot a found merchant, find in his area,
//!    convert booty at the best rate within reach, refit, attack a port when the odds are
//!    better than even, Booty Grabs on Blackbeard, and against Blackbeard in your turn the
//!    act that costs him most).
//!
//! Its choices follow from the AI seed: a solitaire game replays exactly.

use super::sense::{self, Distances};
use crate::content::{BbData, Owner, PirateId, PortId};
use crate::rules::{Choice, Governor, Kind, Location, Observation};
use game_core::Pick;

/// 19.18: the VP a retirement must bring before an SP pirate sails to retire.
pub const RETIRE_AT: u32 = 30;
/// Priority 4: the loyalty at which an SP crew in port rests.
const LOW_LOYALTY: u8 = 2;

/// The SP's answer to the decision its observation holds.
pub fn answer(data: &BbData, obs: &Observation, seed: u64) -> Option<Pick<Choice>> {
    let d = obs.decision.as_ref()?;
    if d.options.is_empty() {
        return None;
    }
    if let Some(p) = priority(data, obs, d.kind, &d.options) {
        return Some(p);
    }
    super::answer(data, obs, false, seed)
}

fn pick(choice: Choice, why: &'static str) -> Option<Pick<Choice>> {
    Some(Pick { choice, why })
}

/// The first priority of the list that applies, if any.
fn priority(
    data: &BbData,
    obs: &Observation,
    kind: Kind,
    options: &[Choice],
) -> Option<Pick<Choice>> {
    // 1. 19.19: D&R always.
    if options.contains(&Choice::Revel(true)) {
        return pick(Choice::Revel(true), "takes his D&R (19.19)");
    }
    let solo = obs.solo.as_ref()?;
    let me = solo.sp_pirate?;
    let a = sense::afloat(obs, me)?;
    // 2. 19.18: the Letter taken in port.
    let kept = solo.letter.filter(|l| l.0 == me).map(|l| l.1);
    if let Some(card) = kept {
        if options.contains(&Choice::TakeLetter { card }) {
            return pick(
                Choice::TakeLetter { card },
                "takes his Letter of Marque (19.18)",
            );
        }
        let pro = letter_port(data, obs, a);
        if let Location::Port { port, .. } = a.at
            && pro(port)
            && options.contains(&Choice::InPort { pirate: me })
        {
            return pick(
                Choice::InPort { pirate: me },
                "goes ashore for his Letter (19.18)",
            );
        }
        if let Some(c) = sail_for(data, obs, me, options, pro) {
            return pick(c, "sails for the nearest Pro-Pirate port (19.18)");
        }
    }
    // 3. 19.18: retire once it scores 30 VP.
    if let Some(nation) = a.letter
        && 2 * a.notoriety + a.net_worth / 100 >= RETIRE_AT
    {
        if options.contains(&Choice::Retire { pirate: me }) {
            return pick(
                Choice::Retire { pirate: me },
                "retires with his Letter (19.18)",
            );
        }
        let ours = |p: PortId| {
            data.ports[p.0 as usize].owner == Owner::Nation(nation)
                && !obs.ports[p.0 as usize].destroyed
        };
        if matches!(kind, Kind::Action { .. })
            && let Some(c) = sail_for(data, obs, me, options, ours)
        {
            return pick(c, "sails to retire in a port of his Letter (19.18)");
        }
    }
    // 4. Mutiny risk: a sullen crew in port rests.
    if a.loyalty <= LOW_LOYALTY && matches!(a.at, Location::Port { .. }) {
        if options.contains(&Choice::Recover { pirate: me }) {
            return pick(Choice::Recover { pirate: me }, "lets his crew recover");
        }
        if options.contains(&Choice::InPort { pirate: me }) {
            return pick(Choice::InPort { pirate: me }, "rests a sullen crew ashore");
        }
    }
    None
}

/// The ports where `a` could take a Letter of Marque: a Pro-Pirate governor, of a nation he
/// has not attacked (9.58 makes its ports Anti-Pirate for him), not burnt (17.2 #12).
pub(crate) fn letter_port<'o>(
    data: &'o BbData,
    obs: &'o Observation,
    a: &'o crate::rules::Afloat,
) -> impl Fn(PortId) -> bool + 'o {
    move |p: PortId| {
        let seen = &obs.ports[p.0 as usize];
        matches!(seen.governor, Some(Governor::Pro(_)))
            && !seen.destroyed
            && match data.ports[p.0 as usize].owner {
                Owner::Nation(n) => !a.attacked.contains(&n),
                _ => false,
            }
    }
}

/// The Move (or entry) that brings `pirate` nearest to a port `wanted` accepts, by the fewest
/// Moves; `None` if none is offered or none brings him nearer.
pub(crate) fn sail_for(
    data: &BbData,
    obs: &Observation,
    pirate: PirateId,
    options: &[Choice],
    wanted: impl Fn(PortId) -> bool,
) -> Option<Choice> {
    let dist = Distances::new(data);
    let targets: Vec<PortId> = (0..data.ports.len() as u8)
        .map(PortId)
        .filter(|p| wanted(*p))
        .collect();
    if targets.is_empty() {
        return None;
    }
    // Moves from an area to a port of `targets`: to one of its areas, then in.
    let to_port = |area: crate::content::AreaId| -> u32 {
        targets
            .iter()
            .flat_map(|p| data.ports[p.0 as usize].areas.iter())
            .map(|x| dist.between(area, *x) as u32 + 1)
            .min()
            .unwrap_or(u32::MAX)
    };
    // Moves from anywhere to a wanted port (0 once in one).
    let from = |at: Location| -> u32 {
        match at {
            Location::Port { port, .. } if targets.contains(&port) => 0,
            Location::Port { from, .. } => to_port(from) + 1,
            Location::Sea(area) => to_port(area),
            Location::Transit(b) => data.boxes[b.0 as usize]
                .joins
                .iter()
                .map(|x| to_port(*x) + 1)
                .min()
                .unwrap_or(u32::MAX),
        }
    };
    let now = from(sense::afloat(obs, pirate)?.at);
    let mut best: Option<(u32, Choice)> = None;
    for c in options {
        let Choice::Move { pirate: p, to } = *c else {
            continue;
        };
        if p != pirate {
            continue;
        }
        let after = from(to);
        if after < now && best.is_none_or(|(b, _)| after < b) {
            best = Some((after, *c));
        }
    }
    best.map(|(_, c)| c)
}
