#!/usr/bin/env bash
# Which plumb binary to run, and the optimised build behind it. Sourced by preview.sh, install.sh and scripts/plumb.
#
# A debug build takes a few minutes on a fresh machine, an optimised one about four times as long (swift-syntax's
# optimised build dominates), and the optimised binary runs scenes several times faster. So the first run shows a
# picture from the debug build and starts the optimised one in the background, in a build folder of its own
# (.build/release-scratch, so `swift build` and the tests never wait for its lock); .build/release then points at it,
# and later runs use it while it is newer than the sources.

# The optimised binary, when it is built and no source is newer than it.
plumb_fresh_release() {
    local root="$1" binary="$1/.build/release/plumb"
    [ -x "$binary" ] || return 1
    [ -z "$(find -H "$root/Sources" "$root/Package.swift" -newer "$binary" -print -quit 2>/dev/null)" ] || return 1
    echo "$binary"
}

# Whether the background optimised build is running.
plumb_release_build_running() {
    local pidfile="$1/.build/release-build.pid"
    [ -f "$pidfile" ] && kill -0 "$(cat "$pidfile")" 2>/dev/null
}

# Starts the optimised build in the background unless it is fresh or already under way, saying so in one line.
plumb_start_release_build() {
    local root="$1"
    plumb_fresh_release "$root" >/dev/null && return 0
    plumb_release_build_running "$root" && return 0
    mkdir -p "$root/.build"
    (
        cd "$root"
        nohup nice -n 10 bash -c '
            touch .build/release-build.started
            swift build -c release --product plumb --scratch-path .build/release-scratch || exit 1
            # As old as the sources it was built from: a source saved during the build makes it stale.
            touch -r .build/release-build.started .build/release-scratch/release/plumb
            if [ ! -e .build/release ] || [ -L .build/release ]; then ln -sfn release-scratch/release .build/release; fi
            echo "plumb: the optimised build is ready; later runs use .build/release/plumb"
        ' > .build/release-build.log 2>&1 < /dev/null &
        echo $! > .build/release-build.pid
    )
    echo "plumb: building an optimised plumb in the background (about 12 minutes; log: .build/release-build.log); later runs use it" >&2
}

# The binary to run: the fresh optimised one, else the debug one.
plumb_binary() {
    plumb_fresh_release "$1" || echo "$1/.build/debug/plumb"
}

# Installs what is missing and, unless the optimised binary is fresh, builds the debug one (saying so when that is
# the first, long build) and starts the optimised build in the background.
plumb_prepare() {
    local root="$1"
    source "$root/scripts/install-deps.sh"
    plumb_install_deps
    plumb_fresh_release "$root" >/dev/null && return 0
    [ -x "$root/.build/debug/plumb" ] || echo "plumb: building plumb (the first build takes a few minutes)" >&2
    (cd "$root" && swift build --product plumb)
    plumb_start_release_build "$root"
}
