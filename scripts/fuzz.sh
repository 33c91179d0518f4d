#!/usr/bin/env bash
# Fuzzes the scene pipeline — parse, interpret, solve, paint, tap, reload (Sources/plumb-fuzz) — with libFuzzer and
# AddressSanitizer (leaks included) for SECONDS (default 120), at the lowest CPU priority.
#
#     ./scripts/fuzz.sh [SECONDS] [libFuzzer options…]
#
# Builds plumb-fuzz with `-sanitize=fuzzer,address` into .build-fuzz (PLUMB_FUZZ_CONFIG=release for an optimised
# build), gathers the seed corpus — the examples' Swift files and the scenes the tests quote between `"""` — and runs
# with Swift's dictionary (scripts/fuzz/swift.dict). An input is a finding if it crashes, takes more than 5 s of CPU
# time (a hang; the harness checks it), waits more than 60 s (a deadlock; libFuzzer's wall-clock -timeout, which a
# busy machine stretches), leaks, or allocates more than 2 GB. Everything lives in ${PLUMB_FUZZ_DIR:-/tmp/plumb-fuzz}: seeds/,
# corpus/ (what the fuzzer kept; later runs start from it), findings/ (crash-, timeout-, leak-, oom- files) and a log
# per run (its last lines: executions, speed, coverage). Exits 0 when the run found nothing.
#
# A finding replays with `.build-fuzz/debug/plumb-fuzz FINDING`, shrinks with
# `.build-fuzz/debug/plumb-fuzz -minimize_crash=1 -runs=10000 FINDING`, and runs in an ordinary build, with Swift's
# crash report, with `swift run plumb-fuzz FINDING`.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-120}"
[ $# -gt 0 ] && shift
config="${PLUMB_FUZZ_CONFIG:-debug}"
work="${PLUMB_FUZZ_DIR:-/tmp/plumb-fuzz}"
mkdir -p "$work/seeds" "$work/corpus" "$work/findings"

nice -n 19 swift build -c "$config" --build-path .build-fuzz --product plumb-fuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DPLUMB_FUZZING >&2

rm -f "$work"/seeds/*
for file in $(find examples -name '*.swift'); do cp "$file" "$work/seeds/example-$(echo "$file" | tr / -)"; done
# Each multi-line string literal of the tests (almost all of them scenes) is a seed of its own.
find Tests -name '*.swift' -print0 | xargs -0 awk -v out="$work/seeds" '
    FNR == 1 { inside = 0 }
    /"""/ {
        if (inside) { close(seed); inside = 0 } else { inside = 1; seed = sprintf("%s/test-%05d.swift", out, ++count); printf "" > seed }
        next
    }
    inside { print > seed }'
echo "fuzz: $(ls "$work/seeds" | wc -l) seeds, $(ls "$work/corpus" | wc -l) inputs in the corpus, ${seconds} s" >&2

log="$work/fuzz-$(date +%Y%m%d-%H%M%S).log"
# Swift's backtracer would symbolicate a crash for tens of seconds inside libFuzzer's handler: libFuzzer and ASan
# report it instead.
export SWIFT_BACKTRACE=enable=no
# LeakSanitizer's known false reports (docs/Robustness.md says why each is one).
export LSAN_OPTIONS="${LSAN_OPTIONS:+$LSAN_OPTIONS:}suppressions=$(pwd)/scripts/sanitizers/lsan.supp:print_suppressions=0"
# The interpreter stops runaway recursion by measuring the native stack; AddressSanitizer's "fake stack" frames,
# which catch a local's use after return, keep locals off it, and runaway recursion overflowed the stack unmeasured.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_stack_use_after_return=0"
status=0
nice -n 19 ".build-fuzz/$config/plumb-fuzz" "$work/corpus" "$work/seeds" \
    -dict=scripts/fuzz/swift.dict -max_total_time="$seconds" -timeout=60 -report_slow_units=60 -rss_limit_mb=2048 \
    -artifact_prefix="$work/findings/" -print_final_stats=1 "$@" > "$log" 2>&1 || status=$?
grep -E '^(#[0-9]+ +(DONE|INITED)|stat::|SUMMARY|==[0-9]+==ERROR|Test unit written)' "$log" >&2 || true
echo "fuzz: log in $log" >&2
exit "$status"
