//! Every invariant of a state (checked on load and by the soak tests): each card, counter and
//! pirate in one place; holds within the ship; loyalty within its track (issue 65).

use super::state::*;
use crate::content::BbData;
use std::collections::HashSet;

pub(super) fn check(state: &State, data: &BbData) -> Result<(), String> {
    let seats = state.seats();
    if !(2..=5).contains(&seats) {
        return Err(format!("{seats} seats"));
    }
    let mut order = state.order.clone();
    order.sort_unstable();
    if order != (0..seats).collect::<Vec<_>>() {
        return Err(format!(
            "Player Order {:?} is not every seat once",
            state.order
        ));
    }
    if state.turn_at as usize >= seats
        || state.hands.len() != seats
        || state.pirate_hands.len() != seats
        || state.vp.len() != seats
    {
        return Err("a list by seat has the wrong length".into());
    }
    // 11: each alliance two afloat pirates of one seat, together; one a seat; none twice.
    let mut allied = HashSet::new();
    let mut seats_allied = HashSet::new();
    for x in &state.alliances {
        let (Some(a), Some(b)) = (state.afloat_of(x.declared), state.afloat_of(x.with)) else {
            return Err("an alliance of a pirate not afloat".into());
        };
        if a.seat != b.seat || a.at != b.at || x.declared == x.with {
            return Err(format!(
                "an alliance of pirates {} and {} apart or of two seats",
                x.declared.0, x.with.0
            ));
        }
        if !allied.insert(x.declared) || !allied.insert(x.with) || !seats_allied.insert(a.seat) {
            return Err("a pirate or a seat in two alliances".into());
        }
    }
    anti_pirates(state, data)?;
    // The score sheet adds up to the VP (18.12).
    let mut sums = vec![0u32; seats];
    for s in &state.scored {
        if s.seat >= seats {
            return Err(format!("a score for seat {}", s.seat));
        }
        sums[s.seat] += s.vp;
    }
    if sums != state.vp {
        return Err(format!(
            "the score sheet {sums:?} does not add up to the VP {:?}",
            state.vp
        ));
    }
    // Every Event card in one place: deck, discards, a hand, a Finger of Fate's discards, or
    // the Pardon held out; Natural Disaster may be out of the game (17.2 #23).
    let mut cards = HashSet::new();
    let held_out = state
        .pardon_waiting
        .iter()
        .chain(&state.pardon_for_second_deck)
        // 17.2 #1, #10: a treasure map before its pirate, Heavy Guns under a ship's display.
        .chain(
            state
                .afloat
                .iter()
                .flat_map(|a| a.treasure_map.iter().chain(&a.heavy_guns)),
        );
    for c in state
        .deck
        .iter()
        .chain(&state.discard)
        .chain(state.hands.iter().flatten())
        .chain(state.fate_discards.iter().map(|(_, c)| c))
        .chain(held_out)
        // 19.3: solitaire's Must Play Immediately deck and discards.
        .chain(
            state
                .solo
                .iter()
                .flat_map(|s| s.mpi_deck.iter().chain(&s.mpi_discard)),
        )
    {
        if c.0 as usize >= data.event_deck.len() || !cards.insert(*c) {
            return Err(format!("Event card {} is in two places or unknown", c.0));
        }
    }
    let missing: Vec<u8> = (0..data.event_deck.len() as u8)
        .filter(|c| !cards.contains(&crate::content::EventCardId(*c)))
        .collect();
    for c in &missing {
        let kind = data.event(crate::content::EventCardId(*c)).kind;
        // Natural Disaster once played (17.2 #23), a Letter of Marque once taken (#12).
        // 19.3: Finger of Fate and the Ambitions are out of a solitaire game.
        let solo_out = state.solo.is_some()
            && matches!(
                kind,
                crate::content::EventKind::FingerOfFate
                    | crate::content::EventKind::PiraticalAmbition
            );
        if !solo_out
            && !matches!(
                kind,
                crate::content::EventKind::NaturalDisaster
                    | crate::content::EventKind::LetterOfMarque
            )
        {
            return Err(format!("Event card {c} ({kind:?}) is nowhere"));
        }
    }
    // Every Pirate card in one place.
    let mut pirates = HashSet::new();
    for p in state
        .pirate_deck
        .iter()
        .chain(state.pirate_hands.iter().flatten())
        .chain(state.afloat.iter().map(|a| &a.pirate))
        .chain(&state.retired)
        .chain(&state.locker)
    {
        if p.0 as usize >= data.pirates.len() || !pirates.insert(*p) {
            return Err(format!("Pirate {} is in two places or unknown", p.0));
        }
    }
    if pirates.len() != data.pirates.len() {
        return Err(format!(
            "{} of {} Pirate cards are somewhere",
            pirates.len(),
            data.pirates.len()
        ));
    }
    // Merchants: the pool and the ports.
    let mut merchants = HashSet::new();
    for m in state.merchant_pool.iter().chain(
        state
            .ports
            .iter()
            .filter_map(|p| p.merchant.as_ref().map(|m| &m.counter)),
    ) {
        if m.0 as usize >= data.merchants.len() || !merchants.insert(*m) {
            return Err(format!("Merchant {} is in two places or unknown", m.0));
        }
    }
    if merchants.len() != data.merchants.len() {
        return Err("a Merchant counter is nowhere".into());
    }
    for (i, p) in state.ports.iter().enumerate() {
        if p.merchant.is_some() && (data.ports[i].is_pirate_port() || p.destroyed) {
            return Err(format!("a merchant at {} (6.32)", data.ports[i].name));
        }
        if p.governor.is_some() && data.ports[i].is_pirate_port() {
            return Err(format!(
                "a governor at the Pirate Port {}",
                data.ports[i].name
            ));
        }
        // 9.34: a Safe Haven lasts while its Pro-Pirate governor and its pirate do.
        if let Some(pirate) = p.haven
            && (!matches!(p.governor, Some(Governor::Pro(_)))
                || p.destroyed
                || state.afloat_of(pirate).is_none())
        {
            return Err(format!(
                "a Safe Haven at {} outlives its governor or its pirate (9.34)",
                data.ports[i].name
            ));
        }
    }
    // Hostages: the pool and the ships.
    let mut hostages = HashSet::new();
    // A Loot under way holds the hostage it drew.
    let looted = match &state.phase {
        Phase::Loot(l) => l.hostage,
        Phase::Cunning(offer) => match &offer.roll {
            Reroll::Cargo(l) => l.hostage,
            Reroll::Torture(_, h) => Some(*h),
            Reroll::Find { .. }
            | Reroll::Mutiny { .. }
            | Reroll::Attack { .. }
            | Reroll::Sack { .. }
            | Reroll::Ransom(..)
            | Reroll::Refit(_)
            | Reroll::Dig { .. }
            | Reroll::Treasure { .. }
            | Reroll::Duel { .. }
            | Reroll::Ambition { .. }
            | Reroll::Escape { .. }
            | Reroll::SeaBattle { .. } => None,
        },
        _ => None,
    };
    let aboard = state
        .afloat
        .iter()
        .flat_map(|a| a.hostages.iter().map(|(h, _)| h));
    for h in state
        .hostage_pool
        .iter()
        .chain(aboard)
        .chain(looted.iter())
        .chain(&state.hostages_gone)
    {
        if h.0 as usize >= data.hostages.len() || !hostages.insert(*h) {
            return Err(format!("Hostage {} is in two places or unknown", h.0));
        }
    }
    if hostages.len() != data.hostages.len() {
        return Err("a Hostage counter is nowhere".into());
    }
    if let Some(solo) = &state.solo {
        solo_checks(state, solo)?;
    }
    let displays = data.seat_counts(seats).map_or(0, |c| c.displays) as usize;
    for seat in 0..seats {
        if state.seat_afloat(seat).count() > displays {
            return Err(format!(
                "seat {seat} has more pirates afloat than displays (5.14)"
            ));
        }
    }
    for a in &state.afloat {
        let name = &data.pirates[a.pirate.0 as usize].short;
        if a.seat >= seats {
            return Err(format!("{name} sails for seat {}", a.seat));
        }
        let Some(kind) = a.ship else {
            continue;
        };
        let Some(ship) = data.ship(kind).pirate else {
            return Err(format!("{name} sails a {kind:?}, no pirate's ship"));
        };
        // 8.5: a ship converted to a smaller one is trimmed hold by hold.
        let trimming = matches!(&state.phase, Phase::Loot(l) if l.pirate == a.pirate && l.step == LootStep::Trim);
        if a.holds.len() > ship.holds as usize && !trimming {
            return Err(format!(
                "{name} fills {} holds of {}",
                a.holds.len(),
                ship.holds
            ));
        }
        if a.speed > ship.speed as i8 || a.speed < data.speed_floor {
            return Err(format!("{name}'s Speed {} is off its track", a.speed));
        }
        if a.combat > ship.combat || a.combat < data.combat_floor {
            return Err(format!("{name}'s Combat {} is off its track", a.combat));
        }
        if a.loyalty > data.loyalty_max {
            return Err(format!("{name}'s loyalty {} is off its track", a.loyalty));
        }
        if a.cunning > data.pirates[a.pirate.0 as usize].cunning {
            return Err(format!(
                "{name}'s Cunning {} is above his rating",
                a.cunning
            ));
        }
        let ok = match a.at {
            super::Location::Sea(x) => (x.0 as usize) < data.areas.len(),
            super::Location::Port { port, from } => {
                (port.0 as usize) < data.ports.len()
                    && data.ports[port.0 as usize].areas.contains(&from)
                    && !state.ports[port.0 as usize].destroyed
            }
            super::Location::Transit(b) => (b.0 as usize) < data.boxes.len(),
        };
        if !ok {
            return Err(format!("{name} is nowhere on the map ({:?})", a.at));
        }
        // 17.2 #1, #10: a map is a Buried Treasure card, guns a Heavy Guns card.
        use crate::content::EventKind;
        if a.treasure_map
            .is_some_and(|c| data.event(c).kind != EventKind::BuriedTreasure)
            || a.heavy_guns
                .is_some_and(|c| data.event(c).kind != EventKind::HeavyGuns)
        {
            return Err(format!("{name} holds a card as a map or guns that is none"));
        }
        // 9.55: the sack he may make is of the port he is in.
        if let Some(p) = a.may_sack
            && !matches!(a.at, Location::Port { port, .. } if port == p)
        {
            return Err(format!("{name} may sack a port he is not in"));
        }
    }
    // The port actions under way: their pirate afloat, in port (or with a full ship).
    let in_port = |pirate: crate::content::PirateId| {
        state
            .afloat_of(pirate)
            .is_some_and(|a| matches!(a.at, Location::Port { .. }) && a.ship.is_some())
    };
    let ok = match &state.phase {
        Phase::InPort(v) => {
            in_port(v.pirate)
                && state
                    .afloat_of(v.pirate)
                    .is_some_and(|a| matches!(a.at, Location::Port { port, .. } if port == v.port))
        }
        Phase::RetireBribe { pirate, .. } => in_port(*pirate),
        Phase::Cunning(CunningOffer {
            roll: Reroll::Ransom(v, _) | Reroll::Refit(v),
            ..
        }) => in_port(v.pirate),
        Phase::Cunning(CunningOffer {
            roll: Reroll::Duel { grab, .. },
            ..
        }) => in_port(grab.grabber) && in_port(grab.victim),
        Phase::Treasure { pirate, .. } => {
            state.afloat_of(*pirate).is_some_and(|a| a.ship.is_some())
        }
        Phase::PortBooty { pirate, .. } => in_port(*pirate),
        Phase::Grab(g) => match g.step {
            GrabStep::Stow { winner, .. } => in_port(winner),
            _ => in_port(g.grabber) && in_port(g.victim),
        },
        _ => true,
    };
    if !ok {
        return Err("a port action's pirate is not in port".into());
    }
    Ok(())
}

