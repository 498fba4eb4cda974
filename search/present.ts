// The order of the hits handed to DocSearch. DocSearch 3.9 groups hits by sidebar group
// (lvl0): groups appear in the order of their first hit, each group shows at most 5 hits, and
// a group's hits stay together. Handing it the ranked list as it is would let the weaker pages
// of the first group push a better page of another group out of the first rows. So the hits are
// arranged here the way the modal will show them:
// - the first `leadPages` pages of the ranking (the lead) are all shown first, across groups;
// - a group that holds a lead page shows its lead pages first; it shows its other pages only
//   when no lead page follows in a later group (they would sit above that page otherwise);
// - every other group follows, in the order of its best page.
//
// Stage 4 of a search (search/engine.ts runs the stages): presentHits takes the best sections of
// the best pages, puts them in that order and shapes them as DocSearch's hits (search/hits.ts).
import { CONTENT } from './fields';
import { type Attribute, attribute, toHit } from './hits';
import type { Matches } from './match';
import type { Unit } from './query';
import type { Ranking } from './rank';
import { RANKING } from './ranking';
import type { HitType, SearchHit, SearchRecord } from './types';

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

/** A ranked query's hits, as DocSearch reads them. */
export interface HitSource {
  records: readonly SearchRecord[];
  /** Each page's group (lvl0) and records. */
  pages: readonly { group: string; records: number[] }[];
  units: readonly Unit[];
  matches: Matches;
  ranking: Ranking;
}

export interface HitOptions {
  hitsPerPage: number;
  /** Snippet length in words. */
  snippetWords: number;
  ellipsis: string;
}

/** The best sections of each page, arranged for DocSearch's groups, as hits. */
export function presentHits(source: HitSource, options: HitOptions): SearchHit[] {
  const { records, pages, units } = source;
  const { bests, fields, matchedTerms } = source.matches;
  const { required, score, isCandidate, pageBest, ranked } = source.ranking;
  const { hitsPerPage, snippetWords, ellipsis } = options;
  const words = required.map((u) => units[u].key);
  const memo = new Map<string, Attribute>();
  const describe = (text: string, snippetOf: boolean) => {
    const key = `${snippetOf ? 1 : 0}${text}`;
    let a = memo.get(key);
    if (!a) {
      a = attribute(text, matchedTerms, words, snippetOf ? snippetWords : undefined, ellipsis);
      memo.set(key, a);
    }
    return a;
  };
  const toSearchHit = (r: number) => {
    const record = records[r];
    const inContent = required.some((u) => bests[u][r] > 0 && fields[u][r] === CONTENT);
    const type: HitType = inContent && record.content ? 'content' : record.type;
    return toHit(record, type, describe);
  };
  const pagesShown = ranked.slice(0, hitsPerPage).map(({ p }) => {
    const top = pageBest[p];
    const others = pages[p].records
      .filter((r) => r !== top && isCandidate[r] && score[r] >= RANKING.sectionRatio * score[top])
      .sort((a, b) => score[b] - score[a] || a - b)
      .slice(0, RANKING.sectionsPerPage - 1);
    return { group: pages[p].group, records: [top, ...others] };
  });
  const order = present(
    pagesShown.map((page) => ({ group: page.group, hits: page.records })),
    { leadPages: RANKING.leadPages, hitsPerGroup: RANKING.hitsPerGroup, limit: hitsPerPage },
  );
  return order.map(toSearchHit);
}
