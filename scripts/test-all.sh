#!/usr/bin/env bash
# Every test, in the order that fails fastest: types, lint, unit (SQLite and, when
# TEST_DATABASE_URL is set, PostgreSQL), rule scenarios, then a production build under Playwright
# (the serving checks on SQLite, then again on PostgreSQL), and, when nginx is
# installed, the deploy recipe (nginx + two processes + PostgreSQL) under its suite.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
if [ -z "${TEST_DATABASE_URL:-}" ] && [ -d /usr/lib/postgresql ]; then
  TEST_DATABASE_URL=$(bash scripts/pg-start.sh) && export TEST_DATABASE_URL || echo "PostgreSQL could not start: its storage tests will fail" >&2
fi
echo "== type check";   npx tsc --noEmit
echo "== lint";         npx eslint . --max-warnings=0
echo "== format";       npx prettier --check . --log-level warn
echo "== unit tests";   npx vitest run
echo "== scenarios";    npx tsx scripts/scenarios.ts scenarios
echo "== build";        npx next build
echo "== e2e";          rm -f data/e2e-*.sqlite*; npx playwright test
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== e2e on PostgreSQL"; npx playwright test -c playwright.pg.config.ts
fi
if { command -v nginx || [ -x /usr/sbin/nginx ]; } >/dev/null 2>&1 && [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== deploy recipe"; npx playwright test -c playwright.deploy.config.ts
fi
