//! Rules at hand: the rules in our own words, one entry per section of
//! `docs/rules-coverage.md`, by chapter, and a glossary (`assets/data/mm/rules_help.ron`). The
//! rules window shows and searches them; a test holds them to the coverage table.

use serde::Deserialize;

/// The whole help text.
#[derive(Clone, Debug, Deserialize)]
pub struct RulesHelp {
    pub chapters: Vec<Chapter>,
    pub glossary: Vec<Term>,
}

/// A chapter: a heading of the coverage table, and its sections.
#[derive(Clone, Debug, Deserialize)]
pub struct Chapter {
    pub title: String,
    pub entries: Vec<HelpEntry>,
}

/// One rules section, as a player reads it.
#[derive(Clone, Debug, Deserialize)]
pub struct HelpEntry {
    /// The section's name in the coverage table, exactly.
    pub section: String,
    pub title: String,
    pub text: String,
}

/// A word a new player meets, and what it means.
#[derive(Clone, Debug, Deserialize)]
pub struct Term {
    pub term: String,
    pub meaning: String,
}

impl RulesHelp {
    /// Read the help text; a bad file is one error naming the problem.
    pub fn parse(text: &str) -> Result<RulesHelp, String> {
        let help: RulesHelp = ron::from_str(text).map_err(|e| format!("rules_help.ron: {e}"))?;
        for c in &help.chapters {
            for e in &c.entries {
                if e.title.trim().is_empty() || e.text.trim().is_empty() {
                    return Err(format!(
                        "rules_help.ron: the entry for {:?} has no title or text",
                        e.section
                    ));
                }
            }
        }
        Ok(help)
    }

    /// The help compiled into the game.
    pub fn embedded() -> &'static RulesHelp {
        static HELP: std::sync::OnceLock<RulesHelp> = std::sync::OnceLock::new();
        HELP.get_or_init(|| {
            RulesHelp::parse(include_str!("../../../../assets/data/mm/rules_help.ron"))
                .unwrap_or_else(|e| panic!("the game's own help is broken: {e}"))
        })
    }

    /// Every entry with its chapter, in order.
    pub fn entries(&self) -> impl Iterator<Item = (&Chapter, &HelpEntry)> {
        self.chapters
            .iter()
            .flat_map(|c| c.entries.iter().map(move |e| (c, e)))
    }

    /// The entry of a section of the coverage table.
    pub fn section(&self, section: &str) -> Option<&HelpEntry> {
        self.entries()
            .map(|(_, e)| e)
            .find(|e| e.section == section)
    }

    /// The entries whose title, section or text holds every word of `query` (any case).
    pub fn search<'a>(&'a self, query: &str) -> Vec<(&'a Chapter, &'a HelpEntry)> {
        let words: Vec<String> = query.split_whitespace().map(str::to_lowercase).collect();
        self.entries()
            .filter(|(_, e)| {
                let hay = format!("{} {} {}", e.title, e.section, e.text).to_lowercase();
                words.iter().all(|w| hay.contains(w.as_str()))
            })
            .collect()
    }
}
