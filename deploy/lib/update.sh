# `school-site update`: the newest code from the site's git repository, combined with the school's own commits
# (the editor's saves), built as a new code release beside the live one, switched in with one rename, checked, and
# switched back by itself when the check fails (sourced by deploy/school-site).
# shellcheck shell=bash

UPDATE_USAGE="Usage: sudo school-site update [--to <commit|branch|tag>]
  Fetches the newest version of the site (origin's branch, PUBLISH_BRANCH; or the commit given), combines it with
  the school's own changes, builds a new release beside the live one, backs up the submissions, switches to it
  (the service migrates the database as it starts), publishes the site with it and checks it over HTTPS. When a
  step after the switch fails, it goes back to the release before by itself and says why."

cmd_update() {
  local to=''
  while [ $# -gt 0 ]; do
    case "$1" in
      --to) to=${2:-} && shift ;;
      *) die "unknown argument $1
$UPDATE_USAGE" ;;
    esac
    shift
  done
  require_root update
  if [ ! -f "$ENV_FILE" ] || [ ! -L "$APP_DIR/current" ]; then die "the site is not installed here: run sudo school-site install first."; fi
  if [ -n "$to" ] && ! [[ $to =~ ^[A-Za-z0-9._/-]+$ ]]; then die "\"$to\" is not a commit, branch or tag name."; fi
  take_lock
  local started=$SECONDS branch target app_commit merged tree conflicts
  branch=$(setting PUBLISH_BRANCH)
  branch=${branch:-main}

  step "Fetching the newest version (origin, $branch)"
  as_site_in "$REPO_DIR" git fetch --quiet --tags origin ||
    die "could not fetch from $(as_site_in "$REPO_DIR" git remote get-url origin): check the network and the repository's address."
  target=$(as_site_in "$REPO_DIR" git rev-parse --verify --quiet "${to:-origin/$branch}^{commit}") ||
    target=$(as_site_in "$REPO_DIR" git rev-parse --verify --quiet "origin/$to^{commit}") ||
    die "there is no commit, branch or tag \"${to:-origin/$branch}\" in the repository."
  app_commit=$(sed -n 's/^commit=//p' "$APP_DIR/current/.release")
  if as_site_in "$REPO_DIR" git merge-base --is-ancestor "$target" "$app_commit"; then
    say "Already up to date: the live release ($(readlink "$APP_DIR/current")) contains ${target:0:12}."
    return 0
  fi

  step "Combining ${target:0:12} with the school's own changes"
  local head_before
  head_before=$(as_site_in "$REPO_DIR" git rev-parse HEAD)
  if as_site_in "$REPO_DIR" git merge-base --is-ancestor "$head_before" "$target"; then
    merged=$target
  else
    if ! tree=$(as_site_in "$REPO_DIR" git merge-tree --write-tree --name-only "$head_before" "$target"); then
      conflicts=$(printf '%s\n' "$tree" | sed -n '2,/^$/p' | sed '/^$/d' | paste -sd ' ')
      die "the school's changes and the new version change the same lines of: $conflicts. Nothing was changed; a programmer has to merge them (DEPLOY.md, \"Upgrading\")."
    fi
    merged=$(as_site_in "$REPO_DIR" git commit-tree "$(printf '%s' "$tree" | head -n 1)" -p "$head_before" -p "$target" \
      -m "Update the site's code to ${target:0:12} (school-site update)")
  fi

  step "Building the new release"
  local new node_version old_node
  node_version=$(as_site_in "$REPO_DIR" git show "$merged:.nvmrc" | tr -d '[:space:]v')
  old_node=$(sed -n 's/^node=//p' "$APP_DIR/current/.release")
  fetch_node "$node_version" >/dev/null
  new=$(NODE_BIN=$NODE_ROOT/node-v$node_version/bin build_app_release "$merged") || die "the new version could not be built (above); nothing was changed."

  step "Backing up the submissions before the switch"
  local schema_before backup
  install -d -m 0700 -o "$SITE_USER" -g "$SITE_USER" "$UPDATE_BACKUP_DIR"
  backup=$UPDATE_BACKUP_DIR/$new
  submissions_cli backup "$backup" >/dev/null || die "the backup before the switch failed (above); nothing was changed."
  schema_before=$(sqlite_value 'PRAGMA user_version')

  step "Switching to $new"
  local old_app old_publish pre_merge post_merge
  old_app=$(readlink "$APP_DIR/current")
  old_publish=$(readlink "$PUBLISH_DIR/current" 2>/dev/null || true)
  pre_merge=$(as_site_in "$REPO_DIR" git rev-parse HEAD)
  # An editor's save may have come in during the build: then the release's commit is merged on top of it.
  as_site_in "$REPO_DIR" git merge --ff-only --quiet "$merged" 2>/dev/null ||
    as_site_in "$REPO_DIR" git merge --no-edit --quiet "$merged" ||
    die "could not bring the new version into $REPO_DIR (above); nothing was switched."
  post_merge=$(as_site_in "$REPO_DIR" git rev-parse HEAD)
  link_node "$node_version" >/dev/null
  link_if_needed "releases/$new" "$APP_DIR/current" >/dev/null
  chown -h "$SITE_USER:$SITE_USER" "$APP_DIR/current"
  if [ -n "$(install_units)" ]; then systemctl daemon-reload; fi
  systemctl restart school-site

  step "Checking the new version"
  local reason='' id
  if ! wait_for 60 local_health; then
    reason="the service did not answer after the switch"
  elif ! id=$(publish_now "school-site update"); then
    reason="the service refused to publish"
  elif ! wait_publish "$id" 1500 2>/tmp/school-site-publish-failure.$$; then
    reason="the site could not be built with it: $(cat /tmp/school-site-publish-failure.$$)"
  elif ! wait_for 60 https_health; then
    reason="https://$(site_domain)/ did not answer"
  fi
  rm -f /tmp/school-site-publish-failure.$$
  if [ -n "$reason" ]; then
    roll_back
    die "the update to ${target:0:12} failed and was undone: $reason. The site runs ${old_app#releases/} as before."
  fi

  prune_app_releases
  prune_update_backups
  printf '\n%sUpdated%s to %s (commit %s) in %d s. The release before, %s, stays on disk.\n' "$_bold" "$_plain" "$new" "${merged:0:12}" \
    $((SECONDS - started)) "${old_app#releases/}"
}

