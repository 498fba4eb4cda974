// The peers of scripts/bench-search.ts that search the built site their own way (MiniSearch,
// which searches our records, stays in the benchmark itself):
//
// - Pagefind 1.6: its Node API (`createIndex`) indexes the built HTML into a temporary folder,
//   and the pagefind.js it writes (the file its browser UI loads) is imported in Node. Its
//   `fetch` calls for the index files are answered from that folder, so every byte it would
//   download is counted. Only the page's content is indexed (`rootSelector` on the doc
//   element), as a site adding Pagefind marks it with data-pagefind-body. Results are read in
//   Pagefind's order (by score), as its UI lists them.
// - FlexSearch 0.8.212 set up as Rspress's default search does it
//   (@rspress/core, theme/components/Search/logic/providers/LocalProvider): Rspress's page index
//   (one entry a page: title, headings, text; made from our records, since this build writes
//   Rspress's index without text while its search is off), three Document
//   indexes (default, CJK, Cyrillic) with `tokenize: 'full'` over the normalized title, the
//   headings and the content, searched with Rspress's limit of 7 and merged in its order.
//   Rspress's panel then lists only pages whose title, a heading or the text contains the
//   query as typed (search.ts, #matchResultItem); `rspress` reads the results so, `ranking`
//   reads FlexSearch's own order before that filter.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  Document,
  type DocumentOptions,
  type DocumentSearchOptions,
  type FieldName,
  type Id,
} from 'flexsearch';
import * as pagefind from 'pagefind';
import type { SearchRecord } from '../../search/types.ts';
import { HTML_LANG } from '../../site/locale.ts';
import type { ModalHit } from '../../tests/search/modal-order.ts';
import { contentType, routeOfBuiltFile, walk } from './build-files.ts';

/** A URL of the built site (`/zh/guide/start/index.html`, `https://x/guide/a.html#b`) → its page path. */
const pagePath = (url: string): string =>
  routeOfBuiltFile(url.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0]);

/** The hits DocSearch's modal order would need, for a list of page paths (one hit per page). */
const asHits = (pages: string[]): ModalHit[] =>
  pages.map((page) => ({
    url_without_anchor: page,
    hierarchy: { lvl0: '', lvl1: page },
  }));

// ─── Pagefind ───────────────────────────────────────────────────────────────────────────────

const PAGEFIND_BASE = 'http://pagefind.local/pagefind/';

/** The part of the pagefind.js Pagefind writes (its browser search module) that is called here. */
interface PagefindModule {
  createInstance(options: { basePath: string }): {
    init(): Promise<void>;
    search(query: string): Promise<{ results: { data(): Promise<{ url: string }> }[] }>;
  };
}

/** What pagefind.js reads of `document` while an instance starts: the page's language. */
interface LangDocument {
  querySelector(selector: string): { getAttribute(name: string): string | null } | null;
}

/** One language's Pagefind search. */
export interface PagefindEngine {
  /** Query → page paths in Pagefind's order. */
  search: (query: string) => Promise<string[]>;
  hits: (query: string) => Promise<ModalHit[]>;
  initMs: number;
  /** Bytes fetched while the instance started. */
  initBytes: number;
}

/**
 * Indexes the build with Pagefind and loads its search. Returns per language a `search`
 * (query → page paths in Pagefind's order) and the bytes it fetched.
 */
