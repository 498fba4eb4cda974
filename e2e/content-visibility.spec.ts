// Issue 22, item 2: on screen, a long page lays out only the code near the viewport
// (theme/styles/_content-visibility.scss); a printout lays out every block; and laying a block
// out late never moves what the reader is looking at.
import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';

const PAGE = '/guide/advanced/css';
/** The code of the article's code blocks, the part a skipped block skips. */
const CODE = '.rspress-doc > .rp-codeblock code';
/** The first line of each, which the browser skips with the rest of a skipped block's code. */
const FIRST_LINES = `${CODE} > .line:first-child`;

/** How many of the article's code blocks the browser currently skips (content-visibility: auto). */
async function skipped(page: Page) {
  return page.locator(FIRST_LINES).evaluateAll(
    (lines) =>
      lines.filter(
        (line) =>
          !(line as Element & { checkVisibility(o: object): boolean }).checkVisibility({
            contentVisibilityAuto: true,
          }),
      ).length,
  );
}

test('on screen, code far below the fold is not laid out until it nears the viewport', async ({
  page,
}) => {
  await open(page, PAGE);
  expect(await skipped(page)).toBeGreaterThan(20);
  const last = page.locator(FIRST_LINES).last();
  await last.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      last.evaluate((line) =>
        (line as Element & { checkVisibility(o: object): boolean }).checkVisibility({
          contentVisibilityAuto: true,
        }),
      ),
    )
    .toBe(true);
});

test('a skipped block is given the height it has when laid out', async ({ page }) => {
  await open(page, PAGE);
  const heights = () =>
    page
      .locator(CODE)
      .evaluateAll((codes) => codes.map((code) => code.getBoundingClientRect().height));
  const before = await skipped(page);
  const estimated = await heights();
  // Laid out once, each block keeps its real size (`contain-intrinsic-block-size: auto`).
  await page.evaluate(() => {
    for (const code of document.querySelectorAll('.rspress-doc > .rp-codeblock code')) {
      (code as HTMLElement).style.contentVisibility = 'visible';
    }
  });
  const real = await heights();
  expect(before).toBeGreaterThan(20);
  expect(real.length).toBeGreaterThan(50);
  for (const [i, height] of real.entries())
    expect(Math.abs(estimated[i] - height)).toBeLessThanOrEqual(1);
});

// Long pages, in windows from a phone to a tall tablet: after a jump, the element jumped to
// (the footer at the end, a paragraph centered as find-in-page centers a match) stays where it
// landed while the blocks around it are laid out.
const JUMP_PAGES = [
  '/guide/solution/svelte',
  '/zh/guide/solution/react',
  '/api/javascript-api/instance',
  '/guide/faq/errors',
];
const WINDOWS = [
  { width: 1440, height: 900 },
  { width: 1024, height: 1366 },
  { width: 390, height: 844 },
];

for (const route of JUMP_PAGES) {
  test(`on ${route}, what a jump lands on stays where it landed`, async ({ page }) => {
    for (const size of WINDOWS) {
      await page.setViewportSize(size);
      await open(page, route);
      const moved = await page.evaluate(async () => {
        const frame = () => new Promise((done) => requestAnimationFrame(done));
        const settle = async (target: Element) => {
          await frame();
          const landed = target.getBoundingClientRect().top;
          for (let i = 0; i < 8; i++) await frame();
          return Math.abs(target.getBoundingClientRect().top - landed);
        };
        const report = document.querySelector('.rp-doc-footer a.rp-report-link');
        if (!report) return ['no report link'];
        window.scrollTo(0, document.documentElement.scrollHeight);
        const end = await settle(report);
        window.scrollTo(0, 0);
        await frame();
        const prose = [...document.querySelectorAll('.rspress-doc > p')];
        const middle = prose[Math.floor(prose.length * 0.6)];
        middle.scrollIntoView({ block: 'center' });
        return [end, await settle(middle)];
      });
      for (const distance of moved) {
        expect(distance, `${size.width}×${size.height}`).toBeLessThanOrEqual(1);
      }
    }
  });
}

test('in print, every block is laid out', async ({ page }) => {
  await open(page, PAGE);
  await page.emulateMedia({ media: 'print' });
  expect(await skipped(page)).toBe(0);
});
