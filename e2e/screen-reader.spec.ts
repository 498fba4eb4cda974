// What a screen reader reads before the page's title (issue 26): the accessibility tree of the
// home page and of one doc page in each language, from the top of the page to the H1. It must
// start with the skip link, hold no hidden English "For AI agents" paragraph, no decorative
// star or logo image, and nothing outside a landmark other than the skip link.
import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';

const PAGES = [
  { path: '/', h1: 'Rslib' },
  { path: '/zh/', h1: 'Rslib' },
  { path: '/guide/start/quick-start', h1: 'Quick start' },
  { path: '/zh/guide/start/quick-start', h1: '快速上手' },
];

/** The ARIA snapshot lines of the body up to the first level-1 heading. */
async function beforeTitle(page: Page): Promise<string[]> {
  const lines = (await page.locator('body').ariaSnapshot()).split('\n');
  const h1 = lines.findIndex((line) => /- heading ".*" \[level=1\]/.test(line));
  expect(h1, 'the page has an H1').toBeGreaterThan(0);
  return lines.slice(0, h1);
}

for (const { path, h1 } of PAGES) {
  test(`${path}: what a screen reader reads before the title`, async ({ page }) => {
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(h1);
    const lines = await beforeTitle(page);
    const text = lines.join('\n');
    // The skip link comes first.
    expect(lines[0]).toMatch(/^- link "(Skip to content|跳到正文)"/);
    expect(text).not.toMatch(/For AI agents/);
    expect(text).not.toMatch(/img "(star|logo)"/);
    // Top-level entries: the skip link, then landmarks only (banner, navigation, complementary, main).
    const topLevel = lines.filter((line) => /^- /.test(line)).slice(1);
    for (const line of topLevel) {
      expect(line, text).toMatch(/^- (banner|navigation|complementary|main|contentinfo)\b/);
    }
  });
}

test('the home page has no repeated ids and no named decorative images', async ({ page }) => {
  await open(page, '/');
  const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((el) => el.id));
  expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  await expect(page.getByRole('img', { name: 'star' })).toHaveCount(0);
});

/** Console problems, less the browser's note on a document answered with 404 on purpose. */
const problemsBesidesStatus = (problems: string[]) =>
  problems.filter(
    (p) => !p.startsWith('Failed to load resource: the server responded with a status of 404'),
  );

test('a link with doubled slashes shows the page, with no console error', async ({
  page,
  consoleProblems,
}) => {
  // A string starting with `//` would be a host name to page.goto; the address is built whole.
  await open(page, '/');
  await open(page, `${new URL(page.url()).origin}//guide//start//quick-start`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Quick start');
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
  await page.waitForTimeout(500);
  // The preview server answers 404 for such a path (some hosts answer 200 with the page).
  expect(problemsBesidesStatus(consoleProblems)).toEqual([]);
});

// A plain static host sends /404.html (English) for every unknown path. Under /zh/ the app
// rendered the Chinese 404 over English HTML and React reported a hydration mismatch; now the
// English 404 page hands such a path to zh/404.html, which keeps the address (plugins/clean-path.ts).
for (const path of ['/no-such-page', '/zh/no-such-page']) {
  test(`a static host that answers ${path} with /404.html: no hydration error`, async ({
    page,
    consoleProblems,
  }) => {
    await page.route(`**${path}`, async (route) => {
      const response = await route.fetch({ url: route.request().url().replace(path, '/404') });
      await route.fulfill({ response, status: 404 });
    });
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      path.startsWith('/zh/') ? '页面未找到' : 'PAGE NOT FOUND',
      { ignoreCase: true },
    );
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.waitForTimeout(500);
    expect(problemsBesidesStatus(consoleProblems)).toEqual([]);
  });
}
