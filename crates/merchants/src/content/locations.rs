//! Seas of Glory, MODULE 9: the location tokens. Each kind says who may visit it, its
//! defense in cargo cards, and whether a raid on it costs bounties; the tokens are the 16 on
//! the board, two of each kind, each with our own name.

use super::DataError;
use serde::{Deserialize, Serialize};

/// What a location is (the rules' eight kinds).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum LocationKind {
    /// Visit: pay to have a nation's bounties lifted.
    Missionary,
    /// Visit: a cargo card for full repairs, crew aside.
    Natives,
    /// Visit (non-pirates): move its nation's naval ship, or call one in.
    NavalFort,
    /// Visit (pirates): free crew and a free rumor.
    PirateHaven,
    /// Visit: hire a specialist from the glory deck.
    Prison,
    /// Visit: salvage by SCOUTING, paid for in hull hits; never raided.
    Reef,
    /// Visit: one port activity.
    Town,
    /// Visit (non-pirates): sell or buy goods.
    TradeStation,
}

impl LocationKind {
    pub const ALL: [LocationKind; 8] = [
        LocationKind::Missionary,
        LocationKind::Natives,
        LocationKind::NavalFort,
        LocationKind::PirateHaven,
        LocationKind::Prison,
        LocationKind::Reef,
        LocationKind::Town,
        LocationKind::TradeStation,
    ];
}

/// Who may visit a kind of location.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Visitors {
    Anyone,
    Pirates,
    NonPirates,
}

/// A kind of location: who visits, and how it defends itself.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct LocationKindDef {
    pub kind: LocationKind,
    pub visitors: Visitors,
    /// Cargo cards drawn to defend it; `None`: it cannot be raided.
    pub defense: Option<u8>,
    /// Its cards' hit icons fire no shot (the missionaries').
    #[serde(default)]
    pub ignores_hits: bool,
    /// A raid on it costs a bounty of its zone port's nation on attacking and another on
    /// success.
    pub bounties: bool,
    /// Cargo cards drawn to buy from at a visit (towns and trade stations).
    #[serde(default)]
    pub goods_draw: Option<u8>,
}

/// One location token: its kind and our name for it.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct LocationDef {
    pub kind: LocationKind,
    pub name: String,
}

/// The module's data in `tokens.ron`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct LocationsDef {
    pub kinds: Vec<LocationKindDef>,
    pub tokens: Vec<LocationDef>,
    /// A visit to a missionary: gold per bounty lifted.
    pub missionary_price: u32,
    /// A visit to a prison: the specialist's price.
    pub prison_price: u32,
}

/// Index of a location token in [`LocationsDef::tokens`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct LocationId(pub u8);

impl LocationsDef {
    /// The kind's entry (every kind has one: checked at load).
    pub fn kind(&self, kind: LocationKind) -> &LocationKindDef {
        self.kinds
            .iter()
            .find(|k| k.kind == kind)
            .expect("every location kind is defined (checked at load)")
    }

    pub fn token(&self, id: LocationId) -> &LocationDef {
        &self.tokens[id.0 as usize]
    }

    /// The kind a token is of.
    pub fn kind_of(&self, id: LocationId) -> &LocationKindDef {
        self.kind(self.token(id).kind)
    }

    /// Check the module's data: every kind defined once, at most one token per zone but one
    /// (`zones` - 1), unique names.
    pub(super) fn check(&self, zones: usize) -> Result<(), DataError> {
        let err = |item: &str, problem: String| DataError {
            file: "tokens.ron".into(),
            item: format!("locations: {item}"),
            problem,
        };
        for kind in LocationKind::ALL {
            let n = self.kinds.iter().filter(|k| k.kind == kind).count();
            if n != 1 {
                return Err(err(
                    "kinds",
                    format!("{kind:?} is defined {n} times, not once"),
                ));
            }
            if !self.tokens.iter().any(|t| t.kind == kind) {
                return Err(err("tokens", format!("no token is a {kind:?}")));
            }
        }
        if self.kinds.iter().any(|k| k.defense == Some(0)) {
            return Err(err(
                "kinds",
                "a defense of 0 cards: say none instead".into(),
            ));
        }
        if self.tokens.len() + 1 > zones {
            return Err(err(
                "tokens",
                format!(
                    "{} tokens for {} sea zones: setup puts one in every zone but the Caribbean Sea",
                    self.tokens.len(),
                    zones
                ),
            ));
        }
        for (i, t) in self.tokens.iter().enumerate() {
            if t.name.trim().is_empty() {
                return Err(err("tokens", format!("token {i} has no name")));
            }
            if self.tokens[..i].iter().any(|o| o.name == t.name) {
                return Err(err("tokens", format!("{:?} is named twice", t.name)));
            }
        }
        Ok(())
    }
}
