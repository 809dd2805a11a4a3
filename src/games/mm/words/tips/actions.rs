//! The longer tips: moves, port activities, ships, scouting, and ending a step.

use super::*;
use crate::content::NpcUpgrade;

pub(super) fn move_tip(
    data: &GameData,
    obs: &Observation,
    to: Location,
    entry: Entry,
) -> (String, &'static str) {
    let my_ship = obs.me.ship.as_ref();
    match (to, entry) {
        (Location::Zone(_), _) => {
            let from_port = my_ship.is_some_and(|s| matches!(s.location, Location::Port(_)));
            if from_port {
                (
                    "Spends one action to put out of port into its sea zone.".into(),
                    "A. MOVE",
                )
            } else {
                (
                    "Spends one action to sail into the next sea zone; NPC ships there may look \
                     for you."
                        .into(),
                    "A. MOVE",
                )
            }
        }
        (Location::Port(port), Entry::PayFee) => {
            let fee = port_ability(data, port, |a| match a {
                PortAbility::BribeEntry { fee, .. } => Some(*fee),
                _ => None,
            })
            .unwrap_or(0);
            (
                format!(
                    "You are wanted here: pay {fee} gold and the harbour lets you in (one action)."
                ),
                "Port Royal: bribe entry",
            )
        }
        (Location::Port(_), Entry::Favors(n)) => (
            format!(
                "You are wanted here: call in {n} favor{} (one per bounty of its nation) and the \
                 harbour lets you in (one action).",
                if n == 1 { "" } else { "s" }
            ),
            "Module 10: Favors",
        ),
        (Location::Port(_), Entry::Influence) => (
            "You are wanted here: roll INFLUENCE to talk your way in; a failure spends the action \
             outside."
                .into(),
            "Port Royal: bribe entry",
        ),
        (Location::Port(port), Entry::Free) => {
            let rough = my_ship.is_some_and(|s| {
                port_ability(data, port, |a| match a {
                    PortAbility::RoughEntry(classes) => Some(classes.contains(&s.class)),
                    _ => None,
                })
                .unwrap_or(false)
            });
            if rough {
                (
                    "Spends one action; a ship your size rolls SEAMANSHIP to enter, and a failure \
                     is a hit to the hull."
                        .into(),
                    "Bridgetown",
                )
            } else {
                (
                    "Spends one action to enter the port; a nation that wants you keeps its \
                     ports shut (home is always open)."
                        .into(),
                    "A. MOVE",
                )
            }
        }
    }
}

pub(super) fn begin_tip(data: &GameData, obs: &Observation, a: Activity) -> (String, &'static str) {
    let p = &data.tokens.prices;
    let port = visit_port(obs);
    match a {
        Activity::Sell => (
            format!(
                "Mark cargo to sell: {} gold a card, {} for the good in demand in most ports; {}+ \
                 of it at once is a glory point.",
                p.goods, p.demand, p.demand_glory_cards
            ),
            "Sell goods",
        ),
        Activity::Buy => (
            format!(
                "Draws cargo cards to buy from (never the good in demand); alike cards come \
                 cheaper. At most {} cards in port.",
                p.port_cargo_limit
            ),
            "Buy goods",
        ),
        Activity::Shipyard => (
            "Repairs, special weapons, the port's modification or a new ship: as many as you can \
             pay for."
                .into(),
            "Visit shipyard",
        ),
        Activity::Favors => (
            format!(
                "Buy favors at {} gold each, up to {} on your track. It is the port action's last \
                 activity: the visit ends with it.",
                p.favor, p.favors_max
            ),
            "Module 10: Favors",
        ),
        Activity::Loyalty => (
            "Pays the price of the next step up your crew's loyalty track (Unhappy to Fierce: \
             1 to 6 gold), once a port action."
                .into(),
            "Module 11: Loyalty track",
        ),
        Activity::ModMarket => (
            format!(
                "Draws a random modification from the reserve; it lies face up for sale here, \
                 {} gold in the shipyard (this visit if you have not been there yet).",
                p.ship_mod
            ),
            "Module 3: New ship modifications",
        ),
        Activity::Recruit => (
            format!(
                "A LEADERSHIP roll fills your crew; if it fails you may hire crew at {} gold each.",
                p.crew_each
            ),
            "Recruit",
        ),
        Activity::Stash => {
            let home = data.captain(obs.me.captain).home_port;
            let courier = port.filter(|port| *port != home).and_then(|port| {
                port_ability(data, port, |a| match a {
                    PortAbility::GoldCourier { fee } => Some(*fee),
                    _ => None,
                })
            });
            match courier {
                Some(fee) => (
                    format!(
                        "Pays a {fee}-gold courier to carry gold to your chest at home; {}.",
                        crate::games::mm::words::port::stash_rate(data)
                    ),
                    "St. Maarten: gold courier",
                ),
                None => (
                    format!(
                        "Moves gold between the ship and your secret chest; {}.",
                        crate::games::mm::words::port::stash_rate(data)
                    ),
                    "Stash gold",
                ),
            }
        }
        Activity::Credit => {
            let gold = match data.captain(obs.me.captain).ability.effect {
                AbilityEffect::CompanyCredit(n) => n,
                _ => 0,
            };
            (
                format!("Your company pays you {gold} gold, once in the game, in your home port."),
                "Pieter van der Hoek: Company Credit",
            )
        }
        Activity::Rumor => {
            let cost = port
                .map(|port| crate::rules::port::rumors::rumor_price(data, port))
                .unwrap_or(p.rumor);
            (
                format!(
                    "Pays {cost} gold and rolls INFLUENCE; a success draws a rumor (holding one, \
                     you keep one of the two)."
                ),
                "Acquire a rumor",
            )
        }
        Activity::FollowRumor => (
            "Rolls the rumor's skill here: if it proves true you get its reward, a glory point \
             and a glory card."
                .into(),
            "Acquire a rumor",
        ),
        Activity::Mission => (
            "Take on a mission lying in this port by meeting its claim in order; it is then \
             yours to deliver."
                .into(),
            "Claim a mission",
        ),
        Activity::Deliver => (
            "Meets your mission's delivery here: its reward, a glory point and a glory card."
                .into(),
            "Claim a mission",
        ),
    }
}

