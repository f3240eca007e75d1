# Sourced (not run) by .ci/run before `npm ci`: makes `node` the version in .nvmrc when the machine has another
# major. The binary comes from the npm registry's node-linux-<arch> package (bin/node and include/node), the one
# download source these machines reach; it is cached under $HOME/.cache/school-website/node-v<version> and reused.
# node-gyp is pointed at that Node's headers, so a native addon built from source (none today: better-sqlite3 13,
# sharp and argon2 ship prebuilt Node-API binaries) is compiled for it even when
# ~/.npmrc names another Node's with `nodedir`: npm_package_config_node_gyp_nodedir wins over npm_config_nodedir
# in node-gyp 11+ (npm 11), and npm does not warn about it as it does about an npm_config_ key it does not know.
# Usage: source scripts/ensure-node.sh
_ensure_node() {
  local root version major current arch cache dir tmp tarball
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
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
    mkdir -p "$cache"
    tmp="$(mktemp -d "$cache/.download.XXXXXX")"
    tarball="$(cd "$tmp" && npm pack --silent "node-linux-$arch@$version")" || { rm -rf "$tmp"; return 1; }
    tar -xzf "$tmp/$tarball" -C "$tmp" || { rm -rf "$tmp"; return 1; }
    rm -rf "$dir"
    # Renamed into place whole, so an interrupted download never leaves a half-filled cache to be reused.
    mv "$tmp/package" "$dir"
    rm -rf "$tmp"
  fi
  export PATH="$dir/bin:$PATH"
  export npm_package_config_node_gyp_nodedir="$dir"
  hash -r
  echo "ensure-node: using Node $(node --version) from $dir" >&2
}
_ensure_node
_ensure_node_status=$?
unset -f _ensure_node
# shellcheck disable=SC2248
return $_ensure_node_status 2>/dev/null || exit $_ensure_node_status
