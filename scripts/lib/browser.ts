// Which Chromium the browser tests and the benchmark drive: Playwright's own build when it
// is installed, else a system Chromium. Playwright cannot download its browser on every
// machine (no network but a package registry), and Debian's `chromium` works as well.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** Playwright's own Chromium, when installed. */
export function playwrightChromium(): string | undefined {
  try {
    const file = chromium.executablePath();
    return file && existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

export function systemChromium(): string | undefined {
  return SYSTEM_CHROMIUMS.find((file) => existsSync(file));
}

/**
 * `executablePath` for Playwright's launch options: undefined lets Playwright use its own
 * browser; otherwise the system one, or undefined again when there is none (the launch then
 * fails with Playwright's own message, after ensure-browser.ts has said what to run).
 */
export function chromiumExecutable(): string | undefined {
  return playwrightChromium() ? undefined : systemChromium();
}
