// Serves a second build (not the one the Playwright web server serves) from disk, through
// request interception: one origin, the preview server's clean-URL rules, no extra server.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { fileForPath } from '../scripts/lib/build-files.mjs';
import { contentType } from '../scripts/lib/static-server.mjs';

export async function serveBuildFromDisk(page: Page, origin: string, root: string) {
  await page.route(`${origin}/**`, (route) => {
    const file = fileForPath(new URL(route.request().url()).pathname, root);
    if (!file) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({
      status: 200,
      contentType: contentType(file),
      body: readFileSync(file),
    });
  });
}
