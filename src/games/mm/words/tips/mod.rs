//! The tooltip of every option: what it costs, what it gives, and the rule it follows, in one
//! or two lines of our own words.

use super::battle::nation;
use super::port::{location, reward, ship_mod, weapon};
use crate::content::{
    AbilityEffect, CombatEffect, GameData, GloryCardId, GloryEffect, HitLocation, NpcSlot,
    PortAbility, PortId, ShipClass, SpecialWeapon, SpecialistKind,
};
use crate::rules::observation::Observation;
use crate::rules::port::shipyard;
use crate::rules::purse::Trader;
use crate::rules::{
    Activity, BattleStep, BattleStepKind, Choice, DecisionKind, Entry, Location, NavalAction,
    Phase, PortStepKind, RaidStepKind, ScoutTarget, Side, ship,
};

mod actions;
mod context;
mod contraband;
mod favors;
mod loyalty;
mod weapons;

use actions::*;
use context::*;

/// The tooltip of option `c`: one or two short sentences (what it costs, what it gives), and
/// the rules section it follows — exactly a section name of docs/rules-coverage.md (the first
/// column of its tables), so the rules window can open it.
pub fn tip(data: &GameData, obs: &Observation, c: &Choice) -> (String, &'static str) {
    let p = &data.tokens.prices;
    let ctx = context(obs);
    match c {
        Choice::ChooseShip(class) => {
            let s = data.ship(*class);
            let text = format!(
                "The {}: CARGO {}, CANNONS {}, CREW {}, MANEUVERABILITY {}.",
                s.name, s.cargo, s.cannons, s.crew, s.maneuverability
            );
            if matches!(obs.phase, Phase::NewCaptain { .. }) {
                (
                    format!("{text} Your new captain sails it from the new home port."),
                    "DYING AND RETIREMENT",
                )
            } else {
                (
                    format!("{text} Chosen in secret; every ship is shown once all have chosen."),
                    "SETUP",
                )
            }
        }
        Choice::KeepCaptain(id) => {
            let c = data.captain(*id);
            (
                format!(
                    "{} ({:?}), home port {}. {}: {} The others go back into the deck unseen.",
                    c.name,
                    c.nation,
                    data.port(c.home_port).name,
                    c.ability.name,
                    c.ability.text
                ),
                "Variant 2: Captains, captains, captains!",
            )
        }
        Choice::BuyFavor
        | Choice::SpendFavor
        | Choice::PayFavors(_)
        | Choice::RedrawForFavor
        | Choice::NpcReroll(_) => favors::tip(data, obs, c),
        Choice::SpillCargo
        | Choice::SpillContraband
        | Choice::Resist
        | Choice::DumpContraband
        | Choice::TakeContraband(_)
        | Choice::HideContraband(_)
        | Choice::Smuggle(_) => contraband::tip(data, c),
        Choice::PlankRoll | Choice::PlankCrew | Choice::Rally => loyalty::tip(c),
        Choice::Location(l) => crate::games::mm::words::locations::tip(data, l),
        Choice::UseCrowsNest => (
            "The NPC's crow's nest hides it: the scout rolls 1 SCOUTING die fewer (at least 1). \
             You steer the NPC if the scout finds it."
                .into(),
            "Module 4: NPC upgrades",
        ),
        Choice::ScoutOffTurn => (
            "Roll SCOUTING now, out of your turn: if you roll the most successes of those who \
             try, you find the captain that sailed in and attack it. Your captain card flips: 2 \
             fewer actions on your next turn."
                .into(),
            "Variant 5: Cutthroat",
        ),
        Choice::DrawCaptain => (
            format!(
                "Pay {} gold out of your starting gold to draw another captain card, in secret; \
                 then keep one of those in hand.",
                data.tokens.captain_price
            ),
            "Variant 2: Captains, captains, captains!",
        ),
        Choice::RedrawCaptain => (
            "An NPC pirate waits in this captain's home waters: discard the card face up and \
             draw another captain."
                .into(),
            "DYING AND RETIREMENT",
        ),
        Choice::Move { to, entry } => move_tip(data, obs, *to, *entry),
        Choice::PortAction => (
            "Spends one action, once a turn: sell first if at all, then buy, visit the shipyard, \
             recruit and more, each activity once."
                .into(),
            "C. PORT",
        ),
        Choice::DiscardCargo(_) => match ctx {
            Some(DecisionKind::Battle { .. }) => (
                "Throws this card of yours overboard, face up, to make room for what you plunder."
                    .into(),
                plunder_section(obs),
            ),
            Some(DecisionKind::Raid { .. }) => (
                "Throws this card of yours overboard, face up, to make room for the merchant's \
                 cargo."
                    .into(),
                "MERCHANT RAIDS: Merchant raids",
            ),
            Some(DecisionKind::Port { .. }) => (
                format!(
                    "Discards this old card face up to make room: you may hold {} cards in port.",
                    p.port_cargo_limit
                ),
                "Buy goods",
            ),
            _ => (
                "Your hold is over-full for the sea: discard this card face up before you sail."
                    .into(),
                "A. MOVE",
            ),
        },
        Choice::Begin(a) => begin_tip(data, obs, *a),
        Choice::LeavePort => (
            "Ends the port action, which spends one action; no more activities here this turn."
                .into(),
            "C. PORT",
        ),
        Choice::Mark(_) => match port_step(obs) {
            Some(PortStepKind::Buying) => (
                format!(
                    "Marks this card to buy (again to unmark). One of a kind costs the port's \
                     price ({} in most ports), two alike 1 less each, three or more 1 each.",
                    p.goods
                ),
                "Buy goods",
            ),
            Some(PortStepKind::PickGoods) => (
                "Marks this card to hand over for the mission (again to unmark).".into(),
                "Claim a mission",
            ),
            _ => (
                format!(
                    "Marks this card for sale (again to unmark): the good in demand pays {}, \
                     others {} in most ports.",
                    p.demand, p.goods
                ),
                "Sell goods",
            ),
        },
        Choice::Settle => match port_step(obs) {
            Some(PortStepKind::Buying) => (
                "Pays for the marked cards and stows them face down; the rest go face up to the \
                 discards."
                    .into(),
                "Buy goods",
            ),
            Some(PortStepKind::PickGoods) => (
                "Hands the marked cards over to the mission.".into(),
                "Claim a mission",
            ),
            _ => (
                format!(
                    "Sells every marked card at once. Selling the good in demand turns its token; \
                     {} or more of it is a glory point.",
                    p.demand_glory_cards
                ),
                "Sell goods",
            ),
        },
        Choice::Redraw => {
            let cost = visit_port(obs)
                .and_then(|port| {
                    port_ability(data, port, |a| match a {
                        PortAbility::RedrawGoods { cost } => Some(*cost),
                        _ => None,
                    })
                })
                .unwrap_or(1);
            (
                format!(
                    "Pays {cost} gold to put every card offered on the discards and draw as many \
                     new ones (once, before marking)."
                ),
                "Santo Domingo",
            )
        }
        Choice::Repair(l) => {
            let cost = visit_port(obs)
                .and_then(|port| {
                    let carpenter = obs
                        .seats
                        .get(obs.seat)
                        .is_some_and(|s| shipyard::has_carpenter(data, &s.specialists, s.loyalty));
                    shipyard::repair_cost(data, port, trader(obs), carpenter)
                })
                .unwrap_or(p.repair_per_point);
            (
                format!(
                    "Costs {cost} gold to mend one point of damage to your {}.",
                    location(*l)
                ),
                "Visit shipyard: repair",
            )
        }
        Choice::BuyWeapon(w) => {
            let cost = visit_port(obs)
                .map(|port| shipyard::weapon_price(data, port, trader(obs)))
                .unwrap_or(p.weapon_buy);
            (
                format!(
                    "Costs {cost} gold; you may carry one of each kind. {}",
                    weapon_use(*w)
                ),
                "Visit shipyard: special weapons",
            )
        }
        Choice::SellWeapon(w) => (
            format!(
                "Sells your {} back to the yard for {} gold (not one bought on this visit).",
                weapon(*w),
                p.weapon_sell
            ),
            "Visit shipyard: special weapons",
        ),
        Choice::BuyMod => {
            let port = visit_port(obs);
            let cost = port
                .map(|port| shipyard::mod_price(data, port))
                .unwrap_or(p.ship_mod);
            let name = port
                .and_then(|port| obs.ship_mods.get(data.port(port).zone.0 as usize).copied())
                .and_then(|m| match m {
                    Some(crate::rules::observation::SeenMod::FaceUp(k)) => Some(ship_mod(k)),
                    _ => None,
                })
                .unwrap_or("the port's modification");
            let dockyard = port.is_some_and(|port| {
                port_ability(data, port, |a| match a {
                    PortAbility::ModDockyard { .. } => Some(()),
                    _ => None,
                })
                .is_some()
            });
            (
                format!("Costs {cost} gold to fit {name}; a ship carries one of each kind."),
                if dockyard {
                    "St John: modification price"
                } else {
                    "Visit shipyard: ship modifications"
                },
            )
        }
        Choice::RestoreHull => {
            let cost = visit_port(obs)
                .and_then(|port| shipyard::hull_restore_price(data, port, trader(obs)))
                .unwrap_or(p.hull_restore);
            (
                format!(
                    "Costs {cost} gold to turn your used reinforced hull face up: it can absorb \
                     a hit again."
                ),
                "Ship mod: Reinforced hull",
            )
        }
        Choice::BuyShip(class) => buy_ship_tip(data, obs, *class),
        Choice::TransferMod(k) => {
            let cost = visit_port(obs)
                .and_then(|port| {
                    port_ability(data, port, |a| match a {
                        PortAbility::ModDockyard { transfer, .. } => Some(*transfer),
                        _ => None,
                    })
                })
                .unwrap_or(1);
            (
                format!(
                    "Pays {cost} gold to move the {} from your old ship onto the new one.",
                    ship_mod(*k)
                ),
                "St John: modification transfer",
            )
        }
        Choice::PlaceMod(z) => {
            let port = data
                .zone(*z)
                .port
                .map(|p| data.port(p).name.as_str())
                .unwrap_or("?");
            // A dead captain has no ship; a living one placing mods sold or left a ship.
            let section = if obs.me.ship.is_none() {
                "DYING AND RETIREMENT"
            } else if obs.port_visit.is_some() {
                "Visit shipyard: buy/sell ships"
            } else if obs.battle.is_some() {
                "Claiming ships"
            } else {
                "DYING AND RETIREMENT"
            };
            (
                format!(
                    "Hides a modification of your old ship face down in {port}'s port, where any \
                     captain may later buy it."
                ),
                section,
            )
        }
        Choice::HireCrew => (
            format!(
                "Pays {} gold for one more crew, up to your ship's CREW value.",
                p.crew_each
            ),
            "Recruit",
        ),
        Choice::Stash(n) if *n >= 0 => (
            format!(
                "Puts {n} gold in your secret chest at home; {}.",
                crate::games::mm::words::port::stash_rate(data)
            ),
            "Stash gold",
        ),
        Choice::Stash(n) => (
            format!(
                "Takes {} gold out of your chest onto the ship, where it can be spent or \
                 plundered; the chest's glory points shrink with it.",
                -n
            ),
            "Stash gold",
        ),
        Choice::KeepRumor(_) => (
            "Keeps this rumor face down; the other is shuffled back into the rumor deck.".into(),
            "Acquire a rumor",
        ),
        Choice::ClaimMission(m) => {
            let m = data.mission(*m);
            (
                format!(
                    "Meets its claim in order (a failed roll loses it). Deliver to {} for {}, a \
                     glory point and a glory card.",
                    data.port(m.deliver_to).name,
                    reward(&m.reward)
                ),
                "Claim a mission",
            )
        }
        Choice::Scout(t) => scout_tip(data, obs, *t),
        Choice::RaidAs(n) => {
            let bounty = obs
                .seats
                .get(obs.seat)
                .is_some_and(|s| s.bounties[n.index()] < data.tokens.battle.bounty_max);
            let b = if bounty {
                format!("The {} put a bounty on you. ", nation(*n))
            } else {
                String::new()
            };
            (
                format!(
                    "Raids it as a {} merchant. {b}{} cargo cards turn up and you roll SEAMANSHIP.",
                    nation(*n),
                    data.tokens.battle.raid_cards
                ),
                "MERCHANT RAIDS: Merchant tokens",
            )
        }
        Choice::LetSail => (
            "No raid and no bounty: the merchant sails off, and its token goes to the merchant \
             track all the same."
                .into(),
            "MERCHANT RAIDS: Merchant tokens",
        ),
        Choice::RaidDraw => (
            "Spends one success to turn up another cargo card: more plunder, but maybe more hits \
             or escapes."
                .into(),
            "MERCHANT RAIDS: Merchant raids",
        ),
        Choice::RaidDiscard(_) => (
            "Spends one success to throw out this card, with its plunder, its hits and its \
             escapes."
                .into(),
            "MERCHANT RAIDS: Merchant raids",
        ),
        Choice::RaidExchange(_) => (
            "Spends one success to throw out this card and turn up a fresh one in its place."
                .into(),
            "MERCHANT RAIDS: Merchant raids",
        ),
        Choice::SpendWeapon(w) => weapons::spend(*w, ctx),
        Choice::TakeCargo(_) => match ctx {
            Some(DecisionKind::Battle { .. }) => (
                "Takes this card into your hold, as far as it has room.".into(),
                plunder_section(obs),
            ),
            _ => (
                "Takes this card into your hold, as far as it has room; the cards left go to \
                 the discards."
                    .into(),
                "MERCHANT RAIDS: Merchant raids",
            ),
        },
        Choice::Declare(a) => match a {
            NavalAction::Shoot => (
                "Win the SEAMANSHIP contest and all your cannons hit; lose it and each success \
                 still fires one hit."
                    .into(),
                "NAVAL COMBAT: 3. Action",
            ),
            NavalAction::Board => (
                "Win the contest to come alongside: the round's hits land, then crew combat \
                 (LEADERSHIP) decides the battle."
                    .into(),
                "NAVAL COMBAT: 3. Action",
            ),
            NavalAction::Flee => (
                "Win the contest while the enemy rolls no success and you escape the battle."
                    .into(),
                "NAVAL COMBAT: 3. Action",
            ),
        },
        Choice::HitAt(l) if obs.storm_hits.is_some() => (
            format!(
                "Puts one of the storm's hits on your {}. {}",
                location(*l),
                hit_effect(*l)
            ),
            "Module 8: Wind and weather",
        ),
        Choice::HitAt(l) => {
            let whose = if placing_own_hits(obs) {
                "the enemy's"
            } else {
                "your"
            };
            (
                format!(
                    "Puts one icon hit on {whose} {}. {}",
                    location(*l),
                    hit_effect(*l)
                ),
                "NAVAL COMBAT: Hit locations and damage",
            )
        }
        Choice::TakeGold => (
            "Takes all the gold aboard the beaten ship.".into(),
            "PLUNDER: player captains",
        ),
        Choice::TakeRumor => (
            "Takes their rumor card, unseen until it is yours; holding one already, you see both \
             and keep one, and the other is shuffled back."
                .into(),
            "PLUNDER: player captains",
        ),
        Choice::TakeGloryCards => (
            "Takes every glory card in their hand, unseen; over four in hand, you discard one."
                .into(),
            "PLUNDER: player captains",
        ),
        Choice::TakeSpecialist(card) => {
            let g = data.glory_card(*card);
            let what = match g.effect {
                GloryEffect::Specialist { kind, .. } => specialist(kind),
                _ => "it serves you from now on",
            };
            (
                format!(
                    "Employs their {}, free ({what}); one specialist of each type.",
                    g.name
                ),
                "Specialists",
            )
        }
        Choice::PlayGlory { card, nation: n } => play_glory_tip(data, *card, *n),
        Choice::DiscardGlory(_) => (
            "You may hold four glory cards: this one goes to the discards.".into(),
            "GLORY CARDS",
        ),
        Choice::Announce(card) => (
            format!(
                "Lays this card face down; once all have announced or passed it is revealed, \
                 aggressor first: {}.",
                card_effect(data, *card)
            ),
            "GLORY CARDS IN COMBAT",
        ),
        Choice::PlayAnnounced => {
            let what = obs
                .me
                .announced
                .map(|card| card_effect(data, card))
                .unwrap_or_else(|| "it does what it says".into());
            (
                format!("Shows your card and it takes effect: {what}."),
                "GLORY CARDS IN COMBAT",
            )
        }
        Choice::DeclineAnnounced => (
            "Shows the card to the table but keeps it in hand; it cannot be announced again in \
             this window."
                .into(),
            "GLORY CARDS IN COMBAT",
        ),
        Choice::TakeWeapon(w) => (
            format!(
                "Takes their {} token (one of each kind). {}",
                weapon(*w),
                weapon_use(*w)
            ),
            "PLUNDER: player captains",
        ),
        Choice::ClaimShip => (
            "Leave your ship for theirs: your crew moves over as far as it fits, cargo must fit, \
             and your old ship's mods go back to ports."
                .into(),
            "Claiming ships",
        ),
        Choice::Done => done_tip(obs, ctx),
        Choice::EndTurn => (
            "Ends your turn now; the actions you have left are lost.".into(),
            "2. PLAYER ACTIONS",
        ),
        Choice::Retire => (
            "Ends the turn; at your next turn this captain leaves as if dead and a new one takes \
             over. Glory points and the stash stay yours."
                .into(),
            "DYING AND RETIREMENT",
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::RandomCaptain;
    use crate::content::help::RulesHelp;
    use crate::rules::{GameConfig, SeatKind, Session};

    // Table comforts (issue: rules at hand) — every option's tooltip says something and names
    // a rules section the help holds (every option met in eight random games of ten rounds).
    #[test]
    fn every_option_has_a_short_tip_and_a_known_section() {
        let data = GameData::embedded();
        let help = RulesHelp::embedded();
        for seed in 1..=8u64 {
            let config = GameConfig {
                max_rounds: Some(10),
                ..GameConfig::new(vec![SeatKind::RandomAi; 3], seed)
            };
            let (mut session, _) = Session::new(data.clone(), config).unwrap();
            while let Some(d) = session.decision() {
                let obs = session.observation(d.seat);
                for c in &d.options {
                    let (text, section) = tip(&data, &obs, c);
                    assert!(!text.trim().is_empty(), "{c:?} has an empty tip");
                    assert!(
                        text.chars().count() <= 220,
                        "{c:?}'s tip is too long ({} chars): {text}",
                        text.chars().count()
                    );
                    assert!(
                        help.section(section).is_some(),
                        "{c:?} names {section:?}, which the rules help does not hold"
                    );
                }
                let choice = RandomCaptain::for_position(seed, obs.step)
                    .pick(&d.options)
                    .unwrap();
                session.choose(choice).unwrap();
            }
        }
    }
}
