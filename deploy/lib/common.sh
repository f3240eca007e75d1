# Shared by every `school-site` command (sourced, not run): where things live on the server, how the commands talk,
# and the checks more than one command makes. Paths are fixed on purpose: DEPLOY.md, the systemd units and the
# diagnose command name the same places.
# shellcheck shell=bash

SITE_USER=school-site
SITE_HOME=/srv/school-site
# The site's git repository: the content editor commits here, the publisher builds from here (PUBLISH_REPO), and
# the service runs here (its WorkingDirectory), reading content/ from it.
REPO_DIR=$SITE_HOME/repo
# Code releases: each a copy of one commit with its own node_modules and compiled service (dist/). The repository's
# node_modules and dist are links to current's, so one rename switches the code the service runs.
APP_DIR=$SITE_HOME/app
# The publisher's releases of the built site (PUBLISH_DIR, the default .releases in the repository).
PUBLISH_DIR=$REPO_DIR/.releases
ETC_DIR=/etc/school-site
ENV_FILE=$ETC_DIR/school-site.env
DATA_DIR=/var/lib/school-site
BACKUP_DIR=/var/backups/school-site
# Pre-update backups: kept apart from the nightly ones (which the service rotates) and pruned by `update`.
UPDATE_BACKUP_DIR=$BACKUP_DIR/before-update
NODE_ROOT=/opt/school-site-node
COMMAND_PATH=/usr/local/sbin/school-site
CADDYFILE=/etc/caddy/Caddyfile
UNIT_DIR=/etc/systemd/system
LOCK_FILE=/run/lock/school-site.lock
# npm itself: the registry's node-linux-* packages carry node only. The version CI uses.
NPM_VERSION=11.19.1
NPM_REGISTRY=${SCHOOL_SITE_NPM_REGISTRY:-https://registry.npmjs.org}
# Debian's bundle of trusted certificates, with any the school added (update-ca-certificates): Node and npm trust it
# too, so a network that inspects HTTPS with its own certificate authority works as curl and apt do.
SYSTEM_CA=/etc/ssl/certs/ca-certificates.crt
# Releases of the code kept on disk (the live one and the ones an update can go back to).
APP_KEEP=3

if [ -t 1 ]; then
  _bold=$'\e[1m' _red=$'\e[31m' _green=$'\e[32m' _yellow=$'\e[33m' _plain=$'\e[0m'
else
  _bold='' _red='' _green='' _yellow='' _plain=''
fi

say() { printf '%s\n' "$*"; }
step() { printf '%s==> %s%s\n' "$_bold" "$*" "$_plain"; }
warn() { printf '%sWarning:%s %s\n' "$_yellow" "$_plain" "$*" >&2; }
die() {
  printf '%sError:%s %s\n' "$_red" "$_plain" "$*" >&2
  exit 1
}
ok_line() { printf '%s  OK %s %s\n' "$_green" "$_plain" "$*"; }
problem_line() { printf '%sPROBLEM%s %s\n' "$_red" "$_plain" "$*"; }
fix_line() { printf '        Fix: %s\n' "$*"; }

require_root() {
  [ "$(id -u)" -eq 0 ] || die "run this as root: sudo $COMMAND_NAME $*"
}

# One school-site command at a time (an update and the nightly off-site copy must not overlap).
take_lock() {
  # Opened for reading: the nightly copy runs as the site's user and root's commands share the same file.
  [ -e "$LOCK_FILE" ] || (umask 022 && : >>"$LOCK_FILE")
  exec 9<"$LOCK_FILE"
  if ! flock -n 9; then
    say "Another school-site command is running; waiting for it to finish..."
    flock 9
  fi
}

# Runs a command as the site's user in the repository, with the settings of the env file (as the service has them).
as_site() {
  # shellcheck disable=SC2016 # expanded by the inner shell
  runuser -u "$SITE_USER" -- env -i PATH=/usr/local/bin:/usr/bin:/bin HOME="$SITE_HOME" LANG=C.UTF-8 NODE_EXTRA_CA_CERTS="$SYSTEM_CA" \
    npm_config_update_notifier=false bash -c 'set -a; . "$0"; set +a; cd "$1" && shift && exec "$@"' "$ENV_FILE" "$REPO_DIR" "$@"
}

# Runs a command as the site's user in a folder, without the env file (git, npm ci).
as_site_in() {
  local dir=$1
  shift
  # shellcheck disable=SC2016 # expanded by the inner shell
  runuser -u "$SITE_USER" -- env -i PATH="${NODE_BIN:+$NODE_BIN:}/usr/local/bin:/usr/bin:/bin" HOME="$SITE_HOME" LANG=C.UTF-8 NODE_EXTRA_CA_CERTS="$SYSTEM_CA" npm_config_update_notifier=false \
    GIT_AUTHOR_NAME="School website updater" GIT_AUTHOR_EMAIL="updater@localhost" \
    GIT_COMMITTER_NAME="School website updater" GIT_COMMITTER_EMAIL="updater@localhost" \
    bash -c 'cd "$0" && exec "$@"' "$dir" "$@"
}

# The value of one setting in the env file (empty when unset), read the way systemd reads it: KEY=value or KEY="value".
setting() {
  local key=$1 file=${2:-$ENV_FILE} line value
  [ -r "$file" ] || return 0
  line=$(grep -E "^${key}=" "$file" | tail -n 1) || true
  value=${line#*=}
  if [[ $value == \"*\" ]]; then value=${value:1:${#value}-2}; fi
  printf '%s' "$value"
}

# The host name of SITE_URL.
site_domain() {
  local url
  url=$(setting SITE_URL)
  url=${url#*://}
  printf '%s' "${url%%[:/]*}"
}

valid_domain() {
  [[ $1 =~ ^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$ ]] && [ ${#1} -le 253 ]
}

valid_email() {
  local local_part=${1%@*} domain=${1##*@}
  [[ $1 == *@* ]] && [[ $local_part =~ ^[A-Za-z0-9._%+-]+$ ]] && valid_domain "${domain,,}"
}

# The addresses a name resolves to, one a line (IPv4 and IPv6), as this machine's resolver answers.
resolved_addresses() {
  getent ahosts "$1" 2>/dev/null | awk '{print $1}' | sort -u
}

# Whether an address belongs to this machine: the kernel routes it to itself (a local route; no packet is sent).
is_local_address() {
  ip route get "$1" 2>/dev/null | grep -q '^local '
}

# Says why the domain does not reach this machine, or nothing when it does. $2: the public address of a router that
# forwards ports 80 and 443 here (--public-address), if any.
dns_problem() {
  local domain=$1 public=${2:-} addresses address
  addresses=$(resolved_addresses "$domain")
  if [ -z "$addresses" ]; then
    printf '%s does not resolve to any address: create an A record (and AAAA for IPv6) for it at your DNS provider pointing at this server, wait until "getent hosts %s" shows it, then run this again.' "$domain" "$domain"
    return
  fi
  for address in $addresses; do
    if is_local_address "$address" || [ "$address" = "$public" ]; then return; fi
  done
  printf '%s resolves to %s, which is not an address of this machine%s. Point its A/AAAA record at this server; if this server sits behind a router that forwards ports 80 and 443 to it, give the router'"'"'s public address with --public-address.' \
    "$domain" "$(printf '%s' "$addresses" | paste -sd ' ')" "${public:+ nor $public}"
}

# The Node version the code in a folder needs (.nvmrc), without a leading v.
wanted_node_version() {
  tr -d '[:space:]v' <"$1/.nvmrc"
}

node_arch() {
  case "$(uname -m)" in
    x86_64) printf x64 ;;
    aarch64 | arm64) printf arm64 ;;
    *) return 1 ;;
  esac
}

# Downloads one package of the npm registry (name, version) and unpacks it into a new folder $3, after checking
# the sha512 the registry lists for it. The folder appears whole or not at all.
fetch_registry_package() {
  local name=$1 version=$2 target=$3 tmp metadata integrity tarball actual
  tmp=$(mktemp -d)
  metadata=$(curl -fsSL --retry 3 "$NPM_REGISTRY/$name/$version") || {
    rm -rf "$tmp"
    die "could not reach the npm registry ($NPM_REGISTRY) for $name@$version: check this server's internet connection."
  }
  integrity=$(printf '%s' "$metadata" | grep -oE '"integrity" *: *"sha512-[^"]+"' | head -n 1 | sed -E 's/.*"sha512-([^"]+)"/\1/')
  tarball=$(printf '%s' "$metadata" | grep -oE '"tarball" *: *"[^"]+"' | head -n 1 | sed -E 's/.*: *"([^"]+)"/\1/')
  if [ -z "$integrity" ] || [ -z "$tarball" ]; then
    rm -rf "$tmp"
    die "the npm registry's answer for $name@$version has no tarball or checksum."
  fi
  curl -fsSL --retry 3 -o "$tmp/package.tgz" "$tarball" || {
    rm -rf "$tmp"
    die "could not download $tarball"
  }
  actual=$(openssl dgst -sha512 -binary "$tmp/package.tgz" | base64 -w 0)
  if [ "$actual" != "$integrity" ]; then
    rm -rf "$tmp"
    die "$name@$version from the registry does not match its published checksum; nothing was installed."
  fi
  tar -xzf "$tmp/package.tgz" -C "$tmp"
  mkdir -p "$(dirname "$target")"
  rm -rf "$target"
  mv "$tmp/package" "$target"
  rm -rf "$tmp"
}

# Node (and npm) of the given version under $NODE_ROOT, downloaded once. Prints "changed" when it downloaded.
fetch_node() {
  local version=$1 arch
  arch=$(node_arch) || die "no Node build for $(uname -m)"
  if [ ! -x "$NODE_ROOT/node-v$version/bin/node" ]; then
    fetch_registry_package "node-linux-$arch" "$version" "$NODE_ROOT/node-v$version" >&2
    echo changed
  fi
  if [ ! -f "$NODE_ROOT/npm-$NPM_VERSION/bin/npm-cli.js" ]; then
    fetch_registry_package npm "$NPM_VERSION" "$NODE_ROOT/npm-$NPM_VERSION" >&2
    echo changed
  fi
}

# Makes that Node /usr/local/bin/node (and npm), where the systemd unit and the publisher's builds find it.
link_node() {
  link_if_needed "$NODE_ROOT/node-v$1/bin/node" /usr/local/bin/node
  link_if_needed "$NODE_ROOT/npm-$NPM_VERSION/bin/npm-cli.js" /usr/local/bin/npm
  link_if_needed "$NODE_ROOT/npm-$NPM_VERSION/bin/npx-cli.js" /usr/local/bin/npx
}

ensure_node() {
  fetch_node "$1"
  link_node "$1"
}

# Points a symlink at a target, atomically, unless it already does; prints "changed" when it changed it.
link_if_needed() {
  local target=$1 link=$2
  if [ -L "$link" ] && [ "$(readlink "$link")" = "$target" ]; then return 0; fi
  ln -sfn "$target" "$link.new.$$"
  mv -T "$link.new.$$" "$link"
  echo changed
}

# Installs a file with the given mode and owner unless it already has those bytes; prints "changed" when it did.
install_if_changed() {
  local source=$1 target=$2 mode=$3 owner=${4:-root:root}
  if [ -f "$target" ] && cmp -s "$source" "$target" && [ "$(stat -c '%a %U:%G' "$target")" = "${mode#0} $owner" ]; then
    return 0
  fi
  install -D -m "$mode" -o "${owner%%:*}" -g "${owner##*:}" "$source" "$target"
  echo changed
}

# The service answers on its own port: the home page and the staff sign-in page (which the service renders itself).
local_health() {
  local port
  port=$(setting PORT)
  curl -fs -o /dev/null --max-time 10 "http://127.0.0.1:${port:-3000}/" &&
    curl -fs -o /dev/null --max-time 10 "http://127.0.0.1:${port:-3000}/staff/sign-in"
}

# The site over HTTPS through Caddy, as a visitor reaches it (the name resolved to this machine).
https_health() {
  local domain
  domain=$(site_domain)
  curl -fs -o /dev/null --max-time 15 --resolve "$domain:443:127.0.0.1" "https://$domain/"
}

# Waits until a check passes, up to $1 seconds.
wait_for() {
  local seconds=$1
  shift
  local deadline=$((SECONDS + seconds))
  until "$@"; do
    [ $SECONDS -lt $deadline ] || return 1
    sleep 1
  done
}

sqlite_value() {
  sqlite3 -readonly -cmd '.timeout 5000' "$DATA_DIR/submissions.sqlite" "$1"
}

# Asks the running service to publish the repository's newest commit, through its own signed push webhook (the
# same build, workspace and caches as an editor's save); prints the publish's id.
publish_now() {
  local who=$1 secret port branch head body signature answer id
  secret=$(setting PUBLISH_WEBHOOK_SECRET)
  port=$(setting PORT)
  branch=$(setting PUBLISH_BRANCH)
  [ -n "$secret" ] || die "PUBLISH_WEBHOOK_SECRET is empty in $ENV_FILE: run school-site install to set one."
  head=$(as_site_in "$REPO_DIR" git rev-parse HEAD)
  body=$(printf '{"ref":"refs/heads/%s","after":"%s","pusher":{"name":"%s","email":"server@localhost"}}' "${branch:-main}" "$head" "$who")
  signature=$(printf '%s' "$body" | openssl dgst -sha256 -hmac "$secret" -r | cut -d ' ' -f 1)
  answer=$(curl -fsS --max-time 30 -X POST "http://127.0.0.1:${port:-3000}/api/publish/hook/github" \
    -H 'content-type: application/json' -H 'x-github-event: push' \
    -H "x-github-delivery: school-site-$(openssl rand -hex 12)" -H "x-hub-signature-256: sha256=$signature" \
    --data-binary "$body") || return 1
  id=$(printf '%s' "$answer" | grep -oE '"publish" *: *[0-9]+' | grep -oE '[0-9]+$') || return 1
  printf '%s' "$id"
}

# Waits for a publish to go live (0) or fail (1, printing why), up to $2 seconds.
wait_publish() {
  local id=$1 seconds=$2 state deadline=$((SECONDS + $2))
  while [ $SECONDS -lt $deadline ]; do
    state=$(sqlite_value "SELECT state FROM publishes WHERE id = $id") || state=''
    case "$state" in
      live) return 0 ;;
      failed | rolled-back)
        sqlite_value "SELECT coalesce(failure, '') FROM publishes WHERE id = $id" >&2
        return 1
        ;;
    esac
    sleep 2
  done
  say "The publish #$id did not finish within $seconds s." >&2
  return 1
}
