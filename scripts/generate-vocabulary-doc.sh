#!/usr/bin/env bash
# Rewrites docs/SwiftUIVocabulary.md from the SwiftUI vocabulary's own registrations (Sources/PlumbScene/Vocabulary),
# with `plumb vocabulary --markdown`. Run it after changing the vocabulary; a test fails while the file is stale.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product plumb >&2
.build/debug/plumb vocabulary --markdown > docs/SwiftUIVocabulary.md.new
mv docs/SwiftUIVocabulary.md.new docs/SwiftUIVocabulary.md
echo "wrote docs/SwiftUIVocabulary.md ($(wc -l < docs/SwiftUIVocabulary.md) lines)"
