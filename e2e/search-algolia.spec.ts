// Spec 4, 7.1, 8: the Algolia backend, against the build of scripts/build-algolia.ts
// (doc_build_algolia/, served here from disk). Every Algolia host is intercepted.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request, Route } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import {
  ERROR_HELP_EN,
  hits,
  input,
  LANGUAGES,
  type Language,
  modal,
  openSearch,
} from './search-helpers';
import { serveBuildFromDisk } from './serve-build';

const ALGOLIA_TEST = JSON.parse(readFileSync('scripts/algolia-test.json', 'utf8')) as {
  appId: string;
  apiKey: string;
  indexName: string;
  outDir: string;
};
const ROOT = path.resolve(ALGOLIA_TEST.outDir);
const ORIGIN = 'http://127.0.0.1:4999';
const DSN = `https://${ALGOLIA_TEST.appId}-dsn.algolia.net`;
const ALGOLIA_HOSTS = /^https:\/\/[a-z0-9]+(?:-dsn\.algolia\.net|-\d\.algolianet\.com)\//i;
/** Host names as the browser reports them: lower-case. */
const APP_HOST = ALGOLIA_TEST.appId.toLowerCase();

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeAll(() => {
  if (!existsSync(path.join(ROOT, 'guide/start/index.html'))) {
    throw new Error(`No Algolia build in ${ROOT}: run \`npm run build:algolia\` first.`);
  }
});

/** Serves the Algolia build like scripts/serve.ts does, without a second server. */
async function serveBuild(page: Page) {
  await serveBuildFromDisk(page, ORIGIN, ROOT);
  // Insights: DocSearch queues its events on window.aa and loads search-insights from a CDN.
  await page.route('https://cdn.jsdelivr.net/npm/search-insights@*/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '/* search-insights stub */' }),
  );
}

async function openBuild(page: Page, language: Language) {
  await serveBuild(page);
  await page.goto(`${ORIGIN}${language.home}`);
  await waitForHydration(page);
}

/** An Algolia answer with DocSearch records, absolute URLs as a crawler writes them. */
function answer(query: string, language: Language) {
  const url = `https://rslib.rs${language.base}/guide/start/quick-start#install`;
  const hit = {
    objectID: 'quick-start-install',
    url,
    type: 'lvl2',
    content: null,
    hierarchy: {
      lvl0: 'Getting Started',
      lvl1: 'Quick start',
      lvl2: 'Install',
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    _highlightResult: {
      hierarchy: {
        lvl0: { value: 'Getting Started', matchLevel: 'none', matchedWords: [] },
        lvl1: { value: '<mark>Quick</mark> start', matchLevel: 'partial', matchedWords: ['quick'] },
        lvl2: { value: 'Install', matchLevel: 'none', matchedWords: [] },
      },
    },
    _snippetResult: {
      hierarchy: {
        lvl1: { value: '<mark>Quick</mark> start', matchLevel: 'partial' },
        lvl2: { value: 'Install', matchLevel: 'none' },
      },
    },
  };
  return {
    results: [
      {
        hits: [hit],
        nbHits: 1,
        page: 0,
        nbPages: 1,
        hitsPerPage: 20,
        processingTimeMS: 1,
        exhaustiveNbHits: true,
        query,
        params: '',
        index: ALGOLIA_TEST.indexName,
        queryID: '0123456789abcdef0123456789abcdef',
      },
    ],
  };
}

interface Call {
  host: string;
  request: Request;
}

/** Intercepts every Algolia host; `status(host, n)` decides each answer. */
async function interceptAlgolia(
  page: Page,
  language: Language,
  status: (host: string, n: number) => number,
) {
  const calls: Call[] = [];
  await page.route(ALGOLIA_HOSTS, (route: Route) => {
    const request = route.request();
    const host = new URL(request.url()).host;
    calls.push({ host, request });
    const code = status(host, calls.length);
    if (code !== 200)
      return route.fulfill({
        status: code,
        contentType: 'application/json',
        body: '{"message":"down"}',
      });
    const body = JSON.parse(request.postData() ?? '{}');
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify(answer(body.requests?.[0]?.query ?? '', language)),
    });
  });
  return calls;
}

