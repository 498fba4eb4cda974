// Offline reading (site/offline.ts, plugins/service-worker.ts): a visited page comes back
// offline from the service worker with no request to the server, client-side navigation to a
// visited page and search work offline, a new deploy shows the update notice and Reload loads
// it, and a build with the worker turned off removes it. Every other spec blocks service
// workers (playwright.config.ts); here they run. Each test serves the build from its own
// server in this process (scripts/lib/static-server.ts, the preview server's code), so it
// can count what reaches the server and serve a changed build at the same origin, where the
// installed worker looks for its update.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { SELF_REMOVING_WORKER } from '../plugins/service-worker';
import { createBuildServer } from '../scripts/lib/static-server.ts';
import { INDEX_TIERS, indexPath } from '../search/settings';
import { CACHE_PREFIX, CACHES, SERVICE_WORKER_PATH } from '../site/offline';
import { expect, isSameDocument, markWindow, test, waitForHydration } from './fixtures';
import { BUILD_DIR } from './routes';
import { hits, LANGUAGES, modal, openSearch, search } from './search-helpers';

test.use({ serviceWorkers: 'allow' });

/** A marker the "new deploy" adds to every page, where no script touches it. */
const NEW_BUILD_META = '<meta name="rslib-test-build" content="2">';

interface Site {
  origin: string;
  /** Paths of the requests that reached the server, in order. */
  requests: string[];
  /** What the server serves: the build as it is, a new deploy of it, or a build with the worker off. */
  version: 'built' | 'new' | 'off';
}

