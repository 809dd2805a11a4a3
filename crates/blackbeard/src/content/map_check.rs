//! The map's checks (2.2; BB-R A1): the areas, the borders (pairs, both ways), the Transit
//! Boxes between Regions, a port for every D66 result, the Isle of Pines.

use super::checks::{err, within, words};
use super::schema::{MapFile, OwnerDef};
use super::*;
use std::collections::{BTreeSet, HashSet};

type Map = (
    Vec<String>,
    Vec<Area>,
    Vec<TransitBox>,
    Vec<Port>,
    HashMap<u8, PortId>,
    AreaId,
);

pub(super) fn build_map(map: MapFile) -> Result<Map, DataError> {
    const F: &str = "map.ron";
    if map.regions.is_empty() {
        return Err(err(F, "regions", "no region"));
    }
    for r in &map.regions {
        words(F, "regions", "a region's name", r, 40)?;
    }
    let mut areas: Vec<Area> = Vec::new();
    let mut by_key: HashMap<String, AreaId> = HashMap::new();
    for (i, a) in map.areas.iter().enumerate() {
        let item = format!("area {:?}", a.key);
        if a.key.is_empty() {
            return Err(err(F, item, "key is empty"));
        }
        words(F, &item, "name", &a.name, 40)?;
        if a.region as usize >= map.regions.len() {
            return Err(err(
                F,
                item,
                format!(
                    "region {} is not one of the {} regions",
                    a.region,
                    map.regions.len()
                ),
            ));
        }
        if by_key.insert(a.key.clone(), AreaId(i as u8)).is_some() {
            return Err(err(F, item, "key is used twice"));
        }
        areas.push(Area {
            key: a.key.clone(),
            name: a.name.clone(),
            region: a.region,
            neighbours: Vec::new(),
            boxes: Vec::new(),
            ports: Vec::new(),
        });
    }
    if areas.is_empty() || areas.len() > u8::MAX as usize {
        return Err(err(F, "areas", format!("{} areas", areas.len())));
    }
    let area = |item: &str, key: &str| -> Result<AreaId, DataError> {
        by_key
            .get(key)
            .copied()
            .ok_or_else(|| err(F, item, format!("names the unknown area {key:?}")))
    };
    // Borders: written once, both ways by construction.
    let mut seen: BTreeSet<(AreaId, AreaId)> = BTreeSet::new();
    for b in &map.borders {
        let item = format!("border {:?}–{:?}", b.a, b.b);
        let (x, y) = (area(&item, &b.a)?, area(&item, &b.b)?);
        if x == y {
            return Err(err(F, item, "joins an area to itself"));
        }
        if let Some(r) = &b.reading {
            words(F, &item, "reading", r, 200)?;
        }
        if !seen.insert((x.min(y), x.max(y))) {
            return Err(err(F, item, "is written twice"));
        }
        areas[x.0 as usize].neighbours.push(y);
        areas[y.0 as usize].neighbours.push(x);
    }
    let mut boxes = Vec::new();
    let mut box_keys = HashSet::new();
    for (i, t) in map.transit_boxes.iter().enumerate() {
        let item = format!("transit box {:?}", t.key);
        if !box_keys.insert(t.key.clone()) || by_key.contains_key(&t.key) {
            return Err(err(F, item, "key is used twice"));
        }
        words(F, &item, "name", &t.name, 40)?;
        let (x, y) = (area(&item, &t.joins.0)?, area(&item, &t.joins.1)?);
        if areas[x.0 as usize].region == areas[y.0 as usize].region {
            return Err(err(
                F,
                item,
                "joins two areas of one Region (7.11: a box lies between Regions)",
            ));
        }
        areas[x.0 as usize].boxes.push(BoxId(i as u8));
        areas[y.0 as usize].boxes.push(BoxId(i as u8));
        boxes.push(TransitBox {
            key: t.key.clone(),
            name: t.name.clone(),
            joins: [x, y],
        });
    }
    // Ports: one for each D66 result, 11–66 (2.5).
    let mut defs: Vec<&schema::PortDef> = map.ports.iter().collect();
    defs.sort_by_key(|p| p.locator);
    let mut ports = Vec::new();
    let mut locators = HashMap::new();
    for p in defs {
        let item = format!("port {} ({:?})", p.locator, p.name);
        let (tens, ones) = (p.locator / 10, p.locator % 10);
        if !(1..=6).contains(&tens) || !(1..=6).contains(&ones) {
            return Err(err(
                F,
                item,
                "locator is not a D66 result (11–66, digits 1–6)",
            ));
        }
        if locators
            .insert(p.locator, PortId(ports.len() as u8))
            .is_some()
        {
            return Err(err(F, item, "locator is used twice"));
        }
        words(F, &item, "name", &p.name, 30)?;
        if p.areas.is_empty() || p.areas.len() > 2 {
            return Err(err(
                F,
                item,
                format!("adjoins {} areas (one, or two as Bermuda)", p.areas.len()),
            ));
        }
        let mut adjoins = Vec::new();
        for a in &p.areas {
            let id = area(&item, a)?;
            if adjoins.contains(&id) {
                return Err(err(F, item, format!("names the area {a:?} twice")));
            }
            adjoins.push(id);
        }
        let (owner, value, defense) = match (p.owner, p.value, p.defense) {
            (OwnerDef::PiratePort, None, None) => (Owner::PiratePort, 0, 0),
            (OwnerDef::PiratePort, _, _) => {
                return Err(err(F, item, "a Pirate Port has no Value or Defense (2.2)"));
            }
            (OwnerDef::Nation(n), Some(v), Some(d)) => {
                within(F, &item, "Value", v, 1, 12)?;
                within(F, &item, "Defense", d, 1, 12)?;
                (Owner::Nation(n), v, d)
            }
            (OwnerDef::Nation(_), _, _) => {
                return Err(err(F, item, "a nation's port needs a Value and a Defense"));
            }
        };
        if let Some(r) = &p.reading {
            words(F, &item, "reading", r, 200)?;
        }
        ports.push(Port {
            locator: p.locator,
            name: p.name.clone(),
            areas: adjoins,
            owner,
            value,
            defense,
            reading: p.reading.clone(),
        });
    }
    for tens in 1..=6u8 {
        for ones in 1..=6u8 {
            let l = tens * 10 + ones;
            if !locators.contains_key(&l) {
                return Err(err(
                    F,
                    format!("port {l}"),
                    "locator is missing: every D66 result names a port",
                ));
            }
        }
    }
    let isle = area("isle_of_pines", &map.isle_of_pines.area)?;
    Ok((map.regions, areas, boxes, ports, locators, isle))
}
