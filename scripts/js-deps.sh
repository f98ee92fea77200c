#!/usr/bin/env bash
# Installs the npm packages with `npm ci` when node_modules is missing or
# older than package-lock.json.
set -euo pipefail
command -v node >/dev/null 2>&1 || { echo "Node.js 20 or newer is required" >&2; exit 1; }
stamp=node_modules/.package-lock.json
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ]; then
  npm ci --no-audit --no-fund
fi
