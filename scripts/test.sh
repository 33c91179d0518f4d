#!/usr/bin/env bash
# Installs what is missing, runs the whole test suite, then a two-minute fuzz smoke run.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/install-deps.sh
plumb_install_deps
swift build --build-tests
swift test --skip-build
# A fuzz smoke run: the examples' and the tests' scenes, and two minutes of mutations of them, through the whole
# pipeline under AddressSanitizer (docs/Robustness.md). Its build is a second full build. PLUMB_FUZZ_SECONDS=0 skips it.
fuzz_seconds="${PLUMB_FUZZ_SECONDS:-120}"
if [ "$fuzz_seconds" -gt 0 ]; then ./scripts/fuzz.sh "$fuzz_seconds" -seed=1; fi
