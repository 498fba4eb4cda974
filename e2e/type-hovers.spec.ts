// Type hovers on the configuration examples (plugins/type-hovers/, theme/components/TypeHover/):
// a hover, a keyboard focus or a tap on `dts` shows its declared type and the reference's
// summary in the page's language, with a link to the section; Escape closes; the popup never
// covers the line; a page with hovers loads only their trigger (in its route chunk) before the
// reader's first intent, and a page without them loads none of their code.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { analyze } from '../plugins/type-hovers/analyze';
import { pageAssets, pageType } from '../scripts/lib/page-weight.ts';
import { builtPages, fileForPath, routeOfBuiltFile } from '../site/pages';
import { expect, isSameDocument, markWindow, open, test } from './fixtures';

const BUILD = path.resolve(process.env.RSPRESS_OUT_DIR || 'doc_build');

/**
 * Strings the minifier keeps, one per part of the hovers' browser code: the popup's element id
 * (theme/components/TypeHover/popup.ts), and the block attribute, which the trigger
 * (attach.ts) looks for and which a route chunk's code HTML carries only on a page with hovers.
 */
const POPUP_CODE = 'rp-type-hover';
const HOVER_CODE = 'data-hovers';

/** Each built doc page's first-load scripts, and whether the page has hovers. */
function docPageScripts() {
  return builtPages(BUILD).flatMap((relative) => {
    const file = path.join(BUILD, relative);
    const route = routeOfBuiltFile(relative);
    if (pageType(route, file) !== 'doc') return [];
    const html = readFileSync(file, 'utf8');
    return [{ route, scripts: pageAssets(html).js, hovers: html.includes(`${HOVER_CODE}=`) }];
  });
}

/** Every script the page loads from now on: its path and text. */
function loadedScripts(page: Page) {
  const scripts: Promise<{ path: string; text: string }>[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js'))
      scripts.push(
        response.text().then(
          (text) => ({ path: pathname, text }),
          () => ({ path: pathname, text: '' }),
        ),
      );
  });
  /** The paths of the scripts loaded so far whose text includes `marker`. */
  return async (marker: string) => {
    const loaded = await Promise.all(scripts);
    if (!loaded.length) throw new Error('no script loaded');
    return loaded.filter((script) => script.text.includes(marker)).map((script) => script.path);
  };
}

const CASES = [
  {
    lang: 'en',
    page: '/config/lib/dts',
    href: '/config/lib/dts',
    summary: /dts makes a lib item emit TypeScript declaration files/,
    reference: 'Reference: lib.dts',
  },
  {
    lang: 'zh',
    page: '/zh/config/lib/dts',
    href: '/zh/config/lib/dts',
    summary: /dts 让一个 lib 项在输出 JavaScript 的同时生成 TypeScript 类型声明文件/,
    reference: '参考文档：lib.dts',
  },
] as const;

const TYPE = '(property) LibConfig.dts?: Dts';

/** The first `dts` key of the page's first example that has hovers. */
const dtsKey = (page: Page) =>
  page.locator('pre[data-hovers] a[data-h]', { hasText: /^dts$/ }).first();

const popup = (page: Page) => page.locator('#rp-type-hover');

/** The popup's box is entirely below or entirely above the line of `token`. */
async function expectLineUncovered(page: Page, token: Locator) {
  const line = await token.evaluate((el) => {
    const r = (el.closest('.line') ?? el).getBoundingClientRect();
    return { top: r.top, bottom: r.bottom };
  });
  const box = await popup(page).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom };
  });
  expect(box.top >= line.bottom || box.bottom <= line.top, JSON.stringify({ line, box })).toBe(
    true,
  );
}

