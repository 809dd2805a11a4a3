//! The code forms layers: no module of M&M's `rules/` reaches, through the paths it names, a
//! module that names it back; no file of any crate of the workspace names a file that names
//! it back; a game crate depends on the core alone. Read from the source, so that a new import
//! that closes a circle fails here, naming the circle.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A file's module path below `src/rules/` (`battle/naval.rs` is `["battle", "naval"]`,
/// `battle/mod.rs` is `["battle"]`).
fn module_path(rel: &Path) -> Vec<String> {
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    // A crate's root file is the crate itself.
    if parts.len() == 1 && (parts[0] == "lib" || parts[0] == "main") {
        parts.pop();
    }
    parts
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src/rules is readable") {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs")
            && path.file_name().is_some_and(|n| n != "tests.rs")
        {
            // A module's `tests.rs` is test code, as a file's `#[cfg(test)]` tail is.
            out.push(path);
        }
    }
}

/// The first identifier of each path a `use`-style path tail names: `state::X` gives
/// `state`, `{a, b::c}` gives `a` and `b`.
fn heads(tail: &str) -> Vec<String> {
    let tail = tail.trim_start();
    if let Some(group) = tail.strip_prefix('{') {
        let mut depth = 0;
        let mut end = group.len();
        for (i, c) in group.char_indices() {
            match c {
                '{' => depth += 1,
                '}' if depth == 0 => {
                    end = i;
                    break;
                }
                '}' => depth -= 1,
                _ => {}
            }
        }
        let mut out = Vec::new();
        let mut depth = 0;
        let mut start = 0;
        let inner = &group[..end];
        for (i, c) in inner.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    out.extend(heads(&inner[start..i]));
                    start = i + 1;
                }
                _ => {}
            }
        }
        out.extend(heads(&inner[start..]));
        return out;
    }
    let ident: String = tail
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    if ident.is_empty() || ident == "self" {
        Vec::new()
    } else {
        vec![ident]
    }
}

/// Every top-level rules module each top-level module names (a directory counts as one).
fn edges() -> BTreeMap<String, BTreeSet<String>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/merchants/src/rules");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    let modules: BTreeSet<String> = files
        .iter()
        .filter_map(|f| module_path(f.strip_prefix(&root).unwrap()).first().cloned())
        .collect();
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in &files {
        let path = module_path(file.strip_prefix(&root).unwrap());
        let Some(top) = path.first().cloned() else {
            continue;
        };
        let text = std::fs::read_to_string(file).unwrap();
        for line in text.lines() {
            let code = line.split("//").next().unwrap_or("");
            let mut named = Vec::new();
            for (i, _) in code.match_indices("crate::rules::") {
                named.extend(heads(&code[i + "crate::rules::".len()..]));
            }
            let mut rest = code;
            while let Some(i) = rest.find("super::") {
                // Count the run of `super::` from here.
                let mut k = 0;
                let mut tail = &rest[i..];
                while let Some(t) = tail.strip_prefix("super::") {
                    k += 1;
                    tail = t;
                }
                // From a module `path.len()` deep, that many steps up reach `src/rules/`.
                if k == path.len() {
                    named.extend(heads(tail));
                }
                rest = tail;
            }
            for name in named {
                if name != top && modules.contains(&name) {
                    edges.entry(top.clone()).or_default().insert(name);
                }
            }
        }
    }
    edges
}

/// Every full path a `use`-style path tail names: `a::b::c` gives `[a, b, c]`, `a::{b, c::d}`
/// gives `[a, b]` and `[a, c, d]`.
fn full_paths(tail: &str) -> Vec<Vec<String>> {
    let mut segs: Vec<String> = Vec::new();
    let mut rest = tail.trim_start();
    loop {
        if let Some(group) = rest.strip_prefix('{') {
            let mut out = Vec::new();
            let (mut depth, mut start) = (0, 0);
            for (i, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => {
                        for p in full_paths(&group[start..i]) {
                            out.push([segs.clone(), p].concat());
                        }
                        return out;
                    }
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        for p in full_paths(&group[start..i]) {
                            out.push([segs.clone(), p].concat());
                        }
                        start = i + 1;
                    }
                    _ => {}
                }
            }
            return out;
        }
        let ident: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if ident.is_empty() {
            break;
        }
        rest = &rest[ident.len()..];
        segs.push(ident);
        match rest.strip_prefix("::") {
            Some(r) => rest = r,
            None => break,
        }
    }
    vec![segs]
}

