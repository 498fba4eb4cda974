// Spec 2.2: URL handling and navigation.
import {
  expect,
  holdScripts,
  isSameDocument,
  markWindow,
  open,
  test,
  waitForHydration,
} from './fixtures';

test.describe('URL forms', () => {
  test('a .html suffix reaches the clean URL of the page', async ({ page }) => {
    await open(page, '/guide/start/quick-start.html');
    await expect(page.locator('.rspress-doc h1')).toHaveAttribute('id', 'quick-start');
    await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
  });

  test('a trailing /index reaches the directory page', async ({ page }) => {
    await open(page, '/guide/start/index');
    await expect(page.locator('.rspress-doc h1')).toHaveAttribute('id', 'introduction');
  });

  test('a percent-encoded path is decoded before matching', async ({ page }) => {
    await open(page, '/guide/%73tart/quick-%73tart');
    await expect(page.locator('.rspress-doc h1')).toHaveAttribute('id', 'quick-start');
  });

  test('sidebar and nav links use clean URLs without .html', async ({ page }) => {
    await open(page, '/guide/start/');
    const hrefs = await page
      .locator('.rp-sidebar-item, .rp-nav a')
      .evaluateAll((els) =>
        els.map((el) => el.getAttribute('href') ?? el.closest('a')?.getAttribute('href') ?? ''),
      );
    expect(hrefs.filter(Boolean).length).toBeGreaterThan(3);
    for (const href of hrefs) expect(href).not.toMatch(/\.html$/);
  });
});

