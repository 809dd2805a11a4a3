//! A search asked for and answered as text, for any game: what a browser's page sends its
//! search worker (a Web Worker running the same wasm, `web/search-worker.js`) and what comes
//! back. The answer is the search the desktop runs: the same observation, style, seed and
//! budget give the same tallies and pick (a budget in milliseconds is the worker's own clock).
//! Each game keeps the data files the page handed over and says which to search with.

use super::{Budget, Search, Searched, Tally};
use serde::{Deserialize, Serialize};

/// A search to run.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Request<O, S> {
    /// The page's number for it, sent back with the answer.
    pub id: u64,
    pub obs: O,
    pub style: S,
    pub seed: u64,
    pub budget: Budget,
}

/// A search's answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reply<C> {
    pub id: u64,
    /// What the search found; an error names why there is nothing (a request that did not
    /// read, an observation with no decision, no data files).
    pub found: Result<Found<C>, String>,
    /// Milliseconds the search ran, by the worker's clock.
    pub millis: f64,
    /// When the worker sent it, in milliseconds since 1970 by the wall clock it shares with
    /// the page: the page tells by it how long the answer waited for the page to take it.
    pub sent_ms: f64,
}

/// What a search found: its pick's choice (the page gives it its reason, see
/// [`super::Verdict::found`]), how each option played out, and its samples.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Found<C> {
    pub choice: C,
    pub tallies: Vec<Tally<C>>,
    pub iterations: u32,
}

/// Run the search a request (JSON) asks for with the data `data_for` gives its observation,
/// and answer it (JSON).
pub fn answer<G: Searched, D: std::ops::Deref<Target = G::Data>>(
    request: &str,
    data_for: impl FnOnce(&G::Observation) -> Result<D, String>,
) -> String
where
    G::Observation: serde::de::DeserializeOwned,
    G::Style: serde::de::DeserializeOwned,
{
    let started = web_time::Instant::now();
    let (id, found) = match serde_json::from_str::<Request<G::Observation, G::Style>>(request) {
        Ok(req) => (
            req.id,
            data_for(&req.obs).and_then(|data| search::<G>(&req, &data)),
        ),
        Err(e) => (0, Err(format!("the search request did not read: {e}"))),
    };
    let reply = Reply {
        id,
        found,
        millis: started.elapsed().as_secs_f64() * 1000.0,
        sent_ms: wall_ms(),
    };
    serde_json::to_string(&reply).expect("a reply is plain data")
}

fn search<G: Searched>(
    req: &Request<G::Observation, G::Style>,
    data: &G::Data,
) -> Result<Found<G::Choice>, String> {
    let mut search = Search::<G>::new(&req.obs, data, req.style, req.seed, req.budget.method)
        .ok_or_else(|| "the observation holds no decision to search".to_string())?;
    search.run(data, req.budget);
    let verdict = search.verdict();
    Ok(Found {
        choice: verdict.pick.choice,
        tallies: verdict.tallies,
        iterations: verdict.iterations,
    })
}

/// Milliseconds since 1970 by the wall clock (in the browser `Date.now()`, which the page and
/// its workers share).
pub fn wall_ms() -> f64 {
    web_time::SystemTime::now()
        .duration_since(web_time::SystemTime::UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
}