export async function loadPagefind(buildDir: string): Promise<{
  engines: Record<string, PagefindEngine>;
  buildMs: number;
  indexBytes: number;
  fetched: { bytes: number };
  cleanup: () => void;
}> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pagefind-'));
  let start = performance.now();
  const { index, errors } = await pagefind.createIndex({ rootSelector: '.rspress-doc' });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  const added = await index.addDirectory({ path: buildDir });
  if (added.errors.length) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
  const written = await index.writeFiles({ outputPath: outDir });
  if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
  const buildMs = performance.now() - start;
  await pagefind.close();

  // Bytes of the index (chunks, fragments, metadata, WebAssembly), the UI files left out.
  const indexBytes = walk(outDir, () => true)
    .filter((f) => !/pagefind-(ui|modular-ui|component-ui|highlight)\.|\.css$/.test(f))
    .reduce((sum, f) => sum + statSync(f).size, 0);

  const fetched = { bytes: 0 };
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith(PAGEFIND_BASE)) return realFetch(input, init);
    const file = path.join(outDir, url.slice(PAGEFIND_BASE.length).split('?')[0]);
    const body = readFileSync(file);
    fetched.bytes += body.length;
    return new Response(body, { headers: { 'content-type': contentType(file) } });
  };

  // One search instance per language. Pagefind picks the language from <html lang>, as on the
  // site's pages (en, zh-CN); a minimal `document` answers that while the instance is created.
  // Each language loads its own copy of pagefind.js, as each page of the site does: the module
  // keeps its WebAssembly state (wasm-bindgen's `wasm`) in module scope.
  //
  // Why a copy of the file per language and not one URL with a query (`pagefind.js?en`): under
  // tsx both queries resolve to one module instance (plain Node keeps them apart). The two
  // languages then shared that module scope: both WebAssembly loads (en with its stemmer,
  // zh-CN without) ran at once, and the one finishing last replaced the other under an index
  // pointer already made in the replaced memory. That instance's searches then read foreign
  // memory and died with `RuntimeError: unreachable` or `memory access out of bounds`; with
  // other timings both languages silently searched with one of the two WebAssembly modules.
  // Hence the intermittent crash of the keystroke timing (in the recall pass the throws were
  // counted as misses). The check below keeps a loader from merging the copies again.
  const engines: Record<string, PagefindEngine> = {};
  const modules = new Set<PagefindModule>();
  // Node has no `document`: the global is typed as what the stub below answers.
  const globals: { document?: LangDocument } = globalThis;
  for (const [lang, htmlLang] of Object.entries(HTML_LANG)) {
    const before = fetched.bytes;
    start = performance.now();
    const copy = path.join(outDir, `pagefind.${lang}.js`);
    copyFileSync(path.join(outDir, 'pagefind.js'), copy);
    const module: PagefindModule = await import(pathToFileURL(copy).href);
    if (modules.has(module)) throw new Error(`Pagefind: ${lang} got another language's module`);
    modules.add(module);
    globals.document = { querySelector: () => ({ getAttribute: () => htmlLang }) };
    const instance = module.createInstance({ basePath: PAGEFIND_BASE });
    delete globals.document;
    await instance.init();
    // Without a Worker (Node), init() resolves before the index and the WebAssembly are
    // loaded: Pagefind starts loading them in the background. An empty search waits for them
    // (it first waits for the index pointer, then returns no results), so that initMs and
    // initBytes cover the start and one language's start does not overlap the next one's.
    await instance.search('');
    const initMs = performance.now() - start;
    const search = async (query: string) => {
      const { results } = await instance.search(query);
      const data = await Promise.all(results.slice(0, 10).map((r) => r.data()));
      return [...new Set(data.map((d) => pagePath(d.url)))];
    };
    engines[lang] = {
      search,
      hits: async (query: string) => asHits(await search(query)),
      initMs,
      initBytes: fetched.bytes - before,
    };
  }
  const cleanup = () => {
    globalThis.fetch = realFetch;
    rmSync(outDir, { recursive: true, force: true });
  };
  return { engines, buildMs, indexBytes, fetched, cleanup };
}

// ─── FlexSearch as Rspress sets it up ───────────────────────────────────────────────────────

const jRegex = /[\u3040-\u309f\u30a0-\u30ff\u31f0-\u31ff]/u;
const kRegex = /[\u3131-\u314e|\u314f-\u3163|\uac00-\ud7a3]/u;
const cyrillicTest = /[\u0400-\u04FF]/u;

/** Rspress's normalizeTextCase (logic/util.ts). */
function normalizeTextCase(text: string): string {
  const normalized = String(text).toLowerCase().normalize('NFD');
  if (cyrillicTest.test(String(text))) return normalized.normalize('NFC');
  const withoutAccents = normalized.replace(/[\u0300-\u036f]/g, '');
  if (jRegex.test(String(text)) || kRegex.test(String(text)))
    return withoutAccents.normalize('NFC');
  return withoutAccents;
}

const cjkRegex =
  /[\u3131-\u314e|\u314f-\u3163|\uac00-\ud7a3]|[\u4E00-\u9FCC\u3400-\u4DB5\uFA0E\uFA0F\uFA11\uFA13\uFA14\uFA1F\uFA21\uFA23\uFA24\uFA27-\uFA29]|[\ud840-\ud868][\udc00-\udfff]|\ud869[\udc00-\uded6\udf00-\udfff]|[\ud86a-\ud86c][\udc00-\udfff]|\ud86d[\udc00-\udf34\udf40-\udfff]|\ud86e[\udc00-\udc1d]|[\u3041-\u3096]|[\u30A1-\u30FA]/giu;
const cyrillicRegex = /[\u0400-\u04FF]/g;

function tokenize(str: string, regex: RegExp): string[] {
  const words: string[] = [];
  let m: RegExpExecArray | null;
  do {
    m = regex.exec(str);
    if (m) words.push(m[0]);
  } while (m);
  return words;
}

/**
 * A page of Rspress's index (PageIndexInfo), as rspressPages makes it. A type rather than an
 * interface: FlexSearch's documents must fit its DocumentData, an object with an index signature.
 */
