// Spec 2.3: navigation chrome.
import { expect, isSameDocument, markWindow, open, test } from './fixtures';

test.describe('navbar', () => {
  test('has Guide, Config and Blog, the search button, language, appearance and social links', async ({
    page,
  }) => {
    await open(page, '/guide/start/');
    const nav = page.locator('.rp-nav');
    for (const text of ['Guide', 'Config', 'Blog']) {
      await expect(nav.locator('.rp-nav-menu__item', { hasText: text }).first()).toBeVisible();
    }
    await expect(nav.locator('.rp-switch-appearance').first()).toBeVisible();
    await expect(nav.getByRole('list', { name: 'Change language' })).toBeVisible();
    const social = nav.locator('.rp-nav__others .rp-social-links a');
    await expect(social).toHaveCount(3);
    const hrefs = await social.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs.join(' ')).toMatch(/github\.com.*x\.com.*discord/);
  });

  test('a dropdown closes 150 ms after the mouse leaves, not before', async ({ page }) => {
    await open(page, '/guide/start/');
    const config = page.locator('.rp-nav .rp-nav-menu__item', { hasText: 'Config' }).first();
    await config.hover();
    const item = page.locator('.rp-hover-group__item', { hasText: 'Lib Configurations' }).first();
    await expect(item).toBeVisible();
    await page.mouse.move(5, 500);
    await page.waitForTimeout(60);
    await expect(item).toBeVisible();
    await expect(item).toBeHidden({ timeout: 1000 });
  });

  test('the navbar is 72 px tall, 56 px at 768 px or less', async ({ page }) => {
    await open(page, '/guide/start/');
    expect((await page.locator('.rp-nav').boundingBox())?.height).toBe(72);
    await page.setViewportSize({ width: 700, height: 900 });
    await expect.poll(async () => (await page.locator('.rp-nav').boundingBox())?.height).toBe(56);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 600, height: 900 } });

  test('opens full screen from the hamburger and closes on a route change', async ({ page }) => {
    await open(page, '/guide/start/');
    await page.locator('.rp-nav-hamburger__sm').click();
    const screen = page.locator('.rp-nav-screen');
    await expect(screen).toBeVisible();
    await screen.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(screen).toBeHidden();
  });

  test('locks the page scroll while the menu or the sidebar is open', async ({ page }) => {
    await open(page, '/guide/start/quick-start');
    const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
    expect(await bodyOverflow()).not.toBe('hidden');
    const hamburger = page.locator('.rp-nav-hamburger__sm');
    await hamburger.click();
    await expect(page.locator('.rp-nav-screen')).toBeVisible();
    await expect.poll(bodyOverflow).toBe('hidden');
    await hamburger.click();
    await expect(page.locator('.rp-nav-screen')).toBeHidden();
    await expect.poll(bodyOverflow).not.toBe('hidden');
    await page.locator('.rp-sidebar-menu__left').click();
    await expect(page.locator('.rp-doc-layout__sidebar')).toBeInViewport();
    await expect.poll(bodyOverflow).toBe('hidden');
    await page.mouse.click(590, 450);
    await expect.poll(bodyOverflow).not.toBe('hidden');
  });

  test('closes when the window grows to 768 px', async ({ page }) => {
    await open(page, '/guide/start/');
    await page.locator('.rp-nav-hamburger__sm').click();
    await expect(page.locator('.rp-nav-screen')).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.evaluate(() => window.dispatchEvent(new Event('resize')));
    await expect(page.locator('.rp-nav-screen')).toBeHidden();
  });
});

