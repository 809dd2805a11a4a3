//! The checks every data file passes before a game reads it: each refusal names the file, the
//! item and the problem.

use super::checks::{err, within, words};
use super::schema::{EventDef, MapFile, PiecesFile, PirateDef, TablesFile};
use super::*;
use std::collections::HashSet;

pub(super) fn build(
    map: MapFile,
    pirates: Vec<PirateDef>,
    pieces: PiecesFile,
    events: Vec<EventDef>,
    tables: TablesFile,
) -> Result<BbData, DataError> {
    let (regions, mut areas, boxes, ports, locators, isle) = super::map_check::build_map(map)?;
    for (i, p) in ports.iter().enumerate() {
        for a in &p.areas {
            areas[a.0 as usize].ports.push(PortId(i as u8));
        }
    }
    let pirates = build_pirates(pirates)?;
    let mut data = BbData {
        regions,
        areas,
        boxes,
        ports,
        locators,
        isle_of_pines: isle,
        pirates,
        ship_types: Vec::new(),
        merchants: Vec::new(),
        hostages: Vec::new(),
        pro_governors: Vec::new(),
        anti_governors: 0,
        warships: Vec::new(),
        kcs: Vec::new(),
        warship_combat_bonus: 0,
        event_types: Vec::new(),
        event_deck: Vec::new(),
        cargo: Vec::new(),
        poor_up_to: 0,
        rich_from: 0,
        loyalty: HashMap::new(),
        loyalty_start: 0,
        loyalty_takeover: 0,
        loyalty_max: 0,
        notoriety: tables.notoriety,
        storm: Vec::new(),
        storm_box_bonus: 0,
        speed_floor: 0,
        combat_floor: 0,
        natural_disaster: Vec::new(),
        hand: 0,
        merchants_low: 0,
        merchants_refill: 0,
        merchants_at_start: 0,
        seats: Vec::new(),
    };
    build_pieces(&mut data, pieces)?;
    build_events(&mut data, events)?;
    build_tables(&mut data, tables)?;
    Ok(data)
}

fn build_pirates(defs: Vec<PirateDef>) -> Result<Vec<Pirate>, DataError> {
    const F: &str = "pirates.ron";
    let mut keys = HashSet::new();
    let mut out = Vec::new();
    for p in defs {
        let item = format!("pirate {:?}", p.key);
        if p.key.is_empty() || !keys.insert(p.key.clone()) {
            return Err(err(F, item, "key is empty or used twice"));
        }
        words(F, &item, "short name", &p.short, 14)?;
        words(F, &item, "name", &p.name, 50)?;
        words(F, &item, "ship", &p.ship, 30)?;
        words(F, &item, "bio", &p.bio, 300)?;
        // The ranges of 5.2's ratings (BB-R A2).
        within(F, &item, "Initiative", p.initiative, 1, 4)?;
        within(F, &item, "Ability", p.ability, 1, 5)?;
        within(F, &item, "Leadership", p.leadership, 1, 6)?;
        within(F, &item, "Cruelty", p.cruelty, 1, 6)?;
        within(F, &item, "Cunning", p.cunning, 1, 3)?;
        within(F, &item, "Duel", p.duel, 1, 4)?;
        out.push(p);
    }
    if out.is_empty() || out.len() > u8::MAX as usize {
        return Err(err(F, "", format!("{} pirates", out.len())));
    }
    Ok(out)
}

