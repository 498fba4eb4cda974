// Translation freshness (the Chinese page says when its English twin changed after it),
// on the second, smaller build of `npm test` (scripts/build-algolia.ts), which dates the
// Chinese glossary to 2000 on purpose through e2e/stale-twin.json.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, waitForHydration } from './fixtures';
import { serveBuildFromDisk } from './serve-build';

const { outDir } = JSON.parse(readFileSync('scripts/algolia-test.json', 'utf8')) as {
  outDir: string;
};
const ROOT = path.resolve(outDir);
const ORIGIN = 'http://127.0.0.1:4998';

test.beforeAll(() => {
  if (!existsSync(path.join(ROOT, 'zh/guide/start/glossary.html'))) {
    throw new Error(`No second build in ${ROOT}: run \`npm run build:algolia\` first.`);
  }
});

test('a Chinese page older than its English twin says so and links to it', async ({ page }) => {
  await serveBuildFromDisk(page, ORIGIN, ROOT);
  await page.goto(`${ORIGIN}/zh/guide/start/glossary`);
  await waitForHydration(page);
  const notice = page.locator('main [data-stale-translation]');
  await expect(notice).toHaveCount(1);
  await expect(notice).toHaveAttribute('role', 'note');
  await expect(notice).toContainText('英文版已于');
  // Right under the title, before the first section, where a reader starts.
  const place = await notice.evaluate((el) => {
    const main = el.closest('main');
    const h1 = main?.querySelector('h1');
    const h2 = main?.querySelector('h2');
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    return {
      afterTitle: h1 ? follows(h1, el) : false,
      beforeSections: h2 ? follows(el, h2) : true,
    };
  });
  expect(place).toEqual({ afterTitle: true, beforeSections: true });
  await notice.getByRole('link', { name: '英文原文' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/guide/start/glossary`);
  await expect(page.locator('main [data-stale-translation]')).toHaveCount(0);
});

test('a Chinese page as recent as its twin has no notice', async ({ page }) => {
  await serveBuildFromDisk(page, ORIGIN, ROOT);
  await page.goto(`${ORIGIN}/zh/guide/start/quick-start`);
  await waitForHydration(page);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('[data-stale-translation]')).toHaveCount(0);
});
