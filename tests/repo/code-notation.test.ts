// plugins/code-notation.ts: the classes each kind of line gets, and the text the copy button
// takes (the theme's getCopyableText skips text inside `.rp-copy-ignore`; copiedText below
// walks the tree the same way).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { codeToHast } from 'shiki';
import type { Node } from './shiki-hast.ts';

const { transformerRslibNotation, COPY_IGNORE } = await import('../../plugins/code-notation.ts');

async function highlight(code: string, lang: string) {
  return codeToHast(code, {
    lang,
    theme: 'github-light',
    transformers: [transformerRslibNotation()],
  });
}

const classes = (node: Node) => String(node.properties?.class ?? '').split(/\s+/);

function copiedText(node: Node): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && classes(node).includes(COPY_IGNORE)) return '';
  return (node.children ?? []).map(copiedText).join('');
}

function shownText(node: Node): string {
  if (node.type === 'text') return node.value;
  return (node.children ?? []).map(shownText).join('');
}

const find = (node: Node, tag: string): Node | undefined =>
  node.tagName === tag ? node : (node.children ?? []).map((c) => find(c, tag)).find(Boolean);
const lines = (root: Node) =>
  find(root, 'code')!.children!.filter((c) => classes(c).includes('line'));

test('notation comments mark lines and disappear; removed lines are not copied', async () => {
  const root = await highlight(
    [
      "import { defineConfig } from '@rslib/core';",
      'export default defineConfig({',
      "  lib: [{ format: 'cjs' }], // [!code --]",
      "  lib: [{ format: 'esm' }], // [!code ++]",
      '  // [!code highlight]',
      '  dts: true,',
      '});',
    ].join('\n'),
    'ts',
  );
  const pre = find(root, 'pre')!;
  for (const name of ['has-diff', 'has-highlighted']) assert.ok(classes(pre).includes(name), name);
  const [, , removed, added, highlighted] = lines(root);
  assert.ok(classes(removed).includes('remove') && classes(removed).includes(COPY_IGNORE));
  assert.ok(classes(added).includes('add'));
  assert.ok(classes(highlighted).includes('highlighted'));
  assert.equal(shownText(highlighted).trim(), 'dts: true,');
  assert.doesNotMatch(shownText(root), /\[!code/);
  assert.equal(
    copiedText(root),
    [
      "import { defineConfig } from '@rslib/core';",
      'export default defineConfig({',
      "  lib: [{ format: 'esm' }],",
      '  dts: true,',
      '});',
    ].join('\n'),
  );
});

test('a diff block copies the new text without its markers', async () => {
  const root = await highlight(
    [' {', '-  "a": 1,', '+  "a": 2,', '   "b": 3', ' }'].join('\n'),
    'diff',
  );
  assert.equal(shownText(root), [' {', '-  "a": 1,', '+  "a": 2,', '   "b": 3', ' }'].join('\n'));
  assert.equal(copiedText(root), ['{', '  "a": 2,', '  "b": 3', '}'].join('\n'));
});

test('a command block copies the commands without prompts or output', async () => {
  const root = await highlight(
    [
      '$ npm run build',
      '> lib@1.0.0 build',
      'ready',
      '$ npx rslib inspect \\',
      '  --mode production',
      'done',
    ].join('\n'),
    'bash',
  );
  assert.equal(
    copiedText(root),
    ['npm run build', 'npx rslib inspect \\', '  --mode production'].join('\n'),
  );
  assert.ok(classes(lines(root)[1]).includes('rp-shell-output'));
});

test('blocks without notation, prompt or diff are left alone', async () => {
  for (const [code, lang] of [
    ['npm run build\n# a comment\nnpx rslib', 'bash'],
    ["const a = '$ not a prompt';", 'ts'],
  ]) {
    const root = await highlight(code, lang);
    assert.equal(copiedText(root), code);
    assert.deepEqual(
      classes(find(root, 'pre')!).filter((c) => c.startsWith('has-')),
      [],
    );
  }
});