/// Every file of `src/rules/` (by module path, `battle/naval`; a `mod.rs` is its folder's
/// name) and the files it names: through `crate::rules::`, `super::`, `self::`, or a child
/// module's name. A path counts for the deepest module it reaches.
fn file_edges() -> BTreeMap<String, BTreeSet<String>> {
    file_edges_in(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/merchants/src/rules"),
        "crate::rules::",
    )
}

/// The same over the files below `root`, whose module the path `prefix` names (`crate::`
/// for a crate's `src/`, whose `lib.rs` is the crate's root).
fn file_edges_in(root: &Path, prefix: &str) -> BTreeMap<String, BTreeSet<String>> {
    let root = root.to_path_buf();
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    let modules: BTreeSet<Vec<String>> = files
        .iter()
        .map(|f| module_path(f.strip_prefix(&root).unwrap()))
        .collect();
    let is_ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in &files {
        let me = module_path(file.strip_prefix(&root).unwrap());
        let children: Vec<&Vec<String>> = modules
            .iter()
            .filter(|m| m.len() == me.len() + 1 && m.starts_with(&me))
            .collect();
        let text = std::fs::read_to_string(file).unwrap();
        for line in text.lines().take_while(|l| l.trim() != "#[cfg(test)]") {
            let code = line.split("//").next().unwrap_or("");
            if code.trim_start().starts_with("mod ") || code.trim_start().starts_with("pub mod ") {
                continue;
            }
            let mut named: Vec<Vec<String>> = Vec::new();
            for (i, _) in code.match_indices(prefix) {
                if !code[..i].ends_with(|c: char| is_ident(c) || c == ':') {
                    named.extend(full_paths(&code[i + prefix.len()..]));
                }
            }
            for (i, _) in code.match_indices("self::") {
                if !code[..i].ends_with(|c: char| is_ident(c) || c == ':') {
                    let tail = &code[i + "self::".len()..];
                    named.extend(
                        full_paths(tail)
                            .into_iter()
                            .map(|p| [me.clone(), p].concat()),
                    );
                }
            }
            let mut at = 0;
            while let Some(i) = code[at..].find("super::") {
                let i = at + i;
                let mut k = 0;
                let mut tail = &code[i..];
                while let Some(t) = tail.strip_prefix("super::") {
                    k += 1;
                    tail = t;
                }
                if !code[..i].ends_with(|c: char| is_ident(c) || c == ':') && k <= me.len() {
                    let base = me[..me.len() - k].to_vec();
                    named.extend(
                        full_paths(tail)
                            .into_iter()
                            .map(|p| [base.clone(), p].concat()),
                    );
                }
                at = code.len() - tail.len();
            }
            for child in &children {
                let name = format!("{}::", child.last().unwrap());
                for (i, _) in code.match_indices(&name) {
                    if !code[..i].ends_with(|c: char| is_ident(c) || c == ':') {
                        named.push(child.to_vec());
                    }
                }
            }
            for path in named {
                let target = (1..=path.len())
                    .rev()
                    .map(|n| path[..n].to_vec())
                    .find(|p| modules.contains(p));
                if let Some(t) = target
                    && t != me
                {
                    edges.entry(me.join("/")).or_default().insert(t.join("/"));
                }
            }
        }
    }
    edges
}

/// A circle through `from`, if the edges hold one: the modules in order.
fn circle(edges: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        at: &str,
        edges: &BTreeMap<String, BTreeSet<String>>,
        trail: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(i) = trail.iter().position(|m| m == at) {
            let mut c = trail[i..].to_vec();
            c.push(at.to_string());
            return Some(c);
        }
        if done.contains(at) {
            return None;
        }
        trail.push(at.to_string());
        for next in edges.get(at).into_iter().flatten() {
            if let Some(c) = visit(next, edges, trail, done) {
                return Some(c);
            }
        }
        trail.pop();
        done.insert(at.to_string());
        None
    }
    let mut done = BTreeSet::new();
    edges
        .keys()
        .find_map(|m| visit(m, edges, &mut Vec::new(), &mut done))
}

