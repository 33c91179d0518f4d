#!/usr/bin/env bash
# Installs what is missing, builds Plumb, solves the default example and renders it to a PNG, saying where.
# (Scene files and the live viewer are under construction: until they land this runs the built-in demo.)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/install-deps.sh
plumb_install_deps
swift build --product plumb
.build/debug/plumb demo --output out/demo.png
