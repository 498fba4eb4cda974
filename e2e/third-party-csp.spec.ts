// Issue 24: the build with third-party services on (scripts/build-algolia.ts: Algolia search with
// insights, and Google Analytics) runs under its own policy, the one its `_headers` and meta
// tags carry, with zero violations (the fixture fails a test on any, e2e/fixtures.ts). Served
// by the preview server's code (scripts/lib/static-server.ts) so the header policy applies as
// well as the meta one. No request leaves the machine: Algolia's hosts are answered here, every
// other third-party host is blocked by the fixture, which records what was attempted.
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createBuildServer } from '../scripts/lib/static-server.ts';
import { expect, test, waitForHydration } from './fixtures';
import { input, LANGUAGES, modal, openSearch } from './search-helpers';

const THIRD_PARTY = JSON.parse(readFileSync('scripts/algolia-test.json', 'utf8')) as {
  appId: string;
  analyticsId: string;
  outDir: string;
};
const ROOT = path.resolve(THIRD_PARTY.outDir);
const ALGOLIA_HOSTS = /^https:\/\/[a-z0-9]+(?:-dsn\.algolia\.net|-\d\.algolianet\.com)\//i;
const ANALYTICS_SCRIPT = `https://www.googletagmanager.com/gtag/js?id=${THIRD_PARTY.analyticsId}`;

let origin = '';

test.beforeAll(async () => {
  if (!existsSync(path.join(ROOT, 'guide/start/index.html'))) {
    throw new Error(`No third-party build in ${ROOT}: run \`npm run build:algolia\` first.`);
  }
  const server = createBuildServer(ROOT);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  server.unref();
});

for (const language of LANGUAGES) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${language.lang}, ${theme}: pages and Algolia search under the build's own policy, no violation`, async ({
      page,
      blockedRequests,
    }) => {
      const algolia: string[] = [];
      await page.route(ALGOLIA_HOSTS, (route) => {
        algolia.push(route.request().url());
        return route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            results: [{ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, query: '' }],
          }),
        });
      });
      await page.emulateMedia({ colorScheme: theme });

      const response = await page.goto(`${origin}${language.base}/`);
      const policy = response?.headers()['content-security-policy'] ?? '';
      // This build's policy, not the default one: it names the hosts of its services.
      expect(policy).toContain(`https://${THIRD_PARTY.appId}-dsn.algolia.net`);
      expect(policy).toContain('https://www.googletagmanager.com');
      await waitForHydration(page);

      await page.goto(`${origin}${language.base}/guide/start/quick-start`);
      await waitForHydration(page);
      await openSearch(page, language);
      await input(page).fill('quick');
      await expect.poll(() => algolia.length).toBeGreaterThan(0);
      await expect(modal(page).locator('.DocSearch-NoResults')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(modal(page)).toHaveCount(0);

      // Analytics is in the pages and was tried, and stopped here.
      expect(blockedRequests).toContain(ANALYTICS_SCRIPT);
      expect(
        blockedRequests.filter(
          (url) => !/^https:\/\/(www\.googletagmanager\.com|cdn\.jsdelivr\.net)\//.test(url),
        ),
        'third-party requests other than analytics and the insights library',
      ).toEqual([]);
    });
  }
}
