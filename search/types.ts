// The shapes the local search index shares with DocSearch.

export type HitType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

/** One heading section of a page, in DocSearch's hit shape. lvl0 is the sidebar group, lvl1 the page title. */
export interface SearchRecord {
  objectID: string;
  /** Root-relative URL with the section's #anchor. */
  url: string;
  type: HitType;
  hierarchy: Hierarchy;
  /** The section's text without code blocks; null when the section has no text. */
  content: string | null;
  /**
   * Only in the index file, never in a hit: when the text had to be cut to fit the size
   * budget, the option names and flags of the cut part, so they stay searchable.
   */
  keywords?: string;
}

/** The file the build writes per language (search/<lang>.json in the build output). */
export interface SearchIndexFile {
  version: 1;
  lang: string;
  records: SearchRecord[];
}

export interface AttributeResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export type HierarchyResult = Record<keyof Hierarchy, AttributeResult>;

/** A hit as Algolia returns it to DocSearch. */
export interface SearchHit extends SearchRecord {
  url_without_anchor: string;
  anchor: string | null;
  _highlightResult: { hierarchy: HierarchyResult; content: AttributeResult };
  _snippetResult: { hierarchy: HierarchyResult; content: AttributeResult };
}
