// Spec 5: bad input never crashes the modal, injects markup or logs an error.
import { SEARCH_MAX_QUERY_LENGTH } from '../site/constants';
import { expect, open, test } from './fixtures';
import { hits, input, LANGUAGES, modal, openSearch, search } from './search-helpers';

test.use({ viewport: { width: 1280, height: 800 } });

for (const language of LANGUAGES) {
  test.describe(`search input (${language.lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await open(page, language.home);
      await openSearch(page, language);
    });

    test.afterEach(async ({ page, consoleProblems }) => {
      // Still alive: a normal query still finds its page.
      await search(page, 'autoExternal');
      await expect(modal(page)).toBeVisible();
      expect(consoleProblems).toEqual([]);
    });

    test(`2,000 characters are cut to the ${SEARCH_MAX_QUERY_LENGTH} the modal accepts`, async ({
      page,
    }) => {
      await input(page).fill('a'.repeat(2000));
      await expect(input(page)).toHaveValue('a'.repeat(SEARCH_MAX_QUERY_LENGTH));
      await input(page).fill('lib.dts.bundle '.repeat(140));
      expect((await input(page).inputValue()).length).toBe(SEARCH_MAX_QUERY_LENGTH);
      await expect(page.locator('.DocSearch-Dropdown')).toBeVisible();
    });

    test('markup in the query is text, never markup', async ({ page }) => {
      const attack =
        '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><b>bold</b><code>autoExternal</code>';
      await input(page).fill(attack);
      await expect(page.locator('.DocSearch-Dropdown')).toBeVisible();
      await input(page).fill('<code>autoExternal</code>');
      await expect(hits(page).first()).toBeVisible();
      await input(page).fill('<zzqqxv onmouseover="window.__xss=3">zzqqxw</zzqqxv>');
      await expect(page.locator('.DocSearch-NoResults strong')).toHaveText(
        '<zzqqxv onmouseover="window.__xss=3">zzqqxw</zzqqxv>',
      );
      expect(
        await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
      ).toBeUndefined();
      const injected = await page.locator('.DocSearch-Modal').evaluate((el) => ({
        img: el.querySelectorAll('img').length,
        script: el.querySelectorAll('script').length,
        b: el.querySelectorAll('b, zzqqxv').length,
        code: el.querySelectorAll('code').length,
        foreignMarks: [...el.querySelectorAll('mark')].filter((m) => m.children.length > 0).length,
      }));
      expect(injected).toEqual({ img: 0, script: 0, b: 0, code: 0, foreignMarks: 0 });
    });

    test('regular-expression characters are plain characters', async ({ page }) => {
      for (const query of ['.*+?^\u0024{}()|[]\\', '(a+)+$', '[', 'lib.*', '\\d+ autoExternal']) {
        await input(page).fill(query);
        await expect(page.locator('.DocSearch-Dropdown')).toBeVisible();
      }
      await input(page).fill('auto(External)');
      await expect(hits(page).first()).toBeVisible();
    });

    test('emoji are searched around, not choked on', async ({ page }) => {
      await input(page).fill('🚀📦');
      await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
      await input(page).fill('🚀 autoExternal 🙂');
      await expect(hits(page).first()).toBeVisible();
      await input(page).fill('👩‍👩‍👧‍👦'.repeat(100));
      await expect(page.locator('.DocSearch-Dropdown')).toBeVisible();
    });

    test('an empty or blank query shows the start screen', async ({ page }) => {
      await input(page).fill('dts');
      await expect(hits(page).first()).toBeVisible();
      await input(page).fill('');
      await expect(page.locator('.DocSearch-StartScreen')).toBeVisible();
      await input(page).fill('   ');
      await expect(page.locator('.DocSearch-Dropdown')).toBeVisible();
      await input(page).fill('');
      await expect(page.locator('.DocSearch-StartScreen')).toBeVisible();
    });
  });
}
