//! The RON schemas of `assets/data/mm/*.ron`: what each data file may say.
//!
//! Files name things by string keys ("port_royal"); [`super::GameData`] turns those keys into
//! small indices once, at load, after checking every reference.

use serde::{Deserialize, Serialize};

/// The four nations that own ports, fly naval ships and post bounties.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Nation {
    English,
    French,
    Spanish,
    Dutch,
}

impl Nation {
    pub const ALL: [Nation; 4] = [
        Nation::English,
        Nation::French,
        Nation::Spanish,
        Nation::Dutch,
    ];

    /// Position in [`Nation::ALL`], for per-nation arrays such as bounty tracks.
    pub fn index(self) -> usize {
        self as usize
    }
}

/// A compass letter printed on a sea-zone border; NPCs move by these.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Direction {
    N,
    E,
    S,
    W,
}

impl Direction {
    /// The letter the same border carries when seen from the other side.
    pub fn opposite(self) -> Direction {
        match self {
            Direction::N => Direction::S,
            Direction::E => Direction::W,
            Direction::S => Direction::N,
            Direction::W => Direction::E,
        }
    }

    /// The next letter clockwise (N → E → S → W → N): where an NPC turns when blocked.
    pub fn clockwise(self) -> Direction {
        match self {
            Direction::N => Direction::E,
            Direction::E => Direction::S,
            Direction::S => Direction::W,
            Direction::W => Direction::N,
        }
    }
}

/// A point on the real map, in degrees (longitude is negative west of Greenwich).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct LonLat {
    pub lon: f32,
    pub lat: f32,
}

/// `zones.ron`: a sea zone of the board.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ZoneDef {
    pub id: String,
    /// The zone's name as the rules and cards use it: its port's ("the Havana sea zone").
    pub name: String,
    /// The water's own name, shown under the zone's name on the map.
    #[serde(default)]
    pub subtitle: Option<String>,
    /// Where the zone's marker sits on the map.
    pub at: LonLat,
    /// The zones a captain may sail to from here (listed from both sides).
    pub neighbours: Vec<String>,
    /// The compass letters on this zone's borders, as NPCs follow them: at most one per letter,
    /// each naming a neighbour.
    pub letters: Vec<(Direction, String)>,
}

/// A skill on the captain card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Skill {
    Seamanship,
    Leadership,
    Scouting,
    Influence,
}

/// Ship classes, by size and role.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ShipClass {
    Sloop,
    Flute,
    Brig,
    Frigate,
    Galleon,
    ManOWar,
}

/// The hit locations of a ship; hull and masts take the ship's toughness.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum HitLocation {
    Hull,
    Masts,
    Cargo,
    Cannons,
    Crew,
}

impl HitLocation {
    pub const ALL: [HitLocation; 5] = [
        HitLocation::Hull,
        HitLocation::Masts,
        HitLocation::Cargo,
        HitLocation::Cannons,
        HitLocation::Crew,
    ];
}

/// The special ability a port's sea zone prints on the board, as data the rules read.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum PortAbility {
    /// Naval ships of this nation may re-roll SCOUTING.
    NavalScoutReroll(Nation),
    /// Ships of these classes take a hull hit entering port unless a SEAMANSHIP roll succeeds.
    RoughEntry(Vec<ShipClass>),
    /// Draw this many cargo cards when buying goods (and `if_nation` more for that nation's captains).
    CargoDraw {
        count: u8,
        bonus_for: Option<(Nation, u8)>,
    },
    /// Buy at least `buy` goods and get one free.
    BulkBonus { buy: u8 },
    /// No SCOUTING roll is needed to find a merchant of this nation.
    MerchantFound(Nation),
    /// Acquiring a rumor costs no gold.
    FreeRumors,
    /// These ship classes cost this much gold here.
    ShipPrice { classes: Vec<ShipClass>, price: u32 },
    /// Non-pirates sell the good in demand for this much.
    DemandPriceForHonest(u32),
    /// Raiding a merchant of this nation draws one more card, kept if it shows a hit.
    RaidExtraCard(Nation),
    /// The starting price to buy and sell goods.
    BaseGoodsPrice(u32),
    /// Naval ships must succeed two SCOUTING rolls to find a player here.
    NavalDoubleScout,
    /// Captains with a bounty from this nation buy special weapons for 1 gold and repair free.
    OutlawHaven(Nation),
    /// Pirates cannot recruit or repair; everyone else does so for free.
    HonestDockyard,
    /// Pirates recruit for free.
    PirateRecruits,
    /// Captains wanted by this nation may enter for a fee or a successful INFLUENCE roll.
    BribeEntry { wanted_by: Nation, fee: u32 },
    /// Raiding a merchant of this nation adds this much to the PLUNDER total.
    RaidPlunderBonus { nation: Nation, bonus: u32 },
    /// Once when buying goods, pay this much to re-draw all the cards.
    RedrawGoods { cost: u32 },
    /// Ship modifications cost this much; they may move to a ship bought here for `transfer` each.
    ModDockyard { price: u32, transfer: u32 },
    /// Stash gold here, away from home, for a fee.
    GoldCourier { fee: u32 },
    /// Pirates here are unseen by this nation's naval ships unless wanted by it; NPC pirates
    /// never scout for this nation's captains.
    PirateHaven(Nation),
    /// Every captain in this sea zone is unseen by naval ships.
    HiddenFromNavies,
}

