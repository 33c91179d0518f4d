#!/usr/bin/env bash
# Rebuilds the corpus of public SwiftUI files into ${PLUMB_CORPUS:-/tmp/plumb-corpus} from manifest.tsv,
# reading each file at its recorded commit from the git mirrors under ${PLUMB_MIRRORS:-/work/.mirror}
# (the layout the `fetch` tool makes: <owner>+<name>/repo[/.git]). Each entry is a folder <entry>/ holding
# <entry>.swift — a first-line comment naming its source, the main file, then the files it needs, all as published —
# the repository's data files (.json, .txt, .plist, .csv, .geojson) whose name the Swift text quotes, which the
# app's bundle would hold, and under Assets/ the asset catalogs of the main file's app (PNGs cut to their header).
# Lists the repositories whose mirror is missing (fetch them with `fetch github:<owner>/<name>`) and exits 1
# if any entry could not be built. Running it again gives the same folder.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
manifest=${1:-$here/manifest.tsv}
out=${PLUMB_CORPUS:-/tmp/plumb-corpus}
mirrors=${PLUMB_MIRRORS:-/work/.mirror}
mkdir -p "$out"

gitdir() { # owner/name -> its git directory, or nothing
  local d="$mirrors/${1/\//+}/repo"
  if [[ -d $d/.git ]]; then echo "$d/.git"; elif [[ -d $d/objects ]]; then echo "$d"; fi
}

built=0 failed=0 missing=()
declare -A keep
while IFS=$'\t' read -r entry repo commit paths kind; do
  [[ $entry == entry ]] && continue # header
  keep[$entry.swift]=1
  g=$(gitdir "$repo")
  if [[ -z $g ]]; then
    [[ " ${missing[*]-} " == *" $repo "* ]] || missing+=("$repo")
    failed=$((failed + 1)); continue
  fi
  IFS=, read -ra files <<<"$paths"
  mkdir -p "$out/$entry/$entry.xcodeproj" # the entry folder is its app's project folder, as its .xcodeproj marks one
  tmp=$(mktemp "$out/$entry/.$entry.XXXX")
  {
    printf '// corpus: %s@%s %s\n' "$repo" "$commit" "${paths//,/, }"
    for i in "${!files[@]}"; do
      ((i == 0)) || printf '\n// corpus: appended %s\n' "${files[i]}"
      git --git-dir="$g" show "$commit:${files[i]}"
    done
  } >"$tmp" 2>"$tmp.err" || {
    echo "cannot build $entry: $(head -1 "$tmp.err")" >&2
    rm -f "$tmp" "$tmp.err"; failed=$((failed + 1)); continue
  }
  rm -f "$tmp.err"
  mv "$tmp" "$out/$entry/$entry.swift"
  # The asset catalogs of the main file's app (those in a folder above it): every Contents.json, and each PNG's
  # first 24 bytes — its header, which gives the image's size — not its pixels.
  tree=$(git --git-dir="$g" ls-tree -r --name-only "$commit")
  for catalog in $(grep -oE '^([^/]+/)*[^/]+\.xcassets/' <<<"$tree" | sort -u | tr ' ' '?' || true); do
    catalog=${catalog//\?/ }
    parent=$(dirname "$catalog")
    [[ $parent == . || ${files[0]} == "$parent/"* ]] || continue
    grep -F "$catalog" <<<"$tree" | grep -E '(Contents\.json|\.png)$' | while IFS= read -r asset; do
      target="$out/$entry/Assets/$asset"
      mkdir -p "$(dirname "$target")"
      if [[ $asset == *.png ]]; then git --git-dir="$g" show "$commit:$asset" | head -c 24 >"$target" || true
      else git --git-dir="$g" show "$commit:$asset" >"$target"; fi
    done || true
  done
  grep -E '\.(json|txt|plist|csv|geojson)$' <<<"$tree" | grep -v '/\.' | grep -v '\.xcassets/' |
    while read -r resource; do
      name=${resource##*/}
      if grep -qE "\"(${name//./\\.}|${name%.*})\"" "$out/$entry/$entry.swift"; then
        git --git-dir="$g" show "$commit:$resource" >"$out/$entry/$name"
      fi
    done || true # no data files
  built=$((built + 1))
done <"$manifest"

for f in "$out"/*; do # entries no longer in the manifest, and the flat layout of earlier builds
  [[ -f $f ]] && { rm -f "$f"; continue; }
  [[ -d $f && -z ${keep[$(basename "$f").swift]-} ]] && rm -rf "$f"
done

echo "built $built entries into $out"
if ((${#missing[@]})); then
  echo "missing mirrors (fetch these first):" >&2
  printf '  github:%s\n' "${missing[@]}" >&2
fi
if ((failed)); then echo "$failed entries could not be built" >&2; exit 1; fi
