//! What one seat may know (BB-R C 3.0 step 7, turns.md): its own Event cards and Pirate
//! cards in hand (the others' only counted), the merchants face down unknown, the ships
//! chosen in secret hidden until shown together, a Finger of Fate's discards until all have
//! chosen. Everything else is on the open table.

use super::state::*;
use super::{Choice, Kind};
use crate::content::{BbData, EventCardId, PirateId, PortId, ShipKind};
use game_core::{Decision, Seat};
use serde::{Deserialize, Serialize};

/// A pirate as a seat sees him (his ship blank while it is another seat's secret).
pub type SeenAfloat = Afloat;

/// A port as every seat sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeenPort {
    pub port: PortId,
    /// A merchant: `None` face down, else its type.
    #[serde(with = "seen_merchant")]
    pub merchant: Option<Option<ShipKind>>,
    pub found_by: Option<PirateId>,
    pub governor: Option<Governor>,
    pub destroyed: bool,
    /// 9.45: whose Safe Haven it is (the Port Grid is open).
    #[serde(default)]
    pub haven: Option<PirateId>,
    /// 9.58: the Port Attacked marker.
    #[serde(default)]
    pub attacked: bool,
}

/// A port's merchant written as one of three words, not as an option in an option: JSON
/// writes `Some(None)` (a face-down merchant) as `null`, the same as no merchant, and the
/// browser's search worker and an online seat read their observation from JSON.
mod seen_merchant {
    use crate::content::ShipKind;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[derive(Serialize, Deserialize)]
    enum Seen {
        NoMerchant,
        FaceDown,
        Up(ShipKind),
    }

    pub fn serialize<S: Serializer>(v: &Option<Option<ShipKind>>, s: S) -> Result<S::Ok, S::Error> {
        match v {
            None => Seen::NoMerchant,
            Some(None) => Seen::FaceDown,
            Some(Some(kind)) => Seen::Up(*kind),
        }
        .serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        d: D,
    ) -> Result<Option<Option<ShipKind>>, D::Error> {
        Ok(match Seen::deserialize(d)? {
            Seen::NoMerchant => None,
            Seen::FaceDown => Some(None),
            Seen::Up(kind) => Some(Some(kind)),
        })
    }
}

/// What `seat` may know of the game, with the decision it is asked (if any).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Observation {
    pub seat: Seat,
    pub decision: Option<Decision<Kind, Choice>>,
    /// Who is asked, and what kind of question (public).
    pub deciding: Option<(Seat, Kind)>,
    pub order: Vec<Seat>,
    pub pirate_player: Seat,
    pub turns: u32,
    pub over: Option<GameEnd>,
    pub hand: Vec<EventCardId>,
    pub hand_sizes: Vec<usize>,
    pub pirate_hand: Vec<PirateId>,
    pub pirate_hand_sizes: Vec<usize>,
    pub afloat: Vec<SeenAfloat>,
    pub ports: Vec<SeenPort>,
    pub deck: usize,
    pub discard: Vec<EventCardId>,
    pub pirate_deck: usize,
    pub retired: Vec<PirateId>,
    pub locker: Vec<PirateId>,
    pub vp: Vec<u32>,
    pub pardons: u8,
    pub pools: Pools,
    /// Where the game stands (the Actions left, a Loot's step, a Cunning offer ...); `None`
    /// while another seat looks at the Pirate card it drew (5.16: kept in hand, it is secret).
    #[serde(default)]
    pub phase: Option<Phase>,
    /// Choices made in the game so far.
    #[serde(default)]
    pub step: u64,
    /// 4.1: the Long Game.
    #[serde(default)]
    pub long_game: bool,
    /// Who plays each seat (public).
    #[serde(default)]
    pub seats: Vec<SeatKind>,
    /// 17.2 #8's second draw in force (public).
    #[serde(default)]
    pub pardon: Option<Pardon>,
    /// The score sheet: each seat's VP by pirate and how (public).
    #[serde(default)]
    pub scored: Vec<Scored>,
    /// 11: the Pirate Alliances (public).
    #[serde(default)]
    pub alliances: Vec<Alliance>,
    /// 4.6: this Player-Turn's Anti-Pirate actions (public once taken).
    #[serde(default)]
    pub ap: ApTurn,
    /// 4.63: the window open on the active pirate's action (public).
    #[serde(default)]
    pub window: Option<Window>,
    /// 6.41: the warships On Station (public).
    #[serde(default)]
    pub on_station: Vec<OnStation>,
    /// 10: the KCs on the map, and those out of the game (public).
    #[serde(default)]
    pub kcs: Vec<KcAfloat>,
    #[serde(default)]
    pub kcs_gone: Vec<crate::content::KcId>,
    /// 2.4, 6.4, 10: the Living Rules' +2 to warships' and KCs' Combat (a New Game setting).
    #[serde(default)]
    pub living_rules_plus_two: bool,
    /// The rest of the open table, for a searching seat to rebuild a whole game from
    /// (`determinize`): the turn's card play so far, the pirates already activated this turn,
    /// the hostages out of the game, the General Pardon held out (17.2 #8), the secret
    /// answers shown together so far, and whether people at one screen may undo.
    #[serde(default)]
    pub table: OpenTable,
    /// 19: Solitaire Blackbeard's table, its Must Play Immediately deck counted only
    /// (`table.mpi_deck`).
    #[serde(default)]
    pub solo: Option<Solo>,
}

