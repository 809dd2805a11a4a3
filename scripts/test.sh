#!/usr/bin/env bash
# Run every test of Spanish Main, headless: installs what is missing, then `cargo test` over the
# game and its engine (engine/: the rules, data and AI captains, compiled apart).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
[ -x "$HOME/.cargo/bin/cargo" ] && export PATH="$HOME/.cargo/bin:$PATH"
exec cargo test --locked --workspace "$@"