pub(super) fn buy_ship_tip(
    data: &GameData,
    obs: &Observation,
    class: ShipClass,
) -> (String, &'static str) {
    let def = data.ship(class);
    let price = visit_port(obs)
        .and_then(|port| shipyard::ship_price(data, port, class))
        .or(def.buy)
        .unwrap_or(0);
    let sale = match obs.me.ship.as_ref() {
        Some(old) => format!(
            "your {} sells for {}",
            data.ship(old.class).name,
            ship::sale_value(old, data)
        ),
        None => "your old ship is sold".into(),
    };
    let glory = if matches!(class, ShipClass::Frigate | ShipClass::Galleon) {
        " A first frigate or galleon is a glory point."
    } else {
        ""
    };
    (
        format!(
            "The {} costs {price}; {sale} (value +1 per mod, −1 per damage).{glory}",
            def.name
        ),
        "Visit shipyard: buy/sell ships",
    )
}

pub(super) fn scout_tip(
    data: &GameData,
    obs: &Observation,
    t: ScoutTarget,
) -> (String, &'static str) {
    match t {
        ScoutTarget::Merchant => (
            "Spends an action on a SCOUTING roll; a success finds the merchant, to raid or let \
             sail."
                .into(),
            "B. SCOUT",
        ),
        ScoutTarget::SpanishMerchant => (
            "Spends an action and finds the merchant without a roll, but only as a Spanish \
             merchant."
                .into(),
            "Cartagena: merchant raid",
        ),
        ScoutTarget::Rumor => (
            "Spends an action on the rumor's SCOUTING roll: true gives its reward, a glory point \
             and a glory card."
                .into(),
            "Acquire a rumor",
        ),
        ScoutTarget::Captain(seat) => {
            let them = obs.seats.get(seat);
            let pirate = them.is_some_and(|s| s.bounties.iter().any(|b| *b > 0));
            let bounty = match them.and_then(|s| s.captain) {
                _ if pirate => " No bounty: they are a pirate.".to_string(),
                Some(c) => format!(
                    " Attacking them puts a {} bounty on you.",
                    nation(data.captain(c).nation)
                ),
                None => " Attacking them may put a bounty on you.".into(),
            };
            (
                format!(
                    "Spends an action on a SCOUTING roll; a success starts a battle, you the \
                     aggressor.{bounty}"
                ),
                "B. SCOUT",
            )
        }
        ScoutTarget::Npc(slot) => {
            let bounty = match slot {
                NpcSlot::Navy(n) => {
                    format!(" Attacking the navy puts a {} bounty on you.", nation(n))
                }
                _ => " Beating a pirate pays a reward to a non-pirate.".into(),
            };
            // MODULE 4: what lies on its card, face up.
            let kit = obs.npcs.iter().find(|n| n.slot == slot).map(|n| {
                let mut tokens: Vec<NpcUpgrade> = n
                    .ship
                    .iter()
                    .flat_map(|s| &s.mods)
                    .map(|m| NpcUpgrade::Mod(m.kind))
                    .collect();
                tokens.extend(n.weapons.iter().map(|w| NpcUpgrade::Weapon(*w)));
                tokens
            });
            let kit = match kit {
                Some(t) if !t.is_empty() => {
                    format!(
                        " Its upgrades: {}.",
                        crate::games::mm::words::upgrades::list(&t)
                    )
                }
                _ => String::new(),
            };
            (
                format!(
                    "Spends an action on a SCOUTING roll; a success starts a battle, you the \
                     aggressor.{bounty}{kit}"
                ),
                "B. SCOUT",
            )
        }
    }
}

