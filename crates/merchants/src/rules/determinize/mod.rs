//! Determinization: a whole game state sampled consistent with one seat's observation, for a
//! captain that searches ahead. Everything the seat sees is kept as it is; everything it may
//! not know is drawn at random from what it has not seen: other captains' cards in hand (cargo,
//! glory cards, rumors), their stashes, captains and ships before the reveal, face-down ship
//! mods, merchants' nations, the demand pool, the order of every deck, and a fresh random
//! generator, so no captain foresees a die or a draw.

mod seen;

use super::observation::{Observation, SeenMod};
use super::protocol::Choice;
use super::rng::GameRng;
use super::state::*;
use crate::content::*;

/// Why no state could be sampled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeterminizeError {
    /// Another seat's port action is under way: what it has drawn is not the observer's to
    /// sample from (the observer decides nothing then but a stray glory discard).
    ForeignPortVisit,
    /// The observation does not add up (a card seen in two places, a pile too small).
    Inconsistent(&'static str),
}

/// Take the listed ids out of `pool` (each once).
fn remove_all<T: PartialEq + Copy>(pool: &mut Vec<T>, seen: impl IntoIterator<Item = T>) {
    for x in seen {
        if let Some(i) = pool.iter().position(|y| *y == x) {
            pool.swap_remove(i);
        }
    }
}

/// Draw `n` items at random out of `pool`.
fn draw<T>(pool: &mut Vec<T>, n: usize, rng: &mut GameRng) -> Result<Vec<T>, DeterminizeError> {
    if pool.len() < n {
        return Err(DeterminizeError::Inconsistent(
            "a pile too small for the cards in hand",
        ));
    }
    Ok((0..n)
        .map(|_| {
            let i = rng.below(pool.len());
            pool.swap_remove(i)
        })
        .collect())
}

/// A plausible stash for a seat whose chest is secret.
fn guess_stash(seat_glory: u32, rng: &mut GameRng) -> i32 {
    (rng.below(8 + 3 * seat_glory as usize)) as i32
}

