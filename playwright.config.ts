import { defineConfig } from '@playwright/test';

const port = Number(process.env.PORT || 3100);

export default defineConfig({
  testDir: './e2e',
  // Needs the deploy recipe's two processes: playwright.deploy.config.ts runs it.
  testIgnore: ['deploy.spec.ts'],
  timeout: 60_000,
  // Assertions retry; on a machine busy with other work a lazy chunk or a navigation can take more than the default 5 s.
  expect: { timeout: 10_000 },
  retries: 0,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    // The real production server: built once, then started; the database is a fresh file per run.
    command: 'node --import tsx scripts/serve.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      // Every spec saves through one server from one address: the per-client write limit is unit-tested instead.
      ERRET_WRITE_LIMIT: '1000',
      // Every context plays from one address: the per-client room action limit is unit-tested instead.
      ERRET_ROOM_ACTION_LIMIT: '0',
      // A request still arriving after this many seconds is cut off with a 408 (serving.spec.ts waits for one).
      ERRET_REQUEST_TIMEOUT: '10',
      ERRET_DB_PATH: process.env.ERRET_DB_PATH || `data/e2e-${port}.sqlite`,
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
    },
  },
});
