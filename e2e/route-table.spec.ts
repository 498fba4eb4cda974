// The lists of pages load after the page (plugins/route-table.ts, ARCHITECTURE.md, A page
// load): a page hydrates from its own inline data, and a navigation that comes before the
// route table waits for it instead of failing or loading the page in full.
import type { Page, Route } from '@playwright/test';
import { CURRENT_ROUTE_ID, ROUTE_CHUNKS_ATTR } from '../site/first-load';
import { expect, isSameDocument, markWindow, open, test } from './fixtures';

/**
 * Holds every async script the page does not preload (the route table and the lists loaded
 * with it, other pages' chunks) until `release` is called; counts what was held.
 */
async function holdDeferredScripts(page: Page, path: string) {
  const held: Route[] = [];
  let released = false;
  const html = await (await page.request.get(path)).text();
  // The page's own route chunks, which its script loader preloads (plugins/paint-first.ts).
  const preloaded = new Set(
    html.match(new RegExp(`${ROUTE_CHUNKS_ATTR}="([^"]+)"`))?.[1].split(' ') ?? [],
  );
  expect(preloaded.size).toBeGreaterThan(0);
  await page.route(/\/static\/js\/async\//, (route) => {
    const { pathname } = new URL(route.request().url());
    if (released || preloaded.has(pathname)) return route.continue();
    held.push(route);
  });
  return {
    held: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

test('a page carries its own route, page entry and sidebar, and hydrates without the table', async ({
  page,
  consoleProblems,
}) => {
  const scripts = await holdDeferredScripts(page, '/guide/basic/cli');
  await open(page, '/guide/basic/cli');
  const data = JSON.parse(
    (await page.locator(`script#${CURRENT_ROUTE_ID}`).textContent({ timeout: 1000 })) ?? '{}',
  );
  expect(data).toMatchObject({
    path: '/guide/basic/cli',
    filePath: 'en/guide/basic/cli.mdx',
    lang: 'en',
    page: { routePath: '/guide/basic/cli' },
    sidebar: { key: '/guide' },
  });
  await expect(page.locator('.rspress-doc h1')).toBeVisible();
  await expect(page.locator('.rp-sidebar-item--active')).toHaveText('CLI');
  // The table was asked for (on idle) and is still held: the page works without it.
  await expect.poll(scripts.held).toBeGreaterThan(0);
  expect(consoleProblems).toEqual([]);
  await scripts.release();
});

test('a link clicked before the route table has loaded waits for it and navigates in the app', async ({
  page,
}) => {
  const scripts = await holdDeferredScripts(page, '/guide/start/quick-start');
  await open(page, '/guide/start/quick-start');
  await markWindow(page);
  // Another section: its route, index entry and sidebar all come with the table.
  await page.locator('.rp-nav a[href^="/config/"]').first().click();
  await expect.poll(scripts.held).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
  await scripts.release();
  await expect(page).toHaveURL(/\/config\//);
  await expect(page.locator('.rspress-doc h1')).toBeVisible();
  await expect(page.locator('.rp-doc-layout__sidebar')).toContainText('lib.format');
  expect(await isSameDocument(page)).toBe(true);
  // Back to the first page, from the table now: same document, same page.
  await page.goBack();
  await expect(page.locator('.rspress-doc h1')).toHaveAttribute('id', 'quick-start');
  expect(await isSameDocument(page)).toBe(true);
});
