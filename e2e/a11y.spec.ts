// Accessibility (issue: quality gates, item 3): axe over every built route in both themes
// with no serious or critical violation; the skip link and the main landmark on every page
// type; a name on every control; visible focus; keyboard access to the navbar menus.
//
// Cost: axe's colour-contrast rule is the slow one. On every route it runs over the page's
// own content in both themes; the chrome every page shares (navbar, sidebar, outline, code
// blocks) is checked in full, both themes, on one page of each kind and in each open state.
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';
import { builtRoutes, chunks, notFoundPaths } from './routes';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);
/** Shared by many pages, checked in full on the representative pages below. */
const SHARED_CHROME = [
  'header',
  'pre',
  '.rp-doc-layout__sidebar',
  '.rp-doc-layout__outline',
  '.rp-doc-footer',
];
const THEME_KEY = 'rspress-theme-appearance';

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** One line per failing element, for serious and critical violations only. */
function blocking(violations: AxeViolation[]): string[] {
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${v.id} [${v.impact}] ${n.target.join(' ')}: ${(n.failureSummary ?? v.help).split('\n').slice(-1)[0].trim()}`,
      ),
    );
}

/** axe-core itself, the engine @axe-core/playwright drives, loaded into each page as it opens. */
const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Rules about the document as a whole; cheap, and different on every page. */
const PAGE_RULES = [
  'document-title',
  'html-has-lang',
  'html-lang-valid',
  'bypass',
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'page-has-heading-one',
  'duplicate-id-aria',
  'meta-viewport',
];

/**
 * A route in both themes, in one round trip: every rule over the page's own content (the
 * main landmark without the chrome checked elsewhere) and the page-level rules, light;
 * then contrast over the same content, dark. Uses axe-core directly: AxeBuilder's
 * multi-frame mode opens a blank page for every run, which is most of its cost.
 */
async function auditRoute(page: Page) {
  const violations = await page.evaluate(
    async ({ tags, pageRules, chrome }) => {
      type Axe = {
        run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }>;
      };
      const axe = (window as unknown as { axe: Axe }).axe;
      const content = { include: [['main']], exclude: chrome.map((s: string) => [s]) };
      const options = (runOnly: unknown) => ({ runOnly, resultTypes: ['violations'] });
      const light = await axe.run(content, options({ type: 'tag', values: tags }));
      const whole = await axe.run(document, options({ type: 'rule', values: pageRules }));
      // Code blocks are shared chrome, but their tinted lines (added, removed, highlighted)
      // differ from page to page and are few: their contrast is checked on every route.
      const tinted = { include: [['main pre .line.diff'], ['main pre .line.highlighted']] };
      const hasTinted = document.querySelector('main pre .line.diff, main pre .line.highlighted');
      const contrast = options({ type: 'rule', values: ['color-contrast'] });
      const lightLines = hasTinted ? (await axe.run(tinted, contrast)).violations : [];
      const root = document.documentElement;
      const style = document.createElement('style');
      style.textContent =
        '*,*::before,*::after{transition:none!important;animation:none!important}';
      document.head.append(style);
      root.classList.add('dark', 'rp-dark');
      root.style.colorScheme = 'dark';
      const dark = await axe.run(content, contrast);
      const darkLines = hasTinted ? (await axe.run(tinted, contrast)).violations : [];
      return {
        light: [...light.violations, ...whole.violations, ...lightLines],
        dark: [...dark.violations, ...darkLines],
      };
    },
    { tags: TAGS, pageRules: PAGE_RULES, chrome: SHARED_CHROME },
  );
  return [
    ...blocking(violations.light as AxeViolation[]).map((v) => `light: ${v}`),
    ...blocking(violations.dark as AxeViolation[]).map((v) => `dark: ${v}`),
  ];
}

/** The whole page, every rule, in the theme the reader chose (set before the page loads). */
async function auditPage(page: Page, knownIssues: string[] = []) {
  const result = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    .disableRules(knownIssues)
    .analyze();
  return blocking(result.violations as AxeViolation[]);
}

const routes = builtRoutes();
const GROUPS = 8;

/** The language menu fades in and out; audits wait for the end of the fade. */
const languageMenuOpacity = (page: Page) =>
  page.locator('.rslib-plain-list .rp-hover-group').evaluate((el) => getComputedStyle(el).opacity);

test.describe('axe over every route', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript({ path: AXE_SOURCE });
  });

  for (const [i, group] of chunks(routes, GROUPS).entries()) {
    test(`routes ${i + 1}/${GROUPS}: no serious or critical violation, light and dark`, async ({
      page,
    }) => {
      test.setTimeout(60_000 + group.length * 12_000);
      for (const route of group) {
        await open(page, route.path);
        // One frame, for what the theme and our fixes do right after hydration.
        await page.evaluate(() => new Promise(requestAnimationFrame));
        const violations = await auditRoute(page);
        expect.soft(violations, `${route.path}`).toEqual([]);
      }
    });
  }
});

/** One page of each kind, whose shared chrome (navbar, sidebar, outline, code) is checked in full. */
const REPRESENTATIVE = [
  '/',
  '/guide/start/quick-start',
  '/zh/config/lib/',
  '/config/rsbuild/output',
  '/blog/introducing-rslib',
  '/zh/blog/',
];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`the whole page in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(
        ([key, value]) => {
          try {
            localStorage.setItem(key, value);
          } catch {}
        },
        [THEME_KEY, theme],
      );
    });

    test('one page of each kind, and the 404 pages', async ({ page }) => {
      test.setTimeout(120_000);
      for (const path of [...REPRESENTATIVE, ...notFoundPaths]) {
        await open(page, path);
        // The theme applies the system theme for a moment while it hydrates (Rspress reads
        // the stored choice in an effect); wait for the reader's choice.
        await expect
          .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
          .toBe(theme === 'dark');
        expect.soft(await auditPage(page), path).toEqual([]);
      }
    });

    test('open menus and popups: launcher, language menu, search, AI options', async ({ page }) => {
      test.setTimeout(90_000);
      await open(page, '/guide/start/quick-start');
      const launcher = page.locator('header button[aria-controls]').first();
      await launcher.click();
      await expect(page.locator(`#${await launcher.getAttribute('aria-controls')}`)).toBeVisible();
      expect.soft(await auditPage(page), 'launcher open').toEqual([]);
      await page.keyboard.press('Escape');

      const language = page.locator('.rslib-plain-list .rp-nav-menu__item__container');
      await language.focus();
      await expect(page.locator('.rslib-plain-list a[hreflang="zh"]')).toBeVisible();
      // The menu fades in; measure its final colours.
      await expect.poll(() => languageMenuOpacity(page)).toBe('1');
      expect.soft(await auditPage(page), 'language menu open').toEqual([]);

      const aiOptions = page.locator('.rp-llms-view-options__trigger').first();
      await aiOptions.click();
      await expect(page.locator('.rp-llms-view-options__menu')).toBeVisible();
      // Focus left the language menu, which fades out: audit once it is gone, not mid-fade.
      await expect.poll(() => languageMenuOpacity(page)).toBe('0');
      // Rspress renders this menu inside its button (nested-interactive): reported upstream,
      // not ours to fix here, so that one rule is left out for this state only.
      expect.soft(await auditPage(page, ['nested-interactive']), 'AI options open').toEqual([]);
      await aiOptions.click();
      await expect(page.locator('.rp-llms-view-options__menu')).toHaveCount(0);

      await page
        .locator('.rp-nav')
        .getByRole('button', { name: /Search Docs|搜索文档/ })
        .click();
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
      await page.locator('.DocSearch-Input').fill('dts');
      await expect(page.locator('.DocSearch-Dropdown .DocSearch-Hit').first()).toBeVisible();
      // @docsearch/react 3.9.0's own markup: links inside its `option` items, and an
      // aria-controls that names every hit list. Reported to the search owner.
      expect
        .soft(
          await auditPage(page, ['nested-interactive', 'aria-valid-attr-value']),
          'search open with results',
        )
        .toEqual([]);
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

      test('the page, the menu and the sidebar', async ({ page }) => {
        test.setTimeout(90_000);
        await open(page, '/zh/guide/start/quick-start');
        expect.soft(await auditPage(page), 'page').toEqual([]);
        await page.locator('.rp-nav-hamburger:visible').first().click();
        await expect(page.locator('.rp-nav-screen')).toBeVisible();
        expect.soft(await auditPage(page), 'menu open').toEqual([]);
        await page.locator('.rp-nav-hamburger:visible').first().click();
        await page.locator('.rp-sidebar-menu__left').click();
        expect.soft(await auditPage(page), 'sidebar open').toEqual([]);
      });
    });
  });
}

