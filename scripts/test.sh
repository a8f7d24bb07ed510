#!/usr/bin/env bash
# npm test: typecheck, lint, unit, server (SQLite and PostgreSQL), main-process and e2e suites.
# It stands on its own on a fresh Debian/Ubuntu machine: it installs what the tests need first.
#
# Steps that do not depend on each other run at the same time (the typechecks and lint; the vitest
# suites and the builds), each into its own log, printed when the group is done; the e2e suite
# runs alone at the end. One Firebase Auth emulator serves every suite that needs one.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }
started=$(date +%s)
logs=$(mktemp -d "${TMPDIR:-/tmp}/qurious-test.XXXXXX")
timings=()

emulator_pid=''
sampler_pid=''
cleanup() {
  if [ -n "$sampler_pid" ]; then kill "$sampler_pid" 2>/dev/null || true; fi
  if [ -n "$emulator_pid" ]; then kill "$emulator_pid" 2>/dev/null || true; wait "$emulator_pid" 2>/dev/null || true; fi
  rm -rf "$logs"
}
trap cleanup EXIT

# Runs each "name::command" at once, each into its own log; when all are done, prints each one's
# time, and the log of each that failed. Fails if any failed.
together() {
  local pids=() names=() spec name
  for spec in "$@"; do
    name=${spec%%::*}
    (
      s=$(date +%s)
      set +e
      bash -c "${spec#*::}" >"$logs/$name.log" 2>&1
      echo "$? $(($(date +%s) - s))" >"$logs/$name.rc"
    ) &
    pids+=($!)
    names+=("$name")
  done
  wait "${pids[@]}"
  local failed=0 rc secs
  for name in "${names[@]}"; do
    read -r rc secs <"$logs/$name.rc"
    timings+=("$(printf '%-26s %5s s' "$name" "$secs")")
    if [ "$rc" = 0 ]; then
      printf '  ok    %-26s %5s s\n' "$name" "$secs"
    else
      printf '  FAIL  %-26s %5s s\n' "$name" "$secs"
      # A passing test's line says nothing about the failure: left out, so the failures stay in view.
      { grep -v '✓' "$logs/$name.log" || true; } | sed 's/^/    | /'
      failed=1
    fi
  done
  return "$failed"
}

step "system packages and PostgreSQL"
skip_pg=$(bash scripts/ensure-system.sh | tail -n 1)
export PATH="$PWD/node_modules/.bin:$PATH"

# The emulator takes a while to start: it does so while the typechecks run.
node --import tsx tests/helpers/auth-emulator-cli.ts >"$logs/emulator.host" 2>"$logs/emulator.log" &
emulator_pid=$!

step "typecheck, lint and the catalogue check"
# Two TypeScript programs (tsconfig.json references both): the Node side (server, desktop main, tests,
# scripts) and the renderer, so the files they share are checked once. Each is built once, type-checked
# and then linted from the same checker (scripts/check-program.ts). `npm run typecheck` and
# `npm run lint` keep their build info and cache, for a second run that checks only what changed.
# Type-aware lint of the Node side's program holds more than Node's default heap limit (4 GB on these
# machines), where it died of "heap out of memory".
together \
  "types and lint, node::NODE_OPTIONS=--max-old-space-size=8192 tsx scripts/check-program.ts node" \
  "types and lint, web::NODE_OPTIONS=--max-old-space-size=8192 tsx scripts/check-program.ts web" \
  "i18n catalogue::tsx scripts/check-i18n.ts" \
  "API breaking changes::tsx scripts/api-breaking.ts" \
  "API refusals::tsx scripts/api-refusals.ts"

step "Firebase Auth emulator"
for _ in $(seq 1 600); do
  if grep -q '^127\.0\.0\.1:' "$logs/emulator.host"; then break; fi
  if ! kill -0 "$emulator_pid" 2>/dev/null; then cat "$logs/emulator.log"; echo "The Auth emulator did not start." >&2; exit 1; fi
  sleep 0.5
done
FIREBASE_AUTH_EMULATOR_HOST=$(head -n 1 "$logs/emulator.host")
export FIREBASE_AUTH_EMULATOR_HOST
echo "  at $FIREBASE_AUTH_EMULATOR_HOST"

projects='--project unit --project server-sqlite --project main'
# The fleet test (PostgreSQL, Redis, s3rver, API processes behind nginx) needs PostgreSQL too.
if [ "$skip_pg" = "SKIP_PG=0" ]; then projects+=' --project server-postgres --project fleet'; fi
# The main-process suite and the desktop e2e run in a private D-Bus session with their own unlocked
# gnome-keyring, so they never touch the user's real keychain.
step "unit, server, main-process suites ($projects) and the builds"
together \
  "vitest::bash tests/helpers/with-keyring.sh vitest run $projects --reporter=default --reporter=json --outputFile.json=$logs/vitest.json" \
  "build desktop::electron-vite build --logLevel warn" \
  "build web::vite build --config vite.web.config.ts --logLevel warn"

step "browser build budget"
tsx scripts/check-web-budget.ts

step "e2e (web and desktop flavours in Chromium)"
# A soft budget (scripts/e2e-budget.ts): the stage's time depends on the machine and on what else runs
# on it, so the limit (a measured run plus 30 %) grows by how much slower this host was than the
# reference, sampled all through the stage.
node --import tsx scripts/host-speed-sampler.ts "$logs/speeds" 15 &
sampler_pid=$!
e2e_start=$(date +%s)
PLAYWRIGHT_JSON_OUTPUT_NAME="$logs/e2e.json" bash tests/helpers/with-keyring.sh playwright test --reporter=list,json
e2e_secs=$(( $(date +%s) - e2e_start ))
kill "$sampler_pid" 2>/dev/null || true
wait "$sampler_pid" 2>/dev/null || true
timings+=("$(printf '%-26s %5s s' e2e "$e2e_secs")")
if ! tsx scripts/e2e-budget.ts "$e2e_secs" "$logs/speeds"; then
  tsx scripts/slowest.ts "$logs/vitest.json" "$logs/e2e.json" || true
  exit 1
fi

echo
tsx scripts/slowest.ts "$logs/vitest.json" "$logs/e2e.json" || true
echo
printf '%s\n' "${timings[@]}"
echo "All suites passed in $(($(date +%s) - started)) s."
