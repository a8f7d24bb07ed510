#!/usr/bin/env bash
# npm test: typecheck, lint, unit, server (SQLite and PostgreSQL), main-process and e2e suites.
# It stands on its own on a fresh Debian/Ubuntu machine: it installs what the tests need first.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }
started=$(date +%s)

step "system packages and PostgreSQL"
skip_pg=$(bash scripts/ensure-system.sh | tail -n 1)
export PATH="$PWD/node_modules/.bin:$PATH"

step "typecheck"
tsc -p tsconfig.node.json
tsc -p tsconfig.server.json
tsc -p tsconfig.web.json
tsc -p tsconfig.e2e.json

step "lint"
eslint --max-warnings 0 .

projects=(--project unit --project server-sqlite)
if [ "$skip_pg" = "SKIP_PG=0" ]; then projects+=(--project server-postgres); fi
step "unit and server suites (${projects[*]})"
vitest run "${projects[@]}"

step "builds (desktop bundles and browser build)"
electron-vite build --logLevel warn
vite build --config vite.web.config.ts --logLevel warn

# The keychain suites and the desktop e2e run in a private D-Bus session with their own unlocked
# gnome-keyring, so they never touch the user's real keychain.
step "main-process suite (real keychain, real images)"
bash tests/helpers/with-keyring.sh vitest run --project main

step "e2e (web and desktop flavours in Chromium)"
bash tests/helpers/with-keyring.sh playwright test

echo
echo "All suites passed in $(( $(date +%s) - started )) s."
