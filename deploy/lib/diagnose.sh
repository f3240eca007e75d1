# `school-site diagnose`: every part the site depends on, checked for real (a test mail is sent, the newest backup is
# restored into a scratch folder and counted), each said in plain words with the fix when it is wrong (sourced).
# shellcheck shell=bash

DIAGNOSE_USAGE="Usage: sudo school-site diagnose [--no-mail]
  Checks Node, disk space, the service, the HTTPS certificate, DNS, mail (sends a test mail to MAIL_TO unless
  --no-mail), the backups (restores the newest into a scratch folder), the off-site copy, the publisher, the
  compliance certificates and the data folder's permissions. Exits 1 when anything needs fixing."

DIAGNOSE_PROBLEMS=0
# Each check sets these and returns 0 (fine) or 1 (needs fixing).
detail=''
fix=''

# What is wrong, and what to do about it (the check then returns 1).
trouble() {
  detail=$1
  fix=$2
}

report() {
  local name=$1
  shift
  detail='' fix=''
  if "$@"; then
    ok_line "$name: $detail"
  else
    problem_line "$name: $detail"
    [ -n "$fix" ] && fix_line "$fix"
    DIAGNOSE_PROBLEMS=$((DIAGNOSE_PROBLEMS + 1))
  fi
}

cmd_diagnose() {
  local mail=1
  case "${1:-}" in
    --no-mail) mail=0 ;;
    '') ;;
    *) die "unknown argument $1
$DIAGNOSE_USAGE" ;;
  esac
  require_root diagnose
  [ -f "$ENV_FILE" ] || die "the site is not installed here ($ENV_FILE is missing): run sudo school-site install."
  step "The school website on $(hostname), $(date '+%d %B %Y %H:%M %Z')"
  report "Node" check_node
  report "Disk space" check_disk
  report "The service" check_service
  report "HTTPS certificate" check_certificate
  report "DNS" check_dns
  if [ $mail -eq 1 ]; then report "Mail" check_mail; fi
  report "Mail queue" check_outbox
  report "Backups" check_backups
  report "Off-site copy" check_offsite
  report "Publishing" check_publisher
  report "Compliance certificates" check_certificates
  report "Data folder" check_data_permissions
  echo
  if [ $DIAGNOSE_PROBLEMS -eq 0 ]; then
    say "Everything is in order."
  else
    say "$DIAGNOSE_PROBLEMS thing(s) need fixing (above, each with its fix)."
    return 1
  fi
}

check_node() {
  local wanted found
  wanted=$(sed -n 's/^node=//p' "$APP_DIR/current/.release" 2>/dev/null)
  found=$(/usr/local/bin/node --version 2>/dev/null) || found=''
  if [ -n "$wanted" ] && [ "$found" = "v$wanted" ]; then
    detail="$found, the version the site's code names."
    return 0
  fi
  trouble "the site needs Node ${wanted:-(unknown)}, /usr/local/bin/node is ${found:-missing}." \
    "sudo school-site install (puts the right Node back)."
  return 1
}

