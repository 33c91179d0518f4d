#!/usr/bin/env bash
# Installs what is missing, builds Plumb and opens the live viewer on a scene (default: examples/AlignmentGuides.swift).
# Without a display it renders the scene to out/preview.png and says where. Extra arguments go to `plumb preview`.
#
# The first run builds a debug plumb (a few minutes), shows the picture with it and starts an optimised build in the
# background (scripts/plumb-binary.sh); later runs use the optimised plumb once it is built and newer than the
# sources, without building anything.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/plumb-binary.sh
plumb_prepare "$(pwd)"
file="${1:-examples/AlignmentGuides.swift}"
[ $# -gt 0 ] && shift
exec "$(plumb_binary "$(pwd)")" preview "$file" "$@"
