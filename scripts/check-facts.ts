#!/usr/bin/env node
// Checks the configuration reference against the installed @rslib/core.
//
// Every option page states its facts in `<OptionMeta … />` elements (components/OptionMeta.tsx,
// format in scripts/lib/option-meta.ts). This script reads them from
// docs/{en,zh}/config/{lib,rsbuild}/*.mdx and checks:
//
//   - type     The stated TypeScript type is identical to the type @rslib/core declares for
//              the option (dist-types, compared by the TypeScript compiler). The same is done
//              for every code block titled "@rslib/core (types)": each type it declares must be
//              identical to the package's type of the same name.
//   - default  For every build the page's cases cover (format × bundle mode × target, and the
//              package.json / tsconfig.json conditions a case names), the stated value matches
//              what @rslib/core resolves: `createRslib({ config }).inspectConfig()` on a small
//              project in a temporary folder. Rsbuild options are read from the resolved
//              environment config; lib options are checked by resolving the lib item with the
//              option left out and with the option set to the stated value, which must give the
//              same Rsbuild and Rspack configuration (a control value proves that the option is
//              visible there at all). Declaration-file options are read from the options
//              rsbuild-plugin-dts ends up with (scripts/lib/dts-capture.ts). The few options
//              that act only during a build are compared with the `@defaultValue` of
//              @rslib/core's declaration file instead (kind 'declared'). A case with a `label`
//              and no `value` describes a default that has no literal form; `--verbose` lists
//              those, they are not checked.
//   - topLevel Lib options: allowed at the top level exactly when @rslib/core's
//              `SharedLibConfig` has the key.
//   - cli      Every `--flag` named exists in `rslib --help`.
//   - twins    The Chinese page states the same facts, element by element.
//
// Each problem names the page, the option and field, what the page says and what the package
// does; the exit code is then 1. Builds that share a scenario are resolved together, and the
// TypeScript checks (scripts/lib/check-types.ts) run in a worker thread meanwhile, so a run
// takes about 20 to 40 seconds.
//
// Usage: node --import tsx scripts/check-facts.ts [--verbose] [--only=<option prefix>]
//
// To cover a new option: write its <OptionMeta> on the page, and when it states a default add a
// probe to FACTS below that tells how to observe that default.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { OutputFormat } from '../components/AppliesTo.tsx';
import type { Lang } from '../site/locale.ts';
import { docsDir, markdownFiles, repoRoot } from './lib/build-files.ts';
import { type CheckTypesInput, type CheckTypesResult, splitPath } from './lib/check-types.ts';
import {
  ANY_FUNCTION,
  casesOf,
  type DefaultCase,
  type Literal,
  type OptionMetaEntry,
  parseValue,
  readPage,
  type TypeBlock,
} from './lib/option-meta.ts';
import {
  comparable,
  createResolver,
  type FailedItem,
  type LibItem,
  type PlainObject,
  type Project,
  type Resolution,
  type ResolvedItem,
  type Resolver,
} from './lib/resolve-config.ts';

register('./lib/dts-capture-hooks.ts', import.meta.url);

const started = Date.now();
const verbose = process.argv.includes('--verbose');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const coreDir = path.join(repoRoot, 'node_modules', '@rslib', 'core');
const corePackage: { version: string } = JSON.parse(
  readFileSync(path.join(coreDir, 'package.json'), 'utf8'),
);
const coreVersion = corePackage.version;
const PACKAGE = `@rslib/core ${coreVersion}`;

// ---------------------------------------------------------------------------------------------
// Builds ("scenarios"): the conditions a stated default may depend on.

const FORMATS: OutputFormat[] = ['esm', 'cjs', 'umd', 'iife', 'mf'];
const BUNDLELESS_FORMATS: OutputFormat[] = ['esm', 'cjs'];
/** Conditions that change the project (package.json, tsconfig.json) rather than the lib item. */
const PROJECT_KEYS = ['pkgType', 'engines', 'experimentalDecorators'] as const;
const DEFAULT_PROJECT: Project = {
  pkgType: 'module',
  engines: undefined,
  experimentalDecorators: false,
};

/** Every condition of a build, as a stated default's `when` names them. */
type Effective = Project & { format: OutputFormat; bundle: boolean; target: 'node' | 'web' };
/** A build: the conditions it sets (unset ones take the package's defaults). */
type Scenario = Partial<Effective>;

/** The values a condition has in a scenario, once the package's own defaults are applied. */
function effective(s: Scenario): Effective {
  const format = s.format ?? 'esm';
  return {
    format,
    bundle: s.bundle ?? true,
    target: s.target ?? (format === 'mf' ? 'web' : 'node'),
    pkgType: s.pkgType ?? DEFAULT_PROJECT.pkgType,
    engines: s.engines,
    experimentalDecorators: s.experimentalDecorators ?? false,
  };
}

