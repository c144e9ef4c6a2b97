#!/usr/bin/env bash
# make test-scaffold: what `trellis new` makes, built and tested as a user would, in a
# temporary folder: a plugin package (its tests run, then its library is loaded at run time
# by trellis-demo and by the new apps), an app composing two feature plugins, and an app
# without plugins (built, then run headless). It checks that an app without plugins links
# libTrellis.so and none of the libraries of the images, the feature plugins or the tests,
# and that the feature plugins' own dynamic libraries (Products/TrellisPlugins) load into
# it. Every package shares one scratch folder, so Trellis is compiled once.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
"$SWIFT" build --product trellis
"$SWIFT" build --product trellis-demo
BIN="$("$SWIFT" build --show-bin-path)"
TRELLIS="$BIN/trellis"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/trellis-scaffold-XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
OUT="$WORK/.build/debug"
"$TRELLIS" new plugin Weather --path "$WORK"
"$TRELLIS" new app Shop --plugins counters,tasks --path "$WORK"
"$TRELLIS" new app Bare --plugins "" --path "$WORK"
"$SWIFT" format lint --strict --recursive "$WORK/Weather" "$WORK/Shop" "$WORK/Bare"
python3 Scripts/check-imports.py "$WORK/Weather" "$WORK/Shop" "$WORK/Bare"
"$SWIFT" test --package-path "$WORK/Weather" --scratch-path "$WORK/.build"
for app in Shop Bare; do
  "$SWIFT" build --package-path "$WORK/$app" --scratch-path "$WORK/.build"
done
screen="$("$OUT/shop" --headless 80x12 --print-screen)"
echo "$screen"
# One check per line: under `set -e` a failure before the last `&&` would not stop the run.
grep -q "Counters" <<<"$screen"
grep -q "Tasks" <<<"$screen"

# An app without plugins ships libTrellis.so and nothing of the images, the feature plugins
# or the test support.
echo "ldd $OUT/bare:"
ldd "$OUT/bare" | tee "$WORK/bare.ldd"
grep -q "libTrellis.so => $OUT/libTrellis.so" "$WORK/bare.ldd"
if grep -Ei "libgit2|libcmark|libchafa|libglib|libturbojpeg|libwebp|XCTest|TrellisImages" "$WORK/bare.ldd"; then
  echo "test-scaffold: an app without plugins links the libraries above" >&2
  exit 1
fi
if ldd "$OUT/libTrellis.so" | grep -Ei "libgit2|libcmark|libchafa|libglib|libturbojpeg|libwebp|XCTest"; then
  echo "test-scaffold: libTrellis.so links the libraries above" >&2
  exit 1
fi

# The plugin as a dynamic plugin, in a plugins folder: trellis-demo (which stands in for
# libTrellis.so) and the new apps (which link it) all load it and show its tab and screen.
"$SWIFT" build --package-path "$WORK/Weather" --scratch-path "$WORK/.build" --product WeatherLibrary
mkdir "$WORK/plugins"
cp "$OUT/libWeatherLibrary.so" "$WORK/plugins/"
for app in "$BIN/trellis-demo" "$OUT/shop" "$OUT/bare"; do
  screen="$("$app" --plugin-dir "$WORK/plugins" --headless 100x12 --route weather \
    --keys "r a i n enter wait:50" --print-screen)"
  echo "$screen"
  grep -qE "(^|│) Weather │" <<<"$screen"
  grep -q "You typed rain." <<<"$screen"
  grep -q "1 sent" <<<"$screen"
  "$app" --plugin-dir "$WORK/plugins" --list-plugins | grep -E "^weather .* loaded \(from "
done

# Trellis's feature plugins as dynamic plugins: each library links libTrellis.so (and the
# pictures' libTrellisImages.so) instead of holding a copy of them.
for name in Counters TaskList PhotoGallery; do
  "$SWIFT" build --package-path Products/TrellisPlugins --scratch-path "$WORK/.build" \
    --product "${name}Library"
done
for library in "$OUT"/lib{Counters,TaskList,PhotoGallery}Library.so "$OUT/libTrellisImages.so"; do
  readelf -d "$library" | grep -q "Shared library: \[libTrellis.so\]"
  if nm -D --defined-only "$library" | grep -E ' \$s11TrellisCore6PluginMp| \$s9TrellisUI4ViewCMn'; then
    echo "test-scaffold: $library holds a copy of Trellis" >&2
    exit 1
  fi
done
readelf -d "$OUT/libPhotoGalleryLibrary.so" | grep -q "Shared library: \[libTrellisImages.so\]"
if nm -D --defined-only "$OUT/libPhotoGalleryLibrary.so" | grep -q ' \$s13TrellisImages'; then
  echo "test-scaffold: libPhotoGalleryLibrary.so holds a copy of TrellisImages" >&2
  exit 1
fi
mkdir "$WORK/features"
cp "$OUT"/lib{Counters,TaskList,PhotoGallery}Library.so "$WORK/features/"
# The app without plugins loads them; libTrellisImages.so is found where it was built.
listing="$(LD_LIBRARY_PATH="$OUT" "$OUT/bare" --plugin-dir "$WORK/features" --list-plugins)"
echo "$listing"
for id in counters tasks photos; do
  grep -qE "^$id .* loaded \(from " <<<"$listing"
done
screen="$(LD_LIBRARY_PATH="$OUT" "$OUT/bare" --plugin-dir "$WORK/features" --headless 100x12 --print-screen)"
echo "$screen"
grep -q "Counters" <<<"$screen"
# An app that has the plugin built in refuses the library, naming the file and the reason.
listing="$("$BIN/trellis-demo" --plugin-dir "$WORK/features" --list-plugins || true)"
echo "$listing"
grep -q "libCountersLibrary.so holds the plugin 'counters', which is built into the app" \
  <<<"$listing"
echo "test-scaffold: the plugin's tests pass, the apps run, an app without plugins links" \
  "libTrellis.so alone, and the apps load the plugin libraries"
