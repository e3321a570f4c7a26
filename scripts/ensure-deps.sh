#!/usr/bin/env bash
# Installs the npm dependencies from the lockfile when they are missing or older than it.
set -euo pipefail
cd "$(dirname "$0")/.."
node -e 'const [a,b]=process.versions.node.split(".").map(Number); if (a<20||(a===20&&b<19)) { console.error(`Lotline needs Node 20.19 or newer; this is ${process.version}.`); process.exit(1); }'
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm dependencies (npm ci)..."
  npm ci --no-audit --no-fund
fi