test.describe('sidebar', () => {
  test('guide pages show the guide groups in order, expanded', async ({ page }) => {
    await open(page, '/guide/start/quick-start');
    const groups = page.locator('.rp-sidebar-group[data-depth="0"] > .rp-sidebar-item__left');
    const names = (await groups.allInnerTexts()).map((t) => t.trim());
    expect(names.slice(0, 7)).toEqual([
      'Getting Started',
      'Solution',
      'Basic',
      'Advanced',
      'Library workflow',
      'Migration',
      'FAQ',
    ]);
  });

  test('config pages show the Lib and Rsbuild groups', async ({ page }) => {
    await open(page, '/config/lib/format');
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    await expect(sidebar.getByText('Lib Configurations', { exact: true })).toBeVisible();
    await expect(sidebar.getByText('Rsbuild Configurations', { exact: true })).toBeVisible();
    await expect(sidebar.getByText('Getting Started', { exact: true })).toHaveCount(0);
  });

  test('nested items are indented 18 px per level', async ({ page }) => {
    await open(page, '/guide/start/quick-start');
    const item = page.locator('.rp-sidebar-item[data-depth="1"]').first();
    await expect(item).toHaveCSS('padding-left', '30px');
  });

  test('the Chinese sidebar uses the Chinese group names', async ({ page }) => {
    await open(page, '/zh/guide/start/quick-start');
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    for (const name of ['开始', '解决方案', '基础', '进阶', '迁移', '常见问题']) {
      await expect(sidebar.getByText(name, { exact: true }).first()).toBeVisible();
    }
  });

  test('a collapsed group stays collapsed on the next page; the group of the new page opens', async ({
    page,
  }) => {
    await open(page, '/guide/start/quick-start');
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    const header = (name: string) =>
      sidebar.locator('.rp-sidebar-group[data-depth="0"]', { hasText: name });
    // The items of a group sit in the grid right after its header.
    const rows = (name: string) => header(name).locator('xpath=following-sibling::div[1]');
    for (const name of ['Advanced', 'Basic']) {
      await header(name).click();
      await expect(rows(name)).toHaveCSS('grid-template-rows', '0px');
    }
    // An in-page link to a page of the collapsed Basic group: a client-side navigation.
    await markWindow(page);
    await page.locator('.rp-doc a[href="/guide/basic/cli"]').first().click();
    await expect(page).toHaveURL(/\/guide\/basic\/cli$/);
    expect(await isSameDocument(page)).toBe(true);
    await expect(rows('Basic')).not.toHaveCSS('grid-template-rows', '0px');
    await expect(sidebar.locator('.rp-sidebar-item--active')).toHaveText('CLI');
    await expect(rows('Advanced')).toHaveCSS('grid-template-rows', '0px');
  });

  test('blog pages have no sidebar', async ({ page }) => {
    await open(page, '/blog/introducing-rslib');
    await expect(page.locator('.rp-sidebar-item')).toHaveCount(0);
  });
});

test.describe('navbar hiding', () => {
  test('auto: hides on scroll down and returns on scroll up', async ({ page }) => {
    await open(page, '/guide/basic/cli');
    const nav = page.locator('.rp-nav');
    await page.mouse.wheel(0, 1500);
    await expect(page.locator('html')).toHaveAttribute('data-navbar', 'hidden');
    await expect.poll(async () => (await nav.boundingBox())?.y ?? 0).toBeLessThan(-60);
    await page.mouse.wheel(0, -400);
    await expect(page.locator('html')).toHaveAttribute('data-navbar', 'shown');
    await expect.poll(async () => (await nav.boundingBox())?.y).toBe(0);
  });

  test('the nav height variable is 0 while hidden', async ({ page }) => {
    await open(page, '/guide/basic/cli?hideNavbar=always');
    await expect(page.locator('html')).toHaveAttribute('data-navbar', 'hidden');
    const height = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--rp-nav-height').trim(),
    );
    expect(height).toBe('0px');
  });

  test('never: stays on scroll down', async ({ page }) => {
    await open(page, '/guide/basic/cli?hideNavbar=never');
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(400);
    await expect(page.locator('html')).toHaveAttribute('data-navbar', 'shown');
    await expect(page.locator('.rp-nav')).toBeInViewport();
  });

  test('the navbar=0 query turns it off', async ({ page }) => {
    await open(page, '/guide/basic/cli?navbar=0');
    await expect(page.locator('.rp-nav')).toBeHidden();
  });
});
