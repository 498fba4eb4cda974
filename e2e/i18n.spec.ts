// Spec 2.11 (language redirect) and the language switcher.
import { expect, open, test } from './fixtures';

test.describe('first visit from a Chinese browser', () => {
  test.use({ locale: 'zh-CN' });

  test('is redirected once to Chinese, and not again', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto('/guide/start/quick-start');
    await expect(page).toHaveURL(/\/zh\/guide\/start\/quick-start$/);
    expect(await page.evaluate(() => localStorage.getItem('rspress-visited'))).toBe('1');
    await page.goto('/guide/start/quick-start');
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
    await expect(page).not.toHaveURL(/\/zh\//);
    await context.close();
  });

  test('a bot is never redirected', async ({ browser }) => {
    const context = await browser.newContext({
      locale: 'zh-CN',
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)',
    });
    const page = await context.newPage();
    await page.goto('/guide/start/quick-start');
    await page.waitForTimeout(300);
    await expect(page).not.toHaveURL(/\/zh\//);
    expect(await page.evaluate(() => localStorage.getItem('rspress-visited'))).toBeNull();
    await context.close();
  });
});

test('an English browser is not redirected from an English page', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/guide/start/quick-start');
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
  await context.close();
});

test('the language switcher keeps the heading anchor', async ({ page }) => {
  await open(page, '/config/lib/format#format');
  const switcher = page.getByRole('list', { name: 'Change language' });
  await switcher.locator('.rp-nav-menu__item').hover();
  const zh = page
    .locator('.rp-hover-group__item a[hreflang="zh"], a.rp-hover-group__item__link[hreflang="zh"]')
    .first();
  await expect(zh).toHaveAttribute('href', '/zh/config/lib/format#format');
  await zh.click();
  await expect(page).toHaveURL(/\/zh\/config\/lib\/format#format$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});
