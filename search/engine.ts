// The local search engine: an inverted index over the records of one language, built in memory
// when the index file loads, and a ranking that puts title and heading matches above body text.
import type { MatchedTerms } from './highlight';
import { type Attribute, attribute, toHit } from './hits';
import {
  bigrams,
  cjkWords,
  flagOf,
  indexTerms,
  isCjk,
  parts,
  runs,
  STOPWORDS,
  stem,
} from './tokenize';
import type { HitType, SearchHit, SearchRecord } from './types';

const TITLE = 0;
const HEADING = 1;
const PARENT = 2;
const CONTENT = 3;
const GROUP = 4;
const FIELDS = 5;

const MAX_QUERY_LENGTH = 512;
const MAX_UNITS = 12;
const MAX_PREFIX_TERMS = 60;
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** A query word: all its parts must match, or its joined form must (autoExternal → auto + external | autoexternal). */
interface Unit {
  parts: string[];
  joined?: string;
  /** `--lib` typed as a CLI flag: pages with the flag rank above pages that only say "lib". */
  flag?: string;
  optional: boolean;
  /** The reader is still typing this word: its last part matches as a prefix with little penalty. */
  typing: boolean;
}

interface Expansion {
  term: string;
  quality: number;
  /** Characters typed of a prefix match; 0 for a whole-word match. */
  prefix: number;
}

export interface SearchOptions {
  hitsPerPage?: number;
  /** Snippet length in words (DocSearch asks for 10, or 5 on narrow screens). */
  snippetWords?: number;
  ellipsis?: string;
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
}

function levelOf(type: HitType): number {
  return type === 'content' ? 7 : Number(type.slice(3));
}

/** Squashes a heading or query to compare whole texts: "auto-external" and "autoExternal" → "autoexternal". */
export function textKey(text: string): string {
  let key = '';
  for (const run of runs(text)) {
    key +=
      run.kind === 'cjk'
        ? run.text
        : parts(run.text)
            .map((p) => p.term)
            .join('');
  }
  return key;
}

