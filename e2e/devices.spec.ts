// Issue 21, "Every reader, every device": navbar menus on touch and with a mouse, keyboard
// access to the package-manager tabs and to every control with a visible focus ring, focus
// and an announcement after a client-side navigation, and the navbar's small fixes.
import type { Locator, Page } from '@playwright/test';
import { expect, isSameDocument, markWindow, open, test } from './fixtures';

const THEME_KEY = 'rspress-theme-appearance';
const TABS_KEY = 'rspress.tabs.package.manager';
const LANGS = [
  {
    prefix: '',
    other: 'zh',
    otherLabel: '简体中文',
    menu: 'Open the navigation menu',
    quickStart: 'Quick start - Rslib',
  },
  {
    prefix: '/zh',
    other: 'en',
    otherLabel: 'English',
    menu: '打开导航菜单',
    quickStart: '快速上手 - Rslib',
  },
] as const;

/** The dropdown of a navbar item (its button's popup), shown or not. */
const dropdown = (item: Locator) => item.locator('> .rp-hover-group');

async function isShown(locator: Locator) {
  return locator.evaluate((el) => {
    const style = getComputedStyle(el);
    return style.visibility === 'visible' && style.display !== 'none';
  });
}

// Touch: every navbar menu opens and closes on tap, at the three tablet-ish widths. ----------

