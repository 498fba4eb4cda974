// The order of the hits handed to DocSearch. DocSearch 3.9 groups hits by sidebar group
// (lvl0): groups appear in the order of their first hit, each group shows at most 5 hits, and
// a group's hits stay together. Handing it the ranked list as it is would let the weaker pages
// of the first group push a better page of another group out of the first rows. So the hits are
// arranged here the way the modal will show them:
// - the first `leadPages` pages of the ranking (the lead) are all shown first, across groups;
// - a group that holds a lead page shows its lead pages first; it shows its other pages only
//   when no lead page follows in a later group (they would sit above that page otherwise);
// - every other group follows, in the order of its best page.

export interface RankedPage<T> {
  /** The sidebar group (lvl0) the page is shown under. */
  group: string;
  /** The page's hits, best first (at least one). */
  hits: T[];
}

export interface PresentOptions {
  leadPages: number;
  hitsPerGroup: number;
  limit: number;
}

/** The hits of ranked pages, in the order the modal will show them. */
export function present<T>(pages: RankedPage<T>[], options: PresentOptions): T[] {
  const { leadPages, hitsPerGroup, limit } = options;
  const lead = new Set(pages.slice(0, leadPages));
  const groups = new Map<string, RankedPage<T>[]>();
  for (const page of pages) {
    const list = groups.get(page.group);
    if (list) list.push(page);
    else groups.set(page.group, [page]);
  }
  const order = [...groups.keys()];
  const lastLeadGroup = order.reduce(
    (last, g, i) => ((groups.get(g) ?? []).some((p) => lead.has(p)) ? i : last),
    -1,
  );

  const out: T[] = [];
  order.forEach((group, i) => {
    const members = groups.get(group) ?? [];
    const leading = members.filter((p) => lead.has(p));
    // Other pages of a group above the last lead group would push that lead page down.
    const others = i < lastLeadGroup ? [] : members.filter((p) => !lead.has(p));
    const shown = [...leading, ...others];
    const take = new Map<RankedPage<T>, number>();
    let slots = hitsPerGroup;
    // One hit for each lead page first, then further sections and other pages, in rank order.
    for (const page of leading) {
      if (slots === 0) break;
      take.set(page, 1);
      slots--;
    }
    for (const page of shown) {
      const has = take.get(page) ?? 0;
      const more = Math.min(slots, page.hits.length - has);
      if (more <= 0) continue;
      take.set(page, has + more);
      slots -= more;
    }
    for (const page of shown) out.push(...page.hits.slice(0, take.get(page) ?? 0));
  });
  return out.slice(0, limit);
}
