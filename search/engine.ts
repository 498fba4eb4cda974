// The local search engine: an inverted index over the records of one language, built in memory
// when an index tier loads (the full-text tier is added in slices), and a ranking (every weight
// in search/ranking.ts) that
// - reads a query into words ("units"): identifiers split into their parts; Chinese read as the
//   character pairs that every page is indexed with, between filler words; filler words made
//   optional, words of intent weak, and synonyms (search/lexicon.ts) added as alternatives;
// - scores each section by idf × field weight × match quality per word, times the share of the
//   query it covers, plus phrase and exact-title bonuses;
// - scores each page by its best section and by what all its sections cover together, and keeps
//   pages that have at least half of the query's topic words;
// - hands DocSearch the best sections of the best pages, arranged by search/present.ts so that
//   the best pages lead in the modal across DocSearch's groups.
import type { MatchedTerms } from './highlight';
import { type Attribute, attribute, toHit } from './hits';
import { DEFINITION_CUES, DEFINITION_TARGETS, STOPWORDS, WEAK_WORDS } from './lexicon';
import { normalizeQuery } from './normalize';
import { present } from './present';
import { RANKING } from './ranking';
import {
  bigrams,
  cjkWords,
  flagOf,
  indexTerms,
  isCjk,
  normalize,
  parts,
  runs,
  stem,
} from './tokenize';
import type { CrossToolEntry, HitType, SearchHit, SearchRecord } from './types';
import {
  CrossToolTable,
  editDistanceAtMostOne,
  latinWords,
  phraseParts,
  synonyms,
} from './vocabulary';

const TITLE = 0;
const HEADING = 1;
const PARENT = 2;
const CONTENT = 3;
const GROUP = 4;
/** The words of the section's code blocks (the code tier). */
const CODE = 5;
/**
 * The words of the section's anchor that its heading does not already have. The Chinese pages
 * keep English anchors (`## 监听模式 {#watch-mode}`), so a reader on /zh who types the English
 * term (`--watch`, `watch mode`) finds the section that is about it.
 */
const ANCHOR = 6;
const FIELDS = 7;
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** One way a query word can match: all `parts` in one field, or the `joined` form, or the `flag`. */
interface Alt {
  parts: string[];
  joined?: string;
  /** `--lib` typed as a CLI flag: pages with the flag rank above pages that only say "lib". */
  flag?: string;
  quality: number;
  /** Synonyms match whole terms only: no prefixes, no typos. */
  exactOnly?: boolean;
}

/** A query word (or a phrase from the synonym table), with the ways it can match. */
interface Unit {
  alts: Alt[];
  /** A filler word: it never decides whether a record matches. */
  optional: boolean;
  /** A word of intent (change, add): it counts, but little. */
  weak?: boolean;
  /** Added for a question that asks what a term means: it finds the glossary, never required. */
  cue?: boolean;
  /** The reader is still typing this word: its last part also matches as a prefix. */
  typing: boolean;
  /** The synonym group the word is from: two words of one group count once. */
  group?: number;
  /** Squashed form, for exact title and heading matches. */
  key: string;
  cjk: boolean;
  start: number;
  end: number;
}

interface Phrase {
  /** The words' stems, space-separated (Chinese as typed). */
  text: string;
  cjk: boolean;
  units: number[];
}

export interface ParsedQuery {
  units: Unit[];
  phrases: Phrase[];
  /** The query without its filler words, squashed, for exact title and heading matches. */
  key: string;
  /** The question asks what a term means (lexicon DEFINITION_CUES). */
  asksMeaning: boolean;
}

/** The required units' text, squashed, with overlapping Chinese pairs counted once. */
function queryKey(q: string, units: Unit[]): string {
  let key = '';
  let end = 0;
  for (const u of units) {
    if (u.optional || !u.alts.length) continue;
    if (u.cjk && u.start < end) key += q.slice(end, u.end);
    else key += u.key;
    end = Math.max(end, u.end);
  }
  return key;
}

interface Expansion {
  term: string;
  quality: number;
  /** Characters typed of a prefix match; 0 for a whole-term match. */
  prefix: number;
}

export interface SearchOptions {
  hitsPerPage?: number;
  /** Snippet length in words (DocSearch asks for 10, or 5 on narrow screens). */
  snippetWords?: number;
  ellipsis?: string;
  /** Also return the ranked pages with their scores (tests and tuning). */
  explain?: boolean;
  /** Overrides RANKING.minWordShare (search/suggest.ts relaxes it for the nearest pages). */
  minWordShare?: number;
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  ranking?: {
    url: string;
    score: number;
    section: string;
    sectionScore: number;
    /** Per query unit: its idf, and its weighted match in the section. */
    units: [number, number][];
  }[];
}

function levelOf(type: HitType): number {
  return type === 'content' ? 7 : Number(type.slice(3));
}

/**
 * The key of a dotted option name's last part ("lib.autoExternal" → "autoexternal"), '' for other
 * texts: readers type an option without its namespace, and that is still its exact name.
 */
function nameKey(text: string): string {
  const name = text.trim();
  if (!/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(name)) return '';
  return textKey(name.slice(name.lastIndexOf('.') + 1));
}

