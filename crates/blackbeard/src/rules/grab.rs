//! 9.6 Booty Grab and the Duel a tie brings (15): his pirate in port, another seat's pirate
//! there in D&R. d6 + Ability each, +1 to the grabber. Higher: d6 + the difference, × 10 %
//! (at most all, rounded up) of the victim's booty, paid from the holds the victim chooses,
//! into one of the grabber's. Lower: −2 loyalty. Tie: a Duel (Duel rating in dice): the
//! winner scores both ratings as Notoriety, the loser is eliminated, whichever he is, and
//! the winner takes his booty (into one hold), hostages, Information, Letter and map (BB-R C
//! 15.1, B6), or his ship with everything of the winner's moved into it; a tied Duel goes on
//! only if both want.

use super::state::*;
use super::{Choice, Event, fate, mutiny};
use crate::content::{BbData, LoyaltyCause, PirateId};
use game_core::Seat;

/// The grabs open to `pirate` in the port he is in.
pub(super) fn offers(state: &State, pirate: PirateId) -> Vec<Choice> {
    let a = state.afloat_of(pirate).expect("afloat");
    let Location::Port { port, .. } = a.at else {
        return Vec::new();
    };
    state
        .afloat
        .iter()
        .filter(|v| {
            v.seat != a.seat
                && v.revelry != Revelry::None
                && matches!(v.at, Location::Port { port: p, .. } if p == port)
        })
        .map(|v| Choice::BootyGrab {
            pirate,
            victim: v.pirate,
        })
        .collect()
}

/// Who answers the grab's question now.
pub(super) fn decider(state: &State, g: &Grab) -> Seat {
    let seat = |p: PirateId| state.afloat_of(p).map_or(state.pirate_player(), |a| a.seat);
    match g.step {
        GrabStep::VictimPays { .. } | GrabStep::Luck => seat(g.victim),
        GrabStep::Stow { winner, .. } | GrabStep::Spoils { winner, .. } => seat(winner),
        GrabStep::DuelAgain { victim_asked } => {
            if victim_asked {
                seat(g.victim)
            } else {
                seat(g.grabber)
            }
        }
    }
}

pub(super) fn start(
    data: &BbData,
    state: &mut State,
    grabber: PirateId,
    victim: PirateId,
    left: u8,
    bound: Option<PirateId>,
    events: &mut Vec<Event>,
) {
    // 17.2 #19: the target with Cunning left may play Skull and Crossbones for +2.
    if state.afloat_of(victim).is_some_and(|a| a.cunning > 0) {
        state.phase = Phase::Grab(Grab {
            grabber,
            victim,
            left,
            bound,
            step: GrabStep::Luck,
        });
        return;
    }
    roll(data, state, grabber, victim, left, bound, 0, events);
}

/// 9.62: d6 + Ability each, +1 to the grabber (+2 to a target who played Skull and
/// Crossbones).
#[allow(clippy::too_many_arguments)]
fn roll(
    data: &BbData,
    state: &mut State,
    grabber: PirateId,
    victim: PirateId,
    left: u8,
    bound: Option<PirateId>,
    luck: u8,
    events: &mut Vec<Event>,
) {
    // 11.2: an alliance lends either pirate's Ability.
    let ability = |p: PirateId| super::alliance::best(data, state, p, |x| x.ability);
    let (ga, va) = (ability(grabber), ability(victim));
    let (gd, vd) = (state.rng.d6(), state.rng.d6());
    let (gt, vt) = (gd + ga + 1, vd + va + luck);
    events.push(Event::GrabRolled {
        grabber,
        victim,
        grabber_die: gd,
        grabber_total: gt,
        victim_die: vd,
        victim_total: vt,
    });
    let g = Grab {
        grabber,
        victim,
        left,
        bound,
        step: GrabStep::DuelAgain {
            victim_asked: false,
        },
    };
    if gt > vt {
        // 9.63: d6 + the difference, × 10 %, at most all, rounded up.
        let die = state.rng.d6();
        let percent = ((die + gt - vt) as u32 * 10).min(100);
        let booty: u32 = state.afloat_of(victim).expect("there").holds.iter().sum();
        let doubloons = (booty * percent).div_ceil(100);
        events.push(Event::Grabbed {
            grabber,
            victim,
            die,
            percent,
            doubloons,
        });
        pay(
            data,
            state,
            Grab {
                step: GrabStep::VictimPays {
                    remaining: doubloons,
                    taken: 0,
                },
                ..g
            },
            events,
        );
    } else if gt < vt {
        events.push(Event::GrabFailed { grabber });
        fate::change_loyalty(data, state, grabber, LoyaltyCause::BootyGrabFailed, events);
        mutiny::after_action(data, state, left, bound, events);
    } else if state.solo.is_some() {
        // 19.3: no Duels in solitaire: a tie takes nothing.
        events.push(Event::Solo(super::SoloEvent::GrabTied { grabber }));
        mutiny::after_action(data, state, left, bound, events);
    } else {
        duel(data, state, g, events);
    }
}

