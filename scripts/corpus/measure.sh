#!/usr/bin/env bash
# Measures a plumb binary on the corpus: for every ${PLUMB_CORPUS:-/tmp/plumb-corpus}/ENTRY/ENTRY.swift runs
# `plumb check FILE` (20 s limit) and `plumb render FILE -o RESULTS/png/ENTRY.png` (30 s limit), then prints
# the shares (checked clean, rendered, crashes, timeouts) and the first error of each failing file grouped
# into classes (file:line:col, quoted names and numbers removed), most frequent first.
# Writes RESULTS/results.tsv (entry, check exit, render exit, first error) and RESULTS/logs/ENTRY.{check,render}.txt,
# RESULTS being ${PLUMB_CORPUS_RESULTS:-/tmp/plumb-corpus-results}. Exit codes in the TSV: "timeout", "signal N".
# usage: scripts/corpus/measure.sh [PLUMB_BINARY]   (default $PLUMB, else .build/release/plumb, else .build/debug/plumb)
set -euo pipefail
cd "$(dirname "$0")/../.."
plumb=${1:-${PLUMB:-}}
if [[ -z $plumb ]]; then
  for p in .build/release/plumb .build/debug/plumb; do [[ -x $p ]] && { plumb=$p; break; }; done
fi
[[ -n $plumb && -x $plumb ]] || { echo "no plumb binary (give one as argument or \$PLUMB)" >&2; exit 2; }
export PLUMB_BIN=$(realpath "$plumb") CORPUS=${PLUMB_CORPUS:-/tmp/plumb-corpus} RESULTS=${PLUMB_CORPUS_RESULTS:-/tmp/plumb-corpus-results}
ls "$CORPUS"/*/*.swift >/dev/null 2>&1 || { echo "no corpus in $CORPUS: run scripts/corpus/build.sh" >&2; exit 2; }

python3 - <<'PY'
import collections, concurrent.futures as cf, glob, os, re, subprocess

plumb, corpus, results = os.environ["PLUMB_BIN"], os.environ["CORPUS"], os.environ["RESULTS"]
for d in ("png", "logs"):
    os.makedirs(os.path.join(results, d), exist_ok=True)


def run(args, limit, log):
    """Exit status as int, or 'timeout' / 'signal N'; output saved to log."""
    try:
        p = subprocess.run(args, capture_output=True, text=True, errors="replace", timeout=limit)
        status = p.returncode if p.returncode >= 0 else f"signal {-p.returncode}"
        out = p.stderr + p.stdout
    except subprocess.TimeoutExpired as e:
        status, out = "timeout", (e.stderr or b"").decode(errors="replace") + (e.stdout or b"").decode(errors="replace")
    with open(log, "w") as f:
        f.write(out)
    return status, out


def first_error(out):
    lines = [l for l in out.splitlines() if l.strip()]
    return next((l for l in lines if ": error: " in l), lines[0] if lines else "(no message)").strip()


def measure(path):
    entry = os.path.basename(path)[:-6]
    png, logs = os.path.join(results, "png", entry + ".png"), os.path.join(results, "logs", entry)
    if os.path.exists(png):
        os.remove(png)
    check, cout = run([plumb, "check", path], 20, logs + ".check.txt")
    render, rout = run([plumb, "render", path, "-o", png], 30, logs + ".render.txt")
    rendered = render == 0 and os.path.exists(png) and os.path.getsize(png) > 0
    error = ""
    for what, status, out in (("check", check, cout), ("render", render, rout)):
        if not error and isinstance(status, str):
            error = f"{status} in {what}"  # timeout or signal
    if not error and not (check == 0 and rendered):
        error = first_error(cout if check != 0 else rout)
    return entry, check, render, rendered, error


def klass(message):
    m = re.sub(r"^.*?:\d+:\d+: (error|warning): ", "", message)
    m = re.sub(r"'[^']*'|\"[^\"]*\"|`[^`]*`", "'_'", m)
    m = re.sub(r";? (did you mean|expected) .*| \((the file has|Plumb has) .*\)", "", m)  # suggestions and lists
    m = re.sub(r"arguments \(.*?\)", "arguments (…)", m)
    m = re.sub(r"^Fatal error: .*", "Fatal error: _ (the scene's fatalError)", m)
    return re.sub(r"\b\d+(\.\d+)?\b", "N", m)


files = sorted(glob.glob(os.path.join(corpus, "*", "*.swift")))
with cf.ThreadPoolExecutor(int(os.environ.get("JOBS", "2"))) as pool:
    rows = list(pool.map(measure, files))

with open(os.path.join(results, "results.tsv"), "w") as f:
    f.write("entry\tcheck\trender\tfirst_error\n")
    for entry, check, render, rendered, error in rows:
        f.write(f"{entry}\t{check}\t{render}\t{error}\n")

n = len(rows)
share = lambda k: f"{k:4d}  {100 * k / n:5.1f} %"
statuses = [s for r in rows for s in r[1:3]]
print(f"total            {n:4d}")
print(f"checked clean    {share(sum(r[1] == 0 for r in rows))}")
print(f"rendered         {share(sum(r[3] for r in rows))}")
print(f"clean + rendered {share(sum(r[1] == 0 and r[3] for r in rows))}")
print(f"crashes          {share(sum(str(s).startswith('signal') for s in statuses))}  (runs ended by a signal)")
print(f"timeouts         {share(sum(s == 'timeout' for s in statuses))}")
classes = collections.defaultdict(list)
for entry, check, render, rendered, error in rows:
    if error:
        classes[klass(error)].append(entry)
print(f"\nfirst error of the {sum(map(len, classes.values()))} failing files, by class:")
names = collections.defaultdict(collections.Counter)  # class -> the first quoted name of each message
for entry, check, render, rendered, error in rows:
    q = re.findall(r"'([^']*)'", re.sub(r"^.*?:\d+:\d+: error: ", "", error))
    if error and q:
        names[klass(error)][".".join(q[:2]) if "has no member" in error else q[0]] += 1
for k, entries in sorted(classes.items(), key=lambda kv: (-len(kv[1]), kv[0])):
    print(f"{len(entries):4d}  {k}   e.g. {entries[0]}")
    if len(names[k]) > 1:
        print("        " + ", ".join(f"{n} ×{c}" if c > 1 else n for n, c in names[k].most_common(12)))
print(f"\nper file: {os.path.join(results, 'results.tsv')}")
PY
