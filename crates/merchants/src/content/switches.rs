//! The Seas of Glory switches a game is set up with: the expansion's modules, their
//! sub-options and its variants, each optional and combinable with any other. A game's
//! switches are part of its config (saved, observed, shown at the end); the data a game plays
//! with is the view of the data files for its switches (see [`super::GameData::view`]).

use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::fmt;

/// One switch: a module, a module's sub-option, or a variant. Only switches whose rules are
/// built are here; `--modules` names the others as not built yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Switch {
    /// MODULE 1: new captains, rumors, missions, events and glory cards, shuffled into ours;
    /// NPC pirate brigs and men-o-war; naval men-o-war without a war.
    Cards,
    /// MODULE 1's sub-option: the new captains, rumors and missions played alone, without
    /// ours (the new events and glory cards are always mixed in).
    CardsAlone,
    /// MODULE 2: heated shot, double shot and caltrops; up to six weapons, one of each type,
    /// and one special ammunition a combat round.
    Weapons,
    /// MODULE 3: the carved hull and the crow's nest among the ship modification tokens; the
    /// tokens left over form a face-down reserve, and lost mods come back through it.
    Mods,
    /// MODULE 3's optional market: in a port without a mod, draw one from the reserve.
    ModMarket,
    /// MODULE 4: each NPC that comes into play draws an upgrade token (a mod or a weapon).
    NpcUpgrades,
    /// MODULE 5: the brig in the shipyards (and, with it, galleons of manoeuvrability 1).
    Brig,
    /// MODULE 5: galleons of manoeuvrability 1, on their own.
    SlowGalleons,
    /// MODULE 6: the treasure galleon.
    TreasureGalleon,
    /// MODULE 7: contraband cards in the cargo deck, bought cheap as contraband and sold dear
    /// at their port; every 2 sold are a glory point; naval ships search honest holds.
    Contraband,
    /// MODULE 8: the wind, spun each round: a free move with it, a dear one against it.
    Wind,
    /// MODULE 8's storm token: it drifts with the wind, and a captain sailing into its zone
    /// or starting a turn there takes 3 hits less a SEAMANSHIP success each. Needs the wind.
    Storm,
    /// MODULE 9: location tokens in every sea zone but the Caribbean Sea, visited or raided
    /// from the sea.
    Locations,
    /// MODULE 10: favors, a public track 0–5: bought in port or earned with missions, spent
    /// on a redraw, a re-roll, an NPC's re-roll or a closed port's door.
    Favors,
    /// MODULE 11: the crew's loyalty, a public track from Mutiny to Fierce; its steps help
    /// or hinder the captain.
    Loyalty,
    /// VARIANT 1: Flexible Turns. Seats take their turns in the order drawn from a bag.
    FlexibleTurns,
    /// VARIANT 2: Captains, Captains, Captains! ("Yarr, get on with it!"): each seat is dealt
    /// two captains and keeps one.
    CaptainsDrawTwo,
    /// VARIANT 2 ("It'll cost ya!"): dealt one, a seat may pay 2 gold for a second and 2 more
    /// for a third, and keeps one.
    CaptainsPay,
    /// VARIANT 3: Give Me Glory or Give Me Death. Each stash point costs 5 gold more than the
    /// last: 10, 15, 20, 25 and 30.
    GloryOrDeath,
    /// VARIANT 4: It's a Hard Life. Two naval ships and a pirate are at sea from the start.
    HardLife,
    /// VARIANT 5: Cutthroat. Captains at sea may scout for the active player off-turn.
    Cutthroat,
}

/// Every module and variant of the expansion by its key, with the switches built for it.
const KEYS: [(&str, &str, &[Switch]); 21] = [
    (
        "m1",
        "Rumors, missions, events & captains",
        &[Switch::Cards],
    ),
    (
        "m1-alone",
        "Rumors, missions, events & captains: new decks alone",
        &[Switch::CardsAlone],
    ),
    ("m2", "New special weapons", &[Switch::Weapons]),
    ("m3", "New ship modifications", &[Switch::Mods]),
    (
        "m3-market",
        "New ship modifications: the mod market",
        &[Switch::ModMarket],
    ),
    ("m4", "NPC upgrades", &[Switch::NpcUpgrades]),
    ("m5", "Ships: the brig", &[Switch::Brig]),
    (
        "m5-galleons",
        "Ships: galleons of manoeuvrability 1",
        &[Switch::SlowGalleons],
    ),
    ("m6", "Treasure galleon", &[Switch::TreasureGalleon]),
    ("m7", "Contraband", &[Switch::Contraband]),
    ("m8", "Wind and weather: the wind", &[Switch::Wind]),
    ("m8-storm", "Wind and weather: the storm", &[Switch::Storm]),
    ("m9", "Location tokens", &[Switch::Locations]),
    ("m10", "Favors", &[Switch::Favors]),
    ("m11", "Loyalty", &[Switch::Loyalty]),
    ("v1", "Flexible Turns", &[Switch::FlexibleTurns]),
    (
        "v2",
        "Captains, Captains, Captains!: draw two",
        &[Switch::CaptainsDrawTwo],
    ),
    (
        "v2-pay",
        "Captains, Captains, Captains!: it'll cost ya",
        &[Switch::CaptainsPay],
    ),
    (
        "v3",
        "Give Me Glory or Give Me Death",
        &[Switch::GloryOrDeath],
    ),
    ("v4", "It's a Hard Life", &[Switch::HardLife]),
    ("v5", "Cutthroat", &[Switch::Cutthroat]),
];

