#!/usr/bin/env bash
# make test-scaffold: what `trellis new` makes, built and tested as a user would, in a
# temporary folder: a plugin package (its tests run) and an app package (built, then run
# headless). Both share one scratch folder, so Trellis is compiled once.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
"$SWIFT" build --product trellis
TRELLIS="$("$SWIFT" build --show-bin-path)/trellis"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/trellis-scaffold-XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
"$TRELLIS" new plugin Weather --path "$WORK"
"$TRELLIS" new app Shop --plugins counters,tasks --path "$WORK"
"$SWIFT" format lint --strict --recursive "$WORK/Weather" "$WORK/Shop"
"$SWIFT" test --package-path "$WORK/Weather" --scratch-path "$WORK/.build"
"$SWIFT" build --package-path "$WORK/Shop" --scratch-path "$WORK/.build"
screen="$("$WORK/.build/debug/shop" --headless 80x12 --print-screen)"
echo "$screen"
grep -q "Counters" <<<"$screen" && grep -q "Tasks" <<<"$screen"
echo "test-scaffold: the plugin's tests pass and the app runs"
