/**
 * What the 404 page offers for an unknown path: the nearest routes of its language, by edit
 * distance and by shared words, and the path's words as a search query. The route list is
 * written at build time (plugins/orientation.ts) and fetched by the 404 page only
 * (theme/components/NotFound).
 */
import { editDistance } from '../search/vocabulary';
import { type Lang, stripLang } from './locale';

/** `[route, title]` of every page of a language, the home page included. */
export type RouteList = [route: string, title: string][];

/** Where the build writes a language's route list. */
export const notFoundRoutesPath = (lang: Lang) => `/not-found/${lang}.json`;

/** How many suggestions the page shows at most. */
const MAX_SUGGESTIONS = 5;

/** A path without its language prefix, `.html`, `/index` or trailing slash, in lower case. */
function bare(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: compare the raw path.
  }
  return stripLang(decoded.split(/[?#]/)[0])
    .toLowerCase()
    .replace(/\.html?$/, '')
    .replace(/\/index$/, '/')
    .replace(/\/+$/, '');
}

/** The words of a path: `/zh/guide/basic/clii.html` → `['guide', 'basic', 'clii']`. */
export function pathWords(path: string): string[] {
  return bare(path)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A word of the path matches a word of the route: equal, one a prefix of the other, or one typo apart. */
function wordMatches(word: string, candidates: string[]): boolean {
  return candidates.some(
    (other) =>
      other === word ||
      (Math.min(word.length, other.length) >= 3 &&
        (other.startsWith(word) || word.startsWith(other))) ||
      (Math.min(word.length, other.length) >= 4 && editDistance(word, other, 1) <= 1),
  );
}

/**
 * The routes nearest to `path`, best first: each scores its similarity by edit distance
 * (1 for the same path, 0 for nothing in common) plus the share of the path's words found in
 * the route or its title. Routes that share no word and are less than half similar are left out.
 */
export function suggestRoutes(path: string, routes: RouteList, max = MAX_SUGGESTIONS): RouteList {
  const wanted = bare(path);
  const words = pathWords(path);
  const scored: { entry: [string, string]; score: number }[] = [];
  for (const entry of routes) {
    const [route, title] = entry;
    const target = bare(route);
    const similarity =
      1 -
      editDistance(wanted, target, Math.max(wanted.length, target.length)) /
        Math.max(wanted.length, target.length, 1);
    const theirs = [...pathWords(route), ...title.toLowerCase().split(/[^\p{L}\p{N}]+/u)].filter(
      Boolean,
    );
    const shared = words.filter((word) => wordMatches(word, theirs)).length;
    const wordScore = words.length ? shared / words.length : 0;
    if (shared === 0 && similarity < 0.5) continue;
    scored.push({ entry, score: similarity + wordScore });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.entry[0].localeCompare(b.entry[0]))
    .slice(0, max)
    .map(({ entry }) => entry);
}