test.describe('links', () => {
  test('external links open in a new tab with a safe rel', async ({ page }) => {
    await open(page, '/guide/start/');
    const github = page.locator('.rp-social-links a[href*="github.com"]').first();
    await expect(github).toHaveAttribute('target', '_blank');
    await expect(github).toHaveAttribute('rel', /noopener/);
  });

  test('an internal link navigates without a full page load', async ({ page }) => {
    await open(page, '/guide/start/');
    await markWindow(page);
    await page
      .locator('.rp-sidebar-item', { hasText: /^Quick start$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
    await expect(page.locator('.rspress-doc h1')).toHaveAttribute('id', 'quick-start');
    expect(await isSameDocument(page)).toBe(true);
  });

  test('a hash-only link stays on the page', async ({ page }) => {
    await open(page, '/config/lib/format');
    await markWindow(page);
    const first = page.locator('.rp-toc-item').first();
    const href = await first.getAttribute('href');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/config/lib/format${href}$`));
    expect(await isSameDocument(page)).toBe(true);
  });

  test('ctrl-click is left to the browser and opens a new tab', async ({ page, context }) => {
    await open(page, '/guide/start/');
    const link = page.locator('.rp-sidebar-item', { hasText: /^Quick start$/ }).first();
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      link.click({ modifiers: ['ControlOrMeta'] }),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toMatch(/\/guide\/start\/quick-start$/);
    await expect(page).toHaveURL(/\/guide\/start\/$/);
  });

  test('a middle click does not navigate the current tab', async ({ page }) => {
    await open(page, '/guide/start/');
    await page
      .locator('.rp-sidebar-item', { hasText: /^Quick start$/ })
      .first()
      .click({
        button: 'middle',
      });
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/guide\/start\/$/);
  });

  test('a link to something that is not a route loads it in full', async ({ page }) => {
    await open(page, '/blog/');
    await markWindow(page);
    const feed = page.locator('.rspress-doc a[href="/rss/blog-en.xml"]').first();
    await Promise.all([page.waitForURL('**/rss/blog-en.xml'), feed.click()]);
    expect(await isSameDocument(page)).toBe(false);
  });
});

test('the progress bar shows when a page chunk is slow', async ({ page }) => {
  await open(page, '/guide/start/');
  await page.route('**/static/js/async/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page
    .locator('.rp-sidebar-item', { hasText: /^Glossary$/ })
    .first()
    .click();
  await expect(page.locator('#nprogress')).toBeAttached();
  await expect(page).toHaveURL(/\/guide\/start\/glossary$/);
});

// A jump to a #hash is not the reader scrolling down: the navbar stays (hideNavbar 'auto' reacts
// to the reader's own input only, theme/components/NavbarVisibility), and the heading lands just
// below it, whether the hash comes with the page or later on the same page.
for (const how of ['with the page', 'on the same page']) {
  test(`a URL with a hash, ${how}, puts that heading just below the navbar`, async ({ page }) => {
    const path = '/config/lib/dts';
    if (how === 'on the same page') await open(page, path);
    else await page.goto('/guide/start/');
    const ids = await page.evaluate(async (p) => {
      const html = await (await fetch(p)).text();
      return [...html.matchAll(/<h2[^>]* id="([^"]+)"/g)].map((m) => m[1]);
    }, path);
    const target = ids[3];
    await open(page, `${path}#${target}`);
    const heading = page.locator(`[id="${target}"]`);
    const nav = page.locator('.rp-nav');
    await expect(page.locator('html')).toHaveAttribute('data-navbar', 'shown');
    await expect
      .poll(async () => {
        const [h, n] = await Promise.all([heading.boundingBox(), nav.boundingBox()]);
        return h && n ? Math.round(h.y - (n.y + n.height)) : -1;
      })
      .toBeGreaterThanOrEqual(0);
    expect((await heading.boundingBox())?.y ?? 0).toBeLessThan(200);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });
}

// A reader who scrolls while the scripts are still loading (seconds on a slow phone) keeps their
// place when the page hydrates (plugins/reader-scroll.ts); a navigation still starts at the top.
test('a scroll before the page hydrates is kept, and the next page opens at its top', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/guide/basic/cli', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => window.scrollTo(0, 1200));
  release();
  await waitForHydration(page);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
  expect(await page.evaluate(() => window.scrollY)).toBe(1200);

  await page.locator('.rp-doc-footer a.rp-prev-next-page__next').click();
  await expect(page).not.toHaveURL(/\/guide\/basic\/cli$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

// Issue 22, item 4: a page whose chunk is already loaded replaces the old one in one frame.
// React renders it in a transition, so the old page stays whole (and responsive) until the
// new one commits; no frame may show a half state: a new heading over the old article, the
// old scroll position, the old sidebar item, or the progress bar meant for a slow chunk.
test('a page whose chunk is loaded replaces the old one in a single frame', async ({ page }) => {
  const link = '.rp-doc-layout__sidebar a[href="/guide/basic/cli"]';
  await open(page, '/guide/start/quick-start');
  await page.locator(link).first().click();
  await expect(page.locator('.rspress-doc h1')).toHaveAttribute('id', 'cli');
  await page.goBack();
  await expect(page.locator('.rspress-doc h1')).toHaveAttribute('id', 'quick-start');
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);

  const frames = await page.evaluate(
    (selector) =>
      new Promise<{ h1: string; y: number; text: number; active: string; progress: boolean }[]>(
        (resolve) => {
          const seen: { h1: string; y: number; text: number; active: string; progress: boolean }[] =
            [];
          const frame = () => {
            seen.push({
              h1: document.querySelector('.rspress-doc h1')?.id ?? '',
              y: Math.round(window.scrollY),
              text: document.querySelector('.rspress-doc')?.textContent?.length ?? 0,
              active:
                document.querySelector('.rp-doc-layout__sidebar .rp-sidebar-item--active')
                  ?.textContent ?? '',
              progress: document.querySelector('#nprogress') !== null,
            });
            if (seen.length < 30 && seen.filter((s) => s.h1 === 'cli').length < 4)
              requestAnimationFrame(frame);
            else resolve(seen);
          };
          requestAnimationFrame(frame);
          document.querySelector<HTMLElement>(selector)?.click();
        },
      ),
    link,
  );
  const first = frames.findIndex((f) => f.h1 === 'cli');
  expect(first, JSON.stringify(frames)).toBeGreaterThanOrEqual(0);
  const settled = frames[frames.length - 1];
  expect(frames[first], 'the frame that shows the new heading shows the whole new page').toEqual(
    settled,
  );
  expect(settled.y).toBe(0);
  expect(settled.active).toBe('CLI');
  for (const before of frames.slice(0, first)) {
    expect(before, 'frames before it show the old page, whole').toEqual(frames[0]);
  }
  expect(frames.some((f) => f.progress)).toBe(false);
});
