//! Checks that the data files agree with themselves, and indexes them.
//!
//! Every problem names its file and item, so a broken edit to `assets/data/mm/` is one clear
//! message at load instead of a panic deep inside a rule.

use super::*;
use std::collections::HashSet;

fn err(file: &str, item: impl Into<String>, problem: impl Into<String>) -> DataError {
    DataError {
        file: file.to_string(),
        item: item.into(),
        problem: problem.into(),
    }
}

/// Indices are stored in a byte; anything larger is a data error, not a silent wrap.
fn check_len(file: &str, what: &str, len: usize, max: usize) -> Result<(), DataError> {
    if len == 0 || len > max {
        return Err(err(
            file,
            "",
            format!("needs between 1 and {max} {what}, found {len}"),
        ));
    }
    Ok(())
}

fn unique_keys<'a>(file: &str, keys: impl Iterator<Item = &'a str>) -> Result<(), DataError> {
    let mut seen = HashSet::new();
    for key in keys {
        if !seen.insert(key) {
            return Err(err(file, key, "appears twice"));
        }
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
pub(super) fn build(
    zone_defs: Vec<ZoneDef>,
    port_defs: Vec<PortDef>,
    ships: Vec<ShipDef>,
    captain_defs: Vec<CaptainDef>,
    goods: GoodsFile,
    dice: DiceFile,
    tokens: TokensFile,
    events: EventsFile,
) -> Result<GameData, DataError> {
    let zones = build_zones(&zone_defs)?;
    let (zones, ports) = build_ports(zones, &port_defs)?;
    check_ships(&ships)?;
    let captains = build_captains(&captain_defs, &ports)?;
    let cargo_deck = build_goods(&goods, &ports)?;
    check_dice(&dice)?;
    check_tokens(&tokens, &zones)?;
    let event_deck = build_events(&events, &zones, &goods)?;
    let data = GameData {
        zones,
        ports,
        ships,
        captains,
        goods: goods.goods,
        demand_tokens_per_good: goods.demand_tokens_per_good,
        cargo_deck,
        dice,
        tokens,
        event_deck,
        rumors: Vec::new(),
        missions: Vec::new(),
        glory: Vec::new(),
        switches: Switches::none(),
        stash_step: 0,
    };
    let port_zones = data.port_zones().count();
    let demand = data.goods.len() * data.demand_tokens_per_good as usize;
    if demand < port_zones {
        return Err(err(
            "goods.ron",
            "demand_tokens_per_good",
            format!("{demand} demand tokens cannot cover {port_zones} ports"),
        ));
    }
    Ok(data)
}

fn build_zones(defs: &[ZoneDef]) -> Result<Vec<Zone>, DataError> {
    const F: &str = "zones.ron";
    check_len(F, "zones", defs.len(), u8::MAX as usize)?;
    unique_keys(F, defs.iter().map(|z| z.id.as_str()))?;
    let index = |key: &str| {
        defs.iter()
            .position(|z| z.id == key)
            .map(|i| ZoneId(i as u8))
    };
    let mut zones = Vec::with_capacity(defs.len());
    for def in defs {
        let mut neighbours: Vec<ZoneId> = Vec::new();
        for key in &def.neighbours {
            let to = index(key)
                .ok_or_else(|| err(F, &def.id, format!("neighbour \"{key}\" is not a zone")))?;
            if *key == def.id {
                return Err(err(F, &def.id, "lists itself as a neighbour"));
            }
            if neighbours.contains(&to) {
                return Err(err(F, &def.id, format!("lists \"{key}\" twice")));
            }
            neighbours.push(to);
        }
        let mut letters: Vec<(Direction, ZoneId)> = Vec::new();
        for (dir, key) in &def.letters {
            let to = index(key).ok_or_else(|| {
                err(
                    F,
                    &def.id,
                    format!("letter {dir:?} names \"{key}\", which is not a zone"),
                )
            })?;
            if !neighbours.contains(&to) {
                return Err(err(
                    F,
                    &def.id,
                    format!("letter {dir:?} names \"{key}\", which is not a neighbour"),
                ));
            }
            if letters.iter().any(|(d, _)| d == dir) {
                return Err(err(
                    F,
                    &def.id,
                    format!("has two borders with the letter {dir:?}"),
                ));
            }
            letters.push((*dir, to));
        }
        zones.push(Zone {
            key: def.id.clone(),
            name: def.name.clone(),
            subtitle: def.subtitle.clone(),
            at: def.at,
            neighbours,
            letters,
            port: None,
        });
    }
    for (i, zone) in zones.iter().enumerate() {
        for to in &zone.neighbours {
            if !zones[to.0 as usize]
                .neighbours
                .iter()
                .any(|z| z.0 as usize == i)
            {
                return Err(err(
                    F,
                    &zone.key,
                    format!(
                        "sails to \"{}\", but \"{}\" does not list it back (neighbours must be symmetric)",
                        zones[to.0 as usize].key, zones[to.0 as usize].key
                    ),
                ));
            }
        }
    }
    // Every zone must be reachable, or a ship could be stranded.
    let mut seen = vec![false; zones.len()];
    let mut stack = vec![0usize];
    seen[0] = true;
    while let Some(z) = stack.pop() {
        for to in &zones[z].neighbours {
            if !seen[to.0 as usize] {
                seen[to.0 as usize] = true;
                stack.push(to.0 as usize);
            }
        }
    }
    if let Some(lost) = seen.iter().position(|s| !s) {
        return Err(err(
            F,
            &zones[lost].key,
            "cannot be reached from the other zones",
        ));
    }
    Ok(zones)
}

fn build_ports(
    mut zones: Vec<Zone>,
    defs: &[PortDef],
) -> Result<(Vec<Zone>, Vec<Port>), DataError> {
    const F: &str = "ports.ron";
    check_len(F, "ports", defs.len(), u8::MAX as usize)?;
    unique_keys(F, defs.iter().map(|p| p.id.as_str()))?;
    let mut ports = Vec::with_capacity(defs.len());
    for (i, def) in defs.iter().enumerate() {
        let zone = zones
            .iter()
            .position(|z| z.key == def.zone)
            .ok_or_else(|| err(F, &def.id, format!("unknown zone \"{}\"", def.zone)))?;
        if zones[zone].port.is_some() {
            return Err(err(
                F,
                &def.id,
                format!("zone \"{}\" already has a port", def.zone),
            ));
        }
        zones[zone].port = Some(PortId(i as u8));
        ports.push(Port {
            key: def.id.clone(),
            name: def.name.clone(),
            zone: ZoneId(zone as u8),
            nation: def.nation,
            at: def.at,
            abilities: def.abilities.clone(),
            text: def.text.clone(),
        });
    }
    Ok((zones, ports))
}

fn check_ships(ships: &[ShipDef]) -> Result<(), DataError> {
    const F: &str = "ships.ron";
    for class in [
        ShipClass::Sloop,
        ShipClass::Flute,
        ShipClass::Brig,
        ShipClass::Frigate,
        ShipClass::Galleon,
        ShipClass::ManOWar,
    ] {
        let cards: Vec<&ShipDef> = ships.iter().filter(|s| s.class == class).collect();
        if cards.is_empty() {
            return Err(err(F, format!("{class:?}"), "has no ship card"));
        }
        // One card per switch (the base game's being `None`): a switch's card replaces the
        // base card of its class, or brings the class into play.
        for (i, c) in cards.iter().enumerate() {
            if cards[..i].iter().any(|o| o.switch == c.switch) {
                let whose = c
                    .switch
                    .map_or("the base game".to_string(), |s| s.to_string());
                return Err(err(
                    F,
                    format!("{class:?}"),
                    format!("has more than one ship card for {whose}"),
                ));
            }
        }
    }
    for s in ships {
        for (what, v) in [
            ("maneuverability", s.maneuverability),
            ("cargo", s.cargo),
            ("cannons", s.cannons),
            ("crew", s.crew),
            ("toughness", s.toughness),
        ] {
            if !(1..=5).contains(&v) {
                return Err(err(F, &s.name, format!("{what} {v} is outside 1..=5")));
            }
        }
        if s.starting && s.buy.is_none() {
            return Err(err(F, &s.name, "a starting ship must have a price"));
        }
    }
    if !ships.iter().any(|s| s.starting) {
        return Err(err(F, "", "no ship is offered at setup"));
    }
    Ok(())
}

fn build_captains(defs: &[CaptainDef], ports: &[Port]) -> Result<Vec<Captain>, DataError> {
    const F: &str = "captains.ron";
    check_len(F, "captains", defs.len(), u8::MAX as usize)?;
    unique_keys(F, defs.iter().map(|c| c.name.as_str()))?;
    defs.iter()
        .map(|def| {
            let home = ports
                .iter()
                .position(|p| p.key == def.home_port)
                .ok_or_else(|| {
                    err(
                        F,
                        &def.name,
                        format!("unknown home port \"{}\"", def.home_port),
                    )
                })?;
            for (what, v) in [
                ("seamanship", def.seamanship),
                ("leadership", def.leadership),
                ("scouting", def.scouting),
                ("influence", def.influence),
            ] {
                if !(1..=6).contains(&v) {
                    return Err(err(F, &def.name, format!("{what} {v} is outside 1..=6")));
                }
            }
            Ok(Captain {
                name: def.name.clone(),
                switch: def.switch,
                in_play: def.switch.is_none(),
                nation: def.nation,
                home_port: PortId(home as u8),
                seamanship: def.seamanship,
                leadership: def.leadership,
                scouting: def.scouting,
                influence: def.influence,
                ability: def.ability.clone(),
            })
        })
        .collect()
}

fn build_goods(file: &GoodsFile, ports: &[Port]) -> Result<Vec<CargoCard>, DataError> {
    const F: &str = "goods.ron";
    check_len(F, "goods", file.goods.len(), u8::MAX as usize)?;
    check_len(F, "cargo cards", file.cargo_deck.len(), u8::MAX as usize)?;
    unique_keys(F, file.goods.iter().map(|g| g.id.as_str()))?;
    file.cargo_deck
        .iter()
        .enumerate()
        .map(|(i, card)| {
            let item = format!("cargo card {}", i + 1);
            let good = file
                .goods
                .iter()
                .position(|g| g.id == card.good)
                .ok_or_else(|| err(F, &item, format!("unknown good \"{}\"", card.good)))?;
            if !(1..=5).contains(&card.plunder) {
                return Err(err(
                    F,
                    &item,
                    format!("plunder {} is outside 1..=5", card.plunder),
                ));
            }
            let contraband = card
                .contraband
                .as_ref()
                .map(|key| {
                    ports
                        .iter()
                        .position(|p| p.key == *key)
                        .map(|p| PortId(p as u8))
                        .ok_or_else(|| err(F, &item, format!("unknown contraband port \"{key}\"")))
                })
                .transpose()?;
            Ok(CargoCard {
                good: GoodId(good as u8),
                plunder: card.plunder,
                hits: card.hits.clone(),
                escapes: card.escapes,
                contraband,
                in_play: contraband.is_none(),
            })
        })
        .collect()
}

fn check_dice(dice: &DiceFile) -> Result<(), DataError> {
    const F: &str = "dice.ron";
    if dice.faces.is_empty() {
        return Err(err(F, "faces", "the die needs at least one face"));
    }
    if !dice.faces.contains(&DieFace::Success) {
        return Err(err(F, "faces", "the die has no success face"));
    }
    for face in &dice.faces {
        if let DieFace::Number(n) = face
            && !dice.hit_numbers.iter().any(|(k, _)| k == n)
        {
            return Err(err(F, format!("face {n}"), "names no hit location"));
        }
    }
    if dice
        .hit_numbers
        .iter()
        .any(|(_, l)| *l == HitLocation::Hull)
    {
        return Err(err(F, "hit_numbers", "the hull has no number on the die"));
    }
    Ok(())
}

/// MODULE 4's pool: one token of each, with the 0 and the 2 among them.
fn check_npc_upgrades(tokens: &[NpcUpgrade]) -> Result<(), DataError> {
    const F: &str = "tokens.ron";
    for (i, t) in tokens.iter().enumerate() {
        if tokens[..i].contains(t) {
            return Err(err(F, "npc_upgrades", format!("{t:?} is listed twice")));
        }
    }
    for needed in [NpcUpgrade::Zero, NpcUpgrade::Two] {
        if !tokens.contains(&needed) {
            return Err(err(F, "npc_upgrades", format!("no {needed:?} token")));
        }
    }
    Ok(())
}

fn check_tokens(tokens: &TokensFile, zones: &[Zone]) -> Result<(), DataError> {
    const F: &str = "tokens.ron";
    let port_zones = zones.iter().filter(|z| z.port.is_some()).count();
    // The base game's tokens: one at each port (MODULE 3's spares form its reserve).
    let mods: usize = tokens
        .ship_mods
        .iter()
        .filter(|(k, _)| k.switch().is_none())
        .map(|(_, n)| *n as usize)
        .sum();
    if mods != port_zones {
        return Err(err(
            F,
            "ship_mods",
            format!("{mods} tokens for {port_zones} ports: setup puts exactly one at each"),
        ));
    }
    check_npc_upgrades(&tokens.npc_upgrades)?;
    tokens.locations.check(zones.len())?;
    let merchants: usize = tokens.merchants.iter().map(|(_, n)| *n as usize).sum();
    if merchants != zones.len() {
        return Err(err(
            F,
            "merchants",
            format!(
                "{merchants} tokens for {} sea zones: setup puts exactly one in each",
                zones.len()
            ),
        ));
    }
    if tokens.merchant_track_refill == 0 || tokens.merchant_track_refill as usize > merchants {
        return Err(err(
            F,
            "merchant_track_refill",
            "must be between 1 and the number of merchant tokens",
        ));
    }
    if tokens.glory_to_win == 0 {
        return Err(err(F, "glory_to_win", "must be at least 1"));
    }
    if tokens.actions_per_turn == 0 {
        return Err(err(F, "actions_per_turn", "must be at least 1"));
    }
    Ok(())
}

fn build_events(
    file: &EventsFile,
    zones: &[Zone],
    goods: &GoodsFile,
) -> Result<Vec<EventCard>, DataError> {
    const F: &str = "events.ron";
    let mut deck = Vec::new();
    for c in &file.cards {
        let npc = match &c.npc {
            None => None,
            Some(n) => Some(build_npc(c, n, zones)?),
        };
        if npc.is_some() && (!c.icons.is_empty() || c.effect != EventEffect::Quiet) {
            return Err(err(
                F,
                &c.name,
                "an NPC captain card has no icons and no effect",
            ));
        }
        match &c.effect {
            EventEffect::War(a, b) if a == b => {
                return Err(err(F, &c.name, "a nation cannot go to war with itself"));
            }
            EventEffect::Storm(zone) | EventEffect::Calm(zone) | EventEffect::GaleAtEnd(zone)
                if !zones.iter().any(|z| z.key == *zone) =>
            {
                return Err(err(
                    F,
                    &c.name,
                    format!("the weather's zone \"{zone}\" is not a zone"),
                ));
            }
            EventEffect::Trade { good, .. } if !goods.goods.iter().any(|g| g.id == *good) => {
                return Err(err(F, &c.name, format!("\"{good}\" is not a good")));
            }
            EventEffect::Trade { change: 0, .. } => {
                return Err(err(F, &c.name, "a trade boom or bust changes the price"));
            }
            _ => {}
        }
        if c.icons.len() > 3 {
            return Err(err(F, &c.name, "has more than 3 NPC icons"));
        }
        let card = EventCard {
            name: c.name.clone(),
            switch: c.switch,
            in_play: c.switch.is_none(),
            text: c.text.clone(),
            npc,
            icons: c.icons.clone(),
            effect: c.effect.clone(),
        };
        deck.extend(std::iter::repeat_n(card, c.copies as usize));
    }
    check_len(F, "event cards", deck.len(), u8::MAX as usize)?;
    Ok(deck)
}

/// An NPC captain: a ship its slot may sail, skills on the die's scale, a home zone (a naval
/// captain's is a port of its nation).
fn build_npc(card: &EventCardDef, n: &NpcDef, zones: &[Zone]) -> Result<Npc, DataError> {
    const F: &str = "events.ron";
    let fits = match n.slot {
        NpcSlot::Navy(_) => matches!(n.class, ShipClass::Frigate | ShipClass::ManOWar),
        NpcSlot::PirateSloop => n.class == ShipClass::Sloop,
        NpcSlot::PirateFrigate => n.class == ShipClass::Frigate,
        NpcSlot::PirateBrig => n.class == ShipClass::Brig,
        NpcSlot::PirateManOWar => n.class == ShipClass::ManOWar,
        // No card commands the treasure galleon.
        NpcSlot::TreasureGalleon => false,
    };
    if !fits {
        return Err(err(
            F,
            &card.name,
            format!("{:?} cannot sail a {:?}", n.slot, n.class),
        ));
    }
    if [n.seamanship, n.leadership, n.scouting]
        .iter()
        .any(|v| !(1..=6).contains(v))
    {
        return Err(err(F, &card.name, "skills must be between 1 and 6"));
    }
    let home = zones
        .iter()
        .position(|z| z.key == n.home)
        .map(|i| ZoneId(i as u8))
        .ok_or_else(|| err(F, &card.name, format!("home \"{}\" is not a zone", n.home)))?;
    Ok(Npc {
        slot: n.slot,
        class: n.class,
        seamanship: n.seamanship,
        leadership: n.leadership,
        scouting: n.scouting,
        home,
    })
}