// Landmarks, names, focus --------------------------------------------------------------------

/** One page of each type: home, doc, overview, blog, 404, in both languages. */
const PAGE_TYPES = [
  '/',
  '/zh/',
  '/guide/start/quick-start',
  '/zh/config/rsbuild/',
  '/blog/',
  '/zh/blog/introducing-rslib',
  ...notFoundPaths,
];

test('every page type: the skip link comes first and moves focus into the one main landmark', async ({
  page,
}) => {
  for (const path of PAGE_TYPES) {
    await open(page, path);
    await expect(page.locator('main'), path).toHaveCount(1);
    // From the top of the document (overview pages focus their filter box on load).
    await page.evaluate(() => {
      document.body.tabIndex = -1;
      document.body.focus();
      document.body.removeAttribute('tabindex');
    });
    await page.keyboard.press('Tab');
    const skip = page.locator(':focus');
    await expect(skip, path).toHaveAttribute('href', '#rslib-content');
    await expect(skip, path).toHaveText(path.startsWith('/zh') ? '跳到正文' : 'Skip to content');
    // Visible while focused, though hidden otherwise.
    const box = await skip.boundingBox();
    expect(
      box && box.width > 10 && box.height > 10 && box.y >= 0,
      `${path}: skip link visible`,
    ).toBe(true);
    await page.keyboard.press('Enter');
    const target = await page.evaluate(() => {
      const active = document.activeElement;
      return { id: active?.id, inMain: Boolean(active?.closest('main')) };
    });
    expect(target, path).toEqual({ id: 'rslib-content', inMain: true });
  }
});

