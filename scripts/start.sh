#!/usr/bin/env bash
# `npm start`: installs what is missing, builds the bundles and serves Lotline with demo data
# on http://localhost:${PORT:-8080} (embedded PGlite in ./.lotline-data unless DATABASE_URL is set).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
node_modules/.bin/tsx scripts/build.ts
exec node_modules/.bin/tsx server/src/index.ts