/** Every build a fact is checked in: its dimensions, crossed, within its domain. */
function scenariosFor(fact: Fact, cases: DefaultCase[]): Scenario[] {
  const dims = fact.dims ?? ['format', 'bundle', 'target'];
  const formats = dims.includes('format') ? FORMATS : [undefined];
  const out: Scenario[] = [];
  for (const format of formats) {
    const effFormat = format ?? 'esm';
    const bundles = dims.includes('bundle')
      ? BUNDLELESS_FORMATS.includes(effFormat)
        ? [undefined, false]
        : [undefined]
      : [undefined];
    const targets: (Effective['target'] | undefined)[] = dims.includes('target')
      ? effFormat === 'mf'
        ? [undefined, 'node']
        : [undefined, 'web']
      : [undefined];
    for (const bundle of bundles) {
      for (const target of targets) out.push({ format, bundle, target });
    }
  }
  // A case that names a project condition adds the builds it describes.
  const projects: PlainObject[] = [{}];
  for (const c of cases) {
    const extra: PlainObject = {};
    for (const key of PROJECT_KEYS) if (c.when && key in c.when) extra[key] = c.when[key];
    if (Object.keys(extra).length) projects.push(extra);
  }
  const all: Scenario[] = [];
  const seen = new Set<string>();
  for (const project of projects) {
    for (const s of out) {
      const scenario: Scenario = { ...s, ...project };
      const key = JSON.stringify(scenario);
      if (seen.has(key)) continue;
      seen.add(key);
      if (!fact.domain || fact.domain(effective(scenario))) all.push(scenario);
    }
  }
  return all;
}

function matches(when: DefaultCase['when'] = {}, eff: Effective): boolean {
  return Object.entries(when).every(([key, expected]: [string, unknown]) => {
    const actual = eff[key as keyof Effective];
    return Array.isArray(expected) ? expected.includes(actual) : expected === actual;
  });
}

function describeScenario(s: Scenario): string {
  const e = effective(s);
  const parts = [
    s.format === undefined ? 'format unset' : `format '${e.format}'`,
    e.bundle ? 'bundle mode' : 'bundleless mode',
    s.target === undefined ? `target unset ('${e.target}')` : `target '${e.target}'`,
  ];
  if (e.pkgType !== DEFAULT_PROJECT.pkgType) parts.push(`package.json without "type": "module"`);
  if (e.engines) parts.push(`engines.node '${e.engines}'`);
  if (e.experimentalDecorators) parts.push('experimentalDecorators');
  return parts.join(', ');
}

function projectOf(s: Scenario): Project {
  const e = effective(s);
  return {
    pkgType: e.pkgType,
    engines: e.engines,
    experimentalDecorators: e.experimentalDecorators,
  };
}

function baseItem(s: Scenario, fact: Fact): PlainObject {
  const item: PlainObject = {};
  if (s.format !== undefined) item.format = s.format;
  if (s.bundle !== undefined) item.bundle = s.bundle;
  if (s.target !== undefined) item.output = { target: s.target };
  return fact.base ? mergeDeep(item, fact.base(effective(s))) : item;
}

function mergeDeep(a: PlainObject, b: PlainObject): PlainObject {
  const out = { ...a };
  for (const [key, value] of Object.entries(b)) {
    out[key] = isPlainObject(value) && isPlainObject(out[key]) ? mergeDeep(out[key], value) : value;
  }
  return out;
}

function isPlainObject(value: unknown): value is PlainObject {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof RegExp)
  );
}

// ---------------------------------------------------------------------------------------------
// How each stated default is observed.
//
// kind 'same':     lib options. The item with the option set to the stated value must resolve
//                  to the same configuration as the item without it. `control` is a value that
//                  must resolve differently in at least one build, or the check proves nothing;
//                  `candidates` name the package's value when the page is wrong.
// kind 'read':     the value is read from the resolved configuration of the item.
// kind 'declared': the value is not visible in a resolved configuration (it only acts during
//                  a build); the stated default is compared with the `@defaultValue` that
//                  @rslib/core's declaration file gives for the option.
// `dims`:   the conditions the fact is checked across (default: format, bundle, target).
// `domain`: the builds in which the option exists (others are skipped).
// `base`:   options the item needs for the fact to exist at all (e.g. `dts: {}`).

type Dim = 'format' | 'bundle' | 'target';
interface FactBase {
  dims?: Dim[];
  domain?: (e: Effective) => boolean;
  base?: (e: Effective) => PlainObject;
}
interface SameFact extends FactBase {
  kind: 'same';
  control?: string;
  candidates?: string[];
}
/** A resolved lib item, with the folder of its project. */
type ReadItem = ResolvedItem & { root: string };
interface ReadFact extends FactBase {
  kind: 'read';
  read: (item: ReadItem) => unknown;
}
interface RootFact extends FactBase {
  kind: 'root';
  read: (root: Resolution['root']) => unknown;
}
interface DeclaredFact extends FactBase {
  kind: 'declared';
}
type Fact = SameFact | ReadFact | RootFact | DeclaredFact;

