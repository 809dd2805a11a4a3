//! Same seed + same choices = same game; a save reloaded anywhere continues identically;
//! a bad save is refused with a clear message and changes nothing.

use crate::common::*;
use spanish_main::rules::*;

#[test]
fn two_games_with_one_seed_are_identical() {
    let mut a = new_game(4, 1234);
    let mut b = new_game(4, 1234);
    let ea = play_random(&mut a, 5_000);
    let eb = play_random(&mut b, 5_000);
    assert_eq!(ea, eb);
    assert_eq!(a.state(), b.state());
    let mut c = new_game(4, 1235);
    assert_ne!(
        play_random(&mut c, 5_000),
        ea,
        "another seed gives another game"
    );
}

#[test]
fn a_save_reloaded_at_any_step_continues_identically() {
    let total = play_random(&mut new_game(3, 99), 100_000).len();
    assert!(total > 100, "the game is long enough to stop in the middle");
    for stop in [0, 1, 2, 3, 10, 57, 200] {
        let mut original = new_game(3, 99);
        play_random(&mut original, stop);
        let text = original.save();
        let mut loaded = Session::load(data(), &text).expect("own save loads");
        assert_eq!(
            loaded.state(),
            original.state(),
            "loaded state equals saved state"
        );
        let rest_a = play_random(&mut original, 100_000);
        let rest_b = play_random(&mut loaded, 100_000);
        assert_eq!(rest_a, rest_b, "continuation after step {stop}");
        assert_eq!(original.state(), loaded.state());
    }
}

#[test]
fn a_malformed_save_is_refused_clearly() {
    let s = new_game(2, 5);
    let good = s.save();
    let format = format!("format: {}", spanish_main::rules::session::SAVE_FORMAT);
    let e = Session::load(data(), &format!("({format}, state: (config: oops")).unwrap_err();
    assert!(e.to_string().starts_with("the save cannot be read"), "{e}");
    let e = Session::load(data(), &good.replacen(&format, "format: 999", 1)).unwrap_err();
    assert_eq!(
        e,
        LoadError::Format {
            found: 999,
            oldest: spanish_main::rules::session::OLDEST_SAVE_FORMAT,
            newest: spanish_main::rules::session::SAVE_FORMAT
        }
    );
    // Parses, but breaks the rules: negative gold.
    let mut broken = s.state().clone();
    broken.seats[0].gold = -3;
    let e = Session::from_state(data(), broken).err().unwrap();
    assert!(e.to_string().contains("-3 gold"), "{e}");
    // A ship in a port that does not exist.
    let started = started_game(2, 5, spanish_main::content::ShipClass::Sloop);
    let text = started.save();
    let mut st = started.state().clone();
    st.seats[1].ship.as_mut().unwrap().location =
        Location::Port(spanish_main::content::PortId(200));
    let e = Session::from_state(data(), st).err().unwrap();
    assert!(e.to_string().contains("unknown"), "{e}");
    assert!(Session::load(data(), &text).is_ok());
}

#[test]
fn the_choice_protocol_refuses_what_is_not_offered() {
    let mut s = new_game(2, 8);
    let before = s.state().clone();
    let e = s.choose(Choice::EndTurn).unwrap_err();
    assert_eq!(
        e,
        ChoiceError::NotOffered {
            choice: Choice::EndTurn,
            seat: 0
        }
    );
    assert_eq!(*s.state(), before);
}
