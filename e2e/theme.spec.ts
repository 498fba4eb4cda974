// Spec 4: theme (appearance) states.
import { expect, open, test } from './fixtures';

const KEY = 'rspress-theme-appearance';

async function appearance(page: import('@playwright/test').Page) {
  return page.evaluate(() => ({
    dark: document.documentElement.classList.contains('dark'),
    scheme: document.documentElement.style.colorScheme,
  }));
}

test('light by choice: no dark class, light colour scheme', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'light'), KEY);
  await page.emulateMedia({ colorScheme: 'dark' });
  await open(page, '/guide/start/');
  expect(await appearance(page)).toEqual({ dark: false, scheme: 'light' });
});

test('dark by choice: dark class and dark colour scheme', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'dark'), KEY);
  await page.emulateMedia({ colorScheme: 'light' });
  await open(page, '/guide/start/');
  expect(await appearance(page)).toEqual({ dark: true, scheme: 'dark' });
});

test('auto follows the system preference', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'auto'), KEY);
  await page.emulateMedia({ colorScheme: 'dark' });
  await open(page, '/guide/start/');
  expect((await appearance(page)).dark).toBe(true);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  expect((await appearance(page)).dark).toBe(false);
});

test('an invalid stored value behaves as auto', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'purple'), KEY);
  await page.emulateMedia({ colorScheme: 'dark' });
  await open(page, '/guide/start/');
  expect(await appearance(page)).toEqual({ dark: true, scheme: 'dark' });
});

test('the toggle switches the theme and persists the choice', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await open(page, '/guide/start/');
  expect((await appearance(page)).dark).toBe(false);
  await page.locator('.rp-nav .rp-switch-appearance').first().click();
  await expect.poll(async () => (await appearance(page)).dark).toBe(true);
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe('dark');
  await page.reload();
  expect(await appearance(page)).toEqual({ dark: true, scheme: 'dark' });
});
