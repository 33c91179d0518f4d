#!/usr/bin/env bash
# Runs the whole test suite under a sanitizer: ThreadSanitizer (`thread`) or AddressSanitizer with LeakSanitizer
# (`address`), built into a build folder of its own (.build-tsan, .build-asan) so the ordinary build is left alone,
# at the lowest CPU priority. Exits non-zero on any report; extra arguments go to `swift test` (`--filter NAME`).
#
#     ./scripts/sanitize.sh thread|address [swift test options…]
set -euo pipefail
cd "$(dirname "$0")/.."
case "${1:-}" in
    thread) build=.build-tsan ;;
    address) build=.build-asan ;;
    *) echo "usage: scripts/sanitize.sh thread|address [swift test options…]" >&2; exit 2 ;;
esac
sanitizer="$1"
shift
source scripts/install-deps.sh
plumb_install_deps
# Swift's backtracer would take over the sanitizers' own reports of a crash.
export SWIFT_BACKTRACE=enable=no
# LeakSanitizer's known false reports (docs/Robustness.md says why each is one).
export LSAN_OPTIONS="${LSAN_OPTIONS:+$LSAN_OPTIONS:}suppressions=$(pwd)/scripts/sanitizers/lsan.supp:print_suppressions=0"
# The interpreter stops runaway recursion by measuring the native stack; AddressSanitizer's "fake stack" frames,
# which catch a local's use after return, keep locals off it, and runaway recursion overflowed the stack unmeasured.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_stack_use_after_return=0"
# A sanitized build runs several times slower (ThreadSanitizer 5–15×): the tests that wait for the viewer or bound a
# budget's time allow that much longer.
case "$sanitizer" in
    thread) export PLUMB_TEST_TIME_SCALE=10 ;;
    address) export PLUMB_TEST_TIME_SCALE=4 ;;
esac
nice -n 19 swift build --build-tests --build-path "$build" --sanitize="$sanitizer"
nice -n 19 swift test --skip-build --build-path "$build" --sanitize="$sanitizer" "$@"
