// Reads the machine-readable facts of the configuration reference: every
// `<OptionMeta … />` element in docs/<lang>/config/**/*.mdx (rendered by
// components/OptionMeta.tsx), and every code block titled "@rslib/core (types)".
//
// An OptionMeta element is plain data, written the same way in both languages:
//
//   <OptionMeta
//     name="lib.autoExternal"            the option path; "lib." = a key of a lib item
//     type="AutoExternal"                TypeScript, with every export of @rslib/core in scope
//     default={[                         a JS expression as a string, or a list of cases
//       { when: { format: ['esm', 'cjs'], bundle: true }, value: 'true' },
//       { value: 'false' },              the first case that matches a build wins
//     ]}
//     topLevel                           lib options: allowed at the top level (or topLevel={false})
//     cli="--auto-external, --no-auto-external"
//   />
//
// The element ends at the first line that closes it with `/>`. Attribute values are string
// literals or JS literals (objects, arrays, strings, numbers, booleans, null, undefined,
// regular expressions); anything else is an error, so a page can never run code.
import ts from 'typescript';
import type { OptionMetaProps } from '../../components/OptionMeta.tsx';

/** A value an attribute can hold: a JS literal, or a list or object of them. */
export type Literal =
  | string
  | number
  | boolean
  | null
  | undefined
  | RegExp
  | typeof ANY_FUNCTION
  | Literal[]
  | { [key: string]: Literal };

/** One element: its 1-based line and its props, or why it could not be read. */
export interface OptionMetaEntry {
  line: number;
  props: Record<string, Literal>;
  error?: string;
}

/** A "@rslib/core (types)" block: the 1-based line of its fence and its code. */
export interface TypeBlock {
  line: number;
  code: string;
}

/** One case of a stated default, as components/OptionMeta.tsx declares it. */
export type DefaultCase = Exclude<OptionMetaProps['default'], string | undefined>[number];

/** A source file with the syntax errors the parser records (internal to TypeScript). */
interface ParsedSourceFile extends ts.SourceFile {
  parseDiagnostics?: ts.DiagnosticWithLocation[];
}

const OPEN = /^\s*<OptionMeta\b/;

/** A JS literal from a TypeScript AST node; throws on anything that is not a literal. */
function literalOf(node: ts.Node, sourceFile: ts.SourceFile): Literal {
  if (ts.isParenthesizedExpression(node)) return literalOf(node.expression, sourceFile);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken) {
    return -Number(literalOf(node.operand, sourceFile));
  }
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isIdentifier(node) && node.text === 'undefined') return undefined;
  if (ts.isIdentifier(node) && node.text === 'Function') return ANY_FUNCTION;
  if (ts.isRegularExpressionLiteral(node)) {
    const text = node.text;
    const end = text.lastIndexOf('/');
    return new RegExp(text.slice(1, end), text.slice(end + 1));
  }
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((e) => literalOf(e, sourceFile));
  if (ts.isObjectLiteralExpression(node)) {
    const out: Record<string, Literal> = {};
    for (const prop of node.properties) {
      if (!ts.isPropertyAssignment(prop)) {
        throw new Error(`only "key: value" properties are allowed: ${prop.getText(sourceFile)}`);
      }
      const key = ts.isIdentifier(prop.name) ? prop.name.text : literalOf(prop.name, sourceFile);
      out[String(key)] = literalOf(prop.initializer, sourceFile);
    }
    return out;
  }
  throw new Error(`not a literal: ${node.getText(sourceFile)}`);
}

/** Stands for "any function" in a stated default, written `Function`. */
export const ANY_FUNCTION = Object.freeze({ anyFunction: true });

/** Parses the code of a stated default (`"{ mode: 'compile' }"`) into a value. */
export function parseValue(code: string): Literal {
  const file: ParsedSourceFile = ts.createSourceFile(
    'value.ts',
    `(${code});`,
    ts.ScriptTarget.Latest,
    true,
  );
  const [statement] = file.statements;
  if (file.statements.length !== 1 || !ts.isExpressionStatement(statement)) {
    throw new Error(`not a single expression: ${code}`);
  }
  if (file.parseDiagnostics?.length) {
    throw new Error(`does not parse: ${code}`);
  }
  return literalOf(statement.expression, file);
}

/** The props of one `<OptionMeta … />` element, parsed from its source text. */
function parseElement(text: string): Record<string, Literal> {
  const file: ParsedSourceFile = ts.createSourceFile(
    'meta.tsx',
    `(${text});`,
    ts.ScriptTarget.Latest,
    true,
  );
  if (file.parseDiagnostics?.length) {
    const d = file.parseDiagnostics[0];
    throw new Error(`does not parse: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
  }
  let element: ts.JsxSelfClosingElement | undefined;
  const visit = (node: ts.Node): void => {
    if (!element && ts.isJsxSelfClosingElement(node)) element = node;
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!element) throw new Error('not a self-closing <OptionMeta /> element');
  const props: Record<string, Literal> = {};
  for (const attr of element.attributes.properties) {
    if (!ts.isJsxAttribute(attr)) throw new Error('spread attributes are not allowed');
    const key = attr.name.getText(file);
    if (!attr.initializer) props[key] = true;
    else if (ts.isStringLiteral(attr.initializer)) props[key] = attr.initializer.text;
    else if (ts.isJsxExpression(attr.initializer) && attr.initializer.expression) {
      props[key] = literalOf(attr.initializer.expression, file);
    } else throw new Error(`attribute ${key} has no value`);
  }
  return props;
}

/**
 * Every OptionMeta element and every "@rslib/core (types)" block of one page.
 * Returns { metas: [{ line, props, error? }], typeBlocks: [{ line, code }] }.
 */
export function readPage(source: string): { metas: OptionMetaEntry[]; typeBlocks: TypeBlock[] } {
  const lines = source.split('\n');
  const metas: OptionMetaEntry[] = [];
  const typeBlocks: TypeBlock[] = [];
  let fence: { marker: string; start: number; types: boolean } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const marker = line.match(/^\s*(`{3,}|~{3,})(.*)$/);
    if (marker) {
      if (!fence) {
        fence = { marker: marker[1], start: i, types: /title="@rslib\/core \(types\)"/.test(line) };
      } else if (line.trim() === fence.marker) {
        if (fence.types) {
          typeBlocks.push({
            line: fence.start + 1,
            code: lines.slice(fence.start + 1, i).join('\n'),
          });
        }
        fence = null;
      }
      continue;
    }
    if (fence || !OPEN.test(line)) continue;
    let end = i;
    while (end < lines.length && !/\/>\s*$/.test(lines[end])) end++;
    const text = lines.slice(i, end + 1).join('\n');
    try {
      metas.push({ line: i + 1, props: parseElement(text) });
    } catch (error) {
      metas.push({ line: i + 1, props: {}, error: (error as Error).message });
    }
    i = end;
  }
  return { metas, typeBlocks };
}

/** The cases of a stated default: a string becomes one case that always applies. */
export function casesOf(stated: Literal): DefaultCase[] {
  if (stated === undefined) return [];
  if (typeof stated === 'string') return [{ value: stated }];
  // Otherwise the list of cases as the page writes it, in the format above (not validated).
  return stated as DefaultCase[];
}
