// The SEO head contract on every built route (issue: quality gates, item 4), read from the
// HTML the server sends, as a crawler sees it, plus a browser check that client-side
// navigation keeps the head in step, and the sitemap.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HTML_LANG, langOf, OG_LOCALE, withLang } from '../site/locale';
import { sourceOfRoute } from '../site/pages';
import { expect, open, test } from './fixtures';
import { BUILD_DIR, builtRoutes, notFoundPaths, type Route } from './routes';

const ORIGIN = (process.env.SITE_ORIGIN ?? 'https://rslib.rs').replace(/\/$/, '');
const routes = builtRoutes();
const CJK = /[\u3400-\u9fff]/;

type Attrs = Record<string, string>;

function attrs(tag: string): Attrs {
  const out: Attrs = {};
  for (const m of tag.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    out[m[1].toLowerCase()] = decode(m[2] ?? m[3] ?? '');
  }
  return out;
}

function decode(text: string) {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** A start tag whose quoted attribute values may hold `>`. */
const tagPattern = (name: string) => new RegExp(`<${name}\\b(?:[^>"']|"[^"]*"|'[^']*')*>`, 'gi');

/** The parts of a document head that the contract is about. */
function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const links = [...head.matchAll(tagPattern('link'))].map(([tag]) => attrs(tag));
  const metas = [...head.matchAll(tagPattern('meta'))].map(([tag]) => attrs(tag));
  const meta = (key: string) =>
    metas.filter((m) => m.name === key || m.property === key).map((m) => m.content);
  return {
    lang: attrs(html.match(/<html\b[^>]*>/i)?.[0] ?? '').lang,
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/gi)].map((m) => decode(m[1]).trim()),
    canonical: links.filter((l) => l.rel === 'canonical').map((l) => l.href),
    hreflang: (lang: string) =>
      links
        .filter((l) => l.rel === 'alternate' && l.hreflang === lang && !l.type)
        .map((l) => l.href),
    feeds: links.filter((l) => l.rel === 'alternate' && l.type === 'application/rss+xml'),
    meta,
  };
}

const twinOf = (route: Route) => withLang(route.lang === 'en' ? 'zh' : 'en', route.path);
const enPath = (route: Route) => withLang('en', route.path);
const zhPath = (route: Route) => withLang('zh', route.path);

/** Every head, fetched once for the whole file. */
const heads = new Map<string, ReturnType<typeof readHead>>();
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({
    baseURL: testInfo.project.use.baseURL,
  });
  await Promise.all(
    routes.map(async (route) => {
      const response = await request.get(route.path);
      expect(response.status(), route.path).toBe(200);
      heads.set(route.path, readHead(await response.text()));
    }),
  );
  await request.dispose();
});

