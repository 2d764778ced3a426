#!/usr/bin/env bash
# The two README commands land here: `npm start` and `npm test`.
# Installs what a fresh machine lacks (pnpm, dependencies, Chromium and nginx for tests), then runs the step.
# Also `npm run build` and `npm run serve`: the production build, and nginx serving it
# (docs/deploy.md, "On a server with nginx").
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=$(node -p "require('./package.json').packageManager.split('@')[1]")
TOOLS_DIR=.tools

ensure_pnpm() {
  if [ "$(pnpm --version 2>/dev/null || true)" = "$PNPM_VERSION" ]; then return; fi
  if [ ! -x "$TOOLS_DIR/node_modules/.bin/pnpm" ] || [ "$("$TOOLS_DIR/node_modules/.bin/pnpm" --version)" != "$PNPM_VERSION" ]; then
    echo "setup: installing pnpm $PNPM_VERSION into $TOOLS_DIR"
    npm install --silent --no-audit --no-fund --prefix "$TOOLS_DIR" "pnpm@$PNPM_VERSION" >/dev/null
  fi
  export PATH="$PWD/$TOOLS_DIR/node_modules/.bin:$PATH"
}

ensure_dependencies() {
  local stamp=node_modules/.plastihub-lock
  if [ -f "$stamp" ] && cmp -s pnpm-lock.yaml "$stamp"; then return; fi
  echo "setup: installing dependencies"
  local started=$SECONDS
  pnpm install --frozen-lockfile --reporter=silent
  cp pnpm-lock.yaml "$stamp"
  echo "setup: dependencies installed in $((SECONDS - started)) s"
}

ensure_chromium() {
  local chromium=${CHROMIUM_PATH:-/usr/bin/chromium} shell=${E2E_CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}
  if [ -x "$chromium" ] && [ -x "$shell" ]; then return; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "setup: installing Debian's Chromium and its headless shell"
    apt-get update -qq >/dev/null || true
    [ -x "$chromium" ] || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    # The end-to-end tests' browser (the same engine, fewer CPU-seconds); without it they use Chromium.
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null ||
      echo "setup: chromium-headless-shell could not be installed; the end-to-end tests use Chromium"
  elif [ ! -x "$chromium" ]; then
    echo "setup: Chromium is missing at $chromium. Install it (sudo apt-get install -y chromium" \
      "chromium-headless-shell) or set CHROMIUM_PATH." >&2
    exit 1
  fi
}

# nginx serves the production build (`npm run serve`, and the server slice of the end-to-end tests), with
# Debian's module for the precompressed .br files.
ensure_nginx() {
  local nginx=${NGINX_PATH:-/usr/sbin/nginx} brotli=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
  if [ -x "$nginx" ] && [ -f "$brotli" ]; then return; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "setup: installing Debian's nginx and its Brotli module"
    apt-get update -qq >/dev/null || true
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx libnginx-mod-http-brotli-static >/dev/null
  else
    echo "setup: nginx is missing at $nginx. Install it (sudo apt-get install -y nginx" \
      "libnginx-mod-http-brotli-static) or set NGINX_PATH." >&2
    exit 1
  fi
}

ensure_pnpm
ensure_dependencies
case "${1:-}" in
  start)
    pnpm --filter @plastihub/app build
    exec pnpm preview
    ;;
  build)
    exec pnpm --filter @plastihub/app build
    ;;
  serve)
    ensure_nginx
    exec pnpm exec tsx scripts/serve.ts "${@:2}"
    ;;
  test)
    ensure_chromium
    ensure_nginx
    exec node scripts/test-all.mjs
    ;;
  *)
    echo "usage: scripts/toolchain.sh start|build|serve|test" >&2
    exit 2
    ;;
esac