fn build_pieces(data: &mut BbData, p: PiecesFile) -> Result<(), DataError> {
    const F: &str = "pieces.ron";
    for kind in ShipKind::ALL {
        let n = p.ship_types.iter().filter(|s| s.kind == kind).count();
        if n != 1 {
            return Err(err(
                F,
                format!("ship type {kind:?}"),
                format!("is listed {n} times, once wanted"),
            ));
        }
    }
    for s in &p.ship_types {
        let item = format!("ship type {:?}", s.kind);
        words(F, &item, "name", &s.name, 30)?;
        within(F, &item, "cargo rating", s.cargo, 0, 9)?;
        if let Some(ps) = s.pirate {
            within(F, &item, "Combat", ps.combat, 1, 12)?;
            within(F, &item, "Speed", ps.speed, 0, 9)?;
            within(F, &item, "Holds", ps.holds, 1, 9)?;
            if !ps.start && !s.convertible {
                return Err(err(
                    F,
                    item,
                    "a pirate can neither start with it nor convert it",
                ));
            }
        } else if s.convertible {
            return Err(err(F, item, "convertible, yet no pirate can sail it"));
        }
        data.ship_types.push(ShipType {
            kind: s.kind,
            name: s.name.clone(),
            cargo: s.cargo,
            convertible: s.convertible,
            pirate: s.pirate,
        });
    }
    if !data
        .ship_types
        .iter()
        .any(|s| s.pirate.is_some_and(|p| p.start))
    {
        return Err(err(
            F,
            "ship_types",
            "no ship a new pirate may start with (6.21)",
        ));
    }
    let mut kinds = HashSet::new();
    for m in &p.merchants {
        let item = format!("merchants {:?}", m.kind);
        if !kinds.insert(m.kind) {
            return Err(err(F, item, "is listed twice"));
        }
        within(F, &item, "count", m.count, 1, 50)?;
        data.merchants
            .extend(std::iter::repeat_n(m.kind, m.count as usize));
    }
    for h in &p.hostages {
        let item = format!("hostage {:?}", h.name);
        words(F, &item, "name", &h.name, 30)?;
        within(F, &item, "Information", h.information, 1, 9)?;
        within(F, &item, "Value", h.value, 1, 9)?;
        within(F, &item, "count", h.count, 1, 20)?;
        for _ in 0..h.count {
            data.hostages.push(Hostage {
                name: h.name.clone(),
                information: h.information,
                value: h.value,
            });
        }
    }
    let mut names = HashSet::new();
    for g in &p.pro_pirate_governors {
        words(F, "pro_pirate_governors", "a governor's name", g, 40)?;
        if !names.insert(g.clone()) {
            return Err(err(F, format!("governor {g:?}"), "is listed twice"));
        }
    }
    data.pro_governors = p.pro_pirate_governors.clone();
    data.anti_governors = p.anti_pirate_governors;
    for w in &p.warships {
        let item = format!("warship of {} guns", w.guns);
        within(F, &item, "Speed", w.speed, 1, 9)?;
        within(F, &item, "Combat", w.combat, 1, 15)?;
        within(F, &item, "count", w.count, 1, 20)?;
        for _ in 0..w.count {
            data.warships.push(Warship {
                guns: w.guns,
                speed: w.speed,
                combat: w.combat,
            });
        }
    }
    let mut kc_names = HashSet::new();
    for (k, ex) in p
        .kings_commissioners
        .iter()
        .map(|k| (k, false))
        .chain(std::iter::once((&p.ex_pirate, true)))
    {
        let item = format!("King's Commissioner {:?}", k.name);
        words(F, &item, "name", &k.name, 30)?;
        if !kc_names.insert(k.name.clone()) {
            return Err(err(F, item, "is listed twice"));
        }
        within(F, &item, "Speed", k.speed, 1, 9)?;
        within(F, &item, "Combat", k.combat, 1, 15)?;
        data.kcs.push(Kc {
            name: k.name.clone(),
            speed: k.speed,
            combat: k.combat,
            ex_pirate: ex,
        });
    }
    for (what, n) in [
        ("merchants", data.merchants.len()),
        ("hostages", data.hostages.len()),
        ("warships", data.warships.len()),
        ("kings_commissioners", data.kcs.len()),
        ("pro_pirate_governors", data.pro_governors.len()),
    ] {
        if n == 0 || n > u8::MAX as usize {
            return Err(err(F, what, format!("{n} counters")));
        }
    }
    data.warship_combat_bonus = p.warship_combat_bonus;
    Ok(())
}