// Design: the shape of the code (issue: Seas of Glory, part one, "so that src/rules/ has no
// import circle") — the chapters are layers: none names a module that names it back.
#[test]
fn the_rules_modules_have_no_import_circle() {
    let edges = edges();
    // The reading works: the sequencer names the chapters it runs.
    let flow = &edges["flow"];
    for chapter in ["turn", "event_phase", "sighting", "npc", "death"] {
        assert!(flow.contains(chapter), "flow names {chapter}: {flow:?}");
    }
    if let Some(c) = circle(&edges) {
        panic!("an import circle: {}", c.join(" -> "));
    }
}

// The check finds a circle where there is one.
#[test]
fn a_circle_is_found_when_there_is_one() {
    let mut edges = edges();
    edges
        .entry("state".to_string())
        .or_default()
        .insert("flow".to_string());
    let c = circle(&edges).expect("state -> flow -> ... -> state is a circle");
    assert_eq!(c.first(), c.last());
    assert!(heads("{a, b::{c, d}, self}") == ["a", "b"]);
}

// Design: the shape of the code (issue: Seas of Glory, part one, "so that src/rules/ has no
// import circle") — inside a chapter's folder too: a battle's steps are layers (shared and
// end below, the card window handing back where to go on), and no file names a file that
// names it back.
#[test]
fn no_rules_file_names_a_file_that_names_it_back() {
    let edges = file_edges();
    // The reading works: the battle's dispatcher names its steps, and a step its leaf.
    for (from, to) in [
        ("battle", "battle/naval"),
        ("battle", "battle/cards"),
        ("battle/naval", "battle/volley"),
        ("battle/volley", "battle/crew"),
        ("battle/crew", "battle/shared"),
        ("dispatch", "battle"),
    ] {
        assert!(
            edges.get(from).is_some_and(|e| e.contains(to)),
            "{from} names {to}: {:?}",
            edges.get(from)
        );
    }
    if let Some(c) = circle(&edges) {
        panic!("an import circle between files: {}", c.join(" -> "));
    }
    // The check finds a circle where there is one: a leaf naming a step that names it.
    let mut bad = edges.clone();
    bad.entry("battle/shared".to_string())
        .or_default()
        .insert("battle/naval".to_string());
    assert!(circle(&bad).is_some());
    assert_eq!(
        full_paths("a::{b, c::{d, self}}"),
        [vec!["a", "b"], vec!["a", "c", "d"], vec!["a", "c", "self"]]
    );
}

/// The edges without those from a file to a module it sits in (`ai/heuristic/fight` naming
/// `ai/heuristic`, whose `mod.rs` holds what its children share): that is the module tree, a
/// room and what it holds, not a circle of files.
fn without_the_tree(
    mut edges: BTreeMap<String, BTreeSet<String>>,
) -> BTreeMap<String, BTreeSet<String>> {
    for (from, to) in edges.iter_mut() {
        to.retain(|t| !(t.is_empty() || from.starts_with(&format!("{t}/"))));
    }
    edges
}

/// Every crate of the workspace: its folder below `crates/`.
fn crates() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates");
    let mut out: Vec<PathBuf> = std::fs::read_dir(&root)
        .expect("crates/ is readable")
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("Cargo.toml").exists())
        .collect();
    out.sort();
    out
}

