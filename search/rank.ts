// Stage 3 of a search (search/engine.ts runs the stages): the scores, every weight from
// search/ranking.ts.
// - Each section scores idf × field weight × match quality per word, times the share of the
//   query it covers, plus phrase and exact-title bonuses.
// - Each page scores by its best section and by what all its sections cover together; a page
//   needs a share of the query's topic words (RANKING.minWordShare).
import { HEADING, TITLE } from './fields';
import type { Matches } from './match';
import type { ParsedQuery } from './query';
import { RANKING } from './ranking';

/** What ranking asks of the index. */
export interface RankIndex {
  /** How many records and pages the index has. */
  readonly size: number;
  readonly pageCount: number;
  /** Page of each record, and each record's heading level (search/fields.ts, levelOf). */
  readonly pageOf: Int32Array;
  readonly levels: Uint8Array;
  /** Each record's title and own heading squashed (search/query.ts, textKey and nameKey). */
  readonly titleKeys: readonly string[];
  readonly headingKeys: readonly string[];
  readonly titleNameKeys: readonly string[];
  readonly headingNameKeys: readonly string[];
  /** A record's headings and text as stems, for phrases (search/query.ts, stemmed). */
  headOf(r: number): string;
  bodyOf(r: number): string;
  /** Per page, (average sections per page / its sections) ^ RANKING.pageBreadthNorm. */
  sizeFactor(): Float32Array;
  /** 1 for the pages that define terms (the glossary). */
  readonly definitionPages: Uint8Array;
  /** Per page, the other tool a migration page is about, if it is one. */
  readonly toolPages: readonly (string | undefined)[];
}

export interface Ranking {
  /** The units that decide whether a record matches. */
  required: number[];
  /** Per unit, its idf (times the weight of filler, intent and cue words). */
  idf: Float32Array;
  /** Per record, its section score; and the records that matched a required unit. */
  score: Float32Array;
  candidates: number[];
  isCandidate: Uint8Array;
  /** Per page, its best section (-1 where none). */
  pageBest: Int32Array;
  /** The pages that have enough of the query, best first. */
  ranked: { p: number; score: number }[];
}