impl Switch {
    pub const ALL: [Switch; 21] = [
        Switch::Cards,
        Switch::CardsAlone,
        Switch::Weapons,
        Switch::Mods,
        Switch::ModMarket,
        Switch::NpcUpgrades,
        Switch::Brig,
        Switch::SlowGalleons,
        Switch::TreasureGalleon,
        Switch::Contraband,
        Switch::Wind,
        Switch::Storm,
        Switch::Locations,
        Switch::Favors,
        Switch::Loyalty,
        Switch::FlexibleTurns,
        Switch::CaptainsDrawTwo,
        Switch::CaptainsPay,
        Switch::GloryOrDeath,
        Switch::HardLife,
        Switch::Cutthroat,
    ];

    /// Its key on the command line and in reports (`m5`, `m5-galleons`, `v4`).
    pub fn key(self) -> &'static str {
        KEYS.iter()
            .find(|(_, _, s)| s.contains(&self))
            .map(|(k, _, _)| *k)
            .expect("every switch has a key")
    }

    /// Its name in the new-game panel.
    pub fn title(self) -> &'static str {
        KEYS.iter()
            .find(|(_, _, s)| s.contains(&self))
            .map(|(_, t, _)| *t)
            .expect("every switch has a title")
    }

    /// What it adds, in a line.
    pub fn adds(self) -> &'static str {
        match self {
            Switch::Cards => {
                "16 new captains, rumors and missions shuffled into ours, 12 new events (NPC \
                 pirate brigs and men-o-war, naval men-o-war in peacetime, a third mission) and \
                 10 new glory cards (11 with Module 10's favors)."
            }
            Switch::CardsAlone => {
                "Play the new captains, rumors and missions on their own, without the base \
                 game's (the new events and glory cards are always mixed in)."
            }
            Switch::Weapons => {
                "Heated shot (sets the enemy ship afire), double shot (more hits, spread) and \
                 caltrops (the enemy's next roll 1 die fewer after you declare Board) in the \
                 shipyards; up to six weapons, one of each; one shot a combat round."
            }
            Switch::Mods => {
                "The carved hull (the enemy rolls 1 SEAMANSHIP die fewer when anyone flees) and \
                 the crow's nest (+1 SCOUTING die, and 1 fewer for those scouting for you) among \
                 the mod tokens; the spare tokens form a face-down reserve, and a lost ship's \
                 mods come back as as many drawn from it."
            }
            Switch::ModMarket => {
                "In a port without a mod, the port action may draw one from the reserve: it \
                 lies face up for sale there (buy it in the shipyard)."
            }
            Switch::NpcUpgrades => {
                "Every NPC that comes into play draws an upgrade token: a ship modification or \
                 a special weapon (or none, or two). Beat one in crew combat to take its \
                 unspent weapons; a claimed ship keeps its upgrades."
            }
            Switch::Brig => {
                "A brig in every shipyard: 20 gold (sells for 5), no glory point; a good \
                 all-purpose ship. Galleons then have manoeuvrability 1."
            }
            Switch::SlowGalleons => {
                "Galleons have manoeuvrability 1: poorer in battle and in merchant raids."
            }
            Switch::TreasureGalleon => {
                "A Spanish treasure galleon sails from Cartagena, gaining 5 gold each time it \
                 moves. Scout for it and attack it (a Spanish bounty); beat it for a glory \
                 point, a bounty per 10 gold aboard, and the gold if you board it."
            }
            Switch::Contraband => {
                "16 contraband cards in the cargo deck, one per port. Buy one as contraband \
                 for 3 gold and sell it only at its port for 10; every 2 sold are a glory \
                 point. Naval ships search the holds of honest captains who carry any."
            }
            Switch::Wind => {
                "Each round, before the event card, the wind is spun: north, east, south or \
                 west. Once a turn a move with the wind is free (even with no action left); \
                 the first move against it in a turn costs 2 actions."
            }
            Switch::Storm => {
                "A storm starts in the Caribbean Sea and moves one zone with each spin of the \
                 wind. Sailing into its zone (out of port too) or starting a turn at sea there \
                 costs 3 hits, 1 fewer for each SEAMANSHIP success; each hit lands where its \
                 die says (you place a success face). NPCs in the storm never scout."
            }
            Switch::Locations => {
                "A location token in every sea zone but the Caribbean Sea: missionaries, \
                 natives, naval forts, pirate havens, prisons, reefs, towns and trade \
                 stations. From the sea, spend an action to visit one or to raid it."
            }
            Switch::Favors => {
                "A favor track from 0 to 5: buy favors for 2 gold each as the last thing you \
                 do in port, and gain one on claiming and on completing a mission. Spend one \
                 to redraw cards just drawn (goods, a raid's, a rumor, a glory card), to re-roll \
                 a failed roll outside \
                 combat or to make an NPC that found you look again, or one per bounty to sail \
                 into a port closed to you. A dead captain's favors are lost."
            }
            Switch::Loyalty => {
                "A loyalty track for each crew, from Mutiny to Fierce, starting Content. It drops \
                 with each NPC captain's event card, a stash declared, and a turn begun and \
                 ended in one port; it rises with each glory point and, once a port action, \
                 for the next step's price. Fierce: roll LEADERSHIP for an extra action. \
                 Happy: +1 LEADERSHIP in crew combat. Pleased: free crew and a free specialist. \
                 Restless: no free crew, specialists idle. Unhappy: a glory card needs \
                 LEADERSHIP. Angry: -1 LEADERSHIP in crew combat. Mutiny: LEADERSHIP or die."
            }
            Switch::FlexibleTurns => {
                "Each round, after the event card, seats are drawn one by one from a bag and \
                 take their turns as drawn. Galleons then have manoeuvrability 1."
            }
            Switch::CaptainsDrawTwo => {
                "Each captain is dealt two captain cards and keeps one; the other goes back \
                 unseen."
            }
            Switch::CaptainsPay => {
                "Dealt one captain card, each player in turn order may pay 2 gold for a \
                 second and 2 more for a third, and keeps one; the rest go back unseen."
            }
            Switch::Cutthroat => {
                "When the active captain sails into a sea zone, the other captains at sea there \
                 may scout for it out of turn (2 fewer actions on their next turn); the most \
                 successes finds it and attacks. Galleons then have manoeuvrability 1."
            }
            Switch::GloryOrDeath => {
                "Glory from the stash costs more point by point: 10 gold for the first, 15 \
                 for the second, then 20, 25 and 30 (100 stashed for all five)."
            }
            Switch::HardLife => {
                "Two naval ships of different nations and an NPC pirate are at sea from the \
                 first round (none at a captain's home port)."
            }
        }
    }

    /// The switch that cannot be on with this one: two ways of playing one variant.
    pub fn excludes(self) -> Option<Switch> {
        match self {
            Switch::CaptainsDrawTwo => Some(Switch::CaptainsPay),
            Switch::CaptainsPay => Some(Switch::CaptainsDrawTwo),
            _ => None,
        }
    }

    /// The switches that turn this one on with them (the rules text: "use the modified
    /// galleons when playing with the brig; when playing with the Flexible Turns or
    /// Cutthroat variant"; our reading: a must).
    pub fn forced_by(self) -> &'static [Switch] {
        match self {
            Switch::SlowGalleons => &[Switch::Brig, Switch::FlexibleTurns, Switch::Cutthroat],
            Switch::Cards => &[Switch::CardsAlone],
            Switch::Mods => &[Switch::ModMarket],
            Switch::Wind => &[Switch::Storm],
            _ => &[],
        }
    }
}

