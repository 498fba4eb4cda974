// Issue 22, item 2: on screen, a long page lays out only the prose and code near the viewport
// (theme/styles/_content-visibility.scss); a printout lays out every block.
import { expect, open, test } from './fixtures';

const PAGE = '/guide/advanced/css';
/** The code inside the article's code blocks: a skipped block's content is skipped with it. */
const BLOCKS = '.rspress-doc > .rp-codeblock pre';

/** How many of the article's code blocks the browser currently skips (content-visibility: auto). */
async function skipped(page: import('@playwright/test').Page) {
  return page.locator(BLOCKS).evaluateAll(
    (blocks) =>
      blocks.filter(
        (block) =>
          !(block as Element & { checkVisibility(o: object): boolean }).checkVisibility({
            contentVisibilityAuto: true,
          }),
      ).length,
  );
}

test('on screen, blocks far below the fold are not laid out until they near the viewport', async ({
  page,
}) => {
  await open(page, PAGE);
  expect(await skipped(page)).toBeGreaterThan(20);
  const last = page.locator(BLOCKS).last();
  await last.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      last.evaluate((block) =>
        (block as Element & { checkVisibility(o: object): boolean }).checkVisibility({
          contentVisibilityAuto: true,
        }),
      ),
    )
    .toBe(true);
});

test('in print, every block is laid out', async ({ page }) => {
  await open(page, PAGE);
  await page.emulateMedia({ media: 'print' });
  expect(await skipped(page)).toBe(0);
});