/// 9.63: the victim pays hold by hold; a single way to pay is taken at once.
fn pay(data: &BbData, state: &mut State, mut g: Grab, events: &mut Vec<Event>) {
    let GrabStep::VictimPays { remaining, taken } = g.step else {
        unreachable!("paying");
    };
    let holds = &state.afloat_of(g.victim).expect("there").holds;
    if remaining == 0 || holds.is_empty() {
        g.step = GrabStep::Stow {
            winner: g.grabber,
            doubloons: taken,
        };
        return stow_or_ask(data, state, g, events);
    }
    // Paying it all, or from one hold only: no choice to make.
    if holds.len() == 1 || remaining >= holds.iter().sum::<u32>() {
        let v = state.afloat_mut(g.victim).expect("there");
        let mut left = remaining;
        let mut got = taken;
        for h in v.holds.iter_mut() {
            let x = left.min(*h);
            *h -= x;
            left -= x;
            got += x;
        }
        v.holds.retain(|h| *h > 0);
        g.step = GrabStep::Stow {
            winner: g.grabber,
            doubloons: got,
        };
        return stow_or_ask(data, state, g, events);
    }
    state.phase = Phase::Grab(g);
}

/// The winner's hold for the doubloons: asked unless there is one way.
fn stow_or_ask(data: &BbData, state: &mut State, g: Grab, events: &mut Vec<Event>) {
    let GrabStep::Stow { winner, doubloons } = g.step else {
        unreachable!("stowing");
    };
    let holds = hold_options(data, state, winner);
    if doubloons == 0 || holds.len() <= 1 {
        if doubloons > 0 {
            into_hold(
                state,
                winner,
                holds.first().copied().unwrap_or(0),
                doubloons,
            );
        }
        return finish(data, state, &g, events);
    }
    state.phase = Phase::Grab(g);
}

fn hold_options(data: &BbData, state: &State, winner: PirateId) -> Vec<u8> {
    let a = state.afloat_of(winner).expect("the winner");
    let size = data
        .ship(a.ship.expect("a ship"))
        .pirate
        .expect("a pirate's")
        .holds as usize;
    let filled = a.holds.len();
    (0..(filled + usize::from(filled < size)) as u8).collect()
}

fn into_hold(state: &mut State, pirate: PirateId, hold: u8, doubloons: u32) {
    let a = state.afloat_mut(pirate).expect("afloat");
    match a.holds.get_mut(hold as usize) {
        Some(h) => *h += doubloons,
        None => a.holds.push(doubloons),
    }
}

fn finish(data: &BbData, state: &mut State, g: &Grab, events: &mut Vec<Event>) {
    let bound = g.bound.filter(|b| state.afloat_of(*b).is_some());
    mutiny::after_action(data, state, g.left, bound, events);
}

/// 15.1: Duel ratings in dice; the higher total wins.
fn duel(data: &BbData, state: &mut State, g: Grab, events: &mut Vec<Event>) {
    let rating = |p: PirateId| super::alliance::best(data, state, p, |x| x.duel);
    let (gr, vr) = (rating(g.grabber), rating(g.victim));
    let roll = |state: &mut State, n: u8| (0..n).map(|_| state.rng.d6()).collect::<Vec<u8>>();
    let gd = roll(state, gr);
    let vd = roll(state, vr);
    duel_rolled(data, state, g, (gd, vd), (false, false), events);
}

