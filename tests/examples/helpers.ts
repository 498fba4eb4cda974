// Shared helpers for the example build tests in this folder.
//
// Every case copies ./fixture into its own temporary directory, builds it with the
// JavaScript API of @rslib/core (`createRslib`, the same code path as the `rslib` CLI),
// and returns helpers to read the output.

import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, createRslib, type RslibConfig, rsbuild } from '@rslib/core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '..', '..');
const fixtureDir = path.join(here, 'fixture');
// Cases live in a temporary directory outside the repository, so a run leaves nothing
// in the work tree. Each case links node_modules back to the repository, so
// '@rslib/core', 'picocolors', '@swc/helpers' and 'typescript' resolve as they would in
// a real project. Set RSLIB_EXAMPLES_DIR to choose the directory and RSLIB_EXAMPLES_KEEP=1
// to keep the built cases for inspection.
export const casesRoot = process.env.RSLIB_EXAMPLES_DIR
  ? path.resolve(process.env.RSLIB_EXAMPLES_DIR)
  : mkdtempSync(path.join(os.tmpdir(), 'rslib-examples-'));

/** Files to write, keyed by their path relative to a folder (`{ 'src/a.ts': '...' }`). */
export type Files = Record<string, string>;

/** Keys merged into a case's package.json: a `null` value deletes the key. */
export type PackageJsonPatch = Record<string, unknown>;

/** The package.json of a built library installed into a consumer app. */
export interface PackageManifest {
  name: string;
  sideEffects?: boolean | string[];
  [key: string]: unknown;
}

interface CaseOptions {
  packageJson?: PackageJsonPatch;
  sources?: Files;
}

export interface BuildCaseOptions extends CaseOptions {
  /** Ids of the libs to build (all when unset). */
  lib?: BuildOptions['lib'];
}

/** The result of buildCase and caseResult. */
export interface CaseResult {
  dir: string;
  dist: string;
  files: string[];
  read: (file: string) => string;
}

/** Deletes every case directory created by this process. */
export function removeCases(): void {
  if (!process.env.RSLIB_EXAMPLES_KEEP) rmSync(casesRoot, { recursive: true, force: true });
}

/** Whether a package can be resolved from the repository root. */
export function isInstalled(specifier: string): boolean {
  const require = createRequire(path.join(repoRoot, 'package.json'));
  try {
    require.resolve(`${specifier}/package.json`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Copies the fixture into a fresh directory for one case.
 * `packageJson` is merged into the fixture's package.json (a `null` value deletes a key).
 */
export function prepareCase(
  name: string,
  { packageJson }: Pick<CaseOptions, 'packageJson'> = {},
): string {
  const dir = path.join(casesRoot, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(fixtureDir, dir, { recursive: true });
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'junction');
  if (packageJson) {
    const file = path.join(dir, 'package.json');
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    for (const [key, value] of Object.entries(packageJson)) {
      if (value === null) delete pkg[key];
      else pkg[key] = value;
    }
    writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
  }
  return dir;
}

/** Recursively lists files under `dir`, as sorted POSIX paths relative to it. */
export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (current: string): void => {
    for (const entry of readdirSync(current)) {
      const full = path.join(current, entry);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(path.relative(dir, full).split(path.sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/** Writes `{ 'src/a.ts': '...' }` into `dir`, creating folders as needed. */
export function writeFiles(dir: string, files: Files): void {
  for (const [file, content] of Object.entries(files)) {
    const full = path.join(dir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
}

/**
 * A fixture copy for one case. With `sources`, the fixture's `src` folder is replaced by
 * those files (`{ 'src/index.ts': '…' }`), so a bundleless case compiles only them.
 */
export function prepareSourceCase(
  name: string,
  { packageJson, sources }: CaseOptions = {},
): string {
  const dir = prepareCase(name, { packageJson });
  if (sources) {
    rmSync(path.join(dir, 'src'), { recursive: true, force: true });
    writeFiles(dir, sources);
  }
  return dir;
}

/** What a built case offers a test: its folders, its output files and a reader. */
export function caseResult(dir: string): CaseResult {
  const dist = path.join(dir, 'dist');
  return {
    dir,
    dist,
    files: listFiles(dist),
    read: (file: string) => readFileSync(path.join(dist, file), 'utf8'),
  };
}

/**
 * Builds one case. `config` is an Rslib configuration object (what rslib.config.ts
 * would export). The build cache is switched off so that no case reads another
 * case's cache, and logs are silenced unless RSLIB_EXAMPLES_VERBOSE is set.
 * `sources` replaces the fixture's sources (see prepareSourceCase).
 * Returns { dir, dist, files, read }.
 */
export async function buildCase(
  name: string,
  config: RslibConfig,
  { packageJson, lib, sources }: BuildCaseOptions = {},
): Promise<CaseResult> {
  const dir = prepareSourceCase(name, { packageJson, sources });
  const finalConfig: RslibConfig = {
    logLevel: process.env.RSLIB_EXAMPLES_VERBOSE ? 'info' : 'error',
    ...config,
    performance: { ...config.performance, buildCache: false },
  };
  // rsbuild-plugin-dts 1.0.1 resolves a relative declaration directory against
  // process.cwd() rather than the Rslib root, so run each build from the case directory.
  const previousCwd = process.cwd();
  process.chdir(dir);
  try {
    const rslib = await createRslib({ cwd: dir, config: finalConfig });
    const result = await rslib.build(lib ? { lib } : {});
    await result.close();
  } finally {
    process.chdir(previousCwd);
  }
  return caseResult(dir);
}

/** Removes comments and string literals, so syntax checks look at code only. */
export function codeOnly(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    .replace(/`(?:\\[\s\S]|[^\\`])*`/g, '``')
    .replace(/"(?:\\.|[^"\\\n])*"/g, '""')
    .replace(/'(?:\\.|[^'\\\n])*'/g, "''");
}

/**
 * Installs a built library into a fresh app at `casesRoot/name`, as npm would (its `dist` and
 * `pkg` as its package.json under node_modules/<pkg.name>), writes the app's `src/index.js`,
 * builds the app with Rsbuild (the one @rslib/core bundles) and returns its JavaScript: what a
 * consumer's production bundle keeps of the library.
 */
export async function buildConsumerApp(
  name: string,
  library: Pick<CaseResult, 'dist'>,
  pkg: PackageManifest,
  entrySource: string,
): Promise<string> {
  const app = path.join(casesRoot, name);
  const pkgDir = path.join(app, 'node_modules', pkg.name);
  mkdirSync(pkgDir, { recursive: true });
  cpSync(library.dist, path.join(pkgDir, 'dist'), { recursive: true });
  writeFiles(app, {
    'package.json': '{ "name": "app", "private": true, "type": "module" }\n',
    [`node_modules/${pkg.name}/package.json`]: `${JSON.stringify(pkg, null, 2)}\n`,
    'src/index.js': entrySource,
  });
  const builder = await rsbuild.createRsbuild({
    cwd: app,
    rsbuildConfig: {
      logLevel: 'error',
      performance: { buildCache: false },
      tools: { htmlPlugin: false },
    },
  });
  const result = await builder.build();
  await result?.close?.();
  const jsDir = path.join(app, 'dist', 'static', 'js');
  return readdirSync(jsDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(jsDir, file), 'utf8'))
    .join('\n');
}
