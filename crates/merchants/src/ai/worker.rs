//! A search asked for and answered as text: what the browser's page sends its search worker
//! (a Web Worker running the same wasm, `web/search-worker.js`) and what comes back. The
//! answer is the search the desktop runs: the same observation, style, seed and budget give
//! the same tallies and pick (a budget in milliseconds is the worker's own clock).
//!
//! The worker plays with the data files the page loaded, handed over once ([`load_data`]),
//! seen through each observation's switches.

use super::search::{Budget, Search};
use crate::content::{DataSources, GameData, Switches};
use crate::rules::game::MerchantsAndMarauders;
use crate::rules::{AiStyle, Choice, Observation};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

pub use game_core::search::worker::wall_ms;

/// A search to run.
pub type Request = game_core::search::worker::Request<Observation, AiStyle>;
/// A search's answer.
pub type Reply = game_core::search::worker::Reply<Choice>;
/// What a search found.
pub type Found = game_core::search::worker::Found<Choice>;

/// Run the search a request (JSON) asks for and answer it (JSON): the core's worker's search,
/// with the data files seen through the observation's switches.
pub fn answer(request: &str) -> String {
    game_core::search::worker::answer::<MerchantsAndMarauders, _>(request, |obs| {
        data_for(&obs.seas)
    })
}

/// The data files (JSON: each file's name and text) every search from now on plays with; an
/// error names what is wrong with them, and the data before stay.
pub fn load_data(files: &str) -> Result<(), String> {
    let files: HashMap<String, String> =
        serde_json::from_str(files).map_err(|e| format!("the data files did not read: {e}"))?;
    let data = GameData::load(&DataSources { files }).map_err(|e| e.to_string())?;
    *BASE.lock().unwrap_or_else(|e| e.into_inner()) = Some((Arc::new(data), None));
    Ok(())
}

/// Warm the worker's code up before its first search: a throwaway search of a fresh two-seat
/// base game's first decision that is not settled, within `budget`. In the browser a fresh
/// worker's first search ran in cold code (133–144 ms against a 100 ms budget, the rest about
/// 101). Nothing of it is kept: no answer depends on it. The samples it drew (none before
/// data files are loaded).
pub fn warm_up(budget: Budget) -> u32 {
    use crate::rules::{AiLevel, GameConfig, SeatKind, Session};
    let loaded = BASE.lock().unwrap_or_else(|e| e.into_inner());
    let Some(data) = loaded.as_ref().map(|(base, _)| base.clone()) else {
        return 0;
    };
    drop(loaded);
    let config = GameConfig {
        seas: Switches::none(),
        ..GameConfig::new(vec![SeatKind::Human; 2], 1)
    };
    let Ok((mut session, _)) = Session::new(data.clone(), config) else {
        return 0;
    };
    let style = AiStyle::Opportunist;
    for _ in 0..40 {
        let Some(seat) = session.decision().map(|d| d.seat) else {
            return 0;
        };
        let obs = session.observation(seat);
        match Search::new(&obs, &data, style, 1, budget.method) {
            Some(mut search) if !search.settled() => {
                search.run(&data, budget);
                return search.iterations();
            }
            _ => {
                let pick = super::heuristic::choose(&obs, &data, AiLevel::Normal, style, 1);
                if pick.and_then(|p| session.choose(p.choice).ok()).is_none() {
                    return 0;
                }
            }
        }
    }
    0
}

/// The data files loaded, and the view of them last searched with.
type Loaded = (Arc<GameData>, Option<(Switches, Arc<GameData>)>);
static BASE: Mutex<Option<Loaded>> = Mutex::new(None);

