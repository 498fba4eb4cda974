// Questions as readers ask them (questions.ts): recall in the first 3 pages the modal shows,
// per language, over the built index and through the modal's search client. Every 4th question
// is held out of tuning; its recall is reported on its own. Run after a build.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { builtClient, loadIndex, stubPages } from './helpers.ts';
import * as questions from './questions.ts';
import {
  docSearchRequest,
  goldenQueries,
  type Measured,
  measure,
  percent,
  type RecallQuery,
  rate,
} from './recall.ts';

/** The bar of the whole golden set and of the identifiers, per language. */
const MIN_RECALL = 0.95;
/** The questions alone, per language (their recall is also reported tuned and held out). */
const MIN_QUESTION_RECALL = 0.95;

describe('the question set', () => {
  test('has at least 200 questions, about half of them Chinese', () => {
    const total = questions.en.length + questions.zh.length;
    assert.ok(total >= 200, `${total}`);
    assert.ok(questions.zh.length >= total * 0.45, `${questions.zh.length} of ${total}`);
  });

  for (const lang of ['en', 'zh'] as const) {
    test(`${lang}: names only pages that exist, and names every page`, () => {
      const pages = new Set(loadIndex(lang).records.map((r) => r.url.split('#')[0]));
      const named = new Set(goldenQueries(lang).flatMap((q) => q.pages));
      assert.deepEqual(
        [...named].filter((p) => !pages.has(p)),
        [],
        'pages named by the golden sets but not in the index',
      );
      assert.deepEqual(
        [...pages].filter((p) => !named.has(p)),
        [],
        'pages of the index that no golden query names',
      );
    });
  }
});

for (const lang of ['en', 'zh'] as const) {
  describe(`recall in the modal's first 3 pages (${lang})`, async () => {
    const { client } = await builtClient(lang);
    const stubs = stubPages(loadIndex(lang));
    const queries = goldenQueries(lang).filter((q) => !q.pages.every((p) => stubs.has(p)));
    const results = await measure(
      async (q) => (await client.search(docSearchRequest(q, lang))).results[0].hits,
      queries,
    );
    // Misses of the tuning part are listed; held-out misses are only counted, so that they are
    // not tuned for by accident (npm run bench:search -- --show-held-out lists them).
    const misses = (list: Measured<RecallQuery>[]) => [
      ...list
        .filter((r) => !r.pass && !r.heldOut)
        .map((r) => `${r.query} → ${r.pages.join(' | ')} (got ${r.top.join(', ') || 'nothing'})`),
      `${list.filter((r) => !r.pass && r.heldOut).length} held-out misses`,
    ];
    const all = rate(results);
    const ids = rate(results.filter((r) => r.set === 'identifier'));
    const latin = rate(
      results.filter((r) => r.set === 'identifier' && !/[\u4e00-\u9fff]/.test(r.query)),
    );
    const qs = results.filter((r) => r.set === 'question');
    const tuning = rate(qs.filter((r) => !r.heldOut));
    const heldOut = rate(qs.filter((r) => r.heldOut));

    test(`the whole golden set: at least 95% (${percent(all)}, ${all.pass}/${all.total})`, () => {
      assert.ok(all.rate >= MIN_RECALL, misses(results).join('\n'));
    });
    test(`identifiers: at least 95% (${percent(ids)}), English option names among them (${percent(latin)})`, () => {
      assert.ok(ids.rate >= MIN_RECALL && latin.rate >= MIN_RECALL);
    });
    test(`questions: at least 95% (${percent(rate(qs))}; tuned on ${percent(tuning)}, held out ${percent(heldOut)} of ${heldOut.total})`, () => {
      assert.ok(rate(qs).rate >= MIN_QUESTION_RECALL, misses(qs).join('\n'));
    });
  });
}