check_disk() {
  local path line avail use low=() seen=() device
  for path in / "$SITE_HOME" "$DATA_DIR" "$BACKUP_DIR"; do
    [ -e "$path" ] || continue
    line=$(df -P -B1M "$path" | tail -n 1)
    device=$(awk '{print $1}' <<<"$line")
    [[ " ${seen[*]} " == *" $device "* ]] && continue
    seen+=("$device")
    avail=$(awk '{print $4}' <<<"$line")
    use=$(awk '{print $5}' <<<"$line" | tr -d '%')
    if [ "$avail" -lt 3072 ] || [ "$use" -ge 90 ]; then low+=("$path: $((avail / 1024)) GB free ($use% used)"); fi
  done
  if [ ${#low[@]} -eq 0 ]; then
    detail="enough free space ($(df -h --output=avail "$SITE_HOME" | tail -n 1 | tr -d ' ') free for the site; a build needs about 3 GB)."
    return 0
  fi
  trouble "low: ${low[*]}. Builds, backups and uploads fail when it runs out." \
    "free space (sudo journalctl --vacuum-size=200M; old code releases in $APP_DIR/releases other than current) or enlarge the disk."
  return 1
}

check_service() {
  if systemctl is-active --quiet school-site && local_health; then
    detail="running and answering (release $(basename "$(readlink "$APP_DIR/current")"))."
    return 0
  fi
  trouble "$(systemctl is-active school-site 2>/dev/null || true), and it does not answer on 127.0.0.1:$(setting PORT)." \
    "sudo journalctl -u school-site -n 50 shows why; sudo school-site install repairs the set-up."
  return 1
}

check_certificate() {
  local domain certificate end days issuer
  domain=$(site_domain)
  certificate=$(openssl s_client -connect 127.0.0.1:443 -servername "$domain" </dev/null 2>/dev/null | openssl x509 2>/dev/null) || certificate=''
  if [ -z "$certificate" ]; then
    trouble "nothing answers HTTPS on this machine for $domain." \
      "sudo systemctl status caddy; sudo journalctl -u caddy -n 50 (Caddy obtains the certificate once ports 80 and 443 reach this server)."
    return 1
  fi
  end=$(openssl x509 -noout -enddate <<<"$certificate" | cut -d = -f 2)
  issuer=$(openssl x509 -noout -issuer <<<"$certificate" | sed 's/^issuer=//')
  days=$((($(date -d "$end" +%s) - $(date +%s)) / 86400))
  if ! https_health; then
    trouble "the certificate for $domain (issued by $issuer) is not accepted by browsers." \
      "sudo journalctl -u caddy -n 50 (Caddy replaces it by itself once the domain points here and ports 80 and 443 are open)."
    return 1
  fi
  if [ "$days" -lt 14 ]; then
    trouble "the certificate for $domain ends in $days days ($end): Caddy renews 30 days ahead, so renewals are failing." \
      "sudo journalctl -u caddy | grep -i error (often port 80 closed, or DNS pointing elsewhere)."
    return 1
  fi
  detail="valid for $domain until $(date -d "$end" '+%d %B %Y') ($days days; Caddy renews it by itself), issued by $issuer."
}

check_dns() {
  local domain problem
  domain=$(site_domain)
  problem=$(dns_problem "$domain")
  if [ -z "$problem" ]; then
    detail="$domain points at this machine ($(resolved_addresses "$domain" | paste -sd ' '))."
    return 0
  fi
  trouble $problem \
    "correct the A/AAAA record of $domain at the DNS provider (it can take an hour to be seen everywhere)."
  return 1
}

check_mail() {
  local smtp answer
  smtp=$(setting SMTP_URL)
  if [ -z "$smtp" ]; then
    trouble "no mail server is set: forms are stored, but the office and the families get no mail (they are written to $DATA_DIR/outbox only)." \
      "set SMTP_URL in $ENV_FILE (e.g. smtp://user:password@smtp.example.com:587), then sudo school-site install."
    return 1
  fi
  # nodemailer, as the service sends: one test mail to the office.
  # shellcheck disable=SC2016 # JavaScript
  if answer=$(as_site node -e '
      const nodemailer = require(process.argv[1]);
      nodemailer.createTransport(process.env.SMTP_URL, { connectionTimeout: 15000 })
        .sendMail({ from: process.env.MAIL_FROM, to: process.env.MAIL_TO, subject: "Test mail from the school website (school-site diagnose)",
          text: "This mail was sent by `school-site diagnose` to check that the website can send mail. Nothing needs doing." })
        .then((info) => console.log(info.response), (error) => { console.log(error.message); process.exit(1); });' \
    "$APP_DIR/current/node_modules/nodemailer" 2>&1); then
    detail="a test mail to $(setting MAIL_TO) was accepted by the mail server ($answer)."
    return 0
  fi
  trouble "the mail server refused or could not be reached: $answer" \
    "check SMTP_URL in $ENV_FILE (user, password, host, port; percent-encode special characters), then sudo school-site install."
  return 1
}

check_outbox() {
  local stuck
  stuck=$(sqlite_value "SELECT COUNT(*) FROM outbox WHERE status = 'pending' AND attempts >= 3") || stuck=''
  if [ "$stuck" = 0 ]; then
    detail="no mail is waiting after failed attempts."
    return 0
  fi
  trouble "${stuck:-some} mail(s) failed three times or more and are still being retried: $(sqlite_value "SELECT last_error FROM outbox WHERE status = 'pending' AND attempts >= 3 ORDER BY id DESC LIMIT 1" 2>/dev/null)" \
    "fix the mail server (the Mail check above); the waiting mails are then sent by themselves."
  return 1
}

check_backups() {
  local newest age hours scratch expected restored
  newest=$(newest_backup)
  if [ -z "$newest" ]; then
    trouble "there is no backup in $BACKUP_DIR." \
      "sudo school-site backup (the service makes one every night at 02:00 with BACKUP_DIR set)."
    return 1
  fi
  age=$(($(date +%s) - $(stat -c %Y "$newest/manifest.json")))
  hours=$((age / 3600))
  scratch=$BACKUP_DIR/.diagnose-restore-$$
  expected=$(sqlite3 -readonly "$newest/submissions.sqlite" 'SELECT COUNT(*) FROM submissions' 2>/dev/null) || expected=''
  install -d -m 0700 -o "$SITE_USER" -g "$SITE_USER" "$scratch"
  if restored=$(as_site env DATA_DIR="$scratch/data" node dist/server/cli/submissions.js restore "$newest" 2>&1) &&
    [ "$(sqlite3 -readonly "$scratch/data/submissions.sqlite" 'SELECT COUNT(*) FROM submissions' 2>/dev/null)" = "$expected" ]; then
    rm -rf "$scratch"
  else
    rm -rf "$scratch"
    trouble "the newest backup, $newest, does not restore: $(printf '%s' "$restored" | tail -n 3 | paste -sd ' ')" \
      "sudo school-site backup makes a new one; keep the damaged one for a programmer to look at."
    return 1
  fi
  if [ $hours -gt 30 ]; then
    trouble "the newest backup is $hours hours old ($newest); it restores ($expected submissions)." \
      "sudo journalctl -u school-site | grep -i backup shows why the nightly one failed; sudo school-site backup makes one now."
    return 1
  fi
  detail="the newest, $hours h old, restores into a scratch folder with all its $expected submission(s)."
}

check_offsite() {
  local latest when age
  restic_env
  if [ -z "$RESTIC_REPOSITORY" ]; then
    trouble "no off-site place is set: a dead disk or a stolen server loses every application." \
      "sudo school-site install --offsite sftp:user@backup-host:/backups/school-site (or an s3: bucket; DEPLOY.md, \"Backups off the machine\")."
    return 1
  fi
  if ! latest=$(site_restic snapshots --host school-site --tag submissions --latest 1 --json 2>&1); then
    trouble "$RESTIC_REPOSITORY cannot be read: $(printf '%s' "$latest" | tail -n 2 | paste -sd ' ')" \
      "check that the backup machine or bucket is reachable and its key allowed, then sudo school-site backup."
    return 1
  fi
  when=$(printf '%s' "$latest" | grep -oE '"time" *: *"[^"]+"' | tail -n 1 | sed -E 's/.*"([^"]+)"$/\1/')
  if [ -z "$when" ]; then
    trouble "$RESTIC_REPOSITORY holds no copy yet." \
      "sudo school-site backup (the timer school-site-offsite.timer does it every night)."
    return 1
  fi
  age=$((($(date +%s) - $(date -d "$when" +%s)) / 3600))
  if [ $age -gt 30 ]; then
    trouble "the newest copy in $RESTIC_REPOSITORY is $age hours old." \
      "sudo journalctl -u school-site-offsite -n 30 shows why the nightly copy failed; sudo school-site backup copies now."
    return 1
  fi
  detail="the newest copy in $RESTIC_REPOSITORY is $age h old (encrypted; restore: sudo school-site restore --offsite)."
}

check_publisher() {
  local row state id finished failure live
  live=$(readlink "$PUBLISH_DIR/current" 2>/dev/null || true)
  row=$(sqlite_value "SELECT id || '|' || state || '|' || coalesce(finished_at, requested_at) || '|' || replace(coalesce(failure, ''), char(10), ' ') FROM publishes ORDER BY id DESC LIMIT 1" 2>/dev/null) || row=''
  IFS='|' read -r id state finished failure <<<"$row"
  if [ -z "$live" ] || [ ! -f "$PUBLISH_DIR/$live/out/index.html" ]; then
    trouble "nothing has been published yet, or the live release is missing." \
      "Publish now on https://$(site_domain)/staff/updates, or sudo school-site install."
    return 1
  fi
  case "$state" in
    failed)
      trouble "the last update of the site (#$id, $finished) failed: $failure The site shows the version before." \
        "read it on https://$(site_domain)/staff/updates#publish-$id, correct the content it names in the editor (/admin), and save again."
      return 1
      ;;
    queued | building)
      if [ $(($(date +%s) - $(date -d "$finished" +%s))) -gt 1800 ]; then
        trouble "update #$id has been $state for more than 30 minutes." \
          "sudo systemctl restart school-site (a build cut short is marked failed; then Publish now on /staff/updates)."
        return 1
      fi
      ;;
  esac
  detail="the site shows release ${live#releases/}; the last update (#${id:-?}) is ${state:-live}."
}

check_certificates() {
  local lines expired=() soon=() left until applied title
  if ! lines=$(as_site node_modules/.bin/tsx deploy/certificates.ts 2>&1); then
    trouble "content/mandatory-disclosure.yml could not be read: $(printf '%s' "$lines" | tail -n 2 | paste -sd ' ')" \
      "npm run check:content in $REPO_DIR says what is wrong; correct it in the editor (/admin)."
    return 1
  fi
  while IFS=$'\t' read -r left until applied title; do
    [ -n "$left" ] || continue
    if [ "$left" -lt 0 ] && [ -z "$applied" ]; then
      expired+=("\"$title\" ended on $until")
    elif [ "$left" -lt 0 ]; then
      soon+=("\"$title\" ended on $until (renewal applied for on $applied)")
    elif [ "$left" -le 60 ]; then
      soon+=("\"$title\" ends in $left days ($until)")
    fi
  done <<<"$lines"
  if [ ${#expired[@]} -gt 0 ]; then
    trouble "expired: ${expired[*]}. The site cannot be published until each is renewed or its renewal recorded." \
      "upload the renewed certificate in the editor (/admin, Mandatory Disclosure), or record the date its renewal was applied for."
    return 1
  fi
  if [ ${#soon[@]} -gt 0 ]; then
    trouble "to renew: ${soon[*]}." \
      "apply for each renewal not yet applied for; upload each renewed certificate in the editor (/admin, Mandatory Disclosure) when it comes."
    return 1
  fi
  detail="all $(grep -c . <<<"$lines") are valid for more than 60 days (the soonest until $(head -n 1 <<<"$lines" | cut -f 2))."
}

check_data_permissions() {
  local wrong mode owner
  mode=$(stat -c '%a' "$DATA_DIR")
  owner=$(stat -c '%U' "$DATA_DIR")
  wrong=$(find "$DATA_DIR" "$BACKUP_DIR" \( ! -user "$SITE_USER" -o -perm /077 \) -printf '%p\n' 2>/dev/null | head -n 3)
  if [ "$owner" = "$SITE_USER" ] && [ "$mode" = 700 ] && [ -z "$wrong" ] && [ "$(stat -c '%a %U:%G' "$ENV_FILE")" = "640 root:$SITE_USER" ]; then
    detail="$DATA_DIR and $BACKUP_DIR are the service's alone (no file readable by others); the settings file is private."
    return 0
  fi
  trouble "$DATA_DIR is $owner, mode $mode; readable by others or owned by another user: ${wrong:-(none)}; settings file $(stat -c '%a %U:%G' "$ENV_FILE")." \
    "sudo chown -R $SITE_USER: $DATA_DIR $BACKUP_DIR && sudo chmod -R go-rwx $DATA_DIR $BACKUP_DIR && sudo school-site install"
  return 1
}