function editDistanceAtMostOne(a: string, b: string): boolean {
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

export class SearchEngine {
  readonly records: SearchRecord[];
  private readonly levels: Uint8Array;
  private readonly postings = new Map<string, number[]>();
  private readonly vocab: string[];
  private readonly titleKeys: string[];
  private readonly headingKeys: string[];

  constructor(records: SearchRecord[]) {
    this.records = records;
    this.levels = new Uint8Array(records.length);
    this.titleKeys = [];
    this.headingKeys = [];
    const termCache = new Map<string, string[]>();
    const termsOf = (text: string | null | undefined): string[] => {
      if (!text) return [];
      let terms = termCache.get(text);
      if (!terms) {
        terms = [...new Set(indexTerms(text))];
        // Page titles and group names repeat on every section; long texts do not.
        if (text.length < 200) termCache.set(text, terms);
      }
      return terms;
    };
    records.forEach((record, r) => {
      const level = levelOf(record.type);
      this.levels[r] = level;
      const h = record.hierarchy;
      const own = level > 1 && level < 7 ? h[LEVELS[level]] : null;
      const parents = LEVELS.slice(2, Math.min(level, 7))
        .map((l) => h[l])
        .filter(Boolean)
        .join(' ');
      this.titleKeys.push(textKey(h.lvl1 ?? ''));
      this.headingKeys.push(own ? textKey(own) : '');
      const fields: [number, string | null][] = [
        [TITLE, h.lvl1],
        [HEADING, own],
        [PARENT, parents],
        [CONTENT, record.keywords ? `${record.content ?? ''} ${record.keywords}` : record.content],
        [GROUP, h.lvl0],
      ];
      for (const [field, text] of fields) {
        for (const term of termsOf(text)) {
          let list = this.postings.get(term);
          if (!list) {
            list = [];
            this.postings.set(term, list);
          }
          list.push(r * 8 + field);
        }
      }
    });
    this.vocab = [...this.postings.keys()].sort();
  }

  private weight(r: number, field: number): number {
    const level = this.levels[r];
    switch (field) {
      case TITLE:
        return level === 1 ? 10 : 4;
      case HEADING:
        return 10 - 0.5 * level;
      case PARENT:
        return 5;
      case CONTENT:
        return 2;
      default:
        return 1.5;
    }
  }

  /** Reads a query into units, segmenting Chinese and splitting identifiers. */
  parse(query: string): Unit[] {
    const q = query.slice(0, MAX_QUERY_LENGTH);
    const units: Unit[] = [];
    for (const run of runs(q)) {
      if (run.kind === 'cjk') {
        for (const word of cjkWords(run.text) ?? bigrams(run.text)) {
          const single = Array.from(word).length === 1;
          const known = single || this.postings.has(word);
          units.push({
            parts: known ? [word] : bigrams(word),
            optional: STOPWORDS.has(word),
            typing: false,
          });
        }
      } else {
        const ps = parts(run.text).map((p) => p.term);
        if (!ps.length) continue;
        const flag = flagOf(q, run);
        units.push({
          parts: ps,
          joined: ps.length > 1 ? ps.join('') : undefined,
          flag: flag && this.postings.has(flag) ? flag : undefined,
          optional: ps.length === 1 && STOPWORDS.has(ps[0]),
          typing: false,
        });
      }
    }
    const last = units[units.length - 1];
    if (last && !/\s$/.test(q)) last.typing = true;
    if (units.every((u) => u.optional)) for (const u of units) u.optional = false;
    return units.slice(0, MAX_UNITS);
  }

  private prefixTerms(prefix: string): string[] {
    let lo = 0;
    let hi = this.vocab.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.vocab[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < this.vocab.length && this.vocab[i].startsWith(prefix); i++)
      out.push(this.vocab[i]);
    if (out.length > MAX_PREFIX_TERMS)
      out.sort((a, b) => a.length - b.length).length = MAX_PREFIX_TERMS;
    return out;
  }

  /** The index terms a query part stands for, each with how well it matches. */
  private expand(part: string, typing: boolean): Expansion[] {
    const out: Expansion[] = [];
    const seen = new Set<string>();
    const add = (term: string, quality: number, prefix: number) => {
      if (seen.has(term)) return;
      seen.add(term);
      out.push({ term, quality, prefix });
    };
    if (this.postings.has(part)) add(part, 1, 0);
    const s = stem(part);
    if (s !== part && this.postings.has(s)) add(s, 0.9, 0);
    const cjk = isCjk(part);
    const minPrefix = typing ? 1 : cjk ? 1 : 2;
    if (part.length >= minPrefix) {
      for (const term of this.prefixTerms(part)) add(term, typing ? 0.8 : 0.6, part.length);
    }
    if (!out.length && !cjk && part.length >= 5) {
      for (const term of this.vocab) {
        if (term[0] === part[0] && editDistanceAtMostOne(part, term)) add(term, 0.5, 0);
      }
    }
    return out;
  }

  /** Per record and field, the best quality with which a part matched. */
  private matchPart(expansions: Expansion[], touched: Set<number>): Float32Array {
    const scores = new Float32Array(this.records.length * FIELDS);
    for (const { term, quality } of expansions) {
      for (const posting of this.postings.get(term) ?? []) {
        const r = posting >> 3;
        const i = r * FIELDS + (posting & 7);
        if (scores[i] < quality) scores[i] = quality;
        touched.add(r);
      }
    }
    return scores;
  }

  search(query: string, options: SearchOptions = {}): SearchResult {
    const { hitsPerPage = 20, snippetWords = 10, ellipsis = '…' } = options;
    const units = this.parse(query);
    if (!units.length) return { hits: [], nbHits: 0 };

    const matched: MatchedTerms = new Map();
    const note = (e: Expansion) => {
      const had = matched.get(e.term);
      if (had === undefined || (had > 0 && e.prefix === 0)) matched.set(e.term, e.prefix);
    };

    // For each unit: the records it matches, and its score and best field in each.
    const unitScores: Float32Array[] = [];
    const unitFields: Int8Array[] = [];
    const unitRecords: Set<number>[] = [];
    /** Records that match a flag unit (--lib) by the bare word only. */
    const unitWeak: Uint8Array[] = [];
    for (const unit of units) {
      const n = unit.parts.length;
      const partScores: Float32Array[] = [];
      const partTouched: Set<number>[] = [];
      unit.parts.forEach((part, i) => {
        const touched = new Set<number>();
        // Stopwords count only as typed (and are not highlighted); other parts also match
        // inflections, prefixes and one typo.
        const ex = unit.optional
          ? this.postings.has(part)
            ? [{ term: part, quality: 1, prefix: 0 }]
            : []
          : this.expand(part, unit.typing && i === n - 1);
        if (!unit.optional) ex.forEach(note);
        partScores.push(this.matchPart(ex, touched));
        partTouched.push(touched);
      });
      let joinedScores: Float32Array | null = null;
      const candidates = new Set<number>();
      if (unit.joined) {
        const ex: Expansion[] = [];
        if (this.postings.has(unit.joined)) ex.push({ term: unit.joined, quality: 1, prefix: 0 });
        if (unit.typing) {
          for (const term of this.prefixTerms(unit.joined)) {
            if (term !== unit.joined) ex.push({ term, quality: 0.85, prefix: 0 });
          }
        }
        ex.forEach(note);
        joinedScores = this.matchPart(ex, candidates);
      }
      const [smallest, ...rest] = [...partTouched].sort((a, b) => a.size - b.size);
      for (const r of smallest) if (rest.every((t) => t.has(r))) candidates.add(r);
      let flagScores: Float32Array | null = null;
      if (unit.flag) {
        const ex = [{ term: unit.flag, quality: 1, prefix: 0 }];
        ex.forEach(note);
        flagScores = this.matchPart(ex, candidates);
      }
      // Without the flag itself, the bare word is a weaker match.
      const partFactor = flagScores ? 0.5 : 1;

      const score = new Float32Array(this.records.length);
      const best = new Int8Array(this.records.length).fill(-1);
      const weak = new Uint8Array(this.records.length);
      for (const r of candidates) {
        let top = 0;
        let topField = -1;
        let flagHit = false;
        for (let f = 0; f < FIELDS; f++) {
          const i = r * FIELDS + f;
          if (flagScores?.[i]) flagHit = true;
          let s = Math.max(joinedScores ? joinedScores[i] : 0, flagScores ? flagScores[i] : 0);
          let m = partScores[0][i];
          for (let k = 1; k < n; k++) m = Math.min(m, partScores[k][i]);
          s = Math.max(s, (n > 1 ? m * 0.9 : m) * partFactor);
          const w = this.weight(r, f) * s;
          if (w > top) {
            top = w;
            topField = f;
          }
        }
        if (topField === -1) {
          // The parts matched in different fields (lib.dts in the title, bundle in a heading).
          let sum = 0;
          for (let k = 0; k < n; k++) {
            let pb = 0;
            for (let f = 0; f < FIELDS; f++)
              pb = Math.max(pb, this.weight(r, f) * partScores[k][r * FIELDS + f]);
            sum += pb;
          }
          top = (sum / n) * 0.6;
          topField = CONTENT;
        }
        score[r] = top;
        best[r] = topField;
        if (flagScores && !flagHit) weak[r] = 1;
      }
      unitScores.push(score);
      unitFields.push(best);
      unitWeak.push(weak);
      unitRecords.push(candidates);
    }

    // Records with every word come first; records with at least half of them follow.
    const required = units.map((u, i) => (u.optional ? -1 : i)).filter((i) => i >= 0);
    const minCount = Math.max(1, Math.ceil(required.length / 2));
    const counts = new Map<number, number>();
    for (const i of required)
      for (const r of unitRecords[i]) counts.set(r, (counts.get(r) ?? 0) + 1);
    const pool = [...counts].filter(([, c]) => c >= minCount).map(([r]) => r);

    const queryKey = required
      .map((i) => units[i].flag ?? units[i].joined ?? units[i].parts.join(''))
      .join('');
    const ranked = pool.map((r) => {
      let count = 0;
      let total = 0;
      let inContent = false;
      let sameField = -2;
      for (let i = 0; i < units.length; i++) {
        const s = unitScores[i][r];
        if (!s) continue;
        total += s;
        if (units[i].optional) continue;
        count += unitWeak[i][r] ? 0.5 : 1;
        const field = unitFields[i][r];
        if (field === CONTENT) inContent = true;
        sameField = sameField === -2 ? field : sameField === field ? field : -1;
      }
      if (count > 1 && (sameField === TITLE || sameField === HEADING)) total += 3;
      const level = this.levels[r];
      if (queryKey) {
        if (level === 1 && this.titleKeys[r] === queryKey) total += 8;
        else if (level === 1 && this.titleKeys[r].startsWith(queryKey)) total += 2;
        if (this.headingKeys[r] === queryKey) total += 6;
      }
      return { r, count, total, inContent, level };
    });
    ranked.sort((a, b) => b.count - a.count || b.total - a.total || a.level - b.level || a.r - b.r);

    const words = units.filter((u) => !u.optional).map((u) => u.parts.join(''));
    // Page titles and group names repeat across hits: mark each text once per query.
    const memo = new Map<string, Attribute>();
    const describe = (text: string, snippetOf: boolean) => {
      const key = `${snippetOf ? 1 : 0}${text}`;
      let a = memo.get(key);
      if (!a) {
        a = attribute(text, matched, words, snippetOf ? snippetWords : undefined, ellipsis);
        memo.set(key, a);
      }
      return a;
    };
    const hits = ranked.slice(0, hitsPerPage).map(({ r, inContent }) => {
      const record = this.records[r];
      const type: HitType = inContent && record.content ? 'content' : record.type;
      return toHit(record, type, describe);
    });
    return { hits, nbHits: ranked.length };
  }
}