test('html lang, one title and one description, in the page language', () => {
  for (const route of routes) {
    const head = heads.get(route.path);
    if (!head) throw new Error(`no head for ${route.path}`);
    const where = route.path;
    expect.soft(head.lang, `${where}: html lang`).toBe(HTML_LANG[route.lang]);
    expect.soft(head.titles.length, `${where}: one title`).toBe(1);
    const title = head.titles[0] ?? '';
    expect.soft(title, `${where}: a title`).toMatch(/\S/);
    const descriptions = head.meta('description');
    expect.soft(descriptions.length, `${where}: one description`).toBe(1);
    const description = descriptions[0] ?? '';
    expect.soft(description.length, `${where}: description length`).toBeGreaterThan(10);
    // Plain text, never the source of an MDX component (`<AppliesTo formats={…} />`).
    expect
      .soft(description, `${where}: description is plain text`)
      .not.toMatch(/<[A-Z][\w.]*[\s/>]|=\{/);
    if (route.lang === 'zh') {
      // A Chinese page says it in Chinese; an option name (`lib.format`) may be the whole title.
      const enTitle = heads.get(twinOf(route))?.titles[0];
      expect
        .soft(CJK.test(title) || title === enTitle, `${where}: Chinese title "${title}"`)
        .toBe(true);
      expect
        .soft(CJK.test(description), `${where}: Chinese description "${description}"`)
        .toBe(true);
    } else {
      expect.soft(CJK.test(title), `${where}: English title "${title}"`).toBe(false);
      expect
        .soft(CJK.test(description), `${where}: English description "${description}"`)
        .toBe(false);
    }
  }
});

test('share previews: og:image in the page language, a large Twitter card, og:type', () => {
  for (const route of routes) {
    const head = heads.get(route.path);
    if (!head) throw new Error(`no head for ${route.path}`);
    const where = route.path;
    const image = `/og/rslib-${route.lang}.png`;
    expect.soft(head.meta('og:image'), `${where}: og:image`).toEqual([ORIGIN + image]);
    expect.soft(head.meta('twitter:image'), `${where}: twitter:image`).toEqual([ORIGIN + image]);
    expect.soft(existsSync(path.join(BUILD_DIR, image)), `${where}: ${image} is built`).toBe(true);
    expect.soft(head.meta('og:image:alt')[0] ?? '', `${where}: og:image:alt`).toMatch(/Rslib/);
    expect
      .soft(head.meta('twitter:card'), `${where}: twitter:card`)
      .toEqual(['summary_large_image']);
    const post = /^(\/zh)?\/blog\/[^/]+$/.test(route.path);
    expect.soft(head.meta('og:type'), `${where}: og:type`).toEqual([post ? 'article' : 'website']);
    if (post) {
      expect
        .soft(head.meta('article:published_time'), `${where}: published`)
        .toEqual(['2025-05-14']);
    }
  }
});

test('an absolute canonical link and absolute hreflang links for en, zh and x-default', () => {
  const built = new Set(routes.map((r) => r.path));
  for (const route of routes) {
    const head = heads.get(route.path);
    if (!head) throw new Error(`no head for ${route.path}`);
    const where = route.path;
    expect.soft(head.canonical, `${where}: canonical`).toEqual([ORIGIN + route.path]);
    expect.soft(head.hreflang('en'), `${where}: hreflang en`).toEqual([ORIGIN + enPath(route)]);
    expect.soft(head.hreflang('zh'), `${where}: hreflang zh`).toEqual([ORIGIN + zhPath(route)]);
    expect
      .soft(head.hreflang('x-default'), `${where}: hreflang x-default`)
      .toEqual([ORIGIN + enPath(route)]);
    expect.soft(built.has(twinOf(route)), `${where}: its alternate is a built page`).toBe(true);
  }
});

test('Open Graph: og:url, og:locale, og:title and og:description', () => {
  for (const route of routes) {
    const head = heads.get(route.path);
    if (!head) throw new Error(`no head for ${route.path}`);
    const where = route.path;
    expect.soft(head.meta('og:url'), `${where}: og:url`).toEqual([ORIGIN + route.path]);
    expect.soft(head.meta('og:locale'), `${where}: og:locale`).toEqual([OG_LOCALE[route.lang]]);
    expect.soft(head.meta('og:title'), `${where}: og:title`).toEqual(head.titles);
    expect
      .soft(head.meta('og:description'), `${where}: og:description`)
      .toEqual(head.meta('description'));
  }
});

test('blog pages link their language feed, which is built; other pages do not', () => {
  const blog = routes.filter((r) => /^(\/zh)?\/blog\//.test(r.path));
  expect(blog.length).toBeGreaterThanOrEqual(4);
  for (const route of routes) {
    const feeds = heads.get(route.path)?.feeds ?? [];
    if (!blog.includes(route)) {
      expect.soft(feeds, `${route.path}: no feed link`).toEqual([]);
      continue;
    }
    const id = route.lang === 'zh' ? 'blog-zh' : 'blog-en';
    expect
      .soft(
        feeds.map((f) => f.href),
        `${route.path}: feed link`,
      )
      .toEqual([`${ORIGIN}/rss/${id}.xml`]);
    expect
      .soft(existsSync(path.join(BUILD_DIR, 'rss', `${id}.xml`)), `${id}.xml is built`)
      .toBe(true);
  }
});

test('the 404 pages are not indexed and have no canonical or alternates', async ({ request }) => {
  for (const path of notFoundPaths) {
    const head = readHead(await (await request.get(path)).text());
    expect(head.lang).toBe(HTML_LANG[langOf(path)]);
    expect(head.meta('robots')).toEqual(['noindex']);
    expect(head.canonical).toEqual([]);
    expect(head.hreflang('x-default')).toEqual([]);
  }
});

test('client-side navigation keeps the head in step with the page', async ({ page }) => {
  await open(page, '/guide/start/quick-start');
  await page.locator('.rp-nav a[href="/config/"]').first().click();
  await expect(page).toHaveURL(/\/config\/$/);
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  await expect(canonical).toHaveAttribute('href', `${ORIGIN}/config/`);
  await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute(
    'href',
    `${ORIGIN}/config/`,
  );
  await expect(page.locator('link[hreflang="zh"]')).toHaveAttribute('href', `${ORIGIN}/zh/config/`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    `${ORIGIN}/config/`,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
});

// The sitemap ------------------------------------------------------------------------------

interface SitemapUrl {
  loc: string;
  lastmod?: string;
  alternates: Record<string, string>;
}

function readSitemap(): SitemapUrl[] {
  const xml = readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: decode(body.match(/<loc>([^<]*)<\/loc>/)?.[1] ?? ''),
    lastmod: body.match(/<lastmod>([^<]*)<\/lastmod>/)?.[1],
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link\b[^>]*>/g)].map(([tag]) => {
        const a = attrs(tag);
        return [a.hreflang, a.href];
      }),
    ),
  }));
}

test('the sitemap lists every route of both languages with its alternates', () => {
  const urls = readSitemap();
  const byLoc = new Map(urls.map((u) => [u.loc, u]));
  expect(urls.length, 'no duplicate entries').toBe(byLoc.size);
  const expected = new Set(routes.map((r) => ORIGIN + r.path));
  for (const url of urls)
    expect.soft(expected.has(url.loc), `${url.loc} is a built route`).toBe(true);
  for (const route of routes) {
    const url = byLoc.get(ORIGIN + route.path);
    expect.soft(url, `${route.path} is in the sitemap`).toBeTruthy();
    if (!url) continue;
    expect.soft(url.alternates, `${route.path}: alternates`).toEqual({
      en: ORIGIN + enPath(route),
      zh: ORIGIN + zhPath(route),
      'x-default': ORIGIN + enPath(route),
    });
  }
});

test('the sitemap lastmod of a page is the date of its last commit', () => {
  const urls = new Map(readSitemap().map((u) => [u.loc, u]));
  let checked = 0;
  for (const route of routes) {
    const source = sourceOfRoute(path.resolve('docs'), route.path);
    expect.soft(source, `${route.path}: source file`).toBeTruthy();
    if (!source) continue;
    let committed = '';
    try {
      committed = execFileSync('git', ['log', '-1', '--format=%cI', '--', source], {
        encoding: 'utf8',
      }).trim();
    } catch {
      test.skip(true, 'git is not available');
    }
    if (!committed) continue; // a page not committed yet has no git date
    checked++;
    const lastmod = urls.get(ORIGIN + route.path)?.lastmod;
    expect
      .soft(lastmod && new Date(lastmod).getTime(), `${route.path}: lastmod ${lastmod}`)
      .toBe(new Date(committed).getTime());
  }
  expect(checked).toBeGreaterThan(0);
});
