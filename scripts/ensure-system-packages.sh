#!/usr/bin/env bash
# Debian packages the tests need: chromium (browser tests, benchmark; no browser downloads here) and
# poppler-utils (pdftotext, to read back the generated PDFs). Installs whatever is missing.
set -euo pipefail
missing=()
if ! { [ -n "${CHROME_PATH:-}" ] && [ -x "$CHROME_PATH" ]; } && ! command -v chromium >/dev/null 2>&1; then missing+=(chromium); fi
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages: ${missing[*]}. Run 'sudo apt-get install -y ${missing[*]}' and try again." >&2
  exit 1
fi
echo "Installing Debian packages: ${missing[*]}..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
