#!/usr/bin/env bash
# Runs a command inside a private D-Bus session with an unlocked gnome-keyring (Secret Service),
# so the keychain binding talks to a real OS keychain:  bash tests/helpers/with-keyring.sh npx vitest run --project main
# The keyring files live in a throwaway directory: the user's own keychain is never touched.
set -euo pipefail
if [ "$#" -eq 0 ]; then
  echo "usage: $0 command [args...]" >&2
  exit 2
fi
keyring_home="$(mktemp -d "${TMPDIR:-/tmp}/qurious-keyring.XXXXXX")"
trap 'rm -rf "$keyring_home"' EXIT
dbus-run-session -- bash -c '
  set -euo pipefail
  echo -n pw | XDG_DATA_HOME="$0" gnome-keyring-daemon --unlock --components=secrets >/dev/null
  "$@"
' "$keyring_home" "$@"
