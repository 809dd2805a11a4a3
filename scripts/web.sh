#!/usr/bin/env bash
# The browser build of Spanish Main.
#   scripts/web.sh build   -> dist/web: index.html, JS glue, wasm, assets (host it anywhere static)
#   scripts/web.sh serve   -> build, then serve dist/web on http://127.0.0.1:8080
#   scripts/web.sh test    -> build, then play it in headless Chromium (tests/web/e2e.mjs), and play
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

build() {
    setup
    cargo build --locked --profile web-release --target wasm32-unknown-unknown
    rm -rf "$OUT" && mkdir -p "$OUT/assets"
    "$TOOLS/bin/wasm-bindgen" --target web --no-typescript --out-dir "$OUT" --out-name spanish_main \
        "$CARGO_TARGET_DIR/wasm32-unknown-unknown/web-release/spanish-main.wasm"
    # Size pass: -Oz takes code and data from 16.8 to 14.6 MB, --strip-debug drops the 8 MB name
    # section; --low-memory-unused (Rust never uses the first 1 KB of memory) lets addresses fold
    # into loads and stores (-108 KB). The features are the ones rustc enables by default for wasm32.
    tools/web/node_modules/.bin/wasm-opt -Oz --strip-debug --low-memory-unused \
        --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
        --enable-mutable-globals --enable-reference-types --enable-multivalue \
        "$OUT/spanish_main_bg.wasm" -o "$OUT/spanish_main_bg.wasm"
    cp web/index.html web/search-worker.js "$OUT/"
    cp -r assets/data assets/map "$OUT/assets/"
    local raw gz
    raw=$(stat -c %s "$OUT/spanish_main_bg.wasm")
    gz=$(gzip -9 -c "$OUT/spanish_main_bg.wasm" | wc -c)
    # The sounds are made by the game as it starts (src/sound/synth.rs): no sound file ships.
    echo "wasm and sound: $raw bytes raw, $gz bytes gzip"
    # The one budget (15 MB raw, 5.5 MB gzip; it counted the sound files when there were some)
    # is held as the game grows, not found later.
    local max_raw=15000000 max_gz=5500000
    if [ "$raw" -gt "$max_raw" ] || [ "$gz" -gt "$max_gz" ]; then
        echo "error: the wasm and sound are over their budget of $max_raw bytes raw / $max_gz gzip" >&2
        exit 1
    fi
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
        node tests/web/e2e.mjs "$OUT"
        # Play online: the desktop binary serves the page and the table (issue 28).
        cargo build --locked
        SPANISH_MAIN_BIN="$CARGO_TARGET_DIR/debug/spanish-main" node tests/web/online.mjs "$OUT"
        ;;
    *) echo "usage: scripts/web.sh build|serve|test" >&2; exit 2 ;;
esac