/// 6.41, 10.13–10.15, 4.63: each warship in the pool or On Station, one a Sea Area; each KC
/// in the pool, on the map or gone, one a seat; a window only while the phase asks it.
fn anti_pirates(state: &State, data: &BbData) -> Result<(), String> {
    let mut warships: Vec<u8> = state
        .warship_pool
        .iter()
        .map(|w| w.0)
        .chain(state.on_station.iter().map(|o| o.warship.0))
        .collect();
    warships.sort_unstable();
    if warships != (0..data.warships.len() as u8).collect::<Vec<_>>() {
        return Err(format!(
            "the warships are not each in one place: {warships:?}"
        ));
    }
    let areas: HashSet<_> = state.on_station.iter().map(|o| o.area).collect();
    if areas.len() != state.on_station.len() {
        return Err("two warships On Station in one Sea Area".into());
    }
    let mut kcs: Vec<u8> = state
        .kc_pool
        .iter()
        .chain(state.kcs.iter().map(|k| &k.kc))
        .chain(&state.kcs_gone)
        .map(|k| k.0)
        .collect();
    let n = kcs.len();
    kcs.sort_unstable();
    kcs.dedup();
    if kcs.len() != n || kcs.iter().any(|k| *k as usize >= data.kcs.len()) {
        return Err(format!("a KC in two places, or unknown: {kcs:?}"));
    }
    let named = data.kcs.iter().filter(|k| !k.ex_pirate).count();
    if (0..data.kcs.len())
        .filter(|k| !data.kcs[*k].ex_pirate)
        .any(|k| !kcs.contains(&(k as u8)))
        || named > kcs.len()
    {
        return Err("a named KC is nowhere".into());
    }
    let seats: HashSet<_> = state.kcs.iter().map(|k| k.seat).collect();
    if seats.len() != state.kcs.len() {
        return Err("a seat with two KCs (10.13)".into());
    }
    if matches!(state.phase, Phase::Resume | Phase::Carry { .. }) {
        return Err("a phase that lives only between two decisions".into());
    }
    let asking = matches!(state.phase, Phase::Window);
    if asking && state.window.is_none() {
        return Err("a window asked with none open".into());
    }
    if state.window.is_some() && state.ap.action.is_none() {
        return Err("a window open on no action".into());
    }
    Ok(())
}

