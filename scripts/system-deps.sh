#!/usr/bin/env bash
# Installs the system packages the test suite needs (redis-server for the
# Redis store tests, Debian's chromium for the browser tests, nginx for the
# compose file's load balancer in docker/deploytest) when absent.
set -euo pipefail

missing=()
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
[ ${#missing[@]} -eq 0 ] && exit 0

echo "installing system packages: ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || { echo "need root or sudo to install ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
# A stale package index makes installs fail on a fresh machine.
$sudo apt-get update -qq || true
$sudo apt-get install -y -qq "${missing[@]}"
# The tests run nginx themselves; the package's own service (port 80 on a
# machine with systemd) is not wanted.
if [[ " ${missing[*]} " == *" nginx "* ]] && command -v systemctl >/dev/null 2>&1; then
  $sudo systemctl disable --now nginx >/dev/null 2>&1 || true
fi
