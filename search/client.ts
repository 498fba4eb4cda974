// The local search behind the modal (its own chunk, loaded by search/docsearch.ts): loads a
// language's index tiers, keeps one engine per language, and answers DocSearch's requests in
// Algolia's response shape (results[0].hits with _highlightResult/_snippetResult, nbHits,
// queryID).
// - The first tier builds the engine; the full-text and code tiers are fetched right after it
//   and, when they belong to the same build (same key), are added to the engine in small slices
//   of work, so that typing stays responsive while they are indexed.
// - A failed first tier is thrown (the modal shows its error screen) and retried on the next
//   request; a failed or stale full-text or code tier leaves the engine as it was.
// - `suggestions` answers the modal's no-results screen (search/suggest.ts).
import { SearchEngine } from './engine';
import type { IndexTier } from './settings';
import { type Suggestions, suggest } from './suggest';
import type { CodeFile, FullTextFile, SearchIndexFile } from './types';

/** Loads one tier of a language's index (parsed JSON). */
export type TierLoader = (lang: string, tier: IndexTier) => Promise<unknown>;

export interface SearchRequest {
  indexName?: string;
  query?: string;
  hitsPerPage?: number;
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  facetFilters?: unknown;
  params?: Omit<SearchRequest, 'params'>;
}

interface Loaded {
  engine: Promise<SearchEngine>;
  /** Settles when the full-text and code tiers are in use, or failed. */
  fullText: Promise<void>;
}

const loaded = new Map<string, Loaded>();

function isIndexFile(file: unknown, lang: string): file is SearchIndexFile {
  const f = file as SearchIndexFile | null;
  return Boolean(f) && f?.version === 1 && f.lang === lang && Array.isArray(f.records);
}

function isFullText(file: unknown, first: SearchIndexFile): file is FullTextFile {
  const f = file as FullTextFile | null;
  return (
    Boolean(f) &&
    f?.version === 1 &&
    f.lang === first.lang &&
    f.key === first.key &&
    Array.isArray(f.rest) &&
    f.rest.length === first.records.length
  );
}

function isCode(file: unknown, first: SearchIndexFile): file is CodeFile {
  const f = file as CodeFile | null;
  return (
    Boolean(f) &&
    f?.version === 1 &&
    f.lang === first.lang &&
    f.key === first.key &&
    Array.isArray(f.code) &&
    f.code.length === first.records.length
  );
}

/**
 * Loads a language once: the first tier, then the full text and the code (fetched together,
 * indexed one after the other). A failed first tier is retried on the next call.
 */
export function load(lang: string, loader: TierLoader): Loaded {
  let entry = loaded.get(lang);
  if (entry) return entry;
  const first = loader(lang, 'first').then((file) => {
    if (!isIndexFile(file, lang)) throw new Error(`${lang}: not a search index`);
    return { file, engine: new SearchEngine(file.records, { crossTool: file.crossTool }) };
  });
  const later = async ({ file, engine }: { file: SearchIndexFile; engine: SearchEngine }) => {
    const none = () => null;
    const [full, code] = [loader(lang, 'full').catch(none), loader(lang, 'code').catch(none)];
    const fullFile = await full;
    if (isFullText(fullFile, file)) await engine.addFullText(fullFile.rest);
    const codeFile = await code;
    if (isCode(codeFile, file)) await engine.addCode(codeFile.code);
  };
  const current: Loaded = {
    engine: first.then((f) => f.engine),
    fullText: first.then(later).catch(() => {}),
  };
  first.catch(() => {
    if (loaded.get(lang) === current) loaded.delete(lang);
  });
  loaded.set(lang, current);
  entry = current;
  return entry;
}

/** The engine of a language: searchable once the first tier is in, complete once the full text is. */
export function loadEngine(lang: string, loader: TierLoader): Promise<SearchEngine> {
  return load(lang, loader).engine;
}

/** The engine of a language once the full-text tier is indexed (or has failed to load). */
export async function loadFullEngine(lang: string, loader: TierLoader): Promise<SearchEngine> {
  const entry = load(lang, loader);
  const engine = await entry.engine;
  await entry.fullText;
  return engine;
}

function langFilter(filters: unknown): string | undefined {
  const flat = (Array.isArray(filters) ? filters.flat(2) : [filters]).filter(
    (f): f is string => typeof f === 'string',
  );
  return flat.find((f) => f.startsWith('lang:'))?.slice(5);
}

function snippetWords(attributes: string[] | undefined): number {
  const spec = attributes?.find((a) => a.startsWith('content:'));
  const n = spec ? Number(spec.slice(8)) : 10;
  return Number.isFinite(n) && n > 0 ? n : 10;
}

function queryId(): string {
  let id = '';
  for (let i = 0; i < 32; i++) id += Math.floor(Math.random() * 16).toString(16);
  return id;
}

/** Answers DocSearch's search call (`{ requests }` or a bare array) in Algolia's shape. */
export async function answer(
  input: { requests: SearchRequest[] } | SearchRequest[],
  { lang, loader }: { lang: string; loader: TierLoader },
) {
  const requests = Array.isArray(input) ? input : input.requests;
  const results = await Promise.all(
    requests.map(async (raw) => {
      const request = { ...raw, ...raw.params };
      const language = langFilter(request.facetFilters) ?? lang;
      const engine = await loadEngine(language, loader);
      const started = Date.now();
      const hitsPerPage = request.hitsPerPage ?? 20;
      const query = request.query ?? '';
      const { hits, nbHits } = engine.search(query, {
        hitsPerPage,
        snippetWords: snippetWords(request.attributesToSnippet),
        ellipsis: request.snippetEllipsisText ?? '…',
      });
      return {
        hits,
        nbHits,
        page: 0,
        nbPages: Math.ceil(nbHits / hitsPerPage),
        hitsPerPage,
        exhaustiveNbHits: true,
        query,
        params: '',
        index: request.indexName ?? language,
        processingTimeMS: Date.now() - started,
        queryID: queryId(),
      };
    }),
  );
  return { results };
}

/** What the no-results screen offers for a query: a corrected query and the nearest pages. */
export async function suggestions(
  query: string,
  { lang, loader }: { lang: string; loader: TierLoader },
): Promise<Suggestions> {
  return suggest(await loadEngine(lang, loader), query);
}
