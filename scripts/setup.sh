#!/usr/bin/env bash
# Installs what building Spanish Main needs on Debian/Ubuntu, only what is missing.
# Safe to run again. Usage: source it or run it; `scripts/setup.sh wasm` also adds the wasm target.
set -euo pipefail

need=(pkg-config gcc libwayland-dev libxkbcommon-dev libudev-dev libasound2-dev)
if [ "${1:-}" = "chromium" ]; then
    # Debian's Chromium (and fonts) for the browser test.
    need+=(chromium fonts-dejavu-core)
fi
if [ "${1:-}" = "play" ]; then
    # What a window needs at run time on a bare system (desktops usually have these).
    need+=(libxkbcommon-x11-0 libvulkan1 mesa-vulkan-drivers libx11-6 libxcursor1 libxi6 libxrandr2)
fi
missing=()
for pkg in "${need[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing system packages: ${missing[*]}"
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
fi

if ! command -v cargo >/dev/null 2>&1; then
    [ -x "$HOME/.cargo/bin/cargo" ] && export PATH="$HOME/.cargo/bin:$PATH"
fi
if ! command -v cargo >/dev/null 2>&1; then
    echo "error: Rust is not installed. Install it with rustup (https://rustup.rs), Rust 1.90 or newer, then run this again." >&2
    exit 1
fi

if [ "${1:-}" = "wasm" ] && ! rustup target list --installed 2>/dev/null | grep -q wasm32-unknown-unknown; then
    rustup target add wasm32-unknown-unknown
fi
