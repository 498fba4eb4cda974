// Every budget of the site, as budgets.json holds it: the one reader of that file. Node only
// (the build, the checks, the tests and the benchmarks). Sizes are gzip bytes, 1 KB = 1024
// bytes; times are milliseconds.
import { readFileSync } from 'node:fs';

interface Budgets {
  /** First-load JS of a doc page (the aim of the performance work, bench/PERFORMANCE.md). */
  docPageJs: number;
  /** First-load CSS of a doc page. */
  docPageCss: number;
  /** A language's first search tier, loaded on the reader's intent. */
  searchFirstTier: number;
  /** A language's full-text tier, fetched after the first tier. */
  searchFullTextTier: number;
  /** A language's code tier (the words of the code blocks), fetched after the first tier. */
  searchCodeTier: number;
  /** What search adds to a page's first load (button, shortcuts, styles, strings). */
  searchFirstLoad: number;
  /** From a keystroke to results, 95th percentile, in the benchmark. */
  searchKeystrokeP95: number;
  /** A cold production build of the whole site, as a multiple of a bare Rspress build of the same pages in the same run. */
  coldBuildRatioToBareRspress: number;
  /** Lighthouse on mobile, doc pages: lowest scores, highest LCP and CLS, and TBT as a share of a bare Rspress site's. */
  lighthouse: {
    performance: number;
    accessibility: number;
    bestPractices: number;
    seo: number;
    lcp: number;
    cls: number;
    tbtRatioToBareRspress: number;
  };
}

export const BUDGETS: Readonly<Budgets> = JSON.parse(
  readFileSync(new URL('../budgets.json', import.meta.url), 'utf8'),
);

/** The budget names of the search index's tiers (search/build.ts writes one file per tier). */
export const SEARCH_TIER_BUDGETS = {
  first: 'searchFirstTier',
  full: 'searchFullTextTier',
  code: 'searchCodeTier',
} as const satisfies Record<string, keyof Budgets>;

export type SearchTier = keyof typeof SEARCH_TIER_BUDGETS;

/** The budget of a search tier file: `en.json` is the first tier, `en.full.json`, `en.code.json` the others. */
export function searchTierBudget(tier: SearchTier): number {
  return BUDGETS[SEARCH_TIER_BUDGETS[tier]];
}
