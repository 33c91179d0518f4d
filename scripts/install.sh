#!/usr/bin/env bash
# Puts `plumb` on the PATH: links ~/.local/bin/plumb (or DIR/plumb, given a folder) to scripts/plumb, which runs the
# optimised build once it is ready and the debug build until then. Installs what is missing and builds the debug
# plumb first if the optimised one is not ready; starts the optimised build in the background.
#
#     ./scripts/install.sh [DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/plumb-binary.sh
plumb_prepare "$(pwd)"
bin="${1:-$HOME/.local/bin}"
mkdir -p "$bin"
ln -sfn "$(pwd)/scripts/plumb" "$bin/plumb"
echo "plumb: linked $bin/plumb to $(pwd)/scripts/plumb"
case ":$PATH:" in
    *":$bin:"*) ;;
    *) echo "plumb: $bin is not on your PATH; add it, e.g. echo 'export PATH=\"$bin:\$PATH\"' >> ~/.bashrc" >&2 ;;
esac
