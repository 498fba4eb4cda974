// Spec 2.4: the doc page.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DOCS_NEW_ISSUE, DOCS_REPO } from '../site/repo';
import { expect, holdRequests, holdScripts, open, test } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

test('a page without an H1 gets one from its title', async ({ page }) => {
  // The configuration overviews have only a title in their source.
  const source = readFileSync('docs/en/config/lib/index.mdx', 'utf8');
  expect(source).not.toMatch(/^# /m);
  expect(source).toMatch(/^title: Overview$/m);
  await open(page, '/config/lib/');
  await expect(page.locator('.rspress-doc h1')).toHaveCount(1);
  await expect(page.locator('.rspress-doc h1')).toHaveText(/^Overview#?\s*$/);
});

test.describe('overview filter (spec 2.7)', () => {
  for (const [route, noMatch] of [
    ['/config/rsbuild/', 'No matching API found: '],
    ['/zh/config/rsbuild/', '未找到匹配的 API: '],
  ]) {
    test(`${route}: narrows the list to matching pages and headings, and says when none match`, async ({
      page,
    }) => {
      await open(page, route);
      const items = page.locator('.rp-overview-group__item');
      expect(await items.count()).toBeGreaterThan(5);
      const filter = page.locator('#api-filter');
      await filter.fill('minify');
      await expect(items).toHaveCount(1);
      await expect(items.first().getByRole('link', { name: 'output.minify' })).toBeVisible();
      await filter.fill('zzzq');
      await expect(page.locator('.rp-overview__empty')).toHaveText(`${noMatch}zzzq`);
      await filter.fill('');
      expect(await items.count()).toBeGreaterThan(5);
    });
  }

  /** Resolves once React has hydrated the filter box, whose effect is what focuses it. */
  const filterHydrated = async (page: import('@playwright/test').Page) => {
    await page.waitForFunction(() => {
      const box = document.querySelector('#api-filter');
      return Boolean(box && Object.keys(box).some((key) => key.startsWith('__reactProps')));
    });
    await page.evaluate(() => new Promise((done) => setTimeout(done, 100)));
  };

  test('from the top of the page, the filter box has the focus', async ({ page }) => {
    await open(page, '/config/lib/');
    await filterHydrated(page);
    await expect(page.locator('#api-filter')).toBeFocused();
  });

  test('a link to a section, or a scroll before the list hydrates, is not undone by the focus', async ({
    page,
  }) => {
    await page.goto('/config/lib/#libfooter');
    await filterHydrated(page);
    const top = await page.locator('#libfooter').evaluate((h2) => h2.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    await expect(page.locator('#api-filter')).not.toBeFocused();

    const release = await holdScripts(page);
    await page.goto('/zh/config/rsbuild/', { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => window.scrollTo(0, 900));
    release();
    await filterHydrated(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(900);
  });
});

test('the outline is titled ON THIS PAGE and lists the h2 to h4 headings', async ({ page }) => {
  await open(page, '/config/lib/dts');
  const outline = page.locator('.rp-doc-layout__outline');
  await expect(outline.getByText('ON THIS PAGE', { exact: true })).toBeVisible();
  const headingIds = await page
    .locator('.rspress-doc :is(h2, h3, h4)[id]')
    .evaluateAll((els) => els.map((el) => el.id));
  const tocIds = await outline
    .locator('.rp-toc-item')
    .evaluateAll((els) => els.map((el) => decodeURIComponent(el.getAttribute('href')!.slice(1))));
  expect(headingIds.length).toBeGreaterThan(2);
  expect(tocIds).toEqual(headingIds);
  const depths = await outline
    .locator('.rp-toc-item')
    .evaluateAll((els) => [...new Set(els.map((el) => el.getAttribute('data-depth')))]);
  expect(depths).toContain('1');
});

test('the outline marks the last heading active at the bottom of the page', async ({ page }) => {
  await open(page, '/config/lib/dts');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = page.locator('.rp-doc-layout__outline .rp-toc-item').last();
  await expect(last).toHaveClass(/rp-toc-item--active/);
});

test('the footer has the edit link, last updated and previous/next in sidebar order', async ({
  page,
}) => {
  await open(page, '/guide/start/quick-start');
  const edit = page.locator('.rp-edit-link a, a.rp-edit-link').first();
  // This site's own source of the page (site/repo.ts; tests/repo/orientation.test.ts checks every page).
  await expect(edit).toHaveAttribute(
    'href',
    /\/edit\/main\/docs\/en\/guide\/start\/quick-start\.mdx$/,
  );
  await expect(edit).toHaveAttribute('target', '_blank');
  await expect(page.locator('.rp-last-updated')).toContainText('Last Updated');
  const prevNext = page.locator('.rp-prev-next-page');
  await expect(prevNext.getByText('Previous Page')).toBeVisible();
  await expect(prevNext.getByText('Next Page')).toBeVisible();
  const links = await prevNext
    .locator('a')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  expect(links).toEqual(['/guide/start/', '/guide/start/glossary']);
});

test('the scroll-to-top button appears from 100 px', async ({ page }) => {
  await open(page, '/config/lib/dts');
  const button = page.locator('.rp-scroll-to-top');
  await page.evaluate(() => window.scrollTo(0, 90));
  await page.waitForTimeout(200);
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the package-manager tab is remembered across pages and reloads', async ({ page }) => {
  await open(page, '/guide/start/quick-start');
  const tabs = page.locator('.rp-tabs').first();
  await tabs.locator('.rp-tabs__label__item', { hasText: 'pnpm' }).click();
  await expect(tabs.locator('.rp-tabs__label__item--selected')).toHaveText('pnpm');
  const labels = await tabs.locator('.rp-tabs__label__item').allInnerTexts();
  expect(await page.evaluate(() => localStorage.getItem('rspress.tabs.package.manager'))).toBe(
    String(labels.indexOf('pnpm')),
  );
  await page.reload();
  await expect(
    page.locator('.rp-tabs').first().locator('.rp-tabs__label__item--selected'),
  ).toHaveText('pnpm');
  await open(page, '/guide/solution/react');
  await expect(
    page.locator('.rp-tabs').first().locator('.rp-tabs__label__item--selected'),
  ).toHaveText('pnpm');
});

test.describe('copying', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the code copy button copies the code and shows copied for 2 s', async ({ page }) => {
    await open(page, '/config/lib/format');
    const code = page.locator('.rspress-doc pre', { hasText: 'defineConfig' }).first();
    // The nearest ancestor that holds the block's buttons.
    const block = code.locator(
      'xpath=ancestor::*[.//button[contains(@class,"rp-code-copy-button")]][1]',
    );
    await block.hover();
    const button = block.locator('.rp-code-copy-button');
    await button.click();
    await expect(button).toHaveClass(/rp-code-copy-button--copied/);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('defineConfig');
    await page.waitForTimeout(1500);
    await expect(button).toHaveClass(/rp-code-copy-button--copied/);
    await expect(button).not.toHaveClass(/rp-code-copy-button--copied/, { timeout: 1500 });
  });

  test('Copy Markdown loads, copies the page Markdown and flashes success', async ({ page }) => {
    await open(page, '/guide/start/quick-start');
    const release = await holdRequests(page, '**/guide/start/quick-start.md');
    // The async clipboard API writes only from a focused document.
    await page.bringToFront();
    const button = page.locator('.rp-llms-copy-button').first();
    await expect(button).toHaveText('Copy Markdown');
    await button.click();
    await expect(button).toBeDisabled();
    release();
    await expect(button).toHaveClass(/rp-llms-copy-button--success/);
    await expect(button).toBeEnabled();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const served = await (await page.request.get('/guide/start/quick-start.md')).text();
    expect(copied).toBe(served);
    expect(copied).toMatch(/^# /m);
    await expect(button).not.toHaveClass(/rp-llms-copy-button--success/, { timeout: 1000 });
  });
});

test('the AI menu opens on click and closes on a click outside', async ({ page }) => {
  await open(page, '/guide/start/quick-start');
  const trigger = page.locator('.rp-llms-view-options__trigger').first();
  await trigger.click();
  const menu = page.locator('.rp-llms-view-options__menu');
  await expect(menu).toBeVisible();
  const chat = menu.locator('a[href^="https://chatgpt.com/"]');
  await expect(chat).toHaveAttribute('target', '_blank');
  const origin = new URL(page.url()).origin;
  expect(decodeURIComponent((await chat.getAttribute('href')) ?? '').replace(/\+/g, ' ')).toContain(
    `Read ${origin}/guide/start/quick-start.md`,
  );
  await page.locator('.rspress-doc h1').click();
  await expect(menu).toBeHidden();
});

// Issue 21, orientation: breadcrumbs above the title with their structured data, the article's
// structured data, an edit link to this site's own source, and a report link that carries the
// page's address, the heading the reader is at and the reader's selection.
const ORIGIN = (process.env.SITE_ORIGIN ?? 'https://rslib.rs').replace(/\/$/, '');

const PAGES = [
  {
    route: '/guide/basic/cli',
    source: 'docs/en/guide/basic/cli.mdx',
    trail: ['Guide', 'Basic', 'CLI'],
    links: ['/guide/start/', '/guide/basic/'],
    report: 'Report a problem with this page',
  },
  {
    route: '/zh/guide/basic/cli',
    source: 'docs/zh/guide/basic/cli.mdx',
    trail: ['指南', '基础', '命令行'],
    links: ['/zh/guide/start/', '/zh/guide/basic/'],
    report: '反馈此页的问题',
  },
];

interface ListItem {
  position: number;
  name: string;
  item: string;
}

for (const expected of PAGES) {
  test.describe(`orientation (${expected.route})`, () => {
    test('breadcrumbs and structured data are in the server HTML', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(expected.route);
      const crumbs = page.locator('.rspress-doc nav.rp-breadcrumbs li');
      await expect(crumbs).toHaveText(expected.trail);
      await expect(crumbs.last()).toHaveAttribute('aria-current', 'page');
      const links = await page
        .locator('.rspress-doc nav.rp-breadcrumbs a')
        .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
      expect(links).toEqual(expected.links);
      // Above the title.
      const order = await page.evaluate(() => {
        const nav = document.querySelector('.rspress-doc nav.rp-breadcrumbs');
        const h1 = document.querySelector('.rspress-doc h1');
        return nav && h1 ? nav.compareDocumentPosition(h1) : 0;
      });
      expect(order & 4).toBe(4);

      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((els) => els.map((el) => el.textContent ?? ''));
      expect(blocks).toHaveLength(1);
      const graph = JSON.parse(blocks[0])['@graph'] as Record<string, unknown>[];
      const list = graph.find((node) => node['@type'] === 'BreadcrumbList');
      const items = list?.itemListElement as ListItem[];
      expect(items.map((item) => item.name)).toEqual(expected.trail);
      expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
      expect(items.map((item) => item.item)).toEqual([
        ...expected.links.map((link) => ORIGIN + link),
        ORIGIN + expected.route,
      ]);
      const article = graph.find((node) => node['@type'] === 'TechArticle');
      expect(article?.url).toBe(ORIGIN + expected.route);
      expect(article?.headline).toBe(expected.trail.at(-1));
      expect(String(article?.dateModified)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(Number.isNaN(Date.parse(String(article?.dateModified)))).toBe(false);
      await context.close();
    });

    test('the edit link opens this page source in this site repository', async ({ page }) => {
      await open(page, expected.route);
      const edit = page.locator('.rp-doc-footer a.rp-edit-link');
      await expect(edit).toHaveAttribute('href', `${DOCS_REPO}/edit/main/${expected.source}`);
      expect(existsSync(path.resolve(expected.source))).toBe(true);
    });

    test('the report link carries the address, the heading and the selection', async ({
      page,
      blockedRequests,
    }) => {
      await open(page, expected.route);
      const report = page.locator('.rp-doc-footer a.rp-report-link');
      await expect(report).toHaveText(expected.report);
      await expect(report).toHaveAttribute('target', '_blank');
      // Before a press (and without JavaScript): the page's address.
      const initial = new URL((await report.getAttribute('href')) ?? '');
      expect(`${initial.origin}${initial.pathname}`).toBe(DOCS_NEW_ISSUE);
      expect(initial.searchParams.get('body')).toBe(ORIGIN + expected.route);

      // The reader selects a paragraph of the second section; the report names that section.
      const heading = page.locator('.rspress-doc h2').nth(1);
      const id = await heading.getAttribute('id');
      const words = await heading.evaluate((h2) => {
        let paragraph = h2.nextElementSibling;
        while (paragraph && paragraph.tagName !== 'P') paragraph = paragraph.nextElementSibling;
        const range = document.createRange();
        range.selectNodeContents(paragraph as Node);
        const selection = getSelection();
        selection?.removeAllRanges();
        selection?.addRange(range);
        return String(selection).trim();
      });
      expect(words.length).toBeGreaterThan(10);
      await report.click();
      const opened = async () =>
        blockedRequests.find((url) => url.startsWith(DOCS_NEW_ISSUE) && url.includes('%3E'));
      await expect.poll(opened).toBeTruthy();
      const url = new URL((await opened()) ?? '');
      const body = url.searchParams.get('body') ?? '';
      expect(body.split('\n')[0]).toBe(`${ORIGIN}${expected.route}#${id}`);
      expect(body).toContain(`> ${words.split('\n')[0]}`);
      expect(url.searchParams.get('title')).toBe(`[Docs] ${expected.trail.at(-1)}`);
    });

    test('without a selection the report names the section scrolled to', async ({ page }) => {
      await open(page, expected.route);
      const heading = page.locator('.rspress-doc h2').nth(2);
      const id = await heading.getAttribute('id');
      await heading.evaluate((h2) =>
        window.scrollTo(0, h2.getBoundingClientRect().top + scrollY - 100),
      );
      await page.locator('.rp-doc-footer a.rp-report-link').dispatchEvent('mousedown');
      const href = await page.locator('.rp-doc-footer a.rp-report-link').getAttribute('href');
      const body = new URL(href ?? '').searchParams.get('body');
      expect(body).toBe(`${ORIGIN}${expected.route}#${id}`);
    });
  });
}
