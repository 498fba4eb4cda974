// The modal adapter: the one search client DocSearch receives (`transformSearchClient`) when
// the build uses the local index. It lives in the modal's chunk; the engine and the index load
// in their own chunk and files (search/client.ts) on the reader's first sign of intent, so an
// Algolia build never fetches them.
//
// The flow is one way: theme/components/Search → search/docsearch → search/client →
// search/engine. Nothing in search/ imports the theme.
import type { DocSearchTransformClient } from '@docsearch/react';
import type { SearchRequest, TierLoader } from './client';
import { type IndexTier, indexPath } from './settings';
import type { Suggestions } from './suggest';

export type { Suggestions } from './suggest';

const loadClient = () => import('./client');

/**
 * Whether the last index request found no index (404: a copy of the site that was never built,
 * or a failed build), so the error screen says how to build one instead of blaming the network
 * (theme/components/Search/IndexErrorHelp.tsx).
 */
export const indexState = { missing: false };

/** Loads index tiers over HTTP; `resolve` adds the site base to a root path. */
export function fetchTiers(resolve: (path: string) => string = (p) => p): TierLoader {
  return (lang: string, tier: IndexTier) =>
    fetch(resolve(indexPath(lang, tier))).then((res) => {
      indexState.missing = res.status === 404;
      if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
      return res.json() as Promise<unknown>;
    });
}

/** Loads the engine and the index of a language, so the first search finds them ready; never rejects. */
export function warmUp(lang: string, loader: TierLoader): Promise<void> {
  return loadClient()
    .then((m) => m.loadEngine(lang, loader))
    .then(
      () => {},
      () => {},
    );
}

/** The error DocSearch turns into its error screen ("Unable to fetch results"). */
function retryError(cause: unknown): Error {
  const error = new Error(
    `The search index could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`,
  );
  error.name = 'RetryError';
  return error;
}

export interface LocalClientOptions {
  /** The language searched when a request carries no `lang:` facet filter. */
  lang: string;
  loader: TierLoader;
}

/** DocSearch's search client, answered by the local engine. */
export function localSearchClient({ lang, loader }: LocalClientOptions): DocSearchTransformClient {
  const client = {
    transporter: { algoliaAgent: { value: 'rslib-docs local search', add: () => {} } },
    addAlgoliaAgent: () => {},
    async search(input: { requests: SearchRequest[] } | SearchRequest[]) {
      try {
        const m = await loadClient();
        return await m.answer(input, { lang, loader });
      } catch (error) {
        throw retryError(error);
      }
    },
  };
  return client as unknown as DocSearchTransformClient;
}

/** What the no-results screen offers for a query: a corrected query and the nearest pages. */
export async function localSuggestions(
  query: string,
  options: LocalClientOptions,
): Promise<Suggestions> {
  const m = await loadClient();
  return m.suggestions(query, options);
}
