// Page weight of the production build, read from the built HTML: what a first visit to a
// route downloads before any interaction. Shared by check-budgets.ts and the bench scripts.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SEARCH_TIER_BUDGETS, type SearchTier } from '../../site/budgets.ts';
import { stripLang } from '../../site/locale.ts';
import { buildDir, pathForFile, walk } from './build-files.ts';

const { APP_SCRIPTS_ATTR, ROUTE_CHUNKS_ATTR } = await import('../../site/first-load.ts');

/**
 * Strings that exist only in home-page code. None may reach the first load of a doc page.
 * They are names the minifier keeps (property keys, ids), one per home-only module.
 */
export const HOME_ONLY_MARKERS = [
  // Our HomeHero: the position of one of its stars, as the minifier prints the array.
  { module: 'theme/components/HomeHero', marker: '[94.6,44.9]' },
  // Our Landing section: the id its heading is labelled by.
  { module: 'theme/components/Landing', marker: 'rstack-heading' },
  // Our HomePage: the HomeHero prop it passes.
  { module: 'theme/components/HomePage', marker: 'getStarted' },
];

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** A build file a page loads, with its sizes in bytes. */
interface Asset {
  url: string;
  file: string;
  raw: number;
  gzip: number;
  missing: boolean;
  /** The file's text (not enumerable); empty when the file is missing. */
  text?: string;
}

