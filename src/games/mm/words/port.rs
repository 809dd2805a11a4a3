//! Words for the port action: every option says what it costs and what it gives, worked out
//! from the deciding seat's own observation with the same price functions the rules use.

use crate::content::{GameData, HitLocation, ShipModKind, SpecialWeapon};
use crate::rules::observation::Observation;
use crate::rules::port::{shipyard, trade};
use crate::rules::purse::Trader;
use crate::rules::state::{PortStep, PortVisit};
use crate::rules::{Activity, Choice, PortStepKind, ship};

pub fn weapon(w: SpecialWeapon) -> &'static str {
    match w {
        SpecialWeapon::GrapplingHooks => "grappling hooks",
        SpecialWeapon::ChainShot => "chain-shot",
        SpecialWeapon::Grapeshot => "grapeshot",
        SpecialWeapon::HeatedShot => "heated shot",
        SpecialWeapon::DoubleShot => "double shot",
        SpecialWeapon::Caltrops => "caltrops",
    }
}

pub fn ship_mod(m: ShipModKind) -> &'static str {
    match m {
        ShipModKind::ExtraHammocks => "extra hammocks (+1 CREW, recruit to fill)",
        ShipModKind::AdvancedRigs => "advanced rigs and sails (+1 MANEUVERABILITY)",
        ShipModKind::ReinforcedHull => "reinforced hull (absorbs 1 damage)",
        ShipModKind::ExtendedHold => "extended cargo hold (+1 CARGO)",
        ShipModKind::Chasers => "chasers (a hit when anyone flees)",
        ShipModKind::ExtraCannonPort => "extra cannon port (+1 CANNONS)",
        ShipModKind::SwivelGuns => "swivel guns (before crew combat)",
        ShipModKind::LongGuns => "long guns (before naval combat)",
        ShipModKind::CarvedHull => "carved hull (-1 enemy SEAMANSHIP when anyone flees)",
        ShipModKind::CrowsNest => "crow's nest (+1 SCOUTING, -1 to those scouting for you)",
        ShipModKind::Plank => "plank (keep the crew's loyalty when an NPC captain sails)",
        ShipModKind::SmugglersHold => {
            "smuggler's hold (one contraband takes no space, unseen by NPCs, safe from harm)"
        }
    }
}

/// What the stash's glory points cost: "every 10 gold stashed is a glory point (at most 5)",
/// or with VARIANT 3 each point's price ("10, 15, 20, 25 and 30 gold, point by point").
pub fn stash_rate(data: &GameData) -> String {
    let p = &data.tokens.prices;
    let costs: Vec<String> = (1..=p.stash_glory_max)
        .map(|n| crate::rules::glory::stash_point_cost(n, data).to_string())
        .collect();
    if costs.windows(2).all(|w| w[0] == w[1]) {
        return format!(
            "every {} gold stashed is a glory point (at most {})",
            p.stash_per_glory, p.stash_glory_max
        );
    }
    let list = match costs.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => costs.join(""),
    };
    format!(
        "the stash's glory points cost {list} gold, point by point ({} stashed for all {})",
        crate::rules::glory::stash_for_points(p.stash_glory_max, data),
        p.stash_glory_max
    )
}

/// The chest's worth to its owner: "40 gold: 4 glory points; the next at 50" (with VARIANT 3,
/// "40 gold: 2 glory points; the next at 45").
pub fn stash_worth(data: &GameData, gold: i32) -> String {
    let points = crate::rules::glory::points_for_stash(gold, data);
    let s = if points == 1 { "" } else { "s" };
    match crate::rules::glory::next_stash_point(gold, data) {
        Some(next) => format!("{gold} gold: {points} glory point{s}; the next at {next}"),
        None => format!("{gold} gold: {points} glory point{s}, the most it counts"),
    }
}

pub fn location(l: HitLocation) -> &'static str {
    match l {
        HitLocation::Hull => "hull",
        HitLocation::Masts => "masts",
        HitLocation::Cargo => "cargo hold",
        HitLocation::Cannons => "cannons",
        HitLocation::Crew => "crew",
    }
}

