// The type information behind the hovers of the configuration examples, computed once per
// build with the TypeScript checker over every block that scripts/check-examples.ts
// type-checks (the same block list, the same compiler options, the same stubs of uninstalled
// plugins), in one program.
//
// A key of a configuration object gets its path in `RslibConfig` (`lib.dts.bundle`): the
// object is found where the configuration starts (the argument of `defineConfig`, what its
// function returns, a value typed `RslibConfig` / `LibConfig`, or an object a function of the
// JavaScript API declares as one, such as `createRslib({ config })`), and each key is looked up
// as a declared property of the type the previous one declares, so a key that @rslib/core
// does not declare is no option. Its hover is that declaration, as @rslib/core (or the
// Rsbuild types it extends) writes it, not the literal type the example infers (the
// `const` type parameters of `defineConfig` would show `dts: { readonly build: true }`).
// Other identifiers show the declared type of what they refer to. No language service and
// no inference at the example's call sites: that kept the pass at a few seconds
// (ARCHITECTURE.md, "Type hovers").
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import {
  ambientDeclarations,
  configuresRslib,
  EXAMPLE_COMPILER_OPTIONS,
  extractBlocks,
  titleOf,
} from '../../scripts/lib/examples.ts';
import { LANGS, type Lang } from '../../site/locale';
import { isPageSource, linkOfRoute, markdownFiles, routeOfSource } from '../../site/pages';
import { stripNotation } from '../code-notation';
import { type Reference, readReferences } from './references';

interface Hover {
  /** Offsets in the code Shiki highlights (after the notation is removed). */
  start: number;
  end: number;
  /** The quick info an editor shows, such as `(property) dts?: Dts | undefined`. */
  type: string;
  /** For a configuration key: its path in `RslibConfig` (`lib.dts.bundle`). */
  path?: string;
  /** …and the reference section it resolves to, when there is one. */
  ref?: Reference;
}

export interface HoverBlock {
  /** Content hash of the block's hover data; its file is `<id>.json`. */
  id: string;
  /** The page, relative to the repository: `docs/en/config/lib/dts.mdx`. */
  page: string;
  /** 1-based line of the fence in the page. */
  line: number;
  lang: Lang;
  /** The page's route (`/zh/config/lib/dts`); fragments under `shared/` have none. */
  route: string;
  /** The code as Shiki receives it after plugins/code-notation.ts. */
  code: string;
  hovers: Hover[];
}

export interface Analysis {
  blocks: HoverBlock[];
  /** Looks a block up by its page and its code as written in the Markdown. */
  find(page: string, rawCode: string): HoverBlock | undefined;
}

// Rslib's configuration type extends Rsbuild's; keys declared elsewhere (Rspack's own
// configuration inside `tools.rspack`, SWC options) are not Rslib options.
const OPTION_PACKAGES = /[\\/]node_modules[\\/]@(rslib|rsbuild)[\\/]core[\\/]/;
const MAX_TYPE = 600;

/** check-examples' options (scripts/lib/examples.ts), read as TypeScript reads a tsconfig. */
const COMPILER_OPTIONS: ts.CompilerOptions = ts.convertCompilerOptionsFromJson(
  EXAMPLE_COMPILER_OPTIONS,
  '.',
).options;

/** `lib.shims.cjs['import.meta.url']` → `['lib', 'shims', 'cjs', 'import.meta.url']`. */
function segmentsOf(name: string) {
  const out: string[] = [];
  const pattern = /\[['"]([^'"]+)['"]\]|([^.[\]]+)/g;
  for (const match of name.matchAll(pattern)) out.push(match[1] ?? match[2]);
  return out;
}

const keyOf = (segments: string[]) => segments.join('\u0000');

/** Resolves a configuration path to its reference section, if the reference has one. */
function resolveReference(
  segments: string[],
  references: Map<string, Reference>,
): Reference | undefined {
  const byKey = new Map([...references.values()].map((ref) => [keyOf(segmentsOf(ref.name)), ref]));
  const own = (keys: string[]) => {
    const exact = byKey.get(keyOf(keys));
    if (exact) return exact;
    // Rsbuild options inside a lib item (`lib[].output.distPath`) are documented once.
    if (keys[0] === 'lib' && keys.length > 1) return byKey.get(keyOf(keys.slice(1)));
    // Lib options set at the top level apply to every item.
    const lib = byKey.get(keyOf(['lib', ...keys]));
    return lib?.topLevel ? lib : undefined;
  };
  const found = own(segments);
  if (found) return found;
  // A key inside an option's value (`output.distPath.root`) is described by the option's
  // section; a key directly below a group page (`tools.htmlPlugin`) needs a section itself.
  const parent = segments.length > 1 ? own(segments.slice(0, -1)) : undefined;
  return parent && !parent.group ? parent : undefined;
}

function propertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name))
    return name.text;
  return undefined;
}

/** The declared property `key` of a type, looking into each member of a union. */
function declaredProperty(checker: ts.TypeChecker, type: ts.Type, key: string) {
  const members = type.isUnion() ? type.types : [type];
  for (const member of members) {
    const element = checker.isArrayType(member)
      ? checker.getTypeArguments(member as ts.TypeReference)[0]
      : member;
    const property = element && checker.getPropertyOfType(checker.getApparentType(element), key);
    if (property) return property;
  }
  return undefined;
}

function unwrap(node: ts.Node): ts.Node | undefined {
  let up = node.parent;
  while (
    up &&
    (ts.isArrayLiteralExpression(up) ||
      ts.isParenthesizedExpression(up) ||
      ts.isAsExpression(up) ||
      ts.isSatisfiesExpression(up) ||
      ts.isAwaitExpression(up))
  )
    up = up.parent;
  return up;
}

const typeName = (node: ts.TypeNode | undefined) =>
  node && ts.isTypeReferenceNode(node) ? node.typeName.getText().replace(/^.*\./, '') : undefined;

/** Which configuration type an outermost object literal is: `RslibConfig`, `LibConfig` or none. */
function rootOf(
  checker: ts.TypeChecker,
  object: ts.ObjectLiteralExpression,
): 'RslibConfig' | 'LibConfig' | undefined {
  const named = (name: string | undefined) =>
    name === 'RslibConfig' || name === 'LibConfig' ? name : undefined;
  let up: ts.Node | undefined = unwrap(object);
  // `x satisfies LibConfig`, `x as RslibConfig`
  for (let p = object.parent; p && p !== up; p = p.parent) {
    if (ts.isSatisfiesExpression(p) || ts.isAsExpression(p)) return named(typeName(p.type));
  }
  if (up && ts.isVariableDeclaration(up)) return named(typeName(up.type));
  // `() => ({ … })` or `function () { return { … }; }` passed to defineConfig
  if (up && ts.isReturnStatement(up)) {
    let fn: ts.Node | undefined = up.parent;
    while (fn && !ts.isFunctionLike(fn)) fn = fn.parent;
    up = fn ? unwrap(fn) : undefined;
  } else if (up && ts.isArrowFunction(up)) {
    up = unwrap(up);
  }
  if (
    up &&
    ts.isCallExpression(up) &&
    ts.isIdentifier(up.expression) &&
    up.expression.text === 'defineConfig'
  )
    return 'RslibConfig';
  // Anywhere else, such as `createRslib({ config: { … } })` in the JavaScript API examples:
  // the type the called function declares for the object.
  const context = checker.getContextualType(object);
  return named(context?.aliasSymbol?.name ?? context?.getSymbol()?.name);
}

/** The keys from the configuration's root to `name`, or undefined outside a configuration. */
function keyPath(
  checker: ts.TypeChecker,
  name: ts.Identifier,
): { root: 'RslibConfig' | 'LibConfig'; keys: string[] } | undefined {
  let property: ts.Node = name.parent;
  const keys: string[] = [];
  for (;;) {
    if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property))
      return undefined;
    const object = property.parent;
    const key = propertyName(property.name);
    if (!key || !ts.isObjectLiteralExpression(object)) return undefined;
    keys.unshift(key);
    const up = unwrap(object);
    if (up && ts.isPropertyAssignment(up) && ts.isObjectLiteralExpression(up.parent)) {
      property = up;
      continue;
    }
    const root = rootOf(checker, object);
    return root ? { root, keys } : undefined;
  }
}

interface Declared {
  segments: string[];
  declaration: ts.Declaration;
}

/** Follows the keys through the declared types; stops at a key @rslib/core does not declare. */
function declaredOption(
  checker: ts.TypeChecker,
  roots: Record<'RslibConfig' | 'LibConfig', ts.Type>,
  name: ts.Identifier,
): Declared | undefined {
  const path = keyPath(checker, name);
  if (!path) return undefined;
  let type = roots[path.root];
  let declaration: ts.Declaration | undefined;
  for (const key of path.keys) {
    const symbol = declaredProperty(checker, checker.getNonNullableType(type), key);
    declaration = symbol?.declarations?.[0];
    if (!symbol || !declaration || !OPTION_PACKAGES.test(declaration.getSourceFile().fileName))
      return undefined;
    type = checker.getTypeOfSymbol(symbol);
  }
  if (!declaration) return undefined;
  return {
    segments: path.root === 'LibConfig' ? ['lib', ...path.keys] : path.keys,
    declaration,
  };
}