const gzipCache = new Map<string, Asset>();
/** Raw and gzip size of a build file, by its URL path (`/static/js/a.js`). */
function assetSize(url: string): Asset {
  if (gzipCache.has(url)) return gzipCache.get(url)!;
  const file = path.join(buildDir, decodeURIComponent(url.split(/[?#]/)[0]));
  let entry: Asset = { url, file, raw: 0, gzip: 0, missing: true, text: '' };
  if (existsSync(file)) {
    const buffer = readFileSync(file);
    entry = { url, file, raw: buffer.length, gzip: gzipSync(buffer).length, missing: false };
    Object.defineProperty(entry, 'text', { value: buffer.toString('utf8'), enumerable: false });
  }
  gzipCache.set(url, entry);
  return entry;
}

const attr = (tag: string, name: string): string | undefined =>
  tag
    .match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))
    ?.slice(1)
    .find((v) => v !== undefined);

/** Same-origin URL paths only: third-party assets are a different failure (routes.spec). */
const local = (url: string | undefined): url is string =>
  Boolean(url?.startsWith('/')) && !url!.startsWith('//');

/**
 * The JS and CSS a built page loads on its own: `<script src>`, the app scripts and route chunks
 * its loader starts after the first paint (plugins/paint-first.ts), `<link rel=stylesheet>`, and
 * scripts it preloads (`rel=preload as=script`, `rel=modulepreload`).
 */
export function pageAssets(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (local(src)) js.add(src);
    for (const name of [ROUTE_CHUNKS_ATTR, APP_SCRIPTS_ATTR])
      for (const listed of (attr(tag, name) ?? '').split(/\s+/)) if (local(listed)) js.add(listed);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attr(tag, 'href');
    if (!local(href)) continue;
    if (rel.includes('stylesheet')) css.add(href);
    else if (rel.includes('modulepreload')) js.add(href);
    else if (rel.includes('preload') && (attr(tag, 'as') ?? '').toLowerCase() === 'script')
      js.add(href);
  }
  return { js: [...js], css: [...css] };
}

export type PageType = 'doc' | 'home' | '404';

/** Page type by route: the two homes, the 404 pages, every other page is a doc page. */
export function pageType(route: string, file: string): PageType {
  if (path.basename(file) === '404.html') return '404';
  if (stripLang(route) === '/') return 'home';
  return 'doc';
}

/** Number of files and their total bytes, raw and gzip. */
export interface Weight {
  files: number;
  raw: number;
  gzip: number;
}

/** The first-load weight of one built page. */
export interface PageWeight {
  route: string;
  type: PageType;
  js: Weight;
  css: Weight;
  /** URLs the page refers to that are not in the build. */
  missing: string[];
  jsUrls: string[];
  cssUrls: string[];
}

/** First-load weight of every built page. */
export function measurePages(): PageWeight[] {
  return walk(buildDir, (name) => name.endsWith('.html'))
    .map((file) => {
      const route = pathForFile(file);
      const { js, css } = pageAssets(readFileSync(file, 'utf8'));
      const jsAssets = js.map(assetSize);
      const cssAssets = css.map(assetSize);
      const sum = (list: Asset[], key: 'raw' | 'gzip') => list.reduce((n, a) => n + a[key], 0);
      return {
        route,
        type: pageType(route, file),
        js: { files: js.length, raw: sum(jsAssets, 'raw'), gzip: sum(jsAssets, 'gzip') },
        css: { files: css.length, raw: sum(cssAssets, 'raw'), gzip: sum(cssAssets, 'gzip') },
        missing: [...jsAssets, ...cssAssets].filter((a) => a.missing).map((a) => a.url),
        jsUrls: js,
        cssUrls: css,
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** One search index file of the build, with its sizes in bytes. */
export interface SearchIndexWeight {
  kind: 'docsearch' | 'rspress';
  lang: string;
  /** DocSearch's tier: `first`, `full` or `code` (Rspress's index has none). */
  tier?: SearchTier;
  /** The path in the build folder. */
  file: string;
  raw: number;
  gzip: number;
}

/**
 * The search index files the build wrote: the local DocSearch index (`search/<lang>.json`,
 * what the modal loads) and, if present, Rspress's own (`static/search_index.<lang>.*.json`).
 */
export function searchIndexes(): SearchIndexWeight[] {
  const out: SearchIndexWeight[] = [];
  for (const file of walk(path.join(buildDir, 'search'), (n) => n.endsWith('.json'))) {
    const { raw, gzip } = assetSize(`/${path.relative(buildDir, file).split(path.sep).join('/')}`);
    // `en.json` is the first tier, loaded on intent; `en.full.json` the full text and
    // `en.code.json` the code, after it.
    const [lang, tier = 'first'] = path.basename(file, '.json').split('.');
    if (!(tier in SEARCH_TIER_BUDGETS))
      throw new Error(`search index ${file}: unknown tier ${tier}`);
    out.push({
      kind: 'docsearch',
      lang,
      tier: tier as SearchTier,
      file: path.relative(buildDir, file),
      raw,
      gzip,
    });
  }
  for (const file of walk(path.join(buildDir, 'static'), (n) =>
    /^search_index\.[\w-]+\.[\w]+\.json$/.test(n),
  )) {
    const { raw, gzip } = assetSize(`/${path.relative(buildDir, file).split(path.sep).join('/')}`);
    const lang = path.basename(file).split('.')[1];
    out.push({ kind: 'rspress', lang, file: path.relative(buildDir, file), raw, gzip });
  }
  return out.sort((a, b) => a.kind.localeCompare(b.kind) || a.lang.localeCompare(b.lang));
}

/** Home-only markers found in a page's first-load JS. */
export function homeCodeIn(page: PageWeight): { module: string; url: string }[] {
  const found: { module: string; url: string }[] = [];
  for (const url of page.jsUrls) {
    const { text } = assetSize(url);
    for (const { module, marker } of HOME_ONLY_MARKERS) {
      if (text?.includes(marker)) found.push({ module, url });
    }
  }
  return found;
}

/** Median of numbers. */
export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The doc pages of any build folder `dir` (a bench's own builds): per route, the HTML's bytes
 * and the first-load JS (gzip, the scripts `pageAssets` finds).
 */
export function docPageWeights(dir: string): {
  html: Map<string, number>;
  js: Map<string, number>;
} {
  const sizes = new Map<string, number>();
  const gzip = (url: string): number => {
    if (!sizes.has(url)) {
      const file = path.join(dir, decodeURIComponent(url.split(/[?#]/)[0]));
      sizes.set(url, existsSync(file) ? gzipSync(readFileSync(file)).length : Number.NaN);
    }
    return sizes.get(url)!;
  };
  const html = new Map<string, number>();
  const js = new Map<string, number>();
  for (const file of walk(dir, (name) => name.endsWith('.html'))) {
    const route = pathForFile(file, dir);
    if (pageType(route, file) !== 'doc') continue;
    const text = readFileSync(file, 'utf8');
    html.set(route, Buffer.byteLength(text));
    js.set(
      route,
      pageAssets(text).js.reduce((n, url) => n + gzip(url), 0),
    );
  }
  return { html, js };
}