pub fn activity(a: Activity) -> &'static str {
    match a {
        Activity::Sell => "Sell goods",
        Activity::Buy => "Buy goods",
        Activity::Shipyard => "Visit the shipyard",
        Activity::Recruit => "Recruit crew",
        Activity::Stash => "Stash gold",
        Activity::Credit => "Draw on your company credit",
        Activity::Rumor => "Listen for a rumor",
        Activity::FollowRumor => "Follow up your rumor",
        Activity::Mission => "Claim a mission",
        Activity::Deliver => "Complete your mission",
        Activity::ModMarket => "Draw a modification for sale",
        Activity::Favors => "Buy favors (the last activity)",
        Activity::Loyalty => "Treat the crew (a step up the loyalty track)",
    }
}

pub fn step_heading(step: PortStepKind) -> &'static str {
    match step {
        PortStepKind::Menu => "in port: choose an activity",
        PortStepKind::Selling => "selling: mark the cards, then sell",
        PortStepKind::Buying => "buying: mark the cards, then buy",
        PortStepKind::Shipyard => "at the shipyard",
        PortStepKind::Recruiting => "recruiting: hire crew",
        PortStepKind::Stashing => "at the chest",
        PortStepKind::TransferMods => "move mods to the new ship?",
        PortStepKind::ReturnMods => "place a returning mod token",
        PortStepKind::KeepRumor => "a rumor drawn: keep one",
        PortStepKind::ChooseMission => "which mission?",
        PortStepKind::PickGoods => "mark the cargo to hand over",
        PortStepKind::Favors => "buying favors",
    }
}

pub fn card_name(data: &GameData, c: crate::content::CargoCardId) -> &str {
    &data.good(data.cargo_deck[c.0 as usize].good).name
}

