#!/usr/bin/env bash
# Play Spanish Main: installs what is missing, builds, and opens the game window.
# Extra arguments go to the game (e.g. `scripts/play.sh simulate --games 100`).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh play
[ -x "$HOME/.cargo/bin/cargo" ] && export PATH="$HOME/.cargo/bin:$PATH"
exec cargo run --locked -- "$@"
