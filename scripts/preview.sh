#!/usr/bin/env bash
# Installs what is missing, builds Plumb and opens the live viewer on a scene (default: examples/AlignmentGuides.swift).
# Without a display it renders the scene to out/preview.png and says where. Extra arguments go to `plumb preview`.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/install-deps.sh
plumb_install_deps
swift build --product plumb
file="${1:-examples/AlignmentGuides.swift}"
[ $# -gt 0 ] && shift
exec .build/debug/plumb preview "$file" "$@"
