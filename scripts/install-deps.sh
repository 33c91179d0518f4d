#!/usr/bin/env bash
# Installs the Debian packages Plumb needs, when any is missing. Sourced by preview.sh and test.sh.
plumb_packages=(libcairo2-dev libpango1.0-dev libjpeg-dev libx11-dev libxext-dev libmimalloc-dev xvfb xdotool fonts-inter fonts-dejavu-core fonts-dejavu-extra fonts-droid-fallback fonts-noto-color-emoji)
plumb_install_deps() {
    if ! command -v swift >/dev/null; then
        echo "plumb: needs a Swift 6.1 (or later) toolchain on the PATH: see https://www.swift.org/install/linux/" >&2
        return 1
    fi
    local missing=()
    for package in "${plumb_packages[@]}"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "plumb: installing ${missing[*]}" >&2
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
}