/// A port option as a button label, priced for the deciding seat; `None` for other choices.
pub fn choice(data: &GameData, obs: &Observation, c: &Choice) -> Option<String> {
    let trader = Trader {
        captain: obs.me.captain,
        bounties: obs.seats[obs.seat].bounties,
    };
    let visit: Option<&PortVisit> = obs.me.port_visit.as_ref();
    let port = visit.map(|v| v.port)?;
    let demand = obs.demand[data.port(port).zone.0 as usize];
    Some(match c {
        Choice::Begin(Activity::Credit) => match data.captain(obs.me.captain).ability.effect {
            crate::content::AbilityEffect::CompanyCredit(n) => {
                format!("Draw on your company credit: +{n} gold (once per game)")
            }
            _ => activity(Activity::Credit).into(),
        },
        Choice::Begin(Activity::Buy) => format!(
            "Buy goods: draw {} cards",
            trade_draws(data, obs, trader, port)
        ),
        Choice::Begin(Activity::Rumor) => format!(
            "Listen for a rumor: {} gold and an INFLUENCE roll",
            crate::rules::port::rumors::rumor_price(data, port)
        ),
        Choice::Begin(Activity::FollowRumor) => {
            let r = data.rumor(obs.me.rumor?);
            format!(
                "Follow up \"{}\": a {} roll; true gives {} and 1 glory",
                r.name,
                super::skill(r.skill),
                reward(&r.reward)
            )
        }
        Choice::Begin(Activity::Deliver) => {
            let m = data.mission(obs.seats[obs.seat].mission?);
            format!(
                "Complete \"{}\"{}: {} and 1 glory",
                m.name,
                reqs(data, &m.deliver, trader),
                reward(&m.reward)
            )
        }
        Choice::Begin(a) => activity(*a).into(),
        Choice::ClaimMission(m) => {
            let m = data.mission(*m);
            format!(
                "Claim \"{}\"{}: deliver to {} for {}",
                m.name,
                reqs(data, &m.claim, trader),
                data.port(m.deliver_to).name,
                reward(&m.reward)
            )
        }
        Choice::DiscardCargo(card)
            if obs.port_visit.as_ref().map(|v| v.step) == Some(PortStepKind::Buying) =>
        {
            format!(
                "Discard {} face up to make room: {} cards at most in port",
                card_name(data, *card),
                data.tokens.prices.port_cargo_limit
            )
        }
        Choice::LeavePort => "Done in port: end the port action (the ship stays)".into(),
        Choice::Mark(card) => match &visit?.step {
            PortStep::Selling { marked } => {
                let tick = if marked.contains(card) { "[x]" } else { "[ ]" };
                let smuggled = &obs.me.contraband;
                let price = trade::held_sale_price(
                    data,
                    port,
                    demand,
                    obs.current_event,
                    trader,
                    smuggled,
                    *card,
                );
                let name = if smuggled.contains(card) {
                    super::contraband::name(data, *card)
                } else {
                    card_name(data, *card).to_string()
                };
                format!("{tick} {name}: sells for {price}")
            }
            PortStep::Buying {
                offer,
                marked,
                smuggled,
                ..
            } => {
                let price = trade::offer_price(data, port, offer, smuggled, *card);
                let tick = if marked.contains(card) { "[x]" } else { "[ ]" };
                format!("{tick} {}: {price} gold", card_name(data, *card))
            }
            PortStep::PickGoods { picked, .. } => {
                let tick = if picked.contains(card) { "[x]" } else { "[ ]" };
                format!("{tick} {}: hand it over", card_name(data, *card))
            }
            _ => return None,
        },
        Choice::Smuggle(card) => {
            let Some(PortStep::Buying { smuggled, .. }) = visit.map(|v| &v.step) else {
                return None;
            };
            let tick = if smuggled.contains(card) {
                "[x]"
            } else {
                "[ ]"
            };
            format!(
                "{tick} {} as {}: {} gold",
                card_name(data, *card),
                super::contraband::name(data, *card),
                data.tokens.prices.contraband_buy
            )
        }
        Choice::Settle => match &visit?.step {
            PortStep::Selling { marked } => {
                let gold: u32 = marked
                    .iter()
                    .map(|c| {
                        let smuggled = &obs.me.contraband;
                        trade::held_sale_price(
                            data,
                            port,
                            demand,
                            obs.current_event,
                            trader,
                            smuggled,
                            *c,
                        )
                    })
                    .sum();
                if marked.is_empty() {
                    "Sell nothing".into()
                } else {
                    format!("Sell {} card(s) for {gold} gold", marked.len())
                }
            }
            PortStep::Buying {
                offer,
                marked,
                smuggled,
                ..
            } => {
                let cost = trade::total_cost(data, port, trader, offer, marked, smuggled);
                let count = marked.len() + smuggled.len();
                if count == 0 {
                    "Buy nothing (the cards go to the discards)".into()
                } else {
                    format!("Buy {count} card(s) for {cost} gold")
                }
            }
            PortStep::PickGoods { picked, .. } => {
                format!("Hand over these {} card(s)", picked.len())
            }
            _ => return None,
        },
        Choice::Redraw => "Pay 1 gold to re-draw every card".into(),
        Choice::Repair(l) => format!(
            "Repair 1 point of {}: {} gold",
            location(*l),
            shipyard::repair_cost(
                data,
                port,
                trader,
                shipyard::has_carpenter(
                    data,
                    &obs.seats[obs.seat].specialists,
                    obs.seats[obs.seat].loyalty
                )
            )
            .unwrap_or(0)
        ),
        Choice::BuyWeapon(w) => format!(
            "Buy {}: {} gold",
            weapon(*w),
            shipyard::weapon_price(data, port, trader)
        ),
        Choice::SellWeapon(w) => format!(
            "Sell {}: +{} gold",
            weapon(*w),
            data.tokens.prices.weapon_sell
        ),
        Choice::BuyMod => {
            let zone = data.port(port).zone.0 as usize;
            let name = match obs.ship_mods[zone] {
                Some(crate::rules::observation::SeenMod::FaceUp(k)) => ship_mod(k),
                _ => "the port's modification",
            };
            format!("Fit {name}: {} gold", shipyard::mod_price(data, port))
        }
        Choice::RestoreHull => format!(
            "Restore the reinforced hull: {} gold",
            data.tokens.prices.hull_restore
        ),
        Choice::BuyShip(class) => {
            let old = obs.me.ship.as_ref()?;
            let net = shipyard::ship_net_cost(data, port, old, *class)?;
            let price = shipyard::ship_price(data, port, *class)?;
            let sale = ship::sale_value(old, data);
            let pay = if net >= 0 {
                format!("pay {net}")
            } else {
                format!("receive {}", -net)
            };
            format!(
                "Buy a {} ({price}) selling your {} ({sale}): {pay} gold",
                data.ship(*class).name,
                data.ship(old.class).name
            )
        }
        Choice::TransferMod(k) => format!("Move {} to the new ship: 1 gold", ship_mod(*k)),
        Choice::PlaceMod(z) => format!(
            "Hide it in {}",
            data.zone(*z)
                .port
                .map(|p| data.port(p).name.as_str())
                .unwrap_or("?")
        ),
        Choice::BuyFavor => format!("Buy a favor: {} gold", data.tokens.prices.favor),
        Choice::HireCrew => format!("Hire 1 crew: {} gold", data.tokens.prices.crew_each),
        Choice::Stash(n) if *n > 0 => format!("Stash {n} gold"),
        Choice::Stash(n) => format!("Take {} gold out of the chest", -n),
        Choice::Done => "Done".into(),
        _ => return None,
    })
}

