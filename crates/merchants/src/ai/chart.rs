//! The captain's chart: how many moves lie between two places. Every move is one action: to a
//! neighbouring sea zone, into the port of the zone, or out of it.

use crate::content::{GameData, PortId, ZoneId};
use crate::rules::Location;

/// Moves between every pair of sea zones (breadth-first over the map's borders).
#[derive(Clone, Debug)]
pub struct Chart {
    zones: usize,
    dist: Vec<u8>,
    /// Moves between every pair of ports (a captain's market survey asks this most).
    ports: usize,
    port_dist: Vec<u8>,
}

/// Farther than any real route (an unreachable zone).
const FAR: u8 = u8::MAX;

impl Chart {
    pub fn new(data: &GameData) -> Chart {
        let n = data.zones.len();
        let mut dist = vec![FAR; n * n];
        let open = vec![true; n];
        for start in 0..n {
            search_from(data, start, &open, &mut dist[start * n..(start + 1) * n]);
        }
        let mut chart = Chart {
            zones: n,
            dist,
            ports: 0,
            port_dist: Vec::new(),
        };
        let ports = data.ports.len();
        let mut port_dist = Vec::with_capacity(ports * ports);
        for p in 0..ports {
            for q in 0..ports {
                let d = chart.moves(
                    data,
                    Location::Port(PortId(p as u8)),
                    Location::Port(PortId(q as u8)),
                );
                port_dist.push(d.min(FAR as u32) as u8);
            }
        }
        chart.ports = ports;
        chart.port_dist = port_dist;
        chart
    }

    /// Moves from port `p` to every port, in port order (the same as `moves` between them).
    pub fn port_moves(&self, p: usize) -> &[u8] {
        &self.port_dist[p * self.ports..(p + 1) * self.ports]
    }

    /// Sea-zone borders crossed from `a` to `b`.
    pub fn zones(&self, a: ZoneId, b: ZoneId) -> u32 {
        self.dist[a.0 as usize * self.zones + b.0 as usize] as u32
    }

    /// Moves (actions) from one place to another.
    pub fn moves(&self, data: &GameData, from: Location, to: Location) -> u32 {
        let zone_of = |p: PortId| data.port(p).zone;
        match (from, to) {
            (Location::Zone(a), Location::Zone(b)) => self.zones(a, b),
            (Location::Zone(a), Location::Port(p)) => self.zones(a, zone_of(p)) + 1,
            (Location::Port(p), Location::Zone(b)) => 1 + self.zones(zone_of(p), b),
            (Location::Port(p), Location::Port(q)) if p == q => 0,
            (Location::Port(p), Location::Port(q)) => 2 + self.zones(zone_of(p), zone_of(q)),
        }
    }
}

thread_local! {
    /// The chart last drawn, and the data it was drawn from (a searching captain asks for it
    /// thousands of times a decision).
    static CACHE: std::cell::RefCell<Option<(usize, std::rc::Rc<Chart>)>> =
        const { std::cell::RefCell::new(None) };
}

impl Chart {
    /// The chart of `data`, drawn once per thread and kept.
    pub fn of(data: &GameData) -> std::rc::Rc<Chart> {
        let key = data as *const GameData as usize ^ data.zones.len();
        CACHE.with(|c| {
            let mut c = c.borrow_mut();
            match c.as_ref() {
                Some((k, chart)) if *k == key && chart.zones == data.zones.len() => chart.clone(),
                _ => {
                    let chart = std::rc::Rc::new(Chart::new(data));
                    *c = Some((key, chart.clone()));
                    chart
                }
            }
        })
    }
}

/// Breadth-first from `start` over the map's borders into `open` zones only: `row[z]` becomes
/// the borders crossed to reach `z` (`FAR` where none leads; `row` starts all `FAR`).
fn search_from(data: &GameData, start: usize, open: &[bool], row: &mut [u8]) {
    row[start] = 0;
    let mut queue = Vec::with_capacity(row.len());
    queue.push(start);
    let mut head = 0;
    while head < queue.len() {
        let z = queue[head];
        head += 1;
        for nb in &data.zones[z].neighbours {
            let nb = nb.0 as usize;
            if row[nb] == FAR && open[nb] {
                row[nb] = row[z] + 1;
                queue.push(nb);
            }
        }
    }
}

