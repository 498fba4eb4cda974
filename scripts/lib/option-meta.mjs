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

const OPEN = /^\s*<OptionMeta\b/;

/** A JS literal from a TypeScript AST node; throws on anything that is not a literal. */
function literalOf(node, sourceFile) {
  if (ts.isParenthesizedExpression(node)) return literalOf(node.expression, sourceFile);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken) {
    return -literalOf(node.operand, sourceFile);
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
    const out = {};
    for (const prop of node.properties) {
      if (!ts.isPropertyAssignment(prop)) {
        throw new Error(`only "key: value" properties are allowed: ${prop.getText(sourceFile)}`);
      }
      const key = ts.isIdentifier(prop.name) ? prop.name.text : literalOf(prop.name, sourceFile);
      out[key] = literalOf(prop.initializer, sourceFile);
    }
    return out;
  }
  throw new Error(`not a literal: ${node.getText(sourceFile)}`);
}

/** Stands for "any function" in a stated default, written `Function`. */
export const ANY_FUNCTION = Object.freeze({ anyFunction: true });

/** Parses the code of a stated default (`"{ mode: 'compile' }"`) into a value. */
export function parseValue(code) {
  const file = ts.createSourceFile('value.ts', `(${code});`, ts.ScriptTarget.Latest, true);
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
function parseElement(text) {
  const file = ts.createSourceFile('meta.tsx', `(${text});`, ts.ScriptTarget.Latest, true);
  if (file.parseDiagnostics?.length) {
    const d = file.parseDiagnostics[0];
    throw new Error(`does not parse: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
  }
  let element;
  const visit = (node) => {
    if (!element && ts.isJsxSelfClosingElement(node)) element = node;
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!element) throw new Error('not a self-closing <OptionMeta /> element');
  const props = {};
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
export function readPage(source) {
  const lines = source.split('\n');
  const metas = [];
  const typeBlocks = [];
  let fence = null;
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
      metas.push({ line: i + 1, props: {}, error: error.message });
    }
    i = end;
  }
  return { metas, typeBlocks };
}

/** The cases of a stated default: a string becomes one case that always applies. */
export function casesOf(stated) {
  if (stated === undefined) return [];
  if (typeof stated === 'string') return [{ value: stated }];
  return stated;
}