/// `ports.ron`: a port, the sea zone it opens onto, and its ability.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PortDef {
    pub id: String,
    pub name: String,
    pub zone: String,
    pub nation: Nation,
    pub at: LonLat,
    pub abilities: Vec<PortAbility>,
    /// The ability as players read it on the board.
    pub text: String,
}

/// `ships.ron`: a ship card.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ShipDef {
    pub class: ShipClass,
    pub name: String,
    pub maneuverability: u8,
    pub cargo: u8,
    pub cannons: u8,
    pub crew: u8,
    pub toughness: u8,
    /// Shipyard price to buy; `None` where the ship cannot be bought (the man-o-war).
    pub buy: Option<u32>,
    /// Shipyard price when sold, before modifications and damage.
    pub sell: Option<u32>,
    /// Offered at setup (the sloop and the flute).
    pub starting: bool,
    /// The Seas of Glory switch that brings this card into play, in place of the base
    /// game's card of its class if there is one (`None`: the base game's card).
    #[serde(default)]
    pub switch: Option<super::Switch>,
    /// Whether this is the card of its class in play, in the view of the data a game plays
    /// with (see `GameData::view`); worked out, never read from the file.
    #[serde(skip)]
    pub in_play: bool,
}

/// What a captain's ability does, as the rule it changes reads it (never by its text).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AbilityEffect {
    /// Once per turn, re-roll one die of a SEAMANSHIP roll.
    RerollSeamanshipDie,
    /// Crew never takes more than this many hits per round of crew combat.
    CrewLossCap(u8),
    /// Missions cost this much less gold to claim.
    MissionDiscount(u32),
    /// Hold this many cargo cards above the ship's CARGO value.
    ExtraCargo(u8),
    /// Each card of the good in demand sells for this much more.
    DemandSaleBonus(u32),
    /// One more SEAMANSHIP die in the first round of naval combat.
    FirstRoundSeamanship,
    /// Re-roll a failed SCOUTING roll for a merchant.
    MerchantScoutReroll,
    /// Buying goods costs this much less in total (never below 1).
    GoodsDiscount(u32),
    /// Repairs cost this much per point.
    RepairPrice(u32),
    /// One more LEADERSHIP die in the first round of crew combat.
    FirstRoundLeadership,
    /// Once per turn, re-roll a failed INFLUENCE roll.
    RerollFailedInfluence,
    /// NPC pirates do not scout for you while you carry no cargo.
    PiratesIgnoreEmptyHold,
    /// This many of your cargo cards cannot be plundered.
    ProtectedCargo(u8),
    /// Once per game, take this much gold in your home port (a port activity).
    CompanyCredit(u32),
    /// Draw this many more cargo cards when buying goods.
    ExtraCargoDraw(u8),
    /// A failed LEADERSHIP roll to recruit still brings this many crew aboard for free.
    PressGang(u8),
    /// MODULE 1: storms (storm and gale events) never harm this captain's ship.
    IgnoreStorms,
    /// MODULE 1: may enter ports closed by bounties; there the port action starts with an
    /// INFLUENCE roll, and without a success it is spent with nothing done.
    EnterClosedPorts,
    /// MODULE 1: NPC naval ships roll this many SCOUTING dice fewer for this captain (at
    /// least 1).
    NavyScoutPenalty(u8),
    /// MODULE 1: a successful merchant raid takes this much more gold.
    RaidPlunderBonus(u32),
}

/// A captain's special ability: what players read, and the typed effect the rules read.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct AbilityDef {
    pub name: String,
    pub text: String,
    pub effect: AbilityEffect,
}

