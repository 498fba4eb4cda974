/**
 * The headings an overview page lists for each page of its section, by route path: levels 2
 * and 3, without the search-only `charIndex`. Written into the overview page's meta by
 * plugins/page-data.ts and read by theme/components/Overview.
 */
export type OverviewHeadings = Record<string, { id: string; text: string; depth: number }[]>;
