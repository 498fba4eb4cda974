// The order in which DocSearch's modal shows hits: a line-for-line port of @docsearch/react 3.9.0
// (dist/esm/index.js, `getSources`). DocSearch groups the hits by `hierarchy.lvl0` (read from
// `_highlightResult` without its <mark> tags), keeps the first `maxResultsPerGroup` (5) of each
// group, and inside a group keeps the hits of one page (`hierarchy.lvl1`) together. Groups come
// in the order of their first hit; the grouping uses plain objects, as DocSearch does.
// No imports: the search tests and the browser tests (e2e/search-order.spec.ts, which checks
// this port against the real modal) share it.

/**
 * What the modal's order reads of a hit. The engine's hits (search/types.ts SearchHit) have it,
 * and so do the hits the benchmark builds for other engines (scripts/bench-search.ts).
 */
export interface ModalHit {
  url_without_anchor: string;
  hierarchy: { lvl0: string; lvl1: string };
  _highlightResult?: { hierarchy?: { lvl0?: { value?: string } } };
}

function modalOrder(hits: ModalHit[], maxResultsPerGroup = 5): ModalHit[] {
  const groupBy = (items: ModalHit[], key: (item: ModalHit) => string) =>
    items.reduce<Record<string, ModalHit[]>>((groups, item) => {
      const k = key(item);
      if (!Object.hasOwn(groups, k)) groups[k] = [];
      if (groups[k].length < (maxResultsPerGroup || 5)) groups[k].push(item);
      return groups;
    }, {});
  const lvl0 = (hit: ModalHit): string => {
    const value = hit._highlightResult?.hierarchy?.lvl0?.value;
    if (!value) return hit.hierarchy.lvl0;
    return /(<mark>|<\/mark>)/.test(value) ? value.replace(/(<mark>|<\/mark>)/g, '') : value;
  };
  return Object.values(groupBy(hits, lvl0)).flatMap((items) =>
    Object.values(groupBy(items, (hit) => hit.hierarchy.lvl1)).flat(),
  );
}

/** Result pages in the order given, each once. */
function distinctPages(hits: ModalHit[]): string[] {
  return [...new Set(hits.map((h) => h.url_without_anchor))];
}

/** The pages of the hits in the order the modal shows them, each once. */
export function modalPages(hits: ModalHit[]): string[] {
  return distinctPages(modalOrder(hits));
}
