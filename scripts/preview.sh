#!/usr/bin/env bash
# Installs what is missing, builds Plumb, and opens the viewer on the default example.
# With no display it renders the example to a PNG and says where.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/install-deps.sh
plumb_install_deps
swift build -c release --product plumb
example=${1:-examples/AlignmentGuides.swift}
if [ -n "${DISPLAY:-}" ]; then
    exec .build/release/plumb preview "$example"
fi
mkdir -p out
out="out/$(basename "${example%.swift}").png"
.build/release/plumb render "$example" -o "$out"
echo "plumb: no display; rendered $example to $out"
