// Marks the matched words of a text with <mark> and cuts snippets, the way Algolia fills
// _highlightResult and _snippetResult. Every piece of text is HTML-escaped: DocSearch renders
// these values as HTML.
import {
  flagOf,
  hasSegmenter,
  isCjk,
  parts,
  type Run,
  runs,
  stem,
  termsOfWord,
  wordStarts,
} from './tokenize';

/**
 * What the query matched, by index term: 0 means the whole term matched, n > 0 means the
 * query typed only its first n characters (a prefix).
 */
export type MatchedTerms = Map<string, number>;

type Range = [number, number];

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

function cjkRanges(run: string, offset: number, cjkTerms: string[], out: Range[]) {
  for (const term of cjkTerms) {
    for (let i = run.indexOf(term); i !== -1; i = run.indexOf(term, i + 1)) {
      out.push([offset + i, offset + i + term.length]);
    }
  }
}

function wordRanges(word: string, offset: number, matched: MatchedTerms, out: Range[]) {
  const ps = parts(word, offset);
  // A joined form (autoexternal) marks every part it spans.
  for (let i = 0; i < ps.length; i++) {
    let joined = ps[i].term;
    for (let j = i + 1; j < ps.length; j++) {
      joined += ps[j].term;
      if (matched.get(joined) === 0) out.push([ps[i].start, ps[j].end]);
    }
  }
  for (const p of ps) {
    const exact = matched.get(p.term);
    if (exact === 0 || matched.get(stem(p.term)) === 0) {
      out.push([p.start, p.end]);
    } else if (exact !== undefined) {
      // A prefix: mark the typed characters when lower-casing kept the length.
      const whole = p.end - p.start === p.term.length;
      out.push([p.start, whole ? p.start + Math.min(exact, p.term.length) : p.end]);
    }
  }
}

const runCache = new Map<string, Run[]>();
const lowerCache = new Map<string, string>();

/** A text lower-cased, cached like its runs. */
function lowerText(text: string): string {
  let out = lowerCache.get(text);
  if (out === undefined) {
    if (lowerCache.size > 5000) lowerCache.clear();
    out = text.toLowerCase();
    lowerCache.set(text, out);
  }
  return out;
}

/** Runs of a text, cached: the same records come back keystroke after keystroke. */
function cachedRuns(text: string): Run[] {
  let out = runCache.get(text);
  if (!out) {
    if (runCache.size > 5000) runCache.clear();
    out = runs(text);
    runCache.set(text, out);
  }
  return out;
}

/**
 * Ranges of `text` to mark, sorted and merged. With `window`, marking stops that many
 * characters after the first mark: enough for a snippet, without reading a long text to its end.
 */
