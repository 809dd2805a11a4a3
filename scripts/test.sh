#!/usr/bin/env bash
# Run every test of Spanish Main, headless: installs what is missing, then `cargo test` over the
# app and every crate of the workspace (crates/: the core and each game's rules, data and AI).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
[ -x "$HOME/.cargo/bin/cargo" ] && export PATH="$HOME/.cargo/bin:$PATH"
exec cargo test --locked --workspace "$@"
