# `school-site install`: everything the site needs on a fresh Debian 12/13 or Ubuntu 24.04 server, and the repair of
# an installed one. Every step first looks at what is there and changes only what differs, so a second run changes
# nothing (sourced by deploy/school-site).
# shellcheck shell=bash

INSTALL_USAGE="Usage: sudo school-site install <domain> <office e-mail> [options]
       sudo school-site install                 (again, on an installed server: repairs it with its settings)

  <domain>                 the site's address, e.g. www.sunrisevalleyschool.edu.in; its DNS A/AAAA record must
                           already point at this server (Let's Encrypt checks it)
  <office e-mail>          the admissions office: receives every form, and Let's Encrypt's notices

  --admin <e-mail>         the first administrator's staff account (default: the office e-mail)
  --smtp <url>             the mail server, smtp://user:password@host:587 (without it, mails are only written
                           to $DATA_DIR/outbox)
  --offsite <repository>   where the nightly backup is copied, encrypted (restic): sftp:user@host:/path,
                           s3:https://s3.example.com/bucket/school-site, or a folder on another disk
  --s3-key-id <id>, --s3-secret <secret>
                           the S3 bucket's access key, for an s3: repository
  --repo <git url>         the site's code (default: the repository this command came from)
  --branch <name>          its branch (default: main)
  --public-address <ip>    this server's public address when it sits behind a router that forwards ports 80
                           and 443 to it (the domain resolves to the router)
  --acme-ca <url>          another ACME certificate authority than Let's Encrypt (a local one in tests)"

# Debian packages the server needs: git (the repository), caddy (HTTPS), restic (off-site backups), sqlite3
# (sqlite3 reads the database for diagnose), curl and openssl (downloads, checks), iproute2 (the DNS check),
# openssh-client (an sftp: off-site place) and poppler-utils (the build checks the PDFs' text layer with it).
INSTALL_PACKAGES=(git caddy restic sqlite3 curl ca-certificates openssl iproute2 openssh-client poppler-utils)

cmd_install() {
  local -A given=() initial=()
  local domain='' email='' admin='' repo_url='' branch='' public_address='' positional=()
  while [ $# -gt 0 ]; do
    case "$1" in
      --admin) admin=${2:-} && shift ;;
      --smtp) given[SMTP_URL]=${2:-} && shift ;;
      --offsite) given[OFFSITE_REPOSITORY]=${2:-} && shift ;;
      --s3-key-id) given[OFFSITE_S3_KEY_ID]=${2:-} && shift ;;
      --s3-secret) given[OFFSITE_S3_SECRET]=${2:-} && shift ;;
      --repo) repo_url=${2:-} && shift ;;
      --branch) branch=${2:-} && shift ;;
      --public-address) public_address=${2:-} && shift ;;
      --acme-ca) given[ACME_CA]=${2:-} && shift ;;
      -*) die "unknown option $1
