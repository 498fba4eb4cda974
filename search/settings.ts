// Search settings, decided at build time. A build uses one backend:
// - local (the default): the build writes an index per language (`indexPath` below) and the
//   modal searches it offline;
// - algolia: set all three of RSLIB_DOCS_ALGOLIA_APP_ID, RSLIB_DOCS_ALGOLIA_API_KEY (the public
//   search-only key) and RSLIB_DOCS_ALGOLIA_INDEX_NAME; RSLIB_DOCS_ALGOLIA_INSIGHTS=1 turns on
//   click events. No local index is written then.
// The theme reads the same module; the search plugin defines these env names for the browser.
// This file is also the one place that says where the local index is served from.

type SearchBackend = 'local' | 'algolia';

interface AlgoliaSettings {
  appId: string;
  /** The public, search-only key. Never an admin key. */
  apiKey: string;
  indexName: string;
  insights: boolean;
}

export interface SearchSettings {
  backend: SearchBackend;
  algolia: AlgoliaSettings | null;
}

// Literal `process.env.NAME` reads, so the bundler can replace them in browser code.
const env = {
  RSLIB_DOCS_ALGOLIA_APP_ID: process.env.RSLIB_DOCS_ALGOLIA_APP_ID,
  RSLIB_DOCS_ALGOLIA_API_KEY: process.env.RSLIB_DOCS_ALGOLIA_API_KEY,
  RSLIB_DOCS_ALGOLIA_INDEX_NAME: process.env.RSLIB_DOCS_ALGOLIA_INDEX_NAME,
  RSLIB_DOCS_ALGOLIA_INSIGHTS: process.env.RSLIB_DOCS_ALGOLIA_INSIGHTS,
};

function readSettings(): SearchSettings {
  const appId = env.RSLIB_DOCS_ALGOLIA_APP_ID?.trim() ?? '';
  const apiKey = env.RSLIB_DOCS_ALGOLIA_API_KEY?.trim() ?? '';
  const indexName = env.RSLIB_DOCS_ALGOLIA_INDEX_NAME?.trim() ?? '';
  const set = [appId, apiKey, indexName].filter(Boolean).length;
  if (set === 0) return { backend: 'local', algolia: null };
  if (set < 3) {
    throw new Error(
      'Search: set all of RSLIB_DOCS_ALGOLIA_APP_ID, RSLIB_DOCS_ALGOLIA_API_KEY and RSLIB_DOCS_ALGOLIA_INDEX_NAME, or none of them.',
    );
  }
  const insights = /^(1|true|yes)$/i.test(env.RSLIB_DOCS_ALGOLIA_INSIGHTS ?? '');
  return { backend: 'algolia', algolia: { appId, apiKey, indexName, insights } };
}

export const searchSettings: SearchSettings = readSettings();

/**
 * The local index comes in three tiers per language: `first` (every section with its titles and
 * the start of its text, loaded on the reader's intent), `full` (the rest of every text) and
 * `code` (the words of every section's code blocks), both fetched once the first tier is in.
 * Budgets: budgets.json, read by site/budgets.ts.
 */
export type IndexTier = 'first' | 'full' | 'code';

export const INDEX_TIERS: readonly IndexTier[] = ['first', 'full', 'code'];

/** Where a tier of a language's local index is served from, relative to the site base. */
export function indexPath(lang: string, tier: IndexTier = 'first'): string {
  return tier === 'first' ? `/search/${lang}.json` : `/search/${lang}.${tier}.json`;
}

/** Algolia's read host, for the preconnect link. */
export function algoliaHost(appId: string): string {
  return `https://${appId}-dsn.algolia.net`;
}

/** Compile-time replacements that give browser code the same settings as the build. */
export function searchEnvDefines(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).map(([name, value]) => [
      `process.env.${name}`,
      JSON.stringify(value ?? ''),
    ]),
  );
}