impl Switch {
    /// Why the switches in [`Switch::forced_by`] turn this one on, for the locked box.
    pub fn why_forced(self) -> &'static str {
        match self {
            Switch::SlowGalleons => "the rules use these galleons with it",
            Switch::Cards => "the new decks alone are the module's cards",
            Switch::Mods => "the market sells the module's reserve",
            Switch::Wind => "the storm moves with the wind's spinner",
            _ => "it needs this one",
        }
    }
}

impl fmt::Display for Switch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// The switches a game is set up with; none is the base game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Switches(BTreeSet<Switch>);

impl Switches {
    /// The base game.
    pub fn none() -> Switches {
        Switches::default()
    }

    /// Every switch built, each sub-option as it is by default (of two ways of one variant,
    /// the first; Module 1's cards mixed with ours, not alone).
    pub fn all() -> Switches {
        let mut all = Switches::none();
        for s in Switch::ALL {
            let optional = matches!(s, Switch::CardsAlone | Switch::ModMarket);
            if !optional && !s.excludes().is_some_and(|x| all.0.contains(&x)) {
                all.0.insert(s);
            }
        }
        all
    }

    /// Whether the switch is on: set, or forced on by another that is set.
    pub fn on(&self, s: Switch) -> bool {
        self.0.contains(&s) || s.forced_by().iter().any(|f| self.0.contains(f))
    }

