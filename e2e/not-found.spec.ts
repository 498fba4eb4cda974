// Spec 2.6: the 404 page.
import { expect, open, test } from './fixtures';

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
