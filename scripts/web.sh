#!/usr/bin/env bash
# The browser build of Spanish Main.
#   scripts/web.sh build   -> dist/web: index.html (the games), and one folder per game (dist/web/mm/:
#                             its page, JS glue, wasm, assets): host it anywhere static
#   scripts/web.sh serve   -> build, then serve dist/web on http://127.0.0.1:8080
#   scripts/web.sh test    -> build, then play it in headless Chromium (tests/web/e2e.mjs for M&M,
#                             bb.mjs for Blackbeard, bb-port.mjs: booty converted in
#                             a port from a saved table, bb-window.mjs: an Anti-Pirate
#                             window answered, bb-solo.mjs: Solitaire with a Hard
#                             Blackbeard), and play
#                             online: two pages at one table of `spanish-main serve` (online.mjs)
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/spanish-main-target}"
TOOLS="${SPANISH_MAIN_TOOLS:-$HOME/.cache/spanish-main-tools}"
OUT=dist/web

setup() {
    bash scripts/setup.sh wasm
    [ -x "$HOME/.cargo/bin/cargo" ] && export PATH="$HOME/.cargo/bin:$PATH"
    # wasm-bindgen-cli must match the wasm-bindgen library in Cargo.lock exactly.
    local want
    want=$(awk '/^name = "wasm-bindgen"$/ {getline; gsub(/"/, "", $3); print $3}' Cargo.lock)
    if ! "$TOOLS/bin/wasm-bindgen" --version 2>/dev/null | grep -q " $want\$"; then
        echo "Installing wasm-bindgen-cli $want"
        # Not --locked: one of its locked dependencies is missing from the registry mirror here.
        cargo install --root "$TOOLS" wasm-bindgen-cli --version "$want"
    fi
    command -v npm >/dev/null || { echo "error: npm (Node.js) is needed for wasm-opt and the browser test" >&2; exit 1; }
    (cd tools/web && npm ci --no-audit --no-fund --silent)
}

# The games of the browser build: short name (its Cargo feature and folder), title, one line.
GAMES=(
    "mm|Merchants & Marauders|Trade, raid and seek glory in the Caribbean of the 1600s, with the Seas of Glory."
    "bb|Blackbeard|Pirates of the golden age, 1680-1730: plunder, hostages and the General Pardon."
)

# One game's build: its own wasm (its Cargo feature alone), page, search worker and data, in
# $OUT/<game>/. A player downloads only the game he opens.
build_game() {
    local game=$1 title=$2 dir="$OUT/$1"
    cargo build --locked --profile web-release --target wasm32-unknown-unknown \
        --no-default-features --features "$game"
    mkdir -p "$dir/assets/data" "$dir/assets/map"
    "$TOOLS/bin/wasm-bindgen" --target web --no-typescript --out-dir "$dir" --out-name spanish_main \
        "$CARGO_TARGET_DIR/wasm32-unknown-unknown/web-release/spanish-main.wasm"
    # Size pass: -Oz takes code and data from 16.8 to 14.6 MB, --strip-debug drops the 8 MB name
    # section; --low-memory-unused (Rust never uses the first 1 KB of memory) lets addresses fold
    # into loads and stores (-108 KB). The features are the ones rustc enables by default for wasm32.
    tools/web/node_modules/.bin/wasm-opt -Oz --strip-debug --low-memory-unused \
        --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
        --enable-mutable-globals --enable-reference-types --enable-multivalue \
        "$dir/spanish_main_bg.wasm" -o "$dir/spanish_main_bg.wasm"
    python3 -c 'import html, sys; t, src, dst = sys.argv[1:]
open(dst, "w").write(open(src).read().replace("__TITLE__", html.escape(t)))' \
        "$title" web/game.html "$dir/index.html"
    cp web/search-worker.js "$dir/"
    cp -r "assets/data/$game" "$dir/assets/data/"
    # A game whose board is drawn by the game itself (Blackbeard) has no map image.
    if [ -d "assets/map/$game" ]; then cp -r "assets/map/$game" "$dir/assets/map/"; fi
    local raw gz
    raw=$(stat -c %s "$dir/spanish_main_bg.wasm")
    gz=$(gzip -9 -c "$dir/spanish_main_bg.wasm" | wc -c)
    # The sounds are made by the game as it starts (src/sound/synth.rs): no sound file ships.
    echo "$game: wasm and sound: $raw bytes raw, $gz bytes gzip"
    # The one budget per game (15 MB raw, 5.5 MB gzip; it counted the sound files when there
    # were some) is held as the game grows, not found later.
    local max_raw=15000000 max_gz=5500000
    if [ "$raw" -gt "$max_raw" ] || [ "$gz" -gt "$max_gz" ]; then
        echo "error: $game's wasm and sound are over their budget of $max_raw bytes raw / $max_gz gzip" >&2
        exit 1
    fi
}

build() {
    setup
    rm -rf "$OUT" && mkdir -p "$OUT"
    local entry game title about
    for entry in "${GAMES[@]}"; do
        IFS='|' read -r game title about <<<"$entry"
        build_game "$game" "$title"
    done
    # The games page: one entry per game built.
    python3 - web/index.html "$OUT/index.html" "${GAMES[@]}" <<'PY'
import html, sys
src, dst, *games = sys.argv[1:]
entries = "".join(
    f'<li><a href="{g}/">{html.escape(t)}</a><p class="about">{html.escape(a)}</p></li>'
    for g, t, a in (e.split("|", 2) for e in games)
)
page = open(src).read()
marker = "<!-- GAMES: one <li> per game, written by scripts/web.sh build -->"
assert marker in page, "web/index.html has lost its games marker"
open(dst, "w").write(page.replace(marker, entries))
PY
}

case "${1:-build}" in
    build) build ;;
    serve)
        build
        echo "Serving $OUT on http://127.0.0.1:8080"
        exec python3 -m http.server 8080 --bind 127.0.0.1 --directory "$OUT"
        ;;
    test)
        build
        bash scripts/setup.sh chromium
        # Every browser test runs even when one fails, so one run shows every failure.
        failed=()
        run() { "$@" || failed+=("${GAME:-}${GAME:+ }${*: -2:1}"); }
        run node tests/web/e2e.mjs "$OUT"
        run node tests/web/bb.mjs "$OUT"
        run node tests/web/bb-solo.mjs "$OUT"
        # Play online: the desktop binary serves the page and the table (issue 28).
        cargo build --locked
        export SPANISH_MAIN_BIN="$CARGO_TARGET_DIR/debug/spanish-main"
        run node tests/web/bb-port.mjs "$OUT"
        run node tests/web/bb-window.mjs "$OUT"
        run node tests/web/online.mjs "$OUT"
        GAME=bb run node tests/web/online.mjs "$OUT"
        if [ ${#failed[@]} -gt 0 ]; then
            echo "browser tests failed: ${failed[*]}" >&2
            exit 1
        fi
        ;;
    *) echo "usage: scripts/web.sh build|serve|test" >&2; exit 2 ;;
esac
