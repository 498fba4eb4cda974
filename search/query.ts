// Stage 1 of a search (search/engine.ts runs the stages): the query read into words ("units").
// Identifiers are split into their parts; Chinese is read as the character pairs that every
// page is indexed with, between filler words; filler words are optional, words of intent weak,
// and synonyms (search/lexicon.ts) and other tools' option names are added as alternatives.
// Which alternatives exist depends on the terms the index has (QueryIndex).
import {
  DEFINITION_CUES,
  DEFINITION_TARGETS,
  MIGRATION_TOOL_NAMES,
  STOPWORDS,
  TOOL_NAMES,
  WEAK_WORDS,
} from './lexicon';
import { normalizeQuery } from './normalize';
import { RANKING } from './ranking';
import { bigrams, cjkWords, flagOf, isCjk, normalize, parts, runs, stem } from './tokenize';
import { CrossToolTable, latinWords, phraseParts, synonyms } from './vocabulary';

/** One way a query word can match: all `parts` in one field, or the `joined` form, or the `flag`. */
export interface Alt {
  parts: string[];
  joined?: string;
  /** `--lib` typed as a CLI flag: pages with the flag rank above pages that only say "lib". */
  flag?: string;
  quality: number;
  /** Synonyms match whole terms only: no prefixes, no typos. */
  exactOnly?: boolean;
}