$INSTALL_USAGE" ;;
      *) positional+=("$1") ;;
    esac
    shift
  done
  [ ${#positional[@]} -le 2 ] || die "too many arguments: ${positional[*]}
$INSTALL_USAGE"
  domain=${positional[0]:-}
  email=${positional[1]:-}

  # Every check before any change: a refused run leaves the machine exactly as it was.
  local problems=() installed=0 key problem
  [ -f "$ENV_FILE" ] && [ -d "$REPO_DIR/.git" ] && installed=1
  if [ "$(id -u)" -ne 0 ]; then problems+=("This must run as root: sudo $COMMAND_NAME install ..."); fi
  problem=$(os_problem) && [ -n "$problem" ] && problems+=("$problem")
  if [ -z "$domain" ] && [ $installed -eq 1 ]; then domain=$(site_domain); fi
  if [ -z "$email" ] && [ $installed -eq 1 ]; then email=$(setting MAIL_TO); fi
  if [ -z "$domain" ]; then
    problems+=("No domain given: say at which address the site will be, e.g. $COMMAND_NAME install www.sunrisevalleyschool.edu.in admissions@sunrisevalleyschool.edu.in")
  elif ! valid_domain "$domain"; then
    problems+=("\"$domain\" is not a domain name (lower-case letters, digits, hyphens and dots, e.g. www.sunrisevalleyschool.edu.in; no https:// and no path).")
  else
    problem=$(dns_problem "$domain" "$public_address") && [ -n "$problem" ] && problems+=("$problem")
  fi
  if [ -z "$email" ]; then
    problems+=("No office e-mail given: the address that receives the forms, e.g. admissions@sunrisevalleyschool.edu.in, as the second argument.")
  elif ! valid_email "$email"; then
    problems+=("\"$email\" is not an e-mail address.")
  fi
  local admin_given=$admin
  admin=${admin:-$email}
  if [ "$admin" != "$email" ] && ! valid_email "$admin"; then problems+=("--admin \"$admin\" is not an e-mail address."); fi
  for key in "${!given[@]}"; do
    problem=$(env_value_problem "$(option_of "$key")" "${given[$key]}") && [ -n "$problem" ] && problems+=("$problem.")
  done
  if [ -n "${given[SMTP_URL]:-}" ] && ! [[ ${given[SMTP_URL]} =~ ^smtps?://[^[:space:]]+$ ]]; then
    problems+=("--smtp must be a URL such as smtp://user:password@smtp.example.com:587 or smtps://...:465.")
  fi
  if [ -n "${given[OFFSITE_REPOSITORY]:-}" ] && ! [[ ${given[OFFSITE_REPOSITORY]} =~ ^(sftp:|s3:|/) ]]; then
    problems+=("--offsite must be sftp:user@host:/path, s3:https://host/bucket/path or an absolute folder.")
  fi
  if [[ ${given[OFFSITE_REPOSITORY]:-} == s3:* ]] && [ -z "${given[OFFSITE_S3_KEY_ID]:-}${given[OFFSITE_S3_SECRET]:-}" ] && [ -z "$(setting OFFSITE_S3_KEY_ID)" ]; then
    problems+=("an s3: repository needs --s3-key-id and --s3-secret.")
  fi
  if [ -n "${given[ACME_CA]:-}" ] && ! [[ ${given[ACME_CA]} =~ ^https://[A-Za-z0-9.:/_-]+$ ]]; then
    problems+=("--acme-ca must be the https:// address of an ACME directory.")
  fi
  if [ -n "$branch" ] && ! [[ $branch =~ ^[A-Za-z0-9._/-]+$ ]]; then problems+=("--branch \"$branch\" is not a branch name."); fi
  if [ -z "$repo_url" ]; then repo_url=$(default_repository_url); fi
  if [ -z "$repo_url" ]; then problems+=("No repository to install from: give its git URL with --repo."); fi
  if [ -e /usr/local/bin/node ] && ! [[ "$(readlink /usr/local/bin/node 2>/dev/null)" == "$NODE_ROOT"/* ]]; then
    problems+=("/usr/local/bin/node is another Node installation. Remove it (or move it elsewhere on PATH): the site runs the Node its code names, which this command installs under $NODE_ROOT.")
  fi
  if [ ${#problems[@]} -gt 0 ]; then
    printf '%sNothing was changed.%s\n' "$_bold" "$_plain" >&2
    for problem in "${problems[@]}"; do printf '%sError:%s %s\n' "$_red" "$_plain" "$problem" >&2; done
    exit 1
  fi
  domain=${domain,,}
  take_lock
  local started=$SECONDS changed=() output restart=0 republish=0

  step "Debian packages"
  install_packages

  step "The site's user and folders"
  if ! id "$SITE_USER" >/dev/null 2>&1; then
    useradd --system --user-group --home-dir "$SITE_HOME" --shell /usr/sbin/nologin "$SITE_USER"
    changed+=("user $SITE_USER")
  fi
  ensure_dir "$SITE_HOME" 0755 "$SITE_USER:$SITE_USER"
  ensure_dir "$APP_DIR/releases" 0755 "$SITE_USER:$SITE_USER"
  ensure_dir "$ETC_DIR" 0750 "root:$SITE_USER"
  ensure_dir "$DATA_DIR" 0700 "$SITE_USER:$SITE_USER"
  ensure_dir "$BACKUP_DIR" 0700 "$SITE_USER:$SITE_USER"

  step "The site's repository ($REPO_DIR)"
  branch=${branch:-$(setting PUBLISH_BRANCH)}
  branch=${branch:-main}
  if [ ! -d "$REPO_DIR/.git" ]; then
    as_site_in "$SITE_HOME" git clone --quiet --branch "$branch" "$repo_url" "$REPO_DIR" ||
      die "could not clone $repo_url (branch $branch). Check the URL, and for a private repository give this server a deploy key ($SITE_HOME/.ssh)."
    changed+=("repository cloned from $repo_url")
  elif [ "$(as_site_in "$REPO_DIR" git remote get-url origin 2>/dev/null)" != "$repo_url" ]; then
    as_site_in "$REPO_DIR" git remote set-url origin "$repo_url"
    changed+=("repository origin is now $repo_url")
  fi
  # The links to the code release and the built site are the server's own, never the school's changes.
  ensure_line "$REPO_DIR/.git/info/exclude" '/node_modules' && ensure_line "$REPO_DIR/.git/info/exclude" '/dist'

  step "Node"
  output=$(ensure_node "$(wanted_node_version "$REPO_DIR")")
  [ -n "$output" ] && changed+=("Node $(/usr/local/bin/node --version)") && restart=1
  say "$(/usr/local/bin/node --version), npm $(/usr/local/bin/npm --version)"

  step "The code release ($APP_DIR/current)"
  if ! app_release_intact "$APP_DIR/current"; then
    local release
    release=$(build_app_release "$(as_site_in "$REPO_DIR" git rev-parse HEAD)") || die "the code release could not be built (above)."
    link_if_needed "releases/$release" "$APP_DIR/current" >/dev/null
    changed+=("code release $release")
    restart=1
  fi
  for key in node_modules dist; do
    output=$(link_if_needed "../app/current/$key" "$REPO_DIR/$key")
    [ -n "$output" ] && changed+=("link $REPO_DIR/$key")
  done
  chown -h "$SITE_USER:$SITE_USER" "$REPO_DIR/node_modules" "$REPO_DIR/dist" "$APP_DIR/current"
  install_command

  step "Settings ($ENV_FILE)"
  local fresh=0
  [ -f "$ENV_FILE" ] || fresh=1
  given[SITE_URL]="https://$domain"
  given[MAIL_TO]=$email
  given[PUBLISH_BRANCH]=$branch
  initial=(
    [HOST]=127.0.0.1 [PORT]=3000 [TRUST_PROXY]=127.0.0.1 [DATA_DIR]=$DATA_DIR [BACKUP_DIR]=$BACKUP_DIR
    [PUBLISH_REPO]=$REPO_DIR [NEXT_PUBLIC_API_BASE]='' [CHROME_PATH]=''
    [MAIL_FROM]="$(school_name) website <no-reply@${domain#www.}>"
    [APPLICATION_LINK_SECRET]=$(openssl rand -hex 32) [PUBLISH_WEBHOOK_SECRET]=$(openssl rand -hex 32)
    [OFFSITE_PASSWORD]=$(openssl rand -base64 33 | tr '+/' '-_')
  )
  output=$(ENV_FILE_GROUP=$SITE_USER write_env_file "$APP_DIR/current/.env.example" "$ENV_FILE" given initial)
  if [ -n "$output" ]; then
    changed+=("settings")
    restart=1 republish=1
  fi
  chown "root:$SITE_USER" "$ENV_FILE" && chmod 0640 "$ENV_FILE"

  step "systemd units and the journal's retention"
  output=$(install_units)
  if [ -n "$output" ]; then
    changed+=("systemd units")
    systemctl daemon-reload
    restart=1
  fi
  systemctl enable --quiet school-site.service school-site-offsite.timer
  systemctl start --quiet school-site-offsite.timer

  step "HTTPS (Caddy, certificate for $domain)"
  output=$(install_caddyfile "$domain" "$email")
  if [ -n "$output" ]; then
    changed+=("Caddy configuration")
    caddy validate --adapter caddyfile --config "$CADDYFILE" >/dev/null 2>&1 || die "the Caddy configuration does not validate: caddy validate --config $CADDYFILE"
    systemctl enable --quiet caddy
    systemctl reload-or-restart caddy
  fi
  systemctl is-active --quiet caddy || systemctl start caddy

  step "The site"
  if [ ! -f "$REPO_DIR/out/index.html" ] && [ ! -e "$PUBLISH_DIR/current" ]; then
    say "First build of the site (a few minutes on a new server: every photo is resized once)..."
    first_site_build || die "the site could not be built (above). Fix the content or code it names, then run this again."
    changed+=("first build")
  fi
  if [ $restart -eq 1 ] || ! systemctl is-active --quiet school-site; then
    systemctl restart school-site
    [ $restart -eq 1 ] && changed+=("service (re)started")
  fi
  wait_for 60 local_health || die "the service did not answer within a minute: journalctl -u school-site -n 50"

  # The publisher builds every later save in its own workspace: its first build there is cold (about 2.5 min), so
  # the install makes it, and the first edit a school makes goes live in seconds.
  if [ ! -e "$PUBLISH_DIR/current" ] || [ $republish -eq 1 ]; then
    step "First publish (leaves the publisher's build caches warm)"
    local id
    id=$(publish_now "school-site install") || die "the service refused the publish request: journalctl -u school-site -n 50"
    wait_publish "$id" 1500 || die "the first publish failed; see Website updates (/staff/updates) or the reason above."
    changed+=("site published")
  fi

  step "Off-site backups"
  offsite_setup

  step "The first administrator"
  local admin_link='' accounts admins
  accounts=$(as_site node dist/server/cli/staff.js list)
  admins=$(awk '$2 ~ /(^|,)admin(,|$)/ {print $1}' <<<"$accounts" | paste -sd ' ')
  if awk -v email="${admin,,}" 'tolower($1) == email {found = 1} END {exit !found}' <<<"$accounts"; then
    say "$admin has an account."
  elif [ -z "$admin_given" ] && [ -n "$admins" ]; then
    say "Administrators: $admins."
  else
    admin_link=$(as_site node dist/server/cli/staff.js add "$admin" --role admin | grep -oE 'https?://[^[:space:]]+' | head -n 1)
    changed+=("administrator $admin")
  fi

  step "Check"
  wait_for 120 https_health || die "https://$domain/ does not answer yet. Caddy obtains the certificate by itself once ports 80 and 443 reach this server from the internet: journalctl -u caddy -n 50"
  say "https://$domain/ answers."

  printf '\n%sThe school website is installed%s (%d s).\n' "$_bold" "$_plain" $((SECONDS - started))
  if [ ${#changed[@]} -eq 0 ]; then
    say "Nothing needed changing: everything was as it should be."
  else
    say "Changed: $(IFS=,; printf '%s' "${changed[*]}" | sed 's/,/, /g')."
  fi
  say "  Site:             https://$domain/"
  say "  Staff sign-in:    https://$domain/staff (content editor: /admin)"
  say "  Settings:         $ENV_FILE"
  say "  Update:           sudo school-site update     Check everything: sudo school-site diagnose"
  if [ -n "$admin_link" ]; then
    printf '\n%sThe administrator %s sets a password here (once, within 72 hours):%s\n  %s\n' "$_bold" "$admin" "$_plain" "$admin_link"
  fi
  offsite_summary "$fresh"
}

# The command-line option that sets a setting, to name it in a refusal.
option_of() {
  case "$1" in
    SMTP_URL) printf -- '--smtp' ;;
    OFFSITE_REPOSITORY) printf -- '--offsite' ;;
    OFFSITE_S3_KEY_ID) printf -- '--s3-key-id' ;;
    OFFSITE_S3_SECRET) printf -- '--s3-secret' ;;
    ACME_CA) printf -- '--acme-ca' ;;
    *) printf '%s' "$1" ;;
  esac
}

os_problem() {
  local id='' version='' release=/etc/os-release
  if [ -r "$release" ]; then
    # shellcheck source=/dev/null
    id=$(. "$release" && printf '%s' "${ID:-}")
    # shellcheck source=/dev/null
    version=$(. "$release" && printf '%s' "${VERSION_ID:-}")
  fi
  case "$id $version" in
    "debian 12" | "debian 13" | "ubuntu 24.04") ;;
    *)
      # shellcheck source=/dev/null
      printf 'This is %s, which the installer does not support: use Debian 12 or 13, or Ubuntu 24.04 LTS.' \
        "$( (. "$release" 2>/dev/null && printf '%s' "${PRETTY_NAME:-an unknown system}") || printf 'an unknown system')"
      ;;
  esac
  node_arch >/dev/null || printf ' The processor (%s) has no Node build: use an x86-64 or ARM64 server.' "$(uname -m)"
}

# The repository this command was started from: its origin, or the checkout itself; the installed repository's origin.
default_repository_url() {
  local here
  if [ -d "$REPO_DIR/.git" ]; then
    git -C "$REPO_DIR" remote get-url origin 2>/dev/null
    return
  fi
  here=$(git -C "$DEPLOY_DIR" rev-parse --show-toplevel 2>/dev/null) || return 0
  git -C "$here" remote get-url origin 2>/dev/null || printf '%s' "$here"
}

install_packages() {
  local missing=() package
  for package in "${INSTALL_PACKAGES[@]}"; do
    dpkg-query -W -f '${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
  done
  if [ ${#missing[@]} -eq 0 ]; then
    say "All there."
    return
  fi
  say "Installing ${missing[*]}..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  changed+=("packages ${missing[*]}")
}

ensure_dir() {
  local dir=$1 mode=$2 owner=$3
  if [ ! -d "$dir" ]; then
    install -d -m "$mode" -o "${owner%%:*}" -g "${owner##*:}" "$dir"
    changed+=("$dir")
  elif [ "$(stat -c '%a %U:%G' "$dir")" != "${mode#0} $owner" ]; then
    chown "$owner" "$dir" && chmod "$mode" "$dir"
    changed+=("owner and mode of $dir")
  fi
}

ensure_line() {
  grep -qxF "$2" "$1" 2>/dev/null || printf '%s\n' "$2" >>"$1"
}

app_release_intact() {
  [ -f "$1/dist/server/server.js" ] && [ -f "$1/dist/server/cli/staff.js" ] && [ -d "$1/node_modules/fastify" ] && [ -f "$1/.release" ]
}

# A new code release of a commit: its files (git archive: no history, nothing uncommitted), its own node_modules
# (npm ci) and the compiled service (npm run build:server). Prints the release's folder name. The native addons
# (better-sqlite3, sharp, argon2) ship prebuilt binaries, so no install script runs and no compiler is needed: the
# one better-sqlite3 declares only rebuilds what its prebuilds/ has. Loading them is checked instead.
build_app_release() {
  local commit=$1 name dir
  name="$(date -u +%Y%m%dT%H%M%SZ)-${commit:0:12}"
  dir=$APP_DIR/releases/$name
  say "Code release $name: npm ci and the service's compile..." >&2
  install -d -o "$SITE_USER" -g "$SITE_USER" "$dir"
  # shellcheck disable=SC2016 # expanded by the inner shell
  if ! as_site_in "$REPO_DIR" bash -c 'git archive "$0" | tar -x -C "$1"' "$commit" "$dir" >&2 ||
    ! as_site_in "$dir" npm ci --ignore-scripts --no-audit --no-fund --loglevel=error >&2 ||
    ! as_site_in "$dir" node -e 'require("better-sqlite3"); require("sharp"); require("@node-rs/argon2")' >&2 ||
    ! as_site_in "$dir" npm run --silent build:server >&2; then
    rm -rf "$dir"
    return 1
  fi
  printf 'commit=%s\nnode=%s\nbuilt=%s\n' "$commit" "$(wanted_node_version "$dir")" "$(date -u +%FT%TZ)" >"$dir/.release"
  chown "$SITE_USER:$SITE_USER" "$dir/.release"
  printf '%s' "$name"
}

# The command on PATH, from the live code release (so an update brings its new version too).
install_command() {
  local output
  output=$(link_if_needed "$APP_DIR/current/deploy/school-site" "$COMMAND_PATH")
  [ -n "$output" ] && changed+=("command $COMMAND_PATH")
  return 0
}

school_name() {
  local name
  name=$(as_site_in "$REPO_DIR" node -e 'process.stdout.write(require(process.argv[1]).parse(require("fs").readFileSync("content/site.yml", "utf8")).name)' \
    "$APP_DIR/current/node_modules/yaml" 2>/dev/null | tr -d '"\\$`<>')
  printf '%s' "${name:-School}"
}

install_units() {
  local source=$APP_DIR/current/deploy
  install_if_changed "$source/systemd/school-site.service" "$UNIT_DIR/school-site.service" 0644
  install_if_changed "$source/systemd/school-site.service.d/server.conf" "$UNIT_DIR/school-site.service.d/server.conf" 0644
  install_if_changed "$source/systemd/school-site-offsite.service" "$UNIT_DIR/school-site-offsite.service" 0644
  install_if_changed "$source/systemd/school-site-offsite.timer" "$UNIT_DIR/school-site-offsite.timer" 0644
  local journald
  journald=$(install_if_changed "$source/journald/school-site.conf" /etc/systemd/journald.conf.d/school-site.conf 0644)
  if [ -n "$journald" ]; then
    systemctl restart systemd-journald
    echo changed
  fi
}

install_caddyfile() {
  local domain=$1 email=$2 tmp acme
  acme=$(setting ACME_CA)
  tmp=$(mktemp)
  if [ -n "$acme" ]; then acme="acme_ca $acme"; fi
  sed -e "s|@DOMAIN@|$domain|g" -e "s|@EMAIL@|$email|g" -e "s|@PORT@|$(setting PORT)|g" -e "/@ACME_CA@/{s|@ACME_CA@|$acme|;/^[[:space:]]*$/d}" \
    "$APP_DIR/current/deploy/caddy/Caddyfile" >"$tmp"
  install_if_changed "$tmp" "$CADDYFILE" 0644
  rm -f "$tmp"
}

# The first build, in the repository as a plain `npm run build` (what the service serves until the first publish, and
# the caches the publisher's workspace starts from): the content check, then the site, as the publisher runs them.
first_site_build() {
  local log=$SITE_HOME/first-build.log
  if as_site env NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 NEXT_TURBOPACK_ROOT="$SITE_HOME" \
    bash -c 'npm run --silent check:content && PUBLISH_BUILD=1 NEXT_SKIP_TYPECHECK=1 npm run --silent build' >"$log" 2>&1 &&
    [ -f "$REPO_DIR/out/index.html" ]; then
    grep -E '^(Warning|Images|PDFs)' "$log" | sort -u || true
    return 0
  fi
  tail -n 40 "$log"
  say "(The whole output is in $log.)"
  return 1
}
