#!/usr/bin/env bash
# The site for a static host (GitHub Pages, GitLab Pages, Netlify, Cloudflare Pages...): out/, with _headers (the
# security headers and each page's CSP, for the hosts that read it) and _nginx.conf. What the git hosts' CI
# runs (.github/workflows/ci.yml, .gitlab-ci.yml: their static-export job), and the same by hand:
#   SITE_URL=https://www.school.example NEXT_PUBLIC_API_BASE=https://forms.school.example/api bash scripts/static-export.sh
# SITE_URL: the address the site is published at. NEXT_PUBLIC_API_BASE: the form service (`npm start` on the
# school's server, whose own SITE_URL must be this site's, so that it accepts the forms from it), ending in /api.
# A static host has no /api of its own: without it the forms would post into the void, so it is required here.
set -euo pipefail
cd "$(dirname "$0")/.."

refuse() {
  echo "static export: $*" >&2
  exit 1
}
[ -n "${SITE_URL:-}" ] || refuse "set SITE_URL to the address the site is published at, e.g. https://www.school.example"
# The pages link to each other from the root (/admissions), so the site must be a whole origin, not a folder of one.
[[ "$SITE_URL" =~ ^https?://[^/]+/?$ ]] ||
  refuse "SITE_URL ($SITE_URL) must be an origin with no path, e.g. https://www.school.example: the pages link from the root (on GitHub Pages, give the site a custom domain)"
[ -n "${NEXT_PUBLIC_API_BASE:-}" ] ||
  refuse "set NEXT_PUBLIC_API_BASE to the form service's address ending in /api, e.g. https://forms.school.example/api: a static host cannot receive the forms"
[[ "$NEXT_PUBLIC_API_BASE" =~ ^https://[^/]+(/.*)?$ ]] ||
  refuse "NEXT_PUBLIC_API_BASE ($NEXT_PUBLIC_API_BASE) must be an https:// address: a page served over HTTPS cannot post to plain HTTP"

# shellcheck source=scripts/ensure-node.sh
source scripts/ensure-node.sh
npm ci
npm run build
echo "static export: out/ is ready for $SITE_URL, its forms posting to $NEXT_PUBLIC_API_BASE"
