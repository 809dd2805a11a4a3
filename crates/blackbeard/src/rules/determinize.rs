//! Determinization (issue 68): a whole game sampled to agree with one seat's observation, for
//! a pirate that searches ahead. What the seat sees is kept as it is; what it may not know is
//! drawn at random from what it has not seen: the other seats' Event cards and Pirate cards in
//! hand, the face-down merchants' types, the order of the Event deck, the Pirate deck and the
//! pools (merchants, hostages, warships, KCs), and a fresh random generator, so no seat
//! foresees a die or a draw. None while a secret is being chosen (ships at setup, Finger of
//! Fate's discards) or another seat looks at the Pirate card it drew: a searching seat plays
//! those by its rules of thumb.

use super::observe::Observation;
use super::state::*;
use crate::content::{
    BbData, EventCardId, EventKind, HostageId, KcId, MerchantId, PirateId, WarshipId,
};
use game_core::rng::GameRng;
use std::collections::HashSet;

/// Takes `n` at random out of `pool`.
fn draw<T>(pool: &mut Vec<T>, n: usize, rng: &mut GameRng) -> Option<Vec<T>> {
    (pool.len() >= n).then(|| {
        (0..n)
            .map(|_| {
                let i = rng.below(pool.len());
                pool.swap_remove(i)
            })
            .collect()
    })
}