fn build_events(data: &mut BbData, mut defs: Vec<EventDef>) -> Result<(), DataError> {
    const F: &str = "events.ron";
    defs.sort_by_key(|e| e.number);
    for (i, kind) in EventKind::ALL.iter().enumerate() {
        let n = defs.iter().filter(|e| e.kind == *kind).count();
        if n != 1 {
            return Err(err(
                F,
                format!("{kind:?}"),
                format!("is listed {n} times, once wanted"),
            ));
        }
        let def = defs.iter().find(|e| e.kind == *kind).expect("listed once");
        if def.number as usize != i + 1 {
            return Err(err(
                F,
                format!("{kind:?}"),
                format!(
                    "has number {}, but it is card {} (17.17)",
                    def.number,
                    i + 1
                ),
            ));
        }
    }
    for e in &defs {
        let item = format!("card {} ({:?})", e.number, e.kind);
        within(F, &item, "count", e.count, 1, 20)?;
        words(F, &item, "title", &e.title, 40)?;
        words(F, &item, "text", &e.text, 320)?;
        match (e.play, e.actions) {
            (Play::MustPlayImmediately, Actions::NoActions) => {}
            (Play::MustPlayImmediately, _) => {
                return Err(err(
                    F,
                    item,
                    "a Must Play Immediately card has no Actions (17.15)",
                ));
            }
            (Play::EventAndAction, Actions::Count(1)) => {}
            (Play::EventAndAction, _) => {
                return Err(err(
                    F,
                    item,
                    "an Event AND Action card gives one Action (17.12)",
                ));
            }
            (Play::ActionsOrEvent, Actions::NoActions | Actions::Count(0)) => {
                return Err(err(
                    F,
                    item,
                    "an Actions OR Event card gives Actions (17.13)",
                ));
            }
            (Play::ActionsOrEvent, _) => {}
        }
        if e.anti_pirate && e.play != Play::ActionsOrEvent {
            return Err(err(
                F,
                item,
                "an Anti-Pirate card is an Actions OR Event card (17.16)",
            ));
        }
        let ix = data.event_types.len() as u8;
        data.event_deck
            .extend(std::iter::repeat_n(ix, e.count as usize));
        data.event_types.push(EventType {
            number: e.number,
            kind: e.kind,
            count: e.count,
            anti_pirate: e.anti_pirate,
            actions: e.actions,
            play: e.play,
            title: e.title.clone(),
            text: e.text.clone(),
        });
    }
    if data.event_deck.len() > u8::MAX as usize {
        return Err(err(
            F,
            "",
            format!("{} cards: at most 255", data.event_deck.len()),
        ));
    }
    Ok(())
}

