//! Rules at hand: the help text holds one entry for every section of the rules-coverage
//! table, in its chapter, and nothing else; a bad help file is one clear error.

use spanish_main::content::help::RulesHelp;

/// The coverage table's chapters and their sections, in order.
fn coverage() -> Vec<(String, Vec<String>)> {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/docs/rules-coverage.md"
    ))
    .expect("docs/rules-coverage.md is readable");
    let mut chapters: Vec<(String, Vec<String>)> = Vec::new();
    for line in text.lines() {
        if let Some(title) = line.strip_prefix("## ") {
            chapters.push((title.trim().to_string(), Vec::new()));
        } else if let Some(row) = line.strip_prefix("| ") {
            let section = row.split(" |").next().unwrap_or("").trim();
            if section != "Section" && !section.starts_with("---") && !section.is_empty() {
                chapters
                    .last_mut()
                    .expect("a row under a chapter")
                    .1
                    .push(section.to_string());
            }
        }
    }
    chapters
}

// Table comforts (issue: rules at hand) — every rules section of docs/rules-coverage.md has
// a help entry, in its chapter and order, and no entry names a section the table lacks.
#[test]
fn every_rules_section_has_a_help_entry() {
    let help = RulesHelp::embedded();
    let table = coverage();
    assert!(table.iter().map(|(_, s)| s.len()).sum::<usize>() > 100);
    let chapters: Vec<(String, Vec<String>)> = help
        .chapters
        .iter()
        .map(|c| {
            (
                c.title.clone(),
                c.entries.iter().map(|e| e.section.clone()).collect(),
            )
        })
        .collect();
    for ((title, sections), (help_title, entries)) in table.iter().zip(&chapters) {
        assert_eq!(title, help_title, "chapters in the table's order");
        for s in sections {
            assert!(entries.contains(s), "no help entry for {title}: {s:?}");
        }
        for e in entries {
            assert!(sections.contains(e), "{title}: {e:?} is not in the table");
        }
        assert_eq!(sections, entries, "{title}: sections in the table's order");
    }
    assert_eq!(
        table.len(),
        chapters.len(),
        "one help chapter per table chapter"
    );
    // A section not yet built says so, and only such a section.
    for (section, status) in statuses() {
        let entry = help.section(&section).unwrap();
        let says = entry.text.contains("Not in this edition yet.");
        assert_eq!(
            says,
            status == "not yet",
            "{section} is {status}: {}",
            entry.text
        );
    }
}

/// Each row of the coverage table with its status.
fn statuses() -> Vec<(String, String)> {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/docs/rules-coverage.md"
    ))
    .expect("docs/rules-coverage.md is readable");
    text.lines()
        .filter_map(|line| {
            let mut cells = line.strip_prefix("| ")?.split(" | ");
            let section = cells.next()?.trim().to_string();
            let status = cells.next()?.trim().to_string();
            let known = ["implemented", "partly", "not yet"].contains(&status.as_str());
            known.then_some((section, status))
        })
        .collect()
}

// The glossary is sorted, each word once, and the search finds entries by any of their words.
#[test]
fn the_glossary_is_sorted_and_the_search_finds_sections() {
    let help = RulesHelp::embedded();
    let terms: Vec<String> = help
        .glossary
        .iter()
        .map(|t| t.term.to_lowercase())
        .collect();
    let mut sorted = terms.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(terms, sorted, "sorted, each term once");
    assert!(help.glossary.len() >= 25);
    let found = help.search("wanted PORT royal");
    assert!(
        found
            .iter()
            .any(|(_, e)| e.section == "Port Royal: bribe entry"),
        "all the words, any case"
    );
    assert!(help.search("zzzz nothing").is_empty());
    assert_eq!(help.search("").len(), help.entries().count());
}

// A bad data file gives one clear error that names the problem.
#[test]
fn a_broken_help_file_is_one_clear_error() {
    let err = RulesHelp::parse("(chapters: [], glossary: [(term: \"x\")])").unwrap_err();
    assert!(
        err.contains("rules_help.ron") && err.contains("meaning"),
        "{err}"
    );
    let empty = "(chapters: [(title: \"A\", entries: [(section: \"S\", title: \"T\", text: \" \")])], glossary: [])";
    let err = RulesHelp::parse(empty).unwrap_err();
    assert!(err.contains("\"S\""), "{err}");
}
