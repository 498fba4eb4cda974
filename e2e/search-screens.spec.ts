// Spec 2.8, 5, 8, 9: the modal's screens — start (recent and favorite searches), results
// (highlights and snippets), no results, error — and the footer, in both languages.
import { indexPath } from '../search/settings';
import { expect, open, test, waitForHydration } from './fixtures';
import {
  ERROR_HELP_EN,
  favoriteKey,
  hitLinks,
  hits,
  input,
  LANGUAGES,
  modal,
  openSearch,
  pageRecords,
  recentKey,
  search,
  startSection,
  store,
} from './search-helpers';

test.use({ viewport: { width: 1280, height: 800 } });

for (const language of LANGUAGES) {
  const t = language.text;

  test.describe(`search screens (${language.lang})`, () => {
    test('the start screen says there are no recent searches', async ({ page }) => {
      await open(page, language.home);
      await openSearch(page, language);
      await expect(page.locator('.DocSearch-StartScreen')).toHaveText(language.noRecent);
    });

    test('a chosen hit becomes a recent search, and can be saved as a favorite', async ({
      page,
    }) => {
      await open(page, language.home);
      await openSearch(page, language);
      await search(page, 'autoExternal');
      await page.keyboard.press('Enter');
      await expect(modal(page)).toHaveCount(0);
      await page.keyboard.press('Control+k');
      const recent = startSection(page, t('search.recentSearchesTitle'));
      await expect(recent.locator('.DocSearch-Hit')).toHaveCount(1);
      await expect(recent.locator('.DocSearch-Hit-title')).toHaveText('lib.autoExternal');
      await recent.getByTitle(t('search.saveRecentSearchButtonTitle')).click();
      const favorite = startSection(page, t('search.favoriteSearchesTitle'));
      await expect(favorite.locator('.DocSearch-Hit')).toHaveCount(1);
      await expect(recent).toHaveCount(0);
      await favorite.getByTitle(t('search.removeFavoriteSearchButtonTitle')).click();
      await expect(page.locator('.DocSearch-StartScreen')).toHaveText(language.noRecent);
    });

    test('keeps 7 recent searches', async ({ page }) => {
      await open(page, language.home);
      const stored = await pageRecords(page, language, 7);
      await store(page, recentKey(language), stored);
      await page.reload();
      // The button works once the app has hydrated (its scripts load after the first paint).
      await waitForHydration(page);
      await openSearch(page, language);
      const recent = startSection(page, t('search.recentSearchesTitle')).locator('.DocSearch-Hit');
      await expect(recent).toHaveCount(7);
      await search(page, 'autoExternal');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Control+k');
      await expect(recent).toHaveCount(7);
      await expect(recent.first().locator('.DocSearch-Hit-title')).toHaveText('lib.autoExternal');
    });

    test('keeps 4 recent searches when favorites exist, and 10 favorites', async ({ page }) => {
      await open(page, language.home);
      const stored = await pageRecords(page, language, 15);
      await store(page, favoriteKey(language), stored.slice(0, 10));
      await store(page, recentKey(language), stored.slice(10, 14));
      await page.reload();
      // The button works once the app has hydrated (its scripts load after the first paint).
      await waitForHydration(page);
      await openSearch(page, language);
      const recent = startSection(page, t('search.recentSearchesTitle')).locator('.DocSearch-Hit');
      const favorites = startSection(page, t('search.favoriteSearchesTitle')).locator(
        '.DocSearch-Hit',
      );
      await expect(favorites).toHaveCount(10);
      await expect(recent).toHaveCount(4);
      await search(page, 'autoExternal');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Control+k');
      await expect(recent).toHaveCount(4);
      await expect(recent.first().locator('.DocSearch-Hit-title')).toHaveText('lib.autoExternal');
      await recent.first().getByTitle(t('search.saveRecentSearchButtonTitle')).click();
      await expect(favorites).toHaveCount(10);
      await expect(favorites.first().locator('.DocSearch-Hit-title')).toHaveText(
        'lib.autoExternal',
      );
    });

    test('hits are grouped by sidebar group and highlighted with <mark>', async ({ page }) => {
      await open(page, language.home);
      await openSearch(page, language);
      await search(page, 'autoExternal');
      await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText(
        language.lang === 'en' ? 'Lib Configurations' : /Lib/,
      );
      await expect(hits(page).first().locator('.DocSearch-Hit-title mark')).toHaveText(
        'autoExternal',
      );
    });

    test('an English option name finds the page of this language', async ({ page }) => {
      await open(page, language.home);
      await openSearch(page, language);
      await search(page, 'lib.dts.bundle');
      expect(
        (await hitLinks(page))
          .slice(0, 3)
          .some((h) => h.startsWith(`${language.base}/config/lib/dts#`)),
      ).toBe(true);
      expect((await hitLinks(page)).every((h) => h.startsWith(`${language.base}/`))).toBe(true);
    });

    test('no results: says so, with up to 3 suggestions that search again', async ({ page }) => {
      await open(page, language.home);
      await openSearch(page, language);
      await search(page, 'bundle');
      await input(page).fill('zzqqxv');
      const screen = page.locator('.DocSearch-NoResults');
      await expect(screen.locator('.DocSearch-Title')).toHaveText(
        `${t('searchNoResultsText')} "zzqqxv"`,
      );
      await expect(
        screen.getByRole('link', { name: t('search.reportMissingResultsLinkText') }),
      ).toHaveAttribute('href', /github\.com\/web-infra-dev\/rslib\/issues\/new/);
      await expect(screen).toContainText(t('searchSuggestedQueryText'));
      const suggestions = screen.locator('.DocSearch-Prefill');
      const count = await suggestions.count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(3);
      const first = (await suggestions.first().textContent()) ?? '';
      await suggestions.first().click();
      await expect(input(page)).toHaveValue(`${first.toLowerCase()} `);
      await expect(hits(page).first()).toBeVisible();
    });

    test('the error screen when the index cannot load, and a retry that works', async ({
      page,
    }) => {
      await open(page, language.home);
      await page.route(`**${indexPath(language.lang, 'first')}`, (route) => route.abort('failed'));
      await openSearch(page, language);
      await input(page).fill('dts');
      const screen = page.locator('.DocSearch-ErrorScreen');
      await expect(screen.locator('.DocSearch-Title')).toHaveText(language.errorTitle);
      await expect(screen.locator('.DocSearch-Help')).toHaveText(
        language.lang === 'en' ? ERROR_HELP_EN : t('search.errorHelpText'),
      );
      await page.unroute(`**${indexPath(language.lang, 'first')}`);
      await input(page).fill('dtsx');
      await input(page).fill('dts');
      await expect(hits(page).first()).toBeVisible();
    });

    test('a missing index says so and how to build it, not that the network failed', async ({
      page,
    }) => {
      await open(page, language.home);
      await page.route(`**${indexPath(language.lang, 'first')}`, (route) =>
        route.fulfill({ status: 404, body: 'Not Found' }),
      );
      await openSearch(page, language);
      await input(page).fill('dts');
      const screen = page.locator('.DocSearch-ErrorScreen');
      await expect(screen.locator('.DocSearch-Title')).toHaveText(
        t('search.missingIndexTitleText'),
      );
      await expect(screen.locator('.DocSearch-Help')).toHaveText(t('search.missingIndexHelpText'));
    });

    test('the footer shows the key hints, and no Algolia logo offline', async ({ page }) => {
      await open(page, language.home);
      await openSearch(page, language);
      const footer = page.locator('.DocSearch-Footer');
      for (const key of [
        'search.footerSelectText',
        'search.footerNavigateText',
        'search.footerCloseText',
      ]) {
        await expect(footer.locator('.DocSearch-Commands')).toContainText(t(key));
      }
      await expect(footer.locator('.DocSearch-Commands-Key [aria-label]').first()).toHaveAttribute(
        'aria-label',
        t('search.footerSelectKeyAriaLabel'),
      );
      await expect(footer.locator('.DocSearch-Logo')).toBeHidden();
    });
  });
}

