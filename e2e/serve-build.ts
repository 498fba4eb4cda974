// Serves a second build (not the one the Playwright web server serves) from disk, through
// request interception: one origin, the preview server's answers (site/pages.ts: clean URLs,
// the 404 page of the path's language, the content types), no extra server.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { contentType, resolvePath } from '../site/pages';

export async function serveBuildFromDisk(page: Page, origin: string, root: string) {
  await page.route(`${origin}/**`, (route) => {
    const { file, status } = resolvePath(new URL(route.request().url()).pathname, root);
    if (!file) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({ status, contentType: contentType(file), body: readFileSync(file) });
  });
}
