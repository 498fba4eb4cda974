// Token spans that only repeat the code's own color become plain text (issue 22, item 2:
// markup that costs less to lay out). Shiki wraps every token in a span with its color, and
// with the css-variables theme about a quarter of them carry `color:var(--shiki-foreground)`,
// the color the `<pre>` already sets and `<code>` and each `.line` inherit: on
// /guide/advanced/css, 410 of its 1,755 spans. Each costs style, layout, bytes of HTML and of
// the route chunk (plugins/code-html.ts passes the code's HTML along as a string) and shows
// nothing. A span with anything else on it (a class of plugins/code-notation.ts, a type-hover
// mark of plugins/type-hovers, another style) stays as it is.
import type { ShikiTransformer } from 'shiki';

/** Shiki's hast element, as its hooks receive it. */
type Element = Parameters<NonNullable<ShikiTransformer['pre']>>[0];
type ElementContent = Element['children'][number];

/** The declarations of an inline style, trimmed: `color:red; ` → `['color:red']`. */
const declarations = (style: unknown) =>
  String(style ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);

/** The children of `node` with each plain span replaced by its text, runs of text merged. */
function unwrap(node: Element, color: string) {
  const children: ElementContent[] = [];
  for (const child of node.children) {
    const plain =
      child.type === 'element' &&
      child.tagName === 'span' &&
      Object.keys(child.properties).length === 1 &&
      declarations(child.properties.style).join(';') === color;
    for (const part of plain ? child.children : [child]) {
      const last = children[children.length - 1];
      if (part.type === 'text' && last?.type === 'text') last.value += part.value;
      else children.push(part);
    }
  }
  node.children = children;
}

export function transformerPlainTokens(): ShikiTransformer {
  return {
    name: 'rslib-docs:plain-tokens',
    // At the end, when the `<pre>` has its style: its color is what the text inherits.
    pre(pre) {
      const color = declarations(pre.properties.style).find((part) => /^color\s*:/.test(part));
      if (!color) return;
      for (const code of pre.children) {
        if (code.type !== 'element' || code.tagName !== 'code') continue;
        for (const line of code.children) {
          if (line.type === 'element') unwrap(line, color);
        }
      }
    },
  };
}
