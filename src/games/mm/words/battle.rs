//! Words for scouting, merchant raids and bounties: buttons, headings and log lines.

use super::port::{card_name, location, weapon};
use super::{npc_name, seat_name, side_name};
use crate::content::{CargoCardId, CombatMoment, GameData, Nation, ShipModKind};
use crate::rules::observation::Observation;
use crate::rules::state::Boost;
use crate::rules::{
    BattleEnd, BattleStepKind, Choice, GameEvent, NavalAction, RaidOutcome, RaidStepKind,
    ScoutTarget,
};

pub fn nation(n: Nation) -> &'static str {
    match n {
        Nation::Spanish => "Spanish",
        Nation::English => "English",
        Nation::French => "French",
        Nation::Dutch => "Dutch",
    }
}

pub fn step_heading(step: RaidStepKind) -> &'static str {
    match step {
        RaidStepKind::Found => "a merchant in sight: raid it, or let it sail",
        RaidStepKind::Working => "spend your successes on the merchant's cards",
        RaidStepKind::Loot => "take aboard what the hold has room for",
    }
}

pub fn battle_heading(step: BattleStepKind) -> &'static str {
    match step {
        BattleStepKind::Declare => "declare your combat action",
        BattleStepKind::Grapple => "spend grappling hooks to re-roll your failed dice?",
        BattleStepKind::Aim => "spend a shot on your cannon hits?",
        BattleStepKind::Place => "choose where each enemy icon hit lands",
        BattleStepKind::Caltrops => "spend caltrops on the boarding?",
        BattleStepKind::Burn => "your ship is on fire: where does it burn?",
        BattleStepKind::Plunder => "plunder the beaten captain",
        BattleStepKind::Announce => "announce a combat card, face down?",
        BattleStepKind::Reveal => "play the card you announced, or decline it",
    }
}

/// Guns that roll their own dice, as the log and the dice tray name them.
pub fn guns_name(guns: ShipModKind) -> &'static str {
    match guns {
        ShipModKind::LongGuns => "long guns",
        ShipModKind::SwivelGuns => "swivel guns",
        _ => "guns",
    }
}

/// A combat-card moment, as the battle panel names it.
pub fn moment(m: CombatMoment) -> &'static str {
    match m {
        CombatMoment::Contest => "before the contest",
        CombatMoment::AfterContest => "after the contest",
        CombatMoment::Boarding => "at the boarding",
    }
}

/// What a side's combat cards in force do, in a few words ("—" for nothing).
pub fn boost(b: &Boost) -> String {
    let mut parts = Vec::new();
    let mut add = |n: u8, what: &str| {
        if n > 0 {
            parts.push(format!("{what} {n}"));
        }
    };
    add(b.seamanship, "+SEAMANSHIP");
    add(b.foe_seamanship, "enemy SEAMANSHIP −");
    add(b.extra_hits, "+cannon hits");
    add(b.brace, "hits taken −");
    add(b.leadership, "+LEADERSHIP");
    add(b.foe_leadership, "enemy LEADERSHIP −");
    if b.sure_flight {
        parts.push("a won Flee escapes".into());
    }
    if parts.is_empty() {
        "—".into()
    } else {
        parts.join(", ")
    }
}

/// One raid card as a player reads it: good, plunder, hits and escapes.
pub fn raid_card(data: &GameData, c: CargoCardId) -> String {
    let card = &data.cargo_deck[c.0 as usize];
    let mut s = format!("{} ({} gold", card_name(data, c), card.plunder);
    for h in &card.hits {
        s.push_str(&format!(", hit {}", location(*h)));
    }
    if card.escapes > 0 {
        s.push_str(&format!(", {} escape", card.escapes));
    }
    s.push(')');
    s
}