export function markRanges(text: string, matched: MatchedTerms, window = Infinity): Range[] {
  if (!text || matched.size === 0) return [];
  const out: Range[] = [];
  const cjkTerms = [...matched.keys()].filter(isCjk);
  let stopAt = Infinity;
  const all = cachedRuns(text);
  let from = 0;
  if (window !== Infinity) {
    // A long text: start from the run before the first place a matched term can be. Every
    // term of a Latin word is in its lower-cased text, except joined forms of kebab or dotted
    // names (auto-external → autoexternal), whose first part is there too.
    const lower = lowerText(text);
    let first = text.length;
    for (const term of matched.keys()) {
      const head = term.length > 4 ? term.slice(0, 4) : term;
      const at = lower.indexOf(head.startsWith('--') ? head.slice(2) : head);
      if (at !== -1 && at < first) first = at;
    }
    while (from < all.length - 1 && all[from + 1].start <= first) from++;
  }
  for (let i = from; i < all.length; i++) {
    const run = all[i];
    if (run.start > stopAt) break;
    if (stopAt === Infinity && out.length) stopAt = out[0][0] + window;
    if (run.kind === 'cjk') {
      if (cjkTerms.length) cjkRanges(run.text, run.start, cjkTerms, out);
      continue;
    }
    const flag = flagOf(text, run);
    if (flag && matched.get(flag) === 0) out.push([run.start - 2, run.end]);
    // Most words match nothing: check their cached index terms before cutting them up.
    else if (termsOfWord(run.text).some((t) => matched.has(t)))
      wordRanges(run.text, run.start, matched, out);
  }
  out.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Range[] = [];
  for (const r of out) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/** `text[from, to)` escaped, with the ranges inside it wrapped in <mark>. */
export function render(text: string, ranges: Range[], from = 0, to = text.length): string {
  let out = '';
  let at = from;
  for (const [s, e] of ranges) {
    const start = Math.max(s, from);
    const end = Math.min(e, to);
    if (end <= start) continue;
    out += `${escapeHtml(text.slice(at, start))}<mark>${escapeHtml(text.slice(start, end))}</mark>`;
    at = end;
  }
  return out + escapeHtml(text.slice(at, to));
}

/** An apostrophe inside a word (doesn't, it’s): the runs on both sides are one word. */
const APOSTROPHE = /^['’]$/;

/**
 * Word boundaries for snippets, so that a snippet starts and ends between words: a Latin word
 * (with its identifier joiners and apostrophes) counts as one; a Chinese word, as
 * Intl.Segmenter cuts it (search/tokenize.ts, cjkWords), counts as one. Without a segmenter,
 * two CJK characters count as one word. Only the runs that reach into `[from, to)` are read.
 */
export function wordSpans(text: string, from = 0, to = text.length): Range[] {
  const out: Range[] = [];
  const all = cachedRuns(text);
  // One segmenter pass over the stretch of text the Chinese runs of the window cover: a call
  // per run costs more than the text it reads.
  let starts: number[] | null | undefined;
  let base = 0;
  const startsFor = () => {
    if (starts === undefined) {
      const cjk = all.filter((r) => r.kind === 'cjk' && r.end > from && r.start < to);
      base = cjk.length ? cjk[0].start : 0;
      starts = cjk.length ? wordStarts(text.slice(base, cjk[cjk.length - 1].end)) : null;
    }
    return starts;
  };
  for (const run of all) {
    if (run.end <= from) continue;
    if (run.start >= to) break;
    if (run.kind === 'word') {
      const last = out[out.length - 1];
      if (last && run.start === last[1] + 1 && APOSTROPHE.test(text[last[1]])) last[1] = run.end;
      else out.push([run.start, run.end]);
      continue;
    }
    const cuts = startsFor();
    if (!cuts) {
      for (let i = run.start; i < run.end; i += 2) out.push([i, Math.min(i + 2, run.end)]);
      continue;
    }
    // The segmenter's word starts inside the run, and the run's own ends.
    let at = run.start;
    for (const cut of cuts) {
      const end = cut + base;
      if (end <= at) continue;
      if (end >= run.end) break;
      out.push([at, end]);
      at = end;
    }
    out.push([at, run.end]);
  }
  return out;
}

const spanCache = new Map<string, Map<number, Range[]>>();
let spansSegmented = true;

/** wordSpans, cached: the same hits come back keystroke after keystroke. */
function cachedSpans(text: string, from: number, to: number): Range[] {
  // Spans cut by the segmenter and by the pairs fallback are not mixed.
  if (hasSegmenter() !== spansSegmented) {
    spanCache.clear();
    spansSegmented = !spansSegmented;
  }
  let byFrom = spanCache.get(text);
  if (!byFrom) {
    if (spanCache.size > 2000) spanCache.clear();
    byFrom = new Map();
    spanCache.set(text, byFrom);
  }
  let out = byFrom.get(from * 1e6 + to);
  if (!out) {
    out = wordSpans(text, from, to);
    byFrom.set(from * 1e6 + to, out);
  }
  return out;
}

/** Characters read on each side of the first match for a snippet: more than `words` words hold. */
const CHARS_PER_WORD = 40;
/** The same for a text with Chinese in it. */
const CJK_CHARS_PER_WORD = 8;

export interface Snippet {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

/** A window of `words` words around the first match, with "…" where the text was cut. */
export function snippet(text: string, ranges: Range[], words: number, ellipsis = '…'): Snippet {
  const matchLevel = ranges.length ? 'full' : 'none';
  // A text of at most `words` words even if every Chinese character were a word (a heading):
  // whole, without cutting it into words.
  let most = 0;
  for (const run of cachedRuns(text)) most += run.kind === 'cjk' ? run.end - run.start : 1;
  if (most <= words) return { value: render(text, ranges), matchLevel };
  // Only the text around the first match is cut into words (a long section's text is not).
  const at = ranges.length ? ranges[0][0] : 0;
  // Chinese words are short: a window of a few characters a word holds them, and the
  // segmenter reads no more than that.
  const reach = words * (isCjk(text) ? CJK_CHARS_PER_WORD : CHARS_PER_WORD);
  const windowFrom = Math.max(0, at - reach);
  const windowTo = Math.min(text.length, at + reach);
  const spans = cachedSpans(text, windowFrom, windowTo);
  const whole = windowFrom === 0 && windowTo === text.length;
  if (whole && spans.length <= words) return { value: render(text, ranges), matchLevel };
  if (!spans.length) return { value: render(text, ranges), matchLevel };
  const found = ranges.length ? spans.findIndex((s) => s[1] > at) : 0;
  const first = found === -1 ? 0 : found;
  const lead = Math.floor(words / 3);
  const startWord = Math.max(0, Math.min(first - lead, spans.length - words));
  const endWord = Math.min(startWord + words, spans.length) - 1;
  const from = startWord === 0 && windowFrom === 0 ? 0 : spans[startWord][0];
  const to =
    endWord >= spans.length - 1 && windowTo === text.length ? text.length : spans[endWord][1];
  const cut = escapeHtml(ellipsis);
  const value =
    (from > 0 ? cut : '') + render(text, ranges, from, to) + (to < text.length ? cut : '');
  return { value, matchLevel };
}