/** `(property) LibConfig.dts?: Dts`: the declaration as the package writes it. */
function declarationText(declaration: ts.Declaration) {
  const text = declaration
    .getText()
    .replace(/;\s*$/, '')
    .replace(/\s*\n\s*/g, ' ');
  const owner = declaration.parent;
  const ownerName =
    owner && (ts.isInterfaceDeclaration(owner) || ts.isTypeAliasDeclaration(owner))
      ? `${owner.name.text}.`
      : '';
  return `(property) ${ownerName}${text}`;
}

const KIND: [ts.SymbolFlags, string][] = [
  [ts.SymbolFlags.Function, 'function'],
  [ts.SymbolFlags.Method, 'method'],
  [ts.SymbolFlags.Class, 'class'],
  [ts.SymbolFlags.Property, 'property'],
  [ts.SymbolFlags.BlockScopedVariable, 'const'],
  [ts.SymbolFlags.Variable, 'var'],
  [ts.SymbolFlags.Module, 'module'],
];

/** What any other identifier refers to, with the type its declaration gives it. */
function symbolText(checker: ts.TypeChecker, name: ts.Identifier) {
  let symbol = checker.getSymbolAtLocation(name);
  if (!symbol) return '';
  if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const declaration = symbol.declarations?.[0];
  const kind =
    declaration && ts.isParameter(declaration)
      ? 'parameter'
      : KIND.find(([flag]) => symbol.flags & flag)?.[1];
  if (!kind) return '';
  if (kind === 'module') return `module "${symbol.getName().replace(/^"|"$/g, '')}"`;
  const type = checker.getTypeOfSymbol(symbol);
  const text = checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
  if (kind === 'function' || kind === 'method') {
    const signatures = type.getCallSignatures();
    const first = signatures[0];
    if (!first) return '';
    const extra = signatures.length > 1 ? ` (+${signatures.length - 1} overloads)` : '';
    return `${kind} ${symbol.getName()}${checker.signatureToString(first)}${extra}`;
  }
  return `(${kind}) ${symbol.getName()}: ${text}`;
}

interface Source {
  page: string;
  /** The page's route as links write it (`/zh/config/lib`); '' for a fragment (`shared/`). */
  route: string;
  line: number;
  lang: Lang;
  rawCode: string;
  code: string;
  /** The compiled file; blocks whose folder is the same (en and zh twins) share one. */
  file: string;
}

/** Reads every checked block of the docs, as scripts/check-examples.ts does. */
function collect(root: string, docsRoot: string) {
  const sources: Source[] = [];
  const files = new Map<string, string>();
  for (const lang of LANGS) {
    const dir = path.join(docsRoot, lang);
    for (const page of markdownFiles(dir)) {
      const relative = path.relative(docsRoot, page);
      const blocks = extractBlocks(readFileSync(page, 'utf8'));
      const pageModules = blocks.filter(
        (b) => b.skip === null && titleOf(b) && !/^rslib\.config\./.test(titleOf(b) ?? ''),
      );
      for (const block of blocks) {
        if (block.skip !== null || !configuresRslib(block)) continue;
        // What Shiki highlights: the notation comments removed; removed lines stay shown
        // but are blanked for the compiler (same length, so offsets do not move).
        const { code, marks } = stripNotation(block.rawCode);
        const checked = code
          .split('\n')
          .map((line, i) => (marks.get(i)?.has('remove') ? ' '.repeat(line.length) : line))
          .join('\n');
        // Each example gets a folder of its own, next to the other TypeScript files the
        // page shows (a shared `rslib.base.ts`), named by its content.
        const name = titleOf(block) ?? 'example.ts';
        const folderFiles: [string, string][] = [[name, checked]];
        for (const sibling of pageModules) {
          if (sibling !== block) folderFiles.push([titleOf(sibling) ?? '', sibling.code]);
        }
        const key = createHash('sha256').update(JSON.stringify(folderFiles)).digest('hex');
        const folder = path.join(root, '.type-hovers', key.slice(0, 16));
        for (const [file, text] of folderFiles) files.set(path.join(folder, file), text);
        sources.push({
          page: path.relative(root, page).split(path.sep).join('/'),
          route: isPageSource(relative) ? linkOfRoute(routeOfSource(relative)) : '',
          line: block.fenceLine,
          lang,
          rawCode: block.rawCode,
          code,
          file: path.join(folder, name),
        });
      }
    }
  }
  files.set(path.join(root, '.type-hovers', 'ambient.d.ts'), ambientDeclarations().text);
  return { sources, files };
}

function createProgram(root: string, files: Map<string, string>) {
  const options = { ...COMPILER_OPTIONS, typeRoots: [path.join(root, 'node_modules', '@types')] };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile;
  host.getSourceFile = (file, language, ...rest) => {
    const text = files.get(file);
    return text === undefined
      ? getSourceFile.call(host, file, language, ...rest)
      : ts.createSourceFile(file, text, language, true);
  };
  const fileExists = host.fileExists;
  host.fileExists = (file) => files.has(file) || fileExists.call(host, file);
  const readFile = host.readFile;
  host.readFile = (file) => files.get(file) ?? readFile.call(host, file);
  return ts.createProgram([...files.keys()], options, host);
}

