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
}

/** A record as read from a rendered page, with the text of its code blocks (not in DocSearch's shape). */
export interface PageRecord extends SearchRecord {
  code?: string;
}

/** The first tier of a language's index (search/settings.ts, `indexPath(lang, 'first')`). */
export interface SearchIndexFile {
  version: 1;
  lang: string;
  /** Names this build of the index; the full-text tier carries the same key. */
  key?: string;
  records: SearchRecord[];
  /** Other tools' option names from the migration pages (search/crosstool.ts). */
  crossTool?: CrossToolEntry[];
}

/**
 * The code tier (`indexPath(lang, 'code')`): for each record of the first tier, in the same
 * order, the words of its code blocks (search/code.ts), or null.
 */
export interface CodeFile {
  version: 1;
  lang: string;
  key: string;
  code: (string | null)[];
}

/**
 * The full-text tier (`indexPath(lang, 'full')`): for each record of the first tier, in the
 * same order, the part of its text that the first tier cut off, or null when nothing was cut.
 */
export interface FullTextFile {
  version: 1;
  lang: string;
  key: string;
  rest: (string | null)[];
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

/**
 * Another tool's option name and the Rslib options that do the same thing:
 * [tool, term, Rslib names], such as ['tsc', 'outDir', ['output.distPath']].
 */
export type CrossToolEntry = [tool: string, term: string, rslib: string[]];
