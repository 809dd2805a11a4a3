//! What a decision is about, and the words for cards, weapons and hits, for the tips.

use super::*;

/// The decision being made: the observation's own, or worked out from what lies on the table.
pub(super) fn context(obs: &Observation) -> Option<DecisionKind> {
    if let Some(d) = &obs.decision {
        return Some(d.kind);
    }
    if let Some(b) = &obs.battle {
        let step = crate::rules::battle::naval::step_kind(b);
        return Some(DecisionKind::Battle { step });
    }
    if let Some(r) = &obs.raid {
        let step = crate::rules::battle::raid::step_kind(r);
        return Some(DecisionKind::Raid { step });
    }
    obs.port_visit
        .as_ref()
        .map(|v| DecisionKind::Port { step: v.step })
}

/// The step of the port action under way, if any.
pub(super) fn port_step(obs: &Observation) -> Option<PortStepKind> {
    match context(obs) {
        Some(DecisionKind::Port { step }) => Some(step),
        _ => obs.port_visit.as_ref().map(|v| v.step),
    }
}

/// The port of the action under way.
pub(super) fn visit_port(obs: &Observation) -> Option<PortId> {
    obs.me
        .port_visit
        .as_ref()
        .map(|v| v.port)
        .or_else(|| obs.port_visit.as_ref().map(|v| v.port))
}

/// The deciding captain, as the port's prices see it.
pub(super) fn trader(obs: &Observation) -> Trader {
    Trader {
        captain: obs.me.captain,
        bounties: obs
            .seats
            .get(obs.seat)
            .map(|s| s.bounties)
            .unwrap_or_default(),
    }
}

pub(super) fn port_ability<T>(
    data: &GameData,
    port: PortId,
    f: impl Fn(&PortAbility) -> Option<T>,
) -> Option<T> {
    data.port(port).abilities.iter().find_map(f)
}

/// Whether the beaten side of the battle is a naval ship (its prize), else a player captain.
pub(super) fn plunder_section(obs: &Observation) -> &'static str {
    let navy = obs.battle.as_ref().is_some_and(|b| match b.step {
        BattleStep::Plunder { winner } => {
            matches!(b.sides.get(winner ^ 1), Some(Side::Npc(NpcSlot::Navy(_))))
        }
        _ => false,
    });
    if navy {
        "PLUNDER: naval ships"
    } else {
        "PLUNDER: player captains"
    }
}

/// Whether the icon hits being placed are the decider's own, on the enemy (a master gunner).
pub(super) fn placing_own_hits(obs: &Observation) -> bool {
    obs.battle
        .as_ref()
        .is_some_and(|b| matches!(b.step, BattleStep::Place { side, volley } if side == volley))
}

pub(super) fn hit_effect(l: HitLocation) -> &'static str {
    match l {
        HitLocation::Hull => "When the hull's last point goes, the ship sinks.",
        HitLocation::Masts => "Damaged masts roll fewer contest dice; destroyed, Shoot only.",
        HitLocation::Cargo => "A smaller hold throws the cards over its size overboard.",
        HitLocation::Cannons => "Each point lost is one cannon fewer to fire.",
        HitLocation::Crew => "Each point lost is one crew fewer for boarding.",
    }
}

pub(super) fn weapon_use(w: SpecialWeapon) -> &'static str {
    match w {
        SpecialWeapon::GrapplingHooks => "Hooks re-roll failed dice when you board.",
        SpecialWeapon::ChainShot => "Chain-shot sends a volley's success icons to the masts.",
        SpecialWeapon::Grapeshot => "Grapeshot sends a volley's success icons to the crew.",
        SpecialWeapon::HeatedShot => {
            "Heated shot trades a volley's success icons for a fire aboard the enemy."
        }
        SpecialWeapon::DoubleShot => "Double shot adds up to 2 hits to a volley's success icons.",
        SpecialWeapon::Caltrops => "Caltrops cost the enemy a die after you declare Board.",
    }
}