for (const language of LANGUAGES) {
  test.describe(`Algolia search (${language.lang})`, () => {
    test('sends the spec 7.1 request with the language facet and shows the hits as site links', async ({
      page,
    }) => {
      await openBuild(page, language);
      const calls = await interceptAlgolia(page, language, () => 200);
      await openSearch(page, language);
      await input(page).fill('quick');
      await expect(hits(page).first()).toBeVisible();

      const { request } = calls[calls.length - 1];
      const url = new URL(request.url());
      expect(url.origin).toBe(DSN.toLowerCase());
      expect(url.pathname).toBe('/1/indexes/*/queries');
      expect(request.method()).toBe('POST');
      expect(request.headers()['content-type']).toContain('text/plain');
      const params = Object.fromEntries(url.searchParams);
      expect(
        params['x-algolia-application-id'] ?? request.headers()['x-algolia-application-id'],
      ).toBe(ALGOLIA_TEST.appId);
      expect(params['x-algolia-api-key'] ?? request.headers()['x-algolia-api-key']).toBe(
        ALGOLIA_TEST.apiKey,
      );
      expect(params['x-algolia-agent']).toMatch(/Algolia for JavaScript \(5\.19\.0\).*docsearch/);

      const sent = JSON.parse(request.postData() ?? '{}').requests[0];
      expect(sent).toMatchObject({
        query: 'quick',
        indexName: ALGOLIA_TEST.indexName,
        facetFilters: [`lang:${language.lang}`],
        hitsPerPage: 20,
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        snippetEllipsisText: '…',
        clickAnalytics: true,
      });
      expect(sent.attributesToRetrieve).toEqual([
        'hierarchy.lvl0',
        'hierarchy.lvl1',
        'hierarchy.lvl2',
        'hierarchy.lvl3',
        'hierarchy.lvl4',
        'hierarchy.lvl5',
        'hierarchy.lvl6',
        'content',
        'type',
        'url',
      ]);
      expect(sent.attributesToSnippet).toEqual(
        [1, 2, 3, 4, 5, 6].map((n) => `hierarchy.lvl${n}:10`).concat('content:10'),
      );

      await expect(hits(page).first().locator('a')).toHaveAttribute(
        'href',
        `${language.base}/guide/start/quick-start#install`,
      );
      await expect(hits(page).first().locator('mark')).toHaveText('Quick');
    });

    test('asks for 5-word snippets at 768 px or less', async ({ page }) => {
      await page.setViewportSize({ width: 700, height: 800 });
      await openBuild(page, language);
      const calls = await interceptAlgolia(page, language, () => 200);
      await searchIcon(page, language);
      await input(page).fill('quick');
      await expect(hits(page).first()).toBeVisible();
      const sent = JSON.parse(calls[calls.length - 1].request.postData() ?? '{}').requests[0];
      expect(sent.attributesToSnippet).toContain('content:5');
    });

    test('when the first host answers 500, the next host is tried', async ({ page }) => {
      await openBuild(page, language);
      const calls = await interceptAlgolia(page, language, (host) =>
        host.endsWith('-dsn.algolia.net') ? 500 : 200,
      );
      await openSearch(page, language);
      await input(page).fill('quick');
      await expect(hits(page).first()).toBeVisible();
      const hosts = calls.map((c) => c.host);
      expect(hosts[0]).toBe(`${APP_HOST}-dsn.algolia.net`);
      expect(hosts[1]).toMatch(new RegExp(`^${APP_HOST}-[123]\\.algolianet\\.com$`));
    });

    test('when every host fails, the error screen explains it', async ({ page }) => {
      await openBuild(page, language);
      const calls = await interceptAlgolia(page, language, () => 500);
      await openSearch(page, language);
      await input(page).fill('quick');
      const screen = page.locator('.DocSearch-ErrorScreen');
      await expect(screen.locator('.DocSearch-Title')).toHaveText(language.errorTitle);
      await expect(screen.locator('.DocSearch-Help')).toHaveText(
        language.lang === 'en' ? ERROR_HELP_EN : language.text('search.errorHelpText'),
      );
      expect(new Set(calls.map((c) => c.host)).size).toBe(4);
    });

    test('one backend: no local index is built or loaded; a preconnect to the search host', async ({
      page,
    }) => {
      const localIndex: string[] = [];
      page.on('request', (r) => {
        if (/\/search\/\w+\.json/.test(r.url())) localIndex.push(r.url());
      });
      await openBuild(page, language);
      await interceptAlgolia(page, language, () => 200);
      await expect(page.locator(`head link[rel="preconnect"][href="${DSN}"]`)).toHaveCount(1);
      await openSearch(page, language);
      await input(page).fill('quick');
      await expect(hits(page).first()).toBeVisible();
      expect(localIndex).toEqual([]);
      expect(existsSync(path.join(ROOT, 'search'))).toBe(false);
      await expect(page.locator('.DocSearch-Footer .DocSearch-Logo')).toBeVisible();
    });

    test('insights: choosing a hit sends "Item Selected" with the query id', async ({ page }) => {
      await openBuild(page, language);
      await interceptAlgolia(page, language, () => 200);
      await openSearch(page, language);
      await input(page).fill('quick');
      await expect(hits(page).first()).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(modal(page)).toHaveCount(0);
      await expect(page).toHaveURL(`${ORIGIN}${language.base}/guide/start/quick-start#install`);
      const queue = await page.evaluate(
        () => (window as unknown as { aa?: { queue?: unknown[][] } }).aa?.queue ?? [],
      );
      const click = queue.find((call) => call[0] === 'clickedObjectIDsAfterSearch');
      expect(click?.[1]).toMatchObject({
        eventName: 'Item Selected',
        index: ALGOLIA_TEST.indexName,
        objectIDs: ['quick-start-install'],
        positions: [1],
        queryID: '0123456789abcdef0123456789abcdef',
      });
    });
  });
}

/** At 768 px or less the button shows only its icon. */
async function searchIcon(page: Page, language: Language) {
  await page
    .locator('.rp-nav')
    .getByRole('button', { name: language.text('searchPlaceholderText') })
    .click();
  await expect(modal(page)).toBeVisible();
}
