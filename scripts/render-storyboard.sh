#!/usr/bin/env bash
# Renders a scenario's storyboard (`orientation simulate --format html
# --compare`) with headless Chromium to a PNG, then checks the PNG is not
# blank (scripts/render-storyboard-check.py).
#
#   scripts/render-storyboard.sh [SCENARIO.yaml] [OUT.png]
#
# Defaults: Examples/Scenarios/video-app.yaml, .build/storyboard/video-app.png.
# Chromium: Debian's `chromium` package, installed with apt-get when missing
# (apt-get update first). Exit status: 0 rendered and not blank; 1 failed or
# blank; 3 Chromium is missing and cannot be installed (callers say "skipped").
set -euo pipefail
cd "$(dirname "$0")/.."
scenario=${1:-Examples/Scenarios/video-app.yaml}
out=${2:-.build/storyboard/$(basename "${scenario%.*}").png}
mkdir -p "$(dirname "$out")"

find_chromium() {
  for name in chromium chromium-browser google-chrome; do
    if command -v "$name" >/dev/null 2>&1; then command -v "$name"; return 0; fi
  done
  return 1
}

if ! browser=$(find_chromium); then
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" -eq 0 ]; then
    echo "render-storyboard: installing chromium with apt-get"
    if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }; then
      echo "render-storyboard: chromium could not be installed"
      exit 3
    fi
  fi
  browser=$(find_chromium) || { echo "render-storyboard: no chromium and no way to install it"; exit 3; }
fi
if ! command -v python3 >/dev/null 2>&1; then
  echo "render-storyboard: python3 is needed to check the PNG"
  exit 3
fi

swift build --product orientation >/dev/null
binary="$(swift build --show-bin-path)/orientation"
html="${out%.*}.html"
set +e
"$binary" simulate "$scenario" --format html --compare >"$html"
status=$?
set -e
# 0: every expectation held; 1: some did not, and the storyboard shows it.
if [ "$status" -gt 1 ] || [ ! -s "$html" ]; then
  echo "render-storyboard: orientation simulate failed (exit $status)"
  exit 1
fi

frames=$(grep -o '<svg ' "$html" | wc -l)
height=$(( 400 + (frames / 8 + 1) * 820 ))
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
  --user-data-dir="$profile" --window-size="1100,$height" --screenshot="$out" \
  "file://$(cd "$(dirname "$html")" && pwd)/$(basename "$html")" >/dev/null 2>&1
python3 scripts/render-storyboard-check.py "$out"
echo "render-storyboard: $out ($frames frames) from $scenario"
