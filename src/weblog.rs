//! The browser's log: info, warnings and errors from `tracing` and `log` straight to the
//! console. Bevy's LogPlugin is left out of the web build: its filter parses directives with
//! regular expressions, and it and its subscriber stack cost half a megabyte of wasm. The
//! browser test reads these lines (`screen: …`, `widget: …`, `log: …`).

use std::fmt::Write as _;
use tracing::field::{Field, Visit};
use tracing::span::{Attributes, Id, Record};
use tracing::{Event, Level, Metadata};

/// Install the console log for `tracing` events and `log` records (info and above).
pub fn install() {
    let _ = tracing::subscriber::set_global_default(Console);
    let _ = log::set_logger(&Console).map(|()| log::set_max_level(log::LevelFilter::Info));
}

struct Console;

fn show(level: &str, target: &str, message: &str) {
    let line = format!("{level} {target}: {message}");
    match level {
        "ERROR" => web_sys::console::error_1(&line.as_str().into()),
        "WARN" => web_sys::console::warn_1(&line.as_str().into()),
        _ => web_sys::console::log_1(&line.as_str().into()),
    }
}

/// The event's message, then its other fields as `name=value`.
struct Message(String);

impl Visit for Message {
    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        if field.name() == "message" {
            let _ = write!(self.0, "{value:?}");
        } else {
            let _ = write!(self.0, " {}={value:?}", field.name());
        }
    }

    fn record_str(&mut self, field: &Field, value: &str) {
        if field.name() == "message" {
            self.0.push_str(value);
        } else {
            let _ = write!(self.0, " {}={value}", field.name());
        }
    }
}

impl tracing::Subscriber for Console {
    fn enabled(&self, metadata: &Metadata<'_>) -> bool {
        *metadata.level() <= Level::INFO
    }

    fn new_span(&self, _: &Attributes<'_>) -> Id {
        Id::from_u64(1)
    }

    fn record(&self, _: &Id, _: &Record<'_>) {}

    fn record_follows_from(&self, _: &Id, _: &Id) {}

    fn event(&self, event: &Event<'_>) {
        let mut message = Message(String::new());
        event.record(&mut message);
        let meta = event.metadata();
        show(meta.level().as_str(), meta.target(), &message.0);
    }

    fn enter(&self, _: &Id) {}

    fn exit(&self, _: &Id) {}
}

impl log::Log for Console {
    fn enabled(&self, metadata: &log::Metadata<'_>) -> bool {
        metadata.level() <= log::Level::Info
    }

    fn log(&self, record: &log::Record<'_>) {
        if log::Log::enabled(self, record.metadata()) {
            let level = match record.level() {
                log::Level::Error => "ERROR",
                log::Level::Warn => "WARN",
                _ => "INFO",
            };
            show(level, record.target(), &record.args().to_string());
        }
    }

    fn flush(&self) {}
}
