#!/usr/bin/env bash
# Renders docs/images/why-stack.png, why-priority.png and why-frames.png: the viewer's window with the inspector
# saying why a view of each preview of examples/WhyThisSize.swift has its size. Without a display, `plumb preview
# --select ID` paints the window as it opens with the viewer's own painter. Run it after a change to the inspector,
# the explanations or the example, and commit the pictures with the change.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product plumb >&2
shoot() { # preview, id to select, picture name
    DISPLAY= .build/debug/plumb preview examples/WhyThisSize.swift --preview "$1" --select "$2" --scale 1.5 \
        --fallback-output "docs/images/why-$3.png" >/dev/null
    echo "docs/images/why-$3.png"
}
shoot Stack left stack
shoot Priority price priority
shoot Frames video frames
