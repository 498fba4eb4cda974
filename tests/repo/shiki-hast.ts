// The hast tree Shiki's codeToHast returns, typed as the code-block tests read it
// (code-notation, code-plain-tokens, type-hovers).
import type { codeToHast } from 'shiki';

export type Root = Awaited<ReturnType<typeof codeToHast>>;

/** A node of that tree: text, or an element (or the root) with its properties and children. */
export type Node =
  | {
      type: 'text';
      value: string;
      tagName?: undefined;
      properties?: undefined;
      children?: undefined;
    }
  | {
      type: Exclude<Root['type'] | Root['children'][number]['type'], 'text'>;
      tagName?: string;
      value?: string;
      properties?: Record<string, unknown>;
      children?: Node[];
    };
