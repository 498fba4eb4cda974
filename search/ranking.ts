// Every number the ranking uses, in one table. The stages of a search (search/query.ts,
// match.ts, rank.ts, present.ts; search/engine.ts runs them) read them; nothing else defines
// a weight. Scores are additive: a query word (a "unit") contributes
//   idf(unit) × field weight × match quality
// in the record that matches it best; coverage, phrases and exact titles adjust the sum.
// The golden sets in tests/search measure every change (npm run test:search, bench:search).
import { SEARCH_MAX_QUERY_LENGTH } from '../site/constants';

export const RANKING = {
  /** Weight of a match by the field it is in. */
  field: {
    /** The page title (lvl1) on the page's own opening record. */
    pageTitle: 10,
    /** The page title as seen from one of its sections: the section is about the page's topic. */
    sectionTitle: 4,
    /** The section's own heading: 10 for an H2, minus `headingPerLevel` per level below. */
    heading: 10,
    headingPerLevel: 0.5,
    /** Headings above the section (lvl2 of an lvl3 record, …). */
    parent: 5,
    /** The section's text. */
    content: 2,
    /** The sidebar group name (lvl0). */
    group: 1.5,
    /**
     * The words of the section's code blocks (the code tier): an identifier that only code
     * shows (`ExtendConfigFn`) finds its section, below any section that names it in prose.
     */
    code: 1.2,
    /**
     * An identifier found in code as the reader typed it, joined (`NormalizedConfig`): above
     * its parts scattered in prose (normalized … config), which score `content × splitParts`.
     */
    codeIdentifier: 1.8,
    /**
     * The words of a section's anchor that its heading lacks: on the Chinese pages, the English
     * name of the section (`{#watch-mode}` under 监听模式). A share of the heading's weight.
     */
    anchor: 1,
  },

  /** Quality of a term match, by how the index term relates to the query word. */
  quality: {
    exact: 1,
    /** Same stem: externals ↔ external, configured ↔ configure. */
    stem: 0.9,
    /** The word the reader is still typing, as a prefix of an index term. */
    typingPrefix: 0.8,
    /** A finished word as a prefix of a longer index term (bundle → bundleless). */
    prefix: 0.5,
    /** One typo (edit distance 1), for words of 5 characters or more that match nothing else. */
    typo: 0.5,
    /** A Chinese word found as its bigrams (the page's text was segmented differently). */
    bigrams: 0.9,
    /** A Chinese word of which the index has only some bigrams. */
    someBigrams: 0.6,
    /** A word from the synonym table (search/lexicon.ts) instead of the one typed. */
    synonym: 0.85,
    /**
     * The Rslib name of another tool's option (`outDir` → output.distPath; lexicon CROSS_TOOL
     * and the migration pages' tables), instead of the name typed.
     */
    crossTool: 0.8,
    /** An identifier's parts matched separately (auto + external) rather than joined. */
    splitParts: 0.9,
    /** An identifier's parts matched in different fields of a record. */
    crossField: 0.6,
    /**
     * A file name the pages do not have (`mp4.wasm`) matched by its extension alone (wasm):
     * search/query.ts, kindAlts (also a package by its last word).
     */
    fileType: 0.6,
    /** One of two words joined by a slash (`silent/quiet`): search/query.ts, eitherAlts. */
    eitherWord: 0.8,
    /** A flag typed as `--lib` matched only the bare word "lib". */
    bareFlag: 0.3,
  },

  /**
   * Code is a fallback: a word's matches in code blocks count only when at most this many
   * pages have it outside code (search/match.ts, codeAsFallback).
   */
  codeFallbackPages: 3,

  /**
   * A word on at least this share of the pages (产物, 构建, output, build: 73 of 81 pages) is
   * the docs' subject rather than a topic. When the query has a rarer topic word too, the common
   * word's match counts at most `commonWordField` (a heading's 9.5 down to twice the text's 2),
   * so a heading that happens to say 产物 no longer outranks the section about the rare word.
   */
  commonWordPages: 0.9,
  commonWordField: 4,
  /**
   * A word in the titles of several pages names a kind of page, not one page: 组件库 in React,
   * Vue, Svelte and Solid 组件库, lib in every lib.* option. Its match in a title counts
   * (1 / pages whose title has it) ^ this, so a question that says 组件 as its setting does
   * not lead to the four framework pages; a title word of one page keeps its full weight.
   */
  sharedTitle: 0.5,
  /** A filler word (lexicon STOPWORDS) counts this much of a normal word. */
  stopwordWeight: 0.1,
  /** A word of intent (lexicon WEAK_WORDS: change, add, 修改) counts this much. */
  weakWordWeight: 0.35,
  /**
   * A Chinese character pair of the query counts as a word (not a weak word) when at least this
   * share of the records that have its rarer character also have the pair.
   */
  pairCohesion: 0.25,
  /**
   * A Chinese character pair that overlaps the pair before it (封不 after 原封) keeps this share of
   * its idf over the records that have both: there they are one word of the page, counted once
   * and a half rather than twice (search/rank.ts).
   */
  pairOverlap: 0.5,
  /** The glossary, added to "what is …" questions (lexicon DEFINITION_CUES), counts this much. */
  cueWeight: 0.5,
  /**
   * The glossary's score is multiplied by this unless the question asks what a term means: it
   * defines every term in a line, and the page that explains the term answers better.
   */
  definitionPage: 0.6,
  /**
   * A migration page's score is multiplied by this unless the query names its tool or one of
   * the tool's option names (search/rank.ts).
   */
  otherToolPage: 0.6,

  /**
   * A CLI flag found with its dashes (`--lib` in a table) counts almost like a heading wherever
   * it is; in a heading or title it counts `flagHeading` times the field's weight.
   */
  flagField: 8,
  flagHeading: 1.5,

  /**
   * Coverage: the share of the query's weight (idf) that a record or page matches is raised to
   * this power and multiplies its score, so that matching most of a question beats matching
   * one of its words many times.
   */
  coveragePower: 2,
  /**
   * In coverage, a word weighs idf ^ this (1: by rarity, 0: every word alike). Below 1 because
   * in a corpus this small, an everyday word the pages happen not to use (explore, authoring)
   * looks as rare as a topic word, and should not sink the page that answers the rest.
   */
  coverageIdf: 0.5,

  /**
   * A word matched in several fields of a section (a flag in the text under a heading that
   * names it) scores its best field plus this share of the others.
   */
  otherFields: 0.25,

  /**
   * A page is a result only if it has at least this share of the query's topic words: a third,
   * since a reader's question carries words of its own story (the app, the symptom) that no
   * page has.
   */
  minWordShare: 0.34,

  /** A page's score mixes its best section with the evidence of all its sections. */
  pageMix: 0.25,
  /**
   * A page where a word comes back in many sections is about it: each word adds its idf ×
   * log2(1 + sections that match it) × this, to the page's evidence.
   */
  pageBreadth: 0.5,
  /**
   * A section's text longer than the average counts (average / length) ^ this per word: a long
   * section has every word of a long question somewhere (search/engine.ts, lengthFactor).
   */
  contentLengthNorm: 0.25,
  /** Long pages repeat every word: the breadth is scaled by (average page length / length) ^ this. */
  pageBreadthNorm: 0.5,

  /** Bonuses, in units of the query's total idf. */
  bonus: {
    /** The query is the page title (autoExternal → lib.autoExternal). */
    titleExact: 8,
    /** The page title starts with the query. */
    titlePrefix: 2,
    /** The query is the section's heading. */
    headingExact: 6,
    /** Two or more query words all matched in the title, or all in the heading. */
    sameField: 3,
    /** Consecutive query words found together in the text (counted per phrase). */
    phrase: 2,
    /** The same phrase in a heading or title. */
    phraseInHeading: 4,
  },

  /** Phrases are looked for in this many best sections only (the others cannot reach the top). */
  phraseCandidates: 120,

  /** Sections of one page shown as hits: the best, and others scoring at least `sectionRatio` of it. */
  sectionsPerPage: 3,
  sectionRatio: 0.6,

  /**
   * The first pages the modal must show in rank order. DocSearch groups hits by sidebar group
   * (lvl0); search/present.ts orders the hits so that these pages lead, across groups.
   */
  leadPages: 3,
  /** DocSearch shows at most this many hits per group (its `maxResultsPerGroup`). */
  hitsPerGroup: 5,

  /** Query limits: characters read, words used, prefix expansions per word. */
  maxQueryLength: SEARCH_MAX_QUERY_LENGTH,
  maxUnits: 12,
  /** Words read before the most telling `maxUnits` are kept (search/query.ts, telling). */
  maxReadUnits: 32,
  maxPrefixTerms: 60,
} as const;
