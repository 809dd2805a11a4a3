//! Opponent models: how the search plays each seat in its samples. An AI seat's kind is public
//! (the table shows every captain's level and style), so its samples play that style's rules
//! of thumb. A human's style is not: the search guesses it from what the human has done in
//! plain sight (its ship, bounties taken, glory by deed) and plays the human as a Normal captain of the
//! guessed style.

use crate::content::ShipClass;
use crate::rules::observation::PublicSeat;
use crate::rules::state::GloryReason;
use crate::rules::{AiLevel, AiStyle, Observation, SeatKind};

/// How a seat is played in the search's samples.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Model {
    /// Picks at random, as a random seat does.
    Random,
    /// A captain of this level (at most Hard: a sample's seats play the rules of thumb, a
    /// Hard or Expert seat's with a Hard captain's judgement) and style.
    Captain(AiLevel, AiStyle),
}

/// Rounds after which a human with no bounty who has sold to a demand or done a mission is
/// played as a merchant.
const MERCHANT_FROM_ROUND: u32 = 3;

/// Every seat's model, in seat order, from what the observation shows.
pub fn models(obs: &Observation) -> Vec<Model> {
    obs.seats
        .iter()
        .map(|s| match s.kind {
            SeatKind::RandomAi => Model::Random,
            SeatKind::Ai { level, style } => Model::Captain(level.min(AiLevel::Hard), style),
            SeatKind::Human => Model::Captain(AiLevel::Normal, guessed_style(s, obs.round)),
        })
        .collect()
}

/// The style a human's public record suggests by `round`: a pirate when it sails a frigate
/// or a sloop, has plundered a merchant for glory, or carries a bounty aboard anything but a
/// galleon; a merchant once it has traded or served for glory with no bounty at all, from
/// `MERCHANT_FROM_ROUND` (3); an opportunist (trades or raids, whichever pays) until the
/// record says more.
///
/// A guess from what every captain sees, drawn from how Normal captains of each style look
/// at a four-seat table (`arena --hide-kinds`, seed 30000, 40 games: a merchant never carries
/// a bounty; only pirates sail frigates or sloops, never galleons). There it names a pirate
/// right at 54 % of the Hard captain's decisions, a merchant at 64 %, an opportunist at 56 %
/// (a third by chance); counting bounties alone (three or more) named a pirate at 19 %.
pub fn guessed_style(seat: &PublicSeat, round: u32) -> AiStyle {
    let bounties: u32 = seat.bounties.iter().map(|b| *b as u32).sum();
    let glory = |r: GloryReason| seat.glory_from[r.index()];
    let class = seat.ship.as_ref().map(|s| s.class);
    let raider = matches!(class, Some(ShipClass::Frigate | ShipClass::Sloop));
    let galleon = class == Some(ShipClass::Galleon);
    if raider || glory(GloryReason::RaidPlunder) > 0 || (bounties > 0 && !galleon) {
        AiStyle::Pirate
    } else if bounties == 0
        && round >= MERCHANT_FROM_ROUND
        && glory(GloryReason::DemandSale) + glory(GloryReason::MissionDone) > 0
    {
        AiStyle::Merchant
    } else {
        AiStyle::Opportunist
    }
}
