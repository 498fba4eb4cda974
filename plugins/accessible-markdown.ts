// An accessibility fix made while the MDX is compiled, so the server HTML is right from the
// first byte and nothing is patched in the browser: a task-list checkbox gets its item's
// text as its name. (Heading anchors, code blocks and tables are handled by the theme's MDX
// components: theme/components/MdxComponents.)
import type { RspressPlugin } from '@rspress/core';
import { type HastNode, visit } from './hast';

function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  // A nested list belongs to the sub-items, not to this item's name.
  if (node.tagName === 'ul' || node.tagName === 'ol') return '';
  return (node.children ?? []).map(textOf).join('');
}

function isCheckbox(node: HastNode) {
  return node.tagName === 'input' && node.properties?.type === 'checkbox';
}

function rehypeAccessibleMarkdown() {
  return (tree: HastNode) => {
    visit(tree, (node) => {
      if (node.type !== 'element') return;
      if (node.tagName === 'li') {
        const box = node.children?.find(isCheckbox);
        const name = textOf(node).trim().replace(/\s+/g, ' ').slice(0, 150);
        if (box && name && !box.properties?.ariaLabel) {
          box.properties = { ...box.properties, ariaLabel: name };
        }
      }
    });
  };
}

export function pluginAccessibleMarkdown(): RspressPlugin {
  return {
    name: 'rslib-docs:accessible-markdown',
    markdown: { rehypePlugins: [rehypeAccessibleMarkdown] },
  };
}
