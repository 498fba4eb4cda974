// Spec 2.8: the search button and modal — loading on intent, opening, closing, keyboard, focus.
// Local backend (the default build). Screens: search-screens.spec.ts; bad input:
// search-input.spec.ts; Algolia: search-algolia.spec.ts.
import type { Page } from '@playwright/test';
import { indexPath } from '../search/settings';
import { expect, isSameDocument, markWindow, open, test } from './fixtures';
import {
  hitLinks,
  hits,
  input,
  LANGUAGES,
  modal,
  openSearch,
  search,
  searchButton,
  selectedHit,
} from './search-helpers';

test.use({ viewport: { width: 1280, height: 800 } });

/** Scripts the page has loaded so far that carry DocSearch's modal code. */
async function docSearchScripts(page: Page, scripts: string[]) {
  const found: string[] = [];
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    if (body.includes('__DOCSEARCH_FAVORITE_SEARCHES__')) found.push(url);
  }
  return found;
}

for (const language of LANGUAGES) {
  test.describe(`search (${language.lang})`, () => {
    test('the navbar button shows the placeholder and the Ctrl K hint', async ({ page }) => {
      await open(page, language.home);
      const button = searchButton(page, language);
      await expect(button).toBeVisible();
      await expect(button).toContainText(language.text('searchPlaceholderText'));
      await expect(button.locator('kbd')).toHaveText(['Ctrl', 'K']);
      await expect(button).toHaveAttribute('aria-keyshortcuts', /Control\+K/);
    });

    test('DocSearch and the index load on intent, never with the page', async ({ page }) => {
      const scripts: string[] = [];
      const indexRequests: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url());
        if (r.url().includes('/search/')) indexRequests.push(new URL(r.url()).pathname);
      });
      await open(page, language.home);
      await page.waitForLoadState('networkidle');
      expect(indexRequests).toEqual([]);
      expect(await docSearchScripts(page, scripts)).toEqual([]);
      expect(await page.locator('#docsearch-styles').count()).toBe(0);
      const css = await page.evaluate(() =>
        [...document.styleSheets].some((s) => {
          try {
            return [...s.cssRules].some((r) => r.cssText.includes('.DocSearch-Modal'));
          } catch {
            return false;
          }
        }),
      );
      expect(css).toBe(false);

      await searchButton(page, language).hover();
      // The first tier, then the full-text and code tiers.
      await expect
        .poll(() => indexRequests)
        .toEqual([
          indexPath(language.lang, 'first'),
          indexPath(language.lang, 'full'),
          indexPath(language.lang, 'code'),
        ]);
      await expect.poll(async () => (await docSearchScripts(page, scripts)).length).toBe(1);
      await expect(modal(page)).toHaveCount(0);
    });

    test('the full-text tier is fetched only after the first tier has arrived', async ({
      page,
    }) => {
      const events: string[] = [];
      page.on('request', (r) => {
        const path = new URL(r.url()).pathname;
        if (path === indexPath(language.lang, 'full')) events.push('full requested');
      });
      page.on('requestfinished', (r) => {
        const path = new URL(r.url()).pathname;
        if (path === indexPath(language.lang, 'first')) events.push('first arrived');
      });
      await open(page, language.home);
      await searchButton(page, language).hover();
      await expect.poll(() => events).toEqual(['first arrived', 'full requested']);
    });

    test('search works on the first tier when the full-text tier cannot load', async ({
      page,
      consoleProblems,
    }) => {
      await page.route(`**${indexPath(language.lang, 'full')}`, (route) => route.abort('failed'));
      await open(page, language.home);
      await openSearch(page, language);
      await search(page, 'autoExternal');
      expect((await hitLinks(page))[0]).toBe(
        `${language.base}/config/lib/auto-external#auto-external`,
      );
      expect(consoleProblems.filter((p) => !p.includes('net::ERR_FAILED'))).toEqual([]);
    });

    for (const [intent, act] of [
      ['focus', (page: Page) => searchButton(page, language).focus()],
      ['Ctrl+K', (page: Page) => page.keyboard.press('Control+k')],
      ['/', (page: Page) => page.keyboard.press('/')],
    ] as const) {
      test(`${intent} loads the index`, async ({ page }) => {
        const indexRequests: string[] = [];
        page.on('request', (r) => {
          if (r.url().includes('/search/')) indexRequests.push(new URL(r.url()).pathname);
        });
        await open(page, language.home);
        await act(page);
        await expect
          .poll(() => indexRequests)
          .toEqual([
            indexPath(language.lang, 'first'),
            indexPath(language.lang, 'full'),
            indexPath(language.lang, 'code'),
          ]);
      });
    }

    test('opens with the button, Ctrl+K, Cmd+K and /', async ({ page }) => {
      await open(page, language.home);
      await openSearch(page, language);
      await expect(input(page)).toHaveAttribute(
        'placeholder',
        language.text('searchPlaceholderText'),
      );
      await page.keyboard.press('Escape');
      await expect(modal(page)).toHaveCount(0);
      for (const key of ['Control+k', 'Meta+k', '/']) {
        await page.locator('body').click({ position: { x: 5, y: 300 } });
        await page.keyboard.press(key);
        await expect(modal(page), key).toBeVisible();
        await expect(input(page)).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(modal(page)).toHaveCount(0);
      }
    });

    test('/ in a text field types a slash instead of opening', async ({ page }) => {
      await open(page, language.home);
      await page.evaluate(() => {
        const field = document.createElement('input');
        field.id = 'probe';
        document.querySelector('.rspress-doc')?.prepend(field);
      });
      await page.locator('#probe').focus();
      await page.keyboard.press('/');
      await expect(page.locator('#probe')).toHaveValue('/');
      await page.waitForTimeout(300);
      await expect(modal(page)).toHaveCount(0);
    });

    test('Escape closes the panel first, then clears the query', async ({ page }) => {
      await open(page, language.home);
      await openSearch(page, language);
      await search(page, 'autoExternal');
      await page.keyboard.press('Escape');
      await expect(modal(page)).toHaveCount(0);
      // Reopened, the query and its results are still there.
      await page.keyboard.press('Control+k');
      await expect(input(page)).toHaveValue('autoExternal');
      await expect(hits(page).first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(modal(page)).toHaveCount(0);
      // The second Escape clears it.
      await page.keyboard.press('Escape');
      await page.keyboard.press('Control+k');
      await expect(input(page)).toHaveValue('');
      await expect(page.locator('.DocSearch-StartScreen')).toBeVisible();
    });

    test('a click outside closes the modal and returns focus to the button', async ({ page }) => {
      await open(page, language.home);
      await openSearch(page, language);
      await page.mouse.click(40, 700);
      await expect(modal(page)).toHaveCount(0);
      await expect(searchButton(page, language)).toBeFocused();
    });

    test('Up and Down move the active hit; Enter opens it in the app and closes the modal', async ({
      page,
    }) => {
      await open(page, language.home);
      await markWindow(page);
      await openSearch(page, language);
      await search(page, 'autoExternal');
      const links = await hitLinks(page);
      expect(links[0]).toBe(`${language.base}/config/lib/auto-external#auto-external`);
      await expect(selectedHit(page).locator('a')).toHaveAttribute('href', links[0]);
      await page.keyboard.press('ArrowDown');
      await expect(selectedHit(page).locator('a')).toHaveAttribute('href', links[1]);
      await page.keyboard.press('ArrowDown');
      await expect(selectedHit(page).locator('a')).toHaveAttribute('href', links[2]);
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await expect(selectedHit(page).locator('a')).toHaveAttribute('href', links[0]);
      await page.keyboard.press('Enter');
      await expect(modal(page)).toHaveCount(0);
      await expect(page).toHaveURL(
        new RegExp(`${language.base}/config/lib/auto-external#auto-external$`),
      );
      expect(await isSameDocument(page)).toBe(true);
      // Choosing a hit also forgets the query.
      await page.keyboard.press('Control+k');
      await expect(input(page)).toHaveValue('');
    });

    test('clicking a hit opens it and closes the modal', async ({ page }) => {
      await open(page, language.home);
      await openSearch(page, language);
      await search(page, 'umdName');
      const href = (await hitLinks(page))[0];
      await hits(page).first().click();
      await expect(modal(page)).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[.]/g, '\\.')}$`));
    });

    test('Ctrl+Enter opens the hit in a new tab, Shift+Enter in a new window', async ({
      page,
      context,
    }) => {
      await open(page, language.home);
      await page.evaluate(() => {
        const calls: string[][] = [];
        (window as unknown as { __opens: string[][] }).__opens = calls;
        const original = window.open.bind(window);
        window.open = (...args: Parameters<typeof window.open>) => {
          calls.push(args.map(String));
          return original(...args);
        };
      });
      await openSearch(page, language);
      await search(page, 'autoExternal');
      const href = (await hitLinks(page))[0];

      const [tab] = await Promise.all([
        context.waitForEvent('page'),
        page.keyboard.press('Control+Enter'),
      ]);
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname + new URL(tab.url()).hash).toBe(href);
      await expect(modal(page)).toBeVisible();

      const [win] = await Promise.all([
        context.waitForEvent('page'),
        page.keyboard.press('Shift+Enter'),
      ]);
      await win.waitForLoadState();
      expect(new URL(win.url()).pathname).toBe(href.split('#')[0]);
      const opens = await page.evaluate(
        () => (window as unknown as { __opens: string[][] }).__opens,
      );
      expect(opens).toEqual([
        [href, '_blank', 'noopener'],
        [href, '_blank', 'noopener,popup'],
      ]);
      await expect(page).toHaveURL(new RegExp(`${language.home}$`));
    });

    test('focus stays inside the modal', async ({ page }) => {
      await open(page, language.home);
      await openSearch(page, language);
      await search(page, 'bundle');
      for (const key of [...Array(12).fill('Tab'), ...Array(12).fill('Shift+Tab')]) {
        await page.keyboard.press(key);
        const inside = await page.evaluate(() =>
          Boolean(document.activeElement?.closest('.DocSearch-Modal')),
        );
        expect(inside, `after ${key}`).toBe(true);
      }
    });

    test('works offline: no request leaves the site', async ({
      page,
      blockedRequests,
      consoleProblems,
    }) => {
      await open(page, language.home);
      await openSearch(page, language);
      await search(page, 'dts');
      await search(page, language.lang === 'zh' ? '配置' : 'configuration');
      expect(blockedRequests).toEqual([]);
      expect(consoleProblems).toEqual([]);
    });
  });
}
