#!/usr/bin/env node
// Checks that the error reference (docs/{en,zh}/guide/faq/errors.mdx) has an entry for every
// error and warning the installed Rslib prints.
//
// The messages are read from the built files of @rslib/core and of rsbuild-plugin-dts (the
// declaration plugin it depends on), parsed with the TypeScript compiler:
//
//   - the first argument of `new Error(…)`, `new AggregateError(…)` and any other `new …Error(…)`
//   - every literal argument of `logger.warn(…)` / `logger.error(…)` (Rsbuild's and Rslib's logger)
//   - `reasons.push(…)`, `const dirError = …` and `{ errorMessage: … }`: messages built before
//     they are thrown or logged
//
// A message is a template: string literals, template literals and `+` concatenations are
// followed; a call that only colors its argument (`color.cyan('x')`) is read through; any other
// expression (`${entry}`, `${JSON.stringify(format)}`) is a placeholder that matches any text.
// The page quotes messages as printed in a concrete case, so `Can't resolve the entry ${…} at the
// location ${…}.` matches `Can't resolve the entry "./src/main.ts" at the location /app/src/main.ts.`
// A placeholder matches text within one line; whitespace matches any whitespace. Each message
// must appear on the English page and on the Chinese page.
//
// Out of scope, each for a reason: whole files that bundle third-party code, messages of bundled
// third-party code inside Rslib's own files (IGNORED), and messages that have no literal text at
// all (`new Error(String(error))`, `logger.error(e)`: they re-throw an error that already has
// one). Messages of Rsbuild and Rspack that a build may print are not read; the page lists the
// common ones by hand. `--list` prints every message in scope.
//
// DOCS_DIR points at another copy of the pages (tests/repo/check-errors.test.ts plants a gap).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { docsDir, repoRoot } from './lib/build-files.ts';

/** The dist folder of a package, resolved the way @rslib/core resolves its own dependencies. */
function distOf(name: string): string {
  const fromRepo = createRequire(path.join(repoRoot, 'package.json'));
  const core = fromRepo.resolve('@rslib/core');
  if (name === '@rslib/core') return path.dirname(core);
  return path.dirname(createRequire(core).resolve(name));
}

const PAGE = path.join('guide', 'faq', 'errors.mdx');

/** The packages read, and their files that hold only bundled third-party code. */
const PACKAGES = [
  {
    name: '@rslib/core',
    // get-tsconfig.js is bundled third-party code, but it reads the project's tsconfig.json on
    // every build and its errors reach the reader unchanged, so it is read (see IGNORED).
    files: ['index.js', 'libCssExtractLoader.js', 'get-tsconfig.js'],
    // semver and tinyglobby; rslib-runtime.js and j.js hold no messages.
    thirdParty: ['min-version.js', 'tinyglobby.js', 'rslib-runtime.js', 'j.js'],
  },
  {
    name: 'rsbuild-plugin-dts',
    files: ['index.js', 'tsc.js', 'tsgo.js', 'apiExtractor.js', '7.js', 'dts.js'],
    thirdParty: ['tsconfig-paths.js', 'rslib-runtime.js'],
  },
];

/**
 * Messages left out on purpose. Each entry matches a message template (with `${…}` for its
 * placeholders) and says why.
 */
