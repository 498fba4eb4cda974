// Issue 22, item 5: no dead taps. The app's scripts load after the first paint
// (plugins/paint-first.ts), so for a moment the controls are painted but React has not
// hydrated them. A tap or key press in that moment must still take effect once the code is in
// (plugins/early-input.ts replays it). Each test slows the CPU 4× and holds the app's scripts
// back until the tap is made, so the tap lands before hydration by construction (and the test
// checks that it did); then it lets the scripts through and expects the control to have worked.
import type { Page } from '@playwright/test';
import { expect, holdScripts, test, waitForHydration } from './fixtures';
import { LANGUAGES, modal, searchButton } from './search-helpers';

const PAGE = '/guide/start/quick-start';
const [en] = LANGUAGES;

declare global {
  interface Window {
    /** Whether the page had hydrated at each trusted click and key press, in order. */
    __earlyInput: boolean[];
  }
}

/**
 * Opens PAGE with the CPU slowed 4× and the app's scripts held back, waits for the first
 * contentful paint, and returns the function that lets the scripts through.
 */
async function openBeforeHydration(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__earlyInput = [];
    const note = (e: Event) => {
      if (e.isTrusted)
        window.__earlyInput.push(document.documentElement.dataset.hydrated === 'true');
    };
    // Registered before the page's own scripts, so it sees every tap first.
    window.addEventListener('click', note, true);
    window.addEventListener('keydown', note, true);
  });
  const release = await holdScripts(page);
  await page.goto(PAGE, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
  );
  return release;
}

/** Every trusted input the page saw came before hydration, and there was at least one. */
async function expectTappedBeforeHydration(page: Page) {
  const seen = await page.evaluate(() => window.__earlyInput);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.every((hydrated) => !hydrated)).toBe(true);
}

test.describe('a tap before hydration takes effect once the code is in', () => {
  test('the theme toggle flips the theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const release = await openBeforeHydration(page);
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await isDark()).toBe(false);
    await page.locator('.rp-nav .rp-switch-appearance').first().click();
    await expectTappedBeforeHydration(page);
    release();
    await waitForHydration(page);
    await expect.poll(isDark, { timeout: 15_000 }).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('rspress-theme-appearance'))).toBe(
      'dark',
    );
  });

  test('Copy Markdown copies the page Markdown', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const release = await openBeforeHydration(page);
    // The async clipboard API writes only from a focused document.
    await page.bringToFront();
    await page.evaluate(() => navigator.clipboard.writeText('nothing copied yet'));
    await page.locator('.rp-llms-copy-button').first().click();
    await expectTappedBeforeHydration(page);
    release();
    await waitForHydration(page);
    const served = await (await page.request.get(`${PAGE}.md`)).text();
    expect(served).toMatch(/^# /m);
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()), { timeout: 15_000 })
      .toBe(served);
  });

  test('the search button opens the search modal', async ({ page }) => {
    const release = await openBeforeHydration(page);
    await searchButton(page, en).click();
    await expectTappedBeforeHydration(page);
    release();
    await waitForHydration(page);
    await expect(modal(page)).toBeVisible({ timeout: 15_000 });
  });

  test('the search shortcut opens the search modal', async ({ page }) => {
    const release = await openBeforeHydration(page);
    await page.keyboard.press('ControlOrMeta+k');
    await expectTappedBeforeHydration(page);
    release();
    await waitForHydration(page);
    await expect(modal(page)).toBeVisible({ timeout: 15_000 });
  });
});
