/**
 * The type hovers of the code examples (plugins/type-hovers/, theme/components/TypeHover/):
 * where the build writes each block's hover data and the shape the browser reads.
 */

/** Each block's data is `<TYPE_HOVERS_PATH><id>.json` (content-hashed, so immutable). */
export const TYPE_HOVERS_PATH = '/static/type-hovers/';

/** One hover: the type as declared, and for a Rslib option its path, summary and section. */
interface TypeHoverEntry {
  /** The declaration, such as `(property) LibConfig.dts?: Dts`. */
  type: string;
  /** The option's path in `RslibConfig`, such as `lib.dts.bundle`. */
  path?: string;
  /** The section of the reference in the page's language, such as `/zh/config/lib/dts`. */
  href?: string;
  /** The first sentence of that section, in the page's language; `code` in backticks. */
  summary?: string;
}

/** The file of one block: entry `i` belongs to the token marked `data-h="i"`. */
export interface TypeHoverFile {
  hovers: TypeHoverEntry[];
}

/** Attributes the build puts on a highlighted block and its tokens. */
export const BLOCK_ATTRIBUTE = 'data-hovers';
export const TOKEN_ATTRIBUTE = 'data-h';
