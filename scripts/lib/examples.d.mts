export interface ExampleBlock {
  fenceLine: number;
  lang: string;
  meta: string;
  code: string;
  rawCode: string;
  skip: string | null;
  skipLine: number | null;
}
export declare const SKIP_WITH_REASON: RegExp;
export declare function extractBlocks(source: string): ExampleBlock[];
export declare function titleOf(block: ExampleBlock): string | undefined;
export declare function configuresRslib(block: ExampleBlock): boolean;
export declare function ambientDeclarations(): { text: string; stubbed: string[] };
export declare const EXAMPLE_COMPILER_OPTIONS: Record<string, unknown>;