const esmCjs = (e: Effective) => BUNDLELESS_FORMATS.includes(e.format);
const bundleless = (e: Effective) => esmCjs(e) && !e.bundle;
const onlyFormat = (format: OutputFormat) => (e: Effective) => e.format === format;
const envRead = (pathText: string) => (item: ReadItem) => getPath(item.env, pathText.split('.'));
const DTS_BASE = () => ({ dts: {} });
const DTS_DIMS: Dim[] = ['bundle'];

const booleanSame = (control: string): SameFact => ({
  kind: 'same',
  control,
  candidates: ['true', 'false'],
});

const FACTS: Record<string, Fact> = {
  // Lib options
  'lib.format': {
    kind: 'same',
    dims: ['bundle', 'target'],
    control: "'cjs'",
    candidates: FORMATS.map((f) => `'${f}'`),
  },
  'lib.bundle': { ...booleanSame('false'), dims: ['format', 'target'] },
  'lib.autoExtension': booleanSame('false'),
  'lib.autoExternal': {
    kind: 'read',
    // Rsbuild treats an unset output.autoExternal as false.
    read: (item) => item.env.output.autoExternal ?? false,
  },
  'lib.autoExternal.dependencies': { kind: 'declared' },
  'lib.autoExternal.optionalDependencies': { kind: 'declared' },
  'lib.autoExternal.peerDependencies': { kind: 'declared' },
  'lib.autoExternal.devDependencies': { kind: 'declared' },
  'lib.redirect': { kind: 'declared' },
  'lib.redirect.js.path': { kind: 'declared' },
  'lib.redirect.js.extension': { kind: 'declared' },
  'lib.redirect.style.path': { kind: 'declared' },
  'lib.redirect.style.extension': { kind: 'declared' },
  'lib.redirect.asset.path': { kind: 'declared' },
  'lib.redirect.asset.extension': { kind: 'declared' },
  'lib.redirect.dts.path': {
    kind: 'read',
    dims: DTS_DIMS,
    base: DTS_BASE,
    read: (item) => item.dtsOptions?.redirect?.path,
  },
  'lib.redirect.dts.extension': {
    kind: 'read',
    dims: DTS_DIMS,
    base: DTS_BASE,
    read: (item) => item.dtsOptions?.redirect?.extension,
  },
  'lib.syntax': { kind: 'same', control: "'es5'", candidates: ["'esnext'"] },
  'lib.externalHelpers': booleanSame('true'),
  'lib.banner': { kind: 'same', control: "{ js: '/* control */' }" },
  'lib.banner.js': { kind: 'same', control: "'/* control */'" },
  'lib.banner.css': { kind: 'same', control: "'/* control */'" },
  'lib.banner.dts': { kind: 'same', dims: DTS_DIMS, base: DTS_BASE, control: "'/* control */'" },
  'lib.footer': { kind: 'same', control: "{ js: '/* control */' }" },
  'lib.footer.js': { kind: 'same', control: "'/* control */'" },
  'lib.footer.css': { kind: 'same', control: "'/* control */'" },
  'lib.footer.dts': { kind: 'same', dims: DTS_DIMS, base: DTS_BASE, control: "'/* control */'" },
  'lib.shims': {
    kind: 'same',
    domain: esmCjs,
    control: "{ cjs: { 'import.meta.url': false }, esm: { require: true } }",
  },
  "lib.shims.cjs['import.meta.url']": { ...booleanSame('false'), domain: onlyFormat('cjs') },
  "lib.shims.cjs['import.meta.dirname']": { ...booleanSame('false'), domain: onlyFormat('cjs') },
  "lib.shims.cjs['import.meta.filename']": { ...booleanSame('false'), domain: onlyFormat('cjs') },
  'lib.shims.esm.__filename': { ...booleanSame('true'), domain: onlyFormat('esm') },
  'lib.shims.esm.__dirname': { ...booleanSame('true'), domain: onlyFormat('esm') },
  'lib.shims.esm.require': { ...booleanSame('true'), domain: onlyFormat('esm') },
  'lib.dts': { ...booleanSame('true'), dims: ['format', 'bundle'] },
  'lib.dts.bundle': {
    kind: 'read',
    dims: DTS_DIMS,
    base: DTS_BASE,
    read: (item) => Boolean(item.dtsOptions?.bundle),
  },
  'lib.dts.build': {
    kind: 'read',
    dims: DTS_DIMS,
    base: DTS_BASE,
    read: (item) => item.dtsOptions?.build,
  },
  'lib.dts.abortOnError': {
    kind: 'read',
    dims: DTS_DIMS,
    base: DTS_BASE,
    read: (item) => item.dtsOptions?.abortOnError,
  },
  'lib.dts.autoExtension': {
    // Only visible where the extension would change: CJS in a "type": "module" package.
    kind: 'read',
    dims: DTS_DIMS,
    base: () => ({ format: 'cjs', dts: {} }),
    read: (item) => item.dtsOptions?.dtsExtension !== '.d.ts',
  },
  'lib.dts.alias': {
    kind: 'read',
    dims: DTS_DIMS,
    base: DTS_BASE,
    read: (item) => item.dtsOptions?.alias,
  },
  'lib.dts.isolated': {
    kind: 'read',
    dims: DTS_DIMS,
    base: DTS_BASE,
    read: (item) => item.dtsOptions?.isolated === true,
  },
  'lib.umdName': { kind: 'same', domain: onlyFormat('umd'), control: "'Control'" },
  'lib.outBase': { kind: 'same', domain: bundleless, control: "'src/utils'" },
  'lib.wasm': {
    kind: 'same',
    domain: onlyFormat('esm'),
    control: 'false',
    candidates: ["{ mode: 'compile' }", "{ mode: 'preserve' }"],
  },
  'lib.wasm.mode': {
    kind: 'same',
    domain: onlyFormat('esm'),
    control: "'compile'",
    candidates: ["'compile'", "'preserve'"],
  },
  'lib.id': { kind: 'declared' },
  'lib.experiments': { kind: 'same', dims: ['format'], control: '{ exe: true }' },
  'lib.experiments.exe': { ...booleanSame('true'), dims: ['format'] },
  'lib.experiments.exe.seaOptions': { kind: 'declared' },

  // Rsbuild options, read from the resolved environment config of the lib item
  'output.target': { kind: 'read', dims: ['format', 'bundle'], read: envRead('output.target') },
  'output.distPath': { kind: 'read', read: envRead('output.distPath') },
  'output.filename': {
    kind: 'read',
    read: (item) => ({ js: item.rspack.output!.filename }),
  },
  'output.filenameHash': { kind: 'read', read: envRead('output.filenameHash') },
  'output.cleanDistPath': { kind: 'read', read: envRead('output.cleanDistPath') },
  'output.externals': { kind: 'read', read: envRead('output.externals') },
  'output.autoExternal': {
    kind: 'read',
    // Rsbuild treats an unset output.autoExternal as false.
    read: (item) => item.env.output.autoExternal ?? false,
  },
  'output.minify': { kind: 'read', read: envRead('output.minify') },
  'output.sourceMap': { kind: 'read', read: envRead('output.sourceMap') },
  'output.legalComments': { kind: 'read', read: envRead('output.legalComments') },
  'output.copy': { kind: 'read', read: envRead('output.copy') },
  'output.emitCss': {
    kind: 'read',
    // Without emitted CSS, Rsbuild compiles styles with its ignore-CSS loader.
    read: (item) => !item.rspackText.includes('ignoreCssLoader'),
  },
  'output.cssModules': {
    kind: 'read',
    read: (item) => ({
      ...item.env.output.cssModules,
      localIdentName: /localIdentName: '([^']*)'/.exec(item.rspackText)?.[1],
    }),
  },
  'output.injectStyles': { kind: 'read', read: envRead('output.injectStyles') },
  'output.dataUriLimit': {
    kind: 'read',
    read: (item) => {
      // Rsbuild expands a number to one limit per asset type; one shared limit reads as the number.
      const value = item.env.output.dataUriLimit;
      const limits = isPlainObject(value) ? new Set(Object.values(value)) : null;
      return limits?.size === 1 ? [...limits][0] : value;
    },
  },
  'output.assetPrefix': { kind: 'read', read: envRead('output.assetPrefix') },
  'output.polyfill': { kind: 'read', read: envRead('output.polyfill') },
  'output.overrideBrowserslist': { kind: 'read', read: envRead('output.overrideBrowserslist') },
  'source.entry': { kind: 'read', read: envRead('source.entry') },
  'source.tsconfigPath': {
    kind: 'read',
    read: (item) =>
      path.relative(item.root, item.env.source.tsconfigPath!).split(path.sep).join('/'),
  },
  'source.define': { kind: 'read', read: envRead('source.define') },
  'source.decorators': { kind: 'read', read: envRead('source.decorators') },
  'source.include': { kind: 'read', read: envRead('source.include') },
  'source.exclude': { kind: 'read', read: envRead('source.exclude') },
  logLevel: { kind: 'root', read: (root) => root.logLevel },
  plugins: { kind: 'root', read: (root) => root.plugins },
  'performance.buildCache': { kind: 'read', read: envRead('performance.buildCache') },
  'performance.printFileSize': { kind: 'read', read: envRead('performance.printFileSize') },
  'performance.removeConsole': { kind: 'read', read: envRead('performance.removeConsole') },
  'performance.chunkSplit': { kind: 'read', read: envRead('performance.chunkSplit') },
  'resolve.alias': { kind: 'read', read: envRead('resolve.alias') },
  'resolve.aliasStrategy': { kind: 'read', read: envRead('resolve.aliasStrategy') },
  'resolve.extensions': { kind: 'read', read: envRead('resolve.extensions') },
  'resolve.conditionNames': { kind: 'read', read: envRead('resolve.conditionNames') },
  'resolve.mainFields': { kind: 'read', read: envRead('resolve.mainFields') },
  'resolve.dedupe': { kind: 'read', read: envRead('resolve.dedupe') },
  'tools.rspack': { kind: 'read', read: envRead('tools.rspack') },
  'tools.swc': { kind: 'read', read: envRead('tools.swc') },
  'tools.bundlerChain': { kind: 'read', read: envRead('tools.bundlerChain') },
  'tools.htmlPlugin': { kind: 'read', read: envRead('tools.htmlPlugin') },
};