// Many games, one engine (issue 73): every crate's files are layers; no file names a file
// that names it back, in the core or in a game.
#[test]
fn no_file_of_a_crate_names_a_file_that_names_it_back() {
    let all = crates();
    let names: Vec<String> = all
        .iter()
        .map(|c| c.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    assert!(names.contains(&"core".to_string()) && names.contains(&"merchants".to_string()));
    for krate in &all {
        let edges = without_the_tree(file_edges_in(&krate.join("src"), "crate::"));
        if let Some(c) = circle(&edges) {
            panic!(
                "an import circle between files of {}: {}",
                krate.display(),
                c.join(" -> ")
            );
        }
    }
    // The reading works: the core's session names the trait, M&M's session the game's impl,
    // and a crate's root its modules.
    let core = file_edges_in(
        &all[names.iter().position(|n| n == "core").unwrap()].join("src"),
        "crate::",
    );
    assert!(core["session"].contains("game"), "{core:?}");
    let mm = without_the_tree(file_edges_in(
        &all[names.iter().position(|n| n == "merchants").unwrap()].join("src"),
        "crate::",
    ));
    assert!(
        mm["rules/session"].contains("rules/game"),
        "{:?}",
        mm.get("rules/session")
    );
    assert!(mm["ai/heuristic/fight"].contains("ai/heuristic/loot"));
    assert!(
        !mm["ai/heuristic/fight"].contains("ai/heuristic"),
        "the tree is left out"
    );
    assert!(
        mm["ai"].contains("ai/heuristic"),
        "a parent naming its child stays"
    );
    // A circle is found where there is one: the loot measure naming a fight that names it.
    let mut bad = mm.clone();
    bad.entry("ai/heuristic/loot".to_string())
        .or_default()
        .insert("ai/heuristic/fight".to_string());
    assert!(circle(&bad).is_some());
}

/// The crates of `crates/` a crate's manifest depends on, by folder name.
fn depends_on(krate: &Path) -> Vec<String> {
    let manifest = std::fs::read_to_string(krate.join("Cargo.toml")).unwrap();
    manifest
        .lines()
        .filter_map(|l| {
            let at = l.find("path = \"../")?;
            let rest = &l[at + "path = \"../".len()..];
            Some(rest[..rest.find('"')?].to_string())
        })
        .collect()
}

// Many games, one engine (issue 73): arrows run one way, the app to the games to the core. A
// game crate depends on the core alone, never on another game; the core on no game.
#[test]
fn a_game_crate_never_names_another_game() {
    for krate in crates() {
        let name = krate.file_name().unwrap().to_string_lossy().into_owned();
        let deps = depends_on(&krate);
        if name == "core" {
            assert!(deps.is_empty(), "the core depends on {deps:?}");
        } else {
            assert_eq!(deps, ["core"], "{name} depends on {deps:?}");
        }
    }
    // The reading works: a manifest naming another game is read as one.
    let dir = std::env::temp_dir().join(format!("layers-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("Cargo.toml"),
        "[dependencies]\ngame-core = { path = \"../core\" }\nmerchants = { path = \"../merchants\" }\n",
    )
    .unwrap();
    assert_eq!(depends_on(&dir), ["core", "merchants"]);
}

/// Every file that reaches itself through the edges: the files of every circle.
fn in_circles(edges: &BTreeMap<String, BTreeSet<String>>) -> BTreeSet<String> {
    let reach = |from: &String| {
        let mut seen = BTreeSet::new();
        let mut todo: Vec<&String> = edges.get(from).into_iter().flatten().collect();
        while let Some(at) = todo.pop() {
            if seen.insert(at.clone()) {
                todo.extend(edges.get(at).into_iter().flatten());
            }
        }
        seen.contains(from)
    };
    edges.keys().filter(|f| reach(f)).cloned().collect()
}

// Many games, one engine (issue 73): the app's `src/` is layers like every crate: no file
// names a file that names it back (the 42-file circle of before the workspace is gone).
#[test]
fn the_app_has_no_import_circle() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let edges = without_the_tree(file_edges_in(&root, "crate::"));
    // The reading works: the app's assembly names the data loading and the screens.
    assert!(edges["app"].contains("table/assets"), "{:?}", edges["app"]);
    let found = in_circles(&edges);
    assert!(found.is_empty(), "files in an import circle: {found:?}");
    // A circle is found where there is one.
    let mut bad = edges.clone();
    bad.entry("games".into()).or_default().insert("app".into());
    bad.entry("app".into()).or_default().insert("games".into());
    assert!(in_circles(&bad).contains("games"));
}

/// The shell's files (the app outside `src/games/`) that still name a game's own room
/// (`src/games/mm/`: M&M's mirror, board and words). Issue 73 wants a shell that names no
/// game's panels, each game plugging in as one plugin: exactly the files that still do, so
/// the test below fails when a file starts naming a game's room, and when one stops (strike
/// it from here). The app's assembly (`app`) names each game's plugin by design.
/// Today: none (issue 73 emptied it); it stays, so that none starts again.
const SHELL_NAMING_A_GAME: &[&str] = &[];

// Many games, one engine (issue 73): the shell names a game's own room less and less; a new
// file of the shell never does.
#[test]
fn the_shell_names_a_games_room_less_and_less() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let edges = file_edges_in(&root, "crate::");
    let in_a_game = |f: &str| f.starts_with("games/") && f != "games";
    let found: BTreeSet<String> = edges
        .iter()
        .filter(|(from, to)| !in_a_game(from) && *from != "app" && to.iter().any(|t| in_a_game(t)))
        .map(|(from, _)| from.clone())
        .collect();
    // The reading works: M&M's mirror names the table's session (a game's room may name
    // the shell, never the other way round).
    assert!(
        edges["games/mm/mirror"].contains("table/session"),
        "{:?}",
        edges["games/mm/mirror"]
    );
    only_shrinks(
        &found,
        SHELL_NAMING_A_GAME,
        "SHELL_NAMING_A_GAME",
        "a game's room",
    );
}