/// Moves by safe waters only: a route never passes through nor ends in a blocked zone, though
/// it may start in one. Each zone's routes are worked out the first time they are asked for.
#[derive(Clone, Debug)]
pub struct SafeChart {
    zones: usize,
    blocked: Vec<bool>,
    /// Row `a` holds the moves from zone `a`, once `known[a]`.
    dist: std::cell::RefCell<Vec<u8>>,
    known: std::cell::RefCell<Vec<bool>>,
}

thread_local! {
    /// The safe charts last drawn, by their data and blocked zones (most recent first): a
    /// turn's blocked zones change seldom, and each chart's routes, once worked out, serve
    /// every later decision that sails by the same waters.
    static SAFE_CACHE: std::cell::RefCell<Vec<(usize, u64, std::rc::Rc<SafeChart>)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// Safe charts kept per thread.
const SAFE_CACHED: usize = 32;

impl SafeChart {
    /// The safe chart of `data` with `blocked` zones, drawn once per thread and kept (with
    /// the routes asked of it so far) while its waters are asked for often.
    pub fn of(data: &GameData, blocked: Vec<bool>) -> std::rc::Rc<SafeChart> {
        if blocked.len() != data.zones.len() || blocked.len() > 64 {
            return std::rc::Rc::new(SafeChart::new(data, blocked));
        }
        let key = data as *const GameData as usize ^ data.zones.len();
        let mask = blocked
            .iter()
            .enumerate()
            .fold(0u64, |m, (i, b)| m | (u64::from(*b) << i));
        SAFE_CACHE.with(|c| {
            let mut c = c.borrow_mut();
            if let Some(i) = c.iter().position(|(k, m, _)| *k == key && *m == mask) {
                let hit = c.remove(i);
                let chart = hit.2.clone();
                c.insert(0, hit);
                return chart;
            }
            let chart = std::rc::Rc::new(SafeChart::new(data, blocked));
            c.insert(0, (key, mask, chart.clone()));
            c.truncate(SAFE_CACHED);
            chart
        })
    }

    pub fn new(data: &GameData, blocked: Vec<bool>) -> SafeChart {
        let n = data.zones.len();
        SafeChart {
            zones: n,
            blocked,
            dist: std::cell::RefCell::new(vec![FAR; n * n]),
            known: std::cell::RefCell::new(vec![false; n]),
        }
    }

    /// Sea-zone borders crossed from `a` to `b` by safe waters.
    fn zones(&self, data: &GameData, a: ZoneId, b: ZoneId) -> u8 {
        let (n, start) = (self.zones, a.0 as usize);
        if !self.known.borrow()[start] {
            let open: Vec<bool> = self.blocked.iter().map(|b| !b).collect();
            let mut dist = self.dist.borrow_mut();
            search_from(data, start, &open, &mut dist[start * n..(start + 1) * n]);
            self.known.borrow_mut()[start] = true;
        }
        self.dist.borrow()[start * n + b.0 as usize]
    }

    pub fn is_blocked(&self, zone: ZoneId) -> bool {
        self.blocked[zone.0 as usize]
    }

    /// Moves (actions) from one place to another by safe waters; `None` if there is no
    /// such route.
    pub fn moves(&self, data: &GameData, from: Location, to: Location) -> Option<u32> {
        let (a, b) = (from.zone(data), to.zone(data));
        let zones = match self.zones(data, a, b) {
            FAR => return None,
            d => d as u32,
        };
        let port_steps = match (from, to) {
            (Location::Port(p), Location::Port(q)) if p == q => return Some(0),
            (Location::Port(_), Location::Port(_)) => 2,
            (Location::Port(_), _) | (_, Location::Port(_)) => 1,
            _ => 0,
        };
        Some(zones + port_steps)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_count_the_port_steps() {
        let data = GameData::embedded();
        let chart = Chart::new(&data);
        let z = data.zone(ZoneId(0));
        let nb = z.neighbours[0];
        assert_eq!(chart.zones(ZoneId(0), ZoneId(0)), 0);
        assert_eq!(chart.zones(ZoneId(0), nb), 1);
        assert_eq!(chart.zones(nb, ZoneId(0)), 1);
        let port = data.ports[0].zone;
        let p = data.zone(port).port.unwrap();
        assert_eq!(
            chart.moves(&data, Location::Port(p), Location::Zone(port)),
            1
        );
        assert_eq!(chart.moves(&data, Location::Port(p), Location::Port(p)), 0);
        // Every zone reaches every other.
        for a in 0..data.zones.len() {
            for b in 0..data.zones.len() {
                assert!(chart.zones(ZoneId(a as u8), ZoneId(b as u8)) < 20);
            }
        }
    }

    /// Safe moves between two zones by a plain search (the reference).
    fn safe_zones(data: &GameData, blocked: &[bool], a: usize, b: usize) -> Option<u32> {
        if a == b {
            return Some(0);
        }
        let mut dist = vec![u32::MAX; data.zones.len()];
        dist[a] = 0;
        let mut queue = std::collections::VecDeque::from([a]);
        while let Some(z) = queue.pop_front() {
            for nb in &data.zones[z].neighbours {
                let i = nb.0 as usize;
                if dist[i] == u32::MAX && !blocked[i] {
                    dist[i] = dist[z] + 1;
                    queue.push_back(i);
                }
            }
        }
        (dist[b] != u32::MAX).then_some(dist[b])
    }

    /// The safe charts kept from one decision to the next are each its own blocked zones'
    /// chart: asked in turn, over and over, and past the number kept, every chart answers as
    /// a plain search over its own waters.
    #[test]
    fn kept_safe_charts_answer_for_their_own_waters() {
        let data = GameData::embedded();
        let n = data.zones.len();
        let patterns: Vec<Vec<bool>> = (0..SAFE_CACHED as u64 + 8)
            .map(|p| {
                (0..n)
                    .map(|i| ((p * 0x9E37) >> (i % 16)) & 3 == 1)
                    .collect()
            })
            .collect();
        for round in 0..3 {
            for (k, blocked) in patterns.iter().enumerate().rev().skip(round) {
                let chart = SafeChart::of(&data, blocked.clone());
                for a in (k % 3..n).step_by(3) {
                    let b = (a * 5 + k) % n;
                    let (za, zb) = (ZoneId(a as u8), ZoneId(b as u8));
                    assert_eq!(
                        chart.moves(&data, Location::Zone(za), Location::Zone(zb)),
                        safe_zones(&data, blocked, a, b),
                        "pattern {k}, round {round}: {a} → {b}"
                    );
                }
            }
        }
    }

    #[test]
    fn safe_routes_avoid_blocked_zones_but_may_start_in_one() {
        let data = GameData::embedded();
        let n = data.zones.len();
        for pattern in [0u64, 0b1010_0110, 0x5555, 0x2_0301, 0xF0F0] {
            let blocked: Vec<bool> = (0..n).map(|i| pattern >> (i % 64) & 1 == 1).collect();
            let safe = SafeChart::new(&data, blocked.clone());
            for a in 0..n {
                for b in 0..n {
                    let (za, zb) = (ZoneId(a as u8), ZoneId(b as u8));
                    assert_eq!(
                        safe.moves(&data, Location::Zone(za), Location::Zone(zb)),
                        safe_zones(&data, &blocked, a, b),
                        "{a} → {b} with {pattern:#x}"
                    );
                }
            }
            let kept = SafeChart::of(&data, blocked.clone());
            for a in 0..n {
                let (za, zb) = (ZoneId(a as u8), ZoneId(((a * 7) % n) as u8));
                assert_eq!(
                    kept.moves(&data, Location::Zone(za), Location::Zone(zb)),
                    safe_zones(&data, &blocked, a, (a * 7) % n),
                    "kept chart, {a} with {pattern:#x}"
                );
            }
            if let Some(port) = data.ports.first()
                && !blocked[port.zone.0 as usize]
            {
                let p = data.zone(port.zone).port.expect("the port's zone");
                let at = Location::Zone(port.zone);
                assert_eq!(safe.moves(&data, at, Location::Port(p)), Some(1));
            }
        }
    }
}
