#!/usr/bin/env bash
# Authoring tool, not part of the build: cuts the "core" Inter files the pages load first out of the full
# latin files in packages/ui/src/fonts. Core = ASCII plus the punctuation and symbols the product's texts use;
# the full files stay as fallbacks for other characters (the browser fetches them only when a page needs one).
# Needs fontTools with brotli (Debian: apt-get install python3-fonttools python3-brotli).
# Keep CORE_RANGE in step with coreRange in packages/ui/src/theme/global.css.ts.
set -euo pipefail
cd "$(dirname "$0")/../packages/ui/src/fonts"
CORE_RANGE="U+0020-007E,U+00A0,U+00A9,U+00AE,U+00B0,U+00B7,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+20AC,U+2122,U+2212"
# Kerning, ligatures and tabular figures (tables' number columns). Contextual alternates, composition, marks and
# localized forms do nothing for the core's ASCII text but weigh a quarter of each file (12 KB -> 9 KB).
FEATURES="kern,liga,tnum"
for weight in 400 600 700; do
  /usr/bin/python3 -m fontTools.subset "inter-latin-$weight-normal.woff2" \
    --output-file="inter-core-$weight-normal.woff2" --flavor=woff2 \
    --unicodes="$CORE_RANGE" --layout-features="$FEATURES"
  echo "inter-core-$weight-normal.woff2: $(wc -c < "inter-core-$weight-normal.woff2") bytes"
done