for (const width of [768, 1024, 1280]) {
  test.describe(`touch at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, hasTouch: true, isMobile: true });

    for (const lang of LANGS) {
      test(`every navbar menu opens and closes on tap (${lang.prefix || '/en'})`, async ({
        page,
      }) => {
        await open(page, `${lang.prefix}/guide/start/`);
        const header = page.locator('header.rp-nav');
        if (width <= 768) {
          // The full-screen menu: the language, appearance and GitHub are in it.
          const button = header.getByRole('button', { name: lang.menu });
          await button.tap();
          await expect(button).toHaveAttribute('aria-expanded', 'true');
          const screen = page.locator('.rp-nav-screen');
          await expect(screen).toBeVisible();
          await expect(screen.locator('a[href*="github.com"]').first()).toBeVisible();
          await button.tap();
          await expect(button).toHaveAttribute('aria-expanded', 'false');
          await expect(screen).toBeHidden();
          return;
        }
        // The "more" menu that holds the language menu, the appearance toggle and GitHub.
        const more = header.locator('.rp-nav-hamburger__md');
        await expect(more).toHaveAccessibleName(lang.menu);
        await more.tap();
        await expect(more).toHaveAttribute('aria-expanded', 'true');
        const popup = header.locator('.rp-nav-menu__others-mobile__container');
        await expect(popup.locator('button.rp-switch-appearance')).toBeVisible();
        await expect(popup.locator('a[href*="github.com"]')).toBeVisible();
        // The language menu inside it opens on tap too, and its link is there to follow.
        const language = popup.locator('.rslib-plain-list button');
        await language.tap();
        await expect(language).toHaveAttribute('aria-expanded', 'true');
        const otherLink = popup.locator(`a[hreflang="${lang.other}"]`);
        await expect(otherLink).toBeVisible();
        await expect(otherLink).toHaveText(lang.otherLabel);
        await language.tap();
        await expect(language).toHaveAttribute('aria-expanded', 'false');
        await expect(more).toHaveAttribute('aria-expanded', 'true');
        // A second tap on the button closes the menu.
        await more.tap();
        await expect(more).toHaveAttribute('aria-expanded', 'false');
        await expect(popup).toHaveCount(0);
        // A tap outside closes it too.
        await more.tap();
        await expect(more).toHaveAttribute('aria-expanded', 'true');
        await page.locator('.rspress-doc h1').tap();
        await expect(more).toHaveAttribute('aria-expanded', 'false');

        // The Config dropdown: its arrow button toggles it; its link still navigates.
        const config = header.locator('.rp-nav-menu__item', {
          has: page.locator('a[href$="/config/"]'),
        });
        const arrow = config.locator('button');
        await expect(dropdown(config)).toBeHidden();
        await arrow.tap();
        await expect(arrow).toHaveAttribute('aria-expanded', 'true');
        expect(await isShown(dropdown(config))).toBe(true);
        await arrow.tap();
        await expect(arrow).toHaveAttribute('aria-expanded', 'false');
        await expect.poll(() => isShown(dropdown(config))).toBe(false);
        await arrow.tap();
        await config.locator(`a[href="${lang.prefix}/config/lib/"]`).tap();
        await expect(page).toHaveURL(new RegExp(`${lang.prefix}/config/lib/$`));
        await expect(arrow).toHaveAttribute('aria-expanded', 'false');
      });
    }
  });
}

// Mouse: hover opens where a pointer can hover; a click pins or closes. ----------------------

test.describe('mouse at 1440 px', () => {
  for (const lang of LANGS) {
    test(`hover opens a menu, a click keeps it open, another closes it (${lang.prefix || '/en'})`, async ({
      page,
    }) => {
      await open(page, `${lang.prefix}/guide/start/`);
      const language = page.locator('header .rp-nav__others .rslib-plain-list button');
      await language.hover();
      await expect(language).toHaveAttribute('aria-expanded', 'true');
      await language.click();
      await expect(language).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator(`header a[hreflang="${lang.other}"]`)).toBeVisible();
      await language.click();
      await expect(language).toHaveAttribute('aria-expanded', 'false');
      // Under the pointer and closed: the theme's CSS hover rule no longer shows it.
      await expect(page.locator(`header a[hreflang="${lang.other}"]`)).toBeHidden();
      // A click outside closes a menu that a click opened.
      await language.click();
      await expect(language).toHaveAttribute('aria-expanded', 'true');
      await page.mouse.click(700, 600);
      await expect(language).toHaveAttribute('aria-expanded', 'false');

      const config = page.locator('header .rp-nav-menu__item', {
        has: page.locator('a[href$="/config/"]'),
      });
      await config.locator('a').first().hover();
      await expect(config.locator('button')).toHaveAttribute('aria-expanded', 'true');
      await page.mouse.move(5, 600);
      await expect(config.locator('button')).toHaveAttribute('aria-expanded', 'false');
    });
  }

  test('hover does nothing on a device that cannot hover; a tap still opens', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 1024, height: 900 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
    await open(page, '/guide/start/');
    expect(
      await page.evaluate(() => matchMedia('(hover: hover) and (pointer: fine)').matches),
    ).toBe(false);
    const more = page.locator('header .rp-nav-hamburger__md');
    await more.hover();
    await page.waitForTimeout(200);
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await context.close();
  });
});

// Keyboard: the package-manager tabs and every control of a page. ---------------------------

test.describe('package-manager tabs', () => {
  for (const lang of LANGS) {
    test(`follow the WAI-ARIA tabs pattern and remember the choice (${lang.prefix || '/en'})`, async ({
      page,
    }) => {
      await open(page, `${lang.prefix}/guide/solution/vue`);
      const list = page.getByRole('tablist').first();
      const tabs = list.getByRole('tab');
      await expect(tabs).toHaveText(['npm', 'yarn', 'pnpm', 'bun', 'deno']);
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.first()).toHaveAttribute('tabindex', '0');
      await expect(tabs.nth(1)).toHaveAttribute('tabindex', '-1');
      const panelId = await tabs.first().getAttribute('aria-controls');
      const panel = page.locator(`[id="${panelId}"]`);
      await expect(panel).toHaveAttribute('role', 'tabpanel');
      await expect(panel).toBeVisible();
      await expect(panel).toHaveAttribute(
        'aria-labelledby',
        (await tabs.first().getAttribute('id')) ?? '',
      );

      await tabs.first().focus();
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(1)).toBeFocused();
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'false');
      await expect(tabs.nth(1)).toHaveAttribute('tabindex', '0');
      await page.keyboard.press('End');
      await expect(tabs.nth(4)).toBeFocused();
      await expect(tabs.nth(4)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowRight');
      await expect(tabs.first()).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(tabs.nth(4)).toBeFocused();
      await page.keyboard.press('Home');
      await expect(tabs.first()).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
      // pnpm's panel shows, and Tab from the tab goes into it (its code block), not to the next tab.
      const pnpmPanel = page.locator(`[id="${await tabs.nth(2).getAttribute('aria-controls')}"]`);
      await expect(pnpmPanel).toBeVisible();
      await expect(pnpmPanel).toContainText('pnpm add');
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).not.toHaveAttribute('role', 'tab');
      // Remembered through the theme's storage, across pages and reloads.
      expect(await page.evaluate((key) => localStorage.getItem(key), TABS_KEY)).toBe('2');
      await open(page, `${lang.prefix}/guide/solution/svelte`);
      await expect(page.getByRole('tab', { selected: true }).first()).toHaveText('pnpm');
    });
  }
});

interface Stop {
  what: string;
  ring: boolean;
  /** Whether it comes after the previous stop in document order. */
  after: boolean;
}

/** Presses Tab through the whole page, marking each stop; returns them with their ring. */
async function tabThrough(page: Page, max = 400): Promise<Stop[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const stops: Stop[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body || el.dataset.reached) return null;
      const w = window as unknown as { __prevStop?: HTMLElement };
      const prev = w.__prevStop;
      w.__prevStop = el;
      el.dataset.reached = '';
      const style = getComputedStyle(el);
      return {
        what: `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`,
        ring:
          el.matches(':focus-visible') &&
          ((style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1) ||
            style.boxShadow !== 'none'),
        after:
          !prev || Boolean(prev.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING),
      };
    });
    if (!stop) break;
    stops.push(stop);
  }
  return stops;
}

for (const theme of ['light', 'dark'] as const) {
  for (const path of ['/guide/solution/vue', '/', '/zh/guide/solution/vue', '/zh/']) {
    test(`Tab reaches every control of ${path} in document order with a visible ring, ${theme} theme`, async ({
      page,
    }) => {
      test.slow();
      await page.addInitScript(
        ([key, value]) => localStorage.setItem(key, value),
        [THEME_KEY, theme],
      );
      await open(page, path);
      const stops = await tabThrough(page);
      expect(stops.length).toBeGreaterThan(path.includes('guide') ? 40 : 10);
      // The skip link first, then document order: no stop jumps back up the page.
      expect(stops[0].what).toContain('skip');
      for (let i = 1; i < stops.length; i++) {
        expect.soft(stops[i].after, `${stops[i].what} after ${stops[i - 1].what}`).toBe(true);
      }
      for (const stop of stops) expect.soft(stop.ring, `${stop.what}: focus ring`).toBe(true);
      // Every visible control was reached (controls in closed menus are not visible).
      const missed = await page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>(
            'a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]',
          ),
        ]
          .filter((el) => {
            if (el.tabIndex < 0 || el.dataset.reached !== undefined) return false;
            if (el.closest('[inert], [aria-hidden="true"]')) return false;
            const style = getComputedStyle(el);
            const box = el.getBoundingClientRect();
            return style.visibility === 'visible' && box.width > 0 && box.height > 0;
          })
          .map(
            (el) =>
              `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${el.textContent?.trim().slice(0, 30)}`,
          ),
      );
      expect(missed).toEqual([]);
      if (path.includes('guide')) {
        expect(stops.some((s) => s.what.includes('rp-tabs__label__item'))).toBe(true);
        // One stop per tab group: the selected tab only.
        const tabStops = stops.filter((s) => s.what.includes('rp-tabs__label__item'));
        const groups = await page.getByRole('tablist').count();
        expect(tabStops.length).toBe(groups);
      }
    });
  }
}

// Route changes: focus on the new page's title, which a live region announces. ---------------

test.describe('after a client-side navigation', () => {
  for (const lang of LANGS) {
    test(`focus moves to the H1 and the title is announced (${lang.prefix || '/en'})`, async ({
      page,
    }) => {
      await open(page, `${lang.prefix}/guide/start/`);
      const region = page.locator('[aria-live="polite"].rslib-sr-only');
      await expect(region).toHaveText('');
      await expect(region).toHaveAttribute('lang', lang.prefix ? 'zh-CN' : 'en');
      // The first page load moves nothing.
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      await markWindow(page);
      await page
        .locator(`.rp-doc-layout__sidebar a[href="${lang.prefix}/guide/start/quick-start"]`)
        .click();
      await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
      expect(await isSameDocument(page)).toBe(true);
      const h1 = page.locator('.rspress-doc h1');
      await expect(h1).toBeFocused();
      // The new page's title, in its language.
      await expect(region).toHaveText(lang.quickStart);
      expect(await page.title()).toBe(lang.quickStart);
      // No ring on the heading: it is not a control.
      expect(await h1.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
      // Focus was placed without scrolling: the page starts at its top.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      // Back: the previous page, focused and announced the same way.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/guide/start/$`));
      await expect(page.locator('.rspress-doc h1')).toBeFocused();
      await expect(region).toHaveText(await page.title());
    });
  }

  test('an in-page hash link keeps focus and scroll as before', async ({ page }) => {
    await open(page, '/config/lib/format');
    const first = page.locator('.rp-toc-item').first();
    const href = (await first.getAttribute('href')) ?? '';
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('.rspress-doc h1')).not.toBeFocused();
    await expect(page.locator('[aria-live="polite"].rslib-sr-only')).toHaveText('');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });
});

