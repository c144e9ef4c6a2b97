#!/usr/bin/env bash
# make test-scaffold: what `trellis new` makes, built and tested as a user would, in a
# temporary folder: a plugin package (its tests run, then its library is loaded at run time
# by trellis-demo and by the new app) and an app package (built, then run headless). Both
# share one scratch folder, so Trellis is compiled once.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
"$SWIFT" build --product trellis
"$SWIFT" build --product trellis-demo
BIN="$("$SWIFT" build --show-bin-path)"
TRELLIS="$BIN/trellis"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/trellis-scaffold-XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
"$TRELLIS" new plugin Weather --path "$WORK"
"$TRELLIS" new app Shop --plugins counters,tasks --path "$WORK"
"$SWIFT" format lint --strict --recursive "$WORK/Weather" "$WORK/Shop"
"$SWIFT" test --package-path "$WORK/Weather" --scratch-path "$WORK/.build"
"$SWIFT" build --package-path "$WORK/Shop" --scratch-path "$WORK/.build"
screen="$("$WORK/.build/debug/shop" --headless 80x12 --print-screen)"
echo "$screen"
# One check per line: under `set -e` a failure before the last `&&` would not stop the run.
grep -q "Counters" <<<"$screen"
grep -q "Tasks" <<<"$screen"

# The plugin as a dynamic plugin, in a plugins folder: trellis-demo (which stands in for
# libTrellis.so) and the new app (which links it) both load it and show its tab and screen.
"$SWIFT" build --package-path "$WORK/Weather" --scratch-path "$WORK/.build" --product WeatherLibrary
mkdir "$WORK/plugins"
cp "$WORK/.build/debug/libWeatherLibrary.so" "$WORK/plugins/"
for app in "$BIN/trellis-demo" "$WORK/.build/debug/shop"; do
  screen="$("$app" --plugin-dir "$WORK/plugins" --headless 100x12 --route weather \
    --keys "r a i n enter wait:50" --print-screen)"
  echo "$screen"
  grep -q "│ Weather │" <<<"$screen"
  grep -q "You typed rain." <<<"$screen"
  grep -q "1 sent" <<<"$screen"
  "$app" --plugin-dir "$WORK/plugins" --list-plugins | grep -E "^weather .* loaded \(from "
done
echo "test-scaffold: the plugin's tests pass, the app runs, and both apps load the plugin library"