/// A game that agrees with everything `obs` shows, its secrets drawn with `seed`; an error
/// naming why not when the observation leaves a secret being chosen, or does not add up.
pub fn determinize(obs: &Observation, data: &BbData, seed: u64) -> Result<State, String> {
    let no = |why: &str| why.to_string();
    let phase = obs
        .phase
        .clone()
        .ok_or_else(|| no("another seat looks at its drawn card"))?;
    if (matches!(
        phase,
        Phase::ChooseShips { .. } | Phase::FingerOfFate { .. } | Phase::Drawn { .. }
    ) && !(matches!(phase, Phase::Drawn { .. }) && obs.pirate_player == obs.seat))
        || (obs.table.secret_deploy && matches!(phase, Phase::Deploy { .. }))
    {
        return Err(no("a secret is being chosen"));
    }
    let mut rng = GameRng::from_seed(seed ^ 0x5DEE_CE66_D1CE_5EED);
    let seats = obs.seats.len();
    let me = obs.seat;

    // Event cards: what the seat sees, the rest drawn into the others' hands and the deck;
    // any left over are out of the game (a Natural Disaster played, a Letter taken).
    let mut seen: HashSet<EventCardId> = obs.hand.iter().chain(&obs.discard).copied().collect();
    // 19.3, 19.18: in solitaire the MPI discards are open, the SP's kept Letter lies in front
    // of it, and Finger of Fate and the Ambitions are out of the game.
    if let Some(s) = &obs.solo {
        seen.extend(s.mpi_discard.iter().copied());
        seen.extend(s.letter.map(|l| l.1));
        seen.extend(
            (0..data.event_deck.len() as u8)
                .map(EventCardId)
                .filter(|c| {
                    matches!(
                        data.event(*c).kind,
                        EventKind::FingerOfFate | EventKind::PiraticalAmbition
                    )
                }),
        );
    }
    seen.extend(obs.table.pardon_waiting);
    seen.extend(obs.table.pardon_for_second_deck);
    for a in &obs.afloat {
        seen.extend(a.treasure_map);
        seen.extend(a.heavy_guns);
    }
    let mut unseen: Vec<EventCardId> = (0..data.event_deck.len() as u8)
        .map(EventCardId)
        .filter(|c| !seen.contains(c))
        .collect();
    // 19.12: the solitaire MPI deck from the unseen MPI cards (the Pardon joined the HUP deck
    // at its first draw: 19.10); a Natural Disaster not among them was played.
    let mut mpi_deck = Vec::new();
    let mut sp_letter = None;
    if let Some(s) = &obs.solo {
        let urgent = |c: &EventCardId| {
            let e = data.event(*c);
            e.play == crate::content::Play::MustPlayImmediately
                && !(e.kind == EventKind::GeneralPardon && obs.pardons > 0)
        };
        mpi_deck = unseen.iter().copied().filter(urgent).collect();
        unseen.retain(|c| !urgent(c));
        if mpi_deck.len() == obs.table.mpi_deck + 1 {
            mpi_deck.retain(|c| data.event(*c).kind != EventKind::NaturalDisaster);
        }
        if mpi_deck.len() != obs.table.mpi_deck {
            return Err(no("the Must Play Immediately deck does not add up"));
        }
        rng.shuffle(&mut mpi_deck);
        sp_letter = s.letter.map(|l| l.1).filter(|_| me != SYSTEM);
    }
    let needed: usize = (0..seats)
        .filter(|s| *s != me)
        .map(|s| obs.hand_sizes[s])
        .sum::<usize>()
        - usize::from(sp_letter.is_some())
        + obs.deck;
    let out = unseen
        .len()
        .checked_sub(needed)
        .ok_or_else(|| no("fewer unseen Event cards than the hands and the deck hold"))?;
    let mut gone_candidates: Vec<EventCardId> = unseen
        .iter()
        .copied()
        .filter(|c| {
            matches!(
                data.event(*c).kind,
                EventKind::NaturalDisaster | EventKind::LetterOfMarque
            )
        })
        .collect();
    let gone = draw(&mut gone_candidates, out, &mut rng)
        .ok_or_else(|| no("more Event cards out of the game than may be"))?;
    unseen.retain(|c| !gone.contains(c));
    let mut hands = vec![Vec::new(); seats];
    for (s, hand) in hands.iter_mut().enumerate() {
        *hand = if s == me {
            obs.hand.clone()
        } else if s == SYSTEM && sp_letter.is_some() {
            let mut h: Vec<EventCardId> = sp_letter.into_iter().collect();
            h.extend(
                draw(&mut unseen, obs.hand_sizes[s] - 1, &mut rng)
                    .ok_or_else(|| no("an Event hand too big"))?,
            );
            h
        } else {
            draw(&mut unseen, obs.hand_sizes[s], &mut rng)
                .ok_or_else(|| no("an Event hand too big"))?
        };
    }
    rng.shuffle(&mut unseen);
    let deck = unseen;

    // Pirate cards likewise.
    let mut known: HashSet<PirateId> = obs
        .pirate_hand
        .iter()
        .chain(&obs.retired)
        .chain(&obs.locker)
        .copied()
        .collect();
    known.extend(obs.afloat.iter().map(|a| a.pirate));
    if let Phase::Drawn { pirate, .. } = &phase {
        known.insert(*pirate);
    }
    let mut unseen: Vec<PirateId> = (0..data.pirates.len() as u8)
        .map(PirateId)
        .filter(|p| !known.contains(p))
        .collect();
    // 3.0 step 6's draft is public: a drafted pirate not yet seen elsewhere is in his
    // drafter's hand.
    let mut pirate_hands = vec![Vec::new(); seats];
    for (s, hand) in pirate_hands.iter_mut().enumerate() {
        *hand = if s == me {
            obs.pirate_hand.clone()
        } else {
            let mut h: Vec<PirateId> = obs
                .table
                .drafted
                .iter()
                .filter(|(by, p)| *by == s && unseen.contains(p))
                .map(|(_, p)| *p)
                .collect();
            unseen.retain(|p| !h.contains(p));
            let more = obs.pirate_hand_sizes[s]
                .checked_sub(h.len())
                .ok_or_else(|| no("more drafted pirates in hand than the hand holds"))?;
            h.extend(draw(&mut unseen, more, &mut rng).ok_or_else(|| no("a Pirate hand too big"))?);
            h
        };
    }
    if unseen.len() != obs.pirate_deck {
        return Err(format!(
            "{} unseen Pirate cards for a deck of {}",
            unseen.len(),
            obs.pirate_deck
        ));
    }
    rng.shuffle(&mut unseen);
    let pirate_deck = unseen;

    // Merchants: a face-up one is a counter of its type; a face-down one any other.
    let mut counters: Vec<MerchantId> = (0..data.merchants.len() as u8).map(MerchantId).collect();
    let mut ports: Vec<PortState> = obs
        .ports
        .iter()
        .map(|p| PortState {
            merchant: None,
            governor: p.governor,
            destroyed: p.destroyed,
            haven: p.haven,
            attacked: p.attacked,
        })
        .collect();
    for (i, p) in obs.ports.iter().enumerate() {
        if let Some(Some(kind)) = p.merchant {
            let at = counters
                .iter()
                .position(|m| data.merchants[m.0 as usize] == kind)
                .ok_or_else(|| no("a face-up merchant of a type none is left of"))?;
            let counter = counters.swap_remove(at);
            ports[i].merchant = Some(Merchant {
                counter,
                face_up: true,
                found_by: p.found_by,
            });
        }
    }
    for (i, p) in obs.ports.iter().enumerate() {
        if let Some(None) = p.merchant {
            let counter = draw(&mut counters, 1, &mut rng)
                .ok_or_else(|| no("more merchants than counters"))?[0];
            ports[i].merchant = Some(Merchant {
                counter,
                face_up: false,
                found_by: p.found_by,
            });
        }
    }
    if counters.len() != obs.pools.merchants {
        return Err(no("the merchants do not add up"));
    }
    rng.shuffle(&mut counters);

    // Hostages: the pool is what is aboard, drawn in a Loot, or gone, taken away.
    let mut held: HashSet<HostageId> = obs.table.hostages_gone.iter().copied().collect();
    for a in &obs.afloat {
        held.extend(a.hostages.iter().map(|(h, _)| *h));
    }
    match &phase {
        Phase::Loot(l) => held.extend(l.hostage),
        Phase::Cunning(o) => match &o.roll {
            Reroll::Cargo(l) => held.extend(l.hostage),
            Reroll::Torture(_, h) => {
                held.insert(*h);
            }
            _ => {}
        },
        _ => {}
    }
    let mut hostage_pool: Vec<HostageId> = (0..data.hostages.len() as u8)
        .map(HostageId)
        .filter(|h| !held.contains(h))
        .collect();
    if hostage_pool.len() != obs.pools.hostages {
        return Err(no("the hostages do not add up"));
    }
    rng.shuffle(&mut hostage_pool);
    let mut warship_pool: Vec<WarshipId> = (0..data.warships.len() as u8)
        .map(WarshipId)
        .filter(|w| !obs.on_station.iter().any(|o| o.warship == *w))
        .collect();
    rng.shuffle(&mut warship_pool);
    let mut kc_pool: Vec<KcId> = (0..data.kcs.len() as u8)
        .map(KcId)
        .filter(|k| !data.kcs[k.0 as usize].ex_pirate)
        .filter(|k| !obs.kcs.iter().any(|x| x.kc == *k) && !obs.kcs_gone.contains(k))
        .collect();
    rng.shuffle(&mut kc_pool);
    if warship_pool.len() != obs.pools.warships || kc_pool.len() != obs.pools.kcs {
        return Err(no("the warships or KCs do not add up"));
    }

    let turn_at = obs
        .order
        .iter()
        .position(|s| *s == obs.pirate_player)
        .ok_or_else(|| no("the Pirate Player is not in the order"))? as u8;
    let state = State {
        config: Config {
            seats: obs.seats.clone(),
            seed,
            ai_seed: seed,
            long_game: obs.long_game,
            undo_among_humans: obs.table.undo_among_humans,
            living_rules_plus_two: obs.living_rules_plus_two,
            no_cunning: obs.table.no_cunning,
            pardon_lower_half: obs.table.pardon_lower_half,
            draft: obs.table.draft,
            random_deploy: obs.table.random_deploy,
            secret_deploy: obs.table.secret_deploy,
        },
        rng: GameRng::from_seed(rng.below(usize::MAX) as u64),
        order: obs.order.clone(),
        turn_at,
        turns: obs.turns,
        steps: obs.step,
        phase,
        deck,
        discard: obs.discard.clone(),
        hands,
        pirate_deck,
        pirate_hands,
        afloat: obs.afloat.clone(),
        retired: obs.retired.clone(),
        hostages_gone: obs.table.hostages_gone.clone(),
        locker: obs.locker.clone(),
        ports,
        merchant_pool: counters,
        hostage_pool,
        pro_governor_pool: Vec::new(),
        anti_governors_left: obs.pools.anti_governors,
        warship_pool,
        kc_pool,
        vp: obs.vp.clone(),
        scored: obs.scored.clone(),
        pardons: obs.pardons,
        pardon_waiting: obs.table.pardon_waiting,
        pardon_for_second_deck: obs.table.pardon_for_second_deck,
        pardon: obs.pardon.clone(),
        alliances: obs.alliances.clone(),
        played_for_actions: obs.table.played_for_actions,
        played_held: obs.table.played_held,
        turn_lost: obs.table.turn_lost,
        secrets_shown: obs.table.secrets_shown,
        fate_discards: Vec::new(),
        ap: obs.ap.clone(),
        window: obs.window.clone(),
        on_station: obs.on_station.clone(),
        kcs: obs.kcs.clone(),
        kcs_gone: obs.kcs_gone.clone(),
        activated: obs.table.activated.clone(),
        solo: obs.solo.clone().map(|s| Solo { mpi_deck, ..s }),
        drafted: obs.table.drafted.clone(),
    };
    super::invariants::check(&state, data)?;
    Ok(state)
}
