//! The page's side of a game's search worker (browser only): a Web Worker
//! (`web/search-worker.js`) that runs this same wasm (the game's own: each game's page is its
//! own wasm) without its window and answers searches (`game_core::search::worker`), so a
//! captain searches its whole budget off the page's main thread whatever the frame rate, and
//! the page never stutters while it thinks.
//!
//! The worker starts once the page's data files are read, as the menu first shows
//! ([`start_early`]), so its start (its script, its wasm's instance, the data files read) is
//! over before the first search is asked for. It is handed the page's own compiled wasm (no
//! second download) and the data files the page loaded.
//! Should it fail to start, fail later, or fall silent, every search from then on runs in
//! slices between frames on the page (`crate::ai::thinker`), as before.

use bevy::platform::time::Instant;
use game_core::search::worker::{Reply, Request, wall_ms};
use game_core::search::{Budget, Tally};
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::cell::{Cell, RefCell};
use std::collections::{HashMap, HashSet};
use std::rc::Rc;
use std::sync::Mutex;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// What the search worker has said about one search.
pub enum WorkerHeard<C> {
    Waiting,
    /// Its answer: the choice it found, how each option played out and its samples (or why
    /// it found nothing), how long it searched, when the page took the answer and how long it
    /// waited for the page.
    Answered {
        found: Result<(C, Vec<Tally<C>>, u32), String>,
        millis: f64,
        at: bevy::platform::time::Instant,
        waited_ms: f64,
    },
    /// The worker is gone (why): search on the page instead.
    Failed(String),
}

/// The worker's script, beside the page.
const SCRIPT: &str = "search-worker.js";

/// The data files the page loaded (JSON: each file's name and text), for the worker.
static DATA: Mutex<Option<String>> = Mutex::new(None);

/// Keep the data files the page loaded: the worker plays with the same.
pub fn keep_data(files: &std::collections::HashMap<String, String>) {
    *DATA.lock().unwrap_or_else(|e| e.into_inner()) = serde_json::to_string(files).ok();
}

/// What has come back from the worker.
#[derive(Default)]
struct Inbox {
    /// Each answer (its text, read by the game that asked) with when it reached the page.
    replies: HashMap<u64, Arrived>,
    /// Searches nobody waits for any more: their answers are dropped when they come.
    forgotten: HashSet<u64>,
    /// Why the worker stopped answering.
    failed: Option<String>,
}

struct Up {
    worker: web_sys::Worker,
    inbox: Rc<RefCell<Inbox>>,
    _heard: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _failed: Closure<dyn FnMut(web_sys::Event)>,
}

enum Link {
    Untried,
    Up(Up),
    Down,
}

thread_local! {
    static LINK: RefCell<Link> = const { RefCell::new(Link::Untried) };
    static NEXT_ID: Cell<u64> = const { Cell::new(1) };
}

/// An answer from the worker as it reached the page.
struct Arrived {
    text: String,
    /// When the page took it.
    at: Instant,
    /// Milliseconds from the worker's sending it to the page's taking it (the page takes
    /// messages between frames, so a long frame keeps an answer waiting).
    waited_ms: f64,
}

/// What every game's answer begins with: its number and when it was sent.
#[derive(serde::Deserialize)]
struct Head {
    id: u64,
    sent_ms: f64,
}

/// Start the worker now, if it has not been tried yet: the first search then finds it ready
/// rather than waiting for its start (which doubled that search's time in the browser test).
pub fn start_early() {
    LINK.with_borrow_mut(link_up);
}

fn link_up(link: &mut Link) {
    if matches!(link, Link::Untried) {
        *link = match start() {
            Ok(up) => Link::Up(up),
            Err(why) => {
                tracing::warn!("search worker: not started ({why}); searching on the page");
                Link::Down
            }
        };
    }
}

/// Send the worker a search; its number, or `None` when there is no worker to ask.
pub fn ask<O: Serialize, S: Serialize>(
    obs: &O,
    style: S,
    seed: u64,
    budget: Budget,
) -> Option<u64> {
    LINK.with_borrow_mut(|link| {
        link_up(link);
        let Link::Up(up) = link else {
            return None;
        };
        if up.inbox.borrow().failed.is_some() {
            return None;
        }
        let id = NEXT_ID.replace(NEXT_ID.get() + 1);
        let request = Request {
            id,
            obs,
            style,
            seed,
            budget,
        };
        let text = serde_json::to_string(&request).ok()?;
        up.worker.post_message(&JsValue::from_str(&text)).ok()?;
        Some(id)
    })
}