const IGNORED = [
  // Third-party code bundled into @rslib/core's index.js and rsbuild-plugin-dts's 7.js.
  {
    match: /^No argv provided/,
    why: 'cac (bundled CLI parser): only when called without process.argv',
  },
  {
    match: /^missing required args for command/,
    why: 'cac: no Rslib command has a required argument',
  },
  {
    match:
      /^("exports" is required|Chain must not be empty|Config not found in chain|tsconfig#extends must be resolved|The tsconfig path must be absolute)/,
    why: 'get-tsconfig (bundled): assertions on its own arguments',
  },
  {
    match: /^Non-relative paths are not allowed/,
    why: 'get-tsconfig (bundled): TypeScript stops first with the same text as TS5090, shown as a [tsc] error',
  },
  {
    match: /^(Please specify a glob function|Cannot pass patterns as both)/,
    why: 'tinyglobby (bundled): internal assertions, not reachable from a configuration',
  },
  {
    match:
      /^(Expected a string|Expected input to be a string|Expected a non-empty string|Expected pattern to be a non-empty string|Input length: )/,
    why: 'picomatch (bundled): argument checks of the glob matcher',
  },
  {
    match: /^\[\$\{…\}\]: \$\{…\}$/,
    why: 'get-tsconfig (bundled): a code prefix for "exports" resolution of an extended package; the entry for File … not found covers a tsconfig it cannot find',
  },
  {
    match:
      /^(unsupported environment: `btoa`|content must be a string|insert\(\) is deprecated|cannot move |start \$\{…\} is out of bounds|end \$\{…\} is out of bounds|cannot overwrite |end must be greater than start|range \$\{…\}–|cannot use edited character|cannot split a chunk|replaceAll\(\) requires a global RegExp)/,
    why: 'magic-string (bundled): argument checks of the string editor that rewrites declaration files',
  },
  // Rslib's own internal assertions.
  {
    match: /^outBase expect to be a string in bundleless mode/,
    why: 'unreachable: a non-string outBase already fails in path.resolve() (ERR_INVALID_ARG_TYPE)',
  },
  {
    match: /^Failed to configure Rspack isolated declaration emission\.$/,
    why: 'internal: a plugin-ordering assertion of dts.isolated',
  },
  {
    match: /^Can not enable "dts\.isolated: true" without the built-in RslibPlugin\.$/,
    why: 'internal: only when rsbuild-plugin-dts is used outside Rslib',
  },
  {
    match: /^use type 'css' and `CssExtractRspackPlugin` together/,
    why: 'internal: Rslib sets up its CSS rules itself',
  },
];

/** A template is a list of parts: strings, and null for a placeholder. */
const HOLE = null;
type Part = string | typeof HOLE;

/** A message found in a built file. */
interface Message {
  parts: Part[];
  /** The template as printed, placeholders as `${…}`. */
  text: string;
  file: string;
  line: number;
}

/** Constants of the file being read: name → initializer, for names declared once with `const`. */
let constants = new Map<string, ts.Expression>();

function readConstants(source: ts.SourceFile): void {
  const seen = new Map<string, ts.Expression | null>();
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const name = node.name.text;
      const isConst = (node.parent.flags & ts.NodeFlags.Const) !== 0;
      seen.set(name, seen.has(name) || !isConst ? null : node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  constants = new Map(
    [...seen].filter((entry): entry is [string, ts.Expression] => entry[1] !== null),
  );
}

/** Reads an expression as a message template, or returns undefined when it is not one. */
function template(node: ts.Expression, depth = 0): Part[] | undefined {
  if (depth > 5) return undefined;
  if (ts.isParenthesizedExpression(node)) return template(node.expression, depth);
  // A constant declared once in the file (`const logPrefix = color.dim('[api-extractor]')`).
  if (ts.isIdentifier(node) && constants.has(node.text)) {
    return template(constants.get(node.text)!, depth + 1);
  }
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) {
    const parts: Part[] = [node.head.text];
    for (const span of node.templateSpans) {
      parts.push(...(template(span.expression) ?? [HOLE]), span.literal.text);
    }
    return parts;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = template(node.left) ?? [HOLE];
    const right = template(node.right) ?? [HOLE];
    return [...left, ...right];
  }
  // color.cyan('x'), color_color.green(`…`): styling only, read the text through it.
  if (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    /^(color|color_color)$/.test(node.expression.expression.getText()) &&
    node.arguments.length === 1
  ) {
    return template(node.arguments[0]);
  }
  return undefined;
}

/** Merges neighboring strings and placeholders; drops templates with no literal text. */
function normalize(parts: Part[]): Part[] | undefined {
  const out: Part[] = [];
  for (const part of parts) {
    const last = out.at(-1);
    if (part === HOLE) {
      if (out.length === 0 || last !== HOLE) out.push(HOLE);
    } else if (typeof last === 'string') {
      out[out.length - 1] = last + part;
    } else {
      out.push(part);
    }
  }
  return out.some((part) => typeof part === 'string' && part.trim().length > 0) ? out : undefined;
}

/** How a placeholder is shown in messages: `${…}`, as the check prints it. */
// biome-ignore lint/suspicious/noTemplateCurlyInString: the placeholder is printed literally
const PLACEHOLDER = '${…}';

const show = (parts: Part[]) => parts.map((part) => (part === HOLE ? PLACEHOLDER : part)).join('');

/** `dirError`, `errorMessage`: a name that holds a message before it is thrown or logged. */
const ERROR_NAME = /(^e|E)rror(Message)?$/;

const isLogger = (node: ts.Node) => /logger$/i.test(node.getText());

/** Every message template in one built file, with its line. */
function messagesIn(file: string): Message[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  readConstants(source);
  const found: Message[] = [];
  const add = (node: ts.Expression) => {
    const parts = template(node);
    const message = parts && normalize(parts);
    if (!message) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push({ parts: message, text: show(message), file, line });
  };
  const visit = (node: ts.Node): void => {
    if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      /Error$/.test(node.expression.text) &&
      node.arguments?.length
    ) {
      add(node.arguments[0]);
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['warn', 'error'].includes(node.expression.name.text) &&
      isLogger(node.expression.expression)
    ) {
      for (const arg of node.arguments) add(arg);
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'push' &&
      /(Error|Reason)s$/i.test(node.expression.expression.getText())
    ) {
      for (const arg of node.arguments) add(arg);
    } else if (
      (ts.isVariableDeclaration(node) || ts.isPropertyAssignment(node)) &&
      ts.isIdentifier(node.name) &&
      ERROR_NAME.test(node.name.text) &&
      node.initializer &&
      !ts.isNewExpression(node.initializer)
    ) {
      add(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every message in scope, deduplicated by template text. */
function collectMessages(): (Message & { pkg: string })[] {
  const byText = new Map<string, Message & { pkg: string }>();
  for (const pkg of PACKAGES) {
    const dist = distOf(pkg.name);
    for (const name of pkg.files) {
      for (const message of messagesIn(path.join(dist, name))) {
        if (IGNORED.some((rule) => rule.match.test(message.text))) continue;
        if (!byText.has(message.text)) byText.set(message.text, { ...message, pkg: pkg.name });
      }
    }
  }
  return [...byText.values()];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const collapse = (text: string) => text.replace(/\s+/g, ' ');

/**
 * A regular expression that finds the message on a page: a placeholder matches any text on the
 * same line, whitespace in the message matches any whitespace (a message may span lines).
 */
function matcher(parts: Part[]): RegExp {
  const body = parts
    .map((part) =>
      part === HOLE ? '[^\\n]*?' : escapeRegExp(collapse(part)).replace(/ /g, '\\s+'),
    )
    .join('');
  return new RegExp(body);
}

function main() {
  const messages = collectMessages();
  if (process.argv.includes('--list')) {
    for (const message of messages) {
      console.log(
        `${message.pkg} ${path.basename(message.file)}:${message.line}\n  ${message.text}`,
      );
    }
    console.log(`${messages.length} messages`);
    return;
  }
  const problems = [];
  for (const lang of ['en', 'zh']) {
    const file = path.join(docsDir, lang, PAGE);
    const page = readFileSync(file, 'utf8');
    for (const message of messages) {
      if (!matcher(message.parts).test(page)) {
        problems.push(
          `${path.relative(repoRoot, file)}: no entry for the message of ${message.pkg} (${path.basename(message.file)}:${message.line}):\n  ${message.text}`,
        );
      }
    }
  }
  if (problems.length) {
    console.error(problems.join('\n'));
    console.error(
      `\ncheck:errors: ${problems.length} missing. Quote each message on the page as printed, in both languages.`,
    );
    process.exit(1);
  }
  console.log(`check:errors: ${messages.length} messages, each quoted on both pages.`);
}

main();