/// The parts of the open table no panel shows, kept for `determinize`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpenTable {
    pub played_for_actions: bool,
    pub played_held: bool,
    pub turn_lost: bool,
    pub activated: Vec<PirateId>,
    pub hostages_gone: Vec<crate::content::HostageId>,
    pub pardon_waiting: Option<crate::content::EventCardId>,
    pub pardon_for_second_deck: Option<crate::content::EventCardId>,
    pub secrets_shown: u32,
    pub undo_among_humans: bool,
    /// The optional rules in play (12's and 17.2 #8's play notes).
    pub no_cunning: bool,
    pub pardon_lower_half: bool,
    /// 19.12: the cards left in the solitaire Must Play Immediately deck.
    #[serde(default)]
    pub mpi_deck: usize,
    /// 3.0 step 6's draft and step 7's deployment by D66 (optional rules).
    #[serde(default)]
    pub draft: bool,
    #[serde(default)]
    pub random_deploy: bool,
    #[serde(default)]
    pub secret_deploy: bool,
    /// 3.0 step 6's draft: each pick (public: chosen face up).
    #[serde(default)]
    pub drafted: Vec<(Seat, PirateId)>,
}

impl Observation {
    /// 11: his ally, as the open table shows it.
    pub fn ally(&self, pirate: PirateId) -> Option<PirateId> {
        Alliance::ally_in(&self.alliances, pirate)
    }
}

impl Observation {
    /// The observation with the observing seat's own secrets taken out: what every seat sees
    /// alike of the table (a spectator's view). Its hand and Pirate cards in hand (counted
    /// still), its decision, the ships it has named in secret (3.0 step 7) and the Pirate
    /// card it drew (5.16).
    pub fn without_secrets(mut self) -> Observation {
        self.hand.clear();
        self.pirate_hand.clear();
        self.decision = None;
        match self.phase {
            Some(Phase::Drawn { .. }) => self.phase = None,
            Some(Phase::ChooseShips { .. }) => {
                for a in &mut self.afloat {
                    a.ship = None;
                    a.speed = 0;
                    a.combat = 0;
                    a.loyalty = 0;
                    a.cunning = 0;
                }
            }
            _ => {}
        }
        self
    }
}

/// How many counters each pool holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pools {
    pub merchants: usize,
    pub hostages: usize,
    pub warships: usize,
    pub kcs: usize,
    pub anti_governors: u8,
}

