// ARCHITECTURE.md states counts and lists that the code can contradict after a change; each
// test here recounts one from the code and fails when the prose no longer matches.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { walk } from '../../scripts/lib/build-files.ts';

const root = path.resolve(import.meta.dirname, '../..');
const doc = readFileSync(path.join(root, 'ARCHITECTURE.md'), 'utf8');
const WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
];

/** The paragraph of ARCHITECTURE.md that starts with `start`. */
const paragraph = (start: string) => {
  const at = doc.indexOf(start);
  assert.ok(at >= 0, `ARCHITECTURE.md has no paragraph starting "${start}"`);
  return doc.slice(at, doc.indexOf('\n\n', at));
};

test('ARCHITECTURE.md names and counts every deep import of @rspress/core/dist', () => {
  const sources = ['theme', 'components', 'plugins']
    .flatMap((dir) => walk(path.join(root, dir), (name) => /\.(ts|tsx)$/.test(name)))
    .concat(path.join(root, 'rspress.config.ts'));
  const imports = new Set(
    sources.flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /['"]@rspress\/core\/dist\/(?:theme\/)?([^'"]+)['"]/g,
        ),
      ].map((m) => m[1].replace(/^components\//, '')),
    ),
  );
  const text = paragraph('Deep imports of `@rspress/core/dist/…`');
  const unnamed = [...imports].filter((file) => !text.includes(`\`${file}\``));
  assert.deepEqual(unnamed, [], 'name these in the paragraph on deep imports');
  const count = text.match(/(\w+) in all/)?.[1].toLowerCase();
  assert.equal(
    count,
    WORDS[imports.size],
    `the paragraph should say "${WORDS[imports.size]} in all"`,
  );
});

test('ARCHITECTURE.md counts the rows of its Patches table', () => {
  const section = doc.slice(
    doc.indexOf('## Patches'),
    doc.indexOf('\n## ', doc.indexOf('## Patches') + 1),
  );
  const rows = section.split('\n').filter((line) => /^\| [^-|]/.test(line)).length - 1;
  const count = section.match(/^(\w+) patches/m)?.[1].toLowerCase();
  assert.equal(count, WORDS[rows], `the Patches section should say "${WORDS[rows]} patches"`);
});
