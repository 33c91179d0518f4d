#!/usr/bin/env bash
# Installs what is missing and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/install-deps.sh
plumb_install_deps
swift build --build-tests
swift test --skip-build