pub(super) fn observe(
    state: &State,
    _data: &BbData,
    decision: Option<Decision<Kind, Choice>>,
    seat: Seat,
) -> Observation {
    // 3.0 step 7: the ships are shown together once all are chosen.
    let choosing = matches!(state.phase, Phase::ChooseShips { .. });
    // 3.0 step 7's play note: the others' placements unseen until shown together.
    let placing = state.config.secret_deploy && matches!(state.phase, Phase::Deploy { .. });
    let afloat = state
        .afloat
        .iter()
        .filter(|a| !placing || a.seat == seat)
        .map(|a| {
            let mut a = a.clone();
            if choosing && a.seat != seat {
                a.ship = None;
                a.speed = 0;
                a.combat = 0;
                a.loyalty = 0;
                a.cunning = 0;
            }
            a
        })
        .collect();
    let ports = state
        .ports
        .iter()
        .enumerate()
        .map(|(i, p)| SeenPort {
            port: PortId(i as u8),
            merchant: p
                .merchant
                .map(|m| m.face_up.then(|| _data.merchants[m.counter.0 as usize])),
            found_by: p.merchant.and_then(|m| m.found_by),
            governor: p.governor,
            destroyed: p.destroyed,
            haven: p.haven,
            attacked: p.attacked,
        })
        .collect();
    Observation {
        seat,
        // The options are the asked seat's alone (a deployment lists its Pirate cards).
        decision: decision.filter(|d| d.seat == seat),
        deciding: super::turn::decider(state),
        order: state.order.clone(),
        pirate_player: state.pirate_player(),
        turns: state.turns,
        over: match state.phase {
            Phase::GameOver { reason } => Some(reason),
            _ => None,
        },
        hand: state.hands[seat].clone(),
        hand_sizes: state.hands.iter().map(Vec::len).collect(),
        pirate_hand: state.pirate_hands[seat].clone(),
        pirate_hand_sizes: state.pirate_hands.iter().map(Vec::len).collect(),
        afloat,
        ports,
        deck: state.deck.len(),
        discard: state.discard.clone(),
        pirate_deck: state.pirate_deck.len(),
        retired: state.retired.clone(),
        locker: state.locker.clone(),
        vp: state.vp.clone(),
        pardons: state.pardons,
        pools: Pools {
            merchants: state.merchant_pool.len(),
            hostages: state.hostage_pool.len(),
            warships: state.warship_pool.len(),
            kcs: state.kc_pool.len(),
            anti_governors: state.anti_governors_left,
        },
        phase: match state.phase {
            Phase::Drawn { .. } if state.pirate_player() != seat => None,
            ref phase => Some(phase.clone()),
        },
        step: state.steps,
        long_game: state.config.long_game,
        seats: state.config.seats.clone(),
        pardon: state.pardon.clone(),
        scored: state.scored.clone(),
        alliances: state.alliances.clone(),
        ap: state.ap.clone(),
        window: state.window.clone(),
        on_station: state.on_station.clone(),
        kcs: state.kcs.clone(),
        kcs_gone: state.kcs_gone.clone(),
        living_rules_plus_two: state.config.living_rules_plus_two,
        table: OpenTable {
            played_for_actions: state.played_for_actions,
            played_held: state.played_held,
            turn_lost: state.turn_lost,
            activated: state.activated.clone(),
            hostages_gone: state.hostages_gone.clone(),
            pardon_waiting: state.pardon_waiting,
            pardon_for_second_deck: state.pardon_for_second_deck,
            secrets_shown: state.secrets_shown,
            undo_among_humans: state.config.undo_among_humans,
            no_cunning: state.config.no_cunning,
            pardon_lower_half: state.config.pardon_lower_half,
            mpi_deck: state.solo.as_ref().map_or(0, |s| s.mpi_deck.len()),
            draft: state.config.draft,
            random_deploy: state.config.random_deploy,
            secret_deploy: state.config.secret_deploy,
            drafted: state.drafted.clone(),
        },
        solo: state.solo.as_ref().map(|s| Solo {
            mpi_deck: Vec::new(),
            ..s.clone()
        }),
    }
}

/// What a chooser can tell apart, before and after a choice (`Game::seen`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seen {
    rng: u128,
    piles: [usize; 6],
    face_up: usize,
    /// Secret answers shown together (ships, Finger of Fate's discards and the hands it
    /// passes).
    secrets: u32,
}

impl Seen {
    pub(super) fn of(state: &State, _chooser: Seat) -> Seen {
        Seen {
            rng: state.rng.position(),
            piles: [
                state.deck.len(),
                state.pirate_deck.len(),
                state.merchant_pool.len(),
                state.hostage_pool.len(),
                state.warship_pool.len(),
                state.kc_pool.len(),
            ],
            face_up: state
                .ports
                .iter()
                .filter(|p| p.merchant.is_some_and(|m| m.face_up))
                .count(),
            secrets: state.secrets_shown,
        }
    }

    pub(super) fn revealed(self, after: Seen) -> Option<game_core::Reveal> {
        if self.rng != after.rng || self.piles != after.piles {
            Some(game_core::Reveal::Chance)
        } else if self.face_up != after.face_up || self.secrets != after.secrets {
            Some(game_core::Reveal::Card)
        } else {
            None
        }
    }
}
