#!/usr/bin/env bash
# Regenerates the RedeemDesk icons from scratch with ImageMagick (and python3 for the macOS .icns container):
# a rounded teal tile with a white voucher ticket and a check mark.
#   RedeemDesk.png  (512x512, Linux)   RedeemDesk.ico (16-256, Windows)   RedeemDesk.icns (16-1024, macOS)
set -euo pipefail
cd "$(dirname "$0")"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
convert -size 1024x1024 xc:none \
  -fill '#0f766e' -draw 'roundrectangle 64,64 960,960 180,180' \
  -fill white -draw 'roundrectangle 200,300 824,724 48,48' \
  -fill '#0f766e' -draw 'circle 200,512 200,572' -draw 'circle 824,512 824,572' \
  -stroke '#0f766e' -strokewidth 14 -draw 'stroke-dasharray 28 22 line 640,330 640,694' \
  -stroke '#16a34a' -strokewidth 64 -fill none -draw 'stroke-linejoin round stroke-linecap round polyline 330,520 430,620 580,420' \
  "$tmp/1024.png"
for s in 16 32 48 64 128 256 512; do convert "$tmp/1024.png" -resize ${s}x${s} "$tmp/$s.png"; done
cp "$tmp/512.png" RedeemDesk.png
convert "$tmp/16.png" "$tmp/32.png" "$tmp/48.png" "$tmp/64.png" "$tmp/128.png" "$tmp/256.png" RedeemDesk.ico
python3 - "$tmp" <<'PY'
import struct, sys
tmp = sys.argv[1]
# PNG-encoded ICNS entries: icp4 16, icp5 32, ic07 128, ic08 256, ic09 512, ic10 1024
entries = [("icp4", 16), ("icp5", 32), ("ic07", 128), ("ic08", 256), ("ic09", 512), ("ic10", 1024)]
body = b""
for kind, size in entries:
    data = open(f"{tmp}/{size}.png", "rb").read()
    body += kind.encode() + struct.pack(">I", len(data) + 8) + data
open("RedeemDesk.icns", "wb").write(b"icns" + struct.pack(">I", len(body) + 8) + body)
PY
echo "icons written to $(pwd)"
