// The TypeScript half of scripts/check-facts.ts, run in a worker thread so that it overlaps
// with the configuration resolutions:
//   - every stated `type` must be identical to the type @rslib/core declares for the option;
//   - every type declared in a "@rslib/core (types)" block must be identical to the package's
//     type of the same name;
//   - the `@defaultValue` tags of the options that scripts/check-facts.ts checks by declaration.
// Input (workerData): CheckTypesInput. Output (message): CheckTypesResult.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import ts from 'typescript';
import type { Literal } from './option-meta.ts';

/** An option's stated type: the page, the line of its OptionMeta, the option and the type. */
export interface MetaInput {
  rel: string;
  line: number;
  name: string;
  type: Literal;
}

/** A "@rslib/core (types)" block: its page, the page's path below docs/<lang>, line and code. */
export interface BlockInput {
  rel: string;
  twin: string;
  line: number;
  code: string;
}

export interface CheckTypesInput {
  coreDir: string;
  outDir: string;
  metas: MetaInput[];
  blocks: BlockInput[];
  /** The options whose `@defaultValue` is read. */
  declaredNames: string[];
  packageLabel: string;
}

export interface TypeProblem {
  where: string;
  message: string;
}

export interface CheckTypesResult {
  problems: TypeProblem[];
  /** How many types were compared: options and type blocks. */
  count: number;
  /** The `@defaultValue` code of each declared name, when it is one literal in backticks. */
  declared: Record<string, string | undefined>;
}

/** Where a line of the generated file comes from: an option's type, or a block's type. */
type LineInfo =
  | { meta: MetaInput; declaredAlias: string }
  | { block: BlockInput; name: string; pkg: string };

/** Splits `shims.cjs['import.meta.url']` into ['shims', 'cjs', 'import.meta.url']. */
export function splitPath(name: string): string[] {
  const parts: string[] = [];
  const re = /([^.[\]]+)|\['([^']+)'\]/g;
  for (let m = re.exec(name); m; m = re.exec(name)) parts.push(m[1] ?? m[2]);
  return parts;
}

function exportedNames(file: string, pattern: RegExp): Set<string> {
  const text = readFileSync(file, 'utf8');
  const names = new Set<string>();
  for (const m of text.matchAll(pattern)) names.add(m[1]);
  for (const m of text.matchAll(/export (?:type )?\{([^}]*)\}/g)) {
    for (const part of m[1].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.add(name);
    }
  }
  return names;
}