/// 15.1 with 12: the side behind (both on a tie, the grabber first) may roll his Duel dice
/// again with a point of Cunning, each once; then the dice stand.
pub(super) fn duel_rolled(
    data: &BbData,
    state: &mut State,
    g: Grab,
    (gd, vd): (Vec<u8>, Vec<u8>),
    asked: (bool, bool),
    events: &mut Vec<Event>,
) {
    let rating = |p: PirateId| data.pirates[p.0 as usize].duel;
    let (gs, vs): (u32, u32) = (
        gd.iter().map(|d| *d as u32).sum(),
        vd.iter().map(|d| *d as u32).sum(),
    );
    for grabber_side in [true, false] {
        let (behind, was_asked, pirate, dice) = if grabber_side {
            (gs <= vs, asked.0, g.grabber, &gd)
        } else {
            (vs <= gs, asked.1, g.victim, &vd)
        };
        if !behind || was_asked {
            continue;
        }
        let asked = if grabber_side {
            (true, asked.1)
        } else {
            (asked.0, true)
        };
        let sum = dice.iter().sum::<u8>();
        let offer = Reroll::Duel {
            grab: g.clone(),
            grabber_dice: gd.clone(),
            victim_dice: vd.clone(),
            grabber_side,
            asked,
            dice: dice.len() as u8,
        };
        if super::cunning::offer(state, pirate, sum, offer) {
            return;
        }
    }
    let winner = match gs.cmp(&vs) {
        std::cmp::Ordering::Greater => Some(g.grabber),
        std::cmp::Ordering::Less => Some(g.victim),
        std::cmp::Ordering::Equal => None,
    };
    events.push(Event::Duel {
        grabber: g.grabber,
        victim: g.victim,
        grabber_dice: gd,
        victim_dice: vd,
        winner,
    });
    let Some(winner) = winner else {
        state.phase = Phase::Grab(Grab {
            step: GrabStep::DuelAgain {
                victim_asked: false,
            },
            ..g
        });
        return;
    };
    let loser = if winner == g.grabber {
        g.victim
    } else {
        g.grabber
    };
    // 15.2: both ratings as Notoriety.
    let notoriety =
        data.notoriety.duel as u32 * (rating(g.grabber) as u32 + rating(g.victim) as u32);
    super::alliance::gain_notoriety(data, state, winner, notoriety);
    let doubloons = state.afloat_of(loser).expect("there").holds.iter().sum();
    events.push(Event::DuelWon {
        winner,
        loser,
        notoriety,
        doubloons,
    });
    state.phase = Phase::Grab(Grab {
        step: GrabStep::Spoils { winner, loser },
        ..g
    });
}

/// 15.1: the loser's possessions (not his Net Worth) to the winner, his ship too if the
/// winner takes it; then the loser is eliminated (18.12 B).
fn spoils(
    data: &BbData,
    state: &mut State,
    g: Grab,
    (winner, loser): (PirateId, PirateId),
    swap: bool,
    events: &mut Vec<Event>,
) {
    let l = state.afloat_mut(loser).expect("there");
    let holds = std::mem::take(&mut l.holds);
    let hostages = std::mem::take(&mut l.hostages);
    let information = std::mem::take(&mut l.information);
    let letter = l.letter.take();
    let map = l.treasure_map.take();
    let ship = (l.ship, l.speed, l.combat, l.heavy_guns.take());
    let w = state.afloat_mut(winner).expect("there");
    w.hostages.extend(hostages);
    for (port, n) in information {
        match w.information.iter_mut().find(|(p, _)| *p == port) {
            Some((_, m)) => *m += n,
            None => w.information.push((port, n)),
        }
    }
    // BB-R B6: a Letter with its nation if he holds none (else it leaves the game); the
    // map likewise (else to the discards).
    w.letter = w.letter.or(letter);
    let spare_map = if w.treasure_map.is_none() { None } else { map };
    w.treasure_map = w.treasure_map.or(map);
    let mut doubloons = holds.iter().sum();
    if swap {
        // His own booty moves into her holds, past her last into it (our reading: he
        // "transfers everything"); his old ship's guns go with her to the discards.
        let old = std::mem::replace(&mut w.holds, holds);
        (w.ship, w.speed, w.combat) = (ship.0, ship.1, ship.2);
        let old_guns = std::mem::replace(&mut w.heavy_guns, ship.3);
        let size = data
            .ship(w.ship.expect("a ship"))
            .pirate
            .expect("a pirate's")
            .holds as usize;
        for booty in old {
            if w.holds.len() < size {
                w.holds.push(booty);
            } else if let Some(last) = w.holds.last_mut() {
                *last += booty;
            } else {
                w.holds.push(booty);
            }
        }
        state.discard.extend(old_guns);
        doubloons = 0;
        events.push(Event::ShipTaken {
            pirate: winner,
            from: loser,
        });
    } else {
        // Her guns stay with her, to the discards as she leaves play.
        state.discard.extend(ship.3);
    }
    state.discard.extend(spare_map);
    fate::eliminate(state, loser, events);
    let g = Grab {
        step: GrabStep::Stow { winner, doubloons },
        bound: g.bound.filter(|b| *b != loser),
        ..g
    };
    stow_or_ask(data, state, g, events);
}

