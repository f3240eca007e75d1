# `school-site backup` and `school-site restore`: the nightly backup of the submissions copied off the machine with
# restic (encrypted, deduplicated, kept no longer than the privacy notice allows), and its way back (sourced).
# The backups themselves are the service's (`npm run submissions -- backup|verify|restore`: a consistent SQLite copy,
# the uploads and a manifest of checksums); these commands move and restore them.
# shellcheck shell=bash

BACKUP_USAGE="Usage: sudo school-site backup
  Makes a backup of the submissions unless the newest in $BACKUP_DIR is less than a day old, checks it, copies it
  off the machine (OFFSITE_REPOSITORY) and forgets off-site copies older than the privacy notice allows (backupDays
  in content/retention.yml). The timer school-site-offsite.timer runs it every night."

RESTORE_USAGE="Usage: sudo school-site restore [<backup folder> | --offsite [<snapshot>]]
  Puts a backup back in place of the submissions: the newest in $BACKUP_DIR, the folder given, or the off-site
  copy (the latest, or a snapshot id from \`school-site restore --list\`). The service stops for the moment of the
  copy; the data it replaces is kept beside it ($DATA_DIR.before-restore-<time>)."

# The submissions CLI of the live code release, as the site's user with the server's settings.
submissions_cli() {
  if [ "$(id -u)" -eq 0 ]; then
    as_site node dist/server/cli/submissions.js "$@"
  else
    # shellcheck source=/dev/null
    (set -a && . "$ENV_FILE" && set +a && cd "$REPO_DIR" && node dist/server/cli/submissions.js "$@")
  fi
}

# A field of a YAML file in the repository's content, read with the code release's own YAML parser.
content_field() {
  (cd "$REPO_DIR" && node -e 'const [file, field, yaml] = process.argv.slice(1); process.stdout.write(String(require(yaml).parse(require("fs").readFileSync(file, "utf8"))[field] ?? ""))' \
    "content/$1" "$2" "$APP_DIR/current/node_modules/yaml")
}

# The newest complete backup folder in BACKUP_DIR (the service's nightly ones and those this command made).
newest_backup() {
  find "$BACKUP_DIR" -mindepth 2 -maxdepth 2 -name manifest.json -path "$BACKUP_DIR/submissions-*" -printf '%T@ %h\n' 2>/dev/null |
    sort -n | tail -n 1 | cut -d ' ' -f 2-
}

# restic's settings, from the env file's OFFSITE_* (so the school names them once, in one place).
restic_env() {
  export RESTIC_REPOSITORY RESTIC_PASSWORD
  RESTIC_REPOSITORY=$(setting OFFSITE_REPOSITORY)
  RESTIC_PASSWORD=$(setting OFFSITE_PASSWORD)
  if [ -n "$(setting OFFSITE_S3_KEY_ID)" ]; then
    export AWS_ACCESS_KEY_ID AWS_SECRET_ACCESS_KEY
    AWS_ACCESS_KEY_ID=$(setting OFFSITE_S3_KEY_ID)
    AWS_SECRET_ACCESS_KEY=$(setting OFFSITE_S3_SECRET)
  fi
}

# restic as the site's user (its cache and SSH key live in the site's home).
site_restic() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u "$SITE_USER" -- env HOME="$SITE_HOME" RESTIC_REPOSITORY="$RESTIC_REPOSITORY" RESTIC_PASSWORD="$RESTIC_PASSWORD" \
      AWS_ACCESS_KEY_ID="${AWS_ACCESS_KEY_ID:-}" AWS_SECRET_ACCESS_KEY="${AWS_SECRET_ACCESS_KEY:-}" restic "$@"
  else
    restic "$@"
  fi
}

cmd_backup() {
  case "${1:-}" in
    '') ;;
    *) die "unknown argument $1
$BACKUP_USAGE" ;;
  esac
  if [ "$(id -u)" -eq 0 ]; then
    # The backups and the data belong to the site's user: the work is done as that user, as the timer does it.
    exec runuser -u "$SITE_USER" -- env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/bin:/bin HOME="$SITE_HOME" LANG=C.UTF-8 "$COMMAND_PATH" backup
  fi
  [ "$(id -un)" = "$SITE_USER" ] || die "run this as root (sudo school-site backup)."
  take_lock
  local newest age=0 days
  newest=$(newest_backup)
  if [ -n "$newest" ]; then age=$(($(date +%s) - $(stat -c %Y "$newest/manifest.json"))); fi
  if [ -z "$newest" ] || [ "$age" -gt 86400 ]; then
    newest="$BACKUP_DIR/submissions-$(date -u +%Y%m%d-%H%M%S)"
    step "Backup of the submissions into $newest"
    submissions_cli backup "$newest"
  else
    step "The newest backup is $newest ($((age / 3600)) h old)"
  fi
  submissions_cli verify "$newest"
  restic_env
  if [ -z "$RESTIC_REPOSITORY" ]; then
    warn "no off-site place is set (OFFSITE_REPOSITORY in $ENV_FILE): the backup stays on this machine only."
    return 0
  fi
  step "Off-site copy to $RESTIC_REPOSITORY"
  if ! restic cat config >/dev/null 2>&1; then
    restic init || die "could not create the off-site repository $RESTIC_REPOSITORY (see above)."
  fi
  restic backup --quiet --host school-site --tag submissions "$newest" "$ENV_FILE"
  days=$(content_field retention.yml backupDays)
  restic forget --quiet --host school-site --tag submissions --keep-last 1 --keep-within "${days:-14}d" --prune
  restic check --quiet
  say "Copied off the machine; copies older than ${days:-14} days are forgotten."
}

cmd_restore() {
  local source='' offsite=0 snapshot=latest list=0
  while [ $# -gt 0 ]; do
    case "$1" in
      --offsite)
        offsite=1
        if [ -n "${2:-}" ] && [[ $2 != -* ]]; then snapshot=$2 && shift; fi
        ;;
      --list) list=1 ;;
      -*) die "unknown option $1
$RESTORE_USAGE" ;;
      *) source=$1 ;;
    esac
    shift
  done
  require_root restore
  restic_env
  if [ $list -eq 1 ]; then
    say "On this machine:"
    find "$BACKUP_DIR" -mindepth 2 -maxdepth 2 -name manifest.json -printf '  %h\n' | sort
    if [ -n "$RESTIC_REPOSITORY" ]; then
      say "Off-site ($RESTIC_REPOSITORY):"
      site_restic snapshots --host school-site --tag submissions
    fi
    return 0
  fi
  take_lock
  local scratch='' stamp
  stamp=$(date -u +%Y%m%d-%H%M%S)
  if [ $offsite -eq 1 ]; then
    [ -n "$RESTIC_REPOSITORY" ] || die "no off-site place is set (OFFSITE_REPOSITORY in $ENV_FILE)."
    [[ $snapshot =~ ^[0-9a-f]{8,64}$|^latest$ ]] || die "\"$snapshot\" is not a snapshot id (see school-site restore --list)."
    scratch=$BACKUP_DIR/offsite-restore-$stamp
    step "Fetching the off-site copy ($snapshot) into $scratch"
    install -d -m 0700 -o "$SITE_USER" -g "$SITE_USER" "$scratch"
    site_restic restore "$snapshot" --host school-site --tag submissions --target "$scratch" --include "$BACKUP_DIR" >/dev/null
    source=$(find "$scratch" -name manifest.json -printf '%h\n' | head -n 1)
    [ -n "$source" ] || die "the off-site snapshot $snapshot holds no backup."
  elif [ -z "$source" ]; then
    source=$(newest_backup)
    [ -n "$source" ] || die "there is no backup in $BACKUP_DIR."
  fi
  [ -f "$source/manifest.json" ] || die "$source is not a backup (it has no manifest.json)."
  source=$(readlink -f "$source")
  step "Checking $source"
  submissions_cli verify "$source"
  local expected aside
  expected=$(sqlite3 -readonly "$source/submissions.sqlite" 'SELECT COUNT(*) FROM submissions')
  aside=$DATA_DIR.before-restore-$stamp
  step "Restoring ($expected submission(s)); the service stops for the copy"
  systemctl stop school-site
  mv "$DATA_DIR" "$aside"
  install -d -m 0700 -o "$SITE_USER" -g "$SITE_USER" "$DATA_DIR"
  if ! submissions_cli restore "$source"; then
    rm -rf "$DATA_DIR"
    mv "$aside" "$DATA_DIR"
    systemctl start school-site
    die "the restore failed (above); the data is as it was before."
  fi
  systemctl start school-site
  wait_for 60 local_health || warn "the service did not answer within a minute after the restore: journalctl -u school-site -n 50"
  local from=$source
  if [ -n "$scratch" ]; then
    from="the off-site copy $snapshot ($(basename "$source"))"
    rm -rf "$scratch"
  fi
  say "Restored $(sqlite_value 'SELECT COUNT(*) FROM submissions') submission(s) from $from."
  say "The data it replaced is in $aside: delete it (rm -rf) once the site looks right."
}

# At install: the SSH key for an sftp: place, and the repository itself when the place can be reached already.
offsite_setup() {
  restic_env
  if [ -z "$RESTIC_REPOSITORY" ]; then
    say "No off-site place set: the nightly backups stay on this machine. Give one with --offsite (see DEPLOY.md)."
    return 0
  fi
  if [[ $RESTIC_REPOSITORY == sftp:* ]]; then
    if [ ! -f "$SITE_HOME/.ssh/id_ed25519" ]; then
      install -d -m 0700 -o "$SITE_USER" -g "$SITE_USER" "$SITE_HOME/.ssh"
      runuser -u "$SITE_USER" -- ssh-keygen -q -t ed25519 -N '' -C "school-site@$(hostname)" -f "$SITE_HOME/.ssh/id_ed25519"
      changed+=("SSH key for the off-site copy")
    fi
    if [ ! -f "$SITE_HOME/.ssh/config" ]; then
      # The backup machine's key is remembered on first contact, and any later change refused.
      printf 'Host *\n  StrictHostKeyChecking accept-new\n  BatchMode yes\n' >"$SITE_HOME/.ssh/config"
      chown "$SITE_USER:$SITE_USER" "$SITE_HOME/.ssh/config" && chmod 0600 "$SITE_HOME/.ssh/config"
    fi
  elif [[ $RESTIC_REPOSITORY == /* ]] && [ ! -d "$RESTIC_REPOSITORY" ]; then
    install -d -m 0700 -o "$SITE_USER" -g "$SITE_USER" "$RESTIC_REPOSITORY"
  fi
  # (Without restic's cache: a check that changes nothing leaves nothing behind.)
  if site_restic --no-cache cat config >/dev/null 2>&1; then
    say "The off-site repository $RESTIC_REPOSITORY is there."
  elif site_restic --no-cache init >/dev/null 2>&1; then
    say "Created the off-site repository $RESTIC_REPOSITORY."
    changed+=("off-site repository")
  else
    OFFSITE_PENDING=1
    warn "the off-site place $RESTIC_REPOSITORY cannot be reached yet (see the end)."
  fi
}

offsite_summary() {
  local fresh=$1
  restic_env
  [ -n "$RESTIC_REPOSITORY" ] || return 0
  if [ "${OFFSITE_PENDING:-0}" -eq 1 ] && [[ $RESTIC_REPOSITORY == sftp:* ]]; then
    printf '\n%sOff-site backups:%s allow this key on the backup machine (its ~/.ssh/authorized_keys), then run sudo school-site backup:\n  %s\n' \
      "$_bold" "$_plain" "$(cat "$SITE_HOME/.ssh/id_ed25519.pub")"
  elif [ "${OFFSITE_PENDING:-0}" -eq 1 ]; then
    printf '\n%sOff-site backups:%s %s could not be reached: check the address and keys, then run sudo school-site backup.\n' "$_bold" "$_plain" "$RESTIC_REPOSITORY"
  fi
  if [ "$fresh" -eq 1 ]; then
    printf '\n%sWrite down the off-site backups'"'"' password and keep it away from this server%s (without it they cannot be read):\n  %s\n' \
      "$_bold" "$_plain" "$RESTIC_PASSWORD"
  fi
}
