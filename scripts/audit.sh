#!/usr/bin/env bash
# The production dependencies against the registry's advisories: fails on a high or critical
# finding. A registry without the audit endpoint (some mirrors) cannot be asked; that is said,
# not hidden, and does not fail the run. Findings that are accepted are explained in
# docs/security.md.
set -uo pipefail
cd "$(dirname "$0")/.."
out="$(npm audit --omit=dev --audit-level=high 2>&1)"
status=$?
if grep -q 'audit endpoint returned an error\|ENOAUDIT\|405 Method Not Allowed' <<<"$out"; then
  echo "npm audit: the registry ($(npm config get registry)) offers no audit endpoint; the production dependencies were not checked."
  exit 0
fi
echo "$out" | grep -v 'Unknown user config'
exit "$status"
