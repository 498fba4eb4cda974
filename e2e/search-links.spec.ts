// Spec 2.8, how readers reach search and what it leaves on the page: a link to a search
// (`?q=`), the OpenSearch description browsers read, and the searched words highlighted on the
// page a hit opens, with a way to clear them (site/search-links.ts).
import type { Page } from '@playwright/test';
import { SEARCH_QUERY_PARAM } from '../site/search-links';
import { expect, open, test } from './fixtures';
import { hitLinks, hits, input, LANGUAGES, modal, openSearch, search } from './search-helpers';

test.use({ viewport: { width: 1280, height: 800 } });

/** How many ranges the page paints as searched words. */
function highlighted(page: Page) {
  return page.evaluate(() => {
    const registry = (CSS as unknown as { highlights: Map<string, Set<Range>> }).highlights;
    return registry.get('search-term')?.size ?? 0;
  });
}

/** The highlighted texts, lowercased and deduplicated. */
function highlightedTexts(page: Page) {
  return page.evaluate(() => {
    const registry = (CSS as unknown as { highlights: Map<string, Set<Range>> }).highlights;
    const ranges = [...(registry.get('search-term') ?? [])];
    return [...new Set(ranges.map((r) => r.toString().toLowerCase()))].sort();
  });
}

for (const language of LANGUAGES) {
  test.describe(`search links (${language.lang})`, () => {
    test('a link with ?q= opens the modal with the query and its results', async ({
      page,
      consoleProblems,
    }) => {
      await page.goto(`${language.base}/?${SEARCH_QUERY_PARAM}=umdName`);
      await expect(modal(page)).toBeVisible();
      await expect(input(page)).toHaveValue('umdName');
      await expect(hits(page).first()).toBeVisible();
      expect((await hitLinks(page))[0]).toBe(`${language.base}/config/lib/umd-name#umd-name`);
      // The query leaves the address: a reload shows the page, not the modal again.
      expect(new URL(page.url()).search).toBe('');
      await page.keyboard.press('Escape');
      await expect(modal(page)).toHaveCount(0);
      expect(consoleProblems).toEqual([]);
    });

    test('a ?q= link on a doc page opens search in the page language', async ({ page }) => {
      const query = language.lang === 'en' ? 'bundleless' : '声明文件';
      await page.goto(
        `${language.base}/guide/basic/cli?${SEARCH_QUERY_PARAM}=${encodeURIComponent(query)}`,
      );
      await expect(input(page)).toHaveValue(query);
      await expect(hits(page).first()).toBeVisible();
      const links = await hitLinks(page);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link.startsWith(`${language.base}/`)).toBe(true);
      if (language.lang === 'zh') for (const link of links) expect(link).toMatch(/^\/zh\//);
      else for (const link of links) expect(link).not.toMatch(/^\/zh\//);
    });

    test('every page names the OpenSearch description of its language', async ({ page }) => {
      await open(page, `${language.base}/guide/start/quick-start`);
      const link = page.locator('head link[rel="search"]');
      await expect(link).toHaveAttribute('type', 'application/opensearchdescription+xml');
      const href = await link.getAttribute('href');
      expect(href).toBe(`${language.base}/opensearch.xml`);
      const xml = await (await page.request.get(href as string)).text();
      expect(xml).toContain('<OpenSearchDescription');
      const template = xml.match(/template="([^"]+)"/)?.[1] ?? '';
      expect(template.replace(/^https?:\/\/[^/]+/, '')).toBe(
        `${language.base}/?${SEARCH_QUERY_PARAM}={searchTerms}`,
      );
    });

    test('the page a hit opens highlights the searched words; the bar clears them', async ({
      page,
      consoleProblems,
    }) => {
      await open(page, language.home);
      await openSearch(page, language);
      await search(page, 'umdName');
      await hits(page).first().click();
      await expect(modal(page)).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${language.base}/config/lib/umd-name#umd-name$`));
      await expect.poll(() => highlighted(page)).toBeGreaterThan(1);
      expect(await highlightedTexts(page)).toEqual(['umdname']);
      const bar = page.getByRole('status').filter({ hasText: 'umdName' });
      await expect(bar).toBeVisible();
      await page.getByRole('button', { name: language.text('searchHighlightClear') }).click();
      await expect(bar).toHaveCount(0);
      expect(await highlighted(page)).toBe(0);
      // A reload after clearing shows the plain page.
      await page.reload();
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
      expect(await highlighted(page)).toBe(0);
      expect(consoleProblems).toEqual([]);
    });

    test('Escape clears the highlight; a plain link to the page has none', async ({ page }) => {
      await open(page, language.home);
      await openSearch(page, language);
      await search(page, 'autoExtension');
      await hits(page).first().click();
      await expect.poll(() => highlighted(page)).toBeGreaterThan(0);
      // The first match of the section the hit points to is in view.
      const firstInView = await page.evaluate(() => {
        const registry = (CSS as unknown as { highlights: Map<string, Set<Range>> }).highlights;
        const rect = [...(registry.get('search-term') ?? [])][0].getBoundingClientRect();
        return rect.bottom > 0 && rect.top < window.innerHeight;
      });
      expect(firstInView).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => highlighted(page)).toBe(0);
      await open(page, `${language.base}/config/lib/auto-extension`);
      expect(await highlighted(page)).toBe(0);
    });
  });
}