// Small things. ------------------------------------------------------------------------------

test.describe('navbar details', () => {
  for (const lang of LANGS) {
    test(`Config is the active item on config and API pages, alone (${lang.prefix || '/en'})`, async ({
      page,
    }) => {
      const active = page.locator('header .rp-nav-menu__item--active');
      for (const [path, name] of [
        ['/config/lib/format', 'Config'],
        ['/api/start/', 'Config'],
        ['/guide/start/', 'Guide'],
        ['/blog/', 'Blog'],
      ] as const) {
        await open(page, `${lang.prefix}${path}`);
        await expect(active).toHaveCount(1);
        const href = await active.locator('a').first().getAttribute('href');
        expect(href, path).toBe(
          `${lang.prefix}${{ Config: '/config/', Guide: '/guide/start/', Blog: '/blog/' }[name]}`,
        );
      }
    });
  }

  for (const theme of ['light', 'dark'] as const) {
    test(`the language button has no button background, ${theme} theme`, async ({ page }) => {
      await page.addInitScript(
        ([key, value]) => localStorage.setItem(key, value),
        [THEME_KEY, theme],
      );
      await open(page, '/guide/start/');
      const button = page.locator('header .rp-nav__others .rslib-plain-list button');
      await expect(button).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
      await expect(button).toHaveCSS('border-top-width', '0px');
      const [fontFamily, bodyFont] = await button.evaluate((el) => [
        getComputedStyle(el).fontFamily,
        getComputedStyle(document.body).fontFamily,
      ]);
      expect(fontFamily).toBe(bodyFont);
    });
  }

  for (const width of [1440, 600]) {
    test(`the search button's focus ring goes around the magnifier, not through it (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, '/guide/start/');
      const button = page.getByRole('button', { name: 'Search Docs' }).first();
      await button.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      const geometry = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        const icon = el.querySelector('svg')?.getBoundingClientRect();
        const grow = Number.parseFloat(style.outlineOffset);
        return {
          visible: el.matches(':focus-visible') && style.outlineStyle !== 'none',
          ring: {
            left: box.left - grow,
            right: box.right + grow,
            top: box.top - grow,
            bottom: box.bottom + grow,
          },
          width: Number.parseFloat(style.outlineWidth),
          icon: icon && { left: icon.left, right: icon.right, top: icon.top, bottom: icon.bottom },
        };
      });
      expect(geometry.visible).toBe(true);
      const { ring, icon, width: w } = geometry;
      if (!icon) throw new Error('no icon');
      // The ring's inner edge stays clear of the icon on every side.
      expect(icon.left).toBeGreaterThan(ring.left + w);
      expect(icon.right).toBeLessThan(ring.right - w);
      expect(icon.top).toBeGreaterThan(ring.top + w);
      expect(icon.bottom).toBeLessThan(ring.bottom - w);
    });
  }

  for (const path of ['/config/lib/format', '/zh/config/lib/format']) {
    test(`the option table's last row has one bottom edge for both columns (${path})`, async ({
      page,
    }) => {
      await open(page, path);
      const cells = page.locator('table.rp-option-meta tbody tr:last-child > *');
      await expect(cells).toHaveCount(2);
      const borders = await cells.evaluateAll((els) =>
        els.map((el) => getComputedStyle(el).borderBottomWidth),
      );
      expect(borders[0]).toBe(borders[1]);
      expect(borders[0]).toBe('0px');
    });
  }

  test('the search field in the modal has one focus ring, clear of its magnifier', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/guide/start/');
    await page.locator('header button[aria-haspopup="dialog"]').first().click();
    const input = page.locator('.DocSearch-Input');
    await expect(input).toBeFocused();
    expect(await input.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
    // The form draws the ring around the field and the magnifier; the input draws none.
    await expect(input).toHaveCSS('outline-style', 'none');
    const shadow = await page
      .locator('.DocSearch-Form')
      .evaluate((el) => getComputedStyle(el).boxShadow);
    expect(shadow).toMatch(/inset/);
  });
});

