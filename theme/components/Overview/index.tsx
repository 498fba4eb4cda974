import { usePage, usePages } from '@rspress/core/runtime';
import { Overview as ThemeOverview } from '@rspress/core/theme-original';
import { type ComponentProps, Suspense } from 'react';
import type { OverviewHeadings } from '../../../site/overview-headings';

interface IndexEntry {
  routePath: string;
  toc?: OverviewHeadings[string];
}

/**
 * The theme's overview page lists the headings of every page of its section, read from the
 * shared page index. The index leaves those heading lists out (plugins/page-data.ts) and the
 * overview page brings them in its own page meta, so the other pages do not download them.
 * Before the theme's component renders, each listed page's entry in the index gets its list
 * back (or in, while the index has only the current page). The data is the same on every
 * render, so filling it again changes nothing.
 *
 * The Suspense boundary lets React hydrate the list (every group, page and heading link of
 * the section) in its own low-priority pass, as it does the MDX content of other pages,
 * instead of in the first commit with the navbar and sidebar: the overview pages' longest
 * task after hydration was that commit (bench/PERFORMANCE.md, 2d).
 */
export function Overview(props: ComponentProps<typeof ThemeOverview>) {
  const { page } = usePage();
  const { pages } = usePages();
  const headings = (page as { overviewHeadings?: OverviewHeadings } | undefined)?.overviewHeadings;
  if (headings) {
    const index = pages as IndexEntry[];
    for (const entry of index) {
      const toc = headings[entry.routePath];
      if (toc) entry.toc = toc;
    }
    // Before the whole index is loaded (theme/deferred/route-table.ts) it has only this page:
    // the listed pages come in with their headings, and the index completes them later.
    const known = new Set(index.map((entry) => entry.routePath));
    for (const [routePath, toc] of Object.entries(headings))
      if (!known.has(routePath)) index.push({ routePath, toc });
  }
  return (
    <Suspense>
      <ThemeOverview {...props} />
    </Suspense>
  );
}
