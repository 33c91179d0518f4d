#!/usr/bin/env bash
# Renders the README's picture, docs/images/hero.png, with Plumb itself: examples/AnchorOutline.swift (a card outlines
# a word inside it through an anchor preference) with its alignment guides, anchor highlights and view bounds.
# Run it after a change to the painter or the example, and commit the picture with the change.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product plumb >&2
.build/debug/plumb render examples/AnchorOutline.swift --size 250x140 --scale 2 --guides all --anchors --bounds -o docs/images/hero.png