/// A reward in a few words.
pub fn reward(r: &crate::content::Reward) -> String {
    use crate::content::Reward as R;
    match r {
        R::Gold(n) => format!("{n} gold"),
        R::StashGold(n) => format!("{n} gold into your chest"),
        R::FreeRepairs => "free repairs".into(),
        R::FillCrew => "a full crew".into(),
        R::Weapon(w) => weapon(*w).into(),
        R::Pardon(n) => format!("a {n:?} pardon"),
        R::Cargo(n) => format!("{n} cargo cards"),
        R::All(list) => list.iter().map(reward).collect::<Vec<_>>().join(" + "),
    }
}

/// A mission's requirements in a few words, led by " (" when there are any.
pub fn reqs(data: &GameData, list: &[crate::content::Req], trader: Trader) -> String {
    use crate::content::Req;
    if list.is_empty() {
        return String::new();
    }
    let words: Vec<String> = list
        .iter()
        .map(|r| match r {
            Req::Gold(n) => format!(
                "pay {}",
                crate::rules::port::cards::mission_gold(data, trader, *n)
            ),
            Req::Roll(s) => format!("{} roll", super::skill(*s)),
            Req::Goods { good, count } => format!("{count} {}", data.good(*good).name),
            Req::AnyGoods(n) => format!("{n} cargo cards"),
            Req::Crew(n) => format!("{n}+ crew"),
            Req::NoBounty => "no bounty".into(),
            Req::NotWantedBy(n) => format!("no {n:?} bounty"),
            Req::WantedBy(n) => format!("a {n:?} bounty"),
            Req::Raided(n) => format!("a {n:?} merchant raided"),
            Req::Defeated(crate::content::Foe::Any) => "a captain beaten".into(),
            Req::Defeated(crate::content::Foe::Pirate) => "a pirate beaten".into(),
            Req::Defeated(crate::content::Foe::Nation(n)) => format!("a {n:?} captain beaten"),
            Req::Defeated(crate::content::Foe::Navy(n)) => format!("the {n:?} naval ship beaten"),
            Req::Defeated(crate::content::Foe::NpcPirate) => "an NPC pirate beaten".into(),
        })
        .collect();
    format!(" ({})", words.join(", "))
}

fn trade_draws(
    data: &GameData,
    obs: &Observation,
    trader: Trader,
    port: crate::content::PortId,
) -> usize {
    let repeat = obs
        .me
        .bought_goods
        .is_some_and(|(at, round)| at == port && round + 1 == obs.round);
    trade::draw_count(data, port, trader, repeat)
}

