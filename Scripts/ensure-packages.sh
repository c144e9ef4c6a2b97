#!/usr/bin/env bash
# Installs the Debian packages the build needs when they are missing.
# Usage: Scripts/ensure-packages.sh pkg...
set -euo pipefail

missing=()
for package in "$@"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing missing Debian packages: ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
  runner=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  runner=(sudo)
else
  echo "error: these Debian packages are missing: ${missing[*]}" >&2
  echo "Install them as root (apt-get install -y ${missing[*]}) or give this user sudo, then run make again." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${runner[@]}" apt-get update -qq
"${runner[@]}" apt-get install -y -qq "${missing[@]}"