/// What the worker has said about search `id` (its answer is handed over once).
pub fn heard<C: DeserializeOwned>(id: u64) -> WorkerHeard<C> {
    LINK.with_borrow(|link| {
        let Link::Up(up) = link else {
            return WorkerHeard::Failed("the worker is gone".into());
        };
        let mut inbox = up.inbox.borrow_mut();
        if let Some(arrived) = inbox.replies.remove(&id) {
            match serde_json::from_str::<Reply<C>>(&arrived.text) {
                Ok(reply) => WorkerHeard::Answered {
                    found: reply
                        .found
                        .map(|found| (found.choice, found.tallies, found.iterations)),
                    millis: reply.millis,
                    at: arrived.at,
                    waited_ms: arrived.waited_ms,
                },
                Err(err) => WorkerHeard::Failed(format!("its answer did not read: {err}")),
            }
        } else if let Some(why) = &inbox.failed {
            WorkerHeard::Failed(why.clone())
        } else {
            WorkerHeard::Waiting
        }
    })
}

/// Nobody waits for search `id` any more.
pub fn forget(id: u64) {
    LINK.with_borrow(|link| {
        if let Link::Up(up) = link {
            let mut inbox = up.inbox.borrow_mut();
            if inbox.replies.remove(&id).is_none() {
                inbox.forgotten.insert(id);
            }
        }
    });
}

/// Stop the worker (it fell silent or failed): every search runs on the page from now on.
pub fn give_up(why: &str) {
    LINK.with_borrow_mut(|link| {
        if let Link::Up(up) = link {
            up.worker.terminate();
            tracing::warn!("search worker: stopped ({why}); searching on the page");
        }
        *link = Link::Down;
    });
}

fn start() -> Result<Up, String> {
    let data = DATA.lock().unwrap_or_else(|e| e.into_inner()).clone();
    let data = data.ok_or("the page has not read its data files")?;
    let options = web_sys::WorkerOptions::new();
    options.set_type(web_sys::WorkerType::Module);
    let worker = web_sys::Worker::new_with_options(SCRIPT, &options).map_err(described)?;
    let inbox = Rc::new(RefCell::new(Inbox::default()));
    let heard = {
        let inbox = inbox.clone();
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            let mut inbox = inbox.borrow_mut();
            let data = e.data();
            let Some(text) = data.as_string() else {
                // The script's own report that the wasm would not start: `{ failed }`.
                let why = js_sys::Reflect::get(&data, &"failed".into()).ok();
                inbox.failed = Some(why.and_then(|w| w.as_string()).unwrap_or_default());
                return;
            };
            match serde_json::from_str::<Head>(&text) {
                Ok(head) => {
                    if !inbox.forgotten.remove(&head.id) {
                        let waited_ms = wall_ms() - head.sent_ms;
                        let at = Instant::now();
                        inbox.replies.insert(
                            head.id,
                            Arrived {
                                text,
                                at,
                                waited_ms,
                            },
                        );
                    }
                }
                Err(err) => inbox.failed = Some(format!("its answer did not read: {err}")),
            }
        })
    };
    let failed = {
        let inbox = inbox.clone();
        Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
            let why = e
                .dyn_ref::<web_sys::ErrorEvent>()
                .map(|e| e.message())
                .unwrap_or_else(|| "its script did not load".into());
            inbox.borrow_mut().failed = Some(why);
        })
    };
    worker.set_onmessage(Some(heard.as_ref().unchecked_ref()));
    worker.set_onerror(Some(failed.as_ref().unchecked_ref()));
    // The page's own compiled wasm (the worker instantiates it without fetching it again),
    // and its data files.
    let hello = js_sys::Object::new();
    js_sys::Reflect::set(&hello, &"module".into(), &wasm_bindgen::module()).map_err(described)?;
    js_sys::Reflect::set(&hello, &"data".into(), &data.into()).map_err(described)?;
    worker.post_message(&hello).map_err(described)?;
    tracing::info!("search worker: started");
    Ok(Up {
        worker,
        inbox,
        _heard: heard,
        _failed: failed,
    })
}

fn described(e: JsValue) -> String {
    e.as_string()
        .or_else(|| {
            e.dyn_ref::<js_sys::Error>()
                .map(|e| String::from(e.message()))
        })
        .unwrap_or_else(|| format!("{e:?}"))
}