async function serveSite(): Promise<Site> {
  const site = { origin: '', requests: [] as string[], version: 'built' as Site['version'] };
  const server = createBuildServer(BUILD_DIR, {
    onRequest: (urlPath) => site.requests.push(urlPath),
    override: (urlPath, file) => {
      if (site.version === 'built') return undefined;
      if (urlPath === SERVICE_WORKER_PATH) {
        // A new deploy changes the worker's precache list; any byte changed is an update.
        return site.version === 'off'
          ? SELF_REMOVING_WORKER
          : `${readFileSync(file, 'utf8')}\n// a new deploy\n`;
      }
      if (site.version === 'new' && file.endsWith('.html'))
        return readFileSync(file, 'utf8').replace('</head>', `${NEW_BUILD_META}</head>`);
      return undefined;
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  test.info().attach('origin', { body: site.origin });
  // Closed when the test's worker process ends; each test has its own port.
  server.unref();
  return site;
}

/** Opens a page and waits until the worker controls it and holds the page and the language's index. */
async function visitAndInstall(page: Page, url: string, lang: string) {
  await page.goto(url);
  await waitForHydration(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(
    async ({ caches: names, index }) => {
      const [pages, search] = await Promise.all([
        caches.open(names.pages),
        caches.open(names.search),
      ]);
      // Every tier: the last thing the first visit puts in, so nothing is left in flight.
      const tiers = await Promise.all(index.map((url) => search.match(url)));
      return Boolean((await pages.match(window.location.pathname)) && tiers.every(Boolean));
    },
    { caches: CACHES, index: INDEX_TIERS.map((tier) => indexPath(lang, tier)) },
  );
}

/**
 * The ids of the async chunks the worker precaches (`static/js/async/<id>.<hash>.js` in its
 * precache list): the search modal's chunk group, the only async code it precaches.
 */
function precachedChunkIds(): string[] {
  const worker = readFileSync(path.join(BUILD_DIR, SERVICE_WORKER_PATH), 'utf8');
  return [...worker.matchAll(/"static\/js\/async\/([^".]+)\.[^"]+\.js"/g)].map((m) => m[1]);
}

/** Which of `ids` the page has run: chunks push themselves onto the Rspack chunk array. */
function ranChunks(page: Page, ids: string[]) {
  return page.evaluate((wanted) => {
    const pushed = (self as unknown as { rspackChunkrslib_docs?: [unknown[]][] })
      .rspackChunkrslib_docs;
    const ran = new Set((pushed ?? []).flatMap(([chunkIds]) => chunkIds.map(String)));
    return wanted.filter((id) => ran.has(id));
  }, ids);
}

for (const language of LANGUAGES) {
  const start = `${language.base}/guide/start/quick-start`;
  const next = `${language.base}/guide/start/glossary`;

  test(`${language.lang}: a visited page is painted offline by the service worker, with no request to the server; client-side navigation and search work offline`, async ({
    page,
    context,
  }) => {
    const site = await serveSite();
    await visitAndInstall(page, `${site.origin}${start}`, language.lang);
    // Search works offline from the worker's precache, not because the page ran the search
    // code ahead of the reader (a first visit's main thread stays free: plugins/service-worker.ts).
    const searchChunks = precachedChunkIds();
    expect(searchChunks.length, 'async chunks in the precache').toBeGreaterThan(0);
    expect(await ranChunks(page, searchChunks), 'search chunks run before any intent').toEqual([]);
    // A second page, reached by a client-side navigation while the worker is on.
    await page.locator(`a[href="${next}"]:visible`).first().click();
    await expect(page).toHaveURL(`${site.origin}${next}`);
    await page.goBack();
    await expect(page).toHaveURL(`${site.origin}${start}`);

    await context.setOffline(true);
    site.requests.length = 0;
    const responses: { url: string; fromWorker: boolean }[] = [];
    page.on('response', (response) =>
      responses.push({ url: response.url(), fromWorker: response.fromServiceWorker() }),
    );
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('h1')).toBeVisible();
    const title = await page.locator('h1').textContent();
    expect(title?.trim()).toBeTruthy();
    expect(responses.length).toBeGreaterThan(3);
    expect(responses.filter((r) => !r.fromWorker)).toEqual([]);

    await markWindow(page);
    await page.locator(`a[href="${next}"]:visible`).first().click();
    await expect(page).toHaveURL(`${site.origin}${next}`);
    await expect(page.locator('h1')).not.toHaveText(title ?? '');
    expect(await isSameDocument(page)).toBe(true);

    await openSearch(page, language);
    await search(page, 'format');
    await expect(hits(page).first()).toBeVisible();
    expect(await ranChunks(page, searchChunks), 'search chunks run once searched').not.toEqual([]);
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);

    expect(site.requests, 'requests that reached the server while offline').toEqual([]);
  });

  test(`${language.lang}: a new deploy shows the update notice; Reload loads it`, async ({
    page,
  }) => {
    const site = await serveSite();
    await visitAndInstall(page, `${site.origin}${start}`, language.lang);
    const notice = page
      .locator('[aria-live="polite"]')
      .filter({ hasText: language.text('updateNoticeText') });
    // The first install is not an update.
    await expect(notice).toHaveCount(0);

    site.version = 'new';
    // What the browser does on its own on the next navigation, or when the tab is shown again.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect(notice).toBeVisible();
    await expect(page.locator('meta[name="rslib-test-build"]')).toHaveCount(0);

    await notice.getByRole('button', { name: language.text('updateReloadText') }).click();
    await expect(page.locator('meta[name="rslib-test-build"]')).toHaveCount(1);
    await waitForHydration(page);
    await expect(notice).toHaveCount(0);
  });
}

test('a build with the worker turned off removes it and its caches', async ({ page }) => {
  const site = await serveSite();
  await visitAndInstall(page, `${site.origin}/guide/start/quick-start`, '/search/en.json');
  expect(
    await page.evaluate(async () => (await caches.keys()).length),
    'caches of the installed worker',
  ).toBeGreaterThan(1);

  site.version = 'off';
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.getRegistrations()).length === 0,
  );
  await page.waitForFunction(
    async (prefix) => (await caches.keys()).every((name) => !name.startsWith(prefix)),
    CACHE_PREFIX,
  );
});
