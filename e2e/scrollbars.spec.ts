// Issue 22, item 2, where a scrollbar takes room (a desktop browser; Playwright hides
// scrollbars unless told, hence a file of its own: the browser's launch options are per file).
// A code block whose code is wider than the block has its scrollbar before its code is laid
// out (theme/styles/_content-visibility.scss, `--code-cols`), so a block laid out late, on
// load or while the reader scrolls, does not grow by it and move the page.
import { launchOptions } from '../playwright.config';
import { expect, open, test } from './fixtures';

test.use({
  launchOptions: { ...launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] },
  viewport: { width: 412, height: 823 },
});
for (const route of ['/api/javascript-api/core', '/zh/guide/advanced/css']) {
  test(`on ${route}, no code block moves the page when it is laid out`, async ({ page }) => {
    // Shifts of the article's own elements (the mobile bar's outline title changes as the
    // reader scrolls, which is not what this checks).
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as Window & { shifts?: string[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources: { node?: Node }[];
        })[]) {
          const moved = entry.sources
            .map((source) => source.node)
            .map((node) => (node instanceof Element ? node : node?.parentElement))
            .filter((element) => element?.closest('.rspress-doc'));
          if (moved.length > 0)
            shifts.push(`${entry.value.toFixed(5)} ${moved.map((e) => e?.className).join(' ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await open(page, route);
    expect(await page.locator('.rspress-doc > .rp-codeblock code').count()).toBeGreaterThan(10);
    await page.evaluate(async () => {
      const frame = () => new Promise((done) => requestAnimationFrame(done));
      while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1) {
        window.scrollBy(0, window.innerHeight / 2);
        for (let i = 0; i < 3; i++) await frame();
      }
    });
    expect(await page.evaluate(() => (window as Window & { shifts?: string[] }).shifts)).toEqual(
      [],
    );
  });
}
