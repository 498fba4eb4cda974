// Spec 2.6: the 404 page.
import { SEARCH_QUERY_PARAM } from '../site/search-links';
import { expect, open, test } from './fixtures';
import { input, modal } from './search-helpers';

test('an unknown English path answers 404 with the English page', async ({ page }) => {
  const response = await page.goto('/guide/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('.rp-not-found__error-code')).toHaveText('404');
  await expect(page.locator('.rp-not-found__title')).toHaveText('PAGE NOT FOUND');
  const home = page.getByRole('link', { name: 'Take me home' });
  await expect(home).toHaveAttribute('href', '/');
  await home.click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown Chinese path answers 404 with the Chinese page, even before scripts run', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/zh/guide/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('.rp-not-found__title')).toHaveText('页面未找到');
  await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/zh/');
  await context.close();
});

test('the Chinese 404 page hydrates in Chinese', async ({ page, consoleProblems }) => {
  await open(page, '/zh/guide/no-such-page');
  await expect(page.locator('.rp-not-found__title')).toHaveText('页面未找到');
  await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/zh/');
  expect(consoleProblems.filter((p) => !p.includes('404'))).toEqual([]);
});

test('a path with the default-language prefix redirects to the path without it', async ({
  page,
}) => {
  await page.goto('/en/guide/start/quick-start');
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
  await expect(page.locator('.rspress-doc h1')).toHaveAttribute('id', 'quick-start');
});

// Issue 21: the nearest routes of the page's language (edit distance and shared words, from the
// route list the build writes), and a search field filled with the unknown path's words.
const LANGUAGES = [
  { base: '', heading: 'Did you mean', search: 'Search Docs' },
  { base: '/zh', heading: '你要找的可能是', search: '搜索文档' },
];

for (const language of LANGUAGES) {
  test.describe(`a 404 that helps (${language.base || '/'})`, () => {
    test('suggests the nearest route first and fills the search with the path words', async ({
      page,
      consoleProblems,
    }) => {
      const response = await page.goto(`${language.base}/guide/basic/clii`);
      expect(response?.status()).toBe(404);
      const suggestions = page.getByRole('navigation', { name: language.heading });
      const links = suggestions.getByRole('link');
      await expect(links.first()).toHaveAttribute('href', `${language.base}/guide/basic/cli`);
      await expect(links.first()).toContainText(`${language.base}/guide/basic/cli`);
      // Every suggestion is a page of the same language.
      for (const href of await links.evaluateAll((els) => els.map((el) => el.getAttribute('href'))))
        expect(href?.startsWith('/zh/') ?? false).toBe(language.base === '/zh');
      const field = page.getByRole('searchbox', { name: language.search });
      await expect(field).toHaveValue('guide basic clii');
      expect(consoleProblems.filter((p) => !p.includes('404'))).toEqual([]);
    });

    test('the search field opens the search modal with its words, in the same language', async ({
      page,
    }) => {
      await open(page, `${language.base}/guide/basic/clii`);
      const field = page.getByRole('searchbox', { name: language.search });
      await expect(field).toHaveValue('guide basic clii');
      await field.fill('output format');
      await field.press('Enter');
      await expect(modal(page)).toBeVisible();
      await expect(input(page)).toHaveValue('output format');
      expect(new URL(page.url()).pathname).toBe(`${language.base}/`);
    });

    test('without JavaScript the search is a form to the language home', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${language.base}/guide/basic/clii`);
      const form = page.locator('form.rp-not-found__search');
      await expect(form).toHaveAttribute('action', `${language.base}/`);
      await form.locator('input[name="q"]').fill('umdName');
      await form.locator('button[type="submit"]').click();
      await expect(page).toHaveURL(
        new RegExp(`${language.base}/\\?${SEARCH_QUERY_PARAM}=umdName$`),
      );
      await context.close();
    });
  });
}

test('a path with nothing near it gets no suggestions but keeps the search', async ({ page }) => {
  await open(page, '/qqqqqqqqqqqqqqqqqqqqqqqq');
  await expect(page.getByRole('searchbox', { name: 'Search Docs' })).toHaveValue(
    'qqqqqqqqqqqqqqqqqqqqqqqq',
  );
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.rp-not-found__suggestions')).toHaveCount(0);
});

test('a path that shares words with a page suggests it', async ({ page }) => {
  await open(page, '/zh/dts/bundle');
  const links = page.getByRole('navigation', { name: '你要找的可能是' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  expect(hrefs).toContain('/zh/config/lib/dts');
});

test('the suggestions are their own chunk, which other pages never load', async ({ page }) => {
  // The script that renders the suggestions, as the 404 page loads it.
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.set(response.url(), response.text());
  });
  await open(page, '/guide/basic/clii');
  await expect(page.locator('.rp-not-found__suggestions')).toBeVisible();
  let chunk = '';
  for (const [url, text] of scripts)
    if ((await text).includes('not-found-suggestions')) chunk = url;
  expect(chunk).not.toBe('');

  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  for (const path of ['/guide/basic/cli', '/zh/', '/config/lib/format']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(requests.length).toBeGreaterThan(10);
  expect(requests.filter((url) => url === chunk || url.includes('/not-found/'))).toEqual([]);
});
