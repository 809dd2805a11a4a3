//! The glory deck (`glory.ron`): specialists, cards played during one's own turn, and combat
//! cards announced at a moment of a battle; checked and expanded to one entry per copy.

use super::*;

/// Index of a glory card in [`GameData::glory`] (each copy its own card).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct GloryCardId(pub u8);

/// The 8 types of specialists (GLORY CARDS, Specialists).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum SpecialistKind {
    /// Repairs cost 1 gold less per point.
    Carpenter,
    /// 1 extra cannon hit on a Shoot win.
    GunnerCaptain,
    /// Places its own success-icon hits.
    MasterGunner,
    /// 1 crew back after a battle survived.
    Surgeon,
    /// +1 SCOUTING die.
    Lookout,
    /// +1 LEADERSHIP die in crew combat.
    MasterAtArms,
    /// +1 gold a sale.
    Purser,
    /// +1 SEAMANSHIP die in naval contests.
    SailingMaster,
}

impl SpecialistKind {
    pub const ALL: [SpecialistKind; 8] = [
        SpecialistKind::Carpenter,
        SpecialistKind::GunnerCaptain,
        SpecialistKind::MasterGunner,
        SpecialistKind::Surgeon,
        SpecialistKind::Lookout,
        SpecialistKind::MasterAtArms,
        SpecialistKind::Purser,
        SpecialistKind::SailingMaster,
    ];
}

/// The moments of a battle at which combat cards are announced (GLORY CARDS IN COMBAT).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CombatMoment {
    /// Both actions declared, before the SEAMANSHIP contest is rolled.
    Contest,
    /// The contest rolled (and grappling hooks spent), before cannon hits are fired.
    AfterContest,
    /// A boarding won, before swivel guns and crew combat.
    Boarding,
}

/// What a combat card does, for the side that plays it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CombatEffect {
    /// Contest: roll this many more SEAMANSHIP dice.
    Seamanship(u8),
    /// Contest: the enemy rolls this many fewer SEAMANSHIP dice (at least 1).
    FoeSeamanship(u8),
    /// Contest, having declared Flee: a won contest is an escape even if the enemy succeeded.
    SureFlight,
    /// After the contest: re-roll every failed SEAMANSHIP die.
    Reroll,
    /// After the contest, shooting with cannons left: fire this many more cannon hits.
    ExtraHits(u8),
    /// After the contest: this many fewer cannon hits are fired at you this round.
    Brace(u8),
    /// Boarding: roll this many more LEADERSHIP dice in every round of this crew combat.
    Leadership(u8),
    /// Boarding: the enemy rolls this many fewer LEADERSHIP dice each round (at least 1).
    FoeLeadership(u8),
    /// Boarding: this many lost crew rejoin at once (up to the ship's CREW value).
    Rally(u8),
}

impl CombatEffect {
    /// When the card is announced.
    pub fn moment(self) -> CombatMoment {
        match self {
            CombatEffect::Seamanship(_)
            | CombatEffect::FoeSeamanship(_)
            | CombatEffect::SureFlight => CombatMoment::Contest,
            CombatEffect::Reroll | CombatEffect::ExtraHits(_) | CombatEffect::Brace(_) => {
                CombatMoment::AfterContest
            }
            CombatEffect::Leadership(_)
            | CombatEffect::FoeLeadership(_)
            | CombatEffect::Rally(_) => CombatMoment::Boarding,
        }
    }

    /// The amount the card gives, if it has one.
    fn amount(self) -> Option<u8> {
        match self {
            CombatEffect::Seamanship(n)
            | CombatEffect::FoeSeamanship(n)
            | CombatEffect::ExtraHits(n)
            | CombatEffect::Brace(n)
            | CombatEffect::Leadership(n)
            | CombatEffect::FoeLeadership(n)
            | CombatEffect::Rally(n) => Some(n),
            CombatEffect::SureFlight | CombatEffect::Reroll => None,
        }
    }
}

/// What a glory card does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GloryEffect {
    /// Hire this specialist for `cost` gold; it then lies face up.
    Specialist { kind: SpecialistKind, cost: u32 },
    /// Take this much gold.
    Gold(u32),
    /// One more action this turn.
    ExtraAction,
    /// Mend this many points of damage (not crew), free.
    Repair(u8),
    /// This many crew sign on, free, up to the ship's CREW value.
    Crew(u8),
    /// Strike off one bounty of a nation the player picks.
    Pardon,
    /// Draw this many cargo cards into the hold, as far as it has room.
    Cargo(u8),
    /// A combat card: announced at its moment of a battle, never played outside one.
    Combat(CombatEffect),
    /// MODULE 10 (a Module 1 card): played when the captain dies, the favors stay on the
    /// track for the next captain.
    KeepFavors,
}

/// `glory.ron`: a glory card and how many copies are in the deck.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GloryCardDef {
    pub name: String,
    /// The Seas of Glory switch that brings this card into play (`None`: the base game's).
    #[serde(default)]
    pub switch: Option<super::Switch>,
    /// A second switch the card needs besides `switch` (a Module 1 card about Module 10's
    /// favors needs both).
    #[serde(default)]
    pub also: Option<super::Switch>,

    pub text: String,
    pub effect: GloryEffect,
    pub copies: u8,
}

/// One glory card in the deck.
#[derive(Clone, Debug)]
pub struct GloryCard {
    pub name: String,
    /// The Seas of Glory switch that brings this card into play (`None`: the base game's).
    pub switch: Option<Switch>,
    /// A second switch the card needs.
    pub also: Option<Switch>,
    /// Whether the card is in the decks of the game this view of the data is for (see
    /// `GameData::view`); worked out, never read from the file.
    pub in_play: bool,

    pub text: String,
    pub effect: GloryEffect,
}

/// Check the deck and expand its copies.
pub fn build_glory(defs: &[GloryCardDef]) -> Result<Vec<GloryCard>, DataError> {
    const F: &str = "glory.ron";
    let bad = |item: &str, what: String| DataError {
        file: F.into(),
        item: item.into(),
        problem: what,
    };
    let mut cards = Vec::new();
    for d in defs {
        if d.copies == 0 {
            return Err(bad(&d.name, "has 0 copies".into()));
        }
        match d.effect {
            GloryEffect::Gold(0)
            | GloryEffect::Repair(0)
            | GloryEffect::Crew(0)
            | GloryEffect::Cargo(0) => {
                return Err(bad(&d.name, "does nothing (an amount of 0)".into()));
            }
            GloryEffect::Combat(c) if c.amount() == Some(0) => {
                return Err(bad(&d.name, "does nothing (an amount of 0)".into()));
            }
            _ => {}
        }
        for _ in 0..d.copies {
            cards.push(GloryCard {
                name: d.name.clone(),
                switch: d.switch,
                also: d.also,
                in_play: d.switch.is_none() && d.also.is_none(),
                text: d.text.clone(),
                effect: d.effect,
            });
        }
    }
    if cards.len() > u8::MAX as usize {
        return Err(bad("", format!("{} cards; at most 255", cards.len())));
    }
    for kind in SpecialistKind::ALL {
        if !cards
            .iter()
            .any(|c| matches!(c.effect, GloryEffect::Specialist { kind: k, .. } if k == kind))
        {
            return Err(bad("", format!("no {kind:?} specialist in the deck")));
        }
    }
    Ok(cards)
}
