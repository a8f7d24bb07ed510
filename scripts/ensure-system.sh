#!/usr/bin/env bash
# Makes sure the system packages the tests need are present, and PostgreSQL is up.
# Installs them with apt-get when run as root on Debian/Ubuntu; otherwise prints the one command to run.
# Prints SKIP_PG=1 on stdout's last line when no PostgreSQL server can be found (the caller skips that pass).
set -uo pipefail

say() { printf '[ensure-system] %s\n' "$*" >&2; }

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
command -v gnome-keyring-daemon >/dev/null || need+=(gnome-keyring)
command -v dbus-run-session >/dev/null || need+=(dbus)
command -v dbus-launch >/dev/null || need+=(dbus-x11)
command -v heif-enc >/dev/null || need+=(libheif-examples)
# The live sessions' TURN server (and its test client turnutils_uclient), and Redis for the
# two-instance tests of the live channel.
command -v turnserver >/dev/null || need+=(coturn)
command -v redis-server >/dev/null || need+=(redis-server)
# The load balancer in front of the fleet test's API instances (Debian puts it in /usr/sbin).
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || need+=(nginx)

if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    say "installing: ${need[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2 && apt-get install -y -qq "${need[@]}" >&2 || { say "apt-get failed"; exit 1; }
  else
    say "missing system packages: ${need[*]}"
    say "run: sudo apt-get install -y ${need[*]}"
    exit 1
  fi
fi

# Redis on 127.0.0.1:6379: start one in the background if none answers.
redis_up() { redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; }
if ! redis_up && command -v redis-server >/dev/null; then
  say "starting Redis"
  redis-server --bind 127.0.0.1 --port 6379 --daemonize yes --save '' --appendonly no >&2 || true
  for _ in $(seq 1 20); do redis_up && break; sleep 0.25; done
fi

# PostgreSQL: start the local cluster if it is down.
pg_up() { pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null || (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; }
if ! pg_up; then
  if command -v pg_ctlcluster >/dev/null && [ -d /etc/postgresql ]; then
    say "starting PostgreSQL"
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start >&2 2>&1 || true
    for _ in $(seq 1 20); do pg_up && break; sleep 0.5; done
  fi
fi
if pg_up; then
  echo "SKIP_PG=0"
else
  say "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
  say "!!! No PostgreSQL server on 127.0.0.1:5432: the PostgreSQL pass is SKIPPED.      !!!"
  say "!!! Install and start one (apt-get install postgresql) to run the full suite.    !!!"
  say "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
  echo "SKIP_PG=1"
fi