/// A full game state that agrees with everything `obs` shows, its secrets drawn with `seed`.
pub fn determinize(
    obs: &Observation,
    data: &GameData,
    seed: u64,
) -> Result<GameState, DeterminizeError> {
    let mut rng = GameRng::from_seed(seed);
    let me = obs.seat;
    if obs.port_visit.is_some() && obs.me.port_visit.is_none()
        || obs.visiting.is_some() && obs.me.visit.is_none()
    {
        return Err(DeterminizeError::ForeignPortVisit);
    }
    let revealed = !matches!(obs.phase, Phase::ChooseShips { .. });
    let over = matches!(obs.phase, Phase::GameOver { .. });

    // What the seat has not seen, pile by pile.
    let mut captains = data.captain_ids();
    remove_all(&mut captains, obs.seats.iter().filter_map(|s| s.captain));
    remove_all(&mut captains, [obs.me.captain]);
    remove_all(
        &mut captains,
        obs.me.captain_offer.iter().flatten().copied(),
    );
    remove_all(&mut captains, obs.captain_discard.iter().copied());

    let mut cargo = data.cargo_ids();
    remove_all(&mut cargo, obs.me.cargo.iter().copied());
    remove_all(&mut cargo, obs.me.contraband.iter().copied());
    remove_all(
        &mut cargo,
        obs.seats.iter().filter_map(|s| s.contraband_sold),
    );
    remove_all(&mut cargo, obs.cargo_discard.iter().copied());
    if let Some(r) = &obs.raid {
        match &r.step {
            RaidStep::Working { cards, .. } | RaidStep::Loot { cards } => {
                remove_all(&mut cargo, cards.iter().copied())
            }
            RaidStep::Found { .. } => {}
        }
    }
    if let Some(b) = &obs.battle {
        remove_all(&mut cargo, b.prize.iter().copied());
    }
    // MODULE 9: a location raid's cards lie face up.
    if let Some(r) = &obs.location_raid {
        remove_all(&mut cargo, r.cards().iter().copied());
    }
    // Plundering a captain, the winner sees the cargo it may take: those cards are the loser's.
    let plundered_cargo = seen::plundered_cargo(obs);
    if let Some((_, cards)) = &plundered_cargo {
        remove_all(&mut cargo, cards.iter().copied());
    }
    if let Some(PortVisit {
        step: PortStep::Buying { offer, .. },
        ..
    }) = &obs.me.port_visit
    {
        remove_all(&mut cargo, offer.iter().copied());
    }

    let mut events = data.event_ids();
    remove_all(&mut events, obs.event_discard.iter().copied());
    remove_all(&mut events, obs.current_event);
    remove_all(
        &mut events,
        obs.npcs.iter().flat_map(|n| n.cards.iter().copied()),
    );
    remove_all(&mut events, obs.npc_arrivals.iter().copied());

    let mut rumors = data.rumor_ids();
    remove_all(&mut rumors, obs.me.rumor);
    remove_all(&mut rumors, obs.rumor_discard.iter().copied());
    if let Some(PortVisit {
        step: PortStep::KeepRumor { drawn, .. },
        ..
    }) = &obs.me.port_visit
    {
        remove_all(&mut rumors, [*drawn]);
    }
    if let Some(LocationVisit {
        step: VisitStep::KeepRumor { drawn, .. },
        ..
    }) = &obs.me.visit
    {
        remove_all(&mut rumors, [*drawn]);
    }
    // Plundering a rumor while holding one, the winner has seen the loser's.
    let plundered_rumor = seen::plundered_rumor(obs);
    remove_all(&mut rumors, plundered_rumor.map(|(_, r)| r));

    let mut missions = data.mission_ids();
    remove_all(&mut missions, obs.missions.iter().copied());
    remove_all(&mut missions, obs.seats.iter().filter_map(|s| s.mission));
    remove_all(&mut missions, obs.mission_discard.iter().copied());

    let mut glory = data.glory_ids();
    remove_all(&mut glory, obs.me.glory_cards.iter().copied());
    remove_all(
        &mut glory,
        obs.seats.iter().flat_map(|s| s.specialists.iter().copied()),
    );
    remove_all(&mut glory, obs.glory_discard.iter().copied());

    // The seats: own secrets as known, the others' drawn from the unseen piles.
    let mut seats = Vec::with_capacity(obs.seats.len());
    for p in &obs.seats {
        let mine = p.seat == me;
        let captain = if mine {
            obs.me.captain
        } else {
            match p.captain {
                Some(c) => c,
                None => draw(&mut captains, 1, &mut rng)?[0],
            }
        };
        let ship = if mine {
            obs.me.ship.clone()
        } else if revealed {
            p.ship.clone()
        } else {
            match obs.phase {
                // Seats before the one choosing have chosen, in secret.
                Phase::ChooseShips { seat }
                    if setup_order(&obs.turn_order, obs.seats.len())
                        .iter()
                        .take_while(|s| **s != seat)
                        .any(|s| *s == p.seat) =>
                {
                    let starting: Vec<ShipClass> = data
                        .ships
                        .iter()
                        .filter(|s| s.starting)
                        .map(|s| s.class)
                        .collect();
                    let class = starting[rng.below(starting.len())];
                    Some(Ship {
                        class,
                        location: Location::Port(data.captain(captain).home_port),
                        hits: HitTrack::full(data.ship(class)),
                        mods: Vec::new(),
                    })
                }
                _ => None,
            }
        };
        // A beaten captain's cards its plunderer is offered lie face up: the hold's and the
        // contraband space's (MODULE 7) alike.
        let mut shown = plundered_cargo
            .as_ref()
            .filter(|(s, _)| *s == p.seat && !mine)
            .map(|(_, c)| c.clone())
            .unwrap_or_default();
        // MODULE 7: what lies on another's contraband space: the contraband among the cards
        // shown, then drawn from the unseen contraband cards (the space holds none other).
        let contraband_held = if mine {
            obs.me.contraband.clone()
        } else {
            let is_contraband =
                |c: &CargoCardId| data.cargo_deck[c.0 as usize].contraband.is_some();
            let mut held: Vec<CargoCardId> = shown
                .iter()
                .copied()
                .filter(is_contraband)
                .take(p.contraband_count)
                .collect();
            shown.retain(|c| !held.contains(c));
            let mut smuggled: Vec<CargoCardId> =
                cargo.iter().copied().filter(is_contraband).collect();
            held.extend(draw(
                &mut smuggled,
                p.contraband_count - held.len(),
                &mut rng,
            )?);
            remove_all(&mut cargo, held.iter().copied());
            held
        };
        let (cargo_held, glory_cards, rumor, stash) = if mine {
            (
                obs.me.cargo.clone(),
                obs.me.glory_cards.clone(),
                obs.me.rumor,
                obs.me.stash,
            )
        } else {
            let rumor = if let Some((_, r)) = plundered_rumor.filter(|(s, _)| *s == p.seat) {
                Some(r)
            } else if p.has_rumor {
                Some(draw(&mut rumors, 1, &mut rng)?[0])
            } else {
                None
            };
            let mut held = draw(
                &mut cargo,
                p.cargo_count.saturating_sub(shown.len()),
                &mut rng,
            )?;
            held.extend(shown);
            (
                held,
                draw(&mut glory, p.glory_count, &mut rng)?,
                rumor,
                match p.stash {
                    Some(shown) => shown,
                    // A chest never used holds nothing.
                    None if !p.purse_hidden => 0,
                    None => guess_stash(p.glory, &mut rng),
                },
            )
        };
        // MODULE 11: the barred cards: one's own as seen; another's, as many of its sampled
        // hand as its public count says.
        let glory_barred = if mine {
            obs.me.glory_barred.clone()
        } else {
            glory_cards.iter().take(p.glory_barred).copied().collect()
        };
        let captain_offer = if mine {
            obs.me.captain_offer.clone()
        } else {
            match p.captain_offer {
                Some(n) => Some(draw(&mut captains, n, &mut rng)?),
                None => None,
            }
        };
        seats.push(SeatState {
            captain,
            ship,
            gold: match p.gold {
                Some(g) => g,
                None => seen::guess_gold(&mut rng),
            },
            stash,
            glory: p.glory,
            cargo: cargo_held,
            bounties: p.bounties,
            weapons: p.weapons.clone(),
            upgrade_weapons: p.upgrade_weapons.clone(),
            bought_goods: if mine { obs.me.bought_goods } else { None },
            bought_at_location: if mine {
                obs.me.bought_at_location
            } else {
                None
            },
            big_ship_glory: p.big_ship_glory,
            ability_used: p.ability_used,
            rumor,
            mission: p.mission,
            mission_deed: p.mission_deed,
            glory_cards,
            specialists: p.specialists.clone(),
            retiring: p.retiring,
            announced: if mine { obs.me.announced } else { None },
            glory_from: p.glory_from,
            declared: p.stash.is_some() && !over,
            chest_used: p.purse_hidden,
            captain_offer,
            captains_bought: p.captains_bought,
            flipped: p.flipped,
            favors: p.favors,
            loyalty: p.loyalty,
            glory_barred,
            contraband: contraband_held,
            contraband_sold: p.contraband_sold,
        });
    }
    // A combat card another side has announced face down: one of the cards in its hand.
    if let Some(b) = &obs.battle
        && let Some(w) = &b.window
    {
        for (side, who) in b.sides.iter().enumerate() {
            if let Side::Captain(seat) = *who
                && seat != me
                && w.announced[side]
            {
                let hand = &seats[seat].glory_cards;
                if hand.is_empty() {
                    return Err(DeterminizeError::Inconsistent(
                        "an announced card with no hand",
                    ));
                }
                seats[seat].announced = Some(hand[rng.below(hand.len())]);
            }
        }
    }

    // The piles left over make the decks, each in a fresh random order.
    rng.shuffle(&mut captains);
    rng.shuffle(&mut cargo);
    rng.shuffle(&mut events);
    rng.shuffle(&mut rumors);
    rng.shuffle(&mut missions);
    rng.shuffle(&mut glory);

    // Tokens: the demand pool is what the board does not show; merchants' nations and
    // face-down mods are drawn from the tokens not seen.
    let mut demand_pool: Vec<GoodId> = (0..data.goods.len())
        .flat_map(|g| std::iter::repeat_n(GoodId(g as u8), data.demand_tokens_per_good as usize))
        .collect();
    remove_all(&mut demand_pool, obs.demand.iter().flatten().copied());
    rng.shuffle(&mut demand_pool);

    let mut nations: Vec<Nation> = data
        .tokens
        .merchants
        .iter()
        .flat_map(|(n, c)| std::iter::repeat_n(*n, *c as usize))
        .collect();
    let mut merchants: Vec<Option<Nation>> = vec![None; obs.merchants.len()];
    if let Some(r) = &obs.raid
        && obs.merchants[r.zone.0 as usize]
    {
        remove_all(&mut nations, [r.token]);
        merchants[r.zone.0 as usize] = Some(r.token);
    }
    rng.shuffle(&mut nations);
    for (z, here) in obs.merchants.iter().enumerate() {
        if *here && merchants[z].is_none() {
            merchants[z] = Some(
                nations
                    .pop()
                    .ok_or(DeterminizeError::Inconsistent("more merchants than tokens"))?,
            );
        }
    }
    let merchant_track = draw(&mut nations, obs.merchant_track, &mut rng)?;

    let mut mods: Vec<ShipModKind> = data
        .ship_mod_tokens()
        .flat_map(|(k, c)| std::iter::repeat_n(k, c as usize))
        .collect();
    remove_all(
        &mut mods,
        obs.ship_mods.iter().filter_map(|m| match m {
            Some(SeenMod::FaceUp(k)) => Some(*k),
            _ => None,
        }),
    );
    remove_all(
        &mut mods,
        seats
            .iter()
            .flat_map(|s| s.ship.iter().flat_map(|sh| sh.mods.iter()))
            .filter(|m| !m.upgrade)
            .map(|m| m.kind),
    );
    remove_all(&mut mods, obs.returning.iter().filter_map(|(_, k)| *k));
    if let Some(v) = &obs.me.port_visit {
        match &v.step {
            PortStep::ReturnMods { tokens } => remove_all(&mut mods, tokens.iter().copied()),
            PortStep::TransferMods { old, .. } => {
                let port = old.iter().filter(|m| !m.upgrade).map(|m| m.kind);
                remove_all(&mut mods, port);
            }
            _ => {}
        }
    }
    rng.shuffle(&mut mods);
    let mut ship_mods = Vec::with_capacity(obs.ship_mods.len());
    for m in &obs.ship_mods {
        ship_mods.push(match m {
            None => None,
            Some(SeenMod::FaceUp(kind)) => Some(ModToken {
                kind: *kind,
                face_up: true,
            }),
            Some(SeenMod::FaceDown) => Some(ModToken {
                kind: mods.pop().ok_or(DeterminizeError::Inconsistent(
                    "more face-down mods than tokens",
                ))?,
                face_up: false,
            }),
        });
    }
    // MODULE 3: tokens on their way back from the reserve are dealt from the unseen ones.
    let mut returning = Vec::with_capacity(obs.returning.len());
    for (seat, kind) in &obs.returning {
        let kind = match kind {
            Some(k) => *k,
            None => mods.pop().ok_or(DeterminizeError::Inconsistent(
                "more mods returning than tokens",
            ))?,
        };
        returning.push((*seat, kind));
    }
    // MODULE 3: the tokens not seen anywhere else lie in the reserve.
    if mods.len() != obs.mod_reserve {
        return Err(DeterminizeError::Inconsistent(
            "the mod reserve holds another number of tokens",
        ));
    }
    let mod_reserve = mods;

    // Plundering a captain whose purse is out of sight: whether "take the gold" is offered
    // tells whether there is any.
    if let (Some(b), Some(d)) = (&obs.battle, &obs.decision)
        && let BattleStep::Plunder { winner } = b.step
        && let Side::Captain(loser) = b.sides[1 - winner]
        && obs.seats[loser].gold.is_none()
    {
        let offered = d.options.contains(&Choice::TakeGold);
        let g = &mut seats[loser].gold;
        *g = match (offered, *g > 0) {
            (false, _) => 0,
            (true, true) => *g,
            (true, false) => 1 + rng.below(15) as i32,
        };
    }

    let config = GameConfig {
        seats: obs.seats.iter().map(|s| s.kind).collect(),
        // The game's seed is never known, and never needed once the game is set up.
        seed: 0,
        max_rounds: obs.max_rounds,
        ai_steers_npcs: obs.ai_steers_npcs,
        ai_seed: 0,
        undo_among_humans: false,
        seas: obs.seas.clone(),
    };
    let fresh = GameRng::from_seed(seed ^ 0x5EED_0F5E_A5A5);
    let mut state = GameState {
        config,
        rng: fresh,
        round: obs.round,
        phase: obs.phase.clone(),
        turn_order: obs.turn_order.clone(),
        seats,
        board: BoardTokens {
            demand: obs.demand.clone(),
            ship_mods,
            merchants,
            missions: obs.missions.clone(),
            third_mission: obs.third_mission,
        },
        decks: Decks {
            captains,
            captain_discard: obs.captain_discard.clone(),
            cargo,
            cargo_discard: obs.cargo_discard.clone(),
            events,
            event_discard: obs.event_discard.clone(),
            demand_pool,
            merchant_track,
            rumors,
            rumor_discard: obs.rumor_discard.clone(),
            missions,
            mission_discard: obs.mission_discard.clone(),
            glory,
            glory_discard: obs.glory_discard.clone(),
            mod_reserve,
            // MODULE 4: the pool is what no NPC or player holds: public.
            npc_upgrades: obs.npc_upgrades.clone(),
        },
        current_event: obs.current_event,
        steps: obs.step,
        turn: obs.turn.clone(),
        port: obs.me.port_visit.clone(),
        raid: obs.raid.clone(),
        battle: obs.battle.clone(),
        returning,
        npcs: obs.npcs.clone(),
        npc_arrivals: obs.npc_arrivals.clone(),
        war: obs.war,
        npc_hunt: obs.npc_hunt.clone(),
        agenda: obs.agenda.clone(),
        ambush: obs.ambush.clone(),
        hiding: obs.hiding.clone(),
        reroll: obs.reroll.clone(),
        spills: obs.spills.clone(),
        stowing: Vec::new(),
        hold_pick: obs.hold_pick,
        wind: obs.wind,
        storm: obs.storm,
        storm_hits: obs.storm_hits.clone(),
        planks: obs.planks.clone(),
        glory_redraws: obs.glory_redraws.clone(),
        locations: obs.locations.clone(),
        visit: obs.me.visit.clone(),
        location_raid: obs.location_raid.clone(),
    };
    // MODULE 7: cards drawn free waiting on their owners: one's own as seen; another's, one
    // of the cards sampled onto its contraband space.
    for (seat, card) in &obs.stowing {
        let card = card.or_else(|| {
            let taken = &state.stowing;
            state.seats[*seat]
                .contraband
                .iter()
                .rev()
                .find(|c| !taken.contains(&(*seat, **c)))
                .copied()
        });
        let Some(card) = card else {
            return Err(DeterminizeError::Inconsistent(
                "a card drawn free waits on an empty contraband space",
            ));
        };
        state.stowing.push((*seat, card));
    }
    if !seen::agree_on_hunts(&mut state, obs, data, &mut rng) {
        return Err(DeterminizeError::Inconsistent(
            "no purses out of sight agree with whom the NPC pirates hunt",
        ));
    }
    Ok(state)
}