// The section bar on phones and tablets: its name changes in place while the reader scrolls. -

for (const width of [390, 1024]) {
  test.describe(`the section bar at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 }, hasTouch: true, isMobile: true });

    for (const path of ['/guide/advanced/css', '/zh/guide/advanced/css']) {
      test(`scrolling ${path} changes the section's name in place, in sight`, async ({ page }) => {
        await page.addInitScript(() => {
          const w = window as unknown as { barShifts: string[] };
          w.barShifts = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              hadRecentInput: boolean;
              sources: { node?: Node | null }[];
            })[]) {
              if (entry.hadRecentInput) continue;
              for (const { node } of entry.sources) {
                const element = node instanceof Element ? node : node?.parentElement;
                if (element?.closest('.rp-sidebar-menu')) w.barShifts.push(element.className);
              }
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await open(page, path);
        const name = page.locator('.rp-sidebar-menu__right__text');
        const names = new Set<string>();
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += 400) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await page.waitForTimeout(60);
          names.add((await name.textContent()) ?? '');
        }
        // The bar named several sections on the way down, so it had the chance to move.
        expect(names.size).toBeGreaterThan(5);
        await page.waitForTimeout(200);
        expect(
          await page.evaluate(() => (window as unknown as { barShifts: string[] }).barShifts),
        ).toEqual([]);
        // Nothing covers the name: the sidebar stands beside the bar at tablet widths.
        const covered = await name.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const top = document.elementFromPoint(r.left + 4, r.top + r.height / 2);
          return !top || !el.contains(top);
        });
        expect(covered).toBe(false);
      });
    }
  });
}