// ---------------------------------------------------------------------------------------------
// Helpers

function getPath(object: unknown, parts: string[]): unknown {
  let value = object;
  // Any value but null and undefined has properties.
  for (const part of parts) value = (value as PlainObject | null | undefined)?.[part];
  return value;
}

/** `value` under the keys `parts` (never empty: an option of a lib item, without `lib.`). */
function withPath(parts: string[], value: unknown): PlainObject {
  return parts.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as PlainObject;
}

function deepEqual(stated: unknown, actual: unknown): boolean {
  if (stated === ANY_FUNCTION) return typeof actual === 'function';
  if (stated instanceof RegExp)
    return actual instanceof RegExp && String(stated) === String(actual);
  if (Array.isArray(stated)) {
    return (
      Array.isArray(actual) &&
      stated.length === actual.length &&
      stated.every((v, i) => deepEqual(v, actual[i]))
    );
  }
  if (isPlainObject(stated)) {
    if (!isPlainObject(actual)) return false;
    const keys = (o: PlainObject) => Object.keys(o).filter((k) => o[k] !== undefined);
    const a = keys(stated);
    const b = keys(actual);
    return a.length === b.length && a.every((k) => deepEqual(stated[k], actual[k]));
  }
  return Object.is(stated, actual);
}

function show(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return 'Function';
  if (value instanceof RegExp) return String(value);
  if (value === ANY_FUNCTION) return 'Function';
  if (Array.isArray(value)) {
    const items = value.map(show);
    const text = `[${items.join(', ')}]`;
    return text.length > 300 ? `[${items.slice(0, 6).join(', ')}, … ${items.length} items]` : text;
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : `'${k}'`}: ${show(v)}`);
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  return typeof value === 'string' ? `'${value}'` : String(value);
}

// ---------------------------------------------------------------------------------------------
// Read the pages

const problems: string[] = [];
const described: string[] = [];
const report = (where: string, message: string) =>
  problems.push(`${where}\n  ${message.replace(/\n/g, '\n  ')}`);
/**
 * A stated default that the package contradicts, once per option and finding: the cases
 * (format, bundle mode, target) that share it are listed together, not reported one by one.
 */
const wrongDefaults = new Map<
  string,
  { where: string; stated: string; actual: string; labels: string[] }
>();
function reportWrongDefault(where: string, label: string, stated: string, actual: string) {
  const key = JSON.stringify([where, stated, actual]);
  if (!wrongDefaults.has(key)) wrongDefaults.set(key, { where, stated, actual, labels: [] });
  wrongDefaults.get(key)!.labels.push(label);
}
function flushWrongDefaults() {
  for (const { where, stated, actual, labels } of wrongDefaults.values()) {
    report(
      where,
      `${labels.join('; ')}\nexpected (${PACKAGE}): ${actual}\nfound (the page): ${stated}\nFix: state what the package does in the <OptionMeta> default, in docs/en and docs/zh alike (a default that differs by case becomes a list of cases).`,
    );
  }
}

/** A reference page of one language, and what it states. */
interface Page {
  lang: Lang;
  group: string;
  /** The file, relative to the repository. */
  rel: string;
  /** The file, relative to docs/<lang>: the same for both languages. */
  twin: string;
  metas: OptionMetaEntry[];
  typeBlocks: TypeBlock[];
}

/** An OptionMeta that parsed and names its option. */
type NamedMeta = OptionMetaEntry & { props: { name: string } };

const PAGE_GROUPS = ['lib', 'rsbuild'];
const pages: Page[] = [];
for (const lang of ['en', 'zh'] as const) {
  for (const group of PAGE_GROUPS) {
    for (const file of markdownFiles(path.join(docsDir, lang, 'config', group))) {
      const rel = path.relative(repoRoot, file).split(path.sep).join('/');
      const { metas, typeBlocks } = readPage(readFileSync(file, 'utf8'));
      pages.push({
        lang,
        group,
        rel,
        twin: path.relative(path.join(docsDir, lang), file),
        metas,
        typeBlocks,
      });
    }
  }
}

for (const page of pages) {
  const isIndex = path.basename(page.rel) === 'index.mdx';
  for (const meta of page.metas) {
    if (meta.error) report(`${page.rel}:${meta.line}`, `OptionMeta: ${meta.error}`);
    else if (!meta.props.name || !meta.props.type) {
      report(`${page.rel}:${meta.line}`, 'OptionMeta needs at least `name` and `type`');
    }
  }
  if (page.group === 'lib' && !isIndex) {
    const option = `lib.${path.basename(page.rel, '.mdx').replace(/-(\w)/g, (_, c) => c.toUpperCase())}`;
    const own = page.metas.find((m) => m.props.name === option);
    if (!own) report(page.rel, `no <OptionMeta name="${option}"> stating its type and default`);
    for (const meta of page.metas) {
      if (!meta.error && meta.props.default === undefined) {
        report(`${page.rel}:${meta.line}`, `${meta.props.name}: no default stated`);
      }
    }
  }
}

// Twins state the same facts.
const byTwin = new Map<string, Partial<Record<Lang, Page>>>();
for (const page of pages) {
  if (!byTwin.has(page.twin)) byTwin.set(page.twin, {});
  byTwin.get(page.twin)![page.lang] = page;
}
for (const { en, zh } of byTwin.values()) {
  if (!en || !zh) continue;
  const a = en.metas.map((m) => m.props);
  const b = zh.metas.map((m) => m.props);
  const count = Math.max(a.length, b.length);
  for (let i = 0; i < count; i++) {
    if (JSON.stringify(a[i]) !== JSON.stringify(b[i])) {
      const line = zh.metas[i]?.line ?? en.metas[i]?.line;
      report(
        `${zh.rel}:${line}`,
        `OptionMeta #${i + 1} differs from ${en.rel}: en ${JSON.stringify(a[i]?.name ?? null)} ${JSON.stringify(a[i])}\nvs zh ${JSON.stringify(b[i])}`,
      );
    }
  }
}