fn build_tables(data: &mut BbData, t: TablesFile) -> Result<(), DataError> {
    const F: &str = "tables.ron";
    let mut rows: Vec<Option<[u32; 10]>> = vec![None; data.areas.len()];
    for (i, row) in t.cargo.iter().enumerate() {
        let item = format!("cargo row {}", i + 1);
        let doubloons: [u32; 10] = row.doubloons.clone().try_into().map_err(|_| {
            err(
                F,
                &item,
                format!(
                    "has {} entries, one for each adjusted roll 1–10 wanted",
                    row.doubloons.len()
                ),
            )
        })?;
        if doubloons.windows(2).any(|w| w[0] > w[1]) {
            return Err(err(F, item, "a higher roll gives less"));
        }
        for key in &row.areas {
            let Some(a) = data.areas.iter().position(|a| &a.key == key) else {
                return Err(err(F, item, format!("names the unknown area {key:?}")));
            };
            if rows[a].replace(doubloons).is_some() {
                return Err(err(F, item, format!("area {key:?} has two rows")));
            }
        }
    }
    for (a, row) in rows.iter().enumerate() {
        match row {
            Some(r) => data.cargo.push(*r),
            None => {
                return Err(err(
                    F,
                    "cargo",
                    format!("area {:?} has no row (8.32)", data.areas[a].key),
                ));
            }
        }
    }
    within(F, "poor_up_to", "roll", t.poor_up_to, 1, 10)?;
    within(F, "rich_from", "roll", t.rich_from, 1, 10)?;
    if t.poor_up_to >= t.rich_from {
        return Err(err(F, "rich_from", "is not above poor_up_to"));
    }
    data.poor_up_to = t.poor_up_to;
    data.rich_from = t.rich_from;
    for l in &t.loyalty {
        let item = format!("loyalty {:?}", l.cause);
        if l.change == 0 {
            return Err(err(F, item, "changes nothing"));
        }
        if data.loyalty.insert(l.cause, l.change).is_some() {
            return Err(err(F, item, "is listed twice"));
        }
    }
    for cause in LoyaltyCause::ALL {
        if !data.loyalty.contains_key(&cause) {
            return Err(err(F, format!("loyalty {cause:?}"), "is missing"));
        }
    }
    within(F, "loyalty_max", "loyalty", t.loyalty_max, 1, 30)?;
    within(
        F,
        "loyalty_start",
        "loyalty",
        t.loyalty_start,
        1,
        t.loyalty_max,
    )?;
    within(
        F,
        "loyalty_takeover",
        "loyalty",
        t.loyalty_takeover,
        1,
        t.loyalty_max,
    )?;
    data.loyalty_start = t.loyalty_start;
    data.loyalty_takeover = t.loyalty_takeover;
    data.loyalty_max = t.loyalty_max;
    if t.storm.first().map(|s| s.from) != Some(1) {
        return Err(err(F, "storm", "the first row is not from a roll of 1"));
    }
    if t.storm.windows(2).any(|w| w[0].from >= w[1].from) {
        return Err(err(F, "storm", "rows are not in rising order of rolls"));
    }
    data.storm = t.storm.iter().map(|s| (s.from, s.effect)).collect();
    data.storm_box_bonus = t.storm_box_bonus;
    if t.speed_floor >= 0 {
        return Err(err(F, "speed_floor", "is not below zero (6.26)"));
    }
    within(F, "combat_floor", "Combat", t.combat_floor, 1, 5)?;
    data.speed_floor = t.speed_floor;
    data.combat_floor = t.combat_floor;
    if t.natural_disaster.len() != 6 {
        return Err(err(
            F,
            "natural_disaster",
            "names a port for each roll of one die: six wanted",
        ));
    }
    for l in &t.natural_disaster {
        let port = data
            .port_at(*l)
            .ok_or_else(|| err(F, "natural_disaster", format!("{l} is no port's locator")))?;
        data.natural_disaster.push(port);
    }
    within(F, "hand", "cards", t.hand, 1, 10)?;
    data.hand = t.hand;
    let takers = data.ports.iter().filter(|p| !p.is_pirate_port()).count() as u8;
    within(
        F,
        "merchants_refill",
        "merchants",
        t.merchants_refill,
        1,
        takers,
    )?;
    within(
        F,
        "merchants_low",
        "merchants",
        t.merchants_low,
        1,
        t.merchants_refill,
    )?;
    within(
        F,
        "merchants_at_start",
        "merchants",
        t.merchants_at_start,
        1,
        takers,
    )?;
    data.merchants_low = t.merchants_low;
    data.merchants_refill = t.merchants_refill;
    data.merchants_at_start = t.merchants_at_start;
    for seats in 2..=5u8 {
        let n = t.seats.iter().filter(|s| s.seats == seats).count();
        if n != 1 {
            return Err(err(
                F,
                format!("seats {seats}"),
                format!("is listed {n} times, once wanted"),
            ));
        }
    }
    for s in &t.seats {
        let item = format!("seats {}", s.seats);
        within(F, &item, "seats", s.seats, 2, 5)?;
        within(F, &item, "pirates_dealt", s.pirates_dealt, 1, 10)?;
        within(F, &item, "displays", s.displays, 1, 10)?;
        within(F, &item, "in_hand", s.in_hand, s.pirates_dealt.min(10), 10)?;
        if s.seats as usize * s.pirates_dealt as usize > data.pirates.len() {
            return Err(err(F, item, "deals more Pirate cards than the deck holds"));
        }
    }
    data.seats = t.seats;
    Ok(())
}
