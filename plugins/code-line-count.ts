// The line count of each highlighted block, as `--code-lines` on its `<code>`, for the size a
// skipped block is given before it is laid out (theme/styles/_content-visibility.scss). A code
// block does not wrap, so its height is its line count times the line height; with the right
// estimate, a block laid out late does not move what the reader is looking at.
import type { ShikiTransformer } from 'shiki';
import { lineElements } from './code-notation';

/** The custom property the stylesheet reads. */
const LINE_COUNT_PROPERTY = '--code-lines';

export function transformerLineCount(): ShikiTransformer {
  return {
    name: 'rslib-docs:line-count',
    code(node) {
      const lines = lineElements(node as unknown as Parameters<typeof lineElements>[0]).length;
      const style = node.properties.style ? `${node.properties.style};` : '';
      node.properties.style = `${style}${LINE_COUNT_PROPERTY}:${lines}`;
    },
  };
}