/// A ratchet: the files `found` are exactly those of `list` (named `name`), which name
/// `what`: a file that starts naming it fails, and so does one that stops (strike it).
fn only_shrinks(found: &BTreeSet<String>, list: &[&str], name: &str, what: &str) {
    let known: BTreeSet<String> = list.iter().map(|f| f.to_string()).collect();
    let joined: Vec<&String> = found.difference(&known).collect();
    assert!(
        joined.is_empty(),
        "the shell names {what} in {joined:?}, and did not before (all: {found:?})"
    );
    let left: Vec<&String> = known.difference(found).collect();
    assert!(
        left.is_empty(),
        "no longer naming {what}: strike {left:?} from {name}"
    );
}

/// The shell's files (the app outside `src/games/`, but for its assembly `app` and root `lib`)
/// that still name Merchants & Marauders' rules crate (`crate::rules`, `crate::content`, the
/// `merchants` crate or its game type): the shell is not yet generic over the game in these.
/// Issue 73 wants every one of them written once over the core's trait (the table shell's
/// `OnTable`), each game's particulars coming from its plugin. The test below fails when a
/// file starts naming M&M's rules, and when one stops (strike it from here).
/// Today: none (issue 73 emptied it); it stays, so that none starts again.
const SHELL_NAMING_MM_RULES: &[&str] = &[];

/// Whether a file's code (before its `#[cfg(test)]` tail, comments left out) names M&M's
/// rules crate.
fn names_mm_rules(text: &str) -> bool {
    text.lines()
        .take_while(|l| l.trim() != "#[cfg(test)]")
        .map(|l| l.split("//").next().unwrap_or(""))
        .any(|code| {
            [
                "crate::rules",
                "crate::content",
                "merchants::",
                "MerchantsAndMarauders",
            ]
            .iter()
            .any(|name| code.contains(name))
        })
}

// Many games, one engine (issue 73): the shell is written over the core's trait in more and
// more of its files; a file that is generic never goes back to naming one game's rules.
#[test]
fn the_shell_names_one_games_rules_less_and_less() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    let found: BTreeSet<String> = files
        .iter()
        .filter_map(|f| {
            let m = module_path(f.strip_prefix(&root).unwrap()).join("/");
            // The edge, where a game's name becomes its type: the app's plugins, the games'
            // rooms, and the command line's `--game` (src/cli, the binary's).
            let edge = m.is_empty() || m == "app" || m.starts_with("games") || m.starts_with("cli");
            (!edge && names_mm_rules(&std::fs::read_to_string(f).unwrap())).then_some(m)
        })
        .collect();
    // The reading works: a test tail and a comment name nothing; code does.
    assert!(!names_mm_rules(
        "// crate::rules\nfn a() {}\n#[cfg(test)]\nuse crate::rules::X;"
    ));
    assert!(names_mm_rules("fn a(g: &crate::rules::GameState) {}"));
    only_shrinks(
        &found,
        SHELL_NAMING_MM_RULES,
        "SHELL_NAMING_MM_RULES",
        "M&M's rules",
    );
}
