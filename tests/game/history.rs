//! The game's history: undo within its fair policy, a replay of a save that reproduces it
//! exactly, and saves whose history does not match their game refused.

use crate::common::*;
use spanish_main::content::ShipClass;
use spanish_main::rules::*;

/// A human in Port Royal in a sloop, its turn; the other seat is an AI captain.
fn alone_in_port() -> (Session, Seat) {
    let (s, seat) = in_port(data(), "Lucía Arana", "port_royal", ShipClass::Sloop);
    let s = edited(&s, |st| st.config.seats[1 - seat] = NORMAL);
    (s, seat)
}

/// Sail out of port into the port's own sea zone (no roll, no card).
fn sail_out(s: &mut Session) -> Vec<GameEvent> {
    let zone = s
        .data()
        .port(s.data().port_by_key("port_royal").unwrap())
        .zone;
    pick(
        s,
        Choice::Move {
            to: Location::Zone(zone),
            entry: Entry::Free,
        },
    )
}

// Table policy (issue: undo) — a human takes back its own choice since the last reveal, and
// the game is exactly as it was: the same state, the same random stream.
#[test]
fn undo_takes_back_a_move_exactly() {
    let (mut s, seat) = alone_in_port();
    assert_eq!(
        s.undo_blocked(seat),
        Some(UndoBlocked::Sealed(Reveal::Start))
    );
    let before = s.state().clone();
    sail_out(&mut s);
    assert_ne!(s.state(), &before);
    assert_eq!(s.undo_blocked(seat), None);
    s.undo(seat).expect("undo offered");
    assert_eq!(s.state(), &before);
    assert_eq!(
        s.undo(seat),
        Err(UndoBlocked::Sealed(Reveal::Start)),
        "nothing further back"
    );
    // Two moves back, one at a time.
    sail_out(&mut s);
    let between = s.state().clone();
    let back = Choice::Move {
        to: Location::Port(s.data().port_by_key("port_royal").unwrap()),
        entry: Entry::Free,
    };
    if offers(&s, back) {
        pick(&mut s, back);
        s.undo(seat).unwrap();
        assert_eq!(s.state(), &between);
    }
    s.undo(seat).unwrap();
    assert_eq!(s.state(), &before);
}

// Table policy (issue: undo) — never across a die roll: once the dice have spoken, the
// choice stands; a refused undo changes nothing.
#[test]
fn undo_never_crosses_a_roll() {
    let (mut s, seat) = alone_in_port();
    sail_out(&mut s);
    pick(&mut s, Choice::Scout(ScoutTarget::Merchant));
    assert_eq!(
        s.undo_blocked(seat),
        Some(UndoBlocked::Sealed(Reveal::Chance))
    );
    let after = s.state().clone();
    assert_eq!(s.undo(seat), Err(UndoBlocked::Sealed(Reveal::Chance)));
    assert_eq!(s.state(), &after);
    assert!(
        UndoBlocked::Sealed(Reveal::Chance)
            .to_string()
            .contains("dice"),
        "the tooltip says why"
    );
}

// Table policy (issue: undo) — never across a reveal: taking a port action turns up the
// port's face-down ship modification (C. PORT, Visit shipyard), which cannot be unseen.
#[test]
fn undo_never_crosses_a_token_turned_up() {
    let (s, seat) = alone_in_port();
    let zone = s
        .data()
        .port(s.data().port_by_key("port_royal").unwrap())
        .zone;
    let mut s = edited(&s, |st| {
        let m = st.board.ship_mods[zone.0 as usize]
            .as_mut()
            .expect("a modification at every port");
        m.face_up = false;
    });
    pick(&mut s, Choice::PortAction);
    assert!(
        s.state().board.ship_mods[zone.0 as usize]
            .as_ref()
            .unwrap()
            .face_up
    );
    assert_eq!(
        s.undo_blocked(seat),
        Some(UndoBlocked::Sealed(Reveal::Card))
    );
}

// Table policy (issue: undo; rules audit) — a merchant found without a roll off Cartagena
// (PORTS: Cartagena, "Spanish merchants are found without a SCOUTING roll") turns its token
// up: the nation cannot be unseen, though no die was rolled.
#[test]
fn undo_never_crosses_a_merchant_turned_up() {
    let (s, seat) = at_sea(data(), "Lucía Arana", "cartagena", ShipClass::Sloop);
    let mut s = edited(&s, |st| {
        st.config.seats[1 - seat] = NORMAL;
        let zone = st.seats[seat].ship.as_ref().unwrap().location.zone(&data());
        if st.board.merchants[zone.0 as usize].is_none() {
            st.board.merchants[zone.0 as usize] = st.decks.merchant_track.pop();
        }
    });
    let rng = s.state().rng.position();
    let events = pick(&mut s, Choice::Scout(ScoutTarget::SpanishMerchant));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, GameEvent::MerchantFound { .. }))
    );
    assert_eq!(s.state().rng.position(), rng, "no die was rolled");
    assert_eq!(
        s.undo_blocked(seat),
        Some(UndoBlocked::Sealed(Reveal::Card))
    );
}

