//! The captain's chart: how many moves lie between two places. Every move is one action: to a
//! neighbouring sea zone, into the port of the zone, or out of it.

use crate::content::{GameData, PortId, ZoneId};
use crate::rules::Location;

/// Moves between every pair of sea zones (breadth-first over the map's borders).
#[derive(Clone, Debug)]
pub struct Chart {
    zones: usize,
    dist: Vec<u8>,
}

/// Farther than any real route (an unreachable zone).
const FAR: u8 = u8::MAX;

impl Chart {
    pub fn new(data: &GameData) -> Chart {
        let n = data.zones.len();
        let mut dist = vec![FAR; n * n];
        let mut queue = Vec::with_capacity(n);
        for start in 0..n {
            let row = &mut dist[start * n..(start + 1) * n];
            row[start] = 0;
            queue.clear();
            queue.push(start);
            let mut head = 0;
            while head < queue.len() {
                let z = queue[head];
                head += 1;
                for nb in &data.zones[z].neighbours {
                    let nb = nb.0 as usize;
                    if row[nb] == FAR {
                        row[nb] = row[z] + 1;
                        queue.push(nb);
                    }
                }
            }
        }
        Chart { zones: n, dist }
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

    /// Moves from one place to another by sea zones that are not `blocked` (the zone sailed
    /// from is always open); `None` when every way is blocked.
    pub fn safe_moves(
        &self,
        data: &GameData,
        blocked: &[bool],
        from: Location,
        to: Location,
    ) -> Option<u32> {
        let (a, b) = (from.zone(data), to.zone(data));
        let zones = if a == b {
            0
        } else if blocked[b.0 as usize] {
            return None;
        } else {
            let mut dist = vec![u32::MAX; self.zones];
            dist[a.0 as usize] = 0;
            let mut queue = vec![a];
            let mut head = 0;
            while head < queue.len() && dist[b.0 as usize] == u32::MAX {
                let z = queue[head];
                head += 1;
                for nb in &data.zone(z).neighbours {
                    let i = nb.0 as usize;
                    if dist[i] == u32::MAX && !blocked[i] {
                        dist[i] = dist[z.0 as usize] + 1;
                        queue.push(*nb);
                    }
                }
            }
            match dist[b.0 as usize] {
                u32::MAX => return None,
                d => d,
            }
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
}
