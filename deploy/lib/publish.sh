# `school-site publish`: the site's repository's newest commit published now by the running service, as an editor's
# save or Publish now on /staff/updates is, and waited for (sourced by deploy/school-site).
# shellcheck shell=bash

PUBLISH_USAGE="Usage: sudo school-site publish [--by <who>]
  Asks the running service to publish the newest commit of the site's repository ($REPO_DIR): after a change
  committed there by hand, or to build the site again. Waits until it is live, or says why it failed (exit 1).
  Website updates (/staff/updates) shows it as \"a server command by <who>\" (default: the user who ran sudo)."

cmd_publish() {
  local who="${SUDO_USER:-$(id -un)} (school-site publish)"
  while [ $# -gt 0 ]; do
    case "$1" in
      --by) who=${2:-} && shift ;;
      *) die "unknown argument $1
$PUBLISH_USAGE" ;;
    esac
    shift
  done
  require_root publish
  [ -f "$ENV_FILE" ] || die "the site is not installed here: run sudo school-site install first."
  local started=$SECONDS
  step "Publishing $(as_site_in "$REPO_DIR" git log -1 --format='%h "%s"')"
  publish_site "$who" 1500 || die "the site was not published (the reason above); it shows the version before."
  say "Published in $((SECONDS - started)) s."
}
