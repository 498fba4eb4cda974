// Stage 2 of a search (search/engine.ts runs the stages): each query unit's alternatives looked
// up in the inverted index (whole terms, stems, prefixes, typos, joined identifiers, flags), and
// its best weighted match in every record, with the field of it.

import { ANCHOR, CODE, CONTENT, FIELDS, HEADING, TITLE } from './fields';
import type { MatchedTerms } from './highlight';
import type { Alt, Unit } from './query';
import { RANKING } from './ranking';
import { isCjk, stem } from './tokenize';
import { editDistanceAtMostOne } from './vocabulary';

interface Expansion {
  term: string;
  quality: number;
  /** Characters typed of a prefix match; 0 for a whole-term match. */
  prefix: number;
}

/** What matching asks of the index. */
export interface MatchIndex {
  /** Per term, its postings: record × 8 + field. */
  readonly postings: ReadonlyMap<string, Int32Array>;
  /** The index's terms, sorted. */
  vocab(): readonly string[];
  /** Page of each record. */
  readonly pageOf: Int32Array;
  /** How many records the index has. */
  readonly size: number;
  /** A field's weight in a record (search/engine.ts, weight). */
  weight(r: number, field: number): number;
  /** How many pages have the term in their title. */
  titlePages(term: string): number;
}

/** Per query unit: its best weighted match in each record, the field of it, the records it matches. */
export interface Matches {
  bests: Float32Array[];
  fields: Int8Array[];
  matchedBy: number[][];
  /** The index terms the query matched, for the highlights (search/highlight.ts). */
  matchedTerms: MatchedTerms;
}

/** Matches query units against one index; keeps its score buffers from query to query. */
export class Matcher {
  private readonly index: MatchIndex;

  constructor(index: MatchIndex) {
    this.index = index;
  }

  /** Every unit's matches, in query order. */
  match(units: Unit[]): Matches {
    const matchedTerms: MatchedTerms = new Map();
    const note = (e: Expansion) => {
      const had = matchedTerms.get(e.term);
      if (had === undefined || (had > 0 && e.prefix === 0)) matchedTerms.set(e.term, e.prefix);
    };
    const bests: Float32Array[] = [];
    const fields: Int8Array[] = [];
    const matchedBy: number[][] = [];
    const N = this.index.size;
    units.forEach((unit) => {
      const best = new Float32Array(N);
      const field = new Int8Array(N).fill(-1);
      const matched = new Set<number>();
      unit.alts.forEach((alt, a) => {
        this.matchAlt(alt, unit.typing && a === 0, unit.optional, note, best, field, matched);
      });
      const list = this.codeAsFallback([...matched], best, field);
      bests.push(best);
      fields.push(field);
      matchedBy.push(list);
    });
    return { bests, fields, matchedBy, matchedTerms };
  }

