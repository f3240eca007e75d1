#!/usr/bin/env bash
# Browser tests and the benchmark drive Debian's Chromium (no browser downloads here). Installs it when missing.
set -euo pipefail
if [ -n "${CHROME_PATH:-}" ] && [ -x "$CHROME_PATH" ]; then exit 0; fi
if command -v chromium >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing: run 'sudo apt-get install -y chromium' (or set CHROME_PATH) and try again." >&2
  exit 1
fi
echo "Installing Debian's chromium for the browser tests..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
