// Printing a doc page (issue 21): the article alone, light colors whatever the theme, code
// wrapped, and about as many A4 sheets as its text needs. theme/styles/_print.scss.
import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';

const KEY = 'rspress-theme-appearance';
const ARTICLE = 'main .rspress-doc';

// The printable area of an A4 sheet with the margins of `@page` (16 mm top and bottom,
// 14 mm left and right): 182 x 265 mm. Body text is 11 pt with a line height of 1.5, so a
// sheet holds about 265 mm / (11 pt x 1.5 = 5.8 mm) = 45 lines; a Latin character is about
// half an em wide (1.94 mm), so a line holds about 94 of them, and a CJK character takes two.
const LINES_PER_SHEET = 45;
const COLUMNS_PER_LINE = 94;
// Headings, gaps between blocks and the padding of code blocks and callouts take room the
// text count does not see; the page count may exceed the text estimate by this factor.
const LAYOUT_ALLOWANCE = 1.4;

/** The number of sheets the article's text needs, from its lines in print layout. */
async function estimatedSheets(page: Page) {
  const text = await page.locator(ARTICLE).innerText();
  let lines = 0;
  for (const line of text.split('\n')) {
    const columns = [...line].reduce(
      (n, ch) => n + (/[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/.test(ch) ? 2 : 1),
      0,
    );
    lines += Math.max(1, Math.ceil(columns / COLUMNS_PER_LINE));
  }
  return { sheets: lines / LINES_PER_SHEET, characters: text.length };
}

/** Pages in a PDF: its page objects (`/Type /Page`, not `/Pages`). */
function pdfPageCount(pdf: Buffer) {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

function luminance(color: string) {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Contrast ratio of a color on white paper. */
function contrastOnWhite(color: string) {
  return 1.05 / (luminance(color) + 0.05);
}

const CHROME = [
  '.rp-nav',
  '.rp-doc-layout__sidebar',
  '.rp-doc-layout__outline',
  'a[href="#rslib-content"]',
  '.rp-llms-container',
  '.rp-code-button-group',
  '.rp-prev-next-page',
];

for (const [lang, path] of [
  ['en', '/guide/start/quick-start'],
  ['zh', '/zh/guide/start/quick-start'],
] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${lang}, ${theme} theme: quick-start prints the article alone, in light colors`, async ({
      page,
    }) => {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [KEY, theme]);
      await open(page, path);
      expect(
        await page.evaluate(() => document.documentElement.classList.contains('rp-dark')),
      ).toBe(theme === 'dark');
      await page.emulateMedia({ media: 'print' });

      for (const selector of CHROME) {
        const displays = await page
          .locator(selector)
          .evaluateAll((els) => els.map((el) => getComputedStyle(el).display));
        expect(displays.length, `${selector} is on the page`).toBeGreaterThan(0);
        expect(new Set(displays), `${selector} in print`).toEqual(new Set(['none']));
      }

      // The article starts at the left edge: no empty sidebar column.
      const left = await page.locator(ARTICLE).evaluate((el) => el.getBoundingClientRect().left);
      expect(left).toBeLessThan(20);

      const colors = await page.evaluate(() => {
        const doc = document.querySelector('main .rspress-doc') as HTMLElement;
        const color = (el: Element | null) => (el ? getComputedStyle(el).color : '');
        const tokens = [...doc.querySelectorAll('.shiki code span[style]')].map(color);
        return {
          background: getComputedStyle(document.body).backgroundColor,
          paragraph: color(doc.querySelector('p')),
          heading: color(doc.querySelector('h2')),
          link: color(doc.querySelector('p a')),
          tokens: [...new Set(tokens)],
        };
      });
      expect(colors.background).toBe('rgb(255, 255, 255)');
      for (const key of ['paragraph', 'heading', 'link'] as const)
        expect(contrastOnWhite(colors[key]), `${key} ${colors[key]}`).toBeGreaterThanOrEqual(4.5);
      expect(colors.tokens.length).toBeGreaterThan(2);
      for (const token of colors.tokens)
        expect(contrastOnWhite(token), `code token ${token}`).toBeGreaterThanOrEqual(4.5);

      // Code is wrapped, never cut at the sheet's edge.
      const cut = await page
        .locator('main .rspress-doc pre')
        .evaluateAll((pres) => pres.filter((pre) => pre.scrollWidth > pre.clientWidth + 1).length);
      expect(cut).toBe(0);

      // External links show their address after the text.
      const external = page.locator('main .rspress-doc p a[href^="http"]').first();
      if ((await external.count()) > 0) {
        const after = await external.evaluate((a) => getComputedStyle(a, '::after').content);
        expect(after).toContain(await external.getAttribute('href'));
      }

      const { sheets, characters } = await estimatedSheets(page);
      const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
      const pages = pdfPageCount(pdf);
      const bound = Math.ceil(sheets * LAYOUT_ALLOWANCE);
      expect(
        pages,
        `${characters} characters, ~${sheets.toFixed(1)} sheets of text`,
      ).toBeGreaterThanOrEqual(Math.floor(sheets));
      expect(
        pages,
        `${characters} characters, ~${sheets.toFixed(1)} sheets of text`,
      ).toBeLessThanOrEqual(bound);
    });
  }
}
