// The modal's own order of results (local backend). DocSearch groups hits by sidebar group;
// the search tests reproduce that grouping (tests/search/modal-order.ts) to measure recall in
// the order the reader sees. This spec checks the reproduction against the real modal, and that
// the pages that answer a reader's question lead the list, across groups.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadFullEngine, type TierLoader } from '../search/client';
import { indexPath } from '../search/settings';
import { withLang } from '../site/locale';
import { modalPages } from '../tests/search/modal-order.ts';
import { en, zh } from '../tests/search/questions.ts';
import { expect, open, test } from './fixtures';
import { hits, input, LANGUAGES, openSearch, searchButton } from './search-helpers';

test.use({ viewport: { width: 1280, height: 800 } });

const BUILD_DIR = path.resolve(process.env.RSPRESS_OUT_DIR || 'doc_build');
const loader: TierLoader = async (lang, tier) =>
  JSON.parse(readFileSync(path.join(BUILD_DIR, indexPath(lang, tier)), 'utf8'));

/** A few questions from the tuning part of each set (the held-out ones stay unseen). */
const SAMPLE = [0, 1, 2, 4, 5, 6, 8, 9];

for (const language of LANGUAGES) {
  const lang = language.lang;
  const sample = SAMPLE.map((i) => (lang === 'en' ? en : zh)[i]);

  test(`${lang}: the modal shows hits in the reproduced order, answers first`, async ({ page }) => {
    test.setTimeout(180_000);
    const engine = await loadFullEngine(lang, loader);
    const full = page.waitForResponse((r) => r.url().endsWith(indexPath(lang, 'full')));
    await open(page, language.home);
    await searchButton(page, language).hover();
    await full;
    await openSearch(page, language);
    for (const { q, pages } of sample) {
      const expected = modalPages(engine.search(q, { hitsPerPage: 20 }).hits).slice(0, 3);
      // The full text and the code are indexed in slices after they arrive (seconds on a loaded
      // machine): ask again until the modal has them.
      await expect
        .poll(
          async () => {
            await input(page).fill('');
            await input(page).fill(q);
            await expect(hits(page).first()).toBeVisible();
            const links = await hits(page)
              .locator('a')
              .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
            return [...new Set(links)].slice(0, 3);
          },
          { message: q, timeout: 45_000 },
        )
        .toEqual(expected);
      const answers = pages.map((p: string) => withLang(lang, p));
      expect(
        expected.some((p) => answers.includes(p)),
        `${q}: ${expected.join(', ')}`,
      ).toBe(true);
    }
  });
}
