import { defineConfig, devices } from '@playwright/test';
import { chromiumExecutable } from './scripts/lib/browser.ts';

const PORT = Number(process.env.PORT ?? 4173);

/** The browser every test runs; a spec that needs another launch flag extends it (e2e/scrollbars.spec.ts). */
export const launchOptions = {
  executablePath: chromiumExecutable(),
  args: [
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    // The site registers a service worker after load (site/offline.ts). A worker answers the
    // page's requests itself, out of reach of page.route() and of a test's request counts, and
    // keeps what one build served for the next; so tests run without it, as on a first visit.
    // e2e/offline.spec.ts allows it and tests it, each test on its own server and origin.
    serviceWorkers: 'block',
    launchOptions,
  },
  projects: [
    {
      name: 'chromium',
      // Wide enough for the full navbar, which folds into the hamburger at 1280 px.
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: 'node --import tsx scripts/serve.ts',
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    env: { PORT: String(PORT) },
  },
});