pub(super) fn options(data: &BbData, state: &State, g: &Grab) -> Vec<Choice> {
    match g.step {
        GrabStep::VictimPays { .. } => {
            let v = state.afloat_of(g.victim).expect("there");
            (0..v.holds.len() as u8)
                .map(|hold| Choice::PayFromHold { hold })
                .collect()
        }
        GrabStep::Stow { winner, .. } => hold_options(data, state, winner)
            .into_iter()
            .map(|hold| Choice::IntoHold { hold })
            .collect(),
        GrabStep::DuelAgain { .. } => vec![Choice::DuelOn(true), Choice::DuelOn(false)],
        GrabStep::Spoils { .. } => vec![Choice::SwapShips(false), Choice::SwapShips(true)],
        GrabStep::Luck => {
            let seat = decider(state, g);
            let mut out = vec![Choice::Pass];
            if let Some(card) = state.hands[seat]
                .iter()
                .copied()
                .find(|c| data.event(*c).kind == crate::content::EventKind::SkullAndCrossbones)
            {
                out.push(Choice::Skull { card });
            }
            out
        }
    }
}

pub(super) fn advance(data: &BbData, state: &mut State, choice: Choice, events: &mut Vec<Event>) {
    let Phase::Grab(g) = state.phase.clone() else {
        unreachable!("a grab");
    };
    match (g.step, choice) {
        (GrabStep::Luck, Choice::Pass) => {
            roll(data, state, g.grabber, g.victim, g.left, g.bound, 0, events)
        }
        (GrabStep::Luck, Choice::Skull { card }) => {
            let seat = decider(state, &g);
            state.hands[seat].retain(|c| *c != card);
            state.discard.push(card);
            if let Some(a) = state.afloat_mut(g.victim) {
                a.cunning -= 1;
            }
            events.push(Event::Ap(super::ApEvent::Lucky { pirate: g.victim }));
            roll(data, state, g.grabber, g.victim, g.left, g.bound, 2, events);
        }
        (GrabStep::VictimPays { remaining, taken }, Choice::PayFromHold { hold }) => {
            let v = state.afloat_mut(g.victim).expect("there");
            let x = remaining.min(v.holds[hold as usize]);
            v.holds[hold as usize] -= x;
            v.holds.retain(|h| *h > 0);
            let g = Grab {
                step: GrabStep::VictimPays {
                    remaining: remaining - x,
                    taken: taken + x,
                },
                ..g
            };
            pay(data, state, g, events);
        }
        (GrabStep::Stow { winner, doubloons }, Choice::IntoHold { hold }) => {
            into_hold(state, winner, hold, doubloons);
            finish(data, state, &g, events);
        }
        (
            GrabStep::DuelAgain {
                victim_asked: false,
            },
            Choice::DuelOn(true),
        ) => {
            state.phase = Phase::Grab(Grab {
                step: GrabStep::DuelAgain { victim_asked: true },
                ..g
            });
        }
        (GrabStep::DuelAgain { victim_asked: true }, Choice::DuelOn(true)) => {
            duel(data, state, g, events);
        }
        (GrabStep::Spoils { winner, loser }, Choice::SwapShips(swap)) => {
            spoils(data, state, g, (winner, loser), swap, events);
        }
        (GrabStep::DuelAgain { .. }, Choice::DuelOn(false)) => {
            // 15.1: the grab is over; both stay in port.
            finish(data, state, &g, events);
        }
        (step, choice) => unreachable!("{choice:?} is no answer at {step:?}"),
    }
}
