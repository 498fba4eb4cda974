// Serves a second build (not the one the Playwright web server serves) from disk, through
// request interception: one origin, the preview server's clean-URL rules, no extra server.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { fileForPath } from '../scripts/lib/build-files.mjs';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export async function serveBuildFromDisk(page: Page, origin: string, root: string) {
  await page.route(`${origin}/**`, (route) => {
    const file = fileForPath(new URL(route.request().url()).pathname, root);
    if (!file) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({
      status: 200,
      contentType: TYPES[path.extname(file)] ?? 'application/octet-stream',
      body: readFileSync(file),
    });
  });
}
