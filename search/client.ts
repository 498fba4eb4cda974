// A stand-in for Algolia's search client that answers DocSearch from the local index, with the
// response shape Algolia uses (results[0].hits with _highlightResult/_snippetResult, nbHits,
// queryID). DocSearch receives it through `transformSearchClient`.
import { SearchEngine } from './engine';
import type { SearchIndexFile } from './types';

export interface SearchRequest {
  indexName?: string;
  query?: string;
  hitsPerPage?: number;
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  facetFilters?: unknown;
  params?: Omit<SearchRequest, 'params'>;
}

export interface LocalClientOptions {
  /** The language searched when a request carries no `lang:` facet filter. */
  lang: string;
  /** Loads the index file of a language. */
  load: (lang: string) => Promise<SearchIndexFile>;
}

const engines = new Map<string, Promise<SearchEngine>>();

/** Loads and indexes a language once; a failed load is retried on the next call. */
export function loadEngine(lang: string, load: LocalClientOptions['load']): Promise<SearchEngine> {
  let engine = engines.get(lang);
  if (!engine) {
    engine = load(lang).then((file) => new SearchEngine(file.records));
    engine.catch(() => engines.delete(lang));
    engines.set(lang, engine);
  }
  return engine;
}

/** Loads an index over HTTP. */
export function fetchIndex(url: string): Promise<SearchIndexFile> {
  return fetch(url).then((res) => {
    if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
    return res.json() as Promise<SearchIndexFile>;
  });
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

/** The error DocSearch turns into its error screen ("Unable to fetch results"). */
class RetryError extends Error {
  constructor(cause: unknown) {
    super(
      `The search index could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.name = 'RetryError';
  }
}

export function createLocalSearchClient({ lang, load }: LocalClientOptions) {
  const agent = { value: 'rslib-docs local search', add: () => {} };
  return {
    transporter: { algoliaAgent: agent },
    addAlgoliaAgent: () => {},
    async search(input: { requests: SearchRequest[] } | SearchRequest[]) {
      const requests = Array.isArray(input) ? input : input.requests;
      const results = await Promise.all(
        requests.map(async (raw) => {
          const request = { ...raw, ...raw.params };
          const language = langFilter(request.facetFilters) ?? lang;
          let engine: SearchEngine;
          try {
            engine = await loadEngine(language, load);
          } catch (error) {
            throw new RetryError(error);
          }
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
    },
  };
}
