import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The serving checks again, on a server whose store is PostgreSQL (TEST_DATABASE_URL): the default
// run makes them on SQLite, and each finding of the security review must hold on both (a removed
// Champion picture is checked on PostgreSQL by the deploy recipe's suite and the route's own test).
// Run by scripts/test-all.sh when a PostgreSQL is at TEST_DATABASE_URL.
const database = process.env.TEST_DATABASE_URL;
if (!database)
  throw new Error('TEST_DATABASE_URL names no PostgreSQL: these checks run on one (see scripts/pg-start.sh)');
const port = Number(process.env.PORT || 3100) + 50;
const server = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer!;

export default defineConfig({
  ...base,
  testMatch: ['serving.spec.ts'],
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    ...server,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    env: { ...server.env, DATABASE_URL: database, PORT: String(port) },
  },
});
