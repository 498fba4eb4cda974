/**
 * The page model: what a page is, where its source and its built file are, and what route it
 * has. The one owner of the tree walk of the page sources, of the source ↔ route ↔ built file
 * rules and of the way a static host answers a path (clean URLs, the 404 page of the path's
 * language, the content type of a file). Plugins, search, scripts, checks, the benchmark and
 * the tests ask it (ARCHITECTURE.md, "Languages and routes"); the languages themselves are
 * site/locale.ts's. Node only: it reads the file system.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { isLang, type Lang, langOf, langOfDocFile, stripLang, withLang } from './locale';

const SOURCE = /\.mdx?$/;
const posix = (file: string) => file.split(path.sep).join('/');

/** Every `.md` and `.mdx` file below `dir` (fragments too), absolute and sorted; none when `dir` is missing. */
export function markdownFiles(dir: string): string[] {
  const out: string[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (SOURCE.test(entry.name)) out.push(full);
    }
  };
  if (existsSync(dir)) visit(dir);
  return out.sort();
}

/**
 * Whether a file under `docs/` (path relative to `docs/`: `zh/guide/a.mdx`) is a page of its
 * own. Fragments (`docs/<lang>/shared/`) are compiled into the pages that import them and have
 * no route.
 */
export function isPageSource(relative: string): boolean {
  return SOURCE.test(relative) && !/(^|[\\/])shared[\\/]/.test(relative);
}

/** Whether a source is its language's 404 page (`docs/<lang>/404.mdx`): routed, but not content. */
export function isNotFoundSource(relative: string): boolean {
  const [first, ...rest] = posix(relative).split('/');
  return isLang(first) && rest.join('/') === '404.mdx';
}

/** The content pages of a language, absolute and sorted: no fragments, no 404 page. */
export function pageSources(docsRoot: string, lang: Lang): string[] {
  return markdownFiles(path.join(docsRoot, lang)).filter((file) => {
    const relative = path.relative(docsRoot, file);
    return isPageSource(relative) && !isNotFoundSource(relative);
  });
}

/** The route of a page source relative to `docs/`: `en/guide/start/index.mdx` → `/guide/start/`, `zh/config/lib/format.mdx` → `/zh/config/lib/format`. */
export function routeOfSource(relative: string): string {
  const [, ...rest] = posix(relative).split('/');
  const page = rest
    .join('/')
    .replace(SOURCE, '')
    .replace(/(^|\/)index$/, '$1');
  return withLang(langOfDocFile(relative), `/${page}`);
}

/**
 * Whether a routed page is content, by its route and frontmatter (as Rspress's page data has
 * them): not a 404 page, not the old address of a moved page (`redirectTo`, ARCHITECTURE.md
 * "Moved pages"). The sitemap, llms.txt and the breadcrumbs leave the others out.
 */
export function isContentPage(route: string, frontmatter: Record<string, unknown> = {}): boolean {
  return (
    !/(^|\/)404$/.test(route) &&
    frontmatter.pageType !== '404' &&
    typeof frontmatter.redirectTo !== 'string'
  );
}

/** The source file of a route, absolute, or undefined: `/zh/guide/start/` → `<docs>/zh/guide/start/index.mdx`. */
export function sourceOfRoute(docsRoot: string, route: string): string | undefined {
  const rest = stripLang(route).replace(/^\//, '');
  const base = path.join(docsRoot, langOf(route), rest);
  const candidates =
    route.endsWith('/') || rest === ''
      ? [path.join(base, 'index.mdx'), path.join(base, 'index.md')]
      : [`${base}.mdx`, `${base}.md`, path.join(base, 'index.mdx'), path.join(base, 'index.md')];
  return candidates.find((file) => existsSync(file));
}

/**
 * A route as links write it: without the trailing slash of a folder's index
 * (`/config/lib/` → `/config/lib`), a language's home kept (`/`, `/zh/`).
 */
export function linkOfRoute(route: string): string {
  return stripLang(route) === '/' ? route : route.replace(/\/$/, '');
}

/**
 * The file the build writes for a route, relative to the build folder: `/guide/start/` →
 * `guide/start/index.html`, `/config/lib/dts` → `config/lib/dts.html`; `.md` for the Markdown
 * twin.
 */
export function builtFileOf(route: string, extension: '.html' | '.md' = '.html'): string {
  const file = route.endsWith('/') ? `${route}index` : route;
  return `${file.replace(/^\//, '')}${extension}`;
}

/** The route of a built page (relative to the build folder, or a URL path): `zh/guide/start/index.html` → `/zh/guide/start/`. */
export function routeOfBuiltFile(relative: string): string {
  const page = posix(relative)
    .replace(/^\//, '')
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '$1');
  return `/${page}`;
}

/**
 * Every built page below `outDir`, relative and sorted: the routes' HTML files, without the
 * 404 pages and without the assets under `static/` and Rspress's `__*` folders.
 */
export function builtPages(outDir: string): string[] {
  const out: string[] = [];
  const visit = (rel: string) => {
    for (const entry of readdirSync(path.join(outDir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (entry.name !== 'static' && !entry.name.startsWith('__')) visit(child);
      } else if (entry.name.endsWith('.html') && entry.name !== '404.html') out.push(child);
    }
  };
  if (existsSync(outDir)) visit('');
  return out.sort();
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/**
 * The build file a site path is served from, with clean URLs (e2e/navigation.spec.ts):
 * `/a/b`, `/a/b.html`, `/a/b/` and `/a/b/index` (with or without `.html`) reach the same
 * page, whether it was built as `a/b.html` or `a/b/index.html`. Paths are URL-decoded; a
 * path that does not decode, or that leaves the build folder, has no file.
 */
export function fileForPath(urlPath: string, root: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const clean = decoded.replace(/\/index(\.html)?$/, '/').replace(/\.html$/, '');
  const base = path.join(root, clean);
  if (base !== root && !base.startsWith(root + path.sep)) return undefined;
  const trimmed = base.replace(/[\\/]+$/, '');
  const candidates = clean.endsWith('/')
    ? [path.join(base, 'index.html'), `${trimmed}.html`]
    : [base, `${base}.html`, path.join(base, 'index.html')];
  return candidates.find(isFile);
}

/**
 * What a static host sends for a site path: its file with 200, else the 404 page of the path's
 * language (the default language's when that one was not built) with 404; no file at all when
 * the folder holds no build.
 */
export function resolvePath(urlPath: string, root: string): { file?: string; status: 200 | 404 } {
  const found = fileForPath(urlPath, root);
  if (found) return { file: found, status: 200 };
  const own = path.join(root, builtFileOf(withLang(langOf(urlPath), '/404')));
  const fallback = path.join(root, builtFileOf('/404'));
  return { file: [own, fallback].find(isFile), status: 404 };
}

/** Content types by file extension: the one table of the servers and the dev middlewares. */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.gz': 'application/gzip',
};

/** The content type of a file (or a bare extension, `.json`) by its extension. */
export function contentType(file: string): string {
  return CONTENT_TYPES[path.extname(file) || file] ?? 'application/octet-stream';
}
