// The order in which DocSearch's modal shows hits: a line-for-line port of @docsearch/react 3.9.0
// (dist/esm/index.js, `getSources`). DocSearch groups the hits by `hierarchy.lvl0` (read from
// `_highlightResult` without its <mark> tags), keeps the first `maxResultsPerGroup` (5) of each
// group, and inside a group keeps the hits of one page (`hierarchy.lvl1`) together. Groups come
// in the order of their first hit; the grouping uses plain objects, as DocSearch does.
// Plain JavaScript with no imports: the search tests and the browser tests (e2e/search-order.spec.ts,
// which checks this port against the real modal) share it.

function modalOrder(hits, maxResultsPerGroup = 5) {
  const groupBy = (items, key) =>
    items.reduce((groups, item) => {
      const k = key(item);
      if (!Object.hasOwn(groups, k)) groups[k] = [];
      if (groups[k].length < (maxResultsPerGroup || 5)) groups[k].push(item);
      return groups;
    }, {});
  const lvl0 = (hit) => {
    const value = hit._highlightResult?.hierarchy?.lvl0?.value;
    if (!value) return hit.hierarchy.lvl0;
    return /(<mark>|<\/mark>)/.test(value) ? value.replace(/(<mark>|<\/mark>)/g, '') : value;
  };
  return Object.values(groupBy(hits, lvl0)).flatMap((items) =>
    Object.values(groupBy(items, (hit) => hit.hierarchy.lvl1)).flat(),
  );
}

/** Result pages in the order given, each once. */
function distinctPages(hits) {
  return [...new Set(hits.map((h) => h.url_without_anchor))];
}

/** The pages of the hits in the order the modal shows them, each once. */
export function modalPages(hits) {
  return distinctPages(modalOrder(hits));
}