  private prefixTerms(prefix: string): string[] {
    const vocab = this.index.vocab();
    let lo = 0;
    let hi = vocab.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (vocab[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < vocab.length && vocab[i].startsWith(prefix); i++) out.push(vocab[i]);
    if (out.length > RANKING.maxPrefixTerms)
      out.sort((a, b) => a.length - b.length).length = RANKING.maxPrefixTerms;
    return out;
  }

  /** The index terms a query part stands for, each with how well it matches. */
  private expand(part: string, typing: boolean, exactOnly: boolean): Expansion[] {
    const Q = RANKING.quality;
    const out: Expansion[] = [];
    const seen = new Set<string>();
    const add = (term: string, quality: number, prefix: number) => {
      if (seen.has(term)) return;
      seen.add(term);
      out.push({ term, quality, prefix });
    };
    if (this.index.postings.has(part)) add(part, Q.exact, 0);
    const s = stem(part);
    if (s !== part && this.index.postings.has(s)) add(s, Q.stem, 0);
    if (exactOnly) return out;
    const cjk = isCjk(part);
    if (typing || part.length >= (cjk ? 1 : 3)) {
      for (const term of this.prefixTerms(part))
        add(term, typing ? Q.typingPrefix : Q.prefix, part.length);
    }
    if (!out.length && !cjk && part.length >= 5) {
      for (const term of this.index.vocab()) {
        if (term[0] === part[0] && editDistanceAtMostOne(part, term)) add(term, Q.typo, 0);
      }
    }
    return out;
  }

  /** Zeroed score buffers (record × field), reused from query to query. */
  private readonly pool: Float32Array[] = [];

  private buffer(): Float32Array {
    return this.pool.pop() ?? new Float32Array(this.index.size * FIELDS);
  }

  /** Zeroes the parts of a buffer that were written, and keeps it for the next query. */
  private release(scores: Float32Array, touched: Iterable<number>) {
    for (const r of touched) scores.fill(0, r * FIELDS, r * FIELDS + FIELDS);
    this.pool.push(scores);
  }

  /**
   * The share of a title match that a term keeps when several pages have it in their title
   * (RANKING.sharedTitle): a word the titles share names a kind of page.
   */
  private titleShare(titles: number): number {
    return titles > 1 ? (1 / titles) ** RANKING.sharedTitle : 1;
  }

  /**
   * Per record and field, the best quality with which a part matched. `titles`: how many page
   * titles the whole phrase the part is from has (0: judge each term by its own titles).
   */
  private matchPart(expansions: Expansion[], touched: Set<number>, titles = 0): Float32Array {
    const scores = this.buffer();
    for (const { term, quality } of expansions) {
      const list = this.index.postings.get(term);
      if (!list) continue;
      const inTitle = quality * this.titleShare(titles || this.index.titlePages(term));
      for (let k = 0; k < list.length; k++) {
        const posting = list[k];
        const r = posting >> 3;
        const f = posting & 7;
        const i = r * FIELDS + f;
        const q = f === TITLE ? inTitle : quality;
        if (scores[i] < q) scores[i] = q;
        touched.add(r);
      }
    }
    return scores;
  }

  /** The best weighted score of one alternative in every record it matches. */
  private matchAlt(
    alt: Alt,
    typing: boolean,
    optional: boolean,
    note: (e: Expansion) => void,
    best: Float32Array,
    field: Int8Array,
    matched: Set<number>,
  ) {
    const Q = RANKING.quality;
    const n = alt.parts.length;
    const partScores: Float32Array[] = [];
    const partTouched: Set<number>[] = [];
    // A phrase (module federation) is as rare among titles as its rarest word.
    const titles =
      n > 1 ? Math.max(1, Math.min(...alt.parts.map((p) => this.index.titlePages(p)))) : 0;
    alt.parts.forEach((part, k) => {
      const touched = new Set<number>();
      const ex = optional
        ? this.index.postings.has(part)
          ? [{ term: part, quality: Q.exact, prefix: 0 }]
          : []
        : this.expand(part, typing && k === n - 1, Boolean(alt.exactOnly));
      if (!optional) ex.forEach(note);
      partScores.push(this.matchPart(ex, touched, titles));
      partTouched.push(touched);
    });
    const candidates = new Set<number>();
    let joinedScores: Float32Array | null = null;
    const joinedTouched = new Set<number>();
    if (alt.joined) {
      const ex: Expansion[] = [];
      if (this.index.postings.has(alt.joined))
        ex.push({ term: alt.joined, quality: Q.exact, prefix: 0 });
      if (typing && !alt.exactOnly) {
        for (const term of this.prefixTerms(alt.joined)) {
          if (term !== alt.joined) ex.push({ term, quality: Q.typingPrefix, prefix: 0 });
        }
      }
      ex.forEach(note);
      joinedScores = this.matchPart(ex, joinedTouched);
      for (const r of joinedTouched) candidates.add(r);
    }
    const [smallest, ...rest] = [...partTouched].sort((a, b) => a.size - b.size);
    for (const r of smallest) if (rest.every((t) => t.has(r))) candidates.add(r);
    let flagScores: Float32Array | null = null;
    const flagTouched = new Set<number>();
    if (alt.flag) {
      const ex = [{ term: alt.flag, quality: Q.exact, prefix: 0 }];
      ex.forEach(note);
      flagScores = this.matchPart(ex, flagTouched);
      for (const r of flagTouched) candidates.add(r);
    }
    // Without the flag itself, the bare word is a weaker match.
    const partFactor = flagScores ? Q.bareFlag : 1;
    for (const r of candidates) {
      let top = 0;
      let topField = -1;
      let sum = 0;
      // A section that shows the flag and whose heading (or anchor) names its word is about it.
      let hasFlag = false;
      if (flagScores) for (let f = 0; f < FIELDS; f++) hasFlag ||= flagScores[r * FIELDS + f] > 0;
      for (let f = 0; f < FIELDS; f++) {
        const i = r * FIELDS + f;
        const named = hasFlag && (f === TITLE || f === HEADING || f === ANCHOR);
        const weight = this.index.weight(r, f);
        // An identifier as typed (`NormalizedConfig`) in code counts more than its parts in prose.
        let w =
          (joinedScores ? joinedScores[i] : 0) *
          (f === CODE ? RANKING.field.codeIdentifier : weight);
        if (flagScores?.[i]) {
          const flagWeight =
            f === TITLE || f === HEADING ? weight * RANKING.flagHeading : RANKING.flagField;
          w = Math.max(w, flagScores[i] * flagWeight);
        }
        let m = partScores[0][i];
        for (let k = 1; k < n; k++) m = Math.min(m, partScores[k][i]);
        w = Math.max(w, (n > 1 ? m * Q.splitParts : m) * (named ? 1 : partFactor) * weight);
        // Code is evidence of its own: it adds nothing to the other fields.
        if (f !== CODE) sum += w;
        if (w > top) {
          top = w;
          topField = f;
        }
      }
      // The other fields that hold the word add a little.
      if (topField !== -1 && topField !== CODE) top += RANKING.otherFields * (sum - top);
      if (topField === -1) {
        // The parts matched in different fields (lib.dts in the title, bundle in a heading).
        // A part found only in code does not make a match across fields.
        sum = 0;
        let all = true;
        for (let k = 0; k < n; k++) {
          let pb = 0;
          for (let f = 0; f < CODE; f++)
            pb = Math.max(pb, this.index.weight(r, f) * partScores[k][r * FIELDS + f]);
          sum += pb;
          all &&= pb > 0;
        }
        if (!all) continue;
        top = (sum / n) * Q.crossField;
        topField = CONTENT;
      }
      top *= alt.quality;
      if (top > best[r]) {
        best[r] = top;
        field[r] = topField;
      }
      matched.add(r);
    }
    partScores.forEach((scores, k) => {
      this.release(scores, partTouched[k]);
    });
    if (joinedScores) this.release(joinedScores, joinedTouched);
    if (flagScores) this.release(flagScores, flagTouched);
  }

  /**
   * A word's matches in code only count where prose rarely has it: when more than
   * RANKING.codeFallbackPages pages name it outside code, sections that have it only in code
   * are dropped (they would dilute its idf and crowd the pages that explain it).
   */
  private codeAsFallback(list: number[], best: Float32Array, field: Int8Array): number[] {
    const pages = new Set<number>();
    for (const r of list) if (field[r] !== CODE) pages.add(this.index.pageOf[r]);
    if (pages.size <= RANKING.codeFallbackPages) return list;
    return list.filter((r) => {
      if (field[r] !== CODE) return true;
      best[r] = 0;
      return false;
    });
  }
}