/// A port event as a log line (public facts only); `None` for events not worth a line.
pub fn event(data: &GameData, e: &crate::rules::GameEvent) -> Option<String> {
    use super::seat_name;
    use crate::rules::GameEvent as E;
    let port_name = |z: crate::content::ZoneId| {
        data.zone(z)
            .port
            .map(|p| data.port(p).name.clone())
            .unwrap_or_default()
    };
    Some(match e {
        E::PortActionTaken { seat, port } => {
            format!(
                "{} does business in {}.",
                seat_name(*seat),
                data.port(*port).name
            )
        }
        E::ActivityBegun { seat, activity: a } => {
            format!("{}: {}.", seat_name(*seat), activity(*a).to_lowercase())
        }
        E::PortLeft { .. } => return None,
        E::ModRevealed { zone, kind } => {
            format!("{} offers {}.", port_name(*zone), ship_mod(*kind))
        }
        E::CargoSold { seat, goods, gold } => format!(
            "{} sells {} for {gold} gold.",
            seat_name(*seat),
            goods
                .iter()
                .map(|g| data.good(*g).name.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        ),
        E::GoodsDrawn { seat, count } => {
            format!("{} looks over {count} cargo cards.", seat_name(*seat))
        }
        E::CargoDiscarded { cards, .. } => format!(
            "Discarded face up: {}.",
            cards
                .iter()
                .map(|c| card_name(data, *c))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        E::GoodsBought { seat, count } => {
            format!("{} buys {count} cargo card(s).", seat_name(*seat))
        }
        E::CargoReshuffled => "The cargo deck is reshuffled from its discards.".into(),
        E::Repaired { seat, location: l } => {
            format!("{} repairs the {}.", seat_name(*seat), location(*l))
        }
        E::WeaponBought { seat, weapon: w } => format!("{} buys {}.", seat_name(*seat), weapon(*w)),
        E::WeaponSold { seat, weapon: w } => format!("{} sells {}.", seat_name(*seat), weapon(*w)),
        E::ModBought { seat, kind } => format!("{} fits {}.", seat_name(*seat), ship_mod(*kind)),
        E::HullRestored { seat } => format!("{} restores the reinforced hull.", seat_name(*seat)),
        E::ShipBought { seat, class, sold } => format!(
            "{} sells the {} and buys a {}.",
            seat_name(*seat),
            data.ship(*sold).name,
            data.ship(*class).name
        ),
        E::ModTransferred { seat, kind } => {
            format!(
                "{} moves {} to the new ship.",
                seat_name(*seat),
                ship_mod(*kind)
            )
        }
        E::ModReturned { seat, zone } => format!(
            "{} hides a modification token in {}.",
            seat_name(*seat),
            port_name(*zone)
        ),
        E::CrewRecruited { seat, count } => {
            format!("{} signs on {count} crew.", seat_name(*seat))
        }
        E::GoldStashed { seat } => format!("{} stashes gold.", seat_name(*seat)),
        E::StashTaken { seat } => format!("{} takes gold from the chest.", seat_name(*seat)),
        E::GoldToppedUp { seat } => format!(
            "{}'s new captain gets gold from the game, up to 10 with the chest (how much is secret).",
            seat_name(*seat)
        ),
        E::GloryGained { seat, reason } => format!(
            "{} gains a glory point ({}).",
            seat_name(*seat),
            match reason {
                crate::rules::glory::GloryReason::DemandSale => "3+ cards in demand sold",
                crate::rules::glory::GloryReason::BigShip => "a frigate or galleon bought",
                crate::rules::glory::GloryReason::RumorTrue => "a rumor found true",
                crate::rules::glory::GloryReason::MissionDone => "a mission completed",
                crate::rules::glory::GloryReason::RaidPlunder => "12+ gold plundered",
                crate::rules::glory::GloryReason::Defeat => "an enemy defeated",
                crate::rules::glory::GloryReason::Contraband => "2 contraband sold",
            }
        ),
        E::MissionDrawn { mission } => {
            let m = data.mission(*mission);
            format!("A new mission in {}: {}.", data.port(m.port).name, m.name)
        }
        E::RumorDrawn { seat } => format!("{} hears a rumor.", seat_name(*seat)),
        E::RumorReturned { .. } => return None,
        E::RumorFollowed {
            seat,
            rumor,
            found_true,
        } => format!(
            "{} follows up \"{}\": {}.",
            seat_name(*seat),
            data.rumor(*rumor).name,
            if *found_true { "true!" } else { "only a tale" }
        ),
        E::MissionClaimed { seat, mission }
        | E::MissionClaimFailed { seat, mission }
        | E::MissionCompleted { seat, mission }
        | E::MissionDeliveryFailed { seat, mission }
        | E::MissionDiscarded { seat, mission }
        | E::MissionDeedDone { seat, mission } => {
            let verb = match e {
                E::MissionDeedDone { .. } => "has done the deed for",
                E::MissionClaimed { .. } => "takes on",
                E::MissionClaimFailed { .. } => "fails to win",
                E::MissionCompleted { .. } => "completes",
                E::MissionDeliveryFailed { .. } => "cannot yet complete",
                _ => "gives up",
            };
            format!(
                "{} {verb} \"{}\".",
                seat_name(*seat),
                data.mission(*mission).name
            )
        }
        E::GoodsHandedOver { seat, goods } => format!(
            "{} hands over {}.",
            seat_name(*seat),
            goods
                .iter()
                .map(|g| data.good(*g).name.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        ),
        E::Pardoned { seat, nation } => {
            format!("{} is pardoned by the {nation:?}.", seat_name(*seat))
        }
        E::CargoGiven { seat, count } => {
            format!("{} takes {count} cargo card(s) aboard.", seat_name(*seat))
        }
        _ => return None,
    })
}
