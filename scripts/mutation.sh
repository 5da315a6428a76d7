#!/bin/sh
# npm run test:mutation [-- <stryker options>]: StrykerJS over the lead path (mutation/stryker.config.mjs).
# Stryker 10 needs Node 22 or later and has its own install in mutation/ (so a Node 20 machine's
# npm ci carries none of it): on an older Node the run uses the current LTS that
# scripts/ci-node-lts.sh fetches from the registry. The install is refreshed when its lock changes.
set -eu
cd "$(dirname "$0")/.."

if [ "$(node -p 'process.versions.node.split(".")[0]')" -lt 22 ]; then
  NODE_LTS="$(sh scripts/ci-node-lts.sh)"
  PATH="$NODE_LTS/bin:$PATH"
  export PATH
fi

if [ ! mutation/node_modules/.package-lock.json -nt mutation/package-lock.json ]; then
  (cd mutation && npm ci --no-audit --no-fund)
fi

exec mutation/node_modules/.bin/stryker run mutation/stryker.config.mjs "$@"