for (const c of CASES) {
  test.describe(`type hovers (${c.lang})`, () => {
    test('a hover shows the declared type, the summary and the link; Escape closes', async ({
      page,
    }) => {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));
      const scripts = loadedScripts(page);
      await open(page, c.page);
      const key = dtsKey(page);
      await expect(key).toHaveAttribute('href', c.href);
      const scriptsBefore = requests.filter((p) => p.endsWith('.js')).length;
      // Before the first intent: no data, and no popup code, only the trigger.
      expect(requests.filter((p) => p.includes('/type-hovers/'))).toEqual([]);
      expect(await scripts(POPUP_CODE)).toEqual([]);
      await expect(popup(page)).toHaveCount(0);

      await key.scrollIntoViewIfNeeded();
      await key.hover();
      await expect(popup(page)).toBeVisible();
      await expect(popup(page).locator('.rp-type-hover__type')).toHaveText(TYPE);
      await expect(popup(page).locator('.rp-type-hover__summary')).toHaveText(c.summary);
      const link = popup(page).locator('a');
      await expect(link).toHaveAttribute('href', c.href);
      await expect(link).toHaveText(c.reference);
      await expect(key).toHaveAttribute('aria-describedby', 'rp-type-hover');
      await expectLineUncovered(page, key);
      // The popup's code and the block's data came with the hover, not with the page.
      expect(requests.filter((p) => p.endsWith('.js')).length).toBeGreaterThan(scriptsBefore);
      expect(await scripts(POPUP_CODE)).toHaveLength(1);
      expect(requests.filter((p) => p.includes('/static/type-hovers/'))).toHaveLength(1);

      await page.keyboard.press('Escape');
      await expect(popup(page)).toBeHidden();
      await expect(key).not.toHaveAttribute('aria-describedby', /./);
    });

    test('a keyboard focus shows it; Escape closes; other identifiers show their type', async ({
      page,
    }) => {
      await open(page, c.page);
      const key = dtsKey(page);
      await key.focus();
      await expect(popup(page)).toBeVisible();
      await expect(popup(page).locator('.rp-type-hover__type')).toHaveText(TYPE);
      await expect(popup(page).locator('.rp-type-hover__summary')).toHaveText(c.summary);
      await expectLineUncovered(page, key);
      await page.keyboard.press('Escape');
      await expect(popup(page)).toBeHidden();
      await expect(key).toBeFocused();

      const define = page
        .locator('pre[data-hovers] span[data-h]', { hasText: /^defineConfig$/ })
        .first();
      await define.hover();
      await expect(popup(page).locator('.rp-type-hover__type')).toHaveText(
        /^function defineConfig</,
      );
      await expect(popup(page).locator('a')).toHaveCount(0);
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

      test('a tap opens it instead of following the link; a tap elsewhere closes it', async ({
        page,
      }) => {
        await open(page, c.page);
        const key = dtsKey(page);
        await key.scrollIntoViewIfNeeded();
        await key.tap();
        await expect(popup(page)).toBeVisible();
        await expect(popup(page).locator('.rp-type-hover__summary')).toHaveText(c.summary);
        expect(new URL(page.url()).pathname).toBe(c.page);
        await expectLineUncovered(page, key);
        const box = await popup(page).boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
        await page.locator('h1').tap();
        await expect(popup(page)).toBeHidden();
      });
    });
  });
}

test('a page without hovers loads none of their code; its next page with hovers has them', async ({
  page,
}) => {
  const scripts = loadedScripts(page);
  // Code blocks, none of them a checked example.
  await open(page, '/guide/advanced/json-files');
  await expect(page.locator('.rp-doc pre').first()).toBeVisible();
  await expect(page.locator('pre[data-hovers]')).toHaveCount(0);
  expect(await scripts(HOVER_CODE)).toEqual([]);

  // The sidebar's link to a page with hovers: its route chunk brings the trigger, no reload.
  await markWindow(page);
  await page.locator('.rp-doc-layout__sidebar a[href="/guide/advanced/css"]').click();
  await expect(page).toHaveURL(/\/guide\/advanced\/css$/);
  const token = page.locator('pre[data-hovers] [data-h]').first();
  await token.scrollIntoViewIfNeeded();
  await token.hover();
  await expect(popup(page).locator('.rp-type-hover__type')).not.toBeEmpty();
  expect(await isSameDocument(page)).toBe(true);
});

test('no doc page without hovers loads their code, and none loads the popup with the page', () => {
  const pages = docPageScripts();
  const problems: string[] = [];
  for (const { route, scripts, hovers } of pages) {
    for (const src of scripts) {
      const text = readFileSync(path.join(BUILD, src), 'utf8');
      if (text.includes(POPUP_CODE)) problems.push(`${route}: ${src} has the popup`);
      if (!hovers && text.includes(HOVER_CODE)) problems.push(`${route}: ${src} has hover code`);
    }
  }
  expect(pages.length).toBeGreaterThan(100);
  expect(pages.filter((p) => !p.hovers).length).toBeGreaterThan(10);
  expect(problems).toEqual([]);
});

test('every analyzed example is marked in its built page', () => {
  const root = path.resolve('.');
  const missing: string[] = [];
  let checked = 0;
  for (const block of analyze(root).blocks) {
    // Fragments are compiled into the pages that import them.
    if (block.page.includes('/shared/')) continue;
    const file = fileForPath(block.route, BUILD);
    const html = file ? readFileSync(file, 'utf8') : '';
    if (!html.includes(`data-hovers="${block.id}"`)) missing.push(`${block.page}:${block.line}`);
    if (!existsSync(path.join(BUILD, 'static', 'type-hovers', `${block.id}.json`)))
      missing.push(`${block.page}:${block.line} (data file)`);
    checked++;
  }
  expect(checked).toBeGreaterThan(400);
  expect(missing).toEqual([]);
});