// Table policy (issue: undo) — a card drawn cannot be undrawn: beginning to buy goods draws
// the cards to buy from (C. PORT, Buy goods).
#[test]
fn undo_never_crosses_a_card_drawn() {
    let (s, seat) = alone_in_port();
    let mut s = edited(&s, |st| st.seats[seat].gold = 20);
    pick(&mut s, Choice::PortAction);
    let sealed = s.undo_blocked(seat);
    pick(&mut s, Choice::Begin(spanish_main::rules::Activity::Buy));
    assert_eq!(
        s.undo_blocked(seat),
        Some(UndoBlocked::Sealed(Reveal::Card)),
        "after the port action: {sealed:?}"
    );
}

/// A duel won by boarding, with both captains human and undo agreed, at the plunder; `edit`
/// then sets up what the loser carries.
fn at_plunder(edit: impl FnOnce(&mut GameState, Seat, Seat)) -> (Session, Seat) {
    let (mut s, a, b) = duel("S* FF FF SS FF SS FF SS FF", |st, _, _| {
        st.config.undo_among_humans = true;
    });
    open_fire(&mut s, b);
    pick(&mut s, Choice::Declare(NavalAction::Board));
    pick(&mut s, Choice::Declare(NavalAction::Shoot));
    assert_eq!(
        s.decision().unwrap().kind,
        DecisionKind::Battle {
            step: BattleStepKind::Plunder
        }
    );
    (edited(&s, |st| edit(st, a, b)), a)
}

// Table policy (issue: undo; rules audit) — what a plunderer takes from the beaten captain
// (PLUNDER: player captains) comes into its view: the rumor and the glory cards, unseen till
// then, and the gold counted out. None of it can be unseen by an undo.
#[test]
fn undo_never_crosses_a_hidden_card_plundered() {
    let take = [Choice::TakeRumor, Choice::TakeGloryCards, Choice::TakeGold];
    for choice in take {
        let (mut s, a) = at_plunder(|st, a, b| {
            st.seats[a].rumor = None;
            st.seats[b].rumor = st.decks.rumors.pop();
            st.seats[b].glory_cards = st.decks.glory.pop().into_iter().collect();
            st.seats[b].gold = 7;
        });
        pick(&mut s, choice);
        assert_eq!(
            s.undo_blocked(a),
            Some(UndoBlocked::Sealed(Reveal::Card)),
            "{choice:?}"
        );
    }
}

// Table policy (issue: undo, issue 74) — PLUNDER: player captains, with "You may only have 1
// rumor card at a time; if you get another, choose which to keep": a winner who holds a rumor
// and takes the loser's sees it before keeping one, so that look cannot be undone (else the
// plunder could be chosen again knowing the card).
#[test]
fn undo_never_crosses_the_plundered_rumor_shown_beside_ones_own() {
    let (mut s, a) = at_plunder(|st, a, b| {
        st.seats[a].rumor = st.decks.rumors.pop();
        st.seats[b].rumor = st.decks.rumors.pop();
    });
    let theirs = s.state().seats[1 - a].rumor.unwrap();
    pick(&mut s, Choice::TakeRumor);
    assert!(
        offers(&s, Choice::KeepRumor(theirs)),
        "the loser's card shown"
    );
    assert_eq!(s.undo_blocked(a), Some(UndoBlocked::Sealed(Reveal::Card)));
}

// Table policy (issue: undo) — never into another seat's turn.
#[test]
fn undo_never_reaches_into_another_turn() {
    let (mut s, seat) = alone_in_port();
    sail_out(&mut s);
    pick(&mut s, Choice::EndTurn);
    let next = s.decision().expect("the game goes on").seat;
    if next == seat {
        // The end of the round turned a card: sealed all the same.
        assert!(matches!(s.undo_blocked(seat), Some(UndoBlocked::Sealed(_))));
    } else {
        assert_eq!(s.undo_blocked(seat), Some(UndoBlocked::NotYours));
    }
    assert_eq!(s.undo_blocked(next), Some(UndoBlocked::NotHuman));
}

// Table policy (issue: undo) — with more than one human, undo only if every human agreed
// when the game was set up.
#[test]
fn two_humans_undo_only_by_agreement() {
    let (mut s, seat) = in_port(data(), "Lucía Arana", "port_royal", ShipClass::Sloop);
    sail_out(&mut s);
    assert_eq!(s.undo_blocked(seat), Some(UndoBlocked::SeveralHumans));
    let mut agreed = edited(&s, |st| st.config.undo_among_humans = true);
    let before = agreed.state().clone();
    sail_back(&mut agreed);
    assert_eq!(agreed.undo_blocked(seat), None);
    agreed.undo(seat).unwrap();
    assert_eq!(agreed.state(), &before);
}

/// From the zone, move back into a port that lets the ship in free (no roll).
fn sail_back(s: &mut Session) {
    let d = s.decision().unwrap();
    let free = d
        .options
        .iter()
        .copied()
        .find(|c| {
            matches!(
                c,
                Choice::Move {
                    to: Location::Port(_),
                    entry: Entry::Free
                }
            )
        })
        .expect("a free way into port");
    pick(s, free);
}

