#!/usr/bin/env bash
# Bake the game's fonts: small subsets of DejaVu (Debian's fonts-dejavu-core / fonts-dejavu-extra)
# holding only the characters the game writes, renamed as the DejaVu/Bitstream Vera licence asks
# of modified fonts. The results are committed in assets/fonts; run this only to change them.
#   needs: pip install fonttools; apt-get install fonts-dejavu-core fonts-dejavu-extra
set -euo pipefail
cd "$(dirname "$0")/../.."
SRC=/usr/share/fonts/truetype/dejavu
OUT=assets/fonts
# Basic Latin, Latin-1, Latin Extended-A, dashes/quotes/bullet/ellipsis, arrows, minus, geometric
# shapes, ★☆ ☠ ☰ ⚓ ⚔ ✓✔✕✖✗✘.
UNICODES="U+0020-007E,U+00A0-017F,U+2010-2027,U+2030-203A,U+20AC,U+2190-2199,U+2212,U+25A0-25FF,U+2605-2606,U+2620,U+2630,U+2693-2694,U+2713-2718"

subset() { # source-file out-file family-name
    pyftsubset "$SRC/$1" --unicodes="$UNICODES" --output-file="$OUT/$2" \
        --layout-features='kern,liga' --no-hinting --desubroutinize --name-IDs='*'
    python3 - "$OUT/$2" "$3" <<'PY'
import sys
from fontTools.ttLib import TTFont
path, family = sys.argv[1], sys.argv[2]
font = TTFont(path)
style = font["name"].getDebugName(2) or "Regular"
full = family if style in ("Book", "Regular") else f"{family} {style}"
for rec in font["name"].names:
    if rec.nameID in (1, 16):
        rec.string = family
    elif rec.nameID in (4, 18):
        rec.string = full
    elif rec.nameID == 6:
        rec.string = full.replace(" ", "")
    elif rec.nameID == 3:
        rec.string = f"SpanishMain:{full}"
font.save(path)
PY
}

subset DejaVuSansCondensed.ttf sans.ttf "Spanish Main Sans"
subset DejaVuSansMono.ttf mono.ttf "Spanish Main Mono"
subset DejaVuSerifCondensed-Italic.ttf chart-italic.ttf "Spanish Main Chart"
subset DejaVuSerifCondensed.ttf chart.ttf "Spanish Main Chart"
ls -l "$OUT"

# The game compiles the fonts in zlib-compressed (src/fonts.rs): write those beside the subsets.
for f in "$OUT"/*.ttf; do
    python3 -c 'import sys, zlib; open(sys.argv[1] + ".zlib", "wb").write(zlib.compress(open(sys.argv[1], "rb").read(), 9))' "$f"
done
