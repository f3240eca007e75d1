#!/usr/bin/env bash
# The server commands end to end, in a clean Debian root with a real systemd as PID 1 (systemd-nspawn), as a school
# would run them: fresh root -> install (HTTPS from a local ACME server, pebble, standing in for Let's Encrypt) -> the
# site over HTTPS -> a form reaches the outbox -> an edit is live within 90 s -> update to a newer commit (with a
# migration, made before the switch; /api/health reports the new commit and schema) -> a broken commit is rolled back
# by itself -> a failed migration is reported and changes nothing -> install again changes nothing -> backup,
# off-site copy (a folder standing in for the backup machine), restore with no row lost -> diagnose. Prints the time
# of each step at the end.
#
# Usage (as root, on a Debian/Ubuntu machine with debootstrap and systemd-container):
#   sudo bash deploy/test/e2e-install.sh [--keep]
# It tests the commit checked out (HEAD), not uncommitted changes. --keep leaves the container running and its files in
# $SCHOOL_SITE_E2E_DIR (default /var/tmp/school-site-e2e) for a look; without it everything is removed at the end but
# the cached Debian base. Takes about 10 minutes on two cores, most of it npm ci, the site's first builds and the update.
#
# How it gets a real systemd on a machine whose PID 1 is not systemd: systemd-nspawn needs the host's systemd only to
# register the machine (machined, over D-Bus) and to make a scope unit for it. --register=no --keep-unit skips both;
# the container's own systemd then boots as its PID 1 in new PID, mount, UTS and IPC namespaces and a cgroup of its
# own. The container shares the host's network (Caddy answers on the host's ports 80 and 443 while it runs) and the
# test enters it with nsenter.
# shellcheck disable=SC2016 # the container's shell expands what is in single quotes
set -euo pipefail
umask 022
SOURCE=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
WORK=${SCHOOL_SITE_E2E_DIR:-/var/tmp/school-site-e2e}
SUITE=${SCHOOL_SITE_E2E_SUITE:-bookworm}
MACHINE=school-site-e2e
DOMAIN=www.school.test
OFFICE=admissions@school.test
KEEP=0
[ "${1:-}" = --keep ] && KEEP=1

[ "$(id -u)" -eq 0 ] || {
  echo "Run as root: sudo bash deploy/test/e2e-install.sh" >&2
  exit 1
}
for tool in debootstrap systemd-nspawn nsenter curl git; do
  command -v "$tool" >/dev/null || {
    echo "$tool is missing: apt-get install -y debootstrap systemd-container curl git" >&2
    exit 1
  }
done
running=$(pgrep -f "systemd-nspawn .*--machine=$MACHINE" || true)
if [ -n "$running" ]; then
  echo "A container of an earlier run (kept with --keep) still runs: stop it first with kill $running" >&2
  exit 1
fi
for port in 80 443 14000 15000; do
  if ss -ltnH "sport = :$port" | grep -q .; then
    echo "Port $port is in use on this machine; the container shares its network and needs it." >&2
    exit 1
  fi
done

declare -a TIMINGS=()
phase_started=0
phase() {
  phase_started=$SECONDS
  printf '\n\e[1m=== %s\e[0m\n' "$1"
}
took() {
  TIMINGS+=("$(printf '%-58s %5d s' "$1" $((SECONDS - phase_started)))")
}
fail() {
  printf '\e[31mFAILED:\e[0m %s\n' "$*" >&2
  exit 1
}
pass() { printf '\e[32mok\e[0m %s\n' "$*"; }

