// Search for the docs site:
// - gives the theme the build-time search settings (site/search.ts);
// - local backend: after the build, reads every rendered page and writes one index per
//   language to <outDir>/search/<lang>.json (DocSearch hit records, one per heading section);
// - Algolia backend: adds the preconnect link to the search host, and writes no index.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import { pageRecords } from '../search/extract';
import type { SearchIndexFile, SearchRecord } from '../search/types';
import { algoliaHost, localIndexPath, searchEnvDefines, searchSettings } from '../site/search';

const DEFAULT_OUT_DIR = 'doc_build';
const PLUGIN_DIR = path.dirname(fileURLToPath(import.meta.url));
/** The budget is 60 KB gzip per language; leave a little room. */
const MAX_GZIP_BYTES = 59 * 1024;

function gzipSize(json: string): number {
  return gzipSync(json).length;
}

/** Cuts a text to at most `max` characters, at a word boundary where there is one. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const space = head.lastIndexOf(' ');
  return space > max * 0.8 ? head.slice(0, space) : head;
}

/** Option names and flags: `output.autoExternal`, `autoExternal`, `--no-dts`, `@swc/helpers`. */
const IDENTIFIER =
  /(?:^|[\s(])(--[a-z][\w-]*|@[\w-]+\/[\w-]+|[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+|[a-z]+[A-Z][\w$]*)/g;

/** A record whose text is cut to `cap` characters (twice that for a page's opening section). */
function capRecord(record: SearchRecord, cap: number): SearchRecord {
  const max = record.type === 'lvl1' ? cap * 2 : cap;
  if (!record.content || record.content.length <= max) return record;
  const head = cut(record.content, max);
  const seen = new Set(head.split(/\s+/));
  const keywords = new Set<string>();
  for (const m of record.content.slice(head.length).matchAll(IDENTIFIER)) {
    const word = m[1].replace(/[.:-]+$/, '');
    if (!seen.has(word) && !/\.(?:[cm]?[jt]sx?|json|css|d)$/.test(word)) keywords.add(word);
  }
  return {
    ...record,
    content: head,
    ...(keywords.size ? { keywords: [...keywords].join(' ') } : {}),
  };
}

/**
 * Serializes the index within the size budget. When the full text does not fit, every
 * section's text is cut to the longest length that fits (titles and headings are never cut);
 * option names and flags from the cut part stay searchable as the record's keywords.
 */
export function serializeWithinBudget(
  index: SearchIndexFile,
  maxBytes = MAX_GZIP_BYTES,
): { json: string; cap: number | null } {
  const full = JSON.stringify(index);
  if (gzipSize(full) <= maxBytes) return { json: full, cap: null };
  const withCap = (cap: number) =>
    JSON.stringify({ ...index, records: index.records.map((r) => capRecord(r, cap)) });
  let lo = 40;
  let hi = Math.max(...index.records.map((r) => r.content?.length ?? 0));
  while (hi - lo > 8) {
    const mid = (lo + hi) >> 1;
    if (gzipSize(withCap(mid)) <= maxBytes) lo = mid;
    else hi = mid;
  }
  return { json: withCap(lo), cap: lo };
}

async function htmlFiles(dir: string, rel = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(path.join(dir, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (entry.name !== 'static' && !entry.name.startsWith('__'))
        out.push(...(await htmlFiles(dir, child)));
    } else if (entry.name.endsWith('.html') && entry.name !== '404.html') {
      out.push(child);
    }
  }
  return out.sort();
}

/** `zh/guide/start/index.html` → `/zh/guide/start/`; `config/lib/dts.html` → `/config/lib/dts`. */
function routeOf(file: string, base: string): string {
  const route = `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '$1')}`;
  return `${base.replace(/\/$/, '')}${route}`;
}

export async function writeSearchIndex(
  config: UserConfig,
  outDir: string,
): Promise<Record<string, SearchIndexFile>> {
  const defaultLang = config.lang ?? 'en';
  const langs = new Set([defaultLang, ...(config.locales ?? []).map((l) => l.lang)]);
  const byLang: Record<string, SearchRecord[]> = Object.fromEntries([...langs].map((l) => [l, []]));
  for (const file of await htmlFiles(outDir)) {
    const first = file.split('/')[0];
    const lang =
      langs.has(first) && first !== defaultLang && file.includes('/') ? first : defaultLang;
    const locale = config.locales?.find((l) => l.lang === lang);
    const html = await readFile(path.join(outDir, file), 'utf8');
    const records = pageRecords({
      url: routeOf(file, config.base ?? '/'),
      html,
      fallbackGroup: locale?.title ?? config.title ?? '',
    });
    byLang[lang].push(...records);
  }
  const files: Record<string, SearchIndexFile> = {};
  for (const [lang, records] of Object.entries(byLang)) {
    const index: SearchIndexFile = { version: 1, lang, records };
    const target = path.join(outDir, localIndexPath(lang));
    await mkdir(path.dirname(target), { recursive: true });
    const { json, cap } = serializeWithinBudget(index);
    await writeFile(target, json);
    files[lang] = JSON.parse(json);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    const note = cap ? ` (section texts cut to ${cap} characters to fit the size budget)` : '';
    console.log(
      `search: ${localIndexPath(lang)} ${records.length} records, ${kb(json.length)}, ${kb(gzipSize(json))} gzip${note}`,
    );
  }
  return files;
}

function docSearchCss(): string {
  const require = createRequire(import.meta.url);
  return ['_variables.css', 'modal.css']
    .map((f) => readFileSync(require.resolve(`@docsearch/css/dist/${f}`), 'utf8'))
    .join('\n');
}

export function pluginSearchIndex(): RspressPlugin {
  const algolia = searchSettings.algolia;
  return {
    name: 'rslib-docs-search',
    // The Algolia test build (scripts/build-algolia.mjs) renders only the pages its tests open.
    config(config) {
      const exclude = process.env.RSLIB_DOCS_ROUTE_EXCLUDE?.split(',').filter(Boolean);
      if (!exclude?.length) return config;
      return {
        ...config,
        route: { ...config.route, exclude: [...(config.route?.exclude ?? []), ...exclude] },
      };
    },
    builderConfig: {
      source: {
        define: {
          ...searchEnvDefines(),
          // DocSearch's styles as a string for the lazy modal chunk to inject: an imported
          // stylesheet (even `?raw`) would land in the CSS every page loads first.
          __DOCSEARCH_CSS__: JSON.stringify(docSearchCss()),
        },
      },
      html: algolia
        ? {
            tags: [
              {
                tag: 'link',
                attrs: { rel: 'preconnect', href: algoliaHost(algolia.appId), crossorigin: '' },
                head: true,
              },
            ],
          }
        : undefined,
      tools: {
        rspack: (_config, { addRules }) => {
          addRules({
            test: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/,
            loader: path.join(PLUGIN_DIR, 'docsearch-patch-loader.cjs'),
          });
        },
      },
      server: {
        // `rspress dev` renders no HTML to index: serve the index of the last production build.
        setup: (context) => {
          if (context.action !== 'dev') return;
          context.server.middlewares.use((req, res, next) => {
            const match = req.url?.match(/^\/search\/([a-z-]+)\.json/i);
            const file = match && path.resolve(DEFAULT_OUT_DIR, 'search', `${match[1]}.json`);
            if (!file || !existsSync(file)) return next();
            res.setHeader('content-type', 'application/json; charset=utf-8');
            readFile(file).then((body) => res.end(body), next);
          });
        },
      },
    },
    async afterBuild(config, isProd) {
      if (!isProd || searchSettings.backend !== 'local') return;
      await writeSearchIndex(config, path.resolve(config.outDir ?? DEFAULT_OUT_DIR));
    },
  };
}