/// A scouting or raid choice as a button label; `None` for other choices.
pub fn choice(data: &GameData, obs: &Observation, c: &Choice) -> Option<String> {
    Some(match c {
        Choice::Scout(ScoutTarget::Merchant) => {
            "Scout for the merchant here (1 action, SCOUTING roll)".into()
        }
        Choice::Scout(ScoutTarget::SpanishMerchant) => {
            "Find a Spanish merchant here without a roll (1 action)".into()
        }
        Choice::Scout(ScoutTarget::Rumor) => {
            let name = obs
                .me
                .rumor
                .map(|r| data.rumor(r).name.as_str())
                .unwrap_or("the rumor");
            format!("Search these waters for \"{name}\" (1 action, SCOUTING roll)")
        }
        Choice::Scout(ScoutTarget::Captain(seat)) => {
            let pirate = obs.seats[*seat].bounties.iter().any(|b| *b > 0);
            format!(
                "Scout for {} and attack (1 action, SCOUTING roll){}",
                seat_name(*seat),
                if pirate { "" } else { " (+1 bounty)" }
            )
        }
        Choice::Scout(ScoutTarget::Npc(slot)) => format!(
            "Scout for {} and attack (1 action, SCOUTING roll){}",
            npc_name(*slot),
            if slot.is_pirate() { "" } else { " (+1 bounty)" }
        ),
        Choice::Declare(a) => match a {
            NavalAction::Shoot => "Shoot: all cannons on a win, a hit per success otherwise".into(),
            NavalAction::Board => "Board: on a win, crew combat follows".into(),
            NavalAction::Flee => "Flee: escape on a win if the enemy rolls no success".into(),
        },
        Choice::SpendWeapon(w) if obs.battle.is_some() => format!("Spend {}", weapon(*w)),
        Choice::HitAt(l) => format!("Take the hit on the {}", location(*l)),
        Choice::TakeGold => {
            let gold = obs.battle.as_ref().and_then(|b| match b.step {
                crate::rules::BattleStep::Plunder { winner } => {
                    obs.seats[b.sides[1 - winner].captain()?].gold
                }
                _ => None,
            });
            match gold {
                Some(gold) => format!("Take their {gold} gold"),
                None => "Take their gold (counted as you take it)".into(),
            }
        }
        Choice::TakeRumor => "Take their rumor card".into(),
        Choice::TakeGloryCards => "Take their glory cards (unseen)".into(),
        Choice::TakeSpecialist(c) => format!("Employ their {}, free", data.glory_card(*c).name),
        Choice::PlayGlory { card, nation: n } => {
            let c = data.glory_card(*card);
            match n {
                Some(n) => format!("Play \"{}\": strike off a {} bounty", c.name, nation(*n)),
                None => format!("Play \"{}\": {}", c.name, c.text),
            }
        }
        Choice::Announce(card) => {
            let c = data.glory_card(*card);
            // Its effect is in the order's tip: the whole text would not fit the orders column.
            format!("Announce \"{}\"", c.name)
        }
        Choice::PlayAnnounced => match obs.me.announced {
            Some(card) => format!("Play \"{}\"", data.glory_card(card).name),
            None => "Play the card announced".into(),
        },
        Choice::DeclineAnnounced => "Decline it (the card is shown and kept)".into(),
        Choice::DiscardGlory(card) => {
            format!("Discard \"{}\"", data.glory_card(*card).name)
        }
        Choice::TakeWeapon(w) => format!("Take their {}", weapon(*w)),
        Choice::ClaimShip => "Claim their ship (yours is left behind)".into(),
        Choice::TakeCargo(card) if obs.battle.is_some() => {
            format!("Take their {}", card_name(data, *card))
        }
        Choice::DiscardCargo(card) if obs.battle.is_some() => {
            format!("Throw {} overboard to make room", card_name(data, *card))
        }
        Choice::Done if obs.ambush.is_some() && obs.battle.is_none() => "Let them pass".into(),
        Choice::Done if obs.hiding.is_some() => "Let the scout roll as usual".into(),
        Choice::UseCrowsNest => match &obs.hiding {
            Some(h) => format!(
                "Hide {} in its crow's nest: {} rolls 1 die fewer",
                npc_name(h.slot),
                seat_name(h.scout)
            ),
            None => return None,
        },
        Choice::ScoutOffTurn => match &obs.ambush {
            Some(a) => format!(
                "Scout off-turn for {}, who sailed in (2 fewer actions next turn)",
                seat_name(a.target)
            ),
            None => return None,
        },
        Choice::Done if obs.battle.is_some() => match obs.decision.as_ref().map(|d| d.kind) {
            Some(crate::rules::DecisionKind::Battle {
                step: BattleStepKind::Plunder,
            }) => "Done plundering".into(),
            Some(crate::rules::DecisionKind::Battle {
                step: BattleStepKind::Grapple,
            }) => "Keep the hooks".into(),
            Some(crate::rules::DecisionKind::Battle {
                step: BattleStepKind::Announce,
            }) => "Pass".into(),
            _ => "Fire as rolled".into(),
        },
        Choice::RaidAs(n) => {
            let bounty = if obs.seats[obs.seat].bounties[n.index()] < data.tokens.battle.bounty_max
            {
                format!(" (+1 {} bounty)", nation(*n))
            } else {
                String::new()
            };
            format!("Raid it as a {} merchant{bounty}", nation(*n))
        }
        Choice::LetSail => "Let it sail away".into(),
        Choice::RaidDraw => "Draw another card (1 success)".into(),
        Choice::RaidDiscard(card) => format!("Discard {} (1 success)", raid_card(data, *card)),
        Choice::RaidExchange(card) => {
            format!("Exchange {} (1 success)", raid_card(data, *card))
        }
        Choice::SpendWeapon(w) => format!("Spend {} for one more success", weapon(*w)),
        Choice::TakeCargo(card) => format!("Take {} aboard", card_name(data, *card)),
        Choice::TakeContraband(card) => format!(
            "Take {} aboard as {}",
            card_name(data, *card),
            super::contraband::name(data, *card)
        ),
        Choice::DiscardCargo(card) if obs.raid.is_some() => {
            format!("Throw {} overboard to make room", card_name(data, *card))
        }
        Choice::Done if obs.raid.is_some() => match obs.decision.as_ref().map(|d| d.kind) {
            Some(crate::rules::DecisionKind::Raid {
                step: RaidStepKind::Loot,
            }) => "Leave the rest".into(),
            _ => "Close in: see how the raid ends".into(),
        },
        _ => return None,
    })
}

