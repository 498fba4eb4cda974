// Shared by the search tests and scripts/bench-search.mjs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The build output the tests read: SEARCH_BUILD_DIR, or doc_build. */
export const BUILD_DIR = path.resolve(ROOT, process.env.SEARCH_BUILD_DIR ?? 'doc_build');

export function indexFile(lang) {
  return path.join(BUILD_DIR, 'search', `${lang}.json`);
}

/** The index the build wrote; fails with a hint when there is no build. */
export function loadIndex(lang) {
  const file = indexFile(lang);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `No search index at ${file}: build the site first (npm run build). ${error.message}`,
    );
  }
}

/** Pages whose every record is still the writers' placeholder. */
export function stubPages(index) {
  const text = new Map();
  for (const r of index.records) {
    const page = r.url.split('#')[0];
    text.set(page, (text.get(page) ?? '') + (r.content ?? ''));
  }
  return new Set([...text].filter(([, t]) => t.trim() === 'TODO-STUB').map(([page]) => page));
}

/** Result pages in rank order, each once. */
export function distinctPages(hits) {
  return [...new Set(hits.map((h) => h.url_without_anchor))];
}