# Puts back everything the switch changed: the code release, Node, the units, the repository's branch, the live
# site, and the database when the new version had migrated it. Uses the variables of cmd_update.
roll_back() {
  warn "the new version failed its check ($reason). Going back to ${old_app#releases/}."
  journalctl -u school-site -n 15 --no-pager -o cat 2>/dev/null | sed 's/^/    /' >&2 || true
  systemctl stop school-site
  link_if_needed "$old_app" "$APP_DIR/current" >/dev/null
  chown -h "$SITE_USER:$SITE_USER" "$APP_DIR/current"
  link_node "${old_node:-$node_version}" >/dev/null
  if [ -n "$(install_units)" ]; then systemctl daemon-reload; fi
  local head
  head=$(as_site_in "$REPO_DIR" git rev-parse HEAD)
  as_site_in "$REPO_DIR" git reset --hard --quiet "$pre_merge"
  if [ "$head" != "$post_merge" ]; then
    # Saves made while the new version was live are kept, on top of the old code.
    as_site_in "$REPO_DIR" git cherry-pick --allow-empty "$post_merge..$head" >/dev/null ||
      warn "the content saves made during the update could not be kept on the old version: they are in commit ${head:0:12} (git log $head)."
  fi
  if [ -n "$old_publish" ] && [ "$(readlink "$PUBLISH_DIR/current" 2>/dev/null)" != "$old_publish" ]; then
    link_if_needed "$old_publish" "$PUBLISH_DIR/current" >/dev/null
    chown -h "$SITE_USER:$SITE_USER" "$PUBLISH_DIR/current"
  fi
  if [ "$(sqlite_value 'PRAGMA user_version')" != "$schema_before" ]; then
    warn "the new version had changed the database; restoring the backup made just before the switch."
    mv "$DATA_DIR" "$DATA_DIR.failed-update-$new"
    install -d -m 0700 -o "$SITE_USER" -g "$SITE_USER" "$DATA_DIR"
    submissions_cli restore "$backup" >/dev/null
  fi
  systemctl start school-site
  wait_for 60 local_health || warn "the old version does not answer either: journalctl -u school-site -n 50"
  rm -rf "${APP_DIR:?}/releases/$new"
}

# Keeps the newest APP_KEEP code releases, the live one always among them.
prune_app_releases() {
  local live name
  live=$(basename "$(readlink "$APP_DIR/current")")
  find "$APP_DIR/releases" -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort -r | tail -n +$((APP_KEEP + 1)) |
    while read -r name; do
      [ "$name" = "$live" ] || rm -rf "${APP_DIR:?}/releases/$name"
    done
}

# Pre-update backups: the newest two, and none older than the privacy notice allows.
prune_update_backups() {
  local days name
  days=$(content_field retention.yml backupDays 2>/dev/null || true)
  find "$UPDATE_BACKUP_DIR" -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort -r | tail -n +3 |
    while read -r name; do rm -rf "${UPDATE_BACKUP_DIR:?}/$name"; done
  find "$UPDATE_BACKUP_DIR" -mindepth 1 -maxdepth 1 -type d -mtime "+${days:-14}" -exec rm -rf {} +
}
