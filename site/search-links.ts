/**
 * How search reaches a page, shared by the theme, the OpenSearch description
 * (plugins/opensearch.ts) and the tests.
 * - `?q=term` on any page opens the search modal with that query (a link to a search);
 * - a page opened from a search hit gets the searched words in its history entry's state
 *   under HIGHLIGHT_STATE, and highlights them (theme/components/SearchHighlight). The hit's
 *   address stays as it is, so links and the back button are unchanged.
 */
export const SEARCH_QUERY_PARAM = 'q';
export const HIGHLIGHT_STATE = 'searchHighlight';

/** The searched words a history entry carries, if any. */
export function highlightOf(state: unknown): string | undefined {
  const words = (state as Record<string, unknown> | null)?.[HIGHLIGHT_STATE];
  return typeof words === 'string' && words.trim() ? words.trim() : undefined;
}
