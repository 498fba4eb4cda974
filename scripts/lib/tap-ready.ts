// "Time from first paint to controls that respond" (issue 22, item 5), for scripts/bench.ts.
// The page loads with the CPU slowed 4× (DevTools throttling, as a mid-range phone); from its
// first contentful paint on, a reader taps the appearance toggle every TAP_EVERY_MS until the
// theme flips. The figure is the time from the first paint to the flip: when the first tap is
// replayed (this site holds early taps, plugins/early-input.ts), it is the time until the code
// runs it; when early taps are lost (bare Rspress), it is the time until a tap lands after
// hydration. Either way it is how long a reader waits for a tap to do something.
import { type Browser, chromium } from '@playwright/test';
import { chromiumExecutable } from './browser.ts';

export const CPU_SLOWDOWN = 4;
const TAP_EVERY_MS = 100;
/** A page whose toggle never responds within this time is reported as such. */
const GIVE_UP_MS = 30_000;
/** The appearance toggle of both this site and bare Rspress (the theme's class). */
const TOGGLE = '.rp-nav .rp-switch-appearance';

/** What the page records, in its own clock (`performance.now()`). */
interface TapProbe {
  /** Whether the page was dark when first seen; the toggle took effect when this changes. */
  dark: boolean | undefined;
  firstTapAt: number | undefined;
  flippedAt: number | undefined;
}

declare global {
  interface Window {
    __tapReady: TapProbe;
  }
}

/** One page load's figures, in milliseconds from the first contentful paint. */
export interface TapReadyResult {
  ms: number | undefined;
  firstTapMs: number | undefined;
}

export async function launchTapBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable(), args: ['--disable-gpu'] });
}

/**
 * One page load of `url`, in milliseconds from the first contentful paint: `ms`, until a tap
 * on the appearance toggle took effect (undefined when none did); `firstTapMs`, until the first
 * tap arrived (how promptly the probe tapped).
 */
export async function tapReady(browser: Browser, url: string): Promise<TapReadyResult> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    colorScheme: 'light',
  });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      // Returning readers: no first-visit language redirect.
      localStorage.setItem('rspress-visited', '1');
      const probe: TapProbe = { dark: undefined, firstTapAt: undefined, flippedAt: undefined };
      window.__tapReady = probe;
      // The document has no <html> element yet when this runs: watch the whole document.
      new MutationObserver(() => {
        const root = document.documentElement;
        const dark = root.classList.contains('dark');
        if (probe.dark === undefined) probe.dark = dark;
        else if (dark !== probe.dark && probe.flippedAt === undefined)
          probe.flippedAt = performance.now();
      }).observe(document, {
        attributes: true,
        attributeFilter: ['class'],
        subtree: true,
      });
      addEventListener(
        'click',
        (e) => {
          if (e.isTrusted && probe.firstTapAt === undefined) probe.firstTapAt = performance.now();
        },
        true,
      );
      document.addEventListener('DOMContentLoaded', () => {
        if (probe.dark === undefined)
          probe.dark = document.documentElement.classList.contains('dark');
      });
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      undefined,
      { polling: 20, timeout: GIVE_UP_MS },
    );
    const box = await page.locator(TOGGLE).first().boundingBox();
    if (!box) throw new Error(`no appearance toggle on ${url}`);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const started = Date.now();
    while (Date.now() - started < GIVE_UP_MS) {
      await page.mouse.click(x, y);
      const flipped = await page.evaluate(() => window.__tapReady.flippedAt !== undefined);
      if (flipped) break;
      await page.waitForTimeout(TAP_EVERY_MS);
    }
    // No named function inside a function the browser runs: tsx compiles this file with
    // esbuild's keepNames, which wraps each one in a __name() call the page does not have.
    return await page.evaluate(() => {
      const { firstTapAt, flippedAt } = window.__tapReady;
      const paint = performance.getEntriesByName('first-contentful-paint')[0].startTime;
      return {
        ms: flippedAt === undefined ? undefined : Math.round(flippedAt - paint),
        firstTapMs: firstTapAt === undefined ? undefined : Math.round(firstTapAt - paint),
      };
    });
  } finally {
    await context.close();
  }
}
