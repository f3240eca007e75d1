# Sourced (not run) by the README's commands and by .ci/run before `npm ci`: makes `node` the version in .nvmrc
# when the machine has another major, or none. The binary comes from the npm registry's node-linux-<arch> package
# (bin/node and include/node), the one download source these machines reach; it is cached under
# ${XDG_CACHE_HOME:-$HOME/.cache}/school-website/node-v<version> and reused. It is fetched with `npm pack` (the
# user's registry, proxy and CA settings apply) or, on a machine without Node and npm, with curl or wget from
# the registry, checked against the registry's shasum; npm itself then comes the same way.
# node-gyp is pointed at that Node's headers, so a native addon built from source (none today: better-sqlite3 13,
# sharp and argon2 ship prebuilt Node-API binaries) is compiled for it even when
# ~/.npmrc names another Node's with `nodedir`: npm_package_config_node_gyp_nodedir wins over npm_config_nodedir
# in node-gyp 11+ (npm 11), and npm does not warn about it as it does about an npm_config_ key it does not know.
# POSIX sh, so bash and zsh (`source`) and dash (`.`, from the project's folder) can all read it.
# Usage: source scripts/ensure-node.sh
_ensure_node_file="${BASH_SOURCE:-}"
if [ -z "$_ensure_node_file" ] && [ -n "${ZSH_VERSION:-}" ]; then
  # zsh names the sourced file with a prompt escape; other shells must not parse this.
  eval '_ensure_node_file="${(%):-%x}"'
fi

# The npm used when the machine has none (Node's own download bundles npm; the node-linux package does not).
_ENSURE_NODE_NPM_VERSION=11.19.1

# Fetches <package>@<version> from the registry into the folder $3 (renamed into place whole, so an interrupted
# download never leaves a half-filled cache to be reused).
_ensure_node_fetch() {
  local name version target cache tmp tarball registry meta url shasum
  name="$1" version="$2" target="$3"
  cache="$(dirname "$target")"
  mkdir -p "$cache" || return 1
  tmp="$(mktemp -d "$cache/.download.XXXXXX")" || return 1
  if command -v node >/dev/null 2>&1 && command -v npm >/dev/null 2>&1; then
    tarball="$tmp/$(cd "$tmp" && npm pack --silent "$name@$version")" || { rm -rf "$tmp"; return 1; }
  else
    registry="${npm_config_registry:-https://registry.npmjs.org/}"
    registry="${registry%/}"
    if command -v curl >/dev/null 2>&1; then
      meta="$(curl -fsSL "$registry/$name/$version")" || { rm -rf "$tmp"; return 1; }
    elif command -v wget >/dev/null 2>&1; then
      meta="$(wget -qO- "$registry/$name/$version")" || { rm -rf "$tmp"; return 1; }
    else
      echo "ensure-node: neither npm, curl nor wget is installed: install one (apt-get install curl) and try again" >&2
      rm -rf "$tmp"
      return 1
    fi
    url="$(printf '%s' "$meta" | grep -o '"tarball": *"[^"]*"' | sed 's/.*"\([^"]*\)"$/\1/')"
    shasum="$(printf '%s' "$meta" | grep -o '"shasum": *"[0-9a-f]*"' | sed 's/.*"\([0-9a-f]*\)"$/\1/')"
    tarball="$tmp/package.tgz"
    if command -v curl >/dev/null 2>&1; then
      curl -fsSL -o "$tarball" "$url" || { rm -rf "$tmp"; return 1; }
    else
      wget -qO "$tarball" "$url" || { rm -rf "$tmp"; return 1; }
    fi
    if [ -z "$shasum" ] || [ "$(sha1sum "$tarball" | cut -d ' ' -f 1)" != "$shasum" ]; then
      echo "ensure-node: $name@$version from $registry does not match the registry's shasum" >&2
      rm -rf "$tmp"
      return 1
    fi
  fi
  tar -xzf "$tarball" -C "$tmp" || { rm -rf "$tmp"; return 1; }
  rm -rf "$target"
  mv "$tmp/package" "$target" || { rm -rf "$tmp"; return 1; }
  rm -rf "$tmp"
}

_ensure_node() {
  local root version major current arch cache dir npm_dir
  root="$(cd "$(dirname "${_ensure_node_file:-.}")/.." 2>/dev/null && pwd)"
  if [ ! -f "$root/.nvmrc" ]; then
    if [ -f .nvmrc ]; then root="$(pwd)"; else
      echo "ensure-node: source this file from the project's folder (source scripts/ensure-node.sh)" >&2
      return 1
    fi
  fi
  version="$(tr -d '[:space:]v' < "$root/.nvmrc")"
  major="${version%%.*}"
  current="$(node --version 2>/dev/null || true)"
  current="${current#v}"
  if [ "${current%%.*}" = "$major" ]; then
    # The right Node already: still compile addons against its own headers when it ships them.
    dir="$(dirname "$(dirname "$(readlink -f "$(command -v node)")")")"
    if [ -f "$dir/include/node/node_version.h" ]; then
      export npm_package_config_node_gyp_nodedir="$dir"
    fi
    return 0
  fi
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "ensure-node: no node-linux package for $(uname -m); install Node $version by hand" >&2; return 1 ;;
  esac
  cache="${XDG_CACHE_HOME:-$HOME/.cache}/school-website"
  dir="$cache/node-v$version"
  if [ ! -x "$dir/bin/node" ]; then
    echo "ensure-node: Node ${current:-none} found, fetching node-linux-$arch@$version from the npm registry" >&2
    _ensure_node_fetch "node-linux-$arch" "$version" "$dir" || return 1
  fi
  export PATH="$dir/bin:$PATH"
  export npm_package_config_node_gyp_nodedir="$dir"
  if ! command -v npm >/dev/null 2>&1; then
    npm_dir="$cache/npm-v$_ENSURE_NODE_NPM_VERSION"
    if [ ! -x "$npm_dir/.bin/npm" ]; then
      echo "ensure-node: no npm found, fetching npm@$_ENSURE_NODE_NPM_VERSION from the npm registry" >&2
      _ensure_node_fetch npm "$_ENSURE_NODE_NPM_VERSION" "$npm_dir" || return 1
      # Linked as a global install links them (npm's own bin/npm looks for npm beside node).
      mkdir -p "$npm_dir/.bin" && ln -sfn ../bin/npx-cli.js "$npm_dir/.bin/npx" && ln -sfn ../bin/npm-cli.js "$npm_dir/.bin/npm" || return 1
    fi
    export PATH="$npm_dir/.bin:$PATH"
  fi
  hash -r
  echo "ensure-node: using Node $(node --version) from $dir" >&2
}
_ensure_node
_ensure_node_status=$?
unset -f _ensure_node _ensure_node_fetch
unset _ensure_node_file _ENSURE_NODE_NPM_VERSION
# shellcheck disable=SC2248
return "$_ensure_node_status" 2>/dev/null || exit "$_ensure_node_status"
