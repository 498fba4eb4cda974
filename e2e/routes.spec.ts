// Every built route in a real browser (issue: quality gates, item 5): status 200, no console
// error or warning, no failed request, no request to a third-party host, and with
// JavaScript off the main content is there. The route list is read from the build.
import type { Page } from '@playwright/test';
import { HTML_LANG, langOf, withLang } from '../site/locale';
import { expect, test, waitForHydration } from './fixtures';
import { builtRoutes, chunks, notFoundPaths, redirectRoutes } from './routes';
import { UPSTREAM_ROUTES } from './upstream-routes';

const routes = builtRoutes();
/** A few tests over many routes: one page each, so the suite stays fast on 2 workers. */
const GROUPS = 6;

test('the build has every route of the spec in both languages', () => {
  const paths = new Set(routes.map((r) => r.path));
  expect(routes.length).toBeGreaterThan(100);
  for (const route of routes) {
    const twin = withLang(route.lang === 'en' ? 'zh' : 'en', route.path);
    expect(paths.has(twin), `${route.path} has no twin ${twin}`).toBe(true);
  }
});

test('a moved page forwards to its new address in its language, with and without JavaScript', async ({
  page,
  browser,
}) => {
  const redirects = redirectRoutes();
  expect(redirects.map((r) => r.path)).toEqual([
    '/guide/upgrade/upgrade-rslib',
    '/zh/guide/upgrade/upgrade-rslib',
  ]);
  const paths = new Set(routes.map((r) => r.path));
  for (const redirect of redirects) {
    expect(paths.has(redirect.target), `${redirect.path} → ${redirect.target}`).toBe(true);
    expect(langOf(redirect.target)).toBe(redirect.lang);
    await page.goto(redirect.path);
    await expect(page).toHaveURL(redirect.target);
    await expect(page.locator('main h1')).toBeVisible();
  }
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(redirects[0].path);
  await expect(plain).toHaveURL(redirects[0].target);
  await noScript.close();
});

test('every route of the official Rslib docs has a page here, in both languages', () => {
  const paths = new Set([...routes, ...redirectRoutes()].map((r) => r.path));
  const missing = UPSTREAM_ROUTES.flatMap((route) =>
    (['en', 'zh'] as const).map((lang) => withLang(lang, route)).filter((p) => !paths.has(p)),
  );
  expect(missing).toEqual([]);
});

/** What a reader needs to see, read in one round trip: a main landmark, its h1, its text. */
async function mainContent(page: Page) {
  return page.evaluate(() => {
    const mains = document.querySelectorAll('main');
    const h1 = mains[0]?.querySelector('h1');
    const navLink = document.querySelector('header a.rp-nav-menu__item__container[href]');
    return {
      mains: mains.length,
      h1Visible: Boolean(h1?.checkVisibility({ visibilityProperty: true, opacityProperty: true })),
      hasText: (mains[0]?.textContent ?? '').trim().length > 80,
      navLinkVisible: Boolean(navLink?.checkVisibility({ visibilityProperty: true })),
    };
  });
}

const READABLE = {
  mains: 1,
  h1Visible: true,
  hasText: true,
  navLinkVisible: true,
};

for (const [i, group] of chunks(routes, GROUPS).entries()) {
  test(`routes ${i + 1}/${GROUPS}: 200, a main landmark with an h1, no console problem, no failed or third-party request`, async ({
    page,
    consoleProblems,
    blockedRequests,
  }) => {
    test.setTimeout(30_000 + group.length * 4_000);
    // Requests are watched for the whole group: one that fails late, after the next route
    // started loading, is still reported, under the route that was open when it failed.
    let current = '';
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      const error = request.failure()?.errorText ?? '';
      // Moving on to the next route cancels what the last one still loads (the favicon).
      if (error === 'net::ERR_ABORTED') return;
      failed.push(`${current}: ${request.url()} (${error})`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400)
        failed.push(`${current}: HTTP ${response.status()} ${response.url()}`);
    });
    for (const route of group) {
      current = route.path;
      consoleProblems.length = 0;
      const response = await page.goto(route.path, { waitUntil: 'load' });
      await waitForHydration(page);
      expect.soft(response?.status(), `${route.path}: status`).toBe(200);
      expect.soft(await mainContent(page), `${route.path}: main content`).toMatchObject(READABLE);
      expect.soft(consoleProblems, `${route.path}: console errors and warnings`).toEqual([]);
    }
    // Whatever the last page still loads.
    await page.waitForLoadState('networkidle');
    expect(failed, 'failed requests').toEqual([]);
    expect(blockedRequests, 'third-party requests').toEqual([]);
  });
}

test('the 404 pages: status 404, their own language, no console problem or third-party request', async ({
  page,
  consoleProblems,
  blockedRequests,
}) => {
  for (const path of notFoundPaths) {
    consoleProblems.length = 0;
    const response = await page.goto(path, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(response?.status()).toBe(404);
    // Chromium reports the document's own 404 status on the console; nothing else may show.
    const others = consoleProblems.filter((p) => !/status of 404/.test(p));
    expect(others, `${path}: console`).toEqual([]);
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.locator('main')).toContainText('404');
    expect(await page.locator('html').getAttribute('lang')).toBe(HTML_LANG[langOf(path)]);
  }
  expect(blockedRequests).toEqual([]);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const [i, group] of chunks(routes, 2).entries()) {
    test(`routes ${i + 1}/2: the main content is there`, async ({ page }) => {
      test.setTimeout(30_000 + group.length * 2_000);
      for (const route of group) {
        const response = await page.goto(route.path, { waitUntil: 'domcontentloaded' });
        expect.soft(response?.status(), `${route.path}: status`).toBe(200);
        expect.soft(await mainContent(page), `${route.path}: main content`).toMatchObject(READABLE);
      }
    });
  }
});
