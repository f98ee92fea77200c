import { defineConfig } from '@playwright/test';

// Debian's Chromium (installed by `make test`); test tools that download
// their own browser cannot run on CI machines.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./failure-context-reporter.ts']],
  forbidOnly: true,
  use: {
    baseURL: process.env.PAYHUB_URL,
    trace: 'off',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // The staff console's test posts a card outage on sunshine/demo, which
  // would take the card from the other tests paying there: it runs alone,
  // after them. The staff's plans for the seed resident pay by card on
  // sunshine/demo and stay on that resident: they run after the outage is
  // over, last.
  projects: [
    { name: 'chromium', testIgnore: /admin(-plans)?\.spec\.ts/ },
    { name: 'staff-console', testMatch: /admin\.spec\.ts/, dependencies: ['chromium'] },
    { name: 'staff-plans', testMatch: /admin-plans\.spec\.ts/, dependencies: ['staff-console'] },
  ],
});
