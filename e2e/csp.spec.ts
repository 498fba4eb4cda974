// The production headers and the Content Security Policy (site/security.ts,
// plugins/security-headers.ts). Every test of the suite runs under the policy and fails on a
// violation (e2e/fixtures.ts); these tests add the dark theme on every route, the interactive
// paths of a page in both languages, the headers themselves, and proof that the listener sees a
// violation at all.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, open, test, waitForHydration } from './fixtures';
import { BUILD_DIR, builtRoutes, chunks } from './routes';
import { LANGUAGES, modal, openSearch, search } from './search-helpers';

const routes = builtRoutes();
const GROUPS = 4;

test('every response carries the policy and the security headers of _headers', async ({ page }) => {
  const headersFile = readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8');
  expect(headersFile).toContain('Content-Security-Policy:');
  for (const [url, cache] of [
    ['/guide/start/quick-start', 'must-revalidate'],
    ['/zh/guide/start/quick-start', 'must-revalidate'],
    ['/guide/start/quick-start.md', 'must-revalidate'],
    ['/llms.txt', 'must-revalidate'],
    ['/search/en.json', 'must-revalidate'],
    ['/rss/blog-en.xml', 'must-revalidate'],
    ['/manifest.webmanifest', 'must-revalidate'],
    ['/zh/manifest.webmanifest', 'must-revalidate'],
    ['/sw.js', 'no-cache'],
  ] as const) {
    const response = await page.request.get(url);
    const headers = response.headers();
    expect(headers['content-security-policy'], url).toMatch(/frame-ancestors 'none'/);
    expect(headers['content-security-policy'], url).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
    expect(headers['referrer-policy'], url).toBeTruthy();
    expect(headers['permissions-policy'], url).toMatch(/camera=\(\)/);
    expect(headers['cache-control'], url).toContain(cache);
  }
  await open(page, '/guide/start/quick-start');
  const script = await page.evaluate(
    () => (document.querySelector('script[src*="/static/js/"]') as HTMLScriptElement | null)?.src,
  );
  expect(script).toBeTruthy();
  const asset = await page.request.get(new URL(script as string).pathname);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the listener reports a violation: a planted inline script is blocked', async ({
  browser,
}) => {
  // A page outside the fixture, so the planted violation is observed here instead of failing
  // the test through the fixture's check.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    (window as unknown as { __violations: string[] }).__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __violations: string[] }).__violations.push(e.effectiveDirective);
    });
  });
  await page.goto('/guide/start/quick-start');
  await waitForHydration(page);
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__planted = true;';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __planted?: boolean }).__planted === true;
  });
  expect(ran).toBe(false);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations))
    .toContain('script-src-elem');
  await context.close();
});

test.describe('in the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  for (const [i, group] of chunks(routes, GROUPS).entries()) {
    test(`routes ${i + 1}/${GROUPS}: no policy violation`, async ({ page }) => {
      test.setTimeout(30_000 + group.length * 3_000);
      for (const route of group) {
        await page.goto(route.path, { waitUntil: 'load' });
        await waitForHydration(page);
      }
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        true,
      );
    });
  }
});

for (const language of LANGUAGES) {
  test(`search, Copy Markdown, the AI menu and image zoom under the policy (${language.lang})`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, `${language.base}/guide/start/quick-start`);
    await openSearch(page, language);
    await search(page, 'dts');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);

    await page.bringToFront();
    const copy = page.locator('.rp-llms-copy-button').first();
    await copy.click();
    await expect(copy).toHaveClass(/rp-llms-copy-button--success/);

    const aiOptions = page.locator('.rp-llms-view-options__trigger').first();
    await aiOptions.click();
    await expect(page.locator('.rp-llms-view-options__menu')).toBeVisible();
    await aiOptions.click();

    await open(page, `${language.base}/guide/basic/output-structure`);
    const image = page.locator('.rspress-doc img').first();
    await image.scrollIntoViewIfNeeded();
    await image.click();
    await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
    await page.keyboard.press('Escape');
  });
}
