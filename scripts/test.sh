#!/usr/bin/env bash
# `npm test`: installs what is missing (Debian chromium, npm dependencies), builds the bundles and
# runs every test project (unit with typecheck and boundaries, db, e2e), then prints
# `N passed, N failed`. Extra arguments go to vitest (for example `npm test -- --project unit`).
set -euo pipefail
cd "$(dirname "$0")/.."
export NO_COLOR=1

# Debian chromium for the browser tests, poppler-utils (pdftotext) for the PDF tests.
need=()
[ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1 && need+=(chromium)
command -v pdftotext >/dev/null 2>&1 || need+=(poppler-utils)
if [ "${#need[@]}" -gt 0 ]; then
  echo "Installing Debian ${need[*]}..."
  sudo_cmd=()
  [ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${need[@]}"
fi

bash scripts/ensure-deps.sh
node_modules/.bin/tsx scripts/build.ts

mkdir -p .ci-out
report=".ci-out/vitest${LOTLINE_REPORT_SUFFIX:-}.json"
rm -f "$report"
status=0
node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile.json="$report" "$@" || status=$?
if [ -f "$report" ]; then
  node -e 'const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")); console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed`)' "$report"
else
  echo "0 passed, 1 failed"
  status=1
fi
exit "$status"
