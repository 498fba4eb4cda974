// Resilience (issue: quality gates, item 6): the site keeps working when localStorage throws
// (private modes, blocked site data), when the clipboard is denied, and offline.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, open, test, waitForHydration } from './fixtures';

const THEME_KEY = 'rspress-theme-appearance';

/** The two ways storage fails in browsers. */
const STORAGE_FAILURES = {
  // Safari's former private mode and full quotas: reading works, writing throws.
  'writing throws': () => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  },
  // Site data blocked: touching window.localStorage at all throws.
  'any access throws': () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  },
} as const;

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

for (const [failure, breakStorage] of Object.entries(STORAGE_FAILURES)) {
  test.describe(`when localStorage ${failure}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(breakStorage);
    });

    test('the page renders and hydrates without errors', async ({ page, consoleProblems }) => {
      for (const path of ['/', '/guide/start/quick-start', '/zh/config/lib/format']) {
        await open(page, path);
        await expect(page.locator('main'), path).toHaveCount(1);
        await expect(page.locator('main h1').first(), path).toBeVisible();
      }
      expect(consoleProblems).toEqual([]);
    });

    test('the theme toggle switches the theme, and keeps it across client-side navigation', async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await open(page, '/guide/start/');
      expect(await isDark(page)).toBe(false);
      await page.locator('.rp-nav__others .rp-switch-appearance').click();
      await expect.poll(() => isDark(page)).toBe(true);
      await page.locator('.rp-nav a[href="/config/"]').first().click();
      await expect(page).toHaveURL(/\/config\/$/);
      expect(await isDark(page)).toBe(true);
      await page.locator('.rp-nav__others .rp-switch-appearance').click();
      await expect.poll(() => isDark(page)).toBe(false);
    });

    test('the package-manager tabs switch, and the choice holds on the page', async ({ page }) => {
      await open(page, '/guide/start/quick-start');
      const tabs = page.locator('.rp-tabs').first();
      await tabs.locator('.rp-tabs__label__item', { hasText: 'pnpm' }).click();
      await expect(tabs.locator('.rp-tabs__label__item--selected')).toHaveText('pnpm');
      await tabs.locator('.rp-tabs__label__item', { hasText: 'yarn' }).click();
      await expect(tabs.locator('.rp-tabs__label__item--selected')).toHaveText('yarn');
    });

    test('search opens, finds pages and opens a hit', async ({ page }) => {
      await open(page, '/guide/start/');
      await page.locator('.rp-nav').getByRole('button', { name: 'Search Docs' }).click();
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
      await page.locator('.DocSearch-Input').fill('autoExternal');
      const hit = page.locator('.DocSearch-Dropdown .DocSearch-Hit').first();
      await expect(hit).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
      await expect(page).toHaveURL(/auto-external/);
      await expect(page.locator('main h1')).toContainText('autoExternal');
    });
  });
}

test('with working storage the theme choice is still remembered (the guard stays out of the way)', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await open(page, '/guide/start/');
  await page.locator('.rp-nav__others .rp-switch-appearance').click();
  await expect.poll(() => isDark(page)).toBe(true);
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('dark');
  await page.reload();
  await waitForHydration(page);
  expect(await isDark(page)).toBe(true);
});

// Clipboard ------------------------------------------------------------------------------------

/** The clipboard API rejects and `execCommand('copy')` fails, as with permission denied. */
async function denyClipboard(context: BrowserContext) {
  await context.addInitScript(() => {
    const deny = () =>
      Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: deny, write: deny, readText: deny, read: deny },
    });
    const exec = document.execCommand.bind(document);
    document.execCommand = (command: string, ...rest: [boolean?, string?]) =>
      command.toLowerCase() === 'copy' ? false : exec(command, ...rest);
  });
}

test.describe('when the clipboard is denied', () => {
  test.beforeEach(async ({ context }) => {
    await denyClipboard(context);
  });

  test('code copy offers the code to copy by hand, and the button recovers', async ({ page }) => {
    await open(page, '/config/lib/format');
    const dialogs: { message: string; value: string }[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push({ message: dialog.message(), value: dialog.defaultValue() });
      await dialog.dismiss();
    });
    const code = page.locator('.rspress-doc pre', { hasText: 'defineConfig' }).first();
    const block = code.locator(
      'xpath=ancestor::*[.//button[contains(@class,"rp-code-copy-button")]][1]',
    );
    await block.hover();
    const button = block.locator('.rp-code-copy-button');
    await button.click();
    await expect.poll(() => dialogs.length).toBe(1);
    // Spec 8: a prompt asks for Command or Ctrl + C, then Enter, with the text selected in it.
    expect(dialogs[0].message).toMatch(/(Ctrl|⌘)\s*\+\s*C.*Enter/);
    expect(dialogs[0].value).toContain('defineConfig');
    expect((await code.innerText()).trim()).toContain(dialogs[0].value.trim().split('\n')[0]);
    // Nothing is stuck: the button is usable again.
    await expect(button).toBeEnabled();
    await button.click();
    await expect.poll(() => dialogs.length).toBe(2);
  });

  test('Copy Markdown leaves its loading state and offers the Markdown to copy by hand', async ({
    page,
  }) => {
    await open(page, '/guide/start/quick-start');
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.defaultValue());
      await dialog.dismiss();
    });
    const button = page.locator('.rp-llms-copy-button').first();
    await button.click();
    await expect.poll(() => dialogs.length).toBe(1);
    const served = await (await page.request.get('/guide/start/quick-start.md')).text();
    expect(dialogs[0].trim()).toBe(served.trim());
    await expect(button).toBeEnabled();
    await expect(button).toHaveText('Copy Markdown');
  });
});

// Offline -----------------------------------------------------------------------------------

test.describe('offline', () => {
  test('with every other host unreachable, each kind of page renders in full', async ({
    page,
    context,
    consoleProblems,
  }) => {
    // As if the network were down for everything but this site: requests elsewhere fail
    // the way an offline browser fails them.
    await context.route(
      (url) => !/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(url.href),
      (route) => route.abort('internetdisconnected'),
    );
    for (const path of ['/', '/zh/', '/guide/start/quick-start', '/zh/config/rsbuild/', '/blog/']) {
      await open(page, path);
      await expect(page.locator('main h1').first(), path).toBeVisible();
      await expect(page.locator('header .rp-nav__title'), path).toBeVisible();
      // The images the page shows come from this site.
      const broken = await page.evaluate(() =>
        [...document.images]
          .filter((img) => img.complete && img.naturalWidth === 0 && img.loading !== 'lazy')
          .map((img) => img.src),
      );
      expect(broken, path).toEqual([]);
    }
    expect(consoleProblems).toEqual([]);
  });

  test('when the connection drops, the open page keeps working', async ({ page, context }) => {
    await open(page, '/guide/start/quick-start');
    // The search index loads on intent; hovering the button is intent.
    await page.locator('.rp-nav').getByRole('button', { name: 'Search Docs' }).hover();
    await page.waitForResponse((r) => r.url().includes('/search/en.json'));
    await context.setOffline(true);

    const wasDark = await isDark(page);
    await page.locator('.rp-nav__others .rp-switch-appearance').click();
    await expect.poll(() => isDark(page)).toBe(!wasDark);
    const tabs = page.locator('.rp-tabs').first();
    await tabs.locator('.rp-tabs__label__item', { hasText: 'pnpm' }).click();
    await expect(tabs.locator('.rp-tabs__label__item--selected')).toHaveText('pnpm');
    await page.locator('.rp-nav').getByRole('button', { name: 'Search Docs' }).click();
    await page.locator('.DocSearch-Input').fill('dts');
    await expect(page.locator('.DocSearch-Dropdown .DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await context.setOffline(false);
  });
});
