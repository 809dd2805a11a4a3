//! One table on the server, of any game: the game's [`Session`] (the only copy of the truth),
//! the hashes of its seats' tokens, who is connected, and a channel that tells every
//! connection what changed. A choice is written to the store before the session makes it.

use super::frame::{Refusal, ServerFrame};
use super::game::{Served, ai_answer, searches};
use super::store::{SeatToken, Store, StoredTable};
use super::token;
use game_core::search::{Budget, decision_seed};
use game_core::{Seat, Session};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use tokio::sync::{Mutex, MutexGuard, broadcast};

/// What changed at a table.
#[derive(Debug)]
pub enum Update<E> {
    /// Choice number `step - 1` was made and caused these events.
    Step {
        step: u64,
        events: Arc<Vec<E>>,
        /// The next decision is an AI seat's (its choice will follow at once).
        ai_next: bool,
    },
    /// A choice was taken back: the table stands at `step`.
    Rewound { step: u64 },
    /// Someone connected or left.
    Presence,
}

impl<E> Clone for Update<E> {
    fn clone(&self) -> Self {
        match self {
            Update::Step {
                step,
                events,
                ai_next,
            } => Update::Step {
                step: *step,
                events: events.clone(),
                ai_next: *ai_next,
            },
            Update::Rewound { step } => Update::Rewound { step: *step },
            Update::Presence => Update::Presence,
        }
    }
}

/// The game itself, behind the table's lock.
pub struct Live<G: Served> {
    pub session: Session<G>,
    /// The events of the table's setup (they come before the history).
    pub setup: Vec<G::Event>,
}

/// Milliseconds since 1970 (the turn timer's deadlines, as clients count down to them).
pub use crate::online::unix_ms;

/// Who a connection speaks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Member {
    Seat(Seat),
    Spectator,
}

impl Member {
    pub fn seat(self) -> Option<Seat> {
        match self {
            Member::Seat(s) => Some(s),
            Member::Spectator => None,
        }
    }
}

pub struct Table<G: Served> {
    pub id: String,
    pub kinds: Vec<G::SeatKind>,
    /// The game's data, as the table's options show it (M&M's Seas of Glory switches).
    pub data: Arc<G::Data>,
    tokens: Vec<SeatToken>,
    live: Mutex<Live<G>>,
    updates: broadcast::Sender<Update<G::Event>>,
    connected: Vec<AtomicUsize>,
    /// An AI seat's decision is being thought over (one at a time per table).
    pub(super) thinking: AtomicBool,
    /// How long a human seat may take over a decision (the turn timer), if the table has one.
    pub turn: Option<std::time::Duration>,
    /// The step whose decision the turn timer runs for, and when it runs out (milliseconds
    /// since 1970, for the clients' countdown).
    pub deadline: std::sync::Mutex<Option<(u64, u64)>>,
}

impl<G: Served> Table<G> {
    fn build(
        data: Arc<G::Data>,
        id: String,
        config: G::Config,
        tokens: Vec<SeatToken>,
        choices: &[G::Choice],
        turn_seconds: Option<u32>,
    ) -> Result<Table<G>, String> {
        let kinds = G::seat_kinds(&config);
        let (mut session, setup) =
            Session::new(data, config).map_err(|e| format!("table {id} cannot be set up: {e}"))?;
        for (i, &c) in choices.iter().enumerate() {
            session
                .choose(c)
                .map_err(|e| format!("table {id}'s choice number {i} does not replay: {e}"))?;
        }
        let (updates, _) = broadcast::channel(64);
        Ok(Table {
            id,
            data: session.data_arc(),
            connected: kinds.iter().map(|_| AtomicUsize::new(0)).collect(),
            kinds,
            tokens,
            live: Mutex::new(Live { session, setup }),
            updates,
            thinking: AtomicBool::new(false),
            turn: turn_seconds.map(|s| std::time::Duration::from_secs(u64::from(s))),
            deadline: std::sync::Mutex::new(None),
        })
        .inspect(|t: &Table<G>| {
            let live = t.live.try_lock().expect("a new table is nobody's yet");
            t.rearm(&live.session);
        })
    }

    /// A new table (not yet stored).
    pub fn new(
        data: Arc<G::Data>,
        id: String,
        config: G::Config,
        tokens: Vec<SeatToken>,
        turn_seconds: Option<u32>,
    ) -> Result<Table<G>, String> {
        Table::build(data, id, config, tokens, &[], turn_seconds)
    }

    /// A stored table of this game, its config and choices read and its history replayed to
    /// where it stood.
    pub fn resume(data: Arc<G::Data>, stored: StoredTable) -> Result<Table<G>, String> {
        let stored = stored.read::<G>()?;
        Table::build(
            data,
            stored.id,
            stored.config,
            stored.tokens,
            &stored.choices,
            stored.turn_seconds,
        )
    }

