// Spec 2.4: the doc page.
import { readFileSync } from 'node:fs';
import { expect, open, test } from './fixtures';

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
  await expect(edit).toHaveAttribute(
    'href',
    /\/website\/docs\/en\/guide\/start\/quick-start\.mdx$/,
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
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/guide/start/quick-start.md', async (route) => {
      await gate;
      await route.continue();
    });
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
