// The query-side vocabulary: how the words of a query are looked up in the tables of
// search/lexicon.ts and of the index (the synonym groups, other tools' option names), and the
// edit distances that typo tolerance and spelling suggestions use. search/query.ts turns what
// these lookups return into alternatives of a query word.
import { CROSS_TOOL, READER_WORDS, SYNONYMS, TOOL_NAMES } from './lexicon';
import { normalize, parts, runs } from './tokenize';
import type { CrossToolEntry } from './types';

/** The words of a Latin phrase, each squashed (`tree-shaking` → treeshaking), or null for Chinese. */
export function latinWords(phrase: string): string[] | null {
  const rs = runs(phrase);
  if (rs.some((r) => r.kind === 'cjk')) return null;
  return rs.map((r) =>
    parts(r.text)
      .map((p) => p.term)
      .join(''),
  );
}

/** The index terms of a phrase's words, in order: `output.distPath` → output, dist, path. */
export function phraseParts(phrase: string): string[] {
  return runs(phrase).flatMap((r) => parts(r.text).map((p) => p.term));
}

export interface SynonymTable {
  /** Squashed Latin phrase ("tree shaking" and "treeshaking") → group. */
  latin: Map<string, number>;
  maxLatinWords: number;
  /** Chinese phrases, longest first, with their group. */
  cjk: [string, number][];
  /**
   * The phrases of each group: SYNONYMS, then one group per READER_WORDS entry (the reader's
   * word and the pages' words; only the reader's word is looked up).
   */
  groups: readonly (readonly string[])[];
}

let synonymTable: SynonymTable | null = null;

/** The synonym groups of search/lexicon.ts, keyed for lookup (built once). */
export function synonyms(): SynonymTable {
  if (synonymTable) return synonymTable;
  const latin = new Map<string, number>();
  const cjk: [string, number][] = [];
  let maxLatinWords = 1;
  const groups = [...SYNONYMS, ...READER_WORDS.map(([reader, pages]) => [reader, ...pages])];
  groups.forEach((group, g) => {
    // A reader's word leads to the pages' words, not back: only it is looked up.
    const looked = g < SYNONYMS.length ? group : group.slice(0, 1);
    for (const phrase of looked) {
      const words = latinWords(phrase);
      if (!words) {
        cjk.push([normalize(phrase), g]);
        continue;
      }
      maxLatinWords = Math.max(maxLatinWords, words.length);
      latin.set(words.join(' '), g);
      if (words.length > 1) latin.set(words.join(''), g);
    }
  });
  cjk.sort((a, b) => b[0].length - a[0].length);
  synonymTable = { latin, maxLatinWords, cjk, groups };
  return synonymTable;
}

interface CrossToolMapping {
  tool: string;
  rslib: readonly string[];
  /** A plain word (`external`): it maps only when the query names the tool. */
  needsTool: boolean;
}

/** A config file's name (`vite.config.ts`, `.fatherrc.js`, `tsconfig.json`), not an option path. */
const isFileName = (term: string): boolean => /\.(?:[cm]?[jt]sx?|json)$/.test(term);

/** Other tools' option names (lexicon CROSS_TOOL and the migration pages' tables), keyed for lookup. */
export class CrossToolTable {
  private readonly byKey = new Map<string, CrossToolMapping[]>();
  maxWords = 1;

  constructor(fromIndex: readonly CrossToolEntry[] = []) {
    for (const [tool, term, rslib] of [...CROSS_TOOL, ...fromIndex]) {
      this.add(tool, term, rslib);
      // A reader types the option without its parent (`extractCSS` for father's
      // `umd.extractCSS`); a plain last word (`esm.input` → input) still needs the tool named.
      // A file name's last part is its extension (`js` of webpack.config.js), not an option.
      const leaf = term.slice(term.lastIndexOf('.') + 1);
      if (leaf !== term && !/^\W/.test(leaf) && !isFileName(term)) this.add(tool, leaf, rslib);
    }
  }

  private add(tool: string, term: string, rslib: readonly string[]) {
    const words = latinWords(term);
    if (!words?.length) return;
    this.maxWords = Math.max(this.maxWords, words.length);
    // camelCase, dotted and multi-word terms are the tool's own names; plain words are not.
    const needsTool = words.length === 1 && /^[a-z]+$/.test(term);
    const keys = words.length > 1 ? [words.join(' '), words.join('')] : words;
    for (const key of keys) {
      const list = this.byKey.get(key) ?? [];
      list.push({ tool, rslib, needsTool });
      this.byKey.set(key, list);
    }
  }

  /** The tools a query names (`tsup`, `vite`), from its squashed words. */
  static toolsIn(words: readonly string[]): Set<string> {
    const out = new Set<string>();
    for (const w of words) {
      const tool = TOOL_NAMES[w];
      if (tool) out.add(tool);
    }
    return out;
  }

  /**
   * The Rslib names for a squashed term, given the tools the query names, and the tools whose
   * names they are; both empty when none. `plainWord`: the term is a plain word that maps
   * because the query names its tool (`esbuild platform`).
   */
  lookup(
    key: string,
    tools: ReadonlySet<string>,
  ): { rslib: string[]; tools: string[]; plainWord: boolean } {
    const out = new Set<string>();
    const from = new Set<string>();
    let plainWord = false;
    for (const m of this.byKey.get(key) ?? [])
      if (!m.needsTool || tools.has(m.tool)) {
        for (const name of m.rslib) out.add(name);
        from.add(m.tool);
        plainWord ||= m.needsTool;
      }
    return { rslib: [...out], tools: [...from], plainWord };
  }
}

export function editDistanceAtMostOne(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length || i === b.length) return Math.abs(a.length - b.length) <= 1;
  const ra = a.slice(i + 1);
  const rb = b.slice(i + 1);
  // substitution, insertion, deletion, transposition
  return (
    ra === rb ||
    a.slice(i) === rb ||
    ra === b.slice(i) ||
    (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
  );
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment), or `max + 1` as soon
 * as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = new Array<number>(n + 1);
    row[0] = i;
    let low = row[0];
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, prev2[j - 2] + 1);
      row[j] = d;
      if (d < low) low = d;
    }
    if (low > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[n];
}