/** The sections' and pages' scores of a query's matches; null when no word decides a match. */
export function rank(
  query: ParsedQuery,
  matches: Matches,
  index: RankIndex,
  minWordShare: number,
): Ranking | null {
  const { units, phrases, key: parsedKey, asksMeaning } = query;
  const { bests, matchedBy } = matches;
  const fields = matches.fields;
  const N = index.size;
  const P = index.pageCount;
  const idf = new Float32Array(units.length);
  /** How much each unit counts as a word: filler, intent and cue words less (RANKING). */
  const factors = new Float32Array(units.length);
  const pageSeen = new Uint8Array(P);
  /** Per unit, how many pages it matches. */
  const unitPages = new Int32Array(units.length);
  units.forEach((unit, u) => {
    const best = bests[u];
    const list = matchedBy[u];
    // A word of intent says what the reader wants to do, not where the answer is: in a
    // heading ("What changes in the build") it counts no more than in the text.
    if (unit.weak) for (const r of list) best[r] = Math.min(best[r], RANKING.field.content);
    pageSeen.fill(0);
    let pages = 0;
    for (const r of list) {
      const p = index.pageOf[r];
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
  });
  // Chinese is read as overlapping character pairs (search/query.ts), so a word of four
  // characters is three pairs: 原封 封不 不动 of 原封不动. Where a pair is found in the same records
  // as the pair before it, the two are one word of the page, and counting both would count its
  // rarity twice; the later pair keeps RANKING.pairOverlap of its idf over the shared records.
  const seen = new Uint8Array(N);
  units.forEach((unit, u) => {
    if (!unit.cjk || unit.key.length !== 2 || !idf[u]) return;
    const v = units.findIndex(
      (w, i) => i < u && w.cjk && w.key.length === 2 && w.end === unit.start + 1,
    );
    const list = matchedBy[u];
    if (v < 0 || !list.length) return;
    for (const r of matchedBy[v]) seen[r] = 1;
    let both = 0;
    for (const r of list) both += seen[r];
    for (const r of matchedBy[v]) seen[r] = 0;
    const overlap = both / list.length;
    idf[u] *= 1 - overlap * (1 - RANKING.pairOverlap);
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
  if (!required.length) return null;
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
      const level = index.levels[r];
      const title = index.titleKeys[r];
      if (level === 1 && (title === queryKey || index.titleNameKeys[r] === queryKey))
        s += B.titleExact * totalIdf;
      else if (level === 1 && title.startsWith(queryKey)) s += B.titlePrefix * totalIdf;
      if (index.headingKeys[r] === queryKey || index.headingNameKeys[r] === queryKey)
        s += B.headingExact * totalIdf;
    }
    score[r] = s;
  }
  // Phrases: looked for only in the sections that can still reach the top.
  /** Records with a phrase of the query in their headings (an error message a heading names). */
  const phraseHeading = new Uint8Array(N);
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
        if (index.headOf(r).includes(target)) {
          score[r] += B.phraseInHeading * weight * covering;
          phraseHeading[r] = 1;
        } else if (index.bodyOf(r).includes(target)) score[r] += B.phrase * weight * covering;
      }
    }
  }

  // Page scores: the best section, mixed with what all sections of the page cover together.
  const pageBest = new Int32Array(P).fill(-1);
  const pageUnit = new Float32Array(P * units.length);
  for (const r of candidates) {
    const p = index.pageOf[r];
    const b = pageBest[p];
    if (
      b === -1 ||
      score[r] > score[b] ||
      (score[r] === score[b] && index.levels[r] < index.levels[b])
    )
      pageBest[p] = r;
  }
  const pageCount = new Uint16Array(P * units.length);
  units.forEach((_, u) => {
    if (!idf[u]) return;
    for (const r of matchedBy[u]) {
      const i = index.pageOf[r] * units.length + u;
      if (bests[u][r] > pageUnit[i]) pageUnit[i] = bests[u][r];
      pageCount[i]++;
    }
  });
  // A page must have RANKING.minWordShare of the query's topic words (weak and filler words aside,
  // unknown words included), so that a query of mostly nonsense finds nothing.
  const countable = units
    .map((_, i) => i)
    .filter((i) => !units[i].optional && !units[i].weak && units[i].alts.length);
  // A word no page has (tedious, the reader's app) cannot be covered by any page: it raises
  // the share for all alike. It is left out of the share unless most words are like it.
  const known = countable.filter((i) => idf[i] > 0);
  const counted =
    known.length * 2 > countable.length ? known : countable.length ? countable : required;
  const need = Math.max(1, Math.ceil(counted.length * minWordShare));
  const ranked: { p: number; score: number }[] = [];
  const sizeFactor = index.sizeFactor();
  for (let p = 0; p < P; p++) {
    const b = pageBest[p];
    if (b === -1) continue;
    let has = 0;
    for (const u of counted) if (pageUnit[p * units.length + u]) has++;
    // A heading that says several of the query's words in their order (`React is not defined`)
    // answers it, however many words of the reader's own story (the app, the component) the
    // page does not have.
    if (has < need && !phraseHeading[b]) continue;
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
    let factor = index.definitionPages[p] && !asksMeaning ? RANKING.definitionPage : 1;
    // A page about moving from another tool answers its readers, who name the tool or use its
    // option names; for anyone else it is a long page that mentions everything once.
    const tool = index.toolPages[p];
    if (tool && !query.tools.has(tool)) factor *= RANKING.otherToolPage;
    ranked.push({
      p,
      score: factor * ((1 - RANKING.pageMix) * score[b] + RANKING.pageMix * pageScore),
    });
  }
  ranked.sort(
    (a, b) =>
      b.score - a.score ||
      index.levels[pageBest[a.p]] - index.levels[pageBest[b.p]] ||
      pageBest[a.p] - pageBest[b.p],
  );
  return { required, idf, score, candidates, isCandidate, pageBest, ranked };
}