// Snippet length (spec 7.1): counted on English text.
for (const [width, words] of [
  [1280, 10],
  [700, 5],
] as const) {
  test(`snippets are ${words} words long at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await open(page, '/guide/start/');
    const res = await page.request.get(indexPath('en', 'first'));
    const { records } = (await res.json()) as { records: { content: string | null }[] };
    // A phrase from the middle of a long section, so the snippet has to be cut on both sides.
    const long = records.find(
      (r) => (r.content ?? '').split(' ').length > 30 && /^[\w ,.]+$/.test(r.content ?? ''),
    );
    const phrase = long?.content?.split(' ').slice(14, 16).join(' ') ?? 'bundle';
    await openSearch(page, LANGUAGES[0]);
    await search(page, phrase);
    // A content snippet cut on both sides of the match.
    const snippet = page
      .locator('.DocSearch-Hit-content-wrapper > :is(.DocSearch-Hit-title, .DocSearch-Hit-path)')
      .filter({ has: page.locator('mark') })
      .filter({ hasText: /^….*…$/ });
    const text = (await snippet.first().textContent()) ?? '';
    const counted = text.replace(/…/g, ' ').trim().split(/\s+/).filter(Boolean);
    expect(counted.length).toBeLessThanOrEqual(words);
    expect(counted.length).toBeGreaterThanOrEqual(words - 2);
  });
}
