// Shared by the search tests and scripts/bench-search.ts: the build output, the index tiers
// the build wrote, a search client over them (the same one the modal uses), and the modal's
// order of hits (modal-order.ts), and the hand-made records of the engine tests.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { answer, TierLoader } from '../../search/client.ts';
import type { LocalClientOptions } from '../../search/docsearch.ts';
import type { IndexTier } from '../../search/settings.ts';
import type { Hierarchy, HitType, SearchIndexFile, SearchRecord } from '../../search/types.ts';

const { indexPath } = await import('../../search/settings.ts');
const { localSearchClient } = await import('../../search/docsearch.ts');
const { loadFullEngine } = await import('../../search/client.ts');
const { SearchEngine } = await import('../../search/engine.ts');

type SearchEngine = InstanceType<typeof SearchEngine>;

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The build output the tests read: SEARCH_BUILD_DIR, else RSPRESS_OUT_DIR (the build's own), else doc_build. */
export const BUILD_DIR = path.resolve(
  ROOT,
  process.env.SEARCH_BUILD_DIR ?? process.env.RSPRESS_OUT_DIR ?? 'doc_build',
);

/** The file of one tier of a language's index in the build output. */
function indexFile(lang: string, tier: IndexTier = 'first'): string {
  return path.join(BUILD_DIR, indexPath(lang, tier));
}

/** The raw text of one tier; fails with a hint when there is no build. */
export function readTier(lang: string, tier: IndexTier = 'first'): string {
  const file = indexFile(lang, tier);
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(
      `No search index at ${file}: build the site first (npm run build). ${(error as Error).message}`,
    );
  }
}

/** The first tier the build wrote, parsed. */
export function loadIndex(lang: string): SearchIndexFile {
  return JSON.parse(readTier(lang, 'first'));
}

/** A tier loader over the build output, as the modal's loader is over HTTP. */
function builtLoader(): TierLoader {
  const cache = new Map<string, unknown>();
  return async (lang, tier) => {
    const key = `${lang}:${tier}`;
    if (!cache.has(key)) cache.set(key, JSON.parse(readTier(lang, tier)));
    return cache.get(key);
  };
}

/**
 * The modal's search client as the tests call it: search/docsearch.ts's localSearchClient answers
 * in the shape of search/client.ts's `answer` (Algolia's response, with the engine's hits), which
 * DocSearch's type for the client widens to any Algolia response.
 */
export interface LocalSearchClient {
  search(input: Parameters<typeof answer>[0]): ReturnType<typeof answer>;
}

/** The modal's search client (localSearchClient), typed as what it answers. */
export function localClient(options: LocalClientOptions): LocalSearchClient {
  return localSearchClient(options) as LocalSearchClient;
}

/** The modal's search client over the built index of a language, once its full text is indexed. */
export async function builtClient(
  lang: string,
): Promise<{ client: LocalSearchClient; engine: SearchEngine }> {
  const loader = builtLoader();
  const engine = await loadFullEngine(lang, loader);
  return { client: localClient({ lang, loader }), engine };
}

/** An engine over the first tier alone: what a reader searches before the full text is in. */
export function firstTierEngine(lang: string): SearchEngine {
  return new SearchEngine(loadIndex(lang).records);
}

/** Pages whose every record is still the writers' placeholder. */
export function stubPages(index: SearchIndexFile): Set<string> {
  const text = new Map<string, string>();
  for (const r of index.records) {
    const page = r.url.split('#')[0];
    text.set(page, (text.get(page) ?? '') + (r.content ?? ''));
  }
  return new Set([...text].filter(([, t]) => t.trim() === 'TODO-STUB').map(([page]) => page));
}

export { modalPages } from './modal-order.ts';

/**
 * A hand-made index record in DocSearch's hit shape. Levels left out are null; the type is the
 * deepest level given unless named.
 */
export function record(
  url: string,
  hierarchy: Partial<Hierarchy>,
  content: string | null,
  type?: HitType,
): SearchRecord {
  const h: Hierarchy = {
    lvl0: 'Guide',
    lvl1: 'Title',
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
    ...hierarchy,
  };
  const level: HitType = type ?? (h.lvl3 ? 'lvl3' : h.lvl2 ? 'lvl2' : 'lvl1');
  return { objectID: url, url, type: level, hierarchy: h, content };
}