export function checkTypes({
  coreDir,
  outDir,
  metas,
  blocks,
  declaredNames,
  packageLabel,
}: CheckTypesInput): CheckTypesResult {
  const problems: TypeProblem[] = [];
  const report = (where: string, message: string) => problems.push({ where, message });
  const configDts = path.join(coreDir, 'dist-types', 'types', 'config.d.ts');
  const coreNames = exportedNames(
    path.join(coreDir, 'dist-types', 'index.d.ts'),
    /export (?:declare )?(?:type|interface|const|function) (\w+)/g,
  );
  coreNames.add('Rsbuild');
  const configNames = exportedNames(configDts, /export (?:type|interface) (\w+)/g);
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, 'facts.ts');
  const lines = [
    `import type * as Core from '@rslib/core';`,
    `import type * as Declared from '${configDts.replace(/\.d\.ts$/, '.js')}';`,
    `import type { ${[...coreNames].join(', ')} } from '@rslib/core';`,
    ...[...configNames].filter((n) => !coreNames.has(n)).map((n) => `type ${n} = Declared.${n};`),
    'type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;',
    'type Obj<T> = Extract<NonNullable<T>, object>;',
  ];
  const where = new Map<number, LineInfo>();
  const mark = (info: LineInfo) => where.set(lines.length + 1, info);
  metas.forEach((meta, i) => {
    const parts = splitPath(meta.name);
    const isLib = parts[0] === 'lib';
    let declared = isLib ? 'Core.LibConfig' : 'Core.RslibConfig';
    const keys = isLib ? parts.slice(1) : parts;
    keys.forEach((key, k) => {
      declared = k === 0 ? `${declared}['${key}']` : `Obj<${declared}>['${key}']`;
    });
    const info = { meta, declaredAlias: `Declared${i}` };
    mark(info);
    lines.push(`type Stated${i} = ${meta.type};`);
    mark(info);
    lines.push(`type Declared${i} = NonNullable<${declared}>;`);
    mark(info);
    lines.push(`export const check${i}: Equals<NonNullable<Stated${i}>, Declared${i}> = true;`);
  });
  for (const [b, block] of blocks.entries()) {
    const ns = `Block${b}_${block.twin.replace(/\W/g, '_')}`;
    const source = ts.createSourceFile('block.ts', block.code, ts.ScriptTarget.Latest, true);
    const names = source.statements
      .filter((s) => ts.isTypeAliasDeclaration(s) || ts.isInterfaceDeclaration(s))
      .map((s) => s.name.text);
    const body = block.code.replace(/^(\s*)(?:export\s+)?(type|interface)\s/gm, '$1export $2 ');
    lines.push(`namespace ${ns} {`, ...body.split('\n'), '}');
    for (const name of names) {
      const pkg = configNames.has(name)
        ? `Declared.${name}`
        : coreNames.has(name)
          ? `Core.${name}`
          : `Core.Rspack.${name}`;
      mark({ block, name, pkg });
      lines.push(`export const ${ns}_${name}: Equals<${ns}.${name}, ${pkg}> = true;`);
    }
  }
  writeFileSync(file, `${lines.join('\n')}\n`);
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  });
  const checker = program.getTypeChecker();
  const sourceFile = program.getSourceFile(file)!;
  const aliasText = (name: string) => {
    const statement = sourceFile.statements.find(
      (s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === name,
    );
    if (!statement) return '?';
    return checker.typeToString(
      checker.getTypeFromTypeNode(statement.type),
      undefined,
      ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias,
    );
  };
  const mismatch = (message: string) => /not assignable to type 'false'/.test(message);
  for (const d of ts.getPreEmitDiagnostics(program, sourceFile)) {
    const line = d.file ? d.file.getLineAndCharacterOfPosition(d.start!).line + 1 : 0;
    const info = where.get(line);
    const message = ts.flattenDiagnosticMessageText(d.messageText, ' ');
    if (!info) {
      report('scripts/lib/check-types.ts', `type check setup: line ${line}: ${message}`);
    } else if ('meta' in info) {
      const { meta } = info;
      report(
        `${meta.rel}:${meta.line} ${meta.name}, type`,
        mismatch(message)
          ? `page says:    ${meta.type}\n${packageLabel}: ${aliasText(info.declaredAlias)}`
          : `page says:    ${meta.type}\nTypeScript:   ${message}`,
      );
    } else {
      report(
        `${info.block.rel}:${info.block.line} type block "${info.name}"`,
        mismatch(message)
          ? `the block differs from ${info.pkg} in ${packageLabel}`
          : `TypeScript: ${message}`,
      );
    }
  }

  // @defaultValue tags of lib options, for the facts checked by declaration.
  const declared: Record<string, string | undefined> = {};
  const configSource = program.getSourceFile(configDts)!;
  const moduleSymbol = checker.getSymbolAtLocation(configSource)!;
  const libSymbol = checker.getExportsOfModule(moduleSymbol).find((s) => s.name === 'LibConfig')!;
  for (const name of declaredNames) {
    let type = checker.getDeclaredTypeOfSymbol(libSymbol);
    let symbol: ts.Symbol | undefined;
    for (const part of splitPath(name).slice(1)) {
      const objectPart = type.isUnion() ? type.types.find((t) => t.getProperty(part)) : type;
      symbol = objectPart?.getProperty(part);
      if (!symbol) break;
      type = checker.getNonNullableType(checker.getTypeOfSymbol(symbol));
    }
    const tag = symbol?.getJsDocTags(checker).find((t) => t.name === 'defaultValue');
    const text = tag ? ts.displayPartsToString(tag.text).trim() : undefined;
    declared[name] = text?.match(/^`([^`]*)`$/)?.[1];
  }
  return { problems, count: metas.length + blocks.length, declared };
}

if (!isMainThread && workerData?.checkTypes) {
  parentPort!.postMessage(checkTypes(workerData));
}
