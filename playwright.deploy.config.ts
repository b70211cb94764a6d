import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The deploy recipe (deploy/local.ts: nginx in front of two app processes on one PostgreSQL)
// under a subset of the end-to-end tests and the checks that need two processes. Run by
// scripts/test-all.sh when nginx is installed and a PostgreSQL is at TEST_DATABASE_URL.
const port = Number(process.env.ERRET_DEPLOY_PORT || 8086);
process.env.ERRET_DEPLOY_APP_PORT ||= String(port + 100);

export default defineConfig({
  ...base,
  testIgnore: [],
  testMatch: ['deploy.spec.ts', 'caching.spec.ts', 'shared-cache.spec.ts'],
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: 'node --import tsx deploy/local.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      ERRET_WRITE_LIMIT: '1000',
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
      ERRET_DEPLOY_PORT: String(port),
      ERRET_DEPLOY_APP_PORT: process.env.ERRET_DEPLOY_APP_PORT,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  },
});
