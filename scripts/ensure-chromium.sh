#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (Playwright cannot download browsers here).
set -euo pipefail
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] && exit 0
echo "Installing Debian's Chromium for the browser tests…"
SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
