// The little of the HTML syntax tree (hast) that our rehype passes read, and a walk over it.

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
