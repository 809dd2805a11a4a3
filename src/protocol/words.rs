//! What the protocol tells in words: an event, and a decision's options, each as JSON with
//! its words (the game's, through `OnTable`) beside its data. `play`'s lines, the server's
//! frames and `replay` all speak them.

use crate::table::OnTable;
use game_core::{Decision, Played};
use serde_json::json;

/// An event as `play` and the game server send it: its kind, its words and its data. Events
/// carry only public facts (M&M's: see `merchants::rules::GameEvent`), so every seat and
/// spectator may read each one.
pub fn event_json<G: OnTable + Played>(data: &G::Data, e: &G::Event) -> serde_json::Value {
    json!({
        "type": "event",
        "kind": G::event_kind(e),
        "text": G::told(data, e),
        "event": e,
    })
}

/// A decision as `play` and the game server send it to the seat that makes it: its options in
/// words and as data, with the index that answers each.
pub fn options_json<G: OnTable>(
    data: &G::Data,
    decision: &Decision<G::Kind, G::Choice>,
    observation: &G::Observation,
) -> Vec<serde_json::Value> {
    decision
        .options
        .iter()
        .enumerate()
        .map(|(index, c)| {
            let text = G::option_words(data, observation, c);
            json!({"index": index, "text": text, "choice": c})
        })
        .collect()
}