function identifiers(file: ts.SourceFile) {
  const found: ts.Identifier[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const PROBE = `import type { LibConfig, RslibConfig } from '@rslib/core';
export declare const rslibConfig: RslibConfig;
export declare const libConfig: LibConfig;
`;

/** What the checker says about one compiled file; no language-specific data. */
interface RawHover {
  start: number;
  end: number;
  type: string;
  segments?: string[];
}

function check(root: string, files: Map<string, string>, wanted: Set<string>) {
  const probeFile = path.join(root, '.type-hovers', 'probe.ts');
  const program = createProgram(root, new Map([...files, [probeFile, PROBE]]));
  const checker = program.getTypeChecker();
  const probe = program.getSourceFile(probeFile);
  const declared = (name: string) => {
    const statement = probe?.statements.find(
      (s) => ts.isVariableStatement(s) && s.declarationList.declarations[0].name.getText() === name,
    ) as ts.VariableStatement | undefined;
    const declaration = statement?.declarationList.declarations[0];
    if (!declaration)
      throw new Error('type-hovers: the probe of @rslib/core types did not compile');
    return checker.getTypeAtLocation(declaration.name);
  };
  const roots = { RslibConfig: declared('rslibConfig'), LibConfig: declared('libConfig') };
  const out: Record<string, RawHover[]> = {};
  for (const fileName of wanted) {
    const file = program.getSourceFile(fileName);
    if (!file) throw new Error(`type-hovers: ${fileName} was not compiled`);
    const hovers: RawHover[] = [];
    for (const name of identifiers(file)) {
      const option = declaredOption(checker, roots, name);
      const type = option ? declarationText(option.declaration) : symbolText(checker, name);
      if (!type) continue;
      hovers.push({
        start: name.getStart(file),
        end: name.end,
        type: type.length > MAX_TYPE ? `${type.slice(0, MAX_TYPE)}…` : type,
        ...(option ? { segments: option.segments } : {}),
      });
    }
    out[path.relative(root, fileName)] = hovers;
  }
  return out;
}

/** Versions and sources that change what `check` returns for the same files. */
function cacheSalt(root: string) {
  const version = (name: string) =>
    JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  return [
    ts.version,
    version('@rslib/core'),
    version('@rsbuild/core'),
    readFileSync(fileURLToPath(import.meta.url), 'utf8'),
  ];
}

/**
 * Analyzes every checked example of `docsRoot` (docs/ with en/ and zh/). The checker's part
 * is cached in node_modules/.cache/type-hovers/, keyed by every compiled file, the versions
 * of TypeScript and the Rslib and Rsbuild types, and this file; `cache: false` skips it.
 */
export function analyze(
  root: string,
  { docsRoot = path.join(root, 'docs'), cache = true } = {},
): Analysis {
  const references = readReferences(docsRoot);
  const { sources, files } = collect(root, docsRoot);
  const key = createHash('sha256')
    .update(JSON.stringify([cacheSalt(root), [...files].sort()]))
    .digest('hex')
    .slice(0, 24);
  const cacheFile = path.join(root, 'node_modules', '.cache', 'type-hovers', `${key}.json`);
  let raw: Record<string, RawHover[]> | undefined;
  if (cache && existsSync(cacheFile)) raw = JSON.parse(readFileSync(cacheFile, 'utf8'));
  if (!raw) {
    raw = check(root, files, new Set(sources.map((source) => source.file)));
    if (cache) {
      mkdirSync(path.dirname(cacheFile), { recursive: true });
      writeFileSync(cacheFile, JSON.stringify(raw));
    }
  }
  const blocks: HoverBlock[] = [];
  const byCode = new Map<string, HoverBlock>();
  for (const source of sources) {
    const hovers: Hover[] = (raw[path.relative(root, source.file)] ?? []).map(
      ({ segments, ...hover }) =>
        segments
          ? {
              ...hover,
              path: segments.join('.'),
              ref: resolveReference(segments, references[source.lang]),
            }
          : hover,
    );
    const data = JSON.stringify([source.lang, source.code, hovers]);
    const block: HoverBlock = {
      id: createHash('sha256').update(data).digest('base64url').slice(0, 12),
      page: source.page,
      line: source.line,
      lang: source.lang,
      route: source.route,
      code: source.code,
      hovers,
    };
    blocks.push(block);
    byCode.set(`${source.page}\u0000${source.rawCode}`, block);
  }
  return { blocks, find: (page, rawCode) => byCode.get(`${page}\u0000${rawCode}`) };
}
