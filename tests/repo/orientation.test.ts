// Issue 21 over the whole production build (run after `npm run build`; RSPRESS_OUT_DIR picks
// another build): every page's "Edit this page" link opens a file that exists in this
// repository, every doc page's structured data parses and names the page, and the 404 page's
// suggestions find the page a typo missed.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { buildDir, repoRoot, walk } from '../../scripts/lib/build-files.ts';
import type { RouteList } from '../../site/not-found.ts';

const { DOCS_BRANCH, DOCS_REPO } = await import('../../site/repo.ts');
const { notFoundRoutesPath, pathWords, suggestRoutes } = await import('../../site/not-found.ts');

const EDIT_LINK = /<a href="([^"]*)"[^>]*class="[^"]*\brp-edit-link\b/g;
const JSON_LD = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;
const REDIRECT = /<meta[^>]*http-equiv="refresh"/;

/** What these checks read of a page's JSON-LD block (plugins/orientation.ts writes it). */
interface JsonLd {
  '@graph'?: JsonLdNode[];
}
interface JsonLdNode {
  '@type'?: string;
  itemListElement?: { name: string }[];
  headline?: string;
  url?: string;
  dateModified?: string;
}

const pages = walk(buildDir, (name) => name.endsWith('.html')).map((file) => ({
  route: `/${path.relative(buildDir, file).split(path.sep).join('/')}`,
  html: readFileSync(file, 'utf8'),
}));
// Doc pages with a footer; overview pages (`rspress-overview`) have none.
const docPages = pages.filter(({ html }) => /class="[^"]*\brp-doc-footer\b/.test(html));

test('the build has doc pages to check', () => {
  assert.ok(existsSync(buildDir), `no build at ${buildDir}: run \`npm run build\` first`);
  assert.ok(docPages.length > 100, `only ${docPages.length} doc pages in ${buildDir}`);
});

test("every page's edit link opens a file of this repository", () => {
  const base = `${DOCS_REPO}/edit/${DOCS_BRANCH}/`;
  const problems: string[] = [];
  let checked = 0;
  for (const { route, html } of docPages) {
    const links = [...html.matchAll(EDIT_LINK)].map((m) => m[1]);
    if (links.length === 0) {
      problems.push(`${route}: no edit link`);
      continue;
    }
    for (const link of links) {
      checked++;
      if (!link.startsWith(base)) {
        problems.push(`${route}: ${link} is not under ${base}`);
        continue;
      }
      const file = decodeURIComponent(link.slice(base.length));
      if (!/^docs\/(en|zh)\/.+\.mdx?$/.test(file) || !existsSync(path.join(repoRoot, file)))
        problems.push(`${route}: ${link} names ${file}, which is not a page source here`);
    }
  }
  assert.deepEqual(problems, []);
  assert.ok(checked >= docPages.length);
});

test('every doc page has one JSON-LD block: its breadcrumbs and the article', () => {
  const problems: string[] = [];
  let withTrail = 0;
  for (const { route, html } of docPages) {
    if (REDIRECT.test(html)) continue;
    const blocks = [...html.matchAll(JSON_LD)].map((m) => m[1]);
    const crumbs = html.match(/<nav aria-label="[^"]+" class="rp-breadcrumbs">([\s\S]*?)<\/nav>/);
    if (blocks.length !== 1 || !crumbs) {
      // Pages outside the sidebar (section overviews) have neither.
      if (blocks.length !== 0 || crumbs) problems.push(`${route}: ${blocks.length} blocks`);
      continue;
    }
    withTrail++;
    let data: JsonLd;
    try {
      data = JSON.parse(blocks[0]);
    } catch (error) {
      problems.push(`${route}: JSON-LD does not parse: ${(error as Error).message}`);
      continue;
    }
    const graph = data['@graph'] ?? [];
    const list = graph.find((node) => node['@type'] === 'BreadcrumbList');
    const article = graph.find((node) => node['@type'] === 'TechArticle');
    const visible = [...crumbs[1].matchAll(/<li[^>]*>(?:<a [^>]*>)?([^<]*)/g)].map((m) => m[1]);
    const listed = list?.itemListElement?.map((item) => item.name) ?? [];
    if (listed.at(-1) !== visible.at(-1) || !listed.every((name) => visible.includes(name)))
      problems.push(`${route}: JSON-LD trail ${listed.join(' › ')} vs ${visible.join(' › ')}`);
    if (!article?.headline || !article.url?.endsWith(route.replace(/(index)?\.html$/, '')))
      problems.push(`${route}: TechArticle ${JSON.stringify(article)}`);
    if (article?.dateModified && Number.isNaN(Date.parse(article.dateModified)))
      problems.push(`${route}: dateModified ${article.dateModified}`);
  }
  assert.deepEqual(problems, []);
  // All but the section overviews and the home pages.
  assert.ok(withTrail > docPages.length * 0.9, `${withTrail} of ${docPages.length} with a trail`);
});

test("the 404 page's route lists hold every page of their language and find a typo", () => {
  for (const [lang, prefix] of [
    ['en', ''],
    ['zh', '/zh'],
  ] as const) {
    const file = path.join(buildDir, notFoundRoutesPath(lang));
    const routes: RouteList = JSON.parse(readFileSync(file, 'utf8'));
    assert.ok(routes.length > 50, `${file}: ${routes.length} routes`);
    for (const [route] of routes) assert.equal(route.startsWith('/zh/'), lang === 'zh', route);
    assert.deepEqual(
      suggestRoutes(`${prefix}/guide/basic/clii`, routes)[0][0],
      `${prefix}/guide/basic/cli`,
    );
    assert.deepEqual(
      suggestRoutes(`${prefix}/config/lib/umdname`, routes)[0][0],
      `${prefix}/config/lib/umd-name`,
    );
    assert.deepEqual(pathWords(`${prefix}/guide/basic/clii.html`), ['guide', 'basic', 'clii']);
  }
});