/** Squashes a heading or query to compare whole texts: "auto-external" and "autoExternal" → "autoexternal". */
function textKey(text: string): string {
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

function addPostings(lists: Map<string, number[]>, terms: string[], posting: number) {
  for (const term of terms) {
    let list = lists.get(term);
    if (!list) {
      list = [];
      lists.set(term, list);
    }
    list.push(posting);
  }
}

/** How the later tiers are indexed: in slices of `sliceMs`, handing the thread back with `pause`. */
export interface Slices {
  sliceMs?: number;
  pause?: () => Promise<void>;
}

export class SearchEngine {
  readonly records: SearchRecord[];
  private readonly levels: Uint8Array;
  private readonly postings = new Map<string, Int32Array>();
  private vocab: string[];
  private readonly titleKeys: string[];
  private readonly headingKeys: string[];
  /** nameKey of each record's title and heading. */
  private readonly titleNameKeys: string[] = [];
  private readonly headingNameKeys: string[] = [];
  /** Page of each record, and each page's group and records. */
  private readonly pageOf: Int32Array;
  private readonly pages: { group: string; records: number[] }[] = [];
  /** Lower-cased texts for phrase matching, built on first use. */
  private readonly headText: (string | undefined)[];
  private readonly bodyText: (string | undefined)[];
  private readonly synonymAlts = new Map<number, Alt[]>();
  /** Per Chinese character, how many records contain it (for the cohesion of a pair). */
  private readonly charRecords = new Map<string, number>();
  private readonly crossTool: CrossToolTable;

  /** `crossTool`: other tools' option names from the migration pages (the first tier's). */
  constructor(records: SearchRecord[], { crossTool }: { crossTool?: CrossToolEntry[] } = {}) {
    this.records = records.slice();
    this.crossTool = new CrossToolTable(crossTool);
    const n = records.length;
    this.levels = new Uint8Array(n);
    this.pageOf = new Int32Array(n);
    this.headText = new Array(n);
    this.bodyText = new Array(n);
    this.titleKeys = [];
    this.headingKeys = [];
    const lists = new Map<string, number[]>();
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
    const pageIndex = new Map<string, number>();
    records.forEach((record, r) => {
      const level = levelOf(record.type);
      this.levels[r] = level;
      const h = record.hierarchy;
      const url = record.url.split('#')[0];
      let p = pageIndex.get(url);
      if (p === undefined) {
        p = this.pages.length;
        pageIndex.set(url, p);
        this.pages.push({ group: h.lvl0, records: [] });
      }
      this.pageOf[r] = p;
      this.pages[p].records.push(r);
      const own = level > 1 && level < 7 ? h[LEVELS[level]] : null;
      const parents = LEVELS.slice(2, Math.min(level, 7))
        .map((l) => h[l])
        .filter(Boolean)
        .join(' ');
      this.titleKeys.push(textKey(h.lvl1 ?? ''));
      this.headingKeys.push(own ? textKey(own) : '');
      this.titleNameKeys.push(nameKey(h.lvl1 ?? ''));
      this.headingNameKeys.push(own ? nameKey(own) : '');
      const fields: [number, string | null][] = [
        [TITLE, h.lvl1],
        [HEADING, own],
        [PARENT, parents],
        [CONTENT, record.content],
        [GROUP, h.lvl0],
      ];
      for (const [field, text] of fields) addPostings(lists, termsOf(text), r * 8 + field);
      const anchor = record.url.split('#')[1];
      if (anchor) {
        const heading = new Set([...termsOf(own), ...termsOf(h.lvl1)]);
        const added = termsOf(anchor.replace(/-/g, ' ')).filter((t) => !heading.has(t));
        addPostings(lists, added, r * 8 + ANCHOR);
      }
      this.countChars(fields.map(([, text]) => text ?? '').join(' '));
    });
    for (const [term, list] of lists) this.postings.set(term, Int32Array.from(list));
    this.vocab = [...this.postings.keys()].sort();
    const glossaryKeys = new Set(DEFINITION_TARGETS.map(textKey));
    this.definitionPages = new Uint8Array(this.pages.length);
    for (let r = 0; r < records.length; r++)
      if (glossaryKeys.has(this.titleKeys[r])) this.definitionPages[this.pageOf[r]] = 1;
  }

  /** Pages that define terms (the glossary): 1 where the page's title is a DEFINITION_TARGETS word. */
  private readonly definitionPages: Uint8Array;

  /**
   * Adds the full-text tier: the rest of each record's text. Indexing runs in slices of about
   * `sliceMs`, handing the thread back between them (`pause`), so typing stays responsive; the
   * new terms take effect all at once at the end.
   */
  addFullText(rest: readonly (string | null)[], slices: Slices = {}): Promise<void> {
    return this.addTexts(rest, CONTENT, slices);
  }

  /** Adds the code tier: the words of each record's code blocks, a field of their own. */
  addCode(code: readonly (string | null)[], slices: Slices = {}): Promise<void> {
    return this.addTexts(code, CODE, slices);
  }

  private async addTexts(
    texts: readonly (string | null)[],
    field: typeof CONTENT | typeof CODE,
    { sliceMs = 8, pause = () => new Promise<void>((r) => setTimeout(r, 0)) }: Slices,
  ): Promise<void> {
    const lists = new Map<string, number[]>();
    const content: [number, string][] = [];
    let sliceStart = Date.now();
    for (let r = 0; r < this.records.length; r++) {
      const more = texts[r];
      if (typeof more !== 'string' || !more) continue;
      const record = this.records[r];
      if (field === CODE) {
        addPostings(lists, [...new Set(indexTerms(more))], r * 8 + CODE);
      } else {
        const had = new Set(indexTerms(record.content ?? ''));
        const whole = (record.content ?? '') + more;
        const added = [...new Set(indexTerms(whole))].filter((t) => !had.has(t));
        this.countChars(
          more,
          `${Object.values(record.hierarchy).join(' ')} ${record.content ?? ''}`,
        );
        addPostings(lists, added, r * 8 + CONTENT);
        content.push([r, whole]);
      }
      if (Date.now() - sliceStart >= sliceMs) {
        await pause();
        sliceStart = Date.now();
      }
    }
    for (const [term, list] of lists) {
      const old = this.postings.get(term);
      if (!old) {
        this.postings.set(term, Int32Array.from(list));
        continue;
      }
      const merged = new Int32Array(old.length + list.length);
      merged.set(old);
      merged.set(list, old.length);
      this.postings.set(term, merged);
    }
    for (const [r, whole] of content) {
      this.records[r] = { ...this.records[r], content: whole };
      this.bodyText[r] = undefined;
    }
    if (content.length) this.lengthFactors = null;
    this.vocab = [...this.postings.keys()].sort();
    // A synonym's alternatives depend on which terms the index has (cjkAlts): a query asked
    // before this tier arrived must not keep them, or it misses the pages the tier just added.
    this.synonymAlts.clear();
  }

  /** The index's terms, sorted (search/suggest.ts looks for the nearest ones). */
  terms(): readonly string[] {
    return this.vocab;
  }

  /** How many postings (record and field) a term has; 0 when the index lacks it. */
  frequency(term: string): number {
    return this.postings.get(term)?.length ?? 0;
  }

  /** Counts the Chinese characters of a record's `text`, except those in `counted` already. */
  private countChars(text: string, counted = '') {
    const had = new Set(counted);
    const chars = new Set<string>();
    for (const ch of text) if (isCjk(ch) && !had.has(ch)) chars.add(ch);
    for (const ch of chars) this.charRecords.set(ch, (this.charRecords.get(ch) ?? 0) + 1);
  }

  /**
   * How much a pair of Chinese characters behaves like a word: the share of the records with
   * its rarer character that also have the pair. 构建 and 密钥 are near 1; pairs that only
   * happen across a word boundary of the query (终生 in 最终生成) are near 0.
   */
  private cohesion(pair: string): number {
    const list = this.postings.get(pair);
    if (!list) return 0;
    let records = 0;
    let last = -1;
    for (let k = 0; k < list.length; k++) {
      const r = list[k] >> 3;
      if (r !== last) records++;
      last = r;
    }
    const [a, b] = Array.from(pair);
    const rarer = Math.min(this.charRecords.get(a) ?? 0, this.charRecords.get(b) ?? 0);
    return rarer ? Math.min(1, records / rarer) : 0;
  }

  private lengthFactors: Float32Array | null = null;

  /**
   * Per record, (average text length / its length) ^ RANKING.contentLengthNorm, at most 1: a long
   * section has every word of a long question somewhere, so its text counts less per word.
   */
  private get lengthFactor(): Float32Array {
    if (!this.lengthFactors) {
      const lengths = this.records.map((r) => r.content?.length ?? 0);
      const avg = lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length);
      this.lengthFactors = Float32Array.from(lengths, (n) =>
        n > avg ? (avg / n) ** RANKING.contentLengthNorm : 1,
      );
    }
    return this.lengthFactors;
  }

  private sizeFactors: Float32Array | null = null;

  /** Per page, (average sections per page / its sections) ^ pageBreadthNorm: long pages say more words. */
  private get sizeFactor(): Float32Array {
    if (!this.sizeFactors) {
      const avg = this.records.length / Math.max(1, this.pages.length);
      this.sizeFactors = Float32Array.from(
        this.pages,
        (p) => (avg / p.records.length) ** RANKING.pageBreadthNorm,
      );
    }
    return this.sizeFactors;
  }

  private weight(r: number, field: number): number {
    const level = this.levels[r];
    const w = RANKING.field;
    switch (field) {
      case TITLE:
        return level === 1 ? w.pageTitle : w.sectionTitle;
      case HEADING:
        return w.heading - w.headingPerLevel * level;
      case PARENT:
        return w.parent;
      case CONTENT:
        return w.content * this.lengthFactor[r];
      case CODE:
        return w.code;
      case ANCHOR:
        return (w.heading - w.headingPerLevel * level) * w.anchor;
      default:
        return w.group;
    }
  }

  /**
   * A Chinese word as alternatives: the word itself where the index has it, and its bigrams,
   * which match wherever the page has the word even when the segmenter cut the page's text
   * differently.
   */
  private cjkAlts(word: string, quality: number, whole = false): Alt[] {
    const out: Alt[] = [];
    if (this.postings.has(word)) out.push({ parts: [word], quality });
    const pairs = bigrams(word).filter((b) => b.length > 1);
    if (pairs.length > 1 || !out.length) {
      const present = pairs.filter((b) => this.postings.has(b));
      // A synonym is a whole phrase: some of its pairs are not the phrase.
      if (present.length && (!whole || present.length === pairs.length))
        out.push({
          parts: present,
          quality: quality * (present.length === pairs.length ? RANKING.quality.bigrams : 0.6),
        });
    }
    return out;
  }

  /** The other members of a synonym group, as alternatives. */
  private groupAlts(group: number): Alt[] {
    let alts = this.synonymAlts.get(group);
    if (alts) return alts;
    alts = [];
    for (const phrase of synonyms().groups[group]) {
      const words = latinWords(phrase);
      if (!words) {
        for (const alt of this.cjkAlts(normalize(phrase), RANKING.quality.synonym, true))
          alts.push({ ...alt, exactOnly: true });
        continue;
      }
      alts.push(SearchEngine.phraseAlt(phrase, RANKING.quality.synonym));
    }
    this.synonymAlts.set(group, alts);
    return alts;
  }

  /**
   * A file the reader named (`mp4.wasm`, `patronum.umd.js`, `some.json`) that the pages do not
   * name: its name is the reader's own, its extension says what kind of file it is. It also
   * matches by the extension, weaker (RANKING.quality.fileType).
   */
  private fileAlts(word: string, ps: string[]): Alt[] {
    const ext = /\.([a-z][a-z0-9]{1,5})$/i.exec(word)?.[1]?.toLowerCase();
    if (!ext || ps.length < 2 || this.postings.has(ps.join(''))) return [];
    if (ps.every((p) => this.postings.has(p))) return [];
    return this.postings.has(ext)
      ? [{ parts: [ext], quality: RANKING.quality.fileType, exactOnly: true }]
      : [];
  }

  /** A Latin phrase as one alternative: its parts, or all of them joined; whole terms only. */
  private static phraseAlt(phrase: string, quality: number): Alt {
    const ps = phraseParts(phrase);
    return { parts: ps, joined: ps.length > 1 ? ps.join('') : undefined, quality, exactOnly: true };
  }

  /** Reads a query into units and phrases. */
  parse(query: string): ParsedQuery {
    // Pasted error output: paths, positions, hashes and stack frames dropped (search/normalize.ts).
    const q = normalizeQuery(query.slice(0, RANKING.maxQueryLength));
    const table = synonyms();
    const units: Unit[] = [];
    /** Chinese stretches of 3 or more characters between filler words, and their units. */
    const cjkChunks: { text: string; units: number[] }[] = [];
    const rs = runs(q);
    /** The tools the query names, whose plain-word option names then map (lexicon TOOL_NAMES). */
    const tools = CrossToolTable.toolsIn(
      rs.flatMap((r) => {
        const ps = parts(r.text).map((p) => p.term);
        return [...ps, ps.join('')];
      }),
    );
    const synonymUnit = (
      group: number | undefined,
      originals: Alt[],
      start: number,
      end: number,
      cjk: boolean,
    ) => {
      const alts = [...originals];
      const seen = new Set(alts.map((a) => a.joined ?? a.parts.join(' ')));
      for (const alt of group === undefined ? [] : this.groupAlts(group)) {
        const id = alt.joined ?? alt.parts.join(' ');
        if (!seen.has(id)) {
          seen.add(id);
          alts.push(alt);
        }
      }
      const key = textKey(q.slice(start, end));
      units.push({
        alts,
        optional: false,
        weak: WEAK_WORDS.has(key),
        typing: false,
        group,
        key,
        cjk,
        start,
        end,
      });
    };
    const cjkUnit = (text: string, start: number) => {
      const optional = STOPWORDS.has(text);
      const alts = optional
        ? this.postings.has(text)
          ? [{ parts: [text], quality: 1 }]
          : []
        : this.cjkAlts(text, 1);
      units.push({
        alts,
        optional,
        // A lone character is often a word the segmenter cut off (多|了), and a pair that is
        // not a word only joins two words of the query (看最 in 查看最终): they count little.
        weak:
          WEAK_WORDS.has(text) ||
          Array.from(text).length === 1 ||
          (Array.from(text).length === 2 && this.cohesion(text) < RANKING.pairCohesion),
        typing: false,
        key: text,
        cjk: true,
        start,
        end: start + text.length,
      });
    };
    /**
     * Chinese text without synonyms in it. Filler words are found with the segmenter; the text
     * between them is read as the overlapping character pairs that the index holds for every
     * page. Pairs do not depend on where a segmenter puts word boundaries, which differs
     * between a short query and a page's sentence (构建前 → 构|建前).
     */
    const plainCjk = (text: string, offset: number) => {
      const tokens = cjkWords(text) ?? Array.from(text);
      let chunk = '';
      let chunkStart = 0;
      let at = 0;
      const flush = () => {
        if (!chunk) return;
        const chars = Array.from(chunk);
        const members: number[] = [];
        if (chars.length === 1) {
          members.push(units.length);
          cjkUnit(chunk, chunkStart);
        } else {
          const seen = new Set<string>();
          for (let k = 0; k < chars.length - 1; k++) {
            const pair = chars[k] + chars[k + 1];
            if (seen.has(pair)) continue;
            seen.add(pair);
            members.push(units.length);
            cjkUnit(pair, chunkStart + k);
          }
        }
        if (chars.length > 2) cjkChunks.push({ text: chunk, units: members });
        chunk = '';
      };
      for (const token of tokens) {
        const start = text.indexOf(token, at);
        at = start + token.length;
        if (STOPWORDS.has(token)) {
          flush();
          cjkUnit(token, offset + start);
          continue;
        }
        if (!chunk) chunkStart = offset + start;
        chunk += token;
      }
      flush();
    };

    for (let i = 0; i < rs.length && units.length < RANKING.maxReadUnits; i++) {
      const run = rs[i];
      if (run.kind === 'cjk') {
        const text = normalize(run.text);
        let plainFrom = 0;
        for (let at = 0; at < text.length; ) {
          const hit = table.cjk.find(([phrase]) => text.startsWith(phrase, at));
          if (!hit) {
            at++;
            continue;
          }
          if (at > plainFrom) plainCjk(text.slice(plainFrom, at), run.start + plainFrom);
          const [phrase, group] = hit;
          synonymUnit(
            group,
            this.cjkAlts(phrase, 1),
            run.start + at,
            run.start + at + phrase.length,
            true,
          );
          at += phrase.length;
          plainFrom = at;
        }
        if (plainFrom < text.length) plainCjk(text.slice(plainFrom), run.start + plainFrom);
        continue;
      }
      // A dotted abbreviation of single letters (e.g., i.e.) is filler, not the word its
      // letters spell: "e.g. underscore" is not about an "eg", nor "i.e." about IE.
      if (/^[a-z](?:\.[a-z])+$/i.test(run.text)) continue;
      // The longest synonym phrase, or other tool's option name, starting at this word.
      let matched = 0;
      const maxWords = Math.max(table.maxLatinWords, this.crossTool.maxWords);
      for (let k = Math.min(maxWords, rs.length - i); k >= 1 && !matched; k--) {
        const span = rs.slice(i, i + k);
        if (span.some((r) => r.kind !== 'word')) continue;
        const words = span.map((r) => latinWords(r.text)?.[0] ?? '');
        const group = table.latin.get(words.join(' ')) ?? table.latin.get(words.join(''));
        const rslib = this.crossTool.lookup(k > 1 ? words.join(' ') : words[0], tools);
        if (group === undefined && !rslib.length) continue;
        const ps = span.flatMap((r) => parts(r.text).map((p) => p.term));
        const original: Alt = {
          parts: ps,
          joined: ps.length > 1 ? ps.join('') : undefined,
          quality: 1,
        };
        if (k === 1) {
          const flag = flagOf(q, run);
          if (flag && this.postings.has(flag)) original.flag = flag;
        }
        const mapped = rslib.map((name) => SearchEngine.phraseAlt(name, RANKING.quality.crossTool));
        synonymUnit(group, [original, ...mapped], span[0].start, span[k - 1].end, false);
        matched = k;
      }
      if (matched) {
        i += matched - 1;
        continue;
      }
      const ps = parts(run.text).map((p) => p.term);
      if (!ps.length) continue;
      const flag = flagOf(q, run);
      units.push({
        alts: [
          {
            parts: ps,
            joined: ps.length > 1 ? ps.join('') : undefined,
            flag: flag && this.postings.has(flag) ? flag : undefined,
            quality: 1,
          },
          ...this.fileAlts(run.text, ps),
        ],
        optional: ps.length === 1 && STOPWORDS.has(ps[0]) && !flag,
        weak: ps.length === 1 && WEAK_WORDS.has(ps[0]),
        typing: false,
        key: flag ?? ps.join(''),
        cjk: false,
        start: run.start,
        end: run.end,
      });
    }
    // A long question keeps its most telling words: a word asked twice (or two words of one
    // synonym group: optional chaining … transpiled) counts once, and filler
    // words, then words of intent, give way first (a Chinese question is read as many pairs,
    // and its topic often comes last: …将组件引入的 scss 文件编译成 css).
    const keep = SearchEngine.telling(units);
    const renumber = new Map(keep.map((u, k) => [u, k]));
    const kept = keep.map((u) => units[u]);
    units.length = 0;
    units.push(...kept);
    for (const chunk of cjkChunks)
      chunk.units = chunk.units.flatMap((u) =>
        renumber.has(u) ? [renumber.get(u) as number] : [],
      );
    const last = units[units.length - 1];
    if (last && !/\s$/.test(q)) last.typing = true;
    if (units.every((u) => u.optional)) for (const u of units) u.optional = false;
    const spaced = ` ${normalize(q).replace(/\s+/g, ' ')} `;
    // "what is" asks for a meaning where it opens the question ("what is bundleless"), not
    // inside a story ("need to explore what is missing").
    const asksMeaning = DEFINITION_CUES.some((cue) =>
      isCjk(cue) ? spaced.includes(cue) : spaced.startsWith(` ${cue} `),
    );
    if (asksMeaning && units.some((u) => !u.optional)) {
      const alts = DEFINITION_TARGETS.flatMap((word) =>
        isCjk(word) ? this.cjkAlts(word, 1) : [{ parts: [word], quality: 1 }],
      );
      units.push({
        alts,
        optional: true,
        cue: true,
        typing: false,
        key: '',
        cjk: false,
        start: 0,
        end: 0,
      });
    }
    const phrases = this.phrases(q, units);
    for (const chunk of cjkChunks)
      if (chunk.units.length && !phrases.some((p) => p.text === chunk.text))
        phrases.push({ text: chunk.text, cjk: true, units: chunk.units });
    return { units, phrases, key: queryKey(q, units), asksMeaning };
  }

  /**
   * The indexes of the units to keep, in query order: repeats dropped, and at most
   * RANKING.maxUnits, dropping filler words first, then words of intent, then the last words.
   */
  private static telling(units: Unit[]): number[] {
    const seen = new Set<string>();
    const distinct = units
      .map((_, i) => i)
      .filter((i) => {
        const u = units[i];
        if (u.optional || !u.key) return true;
        const id = u.group === undefined ? u.key : `group ${u.group}`;
        if (seen.has(id)) return false;
        seen.add(id);
        return true;
      });
    if (distinct.length <= RANKING.maxUnits) return distinct;
    const rank = (i: number) => (units[i].optional ? 2 : units[i].weak ? 1 : 0);
    return [...distinct]
      .sort((a, b) => rank(a) - rank(b) || a - b)
      .slice(0, RANKING.maxUnits)
      .sort((a, b) => a - b);
  }

  /** Consecutive query words that score more when the text has them together. */
  private phrases(q: string, units: Unit[]): Phrase[] {
    // Latin words only; Chinese stretches are added by parse().
    const out: Phrase[] = [];
    const add = (from: number, to: number, members: number[]) => {
      const text = SearchEngine.stemmed(q.slice(from, to));
      const cjk = units[members[0]].cjk;
      if (text.length >= 3 && !out.some((p) => p.text === text))
        out.push({ text, cjk, units: members });
    };
    for (let i = 0; i < units.length; i++) {
      const a = units[i];
      if (a.optional || !a.alts.length) continue;
      // The next required word, with at most one filler word between.
      let j = i + 1;
      if (j < units.length && units[j].optional && !units[j].cjk && !a.cjk) j++;
      const b = units[j];
      if (!b || b.optional || !b.alts.length || b.cjk !== a.cjk) continue;
      if (a.cjk && a.end !== b.start) continue;
      if (!a.cjk) add(a.start, b.end, [i, j]);
    }
    return out;
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
    if (this.postings.has(part)) add(part, Q.exact, 0);
    const s = stem(part);
    if (s !== part && this.postings.has(s)) add(s, Q.stem, 0);
    if (exactOnly) return out;
    const cjk = isCjk(part);
    if (typing || part.length >= (cjk ? 1 : 3)) {
      for (const term of this.prefixTerms(part))
        add(term, typing ? Q.typingPrefix : Q.prefix, part.length);
    }
    if (!out.length && !cjk && part.length >= 5) {
      for (const term of this.vocab) {
        if (term[0] === part[0] && editDistanceAtMostOne(part, term)) add(term, Q.typo, 0);
      }
    }
    return out;
  }

  /** Zeroed score buffers (record × field), reused from query to query. */
  private readonly pool: Float32Array[] = [];

  private buffer(): Float32Array {
    return this.pool.pop() ?? new Float32Array(this.records.length * FIELDS);
  }

  /** Zeroes the parts of a buffer that were written, and keeps it for the next query. */
  private release(scores: Float32Array, touched: Iterable<number>) {
    for (const r of touched) scores.fill(0, r * FIELDS, r * FIELDS + FIELDS);
    this.pool.push(scores);
  }

  /** Per record and field, the best quality with which a part matched. */
  private matchPart(expansions: Expansion[], touched: Set<number>): Float32Array {
    const scores = this.buffer();
    for (const { term, quality } of expansions) {
      const list = this.postings.get(term);
      if (!list) continue;
      for (let k = 0; k < list.length; k++) {
        const posting = list[k];
        const r = posting >> 3;
        const i = r * FIELDS + (posting & 7);
        if (scores[i] < quality) scores[i] = quality;
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
    alt.parts.forEach((part, k) => {
      const touched = new Set<number>();
      const ex = optional
        ? this.postings.has(part)
          ? [{ term: part, quality: Q.exact, prefix: 0 }]
          : []
        : this.expand(part, typing && k === n - 1, Boolean(alt.exactOnly));
      if (!optional) ex.forEach(note);
      partScores.push(this.matchPart(ex, touched));
      partTouched.push(touched);
    });
    const candidates = new Set<number>();
    let joinedScores: Float32Array | null = null;
    const joinedTouched = new Set<number>();
    if (alt.joined) {
      const ex: Expansion[] = [];
      if (this.postings.has(alt.joined)) ex.push({ term: alt.joined, quality: Q.exact, prefix: 0 });
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
        const weight = this.weight(r, f);
        // An identifier as typed (`NormalizedConfig`) in code counts more than its parts in prose.
        let w =
          (joinedScores ? joinedScores[i] : 0) *
          (f === CODE ? RANKING.field.codeIdentifier : weight);
        if (flagScores?.[i]) {
          const flagWeight = f === TITLE || f === HEADING ? weight * 1.5 : RANKING.flagField;
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
            pb = Math.max(pb, this.weight(r, f) * partScores[k][r * FIELDS + f]);
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

  /** A text as the stems of its words, for phrases that match across inflections. */
  private static stemmed(text: string): string {
    let out = '';
    for (const run of runs(text)) {
      const word =
        run.kind === 'cjk'
          ? run.text
          : parts(run.text)
              .map((p) => stem(p.term))
              .join(' ');
      out += out ? ` ${word}` : word;
    }
    return out;
  }

  private headOf(r: number): string {
    let text = this.headText[r];
    if (text === undefined) {
      const record = this.records[r];
      const level = this.levels[r];
      const own = level > 1 && level < 7 ? record.hierarchy[LEVELS[level]] : null;
      text = ` ${SearchEngine.stemmed(`${record.hierarchy.lvl1} \n ${own ?? ''}`)} `;
      this.headText[r] = text;
    }
    return text;
  }

  private bodyOf(r: number): string {
    let text = this.bodyText[r];
    if (text === undefined) {
      text = ` ${SearchEngine.stemmed(this.records[r].content ?? '')} `;
      this.bodyText[r] = text;
    }
    return text;
  }

  /**
   * A word's matches in code only count where prose rarely has it: when more than
   * RANKING.codeFallbackPages pages name it outside code, sections that have it only in code
   * are dropped (they would dilute its idf and crowd the pages that explain it).
   */
  private codeAsFallback(list: number[], best: Float32Array, field: Int8Array): number[] {
    const pages = new Set<number>();
    for (const r of list) if (field[r] !== CODE) pages.add(this.pageOf[r]);
    if (pages.size <= RANKING.codeFallbackPages) return list;
    return list.filter((r) => {
      if (field[r] !== CODE) return true;
      best[r] = 0;
      return false;
    });
  }

  search(query: string, options: SearchOptions = {}): SearchResult {
    const { hitsPerPage = 20, snippetWords = 10, ellipsis = '…', explain = false } = options;
    const minWordShare = options.minWordShare ?? RANKING.minWordShare;
    const { units, phrases, key: parsedKey, asksMeaning } = this.parse(query);
    const N = this.records.length;
    const P = this.pages.length;
    if (!units.some((u) => u.alts.length)) return { hits: [], nbHits: 0 };

    const matchedTerms: MatchedTerms = new Map();
    const note = (e: Expansion) => {
      const had = matchedTerms.get(e.term);
      if (had === undefined || (had > 0 && e.prefix === 0)) matchedTerms.set(e.term, e.prefix);
    };

    // Per unit: its best weighted match in each record, the field of it, and its idf.
    const bests: Float32Array[] = [];
    const fields: Int8Array[] = [];
    const matchedBy: number[][] = [];
    const idf = new Float32Array(units.length);
    /** How much each unit counts as a word: filler, intent and cue words less (RANKING). */
    const factors = new Float32Array(units.length);
    const pageSeen = new Uint8Array(P);
    /** Per unit, how many pages it matches. */
    const unitPages = new Int32Array(units.length);
    units.forEach((unit, u) => {
      const best = new Float32Array(N);
      const field = new Int8Array(N).fill(-1);
      const matched = new Set<number>();
      unit.alts.forEach((alt, a) => {
        this.matchAlt(alt, unit.typing && a === 0, unit.optional, note, best, field, matched);
      });
      const list = this.codeAsFallback([...matched], best, field);
      // A word of intent says what the reader wants to do, not where the answer is: in a
      // heading ("What changes in the build") it counts no more than in the text.
      if (unit.weak) for (const r of list) best[r] = Math.min(best[r], RANKING.field.content);
      pageSeen.fill(0);
      let pages = 0;
      for (const r of list) {
        const p = this.pageOf[r];
        if (!pageSeen[p]) {
          pageSeen[p] = 1;
          pages++;
        }
      }
      unitPages[u] = pages;
      const factor = unit.cue
        ? RANKING.cueWeight
        : unit.optional
          ? RANKING.stopwordWeight
          : unit.weak
            ? RANKING.weakWordWeight
            : 1;
      idf[u] = pages ? Math.log(1 + P / pages) * factor : 0;
      factors[u] = factor;
      bests.push(best);
      fields.push(field);
      matchedBy.push(list);
    });

    // A word on nearly every page (产物, 构建, output, build) names the docs' subject more than
    // a topic: when the query also has a rarer topic word, its match in a heading or title counts
    // at most RANKING.commonWordField, so a heading that happens to say 产物 does not outrank the
    // section about the rarer word (密钥). A flag (`--lib`) keeps its weight; a query of common
    // words only (类型文件) keeps its headings.
    const isCommon = (u: number) => unitPages[u] >= RANKING.commonWordPages * P;
    if (units.some((unit, u) => !unit.optional && !unit.weak && idf[u] > 0 && !isCommon(u)))
      units.forEach((unit, u) => {
        if (!isCommon(u) || unit.alts.some((alt) => alt.flag)) return;
        for (const r of matchedBy[u]) bests[u][r] = Math.min(bests[u][r], RANKING.commonWordField);
      });
    const required = units.map((_, i) => i).filter((i) => !units[i].optional && idf[i] > 0);
    if (!required.length) return { hits: [], nbHits: 0 };
    let totalIdf = 0;
    for (const u of required) totalIdf += idf[u];
    // Coverage weighs words by idf ^ coverageIdf: a rare word counts more than a common one,
    // but one rare word the answer does not use should not sink it.
    const share = (u: number) => (idf[u] / factors[u]) ** RANKING.coverageIdf * factors[u];
    let totalShare = 0;
    for (const u of required) totalShare += share(u);

    // Section scores.
    const total = new Float32Array(N);
    const covered = new Float32Array(N);
    const candidates: number[] = [];
    const isCandidate = new Uint8Array(N);
    units.forEach((_, u) => {
      if (!idf[u]) return;
      const best = bests[u];
      const req = !units[u].optional;
      for (const r of matchedBy[u]) {
        total[r] += idf[u] * best[r];
        if (req) {
          covered[r] += share(u);
          if (!isCandidate[r]) {
            isCandidate[r] = 1;
            candidates.push(r);
          }
        }
      }
    });
    const B = RANKING.bonus;
    const queryKey = parsedKey;
    const score = new Float32Array(N);
    for (const r of candidates) {
      // Bonuses for words found together count as much as the words cover the query.
      const covering = (covered[r] / totalShare) ** RANKING.coveragePower;
      let s = total[r] * covering;
      let count = 0;
      let sameField = -2;
      for (const u of required) {
        if (!bests[u][r]) continue;
        count++;
        const f = fields[u][r];
        sameField = sameField === -2 ? f : sameField === f ? f : -1;
      }
      if (count > 1 && (sameField === TITLE || sameField === HEADING))
        s += B.sameField * totalIdf * covering;
      if (queryKey) {
        const level = this.levels[r];
        const title = this.titleKeys[r];
        if (level === 1 && (title === queryKey || this.titleNameKeys[r] === queryKey))
          s += B.titleExact * totalIdf;
        else if (level === 1 && title.startsWith(queryKey)) s += B.titlePrefix * totalIdf;
        if (this.headingKeys[r] === queryKey || this.headingNameKeys[r] === queryKey)
          s += B.headingExact * totalIdf;
      }
      score[r] = s;
    }
    // Phrases: looked for only in the sections that can still reach the top.
    if (phrases.length) {
      const contenders =
        candidates.length > RANKING.phraseCandidates
          ? [...candidates].sort((a, b) => score[b] - score[a]).slice(0, RANKING.phraseCandidates)
          : candidates;
      for (const r of contenders) {
        const covering = (covered[r] / totalShare) ** RANKING.coveragePower;
        for (const phrase of phrases) {
          if (!phrase.units.every((u) => bests[u][r] > 0)) continue;
          let weight = 0;
          for (const u of phrase.units) weight += idf[u];
          const target = phrase.cjk ? phrase.text : ` ${phrase.text} `;
          if (this.headOf(r).includes(target)) score[r] += B.phraseInHeading * weight * covering;
          else if (this.bodyOf(r).includes(target)) score[r] += B.phrase * weight * covering;
        }
      }
    }

    // Page scores: the best section, mixed with what all sections of the page cover together.
    const pageBest = new Int32Array(P).fill(-1);
    const pageUnit = new Float32Array(P * units.length);
    for (const r of candidates) {
      const p = this.pageOf[r];
      const b = pageBest[p];
      if (
        b === -1 ||
        score[r] > score[b] ||
        (score[r] === score[b] && this.levels[r] < this.levels[b])
      )
        pageBest[p] = r;
    }
    const pageCount = new Uint16Array(P * units.length);
    units.forEach((_, u) => {
      if (!idf[u]) return;
      for (const r of matchedBy[u]) {
        const i = this.pageOf[r] * units.length + u;
        if (bests[u][r] > pageUnit[i]) pageUnit[i] = bests[u][r];
        pageCount[i]++;
      }
    });
    // A page must have at least half of the query's topic words (weak and filler words aside,
    // unknown words included), so that a query of mostly nonsense finds nothing.
    const countable = units
      .map((_, i) => i)
      .filter((i) => !units[i].optional && !units[i].weak && units[i].alts.length);
    const counted = countable.length ? countable : required;
    const need = Math.max(1, Math.ceil(counted.length * minWordShare));
    const ranked: { p: number; score: number }[] = [];
    const sizeFactor = this.sizeFactor;
    for (let p = 0; p < P; p++) {
      const b = pageBest[p];
      if (b === -1) continue;
      let has = 0;
      for (const u of counted) if (pageUnit[p * units.length + u]) has++;
      if (has < need) continue;
      let sum = 0;
      let cover = 0;
      for (let u = 0; u < units.length; u++) {
        const v = pageUnit[p * units.length + u];
        if (!v) continue;
        const breadth = Math.log2(1 + pageCount[p * units.length + u]) * sizeFactor[p];
        sum += idf[u] * (v + RANKING.pageBreadth * breadth);
        if (!units[u].optional) cover += share(u);
      }
      const pageScore = sum * (cover / totalShare) ** RANKING.coveragePower;
      // The glossary names every term in a line; unless the question asks what a term means,
      // the page that explains the term answers it better.
      const factor = this.definitionPages[p] && !asksMeaning ? RANKING.definitionPage : 1;
      ranked.push({
        p,
        score: factor * ((1 - RANKING.pageMix) * score[b] + RANKING.pageMix * pageScore),
      });
    }
    ranked.sort(
      (a, b) =>
        b.score - a.score ||
        this.levels[pageBest[a.p]] - this.levels[pageBest[b.p]] ||
        pageBest[a.p] - pageBest[b.p],
    );

    // The hits: the best sections of each page, arranged for DocSearch's groups.
    const words = required.map((u) => units[u].key);
    const memo = new Map<string, Attribute>();
    const describe = (text: string, snippetOf: boolean) => {
      const key = `${snippetOf ? 1 : 0}${text}`;
      let a = memo.get(key);
      if (!a) {
        a = attribute(text, matchedTerms, words, snippetOf ? snippetWords : undefined, ellipsis);
        memo.set(key, a);
      }
      return a;
    };
    const toSearchHit = (r: number) => {
      const record = this.records[r];
      const inContent = required.some((u) => bests[u][r] > 0 && fields[u][r] === CONTENT);
      const type: HitType = inContent && record.content ? 'content' : record.type;
      return toHit(record, type, describe);
    };
    const pagesShown = ranked.slice(0, hitsPerPage).map(({ p }) => {
      const top = pageBest[p];
      const others = this.pages[p].records
        .filter((r) => r !== top && isCandidate[r] && score[r] >= RANKING.sectionRatio * score[top])
        .sort((a, b) => score[b] - score[a] || a - b)
        .slice(0, RANKING.sectionsPerPage - 1);
      return { group: this.pages[p].group, records: [top, ...others] };
    });
    const order = present(
      pagesShown.map((page) => ({ group: page.group, hits: page.records })),
      { leadPages: RANKING.leadPages, hitsPerGroup: RANKING.hitsPerGroup, limit: hitsPerPage },
    );
    const result: SearchResult = { hits: order.map(toSearchHit), nbHits: candidates.length };
    if (explain)
      result.ranking = ranked.slice(0, hitsPerPage).map(({ p, score: pageScore }) => ({
        url: this.records[pageBest[p]].url.split('#')[0],
        score: pageScore,
        section: this.records[pageBest[p]].url,
        sectionScore: score[pageBest[p]],
        units: units.map((_, u) => [idf[u], bests[u][pageBest[p]]]),
      }));
    return result;
  }
}
