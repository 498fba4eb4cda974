// Every route of the production build, read from its HTML files, so the route specs cover
// what was built and need no list kept by hand (site/pages.ts). 404 pages are not routes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildDir } from '../scripts/lib/build-files.ts';
import { type Lang, langOf } from '../site/locale';
import { builtPages, routeOfBuiltFile } from '../site/pages';

export const BUILD_DIR = buildDir;

export interface Route {
  path: string;
  /** The built file, for checks that read the HTML itself. */
  file: string;
  lang: Lang;
}

/** A moved page forwards with a meta refresh (frontmatter `redirectTo`); its target. */
function redirectTarget(file: string): string | undefined {
  const html = readFileSync(file, 'utf8');
  return html.match(/<meta[^>]*http-equiv="refresh"[^>]*content="0; url=([^"]+)"/)?.[1];
}

function allRoutes(): (Route & { target?: string })[] {
  return builtPages(BUILD_DIR)
    .map((relative) => {
      const route = routeOfBuiltFile(relative);
      const file = path.join(BUILD_DIR, relative);
      return { path: route, file, lang: langOf(route), target: redirectTarget(file) };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** Every built page, sorted, without the 404 pages and the redirect pages. */
export function builtRoutes(): Route[] {
  return allRoutes()
    .filter((route) => !route.target)
    .map(({ target: _target, ...route }) => route);
}

/** The pages that only forward to a moved page, with where they forward to. */
export function redirectRoutes(): (Route & { target: string })[] {
  return allRoutes().filter((route): route is Route & { target: string } => Boolean(route.target));
}

/** The 404 page of each language, as a reader meets it: an unknown path. */
export const notFoundPaths = ['/no-such-page', '/zh/no-such-page'];

/** Splits a list into `n` nearly equal parts, so a spec can run a few tests over many routes. */
export function chunks<T>(items: T[], n: number): T[][] {
  const size = Math.ceil(items.length / n);
  return Array.from({ length: n }, (_, i) => items.slice(i * size, (i + 1) * size)).filter(
    (part) => part.length > 0,
  );
}
