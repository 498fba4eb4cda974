// Code blocks as one HTML string each. After Shiki, a code block is a `<pre><code>` with an
// element per line and per token; compiled as MDX, each of them becomes a `jsx()` call in the
// page's route chunk and a fiber React walks during hydration. Nothing in a highlighted block
// is interactive (copy, wrap and fold act on the DOM around it), so the `<code>` element gets
// its content as one string (`dangerouslySetInnerHTML`). The server HTML and the DOM are the
// same, and React does about a sixth less work hydrating a code-heavy page
// (bench/PERFORMANCE.md). Rspress runs no rehype pass when it renders pages to Markdown, so
// Copy Markdown and llms.txt are unaffected.
import type { RspressPlugin } from '@rspress/core';
import { toHtml } from 'hast-util-to-html';
import { type HastNode, visit } from './hast';

/** An object literal `{ __html: "…" }` as MDX's JSX attribute expression (ESTree). */
function innerHtmlAttribute(html: string) {
  const literal = JSON.stringify(html);
  const expression = {
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: { type: 'Identifier', name: '__html' },
        value: { type: 'Literal', value: html, raw: literal },
      },
    ],
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'dangerouslySetInnerHTML',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `{ __html: ${literal} }`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{ type: 'ExpressionStatement', expression }],
        },
      },
    },
  };
}

/** Shiki's output only: a `<code>` without attributes holding elements and text. */
function isHighlightedCode(node: HastNode) {
  return (
    node.type === 'element' &&
    node.tagName === 'code' &&
    Object.keys(node.properties ?? {}).length === 0 &&
    (node.children ?? []).every((child) => child.type === 'element' || child.type === 'text')
  );
}

function rehypeCodeHtml() {
  return (tree: HastNode) => {
    visit(tree, (node) => {
      if (node.type !== 'element' || node.tagName !== 'pre' || !node.children) return;
      node.children = node.children.map((child) =>
        isHighlightedCode(child)
          ? {
              type: 'mdxJsxFlowElement',
              name: 'code',
              attributes: [innerHtmlAttribute(toHtml(child.children as never))],
              children: [],
            }
          : child,
      );
    });
  };
}

export function pluginCodeHtml(): RspressPlugin {
  return {
    name: 'rslib-docs:code-html',
    markdown: { rehypePlugins: [rehypeCodeHtml] },
  };
}
