#!/usr/bin/env bash
# Snapshots per second on the examples: `plumb snapshot examples` (every preview, rendered on every core and compared
# with its reference) against `plumb render` run once per file, one after the other, as a user scripts it today.
# The two alternate round by round, so a machine whose speed drifts slows both alike; each round prints both rates
# and their ratio. PLUMB picks the binary (default: the debug build), ROUNDS the number of rounds (default 5).
set -euo pipefail
cd "$(dirname "$0")/.."
plumb="${PLUMB:-.build/debug/plumb}"
rounds="${ROUNDS:-5}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
files=(examples/*.swift)

"$plumb" snapshot examples --references "$work/references" --record all --failures "$work/failures" >/dev/null
cases=$(find "$work/references" -name '*.png' | wc -l)
echo "plumb snapshot: $cases previews of ${#files[@]} files on $(nproc) cores; plumb render: the ${#files[@]} files' first previews, one process each"

seconds() { local start=$1; awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { printf "%.3f", e - s }'; }
for round in $(seq "$rounds"); do
    start=$(date +%s.%N)
    "$plumb" snapshot examples --references "$work/references" --record never --failures "$work/failures" >/dev/null
    snapshot=$(seconds "$start")
    start=$(date +%s.%N)
    for file in "${files[@]}"; do "$plumb" render "$file" -o "$work/render.png" --scale 2 >/dev/null; done
    render=$(seconds "$start")
    awk -v r="$round" -v a="$snapshot" -v b="$render" -v n="$cases" -v m="${#files[@]}" \
        'BEGIN { printf "round %d: snapshot %.1f previews/s (%.2f s), render per file %.1f previews/s (%.2f s), ratio %.2f\n", r, n / a, a, m / b, b, (n / a) / (m / b) }'
done