export type RspressPage = {
  routePath: string;
  title: string;
  toc: { text: string }[];
  content: string;
};

/** A page as LocalProvider.init indexes it: with its normalized title, headings and text. */
type FlexPage = RspressPage & {
  normalizedContent: string;
  headers: string;
  normalizedTitle: string;
};

/**
 * Rspress's page index (PageIndexInfo: routePath, title, toc, content) of a language, made from
 * the records of our index with their whole text: one entry a page, its title, its headings and
 * its text. (The index Rspress writes into this build has no text, because the site turns
 * Rspress's own search off.)
 */
export function rspressPages(records: SearchRecord[]): RspressPage[] {
  const pages = new Map<string, Omit<RspressPage, 'content'> & { parts: string[] }>();
  for (const r of records) {
    const routePath = r.url.split('#')[0];
    let page = pages.get(routePath);
    if (!page) {
      page = { routePath, title: r.hierarchy.lvl1 ?? '', toc: [], parts: [] };
      pages.set(routePath, page);
    }
    const heading = (['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'] as const)
      .map((l) => r.hierarchy[l])
      .find(Boolean);
    if (heading && r.type !== 'lvl1' && !page.toc.some((h) => h.text === heading))
      page.toc.push({ text: heading });
    if (heading) page.parts.push(heading);
    if (r.content) page.parts.push(r.content);
  }
  return [...pages.values()].map(({ parts, ...page }) => ({ ...page, content: parts.join('\n') }));
}

const FIELDS: FieldName<FlexPage>[] = ['normalizedTitle', 'headers', 'normalizedContent'];
/** Rspress's default number of results (logic/search.ts, match(keyword, limit = 7)). */
const RSPRESS_LIMIT = 7;

/** FlexSearch over Rspress's page index of a language (rspressPages), built as LocalProvider.init does. */
export async function loadFlexSearch(pageIndex: RspressPage[]): Promise<{
  buildMs: number;
  gzip: number;
  rspress: (query: string) => Promise<ModalHit[]>;
  ranking: (query: string) => Promise<ModalHit[]>;
}> {
  const text = JSON.stringify(pageIndex);
  const start = performance.now();
  const parsed: RspressPage[] = JSON.parse(text);
  const pages: FlexPage[] = parsed.map((page) => ({
    ...page,
    normalizedContent: normalizeTextCase(page.content),
    headers: page.toc.map((h) => normalizeTextCase(h.text)).join(' '),
    normalizedTitle: normalizeTextCase(page.title),
  }));
  const options: DocumentOptions<FlexPage> = {
    tokenize: 'full',
    document: { id: 'id', store: true, index: FIELDS },
    cache: 100,
  };
  const indexes = [
    new Document<FlexPage>({ ...options, encoder: { maxlength: 64 } }),
    new Document<FlexPage>({
      ...options,
      encoder: { finalize: (str) => str.flatMap((s) => tokenize(s, cjkRegex)) },
    }),
    new Document<FlexPage>({
      ...options,
      encoder: { finalize: (str) => str.flatMap((s) => tokenize(s, cyrillicRegex)) },
    }),
  ];
  await Promise.all(
    pages.flatMap((page) => indexes.map((index) => index.addAsync(page.routePath, page))),
  );
  const buildMs = performance.now() - start;

  /** LocalProvider.search: the three indexes' results merged, first seen first. */
  const ranked = async (query: string): Promise<FlexPage[]> => {
    const opts: DocumentSearchOptions<FlexPage, false, false, true, true> = {
      enrich: true,
      limit: RSPRESS_LIMIT,
      index: FIELDS,
    };
    const results = await Promise.all(indexes.map((index) => index.searchAsync(query, opts)));
    const seen = new Set<Id>();
    const docs: FlexPage[] = [];
    for (const result of results)
      for (const field of result ?? [])
        for (const item of field.result) {
          if (seen.has(item.id)) continue;
          seen.add(item.id);
          if (item.doc) docs.push(item.doc);
        }
    return docs;
  };
  /** What Rspress's panel lists: pages whose title, a heading or the text holds the query. */
  const shown = (docs: FlexPage[], query: string) => {
    const q = normalizeTextCase(query);
    return docs.filter(
      (doc) =>
        normalizeTextCase(doc.title).includes(q) ||
        doc.toc.some((h) => normalizeTextCase(h.text).includes(q)) ||
        normalizeTextCase(doc.content).includes(q),
    );
  };
  const pagesOf = (docs: FlexPage[]) => [...new Set(docs.map((d) => pagePath(d.routePath)))];
  return {
    buildMs,
    gzip: gzipSync(text).length,
    rspress: async (query: string) => asHits(pagesOf(shown(await ranked(query), query))),
    ranking: async (query: string) => asHits(pagesOf(await ranked(query))),
  };
}