/// 19: Solitaire Blackbeard's own: Blackbeard is yours and afloat while the game goes on
/// (19.9); the SP has three pirates at most (19.1) and no Pirate card in hand; the SP holds a
/// drawn card and a kept Letter at most, and you no Pirate card (19.11).
fn solo_checks(state: &State, solo: &Solo) -> Result<(), String> {
    let over = matches!(state.phase, Phase::GameOver { .. });
    let teach = state.afloat_of(solo.blackbeard);
    if teach.is_some_and(|a| a.seat != 0) {
        return Err("Blackbeard sails for the System Player".into());
    }
    if !over && teach.is_none() && !matches!(state.phase, Phase::Deploy { .. }) {
        return Err("the solitaire game goes on without Blackbeard (19.9)".into());
    }
    if state.seat_afloat(SYSTEM).count() > 3 {
        return Err("the System Player has more than three pirates (19.1)".into());
    }
    if !state.pirate_hands[SYSTEM].is_empty() {
        return Err("the System Player holds a Pirate card (19.1)".into());
    }
    if state.hands[SYSTEM].len() > 2 {
        return Err(format!(
            "the System Player holds {} cards (19.12: one drawn, and a Letter)",
            state.hands[SYSTEM].len()
        ));
    }
    if let Some((_, card)) = solo.letter
        && !state.hands[SYSTEM].contains(&card)
    {
        return Err("the System Player keeps a Letter of Marque it does not hold (19.18)".into());
    }
    if !over && state.vp[SYSTEM] >= super::solo::SP_WINS_AT {
        return Err("the System Player reached 100 VP and the game goes on (19.9)".into());
    }
    Ok(())
}
