#!/bin/sh
# npm run bench [-- <options>]: the performance report (bench/bench.ts, docs/benchmarks.md).
# npm run bench:check: the bench's typecheck, lint and unit tests (.ci/run runs it).
# The bench's tools (Lighthouse, its Chrome launcher, autocannon) have their own install in bench/,
# made on the first run and again when its lock changes, so the project's own install carries none.
set -eu
cd "$(dirname "$0")/.."

if [ ! bench/node_modules/.package-lock.json -nt bench/package-lock.json ]; then
  (cd bench && npm ci --no-audit --no-fund)
fi

if [ "${1:-}" = --check ]; then
  npx tsc -p bench
  npx eslint --config bench/eslint.config.js --max-warnings 0 bench
  exec npx vitest run --project bench
fi

exec npx tsx bench/bench.ts "$@"