    /// Whether the switch is on only because another forces it (the panel locks it).
    pub fn forced(&self, s: Switch) -> Option<Switch> {
        s.forced_by().iter().copied().find(|f| self.0.contains(f))
    }

    /// Whether no switch is on: the base game.
    pub fn is_base(&self) -> bool {
        self.0.is_empty()
    }

    /// Turn a switch on or off; on, it turns off the one it excludes.
    pub fn set(&mut self, s: Switch, on: bool) {
        if on {
            if let Some(x) = s.excludes() {
                self.0.remove(&x);
            }
            self.0.insert(s);
        } else {
            self.0.remove(&s);
        }
    }

    /// The switches set, in order.
    pub fn iter(&self) -> impl Iterator<Item = Switch> + '_ {
        self.0.iter().copied()
    }

    /// Read `all`, `none`, or keys separated by commas (`m5,v4`). An unknown key, or one whose
    /// rules are not built yet, is an error naming it.
    pub fn parse(text: &str) -> Result<Switches, String> {
        match text.trim() {
            "all" => return Ok(Switches::all()),
            "none" | "" => return Ok(Switches::none()),
            _ => {}
        }
        let mut out = Switches::none();
        for key in text.split(',').map(str::trim) {
            let Some((_, title, switches)) = KEYS.iter().find(|(k, _, _)| *k == key) else {
                let known: Vec<&str> = KEYS.iter().map(|(k, _, _)| *k).collect();
                return Err(format!(
                    "unknown module or variant {key:?}: use all, none, or some of {}",
                    known.join(", ")
                ));
            };
            if switches.is_empty() {
                return Err(format!("{key} ({title}) is not built yet"));
            }
            for s in *switches {
                if let Some(x) = s.excludes().filter(|x| out.0.contains(x)) {
                    return Err(format!(
                        "{key} and {x} are two ways of playing one variant: choose one"
                    ));
                }
                out.set(*s, true);
            }
        }
        Ok(out)
    }
}

impl fmt::Display for Switches {
    /// The keys set, as `--modules` takes them (`none` for the base game).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_base() {
            return f.write_str("none");
        }
        let keys: Vec<&str> = self.iter().map(Switch::key).collect();
        f.write_str(&keys.join(","))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // SEAS OF GLORY EXPANSION (issue: part one, "the switches") — `--modules` reads all,
    // none and lists of keys; an unknown key or one not built is refused by name.
    #[test]
    fn switches_read_from_their_keys() {
        assert_eq!(Switches::parse("none").unwrap(), Switches::none());
        assert_eq!(Switches::parse("all").unwrap(), Switches::all());
        let s = Switches::parse("m5, v4").unwrap();
        assert!(s.on(Switch::Brig) && s.on(Switch::HardLife) && !s.on(Switch::FlexibleTurns));
        assert_eq!(s.to_string(), "m5,v4");
        assert_eq!(Switches::parse(&s.to_string()).unwrap(), s);
        let e = Switches::parse("m5,m99").unwrap_err();
        assert!(e.contains("\"m99\"") && e.contains("m5-galleons"), "{e}");
        let e = Switches::parse("v2,v2-pay").unwrap_err();
        assert!(e.contains("choose one"), "{e}");
        assert!(Switches::all().on(Switch::CaptainsDrawTwo));
        assert!(!Switches::all().on(Switch::CaptainsPay));
        for s in Switch::ALL {
            assert_eq!(
                Switches::parse(s.key()).unwrap().iter().collect::<Vec<_>>(),
                [s]
            );
        }
    }

    // MODULE 5: "Use the modified galleons when playing with the brig; when playing with the
    // Flexible Turns or Cutthroat variant" — read as a must: those switches force it on.
    #[test]
    fn the_brig_and_flexible_turns_bring_slow_galleons() {
        let mut s = Switches::none();
        assert!(!s.on(Switch::SlowGalleons));
        s.set(Switch::Brig, true);
        assert!(s.on(Switch::SlowGalleons));
        assert_eq!(s.forced(Switch::SlowGalleons), Some(Switch::Brig));
        let s = Switches::parse("v1").unwrap();
        assert_eq!(s.forced(Switch::SlowGalleons), Some(Switch::FlexibleTurns));
        let s = Switches::parse("m5-galleons").unwrap();
        assert!(s.on(Switch::SlowGalleons) && s.forced(Switch::SlowGalleons).is_none());
    }
}
