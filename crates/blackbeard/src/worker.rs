//! Blackbeard's search asked for and answered as text: what the browser's page sends its
//! search worker (`web/search-worker.js`, running Blackbeard's own wasm without its window)
//! and what comes back (`game_core::search::worker`). The answer is the Hard pirate's search
//! as the desktop runs it: the same observation, seed and budget give the same tallies and
//! pick. The worker plays with the data files the page loaded, handed over once
//! ([`load_data`]).

use crate::content::{BbData, DataSources};
use crate::rules::{Blackbeard, Choice, Observation, SeatKind};
use game_core::Session;
use game_core::search::{Budget, Search};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

pub use game_core::search::worker::wall_ms;

/// A search to run (a Blackbeard pirate has no style).
pub type Request = game_core::search::worker::Request<Observation, ()>;
/// A search's answer.
pub type Reply = game_core::search::worker::Reply<Choice>;

/// The data files every search from now on plays with.
static DATA: Mutex<Option<Arc<BbData>>> = Mutex::new(None);

/// The data files (JSON: each file's name and text) every search from now on plays with; an
/// error names what is wrong with them, and the data before stay.
pub fn load_data(files: &str) -> Result<(), String> {
    let files: HashMap<String, String> =
        serde_json::from_str(files).map_err(|e| format!("the data files did not read: {e}"))?;
    let data = BbData::load(&DataSources { files }).map_err(|e| e.to_string())?;
    *DATA.lock().unwrap_or_else(|e| e.into_inner()) = Some(Arc::new(data));
    Ok(())
}

/// Run the search a request (JSON) asks for and answer it (JSON).
pub fn answer(request: &str) -> String {
    game_core::search::worker::answer::<Blackbeard, _>(request, |_| loaded())
}

fn loaded() -> Result<Arc<BbData>, String> {
    DATA.lock()
        .unwrap_or_else(|e| e.into_inner())
        .clone()
        .ok_or_else(|| "no data files were handed to the search".to_string())
}

/// Warm the worker's code up before its first search: a throwaway search of the first
/// decision worth searching in a fresh two-seat game, within `budget`. Nothing of it is kept:
/// no answer depends on it. The samples it drew (none before data files are loaded).
pub fn warm_up(budget: Budget) -> u32 {
    let Ok(data) = loaded() else {
        return 0;
    };
    let config = crate::rules::Options::default().config(vec![SeatKind::Human; 2], 1, 1, false);
    let Ok((mut session, _)) = Session::<Blackbeard>::new(data.clone(), config) else {
        return 0;
    };
    for _ in 0..200 {
        let Some(seat) = session.decision().map(|d| d.seat) else {
            return 0;
        };
        let obs = session.observation(seat);
        match Search::<Blackbeard>::new(&obs, &data, (), 1, budget.method) {
            Some(mut search) if !search.settled() => {
                search.run(&data, budget);
                return search.iterations();
            }
            _ => {
                let pick = crate::ai::answer(&data, &obs, false, 1);
                if pick.and_then(|p| session.choose(p.choice).ok()).is_none() {
                    return 0;
                }
            }
        }
    }
    0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::DataSources;

    fn reply(req: &str) -> Reply {
        serde_json::from_str(&answer(req)).unwrap()
    }

    /// Hand the search the game's own data files, as the page does.
    fn load_own_data() {
        load_data(&serde_json::to_string(&DataSources::embedded().files).unwrap()).unwrap();
    }

    fn data() -> Arc<BbData> {
        Arc::new(BbData::embedded().unwrap())
    }

    // The worker's answer is the desktop's search: the same tallies and pick for the same
    // observation, seed and iterations, in the regular game and in solitaire (19).
    #[test]
    fn a_search_answered_as_text_is_the_search_run_here() {
        load_own_data();
        let data = data();
        for seats in [
            vec![SeatKind::Hard, SeatKind::Normal],
            vec![SeatKind::Hard, SeatKind::System],
        ] {
            let config = crate::rules::Options::default().config(seats, 21, 3, false);
            let (mut session, _) = Session::<Blackbeard>::new(data.clone(), config).unwrap();
            let mut searched = 0;
            while searched < 3 {
                let d = session.decision().expect("the game goes on");
                let obs = session.observation(d.seat);
                let budget = Budget::iterations(3);
                let mut here = Search::<Blackbeard>::new(&obs, &data, (), 5, budget.method);
                if d.seat == 0
                    && let Some(here) = here.as_mut().filter(|s| !s.settled())
                {
                    here.run(&data, budget);
                    let req = Request {
                        id: searched,
                        obs: obs.clone(),
                        style: (),
                        seed: 5,
                        budget,
                    };
                    // What the page sends is what the seat sees (face-down merchants too).
                    let text = serde_json::to_string(&obs).unwrap();
                    assert_eq!(serde_json::from_str::<Observation>(&text).unwrap(), obs);
                    let got = reply(&serde_json::to_string(&req).unwrap());
                    assert_eq!(got.id, searched);
                    let found = got.found.unwrap();
                    let verdict = here.verdict();
                    assert_eq!(found.choice, verdict.pick.choice);
                    assert_eq!(found.tallies, verdict.tallies);
                    assert_eq!(found.iterations, 3);
                    searched += 1;
                }
                let pick = if d.seat == crate::rules::SYSTEM && obs.solo.is_some() {
                    crate::ai::system::answer(&data, &obs, 1)
                } else {
                    crate::ai::answer(&data, &obs, false, 1)
                };
                session.choose(pick.unwrap().choice).unwrap();
            }
        }
    }

    // The worker's warm-up draws its samples and changes no answer.
    #[test]
    fn warming_the_worker_up_changes_no_answer() {
        load_own_data();
        let data = data();
        let config = crate::rules::Options::default().config(vec![SeatKind::Hard; 2], 8, 8, false);
        let (mut session, _) = Session::<Blackbeard>::new(data.clone(), config).unwrap();
        let obs = loop {
            let d = session.decision().unwrap();
            let obs = session.observation(d.seat);
            if Search::<Blackbeard>::new(&obs, &data, (), 5, Budget::TABLE.method)
                .is_some_and(|s| !s.settled())
            {
                break obs;
            }
            let pick = crate::ai::answer(&data, &obs, false, 1);
            session.choose(pick.unwrap().choice).unwrap();
        };
        let req = Request {
            id: 1,
            obs,
            style: (),
            seed: 5,
            budget: Budget::iterations(4),
        };
        let text = serde_json::to_string(&req).unwrap();
        let before = reply(&text).found.unwrap();
        assert_eq!(warm_up(Budget::iterations(2)), 2);
        assert_eq!(reply(&text).found.unwrap(), before);
    }

    // A request that does not read, or one whose observation asks nothing, gets one clear
    // error back, and nothing is searched.
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
        files.insert("pirates.ron".into(), "(not pirates".into());
        let err = load_data(&serde_json::to_string(&files).unwrap()).unwrap_err();
        assert!(err.contains("pirates.ron"), "{err}");
        assert!(
            load_data("[1, 2]")
                .unwrap_err()
                .starts_with("the data files did not read")
        );
        assert!(loaded().is_ok());
    }
}
