//! One name per place (issue: the table on a laptop screen): every port and sea zone is
//! written one way in the data (`zones.ron`, `ports.ron`), and every text the player reads —
//! cards, tokens, rules help, the words and panels in the code — spells it that way.

use crate::common::data;

/// A text folded for comparing place names: lower case, accents dropped, a hyphen read as a
/// space, full stops dropped. Each folded character keeps the index of the character it came
/// from.
fn fold(text: &str) -> (String, Vec<usize>) {
    let mut out = String::new();
    let mut from = Vec::new();
    for (i, c) in text.char_indices() {
        let f = match c {
            'à' | 'á' | 'â' | 'ä' | 'À' | 'Á' | 'Â' => 'a',
            'ç' | 'Ç' => 'c',
            'è' | 'é' | 'ê' | 'ë' | 'É' | 'È' => 'e',
            'í' | 'î' | 'ï' => 'i',
            'ñ' => 'n',
            'ó' | 'ô' | 'ö' => 'o',
            'ú' | 'û' | 'ü' => 'u',
            '-' => ' ',
            '.' => continue,
            c => c.to_ascii_lowercase(),
        };
        out.push(f);
        from.push(i);
    }
    (out, from)
}

/// Every place in `text` that reads as `name` once folded but is spelt otherwise.
fn misspelt(text: &str, name: &str) -> Vec<String> {
    let mut out = found(text, name);
    out.retain(|w| w != name);
    out
}

/// Other names the rules text or old maps give our places, never to be written.
const OTHER_NAMES: [(&str, &str); 4] = [
    ("Petit Goave", "Petite Goave"),
    ("Sint Maarten", "St. Maarten"),
    ("Saint John", "St John"),
    ("Basseterre", "Basse-Terre"),
];

/// Every place in `text` that reads as `name` once folded, as it is written there.
fn found(text: &str, name: &str) -> Vec<String> {
    let (folded, from) = fold(text);
    let (key, _) = fold(name);
    let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric());
    let mut out = Vec::new();
    let mut at = 0;
    while let Some(i) = folded[at..].find(&key).map(|i| at + i) {
        at = i + key.len();
        let before = folded[..i].chars().next_back();
        let after = folded[at..].chars().next();
        if word(before) || word(after) {
            continue;
        }
        let start = from[folded[..i].chars().count()];
        let last = from[folded[..at].chars().count() - 1];
        let end = last + text[last..].chars().next().map_or(0, char::len_utf8);
        // Keys and code are written in lower case ("havana", `port_royal`); names never are.
        let written = &text[start..end];
        if written.chars().any(char::is_uppercase) {
            out.push(written.to_string());
        }
    }
    out
}

fn files(dir: &str, ext: &str, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files(path.to_str().unwrap(), ext, out);
        } else if path.extension().is_some_and(|e| e == ext) {
            out.push(path);
        }
    }
}

// Issue 29, "One name per sea zone, everywhere ... one spelling in data, map, orders, log,
// rules window and tooltips": the rules and cards name a zone after its port, so each zone's
// name is its port's, and no text of the game (data files, the code's words and panels) spells a
// port or a zone another way ("St Maarten" for "St. Maarten", "Curacao" for "Curaçao").
#[test]
fn every_place_name_is_spelt_as_its_data_entry() {
    let d = data();
    for zone in &d.zones {
        if let Some(port) = zone.port {
            assert_eq!(
                zone.name,
                d.port(port).name,
                "a zone is named after its port"
            );
        }
    }
    let mut names: Vec<&str> = d.zones.iter().map(|z| z.name.as_str()).collect();
    names.extend(d.ports.iter().map(|p| p.name.as_str()));
    names.sort();
    names.dedup();
    let mut paths = Vec::new();
    files("assets/data", "ron", &mut paths);
    files("src", "rs", &mut paths);
    let mut wrong = Vec::new();
    for path in &paths {
        let text = std::fs::read_to_string(path).unwrap();
        for name in &names {
            for w in misspelt(&text, name) {
                wrong.push(format!("{}: \"{w}\" for \"{name}\"", path.display()));
            }
        }
        for (other, name) in OTHER_NAMES {
            for w in found(&text, other) {
                wrong.push(format!("{}: \"{w}\" for \"{name}\"", path.display()));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "place names spelt otherwise:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn a_misspelt_place_is_found_and_a_right_one_passes() {
    assert_eq!(
        misspelt("collect at St Maarten.", "St. Maarten"),
        ["St Maarten"]
    );
    assert!(misspelt("collect at St. Maarten.", "St. Maarten").is_empty());
    assert_eq!(misspelt("off Curacao's reef", "Curaçao"), ["Curacao"]);
    assert_eq!(found("off Petit-Goâve", OTHER_NAMES[0].0), ["Petit-Goâve"]);
    assert_eq!(misspelt("Petite-Goave", "Petite Goave"), ["Petite-Goave"]);
    assert!(
        misspelt("port_royal", "Port Royal").is_empty(),
        "a key is no name"
    );
    assert!(
        misspelt("(id: \"curacao\")", "Curaçao").is_empty(),
        "nor a one-word key"
    );
}
