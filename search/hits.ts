// Hits in Algolia's shape: highlight and snippet results for every attribute, everything
// HTML-escaped (DocSearch renders these values as HTML).
import { type MatchedTerms, markRanges, render, snippet } from './highlight';
import type {
  AttributeResult,
  Hierarchy,
  HierarchyResult,
  HitType,
  SearchHit,
  SearchRecord,
} from './types';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export interface Attribute {
  highlight: AttributeResult;
  snippet: AttributeResult;
}

/** Highlight and snippet of one text, for one query. */
export function attribute(
  text: string,
  matched: MatchedTerms,
  words: string[],
  snippetWords?: number,
  ellipsis = '…',
): Attribute {
  const ranges = markRanges(text, matched);
  const highlight: AttributeResult = {
    value: render(text, ranges),
    matchLevel: ranges.length ? 'full' : 'none',
    matchedWords: ranges.length ? words : [],
  };
  if (snippetWords === undefined) return { highlight, snippet: highlight };
  const s = snippet(text, ranges, snippetWords, ellipsis);
  return { highlight, snippet: { ...s, matchedWords: highlight.matchedWords } };
}

function escapeText(text: string | null): string | null {
  return text === null ? null : render(text, []);
}

/** A record as a hit. `describe` gives each text's highlight and snippet (memoized per query). */
export function toHit(
  record: SearchRecord,
  type: HitType,
  describe: (text: string, snippet: boolean) => Attribute,
): SearchHit {
  const hierarchyHighlight = {} as HierarchyResult;
  const hierarchySnippet = {} as HierarchyResult;
  const hierarchy = { ...record.hierarchy };
  for (const level of LEVELS) {
    const text = record.hierarchy[level];
    if (text === null || text === undefined) continue;
    const a = describe(text, level !== 'lvl0');
    hierarchyHighlight[level] = a.highlight;
    hierarchySnippet[level] = a.snippet;
    // DocSearch falls back to the raw value as HTML (recent searches keep no highlights).
    if (level !== 'lvl0') (hierarchy as Record<string, string | null>)[level] = escapeText(text);
  }
  const content = describe(record.content ?? '', true);
  const hash = record.url.indexOf('#');
  const { keywords: _keywords, ...fields } = record;
  return {
    ...fields,
    type,
    hierarchy: hierarchy as Hierarchy,
    content: escapeText(record.content),
    url_without_anchor: hash === -1 ? record.url : record.url.slice(0, hash),
    anchor: hash === -1 ? null : record.url.slice(hash + 1),
    _highlightResult: { hierarchy: hierarchyHighlight, content: content.highlight },
    _snippetResult: { hierarchy: hierarchySnippet, content: content.snippet },
  };
}