/// The loaded data seen through `seas`, kept for the next search with the same switches.
fn data_for(seas: &Switches) -> Result<Arc<GameData>, String> {
    let mut loaded = BASE.lock().unwrap_or_else(|e| e.into_inner());
    let (base, view) = loaded
        .as_mut()
        .ok_or("no data files were handed to the search")?;
    match view {
        Some((s, data)) if s == seas => Ok(data.clone()),
        _ => {
            let data = Arc::new(base.view(seas));
            *view = Some((seas.clone(), data.clone()));
            Ok(data)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{AiLevel, GameConfig, SeatKind, Session};

    fn reply(req: &str) -> Reply {
        serde_json::from_str(&answer(req)).unwrap()
    }

    /// Hand the search the game's own data files, as the page does.
    fn load_own_data() {
        load_data(&serde_json::to_string(&DataSources::embedded().files).unwrap()).unwrap();
    }

    // The worker's answer is the desktop's search: the same tallies and pick for the same
    // observation, seed and iterations, with the base game and with every switch (the worker
    // sees the game's data through the observation's switches).
    #[test]
    fn a_search_answered_as_text_is_the_search_run_here() {
        load_own_data();
        for seas in [Switches::none(), Switches::all()] {
            let config = GameConfig {
                seas,
                ..GameConfig::new(vec![SeatKind::Human; 2], 21)
            };
            let (mut session, _) = Session::new(GameData::embedded(), config).unwrap();
            let data = session.data_arc();
            let mut searched = 0;
            while searched < 4 && session.observation(0).round < 4 {
                let seat = session.decision().unwrap().seat;
                let obs = session.observation(seat);
                let budget = Budget::iterations(6);
                let style = AiStyle::Opportunist;
                let mut here = Search::new(&obs, &data, style, 5, budget.method).unwrap();
                if !here.settled() {
                    here.run(&data, budget);
                    let req = Request {
                        id: searched,
                        obs: obs.clone(),
                        style,
                        seed: 5,
                        budget,
                    };
                    let got = reply(&serde_json::to_string(&req).unwrap());
                    assert_eq!(got.id, searched);
                    let found = got.found.unwrap();
                    let verdict = here.verdict();
                    assert_eq!(found.choice, verdict.pick.choice);
                    assert_eq!(found.tallies, verdict.tallies);
                    assert_eq!(found.iterations, 6);
                    searched += 1;
                }
                let pick = crate::ai::heuristic::choose(&obs, &data, AiLevel::Normal, style, 1);
                session.choose(pick.unwrap().choice).unwrap();
            }
            assert_eq!(searched, 4, "too few decisions were searched");
        }
    }

    // The worker's warm-up (a throwaway search as it starts) draws its samples and changes
    // no answer: the same request is answered alike before and after it.
    #[test]
    fn warming_the_worker_up_changes_no_answer() {
        load_own_data();
        let config = GameConfig {
            seas: Switches::all(),
            ..GameConfig::new(vec![SeatKind::Human; 2], 8)
        };
        let (mut session, _) = Session::new(GameData::embedded(), config).unwrap();
        let data = session.data_arc();
        let style = AiStyle::Pirate;
        let obs = loop {
            let obs = session.observation(session.decision().unwrap().seat);
            if Search::new(&obs, &data, style, 5, Budget::TABLE.method)
                .is_some_and(|s| !s.settled())
            {
                break obs;
            }
            let pick = crate::ai::heuristic::choose(&obs, &data, AiLevel::Normal, style, 1);
            session.choose(pick.unwrap().choice).unwrap();
        };
        let req = Request {
            id: 1,
            obs,
            style,
            seed: 5,
            budget: Budget::iterations(5),
        };
        let text = serde_json::to_string(&req).unwrap();
        let before = reply(&text).found.unwrap();
        assert_eq!(warm_up(Budget::iterations(3)), 3);
        assert_eq!(reply(&text).found.unwrap(), before);
    }

    // A request that does not read gets one clear error back, and nothing is searched.
    #[test]
    fn a_request_that_does_not_read_is_answered_with_its_error() {
        load_own_data();
        let got = reply("{\"id\": 3, \"obs\": 7}");
        let err = got.found.unwrap_err();
        assert!(err.starts_with("the search request did not read"), "{err}");
    }

    // Data files that do not read are refused with the file and problem named, and the
    // searches go on with the files loaded before.
    #[test]
    fn data_files_that_do_not_read_are_refused_and_change_nothing() {
        load_own_data();
        let mut files = DataSources::embedded().files;
        files.insert("ships.ron".into(), "(not ships".into());
        let err = load_data(&serde_json::to_string(&files).unwrap()).unwrap_err();
        assert!(err.contains("ships.ron"), "{err}");
        assert!(
            load_data("[1, 2]")
                .unwrap_err()
                .starts_with("the data files did not read")
        );
        assert!(data_for(&Switches::none()).is_ok());
    }
}
