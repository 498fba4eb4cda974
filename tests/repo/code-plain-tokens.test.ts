// plugins/code-plain-tokens.ts: token spans that only repeat the code's own color become text,
// and every character keeps the color it had (read the way the browser inherits it).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { codeToHast, createCssVariablesTheme, type ShikiTransformerContext } from 'shiki';
import type { Node, Root } from './shiki-hast.ts';

const { transformerRslibNotation } = await import('../../plugins/code-notation.ts');
const { transformerPlainTokens } = await import('../../plugins/code-plain-tokens.ts');

const CODE = [
  "import { defineConfig } from '@rslib/core';",
  'export default defineConfig({',
  "  lib: [{ format: 'esm', dts: true }], // [!code ++]",
  '});',
].join('\n');
const SHELL = ['$ npx rslib build', 'ready   built in 0.12 s'].join('\n');

// The theme the site's code blocks use (@rspress/core dist/node/mdx/rehypePlugins/shiki.js).
const theme = createCssVariablesTheme({
  name: 'css-variables',
  variablePrefix: '--shiki-',
  variableDefaults: {},
  fontStyle: true,
});

type Element = Extract<Root['children'][number], { type: 'element' }>;

// One tokenization, then the transformer on a copy: Shiki gives up on a line that takes over its
// time limit, so two tokenizations of one block can differ on a loaded machine.
const highlight = (code: string, lang: string) =>
  codeToHast(code, { lang, theme, transformers: [transformerRslibNotation()] });

function plain(root: Root): Root {
  const copy = structuredClone(root);
  // The hook reads nothing of its context, so an empty one stands in for Shiki's.
  transformerPlainTokens().pre!.call(
    {} as ShikiTransformerContext,
    copy.children.find(
      (node): node is Element => node.type === 'element' && node.tagName === 'pre',
    )!,
  );
  return copy;
}

const colorOf = (style: unknown) =>
  /(?:^|;)\s*color\s*:\s*([^;]+)/.exec(String(style ?? ''))?.[1]?.trim();

/** Each character of the code with the color it inherits, and the classes around it. */
function characters(node: Node, color = '', classes = ''): string[] {
  if (node.type === 'text') return [...node.value].map((char) => `${char}\t${color}\t${classes}`);
  const own = colorOf(node.properties?.style) ?? color;
  const cls = `${classes} ${node.properties?.class ?? ''}`.trim();
  return (node.children ?? []).flatMap((child) => characters(child, own, cls));
}

function count(node: Node, tag: string): number {
  return (
    (node.tagName === tag ? 1 : 0) + (node.children ?? []).reduce((n, c) => n + count(c, tag), 0)
  );
}

test('a configuration example: fewer spans, every character in the same color', async () => {
  const before = await highlight(CODE, 'ts');
  const after = plain(before);
  assert.deepEqual(characters(after), characters(before));
  assert.ok(count(after, 'span') < count(before, 'span'), 'some spans became text');
});

test('a command block: prompt and output keep their classes and colors', async () => {
  const before = await highlight(SHELL, 'bash');
  assert.deepEqual(characters(plain(before)), characters(before));
});

test('a span with a class or another style stays a span', async () => {
  const spans: Node[] = [];
  const walk = (node: Node) => {
    if (node.tagName === 'span') spans.push(node);
    for (const child of node.children ?? []) walk(child);
  };
  walk(plain(await highlight(SHELL, 'bash')));
  walk(plain(await highlight(CODE, 'ts')));
  assert.ok(spans.some((span) => String(span.properties!.class).includes('rp-shell-prompt')));
  for (const span of spans) {
    const keys = Object.keys(span.properties!);
    assert.ok(
      keys.length > 1 ||
        keys[0] !== 'style' ||
        colorOf(span.properties!.style) !== 'var(--shiki-foreground)',
      'no span is left that only repeats the code color',
    );
  }
});
