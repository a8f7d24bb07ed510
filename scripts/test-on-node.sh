#!/usr/bin/env bash
# npm run test:node -- <major>: the whole test command on another Node (22, 24, …), as a user of that
# Node would run it. Node comes from the npm registry as the package node@<major> (its binary and its
# headers, so native modules build offline) into a cache folder of its own; the project is a clean copy
# of HEAD (`git archive`), so this checkout's node_modules, built for its own Node, are left alone.
set -euo pipefail
major=${1:?usage: npm run test:node -- <major>   (for example 22 or 24)}
cd "$(dirname "$0")/.."

cache=${QURIOUS_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/qurious-node}
prefix="$cache/node-$major"
if [ ! -x "$prefix/node_modules/node/bin/node" ]; then
  echo "[test:node] installing node@$major into $prefix"
  npm i --prefix "$prefix" --no-audit --no-fund --no-save "node@$major" >/dev/null
fi
version_h=$(find "$prefix/node_modules" -path '*/include/node/node_version.h' -print -quit)
[ -n "$version_h" ] || { echo "[test:node] node@$major came without its headers"; exit 1; }

work=$(mktemp -d "${TMPDIR:-/tmp}/qurious-node$major.XXXX")
git archive HEAD | tar -x -C "$work"
cd "$work"
export PATH="$prefix/node_modules/node/bin:$PATH"
# node-gyp builds against these headers instead of downloading them.
export npm_config_nodedir
npm_config_nodedir=$(dirname "$(dirname "$(dirname "$version_h")")")
echo "[test:node] Node $(node -v), npm $(npm -v), in $work"
started=$(date +%s)
npm ci --no-audit --no-fund
installed=$(date +%s)
npm test
echo "[test:node] Node $(node -v): npm ci $((installed - started)) s, npm test $(( $(date +%s) - installed )) s (copy kept in $work)"
