// Shared by the checks that read the production build.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const buildDir = path.resolve(repoRoot, process.env.RSPRESS_OUT_DIR || 'doc_build');
export const docsDir = path.join(repoRoot, 'docs');

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

/** The build file a site path is served from, with the preview server's clean-URL rules. */
export function fileForPath(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const clean = decoded.replace(/\/index(\.html)?$/, '/');
  const base = path.join(buildDir, clean);
  const candidates = clean.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [base, `${base}.html`, path.join(base, 'index.html')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** The site path of a built HTML file: doc_build/zh/guide/a.html → /zh/guide/a. */
export function pathForFile(file) {
  const rel = path.relative(buildDir, file).split(path.sep).join('/');
  if (rel === 'index.html') return '/';
  if (rel.endsWith('/index.html')) return `/${rel.slice(0, -'index.html'.length)}`;
  return `/${rel.replace(/\.html$/, '')}`;
}