test('every control has a name: appearance, launcher, search, language, copy buttons, AI options', async ({
  page,
}) => {
  for (const path of ['/config/lib/format', '/zh/config/lib/format']) {
    await open(page, path);
    const zh = path.startsWith('/zh');
    const nav = page.locator('header').first();
    await expect(nav.locator('.rp-nav__others button.rp-switch-appearance')).toHaveAccessibleName(
      zh ? '切换浅色与深色主题' : 'Switch between light and dark theme',
    );
    await expect(nav.locator('button[aria-controls]').first()).toHaveAccessibleName(
      zh ? '打开 Rstack 工具列表' : 'Open the Rstack tool list',
    );
    await expect(nav.getByRole('button', { name: zh ? '搜索文档' : 'Search Docs' })).toBeVisible();
    await expect(nav.locator('.rslib-plain-list')).toHaveAccessibleName(
      zh ? '切换语言' : 'Change language',
    );
    await expect(nav.locator('.rslib-plain-list button')).toHaveAccessibleName(
      zh ? '简体中文' : 'English',
    );
    for (const link of await nav.locator('.rp-nav__others .rp-social-links a').all()) {
      await expect(link).toHaveAccessibleName(/^(GitHub|X|Discord)$/);
    }
    const copy = page.locator('.rp-code-copy-button').first();
    await expect(copy).toHaveAccessibleName(/\S/);
    await expect(page.locator('.rp-llms-copy-button').first()).toHaveAccessibleName(
      zh ? '复制 Markdown' : 'Copy Markdown',
    );
    await expect(page.locator('.rp-llms-view-options__trigger').first()).toHaveAccessibleName(
      zh ? 'Markdown 与 AI 选项' : 'Markdown and AI options',
    );
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu button is named in the page language and says whether it is open', async ({
    page,
  }) => {
    for (const [path, name] of [
      ['/guide/start/', 'Open the navigation menu'],
      ['/zh/guide/start/', '打开导航菜单'],
    ]) {
      await open(page, path);
      const button = page.locator('.rp-nav-hamburger:visible').first();
      await expect(button).toHaveAccessibleName(name);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
    }
  });
});

test('the keyboard reaches the appearance toggle, the language menu and the Config menu', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await open(page, '/guide/start/');
  const appearance = page.locator('header .rp-nav__others button.rp-switch-appearance');
  await appearance.focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
    .toBe(true);
  await page.keyboard.press('Space');
  await expect
    .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
    .toBe(false);

  const trigger = page.locator('.rslib-plain-list button');
  await trigger.focus();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('hreflang', 'zh');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/zh\/guide\/start\/?$/);

  await open(page, '/guide/start/');
  await page.locator('header a[href="/config/"]').first().focus();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('href', '/config/lib/');
});

/** Contrast of two CSS colours (rgb/rgba on an opaque background), WCAG formula. */
function contrast(a: number[], b: number[]) {
  const lum = ([r, g, bl]: number[]) => {
    const f = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(bl);
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

for (const theme of ['light', 'dark'] as const) {
  test(`focus is visible on every navbar and sidebar control, ${theme} theme`, async ({ page }) => {
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key, value),
      [THEME_KEY, theme],
    );
    await open(page, '/config/lib/format');
    const seen: string[] = [];
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
        // The ring is drawn outside the element (outline-offset), against its surroundings.
        let bgEl: HTMLElement | null = el.parentElement;
        let bg = 'rgba(0, 0, 0, 0)';
        while (bgEl && /rgba\(.*,\s*0\)|transparent/.test(bg)) {
          bg = getComputedStyle(bgEl).backgroundColor;
          bgEl = bgEl.parentElement;
        }
        if (/rgba\(.*,\s*0\)|transparent/.test(bg))
          bg = getComputedStyle(document.body).backgroundColor;
        return {
          what: `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`,
          outline: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1,
          shadow: style.boxShadow !== 'none',
          outlineColor: rgb(style.outlineColor),
          background: rgb(bg),
        };
      });
      if (!focus) continue;
      seen.push(focus.what);
      expect.soft(focus.outline || focus.shadow, `${focus.what}: focus indicator`).toBe(true);
      if (focus.outline) {
        // WCAG 1.4.11: 3:1 against what is next to it.
        expect
          .soft(
            contrast(focus.outlineColor, focus.background),
            `${focus.what}: focus ring contrast`,
          )
          .toBeGreaterThanOrEqual(3);
      }
    }
    expect(seen.length).toBeGreaterThan(10);
  });
}