/// `captains.ron`: a captain card.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct CaptainDef {
    pub name: String,
    /// The Seas of Glory switch that brings this card into play (`None`: the base game's).
    #[serde(default)]
    pub switch: Option<super::Switch>,

    pub nation: Nation,
    pub home_port: String,
    pub seamanship: u8,
    pub leadership: u8,
    pub scouting: u8,
    pub influence: u8,
    pub ability: AbilityDef,
}

/// `goods.ron`: one of the eight trade goods.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GoodDef {
    pub id: String,
    pub name: String,
}

/// A cargo card: a good to trade, and a merchant's answer to a raid.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct CargoCardDef {
    pub good: String,
    /// Gold a successful raid takes from this card (1–5).
    pub plunder: u8,
    /// Hit icons in the corner: each damages the raider at that location.
    pub hits: Vec<HitLocation>,
    /// Escape icons: enough of them and the merchant gets away.
    pub escapes: u8,
    /// MODULE 7: a contraband card names the port it may be smuggled to (by id); such cards
    /// are in the deck only with the module.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contraband: Option<String>,
}

/// `goods.ron` as a whole: goods, the cargo deck and the demand tokens.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GoodsFile {
    pub goods: Vec<GoodDef>,
    pub demand_tokens_per_good: u8,
    pub cargo_deck: Vec<CargoCardDef>,
}

/// A face of the skill die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DieFace {
    /// The success icon.
    Success,
    /// A number: adds up to break ties and names a hit location.
    Number(u8),
}

/// `dice.ron`: the skill die and what its numbers mean.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct DiceFile {
    pub faces: Vec<DieFace>,
    /// Which location each number hits; the hull has no number.
    pub hit_numbers: Vec<(u8, HitLocation)>,
}

/// The eight kinds of ship modification, and Seas of Glory's MODULE 3's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ShipModKind {
    ExtraHammocks,
    AdvancedRigs,
    ReinforcedHull,
    ExtendedHold,
    Chasers,
    ExtraCannonPort,
    SwivelGuns,
    LongGuns,
    /// MODULE 3: the enemy rolls 1 SEAMANSHIP die fewer in a round where either side
    /// declared Flee.
    CarvedHull,
    /// MODULE 3: +1 die to the owner's SCOUTING rolls, 1 fewer (at least 1) to rolls
    /// scouting for it; only with the masts at full value.
    CrowsNest,
    /// MODULE 3 with MODULE 11: when an NPC captain's card is drawn, the crew keeps its
    /// loyalty on a LEADERSHIP success, or (at sea) for a crew thrown overboard.
    Plank,
    /// MODULE 3 with MODULE 7: one contraband card takes no cargo space, is unseen by NPCs
    /// and immune to cards and damage.
    SmugglersHold,
}

impl ShipModKind {
    /// The switch that brings this kind's tokens into the game (`None`: the base game's).
    pub fn switch(self) -> Option<super::Switch> {
        match self {
            ShipModKind::CarvedHull
            | ShipModKind::CrowsNest
            | ShipModKind::Plank
            | ShipModKind::SmugglersHold => Some(super::Switch::Mods),
            _ => None,
        }
    }

    /// A second switch this kind's tokens need besides [`ShipModKind::switch`] (the plank is
    /// "only used with the Loyalty module").
    pub fn also(self) -> Option<super::Switch> {
        match self {
            ShipModKind::Plank => Some(super::Switch::Loyalty),
            ShipModKind::SmugglersHold => Some(super::Switch::Contraband),
            _ => None,
        }
    }
}

/// Seas of Glory, MODULE 4: an NPC upgrade token, drawn face down for an NPC that comes into
/// play and laid on its card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum NpcUpgrade {
    /// No upgrade; the token goes back to the pool.
    Zero,
    /// Two upgrades: the token is set aside, two more are drawn, then it goes back.
    Two,
    /// The ship carries this modification (hammocks come crewed).
    Mod(ShipModKind),
    /// The ship carries this special weapon; spent in a battle it survives, it comes back.
    Weapon(SpecialWeapon),
}

impl NpcUpgrade {
    /// The switch besides Module 4's that brings the token into the pool (`None`: always in).
    pub fn switch(self) -> Option<super::Switch> {
        match self {
            NpcUpgrade::Mod(k) => k.switch(),
            NpcUpgrade::Weapon(w) => w.switch(),
            NpcUpgrade::Zero | NpcUpgrade::Two => None,
        }
    }
}

