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

/**
 * Texts longer than this are marked only around their snippet: DocSearch shows snippets, and
 * marking a whole long section on every keystroke costs more than the reader can see.
 */
const LONG_TEXT = 400;

/** Highlight and snippet of one text, for one query. */
export function attribute(
  text: string,
  matched: MatchedTerms,
  words: string[],
  snippetWords?: number,
  ellipsis = '…',
): Attribute {
  const long = snippetWords !== undefined && text.length > LONG_TEXT;
  const ranges = markRanges(text, matched, long ? LONG_TEXT : Infinity);
  const matchLevel = ranges.length ? 'full' : 'none';
  const matchedWords = ranges.length ? words : [];
  if (snippetWords === undefined) {
    const highlight: AttributeResult = { value: render(text, ranges), matchLevel, matchedWords };
    return { highlight, snippet: highlight };
  }
  const s = { ...snippet(text, ranges, snippetWords, ellipsis), matchedWords };
  const highlight: AttributeResult = long
    ? s
    : { value: render(text, ranges), matchLevel, matchedWords };
  return { highlight, snippet: s };
}

function escapeText(text: string | null): string | null {
  return text === null ? null : render(text, []);
}

/** The raw text of a hit, escaped; a long text is cut (the modal shows one line of it). */
function rawContent(text: string | null): string | null {
  if (text === null || text.length <= LONG_TEXT) return escapeText(text);
  const head = text.slice(0, LONG_TEXT);
  const space = head.lastIndexOf(' ');
  return escapeText(`${space > LONG_TEXT * 0.8 ? head.slice(0, space) : head}…`);
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
  return {
    ...record,
    type,
    hierarchy: hierarchy as Hierarchy,
    content: rawContent(record.content),
    url_without_anchor: hash === -1 ? record.url : record.url.slice(0, hash),
    anchor: hash === -1 ? null : record.url.slice(hash + 1),
    _highlightResult: { hierarchy: hierarchyHighlight, content: content.highlight },
    _snippetResult: { hierarchy: hierarchySnippet, content: content.snippet },
  };
}
