// The width a skipped code block is given before it is laid out (plugins/code-line-count.ts,
// theme/styles/_content-visibility.scss): columns of the code's monospace face, where Han
// characters and emoji take two and box-drawing characters of an output tree take one.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { columns } from '../../plugins/code-line-count.ts';

test('a line of code is as many columns wide as a monospace face sets it', () => {
  assert.equal(columns("export default defineConfig({ lib: [{ format: 'esm' }] });"), 58);
  assert.equal(columns('├── index.js'), 12);
  assert.equal(columns('// 构建产物'), 11);
  assert.equal(columns('🚀 done'), 7);
  assert.equal(columns(''), 0);
});