const enMetas = pages
  .filter((p) => p.lang === 'en')
  .flatMap((page) =>
    page.metas
      .filter(
        (m): m is NamedMeta => !m.error && typeof m.props.name === 'string' && m.props.name !== '',
      )
      .map((meta) => ({ page, meta })),
  )
  .filter(({ meta }) => !only || meta.props.name.startsWith(only));

// ---------------------------------------------------------------------------------------------
// Lib options at the top level, and CLI flags.

function checkTopLevelAndCli() {
  const config = readFileSync(path.join(coreDir, 'dist-types', 'types', 'config.d.ts'), 'utf8');
  const shared = new Set(
    /SharedLibConfig = Pick<LibConfig, ([^>]*)>/
      .exec(config)![1]
      .split('|')
      .map((s) => s.trim().replace(/'/g, '')),
  );
  const help = spawnSync(process.execPath, [path.join(coreDir, 'bin', 'rslib.js'), '--help'], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  const flags = new Set(help.stdout.match(/--[\w-]+/g) ?? []);
  for (const { page, meta } of enMetas) {
    const { name, topLevel, cli } = meta.props;
    const parts = splitPath(name);
    if (parts[0] === 'lib' && parts.length === 2) {
      const allowed = shared.has(parts[1]);
      if (topLevel === undefined) {
        report(
          `${page.rel}:${meta.line} ${name}, topLevel`,
          'the page does not say whether the top level accepts it',
        );
      } else if (Boolean(topLevel) !== allowed) {
        report(
          `${page.rel}:${meta.line} ${name}, topLevel`,
          `page says:    ${topLevel ? 'allowed at the top level' : 'only in a lib item'}\n${PACKAGE}: ${allowed ? 'SharedLibConfig has it (allowed at the top level)' : 'not in SharedLibConfig (lib items only)'}`,
        );
      }
    }
    for (const flag of (typeof cli === 'string' ? cli.match(/--[\w-]+/g) : null) ?? []) {
      if (!flags.has(flag)) {
        report(
          `${page.rel}:${meta.line} ${name}, cli`,
          `page says:    ${flag}\n${PACKAGE}: \`rslib --help\` has no such flag`,
        );
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Defaults

/** A check of kind 'same' in one build. */
interface SameJob {
  where: string;
  name: string;
  fact: SameFact;
  label: string;
  expected: ParsedCase;
  /** The base item with the option set to `value`, under another id. */
  variant?: (id: string, value: Literal) => LibItem;
  statedId?: string;
  controlId?: string;
}

/** A case of a stated default, with its value parsed. */
type ParsedCase = DefaultCase & { parsed: Literal };

async function checkDefaults(
  resolver: Resolver,
  declaredDefaults: Promise<CheckTypesResult['declared']>,
): Promise<{ checked: number; insensitive: string[] }> {
  let checked = 0;
  /** Checks of kind 'same', grouped by the build they run in; resolved together below. */
  const groups = new Map<string, { project: Project; base: LibItem; jobs: SameJob[] }>();
  const sensitivity = new Map<string, boolean>();

  for (const { page, meta } of enMetas) {
    const { name } = meta.props;
    const cases = casesOf(meta.props.default);
    if (!cases.length) continue;
    const fact = FACTS[name];
    const where = `${page.rel}:${meta.line} ${name}, default`;
    if (cases.every((c) => c.value === undefined && c.label)) {
      described.push(name);
      continue;
    }
    if (!fact) {
      report(where, 'no probe for this option: add one to FACTS in scripts/check-facts.ts');
      continue;
    }
    let parsed: ParsedCase[];
    try {
      parsed = cases.map((c) => ({
        ...c,
        parsed: c.value === undefined ? undefined : parseValue(c.value),
      }));
    } catch (error) {
      report(where, `a stated value is not a literal: ${(error as Error).message}`);
      continue;
    }
    for (const c of parsed) {
      if (c.value === undefined && !c.label)
        report(where, 'a case has neither `value` nor `label`');
      if (c.value === undefined && c.label)
        described.push(`${name} (${JSON.stringify(c.when ?? {})})`);
    }

    if (fact.kind === 'declared') {
      const declared = (await declaredDefaults)[name];
      const stated = parsed.find((c) => c.value !== undefined);
      checked++;
      if (declared === undefined) {
        report(
          where,
          `${PACKAGE} documents no literal @defaultValue for it: add a probe that resolves it`,
        );
      } else if (parsed.length !== 1 || !deepEqual(stated!.parsed, parseValue(declared))) {
        report(
          where,
          `page says:    ${cases.map((c) => c.value ?? c.label?.en).join(' / ')}\n${PACKAGE}: @defaultValue ${declared}`,
        );
      }
      continue;
    }

    if (fact.kind === 'root') {
      const root = (await resolver.resolveRaw(DEFAULT_PROJECT, { lib: [{}], logLevel: undefined }))
        .root;
      const actual = fact.read(root);
      const stated = parsed[0];
      checked++;
      if (stated.value !== undefined && !deepEqual(stated.parsed, actual)) {
        report(where, `page says:    ${stated.value}\n${PACKAGE}: ${show(actual)}`);
      }
      continue;
    }

    if (fact.kind === 'same') sensitivity.set(name, false);
    for (const scenario of scenariosFor(fact, parsed)) {
      const eff = effective(scenario);
      const expected = parsed.find((c) => matches(c.when, eff));
      const label = describeScenario(scenario);
      if (!expected) {
        report(where, `the page states no default for: ${label}`);
        continue;
      }
      if (expected.value === undefined) continue;
      const base: LibItem = { id: BASE_ID, ...baseItem(scenario, fact) };
      const project = projectOf(scenario);
      if (fact.kind === 'read') {
        const resolved = (await resolver.resolve(project, [base])).get(BASE_ID)!;
        checked++;
        if ('error' in resolved) {
          report(where, `${label}: ${PACKAGE} fails to resolve the build: ${resolved.error}`);
          continue;
        }
        const actual = fact.read({ ...resolved, root: resolver.projectDir(project) });
        if (!deepEqual(expected.parsed, actual)) {
          reportWrongDefault(where, label, expected.value, show(actual));
        }
        continue;
      }
      const key = JSON.stringify([project, base]);
      if (!groups.has(key)) groups.set(key, { project, base, jobs: [] });
      groups.get(key)!.jobs.push({ where, name, fact, label, expected });
    }
  }

  // kind 'same': one resolution per build, with every stated value and control as an item.
  for (const { project, base, jobs } of groups.values()) {
    const items: LibItem[] = [base];
    jobs.forEach((job, k) => {
      const parts = splitPath(job.name).slice(1);
      // `{ id, … }` only tells TypeScript that the merged item keeps its id.
      job.variant = (id, value) => ({ id, ...mergeDeep({ ...base, id }, withPath(parts, value)) });
      job.statedId = `facts_s${k}_`;
      items.push(job.variant(job.statedId, job.expected.parsed));
      if (job.fact.control) {
        job.controlId = `facts_c${k}_`;
        items.push(job.variant(job.controlId, parseValue(job.fact.control)));
      }
    });
    const resolved = await resolver.resolve(project, items);
    const baseText = configText(resolved.get(BASE_ID), BASE_ID);
    for (const job of jobs) {
      checked++;
      if (baseText.startsWith('error:')) {
        report(job.where, `${job.label}: ${PACKAGE} fails to resolve the build: ${baseText}`);
        continue;
      }
      if (job.controlId && configText(resolved.get(job.controlId), job.controlId) !== baseText) {
        sensitivity.set(job.name, true);
      }
      const statedId = job.statedId!;
      const statedText = configText(resolved.get(statedId), statedId);
      if (statedText === baseText) continue;
      // Name the package's value when one of the candidates resolves like the default.
      let named = '';
      for (const candidate of job.fact.candidates ?? []) {
        const id = 'facts_candidate_';
        const c = await resolver.resolve(project, [base, job.variant!(id, parseValue(candidate))]);
        const text = configText(c.get(id), id);
        if (!text.startsWith('error:') && text === configText(c.get(BASE_ID), BASE_ID)) {
          named = `resolves it as ${candidate}`;
          break;
        }
      }
      const option = job.name.replace(/^lib\./, '');
      reportWrongDefault(
        job.where,
        job.label,
        job.expected.value!,
        `${named || `something else: setting ${option}: ${job.expected.value} changes the resolved configuration`}${statedText.startsWith('error:') ? ` (${statedText})` : ''}`,
      );
    }
  }
  const insensitive = [...sensitivity].filter(([, seen]) => !seen).map(([name]) => name);
  return { checked, insensitive };
}

const BASE_ID = 'facts_base_';

/**
 * What two resolutions of the same build are compared on: the Rspack configuration that
 * runs (functions printed in full), the Rsbuild environment configuration (functions by
 * name only: their effect is in the Rspack configuration) and the declaration options.
 */
function configText(resolved: ResolvedItem | FailedItem | undefined, id: string): string {
  if (!resolved || 'error' in resolved) return `error: ${resolved?.error}`;
  const env = JSON.stringify(
    resolved.env,
    (_key, value) => {
      if (typeof value === 'function') return `[function ${value.name}]`;
      if (value instanceof RegExp) return String(value);
      if (
        value &&
        typeof value === 'object' &&
        !Array.isArray(value) &&
        value.constructor?.name &&
        value.constructor !== Object
      ) {
        return { [`[${value.constructor.name}]`]: { ...value } };
      }
      return value;
    },
    1,
  );
  return comparable(
    `${env}\n${resolved.rspackText}\n${JSON.stringify(resolved.dtsOptions ?? null, null, 1)}`,
    id,
  );
}

// ---------------------------------------------------------------------------------------------

/** Starts the TypeScript checks (scripts/lib/check-types.ts) in a worker thread. */
function startTypeCheck(): Promise<CheckTypesResult> {
  const blocks = pages
    .filter((p) => p.lang === 'en')
    .flatMap((page) => page.typeBlocks.map((b) => ({ rel: page.rel, twin: page.twin, ...b })));
  const workerData: CheckTypesInput & { checkTypes: true } = {
    checkTypes: true,
    coreDir,
    outDir: path.join(repoRoot, 'node_modules', '.cache', 'check-facts'),
    packageLabel: PACKAGE,
    metas: enMetas.map(({ page, meta }) => ({
      rel: page.rel,
      line: meta.line,
      name: meta.props.name,
      type: meta.props.type,
    })),
    blocks,
    declaredNames: Object.keys(FACTS).filter((name) => FACTS[name].kind === 'declared'),
  };
  // Node 20 does not run `--import tsx` in a worker: the worker registers tsx itself, then
  // imports the TypeScript module.
  const url = new URL('./lib/check-types.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((api) => { api.register(); return import(${JSON.stringify(url)}); })`;
  const worker = new Worker(boot, { eval: true, workerData });
  return new Promise<CheckTypesResult>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

const resolver = createResolver();
let summary: string | undefined;
try {
  const lap = (label: string, t0: number) =>
    verbose && console.log(`${label}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const t0 = Date.now();
  const types = startTypeCheck();
  types.then(() => lap('types (worker)', t0));
  checkTopLevelAndCli();
  const declaredDefaults = types.then((result) => result.declared);
  const defaults = await checkDefaults(resolver, declaredDefaults);
  lap('defaults', t0);
  const { problems: typeProblems, count: typeCount } = await types;
  for (const { where, message } of typeProblems) report(where, message);
  for (const name of defaults.insensitive) {
    report(
      `scripts/check-facts.ts ${name}`,
      'the control value does not change the resolved configuration, so the default check proves nothing: pick another control or probe',
    );
  }
  const n = (count: number, one: string, many = `${one}s`) =>
    `${count} ${count === 1 ? one : many}`;
  summary = `${n(enMetas.length, 'option')} and ${n(typeCount - enMetas.length, 'type block')} on ${n(byTwin.size, 'page')}; ${n(typeCount, 'type')}, ${n(defaults.checked, 'default check')} over ${n(resolver.resolutions, 'resolution')}`;
} finally {
  resolver.dispose();
}

if (verbose && described.length) {
  console.log(`Described, not checked (${described.length}):\n  ${described.join('\n  ')}`);
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
flushWrongDefaults();
if (problems.length) {
  console.error(
    `check-facts: ${problems.length === 1 ? '1 problem' : `${problems.length} problems`} (${summary}; ${seconds} s)\n\n${problems.join('\n\n')}`,
  );
  process.exit(1);
}
console.log(`check-facts: the reference matches ${PACKAGE}: ${summary}; ${seconds} s.`);
