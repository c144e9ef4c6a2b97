#!/usr/bin/env bash
# The walls a plugin meets at compile time: each file in CompileFailures/ is built as a target
# of a package that depends on Trellis by path, as a third-party plugin does, and must fail
# with the error its first line names (`// expect: inaccessible`, `cannot find`, `no such
# module`) — or build, for `// expect: builds`, which shows the failures come from the walls
# and not from the setup. Shares the hostile package's build folder, so Trellis is compiled
# once. Run from anywhere: `Tests/HostilePlugin/check-walls.sh`.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
TRELLIS="$(cd "$HERE/../.." && pwd)"
SWIFT="${SWIFT:-swift}"
SCRATCH="${SCRATCH:-$HERE/.build}"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/trellis-walls-XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

names=()
for snippet in "$HERE"/CompileFailures/*.swift; do
  name="$(basename "$snippet" .swift)"
  names+=("$name")
  mkdir -p "$WORK/Sources/$name"
  cp "$snippet" "$WORK/Sources/$name/$name.swift"
done
{
  echo '// swift-tools-version: 6.0'
  echo 'import PackageDescription'
  echo 'let trellis: [Target.Dependency] = ['
  echo '  .product(name: "Trellis", package: "Trellis"),'
  echo '  .product(name: "TaskList", package: "TrellisPlugins"),'
  echo ']'
  echo 'let package = Package('
  echo '  name: "WallSnippets",'
  echo '  dependencies: ['
  echo "    .package(name: \"Trellis\", path: \"$TRELLIS/Products/Trellis\"),"
  echo "    .package(name: \"TrellisPlugins\", path: \"$TRELLIS/Products/TrellisPlugins\"),"
  echo '  ],'
  echo '  targets: ['
  for name in "${names[@]}"; do
    echo "    .target(name: \"$name\", dependencies: trellis, swiftSettings: [.swiftLanguageMode(.v5)]),"
  done
  echo '  ]'
  echo ')'
} >"$WORK/Package.swift"

failed=0
for name in "${names[@]}"; do
  expect="$(sed -n 's|^// expect: ||p' "$HERE/CompileFailures/$name.swift" | head -1)"
  if output="$("$SWIFT" build --package-path "$WORK" --scratch-path "$SCRATCH" --target "$name" 2>&1)"; then
    built=yes
  else
    built=no
  fi
  if [ "$expect" = "builds" ]; then
    if [ "$built" = yes ]; then echo "ok   $name builds"; else
      echo "FAIL $name should build:"; { grep -E "error:" <<<"$output" || true; } | sort -u; failed=1
    fi
  elif [ "$built" = no ] && grep -q "error: .*$expect" <<<"$output"; then
    echo "ok   $name: $(grep -m1 -oE "error: .*$expect[^\`]*" <<<"$output")"
  else
    echo "FAIL $name should fail with \"$expect\" (built: $built):"
    { grep -E "error:" <<<"$output" || true; } | sort -u | head -5
    failed=1
  fi
done
exit $failed