/// A whole four-seat game of Normal captains, played through the session.
fn ai_game(seed: u64) -> Session {
    let config = GameConfig {
        ai_seed: seed ^ 0xA5,
        ..GameConfig::new(vec![NORMAL; 4], seed)
    };
    let (mut s, _) = Session::new(data(), config).unwrap();
    play_ai(&mut s, NORMAL, usize::MAX, |_| {});
    s
}

// Same seed + same choices = same game (issue: history and replay) — replaying a four-seat
// game's save from its setup gives a byte-identical final save.
#[test]
fn replaying_a_save_reproduces_it_exactly() {
    let game = ai_game(31);
    assert!(game.is_over());
    let text = game.save();
    let mut choices = 0;
    let replayed = Session::replay_save(data(), &text, |_, c, _| choices += c.is_some() as usize)
        .expect("the save replays");
    assert_eq!(choices, game.history().unwrap().len());
    assert!(choices > 100);
    assert_eq!(replayed.save(), text);
    // The headless replay prints every choice and ends where the game ended.
    let mut out = Vec::new();
    spanish_main::headless::play::replay::<spanish_main::rules::MerchantsAndMarauders>(
        data(),
        &text,
        &mut out,
    )
    .unwrap();
    let lines: Vec<serde_json::Value> = String::from_utf8(out)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(
        lines.iter().filter(|l| l["type"] == "choice").count(),
        choices
    );
    assert_eq!(lines.last().unwrap()["type"], "game_over");
}

/// A game 41 choices in, its save, and that save with the history of 40 choices spliced in
/// (a history that does not lead to its position).
fn spliced_save() -> (Session, String, String) {
    let mut s = new_game(2, 8);
    play_random(&mut s, 40);
    let short = s.save();
    play_random(&mut s, 1);
    let long = s.save();
    let at = |t: &str| t.find("history:").expect("a history in the save");
    let spliced = format!("{}{}", &long[..at(&long)], &short[at(&short)..]);
    (s, long, spliced)
}

// A bad save gives one clear error and changes nothing — a history that does not lead to the
// saved position is refused.
#[test]
fn a_save_whose_history_does_not_match_is_refused() {
    let (_, _, spliced) = spliced_save();
    let e = Session::load(data(), &spliced).unwrap_err();
    assert!(
        matches!(e, LoadError::History(_)),
        "refused for its history: {e}"
    );
    assert!(e.to_string().contains("history"), "{e}");
    // Replaying it finds the same.
    let e = Session::replay_save(data(), &spliced, |_, _, _| {}).unwrap_err();
    assert!(matches!(e, LoadError::History(_)), "{e}");
}

// A save from an older version loads (issue: rules audit) — a format 8 save whose history
// the mended rules no longer lead to its position loads as that position, without the
// history; the same save at the current format is refused.
#[test]
fn a_format_8_save_whose_history_now_leads_elsewhere_loads_as_a_position() {
    let (s, long, spliced) = spliced_save();
    assert!(Session::load(data(), &spliced).is_err());
    let now = format!("format: {}", session::SAVE_FORMAT);
    let old = spliced.replacen(&now, "format: 8", 1);
    let loaded = Session::load(data(), &old).expect("a format 8 save loads");
    assert_eq!(loaded.history(), None);
    assert_eq!(loaded.state(), s.state());
    // One whose history still matches keeps it.
    let same = long.replacen(&now, "format: 8", 1);
    let loaded = Session::load(data(), &same).unwrap();
    assert!(loaded.history().is_some());
}

// A save from an older version either loads or is refused naming the version (issue:
// autosave) — format 7 had no history: it loads, undo works from there on, and replay says
// why it cannot.
#[test]
fn a_format_7_save_loads_without_a_history() {
    let (s, seat) = alone_in_port();
    let text = s.save();
    let now = format!("format: {}", session::SAVE_FORMAT);
    let old = text.replacen(&now, "format: 7", 1);
    let old = &old[..old.find("history:").unwrap_or(old.len())];
    let old = format!("{})", old.trim_end().trim_end_matches(','));
    let mut loaded = Session::load(data(), &old).expect("a format 7 save loads");
    assert_eq!(loaded.history(), None);
    assert_eq!(loaded.state(), s.state());
    assert_eq!(
        loaded.undo_blocked(seat),
        Some(UndoBlocked::Sealed(Reveal::Loaded))
    );
    sail_out(&mut loaded);
    loaded.undo(seat).unwrap();
    assert_eq!(loaded.state(), s.state());
    let e = Session::replay_save(data(), &old, |_, _, _| {}).unwrap_err();
    assert!(e.to_string().contains("older version"), "{e}");
    let e = Session::load(data(), &text.replacen(&now, "format: 6", 1)).unwrap_err();
    assert_eq!(
        e,
        LoadError::Format {
            found: 6,
            oldest: 7,
            newest: session::SAVE_FORMAT
        }
    );
}
