// Every golden query finds its page in the top 3, over the index the build wrote, with the
// ranking code the browser runs. Run after a build: `node --test tests/search/`.
// SEARCH_BUILD_DIR points at another build output (default: doc_build).
import './register-ts.mjs';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { en, zh } from './golden.mjs';
import { distinctPages, loadIndex, stubPages } from './helpers.mjs';

const { SearchEngine } = await import('../../search/engine.ts');
const { setSegmenterForTesting } = await import('../../search/tokenize.ts');

for (const [lang, queries] of [
  ['en', en],
  ['zh', zh],
]) {
  describe(`golden queries (${lang})`, () => {
    const index = loadIndex(lang);
    const engine = new SearchEngine(index.records);
    const stubs = stubPages(index);

    test('there are at least 40', () => assert.ok(queries.length >= 40));

    for (const { query, page } of queries) {
      // A page still being written (TODO-STUB) cannot be found by its words yet.
      const todo = stubs.has(page) ? `${page} is still a stub` : undefined;
      test(`${JSON.stringify(query)} → ${page}`, { todo }, () => {
        const top = distinctPages(engine.search(query).hits).slice(0, 3);
        assert.ok(top.includes(page), `top 3: ${top.join(', ') || '(none)'}`);
      });
    }
  });
}

describe('golden queries (zh) without Intl.Segmenter: the bigram fallback', () => {
  test('finds the page for every Chinese query', (t) => {
    setSegmenterForTesting(false);
    t.after(() => setSegmenterForTesting(true));
    const index = loadIndex('zh');
    const engine = new SearchEngine(index.records);
    const stubs = stubPages(index);
    const misses = [];
    for (const { query, page } of zh) {
      if (stubs.has(page)) continue;
      const top = distinctPages(engine.search(query).hits).slice(0, 3);
      if (!top.includes(page)) misses.push(`${query} → ${page} (top 3: ${top.join(', ')})`);
    }
    assert.deepEqual(misses, []);
  });
});
