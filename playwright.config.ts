import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Debian's Chromium: nothing is downloaded at install time.
const chromium = '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 3199);
const dataDir = mkdtempSync(join(tmpdir(), 'nibble-e2e-'));

export const E2E_ADMIN = { phone: '9999999999', password: 'e2e-admin-password' };

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: existsSync(chromium) ? chromium : undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node apps/server/dist/main.js',
    url: `http://127.0.0.1:${port}/api/v1/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PHONE: E2E_ADMIN.phone,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      // Shared links and QR codes point here: the address the journeys open.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  },
});
