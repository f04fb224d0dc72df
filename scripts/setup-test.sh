#!/usr/bin/env bash
# `npm run setup:test`: installs the Debian programs the test suite drives when they are missing: Chromium
# (/usr/bin/chromium, for the browser tests), Redis (redis-server, the shared rate-limit store) and nginx (the edge
# cache of deploy/nginx.conf; the tests start their own, never the system's). Says what it did.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
# /usr/sbin is not on every user's PATH.
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || missing+=(nginx)

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup:test: chromium, redis-server and nginx are already installed; nothing to do."
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "setup:test: missing ${missing[*]}; this is not a Debian-like system, install them with its package manager." >&2
  exit 1
fi

sudo=()
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null 2>&1; then
    echo "setup:test: missing ${missing[*]}; run as root: apt-get update && apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
  sudo=(sudo)
fi

echo "setup:test: installing ${missing[*]} (apt-get update, then apt-get install -y ${missing[*]})..."
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
echo "setup:test: installed ${missing[*]}."
