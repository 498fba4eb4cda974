export interface OptionMetaEntry {
  line: number;
  props: Record<string, unknown>;
  error?: string;
}
export declare function readPage(source: string): {
  metas: OptionMetaEntry[];
  typeBlocks: { line: number; code: string }[];
};
export declare function literalOf(node: unknown, sourceFile: unknown): unknown;
export declare function parseValue(code: string): unknown;
export declare function casesOf(stated: unknown): unknown[];
export declare const ANY_FUNCTION: { anyFunction: true };