/// A scouting, raid or bounty event as a log line; `None` for other events.
pub fn event(data: &GameData, e: &GameEvent) -> Option<String> {
    use GameEvent as E;
    Some(match e {
        E::Scouted {
            seat,
            target,
            found,
        } => format!(
            "{} scouts for {}: {}",
            seat_name(*seat),
            match target {
                ScoutTarget::Captain(s) => seat_name(*s),
                ScoutTarget::Npc(slot) => npc_name(*slot),
                _ => "a merchant".into(),
            },
            if *found { "sighted!" } else { "nothing." }
        ),
        E::MerchantFound { token, .. } => {
            format!("The merchant's token shows the {} flag.", nation(*token))
        }
        E::MerchantSailed { seat } => format!("{} lets the merchant sail.", seat_name(*seat)),
        E::RaidBegun { seat, nation: n } => {
            format!("{} raids a {} merchant!", seat_name(*seat), nation(*n))
        }
        E::BountyGained { seat, nation: n } => {
            format!("{} is wanted by the {}.", seat_name(*seat), nation(*n))
        }
        E::RaidCardDrawn { card, .. } => format!("Turned up: {}.", raid_card(data, *card)),
        E::RaidCardDiscarded { card, .. } => {
            format!("Thrown out: {}.", card_name(data, *card))
        }
        E::WeaponSpent { seat, weapon: w } => {
            format!("{} spends {}.", seat_name(*seat), weapon(*w))
        }
        E::RaidEnded { seat, outcome } => match outcome {
            RaidOutcome::Plundered { gold } => {
                format!(
                    "{} plunders the merchant for {gold} gold.",
                    seat_name(*seat)
                )
            }
            RaidOutcome::Escaped => "The merchant escapes.".into(),
            RaidOutcome::Failed => "The raid fails: a hit location is destroyed.".into(),
            RaidOutcome::Sunk => "The merchant's guns sink the raider!".into(),
        },
        E::CargoTaken { seat, card } => {
            format!(
                "{} takes {} aboard.",
                seat_name(*seat),
                card_name(data, *card)
            )
        }
        E::BattleBegun {
            aggressor,
            defender,
            ..
        } => format!(
            "{} attacks {}!",
            capitalised(&side_name(*aggressor)),
            side_name(*defender)
        ),
        E::NavalRound { round } => format!("Naval combat, round {round}."),
        E::Declared { side, action } => {
            format!("{} declares {action:?}.", capitalised(&side_name(*side)))
        }
        E::ContestWon { side } => match side {
            Some(s) => format!("{} out-manoeuvres the enemy.", capitalised(&side_name(*s))),
            None => "Neither captain out-manoeuvres the other.".into(),
        },
        E::Grappled { seat } => format!("{} throws grappling hooks.", seat_name(*seat)),
        E::ShipAfire { side } => {
            format!(
                "Heated shot! {}'s ship is on fire.",
                capitalised(&side_name(*side))
            )
        }
        E::FireDamage { side, location } => format!(
            "The fire aboard {}'s ship burns the {}.",
            side_name(*side),
            super::port::location(*location)
        ),
        E::Hampered { side, skill } => format!(
            "Caltrops underfoot: {} rolls 1 {} die fewer next.",
            side_name(*side),
            super::skill(*skill)
        ),
        E::GunsFired {
            seat,
            guns,
            successes,
            ..
        } => format!(
            "{}'s {} fire: {successes} hit{}.",
            seat_name(*seat),
            guns_name(*guns),
            if *successes == 1 { "" } else { "s" }
        ),
        E::VolleyRolled {
            side,
            numbered,
            icons,
        } => {
            let mut parts: Vec<String> =
                numbered.iter().map(|l| location(*l).to_string()).collect();
            if *icons > 0 {
                parts.push(format!("{icons} where the target chooses"));
            }
            format!(
                "{}'s cannons hit: {}.",
                capitalised(&side_name(*side)),
                parts.join(", ")
            )
        }
        E::Boarded { side } => format!("{} boards! Crew combat.", capitalised(&side_name(*side))),
        E::BattleEnded { end } => match end {
            BattleEnd::Won { winner, loser } => {
                format!(
                    "{} defeats {}.",
                    capitalised(&side_name(*winner)),
                    side_name(*loser)
                )
            }
            BattleEnd::BothSunk => "Both ships go down together.".into(),
            BattleEnd::Escaped { side } => {
                format!("{} escapes the battle.", capitalised(&side_name(*side)))
            }
            BattleEnd::NoWinner => "Both crews are spent: the battle has no winner.".into(),
        },
        E::Plundered {
            seat,
            gold,
            cards,
            weapon: w,
            ..
        } => {
            let what = if *gold > 0 {
                format!("{gold} gold")
            } else if let Some(w) = w {
                weapon(*w).to_string()
            } else {
                format!("{cards} card(s)")
            };
            format!("{} plunders {what}.", seat_name(*seat))
        }
        E::ShipClaimed { seat, class } => {
            format!("{} claims the beaten {:?}.", seat_name(*seat), class)
        }
        E::RewardClaimed {
            seat,
            nation: n,
            gold,
        } => format!(
            "{} claims the {} reward: {gold} gold.",
            seat_name(*seat),
            nation(*n)
        ),
        E::GloryCardDrawn { seat } => format!("{} draws a glory card.", seat_name(*seat)),
        E::GloryCardDiscarded { seat, card } => format!(
            "{} discards the glory card \"{}\".",
            seat_name(*seat),
            data.glory_card(*card).name
        ),
        E::GloryCardAnnounced { seat } => {
            format!("{} announces a glory card, face down.", seat_name(*seat))
        }
        E::GloryCardDeclined { seat, card } => format!(
            "{} shows \"{}\" and declines to play it.",
            seat_name(*seat),
            data.glory_card(*card).name
        ),
        E::GloryCardPlayed { seat, card } => format!(
            "{} plays \"{}\".",
            seat_name(*seat),
            data.glory_card(*card).name
        ),
        E::SpecialistHired { seat, card } | E::SpecialistTaken { seat, card } => format!(
            "{} employs a {}.",
            seat_name(*seat),
            data.glory_card(*card).name
        ),
        E::GloryReshuffled => "The glory deck is shuffled anew.".into(),
        E::HitAbsorbed { seat, location: l } => format!(
            "{}'s reinforced hull absorbs a hit on the {}.",
            seat_name(*seat),
            location(*l)
        ),
        E::NpcArrived { slot, card, zone } => format!(
            "{} takes command of {}, in the {} sea zone.",
            data.event(*card).name,
            npc_name(*slot),
            data.zone(*zone).name
        ),
        E::NpcMoved {
            slot, to, hunting, ..
        } => match hunting {
            Some(seat) => format!(
                "{} hunts {} into the {} sea zone.",
                capitalised(&npc_name(*slot)),
                seat_name(*seat),
                data.zone(*to).name
            ),
            None => format!(
                "{} sails to the {} sea zone.",
                capitalised(&npc_name(*slot)),
                data.zone(*to).name
            ),
        },
        E::NpcScouted { slot, seat, found } => format!(
            "{} scouts for {}: {}",
            capitalised(&npc_name(*slot)),
            seat_name(*seat),
            if *found { "sighted!" } else { "nothing." }
        ),
        E::TreasureGalleonSails { zone } => format!(
            "The Spanish treasure galleon puts to sea in the {} sea zone, its hold empty.",
            data.zone(*zone).name
        ),
        E::TreasureLoaded { gold } => {
            format!("The treasure galleon takes on gold: {gold} gold on its board.")
        }
        E::TreasureGalleonLost { gold: 0 } => {
            "The treasure galleon is beaten: it is out of the game.".into()
        }
        E::TreasureGalleonLost { gold } => format!(
            "The treasure galleon is beaten: it is out of the game, and {gold} gold with it."
        ),
        E::TreasureTaken { seat, gold } => format!(
            "{} takes the {gold} gold on the treasure galleon's board.",
            seat_name(*seat)
        ),
        E::NpcDefeated { slot, card } => format!(
            "{} is beaten: {} is out of the game.",
            capitalised(&npc_name(*slot)),
            data.event(*card).name
        ),
        E::PrizeTaken {
            seat, gold, cards, ..
        } => format!(
            "{} takes the naval ship's prize: {gold} gold and {} cargo card(s) to take aboard.",
            seat_name(*seat),
            cards.len()
        ),
        E::PirateRewardClaimed { seat, gold } => format!(
            "{} claims {gold} gold for the pirate's defeat.",
            seat_name(*seat)
        ),
        E::WarDeclared { nations: [a, b] } => {
            format!(
                "War! {} and {} ships are enemies now.",
                nation(*a),
                nation(*b)
            )
        }
        E::PeaceMade => "Peace: the nations' war is over.".into(),
        _ => return None,
    })
}

/// The text with its first letter upper-case ("the French navy" → "The French navy").
pub fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}