/// The special weapons; a captain holds at most one token of each. The last three are
/// Seas of Glory's MODULE 2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum SpecialWeapon {
    GrapplingHooks,
    ChainShot,
    Grapeshot,
    /// Spent on a volley with success icons: they do no damage, and the target burns.
    HeatedShot,
    /// Spent on a volley with success icons: up to 2 of them do 1 extra hit each, spread.
    DoubleShot,
    /// Spent after a contest in which its side declared Board: the enemy's next roll has 1
    /// die fewer.
    Caltrops,
}

impl SpecialWeapon {
    pub const ALL: [SpecialWeapon; 6] = [
        SpecialWeapon::GrapplingHooks,
        SpecialWeapon::ChainShot,
        SpecialWeapon::Grapeshot,
        SpecialWeapon::HeatedShot,
        SpecialWeapon::DoubleShot,
        SpecialWeapon::Caltrops,
    ];

    /// The special ammunition: at most one is spent per combat round (MODULE 2).
    pub fn is_ammunition(self) -> bool {
        !matches!(
            self,
            SpecialWeapon::GrapplingHooks | SpecialWeapon::Caltrops
        )
    }

    /// The switch that brings it into the game (`None`: the base game's).
    pub fn switch(self) -> Option<super::Switch> {
        match self {
            SpecialWeapon::HeatedShot | SpecialWeapon::DoubleShot | SpecialWeapon::Caltrops => {
                Some(super::Switch::Weapons)
            }
            _ => None,
        }
    }
}

/// What a true rumor or a completed mission gives (the glory point comes on top).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Reward {
    /// Gold onto the ship.
    Gold(u32),
    /// Gold straight into the captain's chest (secret, like any stash).
    StashGold(u32),
    /// Every point of damage mended, free.
    FreeRepairs,
    /// The crew filled to the ship's CREW value, free.
    FillCrew,
    /// A special weapon token, free (gold instead, at its sale price, if already held).
    Weapon(SpecialWeapon),
    /// One bounty of this nation struck off.
    Pardon(Nation),
    /// Draw this many cargo cards from the deck into the hold, free (as many as fit in port).
    Cargo(u8),
    /// Several of the above, in order.
    All(Vec<Reward>),
}

/// `rumors.ron`: a rumor card, acted on in its port during a port action by rolling its skill.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct RumorDef {
    pub name: String,
    /// The Seas of Glory switch that brings this card into play (`None`: the base game's).
    #[serde(default)]
    pub switch: Option<super::Switch>,

    /// What the captain reads (our own words).
    pub text: String,
    /// The port where the rumor is followed up.
    pub port: String,
    /// The roll that tells true from false (INFLUENCE in port; SCOUTING rumors come with Scout).
    pub skill: Skill,
    pub reward: Reward,
}

/// What a mission asks, to claim it or to complete it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum MissionReq {
    /// Pay this much gold.
    Gold(u32),
    /// Succeed at a roll of this skill (a failure leaves the mission where it is).
    Roll(Skill),
    /// Hand over this many cargo cards of this good (by goods.ron id).
    Goods { good: String, count: u8 },
    /// Hand over this many cargo cards of any goods.
    AnyGoods(u8),
    /// Have at least this much crew aboard.
    Crew(u8),
    /// Carry no bounty at all.
    NoBounty,
    /// Have no bounty from this nation.
    NotWantedBy(Nation),
    /// Carry a bounty of this nation.
    WantedBy(Nation),
    /// Delivery only: have plundered a merchant of this nation in a raid since claiming.
    Raided(Nation),
    /// Delivery only: have defeated such a captain in battle since claiming.
    Defeated(Foe),
}

/// Whom a mission asks its holder to defeat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Foe {
    /// Any captain.
    Any,
    /// A pirate: a captain with at least one bounty.
    Pirate,
    /// A captain of this nation.
    Nation(Nation),
    /// This nation's NPC naval ship.
    Navy(Nation),
    /// One of the NPC pirates (the sloop or the frigate).
    NpcPirate,
}

/// `missions.ron`: a mission card. It lies at `port` until claimed there; the holder completes
/// it in `deliver_to` for its reward and a glory point.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct MissionDef {
    pub name: String,
    /// The Seas of Glory switch that brings this card into play (`None`: the base game's).
    #[serde(default)]
    pub switch: Option<super::Switch>,

    /// Who offers it and what they want (our own words).
    pub text: String,
    /// Where the mission lies and is claimed.
    pub port: String,
    /// Met, in order, to claim it (empty: free to claim).
    pub claim: Vec<MissionReq>,
    /// Where it is completed.
    pub deliver_to: String,
    /// Met, in order, to complete it there (empty: arriving and doing business is enough).
    pub deliver: Vec<MissionReq>,
    pub reward: Reward,
}
