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
  expect(await skipped(page)).toBeGreaterThan(10);
  const lastSkipped = await page.locator(BLOCKS).evaluateAll((blocks) =>
    blocks.findLastIndex(
      (block) =>
        !(block as Element & { checkVisibility(o: object): boolean }).checkVisibility({
          contentVisibilityAuto: true,
        }),
    ),
  );
  const last = page.locator(BLOCKS).nth(lastSkipped);
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

// The pages whose footer moved most when the tail was skipped too (up to 700 px), in windows
// from a phone to a tall tablet.
const JUMP_PAGES = [
  '/guide/solution/svelte',
  '/zh/guide/solution/react',
  '/api/javascript-api/instance',
];
const WINDOWS = [
  { width: 1440, height: 900 },
  { width: 1024, height: 1366 },
  { width: 390, height: 844 },
];

for (const route of JUMP_PAGES) {
  test(`a jump to the end of ${route} leaves the footer where it landed`, async ({ page }) => {
    for (const size of WINDOWS) {
      await page.setViewportSize(size);
      await open(page, route);
      const moved = await page.evaluate(async () => {
        const frame = () => new Promise((done) => requestAnimationFrame(done));
        const report = document.querySelector('.rp-doc-footer a.rp-report-link');
        if (!report) return 'no report link';
        window.scrollTo(0, document.documentElement.scrollHeight);
        await frame();
        const landed = report.getBoundingClientRect().top;
        for (let i = 0; i < 8; i++) await frame();
        return Math.abs(report.getBoundingClientRect().top - landed);
      });
      expect(moved, `${size.width}×${size.height}`).toBeLessThanOrEqual(1);
    }
  });
}

test('in print, every block is laid out', async ({ page }) => {
  await open(page, PAGE);
  await page.emulateMedia({ media: 'print' });
  expect(await skipped(page)).toBe(0);
});
