// theme/slug.ts stands in for @rspress/shared/github-slugger in the bundles (rspress.config.ts
// alias). A heading id that differs from the one Rspress computes breaks its anchor links, so
// both must agree on every heading of the docs and on the awkward characters writers use.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import Original, { slug as originalSlug } from '@rspress/shared/github-slugger';
import { markdownFiles, walk } from '../../scripts/lib/build-files.ts';

const { default: Ours, slug } = await import('../../theme/slug.ts');

const docs = path.resolve(import.meta.dirname, '../../docs');
const headings = markdownFiles(docs).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/^#{1,6} +(.+)$/gm)].map((m) => m[1]),
);
const titles = walk(docs, (name) => /^_meta\.json$/.test(name)).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/"(?:label|text|title)"\s*:\s*"([^"]+)"/g)].map(
    (m) => m[1],
  ),
);
const awkward = [
  'Rslib 1.0 — what changed?',
  'lib.format: "esm" | "cjs"',
  'C++ & `dts.bundle` (API Extractor)',
  '构建产物：ESM、CJS 与 UMD',
  '常见问题（FAQ）！',
  'Ｆｕｌｌ－ｗｉｄｔｈ　ｓｐａｃｅ',
  'emoji 🚀 and ✨ sparkles',
  'tabs\tand\nnew lines',
  'under_score and-hyphen  double  space',
  'Ünïcödé, Ελληνικά, русский, العربية, हिन्दी',
];

test('the stand-in slug equals github-slugger on every heading and label of the docs', () => {
  const texts = [...headings, ...titles, ...awkward];
  assert.ok(headings.length > 1000, `only ${headings.length} headings found under docs/`);
  for (const text of texts) {
    assert.equal(slug(text), originalSlug(text), JSON.stringify(text));
    assert.equal(slug(text, true), originalSlug(text, true), JSON.stringify(text));
  }
});

test('repeated headings get the same numbered slugs', () => {
  const ours = new Ours();
  const original = new Original();
  for (const text of ['Options', 'Options', 'options', 'Options-1', 'Options', '', '']) {
    assert.equal(ours.slug(text), original.slug(text), JSON.stringify(text));
  }
  ours.reset();
  original.reset();
  assert.equal(ours.slug('Options'), original.slug('Options'));
});
