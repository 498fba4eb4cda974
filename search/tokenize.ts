// Turns text into search terms. The same code runs when the browser indexes the records and
// when it reads a query, so a word is cut the same way on both sides.
//
// - Latin words and code identifiers: lower-cased, split into their parts (camelCase, kebab,
//   snake, dots, slashes) and joined again (`autoExternal`, `auto-external` → `autoexternal`).
// - Chinese (CJK) runs: words from Intl.Segmenter, plus character bigrams as a fallback for
//   words the segmenter cuts differently in a query than in the page.

/** A run of text: an identifier-like word, or a run of CJK characters. */
export interface Run {
  kind: 'word' | 'cjk';
  text: string;
  start: number;
  end: number;
}

/** A part of an identifier word, with its offsets in the original text. */
export interface Part {
  term: string;
  start: number;
  end: number;
}

const CJK_CHAR = '\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uac00-\\ud7af';
const WORD_CHAR = `(?![${CJK_CHAR}])[\\p{L}\\p{N}_$]`;
// A word may contain inner dots, dashes, slashes, colons and @ (lib.dts.bundle, @rslib/core).
const RUN = new RegExp(`([${CJK_CHAR}]+)|((?:${WORD_CHAR})+(?:[.\\-/@:](?:${WORD_CHAR})+)*)`, 'gu');
const CJK_TEST = new RegExp(`[${CJK_CHAR}]`, 'u');
/** Boundaries inside an identifier: separators, lower→Upper, letters↔digits, ABCWord. */
const PART = /[\p{Lu}]+(?=[\p{Lu}][\p{Ll}])|[\p{Lu}]?[\p{Ll}]+|[\p{Lu}]+|[\p{N}]+|[\p{L}]+/gu;

/** Words a query may leave out; they never decide whether a record matches. */
export const STOPWORDS = new Set(
  (
    'a an and are as at be by can do does for from how i in is it its of on or that the this to use using what when where which why with you your ' +
    '的 了 是 在 和 与 及 或 如何 怎么 怎样 什么 吗 呢 把 被 将 一个 使用 中 时 对'
  ).split(' '),
);

export function isCjk(text: string): boolean {
  return CJK_TEST.test(text);
}

export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** Splits text into word runs and CJK runs, with offsets. */
export function runs(text: string): Run[] {
  const out: Run[] = [];
  RUN.lastIndex = 0;
  for (let m = RUN.exec(text); m; m = RUN.exec(text)) {
    out.push({
      kind: m[1] ? 'cjk' : 'word',
      text: m[0],
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  return out;
}

/** `autoExternal` → auto, external; `lib.dts.bundle` → lib, dts, bundle. */
export function parts(word: string, offset = 0): Part[] {
  const out: Part[] = [];
  PART.lastIndex = 0;
  for (let m = PART.exec(word); m; m = PART.exec(word)) {
    out.push({
      term: normalize(m[0]),
      start: offset + m.index,
      end: offset + m.index + m[0].length,
    });
  }
  return out;
}

/**
 * A light English stemmer, applied the same way to the page and the query, so inflections meet:
 * externals/external, dependencies/dependency, configured/configure, externalize/externalized.
 */
export function stem(term: string): string {
  if (term.length < 4 || !/^[a-z]+$/.test(term)) return term;
  let t = term;
  if (/ies$|ied$/.test(t)) t = `${t.slice(0, -3)}y`;
  else if (/ing$/.test(t) && t.length > 6) t = t.slice(0, -3);
  else if (/(?:ed|es)$/.test(t) && t.length > 4) t = t.slice(0, -2);
  else if (/[^sui]s$/.test(t)) t = t.slice(0, -1);
  if (/e$/.test(t) && t.length > 3) t = t.slice(0, -1);
  return t;
}

type Segment = { segment: string; isWordLike?: boolean };
type SegmenterLike = { segment(text: string): Iterable<Segment> };
let segmenter: SegmenterLike | null | undefined;

function getSegmenter(): SegmenterLike | null {
  if (segmenter === undefined) {
    const Ctor = (Intl as unknown as { Segmenter?: new (l: string, o: object) => SegmenterLike })
      .Segmenter;
    segmenter = Ctor ? new Ctor('zh', { granularity: 'word' }) : null;
  }
  return segmenter;
}

/** For tests and the benchmark: run without Intl.Segmenter, as an old browser would. */
export function setSegmenterForTesting(enabled: boolean): void {
  segmenter = enabled ? undefined : null;
}

/** Chinese words of a CJK run, from Intl.Segmenter; null when the runtime has no segmenter. */
export function cjkWords(run: string): string[] | null {
  const seg = getSegmenter();
  if (!seg) return null;
  const out: string[] = [];
  for (const s of seg.segment(run)) if (s.segment.trim()) out.push(s.segment);
  return out;
}

export function bigrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) out.push(chars[i] + chars[i + 1]);
  return out;
}

/** Joined forms of every run of 2 or more consecutive parts: lib.dts.bundle → libdts, dtsbundle, libdtsbundle. */
export function joins(terms: string[]): string[] {
  const out: string[] = [];
  const n = Math.min(terms.length, 6);
  for (let i = 0; i < n; i++) {
    let joined = terms[i];
    for (let j = i + 1; j < n; j++) {
      joined += terms[j];
      out.push(joined);
    }
  }
  return out;
}

/** Every term a text is indexed under. */
export function indexTerms(text: string): string[] {
  const out: string[] = [];
  for (const run of runs(text)) {
    if (run.kind === 'cjk') {
      const words = cjkWords(run.text);
      if (words) out.push(...words);
      out.push(...bigrams(run.text));
      continue;
    }
    const ps = parts(run.text).map((p) => p.term);
    for (const p of ps) {
      out.push(p);
      const s = stem(p);
      if (s !== p) out.push(s);
    }
    out.push(...joins(ps));
  }
  return out;
}
