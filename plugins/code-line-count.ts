// The size of each highlighted block's code before it is laid out, as `--code-lines` and
// `--code-cols` on its `<code>` (theme/styles/_content-visibility.scss gives a skipped block
// that size). A code block does not wrap, so its height is its line count times the line
// height, and its width its longest line. The width matters where the block is narrower than
// its code: laid out, the code overflows and the block gets its scrollbar, which takes room
// where the scrollbar is not an overlay (a desktop browser); sized 0 wide while skipped, the
// block grew by that scrollbar when it came into view and moved the page below it. With the
// right estimate, a block laid out late does not move what the reader is looking at.
import type { ShikiTransformer } from 'shiki';
import { lineElements, textOf } from './code-notation';

/** The custom properties the stylesheet reads. */
const LINE_COUNT_PROPERTY = '--code-lines';
const COLUMN_COUNT_PROPERTY = '--code-cols';

/**
 * Characters a monospace face sets about two columns wide, or wider: East Asian wide and
 * full-width forms and emoji, which come from a fallback face.
 */
const WIDE =
  /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6\u{1F300}-\u{1FAFF}\u{20000}-\u{3FFFD}]/u;

/** The width of a line of code in columns (`ch` of the code's face). */
export function columns(line: string): number {
  let width = 0;
  for (const char of line) width += WIDE.test(char) ? 2 : 1;
  return width;
}

export function transformerLineCount(): ShikiTransformer {
  return {
    name: 'rslib-docs:line-count',
    code(node) {
      const lines = lineElements(node as unknown as Parameters<typeof lineElements>[0]);
      const cols = Math.max(0, ...lines.map((line) => columns(textOf(line))));
      const style = node.properties.style ? `${node.properties.style};` : '';
      node.properties.style = `${style}${LINE_COUNT_PROPERTY}:${lines.length};${COLUMN_COUNT_PROPERTY}:${cols}`;
    },
  };
}