# The Debian mirror this machine uses (deb822 or one-line sources), for debootstrap.
mirror() {
  local uri
  uri=$(grep -hE '^URIs:' /etc/apt/sources.list.d/*.sources 2>/dev/null | grep -v security | head -n 1 | awk '{print $2}')
  [ -n "$uri" ] || uri=$(grep -hE '^deb ' /etc/apt/sources.list 2>/dev/null | grep -v security | head -n 1 | awk '{print $2}')
  printf '%s' "${uri:-http://deb.debian.org/debian}"
}

LEADER=''
NSPAWN=''
cleanup() {
  local status=$?
  if [ $status -ne 0 ] && [ ${#TIMINGS[@]} -gt 0 ]; then
    printf '\nTimings up to the failure:\n'
    printf '%s\n' "${TIMINGS[@]}"
  fi
  if [ $KEEP -eq 1 ]; then
    echo "Kept: the container runs (enter it: nsenter -t $LEADER -a -r -w bash); files in $WORK."
    return $status
  fi
  if [ -n "$NSPAWN" ] && kill -0 "$NSPAWN" 2>/dev/null; then
    kill -TERM "$NSPAWN" 2>/dev/null || true
    for _ in $(seq 60); do kill -0 "$NSPAWN" 2>/dev/null || break; sleep 1; done
    kill -KILL "$NSPAWN" 2>/dev/null || true
  fi
  rm -rf "$WORK/root" "$WORK/project.git" "$WORK/upstream"
  return $status
}
trap cleanup EXIT

# A command inside the container, as root, with the container's own root, namespaces and environment.
inside() {
  (cd / && nsenter --target "$LEADER" --mount --uts --ipc --pid --root --wd -- \
    /usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 TERM=dumb \
    DEBIAN_FRONTEND=noninteractive bash -c "cd / && $1")
}

mkdir -p "$WORK"
rm -rf "$WORK/root" "$WORK/project.git" "$WORK/upstream"

phase "Debian $SUITE base (debootstrap from $(mirror), kept for later runs)"
if [ ! -x "$WORK/base-$SUITE/usr/bin/systemctl" ]; then
  rm -rf "$WORK/base-$SUITE.partial"
  debootstrap --include=systemd-sysv,dbus,ca-certificates "$SUITE" "$WORK/base-$SUITE.partial" "$(mirror)" >"$WORK/debootstrap.log" 2>&1 ||
    fail "debootstrap failed: $WORK/debootstrap.log"
  mv "$WORK/base-$SUITE.partial" "$WORK/base-$SUITE"
  took "debootstrap of a Debian $SUITE root"
fi
cp -a "$WORK/base-$SUITE" "$WORK/root"
took "fresh root (copy of the base)"

phase "The project's repository: HEAD of $SOURCE as main"
git clone --quiet --bare --no-local "$SOURCE" "$WORK/project.git"
git -C "$WORK/project.git" update-ref refs/heads/main "$(git -C "$SOURCE" rev-parse HEAD)"
git -C "$WORK/project.git" symbolic-ref HEAD refs/heads/main
git clone --quiet --branch main "$WORK/project.git" "$WORK/upstream"
git -C "$WORK/upstream" config user.name "Upstream developer"
git -C "$WORK/upstream" config user.email "dev@example.org"

phase "Booting the root with systemd (systemd-nspawn --register=no --keep-unit)"
systemd-nspawn --quiet --register=no --keep-unit --machine="$MACHINE" -D "$WORK/root" \
  --bind-ro="$WORK/project.git:/mnt/project.git" --boot </dev/null >"$WORK/console.log" 2>&1 &
NSPAWN=$!
for _ in $(seq 60); do
  for status in /proc/[0-9]*/status; do
    pid=${status#/proc/}
    pid=${pid%/status}
    # The container's PID 1: a child of systemd-nspawn that is PID 1 in its own PID namespace.
    if grep -qE '^NSpid:\s+[0-9]+\s+1$' "$status" 2>/dev/null && grep -qE "^PPid:\s+$NSPAWN$" "$status" 2>/dev/null; then
      LEADER=$pid
      break 2
    fi
  done
  sleep 1
done
[ -n "$LEADER" ] || fail "the container's systemd did not start: $WORK/console.log"
inside 'systemctl is-system-running --wait >/dev/null 2>&1 || true; test "$(cat /proc/1/comm)" = systemd' || fail "PID 1 in the container is not systemd"
pass "systemd $(inside 'systemctl --version | head -n 1 | cut -d " " -f 2') is PID 1 in the container ($(inside 'systemctl is-system-running' || true))"
took "boot to a running systemd"

phase "Test fixtures: names, a local ACME server (pebble) and its CA"
# The certificate authorities this machine's own network needs (an HTTPS-inspecting proxy, if any), as a school's
# server behind one would have them.
cp /usr/local/share/ca-certificates/*.crt "$WORK/root/usr/local/share/ca-certificates/" 2>/dev/null || true
inside "printf '127.0.0.1 $DOMAIN\n192.0.2.10 elsewhere.test\n' >>/etc/hosts
  apt-get update -qq && apt-get install -y -qq --no-install-recommends pebble openssl curl >/dev/null"
inside 'set -e
  install -d /etc/pebble && cd /etc/pebble
  openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=school-site e2e test CA" -keyout ca.key -out ca.pem 2>/dev/null
  openssl req -newkey rsa:2048 -nodes -subj "/CN=localhost" -keyout key.pem -out cert.csr 2>/dev/null
  printf "subjectAltName=DNS:localhost,IP:127.0.0.1\n" >ext.cnf
  openssl x509 -req -in cert.csr -CA ca.pem -CAkey ca.key -CAcreateserial -days 2 -extfile ext.cnf -out cert.pem 2>/dev/null
  cp ca.pem /usr/local/share/ca-certificates/school-site-e2e-ca.crt
  cat >pebble.json <<JSON
{"pebble": {"listenAddress": "127.0.0.1:14000", "managementListenAddress": "127.0.0.1:15000",
  "certificate": "/etc/pebble/cert.pem", "privateKey": "/etc/pebble/key.pem", "httpPort": 80, "tlsPort": 443,
  "ocspResponderURL": "", "externalAccountBindingRequired": false}}
JSON
  systemd-run --quiet --unit=pebble -E PEBBLE_VA_NOSLEEP=1 -E PEBBLE_WFE_NONCEREJECT=0 /usr/bin/pebble -config /etc/pebble/pebble.json
  update-ca-certificates >/dev/null
  for _ in $(seq 30); do curl -fsS https://localhost:15000/roots/0 -o /usr/local/share/ca-certificates/school-site-e2e-pebble.crt 2>/dev/null && break; sleep 1; done
  update-ca-certificates >/dev/null'
pass "pebble answers at https://localhost:14000/dir; its roots are trusted in the container (as Let's Encrypt's are on a server)"
took "test fixtures (pebble from Debian, a CA)"

phase "Bad input is refused, and nothing is changed"
# As a school would start: git from Debian, a clone of the site's repository, its installer. (The repository here
# belongs to the host's root: git is told it is safe, as it would be an https:// or ssh:// URL on a real server.)
inside 'apt-get install -y -qq --no-install-recommends git >/dev/null && git config --system safe.directory "*" &&
  git clone --quiet /mnt/project.git /usr/local/src/school-website'
refused() {
  local name=$1 expect=$2 command=$3 output status=0
  inside 'touch /tmp/before-refusal; sleep 1'
  output=$(inside "$command" 2>&1) || status=$?
  [ $status -ne 0 ] || fail "$name: the installer did not refuse"
  grep -qF "$expect" <<<"$output" || fail "$name: expected \"$expect\" in: $output"
  grep -qF 'Nothing was changed.' <<<"$output" || fail "$name: no 'Nothing was changed.' in: $output"
  changed=$(inside 'find /etc /srv /opt /usr/local /var/lib/school-site /var/backups -newer /tmp/before-refusal 2>/dev/null | grep -v "^/etc/ld.so.cache$" || true')
  [ -z "$changed" ] || fail "$name: files changed: $changed"
  pass "$name: \"$(grep -F "$expect" <<<"$output" | head -n 1 | cut -c 1-110)...\""
}
INSTALLER=/usr/local/src/school-website/deploy/school-site
refused "no domain" "No domain given" "bash $INSTALLER install"
refused "a domain that does not resolve here" "elsewhere.test resolves to 192.0.2.10, which is not an address of this machine" \
  "bash $INSTALLER install elsewhere.test $OFFICE"
refused "a domain that does not resolve at all" "does not resolve to any address" "bash $INSTALLER install nowhere.invalid $OFFICE"
refused "an unsupported OS" "which the installer does not support" \
  "printf 'ID=fedora\nVERSION_ID=40\nPRETTY_NAME=\"Fedora Linux 40\"\n' >/tmp/os-release && unshare --mount bash -c 'mount --bind /tmp/os-release /etc/os-release && bash $INSTALLER install $DOMAIN $OFFICE'"
refused "not root" "This must run as root" "setpriv --reuid=nobody --regid=nogroup --clear-groups bash $INSTALLER install $DOMAIN $OFFICE"
took "refusals"

phase "Install: fresh root -> the site over HTTPS"
install_log=$WORK/install.log
inside "bash $INSTALLER install $DOMAIN $OFFICE --admin principal@school.test --repo /mnt/project.git --offsite /srv/offsite-standin --acme-ca https://localhost:14000/dir" 2>&1 |
  tee "$install_log" | sed 's/^/    /'
[ "${PIPESTATUS[0]}" -eq 0 ] || fail "install failed"
took "install (fresh root to the site over HTTPS)"
grep -qE "https://$DOMAIN/staff/set-password\?token=" "$install_log" || fail "no set-password link printed"
pass "the first administrator's set-password link is printed"

phase "The site over HTTPS"
home=$(inside "curl -fsS -D /tmp/headers https://$DOMAIN/") || fail "https://$DOMAIN/ does not answer with a trusted certificate"
grep -q 'Sunrise Valley' <<<"$home" || fail "the home page is not the site's"
inside 'grep -i "^content-security-policy: .*sha256-" /tmp/headers && grep -i "^strict-transport-security:" /tmp/headers && grep -i "^x-content-type-options: nosniff" /tmp/headers' >/dev/null ||
  fail "security headers missing: $(inside 'cat /tmp/headers')"
! inside 'grep -i "^server:" /tmp/headers' >/dev/null || fail "the Server header is sent"
pass "https://$DOMAIN/ answers with the site, its per-page CSP (script hashes), HSTS and nosniff; the certificate is pebble's"
redirect=$(inside "curl -sS -o /dev/null -w '%{http_code} %{redirect_url}' http://$DOMAIN/rules")
[[ $redirect == "308 https://$DOMAIN/rules" || $redirect == "301 https://$DOMAIN/rules" ]] || fail "http:// is not redirected: $redirect"
pass "http:// redirects to https://"

phase "A form reaches the outbox"
answer=$(inside "curl -fsS -X POST https://$DOMAIN/api/contact -H 'x-requested-with: XMLHttpRequest' \
  --data-urlencode firstName=Kavya --data-urlencode lastName=Nair --data-urlencode email=kavya.nair@example.com --data-urlencode phone=9822011111")
reference=$(grep -oE 'CON-[0-9]{8}-[A-Z0-9]+' <<<"$answer" | head -n 1)
[ -n "$reference" ] || fail "the contact form was not accepted: $answer"
for _ in $(seq 30); do
  inside "grep -rlq '$reference' /var/lib/school-site/outbox/ 2>/dev/null" && break
  sleep 1
done
inside "grep -rlq '$reference' /var/lib/school-site/outbox/" || fail "no mail for $reference in the outbox"
pass "contact form $reference stored; its mails are in /var/lib/school-site/outbox"

phase "An edit goes live quickly: the install left the publisher's caches warm"
phase_started=$SECONDS
marker="Edited for the end-to-end test at $(date -u +%H:%M:%S)"
page=schoolhistory
inside "cd /srv/school-site/repo && printf '\n%s\n' '$marker' >>content/pages/en/$page.md &&
  runuser -u school-site -- git -c user.name=Editor -c user.email=editor@school.test commit -qam 'An editor save'"
inside "school-site publish --by 'e2e editor save'" | sed 's/^/    /'
[ "${PIPESTATUS[0]}" -eq 0 ] || fail "the edit's publish failed"
for _ in $(seq 120); do
  inside "curl -fsS https://$DOMAIN/$page | grep -F '$marker' >/dev/null" && break
  sleep 1
done
inside "curl -fsS https://$DOMAIN/$page | grep -F '$marker' >/dev/null" || fail "the edit is not on https://$DOMAIN/$page"
edit_seconds=$((SECONDS - phase_started))
took "first publish after the install (commit to live over HTTPS)"
[ $edit_seconds -le 90 ] || fail "the first edit took $edit_seconds s to go live (more than 90 s)"
pass "the first edit after the install was live on /$page in $edit_seconds s"
asked=$(inside "sqlite3 -readonly /var/lib/school-site/submissions.sqlite \"SELECT sources || ' ' || requested_by FROM publishes ORDER BY id DESC LIMIT 1\"")
[ "$asked" = 'command [{"name":"e2e editor save","email":""}]' ] || fail "the publish is not recorded as the server command's: $asked"
pass "Website updates records it as a server command by \"e2e editor save\" (the service's publisher built it)"
builds=$(inside "sqlite3 -readonly /var/lib/school-site/submissions.sqlite \"SELECT id, round((julianday(finished_at) - julianday(started_at)) * 86400) FROM publishes WHERE state = 'live' ORDER BY id\"")
TIMINGS+=("$(printf '%-58s %5d s' "  the install's own first publish (cold workspace)" "$(sed -n '1s/.*|//p' <<<"$builds" | cut -d . -f 1)")")
TIMINGS+=("$(printf '%-58s %5d s' "  the edit's publish (warm workspace)" "$(sed -n '2s/.*|//p' <<<"$builds" | cut -d . -f 1)")")

# A migration appended to the code's list (server/core/migrations.ts: the array ends at the first line "];").
add_migration() {
  perl -0pi -e 's/\n\];\n/\n  { version: '"$1"', name: "'"$2"'", sql: "'"$3"'" },\n];\n/' "$WORK/upstream/server/core/migrations.ts"
}
schema() { inside 'sqlite3 -readonly /var/lib/school-site/submissions.sqlite "PRAGMA user_version"'; }
# Commits and pushes the upstream's change ($1), runs `school-site update` (its output in $WORK/$2.log), times it as
# $3 and fails unless the update failed; head_before is the server's repository HEAD before the update.
update_expecting_failure() {
  git -C "$WORK/upstream" commit --quiet -am "$1"
  git -C "$WORK/upstream" push --quiet origin main
  head_before=$(inside 'git -C /srv/school-site/repo rev-parse HEAD')
  local status=0
  inside 'school-site update' >"$WORK/$2.log" 2>&1 || status=$?
  sed 's/^/    /' "$WORK/$2.log"
  took "$3"
  [ $status -ne 0 ] || fail "the $3 reported success"
}

phase "Update to a newer commit, with a migration"
new_text="Updated upstream for the end-to-end test"
updated=campus
printf '\n%s\n' "$new_text" >>"$WORK/upstream/content/pages/en/$updated.md"
add_migration 900 'e2e: a table added by an update' 'CREATE TABLE e2e_update_marker (id INTEGER PRIMARY KEY);'
git -C "$WORK/upstream" commit --quiet -am "A newer version"
git -C "$WORK/upstream" push --quiet origin main
before_app=$(inside 'readlink /srv/school-site/app/current')
inside 'school-site update' 2>&1 | tee "$WORK/update.log" | sed 's/^/    /'
[ "${PIPESTATUS[0]}" -eq 0 ] || fail "the update failed"
took "update to a newer commit"
after_app=$(inside 'readlink /srv/school-site/app/current')
[ "$before_app" != "$after_app" ] || fail "the code release did not change"
inside "curl -fsS https://$DOMAIN/$updated | grep -F '$new_text' >/dev/null && curl -fsS https://$DOMAIN/$page | grep -F '$marker' >/dev/null" ||
  fail "the updated site lacks the new version's text or the editor's save"
pass "release $before_app -> $after_app; the page has the new version's text and the school's own edit"
grep -qE "Migrated the database from schema version [0-9]+ to 900" "$WORK/update.log" || fail "the update did not migrate before the switch"
[ "$(schema)" = 900 ] || fail "the database is not at the new schema version: $(schema)"
health=$(inside 'curl -fsS http://127.0.0.1:3000/api/health')
release_commit=$(inside 'sed -n "s/^commit=//p" /srv/school-site/app/current/.release')
{ grep -qF "\"commit\":\"$release_commit\"" <<<"$health" && grep -qF '"database":"ok","schemaVersion":900' <<<"$health"; } ||
  fail "/api/health on the server does not report the new release and schema: $health"
public_health=$(inside "curl -fsS https://$DOMAIN/api/health")
[ "$public_health" = '{"success":true,"status":"ok"}' ] || fail "/api/health over HTTPS tells more than its status: $public_health"
pass "migrated to schema 900 before the switch; /api/health on the server: commit ${release_commit:0:12}, schema 900; over HTTPS only {\"status\":\"ok\"}"

phase "A broken commit is rolled back by itself"
sed -i '1i throw new Error("deliberately broken by the end-to-end test");' "$WORK/upstream/server/server.ts"
update_expecting_failure "A broken version" rollback "update to a broken commit, rolled back"
grep -q 'failed and was undone' "$WORK/rollback.log" || fail "the rollback is not reported"
[ "$(inside 'readlink /srv/school-site/app/current')" = "$after_app" ] || fail "the code release was not switched back"
[ "$(inside 'git -C /srv/school-site/repo rev-parse HEAD')" = "$head_before" ] || fail "the repository was not put back"
inside "curl -fsS https://$DOMAIN/$updated | grep -F '$new_text' >/dev/null" || fail "the site does not serve the last good version"
pass "the service of the broken commit did not start; the last good release serves the site again"
git -C "$WORK/upstream" revert --no-edit HEAD >/dev/null && git -C "$WORK/upstream" push --quiet origin main

phase "A failed migration is reported as such, and changes nothing"
add_migration 901 'e2e: a broken migration' 'CREATE TABLE e2e_half_done (id INTEGER); INSERT INTO e2e_no_such_table VALUES (1);'
update_expecting_failure "A version whose migration fails" migration "update whose migration fails"
grep -q 'the database migration of .* failed, so nothing was switched: Migration 901 (e2e: a broken migration) failed: no such table: e2e_no_such_table' "$WORK/migration.log" ||
  fail "the failed migration is not reported as such"
[ "$(inside 'readlink /srv/school-site/app/current')" = "$after_app" ] || fail "the code release changed"
[ "$(inside 'git -C /srv/school-site/repo rev-parse HEAD')" = "$head_before" ] || fail "the repository changed"
[ "$(schema)" = 900 ] || fail "the database's schema changed: $(schema)"
[ -z "$(inside 'sqlite3 -readonly /var/lib/school-site/submissions.sqlite "SELECT name FROM sqlite_schema WHERE name = '"'"'e2e_half_done'"'"'"')" ] ||
  fail "the failed migration left a table behind"
inside "curl -fsS http://127.0.0.1:3000/api/health | grep -qF '\"commit\":\"$release_commit\"' && curl -fsS https://$DOMAIN/$updated | grep -qF '$new_text'" ||
  fail "the site does not run the last good release after the failed migration"
pass "nothing switched, the database untouched (schema 900, no half-made table); the last good release serves the site"
git -C "$WORK/upstream" revert --no-edit HEAD >/dev/null && git -C "$WORK/upstream" push --quiet origin main

phase "Install again changes nothing"
state='sha256sum /etc/school-site/school-site.env /etc/caddy/Caddyfile /etc/systemd/system/school-site* /etc/systemd/system/school-site.service.d/* /etc/systemd/journald.conf.d/school-site.conf 2>/dev/null
  readlink /srv/school-site/app/current /usr/local/bin/node /usr/local/sbin/school-site /srv/school-site/repo/.releases/current
  git -C /srv/school-site/repo rev-parse HEAD; systemctl show -p MainPID --value school-site caddy; ls /srv/school-site/app/releases
  stat -c "%n %a %U %Y" /etc/school-site/school-site.env /var/lib/school-site /var/backups/school-site /srv/school-site'
before=$(inside "$state")
inside "school-site install" >"$WORK/reinstall.log" 2>&1 || fail "the second install failed: $(cat "$WORK/reinstall.log")"
after=$(inside "$state")
took "install again"
grep -q 'Nothing needed changing' "$WORK/reinstall.log" || fail "the second install changed something: $(tail -n 5 "$WORK/reinstall.log")"
[ "$before" = "$after" ] || fail "the second install changed: $(diff <(echo "$before") <(echo "$after"))"
pass "same files, links, commit and service processes (not even restarted)"

phase "Backup, off-site copy, restore with no row lost"
inside "curl -fsS -o /dev/null -X POST https://$DOMAIN/api/contact -H 'x-requested-with: XMLHttpRequest' \
  --data-urlencode firstName=Meera --data-urlencode lastName=Iyer --data-urlencode email=meera.iyer@example.com --data-urlencode phone=9822022222"
count='sqlite3 -readonly /var/lib/school-site/submissions.sqlite "SELECT COUNT(*) FROM submissions; SELECT COUNT(*) FROM publishes; SELECT COUNT(*) FROM staff_accounts;" | paste -sd " "'
rows_before=$(inside "$count")
inside 'school-site backup' 2>&1 | sed 's/^/    /'
[ "${PIPESTATUS[0]}" -eq 0 ] || fail "the backup failed"
took "backup and off-site copy"
inside 'RESTIC_REPOSITORY=/srv/offsite-standin RESTIC_PASSWORD=$(. /etc/school-site/school-site.env && echo "$OFFSITE_PASSWORD") restic snapshots --compact' | sed 's/^/    /'
phase_started=$SECONDS
inside 'school-site restore --offsite' 2>&1 | sed 's/^/    /'
[ "${PIPESTATUS[0]}" -eq 0 ] || fail "the restore failed"
took "restore from the off-site copy"
rows_after=$(inside "$count")
[ "$rows_before" = "$rows_after" ] || fail "rows before the restore (submissions, publishes, accounts): $rows_before; after: $rows_after"
pass "submissions, publishes and staff accounts before and after the restore: $rows_after (none lost)"
inside "curl -fsS -o /dev/null https://$DOMAIN/" || fail "the site does not answer after the restore"

phase "Diagnose (with a local mail server)"
inside "cd /srv/school-site/app/current && systemd-run --quiet --unit=smtp-sink -p WorkingDirectory=\$PWD /usr/local/bin/node -e '
  const { SMTPServer } = require(\"smtp-server\");
  new SMTPServer({ authOptional: true, disabledCommands: [\"STARTTLS\"], onData(stream, session, done) { stream.resume(); stream.on(\"end\", done); } }).listen(2525, \"127.0.0.1\");'"
inside "school-site install --smtp smtp://127.0.0.1:2525" >"$WORK/smtp-install.log" 2>&1 || fail "setting SMTP_URL failed: $(tail -n 5 "$WORK/smtp-install.log")"
status=0
inside 'school-site diagnose' >"$WORK/diagnose.log" 2>&1 || status=$?
sed 's/^/    /' "$WORK/diagnose.log"
for check in Node 'Disk space' 'The service' 'HTTPS certificate' DNS Mail 'Mail queue' Backups 'Off-site copy' Publishing 'Data folder'; do
  grep -qE "OK .*$check:" "$WORK/diagnose.log" || fail "diagnose: $check is not OK"
done
grep -qE "(OK|PROBLEM).*Compliance certificates:" "$WORK/diagnose.log" || fail "diagnose does not look at the compliance certificates"
pass "diagnose: every check of the server passes (exit $status; the sample content's certificates are the school's to renew)"

printf '\n\e[1mTimings\e[0m\n'
printf '%s\n' "${TIMINGS[@]}" | tee "$WORK/timings.txt"
printf '\n\e[32mThe end-to-end install test passed.\e[0m\n'
