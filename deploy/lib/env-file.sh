# The server's one settings file, written from the project's .env.example (sourced, not run). Its comments explain
# every setting, so the file on the server explains itself; values the school changed are kept on every later run.
# shellcheck shell=bash

# A value goes into the file between double quotes, read alike by systemd and by the shell: nothing in it may need
# escaping.
env_value_problem() {
  local key=$1 value=$2
  case "$value" in
    *[\"\\\$\`]* | *$'\n'*) printf '%s must not contain a double quote, backslash, dollar sign, backquote or line break (percent-encode them in a URL: %%24 for $)' "$key" ;;
  esac
}

# Writes the settings file $2 from the example $1 and prints "changed" when its bytes changed. $3 and $4 name
# associative arrays: given (values from this run's command line: they replace what the file has) and initial
# (values used only where the file has none yet: first-install defaults and generated secrets). Every other value
# is the file's own, or the example's default for a setting the file lacks. Settings the file has that the example
# does not (added by hand) are kept at the end.
write_env_file() {
  local example=$1 target=$2
  local -n _given=$3 _initial=$4
  local -A current=()
  local -a order=() extra=()
  local line key value tmp in_header=1
  if [ -f "$target" ]; then
    while IFS= read -r line || [ -n "$line" ]; do
      [[ $line =~ ^([A-Z][A-Z0-9_]*)=(.*)$ ]] || continue
      key=${BASH_REMATCH[1]}
      value=${BASH_REMATCH[2]}
      if [[ $value == \"*\" ]]; then value=${value:1:${#value}-2}; fi
      [ -n "${current[$key]+set}" ] || order+=("$key")
      current[$key]=$value
    done <"$target"
  fi
  tmp=$(mktemp)
  {
    printf '%s\n' \
      "# The school website's settings on this server, in one file: the service reads it (systemd's EnvironmentFile)," \
      "# and so do its builds and the school-site commands. Written by \`school-site install\` from the project's" \
      "# .env.example, whose explanations follow. Change a value here, then run \`sudo school-site install\`: it keeps" \
      "# your values, restarts the service and republishes the site (settings marked [build] are baked into the pages)." \
      "# Keep this file private (root and the service only): it holds passwords and keys." \
      ""
    while IFS= read -r line || [ -n "$line" ]; do
      # The example's own opening lines speak to developers (a .env file); the header above replaces them.
      if [ $in_header -eq 1 ]; then
        [ -z "$line" ] && in_header=0
        continue
      fi
      if [[ $line =~ ^([A-Z][A-Z0-9_]*)=(.*)$ ]]; then
        key=${BASH_REMATCH[1]}
        value=${BASH_REMATCH[2]}
        if [[ $value == \"*\" ]]; then value=${value:1:${#value}-2}; fi
        if [ -n "${_given[$key]+set}" ]; then
          value=${_given[$key]}
        elif [ -n "${current[$key]:-}" ]; then
          value=${current[$key]}
        elif [ -n "${_initial[$key]+set}" ]; then
          value=${_initial[$key]}
        elif [ -n "${current[$key]+set}" ]; then
          value=${current[$key]}
        fi
        printf '%s="%s"\n' "$key" "$value"
        unset 'current[$key]'
      else
        printf '%s\n' "$line"
      fi
    done <"$example"
    for key in "${order[@]}"; do
      [ -n "${current[$key]+set}" ] && extra+=("$key")
    done
    if [ ${#extra[@]} -gt 0 ]; then
      printf '\n# Added on this server (not in .env.example):\n'
      for key in "${extra[@]}"; do printf '%s="%s"\n' "$key" "${current[$key]}"; done
    fi
  } >"$tmp"
  if [ -f "$target" ] && cmp -s "$tmp" "$target"; then
    rm -f "$tmp"
    return 0
  fi
  install -D -m 0640 "$tmp" "$target"
  rm -f "$tmp"
  # Readable by the service's user (its group), writable by root alone.
  if [ "$(id -u)" -eq 0 ]; then chown "root:${ENV_FILE_GROUP:-root}" "$target"; fi
  echo changed
}
