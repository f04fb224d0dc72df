#!/usr/bin/env bash
# `npm run setup:test`, and `npm test`'s pretest step (`--pretest`): installs what the test suite drives when it is
# missing: Debian's Chromium (/usr/bin/chromium, for the browser tests), Redis (redis-server, the shared rate-limit
# store) and nginx (the edge cache of deploy/nginx.conf; the tests start their own, never the system's), and the
# official MCP conformance suite with the Node it needs (test/mcp-conformance/, from its own lock file;
# docs/testing.md says why it is apart). Says what it did. With everything there it only looks (a few milliseconds).
# As a pretest step it never asks for a password: Debian's packages are installed when it runs as root, and otherwise
# named with the command that installs them (the tests that need them then fail naming it too).
set -euo pipefail

pretest=false
[ "${1:-}" = "--pretest" ] && pretest=true

# The conformance suite first: npm only, no root needed.
conformance="$(dirname "$0")/../test/mcp-conformance"
if [ -x "$conformance/node_modules/node/bin/node" ] &&
  [ -f "$conformance/node_modules/@modelcontextprotocol/conformance/dist/index.js" ] &&
  [ "$conformance/node_modules/.package-lock.json" -nt "$conformance/package-lock.json" ]; then
  echo "setup:test: the MCP conformance suite is installed in test/mcp-conformance; nothing to do."
else
  echo "setup:test: installing the MCP conformance suite and Node 22 into test/mcp-conformance (npm ci)..."
  npm ci --prefix "$conformance" --no-audit --no-fund --loglevel=error
  echo "setup:test: installed the MCP conformance suite."
fi

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
# /usr/sbin is not on every user's PATH.
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || missing+=(nginx)

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup:test: chromium, redis-server and nginx are already installed; nothing to do."
  exit 0
fi

if $pretest && [ "$(id -u)" -ne 0 ]; then
  echo "setup:test: missing ${missing[*]}: run \`npm run setup:test\` (sudo) or, as root, apt-get install -y ${missing[*]}" >&2
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
