// The local backend as DocSearch's search client. The engine and the index load in their own
// chunk and file, so an Algolia build never fetches them.
import type { DocSearchTransformClient } from '@docsearch/react';
import { withBase } from '@rspress/core/runtime';
import { localIndexPath } from '@site/search';

const loadClientModule = () => import('../../../search/client');
const loadIndex = (lang: string) =>
  loadClientModule().then((m) => m.fetchIndex(withBase(localIndexPath(lang))));

/** Starts loading the engine and the index of a language. */
export function warmUpLocal(lang: string): void {
  loadClientModule()
    .then((m) => m.loadEngine(lang, loadIndex))
    .catch(() => {});
}

/** DocSearch's search client, answered by the local engine once its chunk has loaded. */
export function localSearchClient(lang: string): DocSearchTransformClient {
  const client = loadClientModule().then((m) =>
    m.createLocalSearchClient({ lang, load: loadIndex }),
  );
  client.catch(() => {});
  return {
    transporter: { algoliaAgent: { value: 'rslib-docs local search', add: () => {} } },
    addAlgoliaAgent: () => {},
    search: ((request: never) =>
      client.then(
        (c) => c.search(request),
        (error) => {
          // Shown as DocSearch's error screen, like an unreachable Algolia.
          throw Object.assign(new Error(String(error)), { name: 'RetryError' });
        },
      )) as DocSearchTransformClient['search'],
  } as unknown as DocSearchTransformClient;
}
