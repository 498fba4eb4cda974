import { test as base, expect, type Page } from '@playwright/test';

/** What Playwright logs for a service worker registration under `serviceWorkers: 'block'`. */
const PLAYWRIGHT_BLOCKED_WORKER = 'Service Worker registration blocked by Playwright';

const LOCAL = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//;

export interface SiteFixtures {
  /** Requests to any host but the local preview server; they are aborted. */
  blockedRequests: string[];
  /** Console errors and warnings the page logged. */
  consoleProblems: string[];
}

/**
 * Every test runs offline: third-party hosts (analytics, Algolia, CDNs) are aborted,
 * and what was attempted is kept so a test can assert on it.
 */
export const test = base.extend<SiteFixtures>({
  blockedRequests: async ({ context }, use) => {
    const blocked: string[] = [];
    await context.route(
      (url) => !LOCAL.test(url.href) && !url.href.startsWith('data:'),
      (route) => {
        blocked.push(route.request().url());
        return route.abort('blockedbyclient');
      },
    );
    await use(blocked);
  },
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (msg) => {
      // Playwright's own word when it blocks the site's service worker (playwright.config.ts).
      if (msg.text() === PLAYWRIGHT_BLOCKED_WORKER) return;
      if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text());
    });
    page.on('pageerror', (err) => problems.push(err.message));
    await use(problems);
  },
  page: async ({ page, blockedRequests }, use) => {
    void blockedRequests;
    // The production build carries a strict Content Security Policy (site/security.ts): any
    // test that makes the page break it fails, whatever else it asserts.
    const violations: string[] = [];
    await page.exposeBinding('__reportCspViolation', (_source, violation: string) => {
      violations.push(violation);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        const report = (window as unknown as { __reportCspViolation?: (v: string) => void })
          .__reportCspViolation;
        report?.(
          `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
        );
      });
    });
    // The first visit may redirect to the browser's language (spec 2.11); tests of that
    // behaviour open their own context, every other test starts as a returning reader.
    await page.addInitScript(() => {
      try {
        if (!localStorage.getItem('rspress-visited')) localStorage.setItem('rspress-visited', '1');
      } catch {
        // Storage may be blocked on purpose by a resilience test.
      }
    });
    await use(page);
    expect(violations, 'Content Security Policy violations').toEqual([]);
  },
});

export { expect };

/** Waits until React has hydrated the page, so clicks reach their handlers. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Opens a path and waits for hydration. */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Holds every request matching `url` until `release()` is called, as a slow network would. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/**
 * Holds the site's scripts back until `release()` is called: the page paints from its HTML and
 * stays unhydrated, as on a slow device, for as long as a test needs.
 */
export const holdScripts = (page: Page) => holdRequests(page, '**/static/js/**');

/** Puts a marker on `window` that only a full page load removes. */
export async function markWindow(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
}

export async function isSameDocument(page: Page) {
  return page.evaluate(
    () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
  );
}
