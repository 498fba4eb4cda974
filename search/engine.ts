// The local search engine: an inverted index over the records of one language, built in memory
// when an index tier loads (the full-text tier is added in slices), and a search in four stages,
// each in its own module, every weight in search/ranking.ts:
// 1. search/query.ts reads the query into words ("units"): identifiers split into their parts;
//    Chinese read as character pairs between filler words; synonyms added as alternatives;
// 2. search/match.ts finds each unit's best weighted match in every record;
// 3. search/rank.ts scores the sections and the pages;
// 4. search/present.ts hands DocSearch the best sections of the best pages, ordered so that the
//    best pages lead in the modal across DocSearch's groups.
import { ANCHOR, CODE, CONTENT, GROUP, HEADING, LEVELS, levelOf, PARENT, TITLE } from './fields';
import { DEFINITION_TARGETS, migrationTool } from './lexicon';
import { Matcher } from './match';
import { presentHits } from './present';
import { nameKey, type ParsedQuery, QueryReader, stemmed, textKey } from './query';
import { type RankIndex, rank } from './rank';
import { RANKING } from './ranking';
import { indexTerms, isCjk } from './tokenize';
import type { CrossToolEntry, SearchHit, SearchRecord } from './types';
import { CrossToolTable } from './vocabulary';

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
  /** Per Chinese character, how many records contain it (for the cohesion of a pair). */
  private readonly charRecords = new Map<string, number>();
  private readonly crossTool: CrossToolTable;
  /** Per term, how many pages have it in their title; counted on first use (titles never change). */
  private readonly titleCounts = new Map<string, number>();
  /** The stages' views of the index (search/query.ts, match.ts, rank.ts). */
  private readonly reader: QueryReader;
  private readonly matcher: Matcher;
  private readonly rankIndex: RankIndex;

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
    this.toolPages = [...pageIndex.keys()].map(migrationTool);
    this.reader = new QueryReader({
      has: (term) => this.postings.has(term),
      cohesion: (pair) => this.cohesion(pair),
      crossTool: this.crossTool,
    });
    this.matcher = new Matcher({
      postings: this.postings,
      vocab: () => this.vocab,
      pageOf: this.pageOf,
      size: n,
      weight: (r, field) => this.weight(r, field),
      titlePages: (term) => this.titlePages(term),
    });
    this.rankIndex = {
      size: n,
      pageCount: this.pages.length,
      pageOf: this.pageOf,
      levels: this.levels,
      titleKeys: this.titleKeys,
      headingKeys: this.headingKeys,
      titleNameKeys: this.titleNameKeys,
      headingNameKeys: this.headingNameKeys,
      headOf: (r) => this.headOf(r),
      bodyOf: (r) => this.bodyOf(r),
      sizeFactor: () => this.sizeFactor,
      definitionPages: this.definitionPages,
      toolPages: this.toolPages,
    };
  }

  /** Pages that define terms (the glossary): 1 where the page's title is a DEFINITION_TARGETS word. */
  private readonly definitionPages: Uint8Array;
  /** Per page, the other tool a migration page is about (lexicon MIGRATION_TOOLS). */
  private readonly toolPages: readonly (string | undefined)[];

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
    this.reader.forgetSynonyms();
  }

  /** The index's terms, sorted (search/suggest.ts looks for the nearest ones). */
  terms(): readonly string[] {
    return this.vocab;
  }

  /** How many pages have the term in their title: the first tier holds every title. */
  private titlePages(term: string): number {
    let n = this.titleCounts.get(term);
    if (n === undefined) {
      const pages = new Set<number>();
      for (const posting of this.postings.get(term) ?? [])
        if ((posting & 7) === TITLE) pages.add(this.pageOf[posting >> 3]);
      n = pages.size;
      this.titleCounts.set(term, n);
    }
    return n;
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

  private headOf(r: number): string {
    let text = this.headText[r];
    if (text === undefined) {
      const record = this.records[r];
      const level = this.levels[r];
      const own = level > 1 && level < 7 ? record.hierarchy[LEVELS[level]] : null;
      text = ` ${stemmed(`${record.hierarchy.lvl1} \n ${own ?? ''}`)} `;
      this.headText[r] = text;
    }
    return text;
  }

  private bodyOf(r: number): string {
    let text = this.bodyText[r];
    if (text === undefined) {
      text = ` ${stemmed(this.records[r].content ?? '')} `;
      this.bodyText[r] = text;
    }
    return text;
  }

  /** Reads a query into units and phrases (search/query.ts). */
  parse(query: string): ParsedQuery {
    return this.reader.parse(query);
  }

  search(query: string, options: SearchOptions = {}): SearchResult {
    const { hitsPerPage = 20, snippetWords = 10, ellipsis = '…', explain = false } = options;
    const minWordShare = options.minWordShare ?? RANKING.minWordShare;
    const parsed = this.parse(query);
    const { units } = parsed;
    if (!units.some((u) => u.alts.length)) return { hits: [], nbHits: 0 };
    const matches = this.matcher.match(units);
    const ranking = rank(parsed, matches, this.rankIndex, minWordShare);
    if (!ranking) return { hits: [], nbHits: 0 };
    const hits = presentHits(
      { records: this.records, pages: this.pages, units, matches, ranking },
      { hitsPerPage, snippetWords, ellipsis },
    );
    const result: SearchResult = { hits, nbHits: ranking.candidates.length };
    const { ranked, pageBest, score, idf } = ranking;
    const { bests } = matches;
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