pub(super) fn specialist(kind: SpecialistKind) -> &'static str {
    match kind {
        SpecialistKind::Carpenter => "repairs cost 1 gold less a point",
        SpecialistKind::GunnerCaptain => "1 more cannon hit on a Shoot win",
        SpecialistKind::MasterGunner => "you place your own icon hits",
        SpecialistKind::Surgeon => "1 crew back after a battle survived",
        SpecialistKind::Lookout => "+1 SCOUTING die",
        SpecialistKind::MasterAtArms => "+1 LEADERSHIP die in crew combat",
        SpecialistKind::Purser => "1 more gold whenever you sell",
        SpecialistKind::SailingMaster => "+1 SEAMANSHIP die in naval contests",
    }
}

/// What a glory card does, in a few words.
pub(super) fn card_effect(data: &GameData, card: GloryCardId) -> String {
    match data.glory_card(card).effect {
        GloryEffect::Combat(e) => combat(e),
        GloryEffect::Specialist { kind, .. } => specialist(kind).into(),
        GloryEffect::Gold(n) => format!("{n} gold"),
        GloryEffect::ExtraAction => "one more action".into(),
        GloryEffect::Repair(n) => format!("{n} damage mended"),
        GloryEffect::Crew(n) => format!("{n} crew"),
        GloryEffect::Pardon => "a bounty struck off".into(),
        GloryEffect::Cargo(n) => format!("{n} cargo cards"),
        GloryEffect::KeepFavors => "your favors kept through a death".into(),
    }
}

pub(super) fn combat(e: CombatEffect) -> String {
    match e {
        CombatEffect::Seamanship(n) => format!("+{n} SEAMANSHIP dice in the contest"),
        CombatEffect::FoeSeamanship(n) => format!("the enemy rolls {n} fewer SEAMANSHIP dice"),
        CombatEffect::SureFlight => "a won Flee escapes even if the enemy succeeded".into(),
        CombatEffect::Reroll => "your failed SEAMANSHIP dice roll again".into(),
        CombatEffect::ExtraHits(n) => format!("{n} more cannon hits when you shoot"),
        CombatEffect::Brace(n) => format!("{n} fewer cannon hits on you this round"),
        CombatEffect::Leadership(n) => format!("+{n} LEADERSHIP dice in the crew combat"),
        CombatEffect::FoeLeadership(n) => format!("the enemy rolls {n} fewer LEADERSHIP dice"),
        CombatEffect::Rally(n) => format!("{n} lost crew rejoin at once"),
    }
}

pub(super) fn play_glory_tip(
    data: &GameData,
    card: GloryCardId,
    n: Option<crate::content::Nation>,
) -> (String, &'static str) {
    let g = data.glory_card(card);
    match g.effect {
        GloryEffect::Specialist { kind, cost } => (
            format!(
                "Hires the {} for {cost} gold; it stays face up and works for you: {}.",
                g.name,
                specialist(kind)
            ),
            "Specialists",
        ),
        GloryEffect::Gold(k) => (
            format!("Gives you {k} gold at once; the card is discarded."),
            "GLORY CARDS",
        ),
        GloryEffect::ExtraAction => (
            "Gives you one more action this turn; the card is discarded.".into(),
            "GLORY CARDS",
        ),
        GloryEffect::Repair(k) => (
            format!("Mends up to {k} points of damage (not crew), free."),
            "GLORY CARDS",
        ),
        GloryEffect::Crew(k) => (
            format!("{k} crew sign on free, up to your ship's CREW value."),
            "GLORY CARDS",
        ),
        GloryEffect::Pardon => (
            match n {
                Some(n) => format!("Strikes off one of your {} bounties.", nation(n)),
                None => "Strikes off one bounty of a nation you name.".into(),
            },
            "GLORY CARDS",
        ),
        GloryEffect::Cargo(k) => (
            format!("Draws {k} cargo cards into your hold, as far as it has room."),
            "GLORY CARDS",
        ),
        GloryEffect::Combat(e) => (
            format!("A combat card, announced in battle: {}.", combat(e)),
            "GLORY CARDS IN COMBAT",
        ),
        GloryEffect::KeepFavors => (
            "Plays itself when your captain dies or retires holding favors: the next captain \
             keeps them."
                .into(),
            "Module 10: Favors",
        ),
    }
}
