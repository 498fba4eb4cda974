// The little of the syntax trees our plugins read: HTML (hast) for the rehype passes, with a
// walk over it, and Markdown (mdast) for the remark passes.

export interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
  [key: string]: unknown;
}

/** Calls `fn` on the node and every node below it, parents first. */
export function visit(node: HastNode, fn: (node: HastNode) => void) {
  fn(node);
  for (const child of node.children ?? []) visit(child, fn);
}

/** A Markdown (mdast) node as the remark passes read it. */
export interface MdastNode {
  type: string;
  depth?: number;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: MdastNode[];
  [key: string]: unknown;
}
