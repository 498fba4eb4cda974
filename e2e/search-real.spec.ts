// Search for the questions readers really type (issue 19), in the modal of the built site, in
// both languages: an identifier that only code blocks show, an error pasted with its paths and
// stack, another tool's option name, and a query that finds nothing (a correction, the nearest
// pages, and the report link that stays).
import { expect, open, test } from './fixtures';
import { hitLinks, hits, input, LANGUAGES, openSearch } from './search-helpers';

test.use({ viewport: { width: 1280, height: 800 } });

/** The distinct pages of the first `n` hits, without their anchors. */
async function topPages(page: Parameters<typeof hitLinks>[0], n = 3) {
  const pages = (await hitLinks(page)).map((h) => h.split('#')[0]);
  return [...new Set(pages)].slice(0, n);
}

/**
 * Searches until one of `pages` is among the first 3 pages: the code and full-text tiers are
 * indexed a moment after the first tier, and DocSearch only searches again on input.
 */
async function searchFinds(page: Parameters<typeof hitLinks>[0], query: string, pages: string[]) {
  await expect
    .poll(
      async () => {
        await input(page).fill('');
        await input(page).fill(query);
        await expect(hits(page).first().or(page.locator('.DocSearch-NoResults'))).toBeVisible();
        const top = await topPages(page);
        return pages.some((p) => top.includes(p)) ? 'found' : top.join(', ');
      },
      { timeout: 15_000 },
    )
    .toBe('found');
}

for (const language of LANGUAGES) {
  const t = language.text;
  const base = language.base;

  test.describe(`search for real questions (${language.lang})`, () => {
    test('an identifier that only a code block shows finds its page', async ({ page }) => {
      await open(page, language.home);
      await openSearch(page, language);
      await searchFinds(page, 'NormalizedConfig', [`${base}/api/javascript-api/instance`]);
    });

    test('an error pasted with its paths and stack frames finds the page that explains it', async ({
      page,
    }) => {
      await open(page, language.home);
      await openSearch(page, language);
      // A search box takes a paste as one line: the frames follow the message.
      await searchFinds(
        page,
        'ReferenceError: __dirname is not defined in ES module scope    at file:///home/x/proj/dist/index.js:3:15    at ModuleJob.run (node:internal/modules/esm/module_job:234:25)',
        [`${base}/config/lib/shims`, `${base}/guide/faq/errors`],
      );
    });

    test("another tool's option name finds the Rslib option that does the same", async ({
      page,
    }) => {
      await open(page, language.home);
      await openSearch(page, language);
      await searchFinds(page, 'preserveModules', [`${base}/config/lib/bundle`]);
    });

    test('a misspelt query offers the corrected query and its pages; the report link stays', async ({
      page,
    }) => {
      await open(page, language.home);
      await openSearch(page, language);
      await input(page).fill('autoExtrnl');
      const screen = page.locator('.DocSearch-NoResults');
      await expect(screen.locator('.DocSearch-Title')).toHaveText(
        `${t('searchNoResultsText')} "autoExtrnl"`,
      );
      await expect(screen).toContainText(t('search.didYouMeanText'));
      await expect(screen).toContainText(t('search.nearestPagesText'));
      const nearest = screen.locator('ul a[href]');
      await expect(nearest.first()).toHaveAttribute(
        'href',
        new RegExp(`^${base}/config/lib/auto-external(#|$)`),
      );
      await expect(
        screen.getByRole('link', { name: t('search.reportMissingResultsLinkText') }),
      ).toHaveAttribute('href', /github\.com\/web-infra-dev\/rslib\/issues\/new/);
      // The correction searches again.
      await screen.getByRole('button', { name: 'autoexternal' }).click();
      await expect(input(page)).toHaveValue('autoexternal');
      await expect(hits(page).first()).toBeVisible();
      expect(await topPages(page, 1)).toEqual([`${base}/config/lib/auto-external`]);
    });

    test('a query with nothing near still shows pages to start from, which open', async ({
      page,
    }) => {
      await open(page, language.home);
      await openSearch(page, language);
      await input(page).fill('zzqqxv');
      const screen = page.locator('.DocSearch-NoResults');
      await expect(screen).toContainText(t('search.startPagesText'));
      const links = screen.locator('ul a[href]');
      await expect(links.first()).toHaveAttribute(
        'href',
        new RegExp(`^${base}/guide/start/quick-start(#|$)`),
      );
      await links.first().click();
      await expect(page).toHaveURL(new RegExp(`${base}/guide/start/quick-start`));
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    });
  });
}
