// Shared by the checks, benchmarks and tests: the folders, a file walk, and the scripts' door
// to site/pages.ts (the page model: sources, routes, built files, how a static host answers a
// path).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const pages = await import('../../site/pages.ts');

/** Node's arguments that run a TypeScript script as package.json does (`node --import tsx …`). */
export const RUN_TS = ['--import', 'tsx'];

export const repoRoot = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const buildDir = path.resolve(repoRoot, process.env.RSPRESS_OUT_DIR || 'doc_build');
// DOCS_DIR points the checks at another copy of the pages (the planted-error test of check:facts).
export const docsDir = path.resolve(repoRoot, process.env.DOCS_DIR || 'docs');

export const {
  markdownFiles,
  builtFileOf,
  builtPages,
  routeOfBuiltFile,
  sourceOfRoute,
  resolvePath,
  contentType,
} = pages;

/** Every file below `dir` whose name matches `test`, as absolute paths. */
export function walk(dir: string, test: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...walk(full, test));
    else if (test(name)) out.push(full);
  }
  return out;
}

/** The build file a site path is served from, with clean URLs (site/pages.ts). */
export const fileForPath = (urlPath: string, root = buildDir): string | undefined =>
  pages.fileForPath(urlPath, root);

/** The site path of a built HTML file: doc_build/zh/guide/a.html → /zh/guide/a. */
export const pathForFile = (file: string, root = buildDir): string =>
  routeOfBuiltFile(path.relative(root, file));
