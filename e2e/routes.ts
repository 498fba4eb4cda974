// Every route of the production build, read from its HTML files, so the route specs cover
// what was built and need no list kept by hand. 404 pages are not routes.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const BUILD_DIR = path.resolve(process.env.RSPRESS_OUT_DIR || 'doc_build');

function htmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...htmlFiles(full));
    else if (name.endsWith('.html')) out.push(full);
  }
  return out;
}

/** The site path of a built HTML file: zh/guide/a.html → /zh/guide/a, zh/index.html → /zh/. */
export function routeOf(file: string): string {
  const rel = path.relative(BUILD_DIR, file).split(path.sep).join('/');
  if (rel === 'index.html') return '/';
  if (rel.endsWith('/index.html')) return `/${rel.slice(0, -'index.html'.length)}`;
  return `/${rel.replace(/\.html$/, '')}`;
}

export interface Route {
  path: string;
  /** The built file, for checks that read the HTML itself. */
  file: string;
  lang: 'en' | 'zh';
}

/** Every built route, sorted, without the 404 pages. */
export function builtRoutes(): Route[] {
  return htmlFiles(BUILD_DIR)
    .filter((file) => path.basename(file) !== '404.html')
    .map((file) => {
      const route = routeOf(file);
      return {
        path: route,
        file,
        lang: /^\/zh(\/|$)/.test(route) ? ('zh' as const) : ('en' as const),
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
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