/** A query word (or a phrase from the synonym table), with the ways it can match. */
export interface Unit {
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

export interface Phrase {
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
  /** The other tools the query names, by name or by one of their option names. */
  tools: ReadonlySet<string>;
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

/**
 * The key of a dotted option name's last part ("lib.autoExternal" → "autoexternal"), '' for other
 * texts: readers type an option without its namespace, and that is still its exact name.
 */
export function nameKey(text: string): string {
  const name = text.trim();
  if (!/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(name)) return '';
  return textKey(name.slice(name.lastIndexOf('.') + 1));
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

/** A text as the stems of its words, for phrases that match across inflections. */
export function stemmed(text: string): string {
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

/** What reading a query asks of the index. */
export interface QueryIndex {
  /** Whether the index has the term. */
  has(term: string): boolean;
  /** How much a pair of Chinese characters behaves like a word (search/engine.ts, cohesion). */
  cohesion(pair: string): number;
  /** Other tools' option names from the migration pages. */
  crossTool: CrossToolTable;
}

/** Reads queries against one index; keeps the synonym groups' alternatives it has looked up. */
export class QueryReader {
  private readonly index: QueryIndex;
  private readonly synonymAlts = new Map<number, Alt[]>();

  constructor(index: QueryIndex) {
    this.index = index;
  }

  /**
   * Forgets the synonym groups' alternatives. They depend on which terms the index has
   * (cjkAlts): a query asked before a tier arrived must not keep them, or it misses the pages
   * the tier just added.
   */
  forgetSynonyms() {
    this.synonymAlts.clear();
  }

  /**
   * A Chinese word as alternatives: the word itself where the index has it, and its bigrams,
   * which match wherever the page has the word even when the segmenter cut the page's text
   * differently.
   */
  private cjkAlts(word: string, quality: number, whole = false): Alt[] {
    const out: Alt[] = [];
    if (this.index.has(word)) out.push({ parts: [word], quality });
    const pairs = bigrams(word).filter((b) => b.length > 1);
    if (pairs.length > 1 || !out.length) {
      const present = pairs.filter((b) => this.index.has(b));
      // A synonym is a whole phrase: some of its pairs are not the phrase.
      if (present.length && (!whole || present.length === pairs.length))
        out.push({
          parts: present,
          quality:
            quality *
            (present.length === pairs.length
              ? RANKING.quality.bigrams
              : RANKING.quality.someBigrams),
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
      alts.push(QueryReader.phraseAlt(phrase, RANKING.quality.synonym));
    }
    this.synonymAlts.set(group, alts);
    return alts;
  }

  /**
   * A name the reader typed that the pages do not have: a file (`mp4.wasm`, `patronum.umd.js`)
   * or a package (`vuex-module-decorators`). The name is the reader's own; what kind of thing it
   * is shows in the file's extension or the package's last word, and it also matches by that,
   * weaker (RANKING.quality.fileType).
   */
  private kindAlts(word: string, ps: string[]): Alt[] {
    if (ps.length < 2 || this.index.has(ps.join('')) || ps.every((p) => this.index.has(p)))
      return [];
    const ext = /\.([a-z][a-z0-9]{1,5})$/i.exec(word)?.[1]?.toLowerCase();
    const last = ps[ps.length - 1];
    const isPackage = /^[a-z0-9]+(?:[-/][a-z0-9]+)+$/i.test(word) && !STOPWORDS.has(last);
    const kind = ext ?? (isPackage ? last : undefined);
    return kind && this.index.has(kind)
      ? [{ parts: [kind], quality: RANKING.quality.fileType, exactOnly: true }]
      : [];
  }

  /**
   * Plain words joined by a slash (`silent/quiet`, `Sass/Less`) mean one or the other: each
   * also matches alone (RANKING.quality.eitherWord). A path the pages name (`dist/src`) is not
   * one: the index has its parts joined. Nor is a scoped package (`@actions/core`).
   */
  private eitherAlts(word: string, ps: string[], scoped: boolean): Alt[] {
    if (scoped || !/^[a-z]{2,}(?:\/[a-z]{2,})+$/i.test(word) || this.index.has(ps.join('')))
      return [];
    return ps.map((p) => ({ parts: [p], quality: RANKING.quality.eitherWord, exactOnly: true }));
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
    /** Those, and the tools whose option names the query uses. */
    const named = new Set(tools);
    /** The tools one of whose option names the query uses. */
    const optionsOf = new Set<string>();
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
        ? this.index.has(text)
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
          (Array.from(text).length === 2 && this.index.cohesion(text) < RANKING.pairCohesion),
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
      // The segmenter glues a particle to the word before it (文件内的文件 → 内的, 中的 依赖): the
      // particle is cut off, so that it stays a filler word and does not pair with the next word.
      const tokens = (cjkWords(text) ?? Array.from(text)).flatMap((token) =>
        token.length > 1 && /[的了]$/.test(token) && token !== '目的'
          ? [token.slice(0, -1), token.slice(-1)]
          : [token],
      );
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
      const maxWords = Math.max(table.maxLatinWords, this.index.crossTool.maxWords);
      for (let k = Math.min(maxWords, rs.length - i); k >= 1 && !matched; k--) {
        const span = rs.slice(i, i + k);
        if (span.some((r) => r.kind !== 'word')) continue;
        const words = span.map((r) => latinWords(r.text)?.[0] ?? '');
        const group = table.latin.get(words.join(' ')) ?? table.latin.get(words.join(''));
        const {
          rslib,
          tools: from,
          plainWord,
        } = this.index.crossTool.lookup(k > 1 ? words.join(' ') : words[0], tools);
        if (group === undefined && !rslib.length) continue;
        for (const tool of from) {
          named.add(tool);
          optionsOf.add(tool);
        }
        const ps = span.flatMap((r) => parts(r.text).map((p) => p.term));
        // A plain word that maps because the query names its tool (`esbuild platform`) means
        // that tool's option: the Rslib names come first, the pages' own uses of the word after.
        const original: Alt = {
          parts: ps,
          joined: ps.length > 1 ? ps.join('') : undefined,
          quality: plainWord ? RANKING.quality.crossTool : 1,
        };
        if (k === 1) {
          const flag = flagOf(q, run);
          if (flag && this.index.has(flag)) original.flag = flag;
        }
        const mapped = rslib.map((name) =>
          QueryReader.phraseAlt(name, plainWord ? 1 : RANKING.quality.crossTool),
        );
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
            flag: flag && this.index.has(flag) ? flag : undefined,
            quality: 1,
          },
          ...this.kindAlts(run.text, ps),
          ...this.eitherAlts(run.text, ps, q[run.start - 1] === '@'),
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
    // A tool with no page of its own, named next to one of its option names (preserveModules
    // like Rollup), sets the scene: the option is the topic, and a page that merely mentions the
    // tool is not the answer. A tool with a migration page keeps its name: that page maps the
    // option (tsc outDir).
    for (const unit of units) {
      const tool = TOOL_NAMES[unit.key];
      if (tool && optionsOf.has(tool) && !MIGRATION_TOOL_NAMES.has(tool)) unit.optional = true;
    }
    // A long question keeps its most telling words: a word asked twice (or two words of one
    // synonym group: optional chaining … transpiled) counts once, and filler
    // words, then words of intent, give way first (a Chinese question is read as many pairs,
    // and its topic often comes last: …将组件引入的 scss 文件编译成 css).
    const keep = QueryReader.telling(units);
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
    return { units, phrases, key: queryKey(q, units), asksMeaning, tools: named };
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
      const text = stemmed(q.slice(from, to));
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
}
