// Turns text into search terms. The same code runs when the browser indexes the records and
// when it reads a query, so a word is cut the same way on both sides.
//
// - Latin words and code identifiers: lower-cased, split into their parts (camelCase, kebab,
//   snake, dots, slashes) and joined again (`autoExternal`, `auto-external` → `autoexternal`).
// - Chinese (CJK) runs: words from Intl.Segmenter, plus character bigrams as a fallback for
//   words the segmenter cuts differently in a query than in the page.
// The scanners are hand-written: they run for every character of the index.

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

const CJK_TEST = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const DIGIT = /\p{N}/u;

function isCjkCode(c: number): boolean {
  return (
    (c >= 0x4e00 && c <= 0x9fff) ||
    (c >= 0x3400 && c <= 0x4dbf) ||
    (c >= 0x3040 && c <= 0x30ff) ||
    (c >= 0xf900 && c <= 0xfaff) ||
    (c >= 0xac00 && c <= 0xd7af)
  );
}

/** Letters, digits, `_` and `$`; CJK excluded. */
function isWordCode(c: number, ch: string): boolean {
  if (c < 128)
    return (
      (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 36
    );
  return !isCjkCode(c) && LETTER_OR_DIGIT.test(ch);
}

/** Characters that join two words into one identifier: lib.dts.bundle, umd-name, @rslib/core, node:fs. */
function isJoiner(c: number): boolean {
  return c === 46 || c === 45 || c === 47 || c === 64 || c === 58;
}

export function isCjk(text: string): boolean {
  // Index and query terms are short: test the first character, then the rest.
  if (text.length && isCjkCode(text.charCodeAt(0))) return true;
  return text.length > 1 && CJK_TEST.test(text);
}

const NON_ASCII = /[^ -~\t\n\r]/;

export function normalize(text: string): string {
  return NON_ASCII.test(text) ? text.normalize('NFKC').toLowerCase() : text.toLowerCase();
}

/** Splits text into word runs and CJK runs, with offsets. */
export function runs(text: string): Run[] {
  const out: Run[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isCjkCode(c)) {
      let j = i + 1;
      while (j < n && isCjkCode(text.charCodeAt(j))) j++;
      out.push({ kind: 'cjk', text: text.slice(i, j), start: i, end: j });
      i = j;
    } else if (isWordCode(c, text[i])) {
      let j = i + 1;
      while (j < n) {
        const d = text.charCodeAt(j);
        if (isWordCode(d, text[j])) j++;
        else if (isJoiner(d) && j + 1 < n && isWordCode(text.charCodeAt(j + 1), text[j + 1]))
          j += 2;
        else break;
      }
      out.push({ kind: 'word', text: text.slice(i, j), start: i, end: j });
      i = j;
    } else {
      i++;
    }
  }
  return out;
}

const OTHER = 0;
const LOWER = 1;
const UPPER = 2;
const NUMBER = 3;

function kindOf(c: number, ch: string): number {
  if (c < 128) {
    if (c >= 97 && c <= 122) return LOWER;
    if (c >= 65 && c <= 90) return UPPER;
    if (c >= 48 && c <= 57) return NUMBER;
    return OTHER;
  }
  if (!LETTER_OR_DIGIT.test(ch)) return OTHER;
  if (ch.toLowerCase() !== ch) return UPPER;
  return DIGIT.test(ch) ? NUMBER : LOWER;
}

/** `autoExternal` → auto, external; `lib.dts.bundle` → lib, dts, bundle; `UMDName` → umd, name. */
export function parts(word: string, offset = 0): Part[] {
  const out: Part[] = [];
  const n = word.length;
  let start = -1;
  let prev = OTHER;
  const push = (end: number) => {
    if (start !== -1)
      out.push({
        term: normalize(word.slice(start, end)),
        start: offset + start,
        end: offset + end,
      });
    start = -1;
  };
  for (let i = 0; i < n; i++) {
    const kind = kindOf(word.charCodeAt(i), word[i]);
    if (kind === OTHER) {
      push(i);
    } else if (start === -1) {
      start = i;
    } else if (
      (kind === UPPER && prev === LOWER) ||
      (kind === NUMBER) !== (prev === NUMBER) ||
      (kind === UPPER &&
        prev === UPPER &&
        i + 1 < n &&
        kindOf(word.charCodeAt(i + 1), word[i + 1]) === LOWER)
    ) {
      push(i);
      start = i;
    }
    prev = kind;
  }
  push(n);
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

type Segment = { segment: string; index: number };
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

/** Whether the runtime has Intl.Segmenter (and a test has not turned it off). */
export function hasSegmenter(): boolean {
  return getSegmenter() !== null;
}

/** For tests: behave as a runtime without Intl.Segmenter (bigrams only), or restore it. */
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

/**
 * Where Intl.Segmenter's words start in a text (offsets, ascending, with the text's length
 * last), in one pass over the whole text; null when the runtime has no segmenter.
 */
export function wordStarts(text: string): number[] | null {
  const seg = getSegmenter();
  if (!seg) return null;
  const out: number[] = [];
  for (const s of seg.segment(text)) out.push(s.index);
  out.push(text.length);
  return out;
}

export function bigrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) out.push(chars[i] + chars[i + 1]);
  return out;
}

/** Joined forms of every run of 2 or more consecutive parts: lib.dts.bundle → libdts, libdtsbundle, dtsbundle. */
function joins(terms: string[]): string[] {
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

const wordTerms = new Map<string, string[]>();

/** Index terms of one identifier-like word, cached: prose repeats its words. */
export function termsOfWord(word: string): string[] {
  let terms = wordTerms.get(word);
  if (!terms) {
    const ps = parts(word).map((p) => p.term);
    terms = [];
    for (const p of ps) {
      terms.push(p);
      const s = stem(p);
      if (s !== p) terms.push(s);
    }
    terms.push(...joins(ps));
    if (wordTerms.size < 50_000) wordTerms.set(word, terms);
  }
  return terms;
}

/** `--watch` in a text: the word after two dashes is a CLI flag, indexed as `--watch` too. */
export function flagOf(text: string, run: Run): string | null {
  return run.start >= 2 && text.startsWith('--', run.start - 2) ? `--${normalize(run.text)}` : null;
}

/** Every term a text is indexed under. */
export function indexTerms(text: string): string[] {
  const out: string[] = [];
  for (const run of runs(text)) {
    if (run.kind === 'word') {
      for (const t of termsOfWord(run.text)) out.push(t);
      const flag = flagOf(text, run);
      if (flag) out.push(flag);
      continue;
    }
    const words = cjkWords(run.text);
    if (words) for (const w of words) out.push(w);
    for (const b of bigrams(run.text)) out.push(b);
  }
  return out;
}
