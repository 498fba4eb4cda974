// Shared by the checks that read the production build.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const buildDir = path.resolve(repoRoot, process.env.RSPRESS_OUT_DIR || 'doc_build');
// DOCS_DIR points the checks at another copy of the pages (the planted-error test of check:facts).
export const docsDir = path.resolve(repoRoot, process.env.DOCS_DIR || 'docs');

/** Every file below `dir` whose name matches `test`, as absolute paths. */
export function walk(dir, test) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...walk(full, test));
    else if (test(name)) out.push(full);
  }
  return out;
}

/**
 * The build file a site path is served from, with clean URLs (e2e/navigation.spec.ts):
 * `/a/b`, `/a/b.html`, `/a/b/` and `/a/b/index` (with or without `.html`) reach the same
 * page, whether it was built as `a/b.html` or `a/b/index.html`. Paths are URL-decoded; a
 * path that does not decode, or that leaves the build folder, has no file.
 */
export function fileForPath(urlPath, root = buildDir) {
  let decoded;
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
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** The site path of a built HTML file: doc_build/zh/guide/a.html → /zh/guide/a. */
export function pathForFile(file, root = buildDir) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (rel === 'index.html') return '/';
  if (rel.endsWith('/index.html')) return `/${rel.slice(0, -'index.html'.length)}`;
  return `/${rel.replace(/\.html$/, '')}`;
}