    /// Set the turn timer for the decision now: running from now if it is a human's, else off.
    fn rearm(&self, s: &Session<G>) {
        let Some(limit) = self.turn else { return };
        let armed = s
            .decision()
            .filter(|d| !G::is_ai(s.seat_kind(d.seat)))
            .map(|_| {
                (
                    s.choices_made() as u64,
                    unix_ms() + limit.as_millis() as u64,
                )
            });
        *self.deadline.lock().expect("deadline lock") = armed;
    }

    /// When the turn timer runs out on the decision at `step` (ms since 1970), if it runs.
    pub fn deadline_for(&self, step: u64) -> Option<u64> {
        self.deadline
            .lock()
            .expect("deadline lock")
            .filter(|(s, _)| *s == step)
            .map(|(_, at)| at)
    }

    /// Whom `token` admits to this table, if anyone.
    pub fn admit(&self, token: &str) -> Option<Member> {
        self.tokens
            .iter()
            .find(|(_, kept)| token::opens(token, kept))
            .map(|(seat, _)| seat.map_or(Member::Spectator, Member::Seat))
    }

    pub async fn live(&self) -> MutexGuard<'_, Live<G>> {
        self.live.lock().await
    }

    pub fn subscribe(&self) -> broadcast::Receiver<Update<G::Event>> {
        self.updates.subscribe()
    }

    pub fn connected(&self) -> Vec<bool> {
        self.connected
            .iter()
            .map(|n| n.load(Ordering::Relaxed) > 0)
            .collect()
    }

    /// A connection for `member` came or went.
    pub fn presence(&self, member: Member, joined: bool) {
        if let Member::Seat(s) = member {
            if joined {
                self.connected[s].fetch_add(1, Ordering::Relaxed);
            } else {
                self.connected[s].fetch_sub(1, Ordering::Relaxed);
            }
            let _ = self.updates.send(Update::Presence);
        }
    }

    /// The turn timer ran out on the decision at `step`: if the table still waits on it and it
    /// is a human's, answer it as the game's stand-in would (`Served::stand_in`). Returns
    /// whether it did.
    pub async fn answer_for_late_human(&self, store: &Store, step: u64) -> Result<bool, String> {
        let (seat, index) = {
            let live = self.live.lock().await;
            let s = &live.session;
            let Some(d) = s.decision() else {
                return Ok(false);
            };
            if s.choices_made() as u64 != step || G::is_ai(s.seat_kind(d.seat)) {
                return Ok(false);
            }
            let obs = s.observation(d.seat);
            let seed = decision_seed(s.ai_seed(), d.seat, G::step(&obs));
            let Some(pick) = G::stand_in(&obs, s.data(), seed) else {
                return Ok(false);
            };
            let index = d.options.iter().position(|c| *c == pick.choice);
            (d.seat, index.ok_or("the stand-in's choice is not offered")?)
        };
        match self.choose(store, seat, step, index).await {
            Ok(_) => Ok(true),
            // The player answered in the meantime.
            Err(ServerFrame::Error {
                code: Refusal::Stale,
                ..
            }) => Ok(false),
            Err(e) => Err(format!("the stand-in's choice was refused: {e:?}")),
        }
    }

    /// Whether the decision now is an AI seat's.
    pub async fn ai_to_move(&self) -> bool {
        let live = self.live.lock().await;
        let s = &live.session;
        s.decision().is_some_and(|d| G::is_ai(s.seat_kind(d.seat)))
    }

    /// Let the AI seats that answer at once (random, easy and normal captains: microseconds a
    /// decision) play on until a human's or a searching captain's decision, at most `most`
    /// choices: made on a copy, written in one transaction, then taken and told. Returns how
    /// many were made.
    pub async fn quick_ai(&self, store: &Store, most: usize) -> Result<usize, String> {
        let mut live = self.live.lock().await;
        let first = live.session.choices_made() as u64;
        let mut session = live.session.clone();
        let mut made = Vec::new();
        while made.len() < most {
            let Some(d) = session.decision() else { break };
            let kind = session.seat_kind(d.seat);
            if !G::is_ai(kind) || searches::<G>(kind) {
                break;
            }
            let obs = session.observation(d.seat);
            let seed = decision_seed(session.ai_seed(), d.seat, G::step(&obs));
            let Some(pick) = ai_answer::<G>(kind, &obs, session.data(), seed, Budget::TABLE) else {
                break;
            };
            let events = session
                .choose(pick.choice)
                .map_err(|e| format!("an AI seat's choice was refused: {e}"))?;
            made.push((pick.choice, events));
        }
        if made.is_empty() {
            return Ok(0);
        }
        let choices: Vec<_> = made.iter().map(|(c, _)| *c).collect();
        store.append_many(&self.id, first, &choices).await?;
        let over = session.is_over();
        let ai_next = session
            .decision()
            .is_some_and(|d| G::is_ai(session.seat_kind(d.seat)));
        live.session = session;
        self.rearm(&live.session);
        if over {
            let _ = store.finish(&self.id).await;
        }
        let n = made.len();
        for (i, (_, events)) in made.into_iter().enumerate() {
            let _ = self.updates.send(Update::Step {
                step: first + i as u64 + 1,
                events: Arc::new(events),
                ai_next: i + 1 < n || ai_next,
            });
        }
        Ok(n)
    }

    /// Take back `seat`'s last choice, the table standing at `step`: refused (nothing changed)
    /// where the undo policy forbids it; else struck from the store, then from the game.
    /// What `member` saw once `step` choices were made (the history replayed to then).
    pub async fn past(&self, member: Member, step: u64) -> ServerFrame {
        let live = self.live.lock().await;
        let Some(then) = live.session.as_it_was(step as usize) else {
            return ServerFrame::error(
                Refusal::NoSuchStep,
                format!(
                    "the game has made {} choices; there is no moment after choice {step}",
                    live.session.choices_made()
                ),
            );
        };
        drop(live);
        let observation = match member.seat() {
            Some(seat) => {
                serde_json::to_value(then.observation(seat)).expect("observations serialize")
            }
            None => super::view::public_face(&then),
        };
        ServerFrame::Past { step, observation }
    }

    pub async fn undo(&self, store: &Store, seat: Seat, step: u64) -> Result<(), ServerFrame> {
        let mut live = self.live.lock().await;
        let session = &mut live.session;
        let now = session.choices_made() as u64;
        if step != now {
            return Err(ServerFrame::error(
                Refusal::Stale,
                format!("the undo is for step {step}; the table is at step {now}"),
            ));
        }
        if let Some(blocked) = session.undo_blocked(seat) {
            return Err(ServerFrame::error(
                Refusal::UndoRefused,
                blocked.to_string(),
            ));
        }
        store
            .truncate(&self.id, now - 1)
            .await
            .map_err(|e| ServerFrame::error(Refusal::Storage, e))?;
        session
            .undo(seat)
            .expect("an undo the policy allows is made");
        self.rearm(session);
        let _ = self.updates.send(Update::Rewound { step: now - 1 });
        Ok(())
    }

    /// Answer `seat`'s decision at `step` with the option at `index`: refused (and nothing
    /// changed) unless it is that seat's decision now and the option is offered; written to the
    /// store, then made. Returns whether the game is over.
    pub async fn choose(
        &self,
        store: &Store,
        seat: Seat,
        step: u64,
        index: usize,
    ) -> Result<bool, ServerFrame> {
        let mut live = self.live.lock().await;
        let session = &mut live.session;
        let Some(decision) = session.decision() else {
            return Err(ServerFrame::error(Refusal::GameOver, "the game is over"));
        };
        // An answer to a decision already made is stale, whoever sends it.
        let now = session.choices_made() as u64;
        if step != now {
            return Err(ServerFrame::error(
                Refusal::Stale,
                format!("the answer is for step {step}; the table is at step {now}"),
            ));
        }
        if decision.seat != seat {
            return Err(ServerFrame::error(
                Refusal::NotYourTurn,
                format!(
                    "the decision is seat {}'s, not seat {seat}'s",
                    decision.seat
                ),
            ));
        }
        let Some(&choice) = decision.options.get(index) else {
            return Err(ServerFrame::error(
                Refusal::NotOffered,
                format!(
                    "option {index} is not offered: answer with an index from 0 to {}",
                    decision.options.len().saturating_sub(1)
                ),
            ));
        };
        store
            .append(&self.id, now, &choice)
            .await
            .map_err(|e| ServerFrame::error(Refusal::Storage, e))?;
        let events = session
            .choose(choice)
            .expect("an offered choice is accepted");
        let over = session.is_over();
        let ai_next = session
            .decision()
            .is_some_and(|d| G::is_ai(session.seat_kind(d.seat)));
        self.rearm(session);
        if over {
            // Only which tables to load at start depends on this mark: a failure to write it
            // loses nothing (the table loads and is seen to be over).
            let _ = store.finish(&self.id).await;
        }
        let _ = self.updates.send(Update::Step {
            step: now + 1,
            events: Arc::new(events),
            ai_next,
        });
        Ok(over)
    }
}