pub(super) fn done_tip(obs: &Observation, ctx: Option<DecisionKind>) -> (String, &'static str) {
    let t = |s: &str, section: &'static str| (s.to_string(), section);
    match ctx {
        Some(DecisionKind::Battle { step }) => match step {
            BattleStepKind::Grapple => t(
                "Keeps your grappling hooks; your failed dice stay as rolled.",
                "Grappling hooks",
            ),
            BattleStepKind::Aim => t(
                "Fires the hits as rolled and keeps your special ammunition.",
                "Chain-shots and grapeshots",
            ),
            BattleStepKind::Caltrops => t(
                "Keeps your caltrops for another round.",
                "Module 2: New special weapons",
            ),
            BattleStepKind::Announce | BattleStepKind::Reveal => t(
                "Passes: you announce no card at this moment.",
                "GLORY CARDS IN COMBAT",
            ),
            BattleStepKind::Plunder => (
                "Ends the plunder; whatever you leave is lost with the beaten ship.".into(),
                plunder_section(obs),
            ),
            BattleStepKind::Declare | BattleStepKind::Place | BattleStepKind::Burn => {
                t("Goes on with the battle.", "NAVAL COMBAT: 3. Action")
            }
        },
        Some(DecisionKind::Reroll) => t(
            "The roll stands as it fell; your favors stay on the track.",
            "Module 10: Favors",
        ),
        Some(DecisionKind::GloryRedraw) => t(
            "Keeps the glory card you drew; your favors stay on the track.",
            "Module 10: Favors",
        ),
        Some(DecisionKind::NpcReroll) => t(
            "The NPCs that found you attack, one after another; your favors stay on the track.",
            "Module 10: Favors",
        ),
        Some(DecisionKind::CrowsNest) => t(
            "The crow's nest stays unused: the scout rolls its full SCOUTING.",
            "Module 4: NPC upgrades",
        ),
        Some(DecisionKind::OffTurnScout) => t(
            "Lets the captain sail on; your next turn keeps all its actions.",
            "Variant 5: Cutthroat",
        ),
        Some(DecisionKind::Raid {
            step: RaidStepKind::Loot,
        }) => t(
            "Leaves the cards you have not taken; they go to the discards.",
            "MERCHANT RAIDS: Merchant raids",
        ),
        Some(DecisionKind::Raid { .. }) => t(
            "Stops spending successes: the cards' hits land, their escapes try to outrun you, \
             and the rest is your plunder.",
            "MERCHANT RAIDS: Merchant raids",
        ),
        Some(DecisionKind::Port { step }) => match step {
            PortStepKind::TransferMods => t(
                "Moves no more mods: those left on the old ship go back to ports you pick.",
                "St John: modification transfer",
            ),
            PortStepKind::ChooseMission => t(
                "Claims no mission; back to the port menu.",
                "Claim a mission",
            ),
            PortStepKind::PickGoods => t(
                "Hands nothing over and gives up this attempt; back to the port menu.",
                "Claim a mission",
            ),
            PortStepKind::Stashing => t("Done at the chest; back to the port menu.", "Stash gold"),
            PortStepKind::Recruiting => t("Hires no more crew; back to the port menu.", "Recruit"),
            PortStepKind::Shipyard => t(
                "Leaves the shipyard; back to the port menu.",
                "Visit shipyard",
            ),
            _ => t("Back to the port menu.", "C. PORT"),
        },
        _ => t("Done with this step.", "2. PLAYER ACTIONS"),
    }
}
