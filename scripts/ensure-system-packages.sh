#!/usr/bin/env bash
# Debian packages the tests need, installed when missing: chromium (browser tests, benchmark; no browser
# downloads here), poppler-utils (pdftotext, to read back the generated PDFs), nginx (the generated nginx
# config is served and compared with `npm start`), openssl (a test certificate for that nginx), logrotate and
# systemd (systemd-analyze) to check the deployment files in deploy/, shellcheck and caddy (`caddy adapt`) for the
# server command deploy/school-site.
set -euo pipefail
missing=()
has() { command -v "$1" >/dev/null 2>&1 || [ -x "/usr/sbin/$1" ]; }
if ! { [ -n "${CHROME_PATH:-}" ] && [ -x "$CHROME_PATH" ]; } && ! has chromium; then missing+=(chromium); fi
has pdftotext || missing+=(poppler-utils)
has nginx || missing+=(nginx)
has openssl || missing+=(openssl)
has logrotate || missing+=(logrotate)
has systemd-analyze || missing+=(systemd)
has shellcheck || missing+=(shellcheck)
has caddy || missing+=(caddy)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages: ${missing[*]}. Run 'sudo apt-get install -y ${missing[*]}' and try again." >&2
  exit 1
fi
echo "Installing Debian packages: ${missing[*]}..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
