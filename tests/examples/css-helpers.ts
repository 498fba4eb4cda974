// Helpers for css.test.ts: build a library from source files written by the test
// (instead of the shared fixture's sources), then bundle an application that installs the
// built library, to see which styles reach the application's CSS.

import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type RslibConfig, rsbuild, rspack } from '@rslib/core';
import {
  buildCase,
  type CaseResult,
  casesRoot,
  type Files,
  type PackageJsonPatch,
  type PackageManifest,
  writeFiles,
} from './helpers.ts';

/**
 * Like buildCase in helpers.ts, with the fixture's `src` folder replaced by `files`, so
 * that bundleless cases compile only these files. Returns { dir, dist, files, read }.
 */
export function buildStyleCase(
  name: string,
  files: Files,
  config: RslibConfig,
  { packageJson }: { packageJson?: PackageJsonPatch } = {},
): Promise<CaseResult> {
  return buildCase(name, config, { packageJson, sources: files });
}

export interface BundleAppOptions {
  /** The built library's folder (its `dist` is installed). */
  libraryDir: string;
  pkg: PackageManifest;
  appCode: string;
  bundler: 'rsbuild' | 'rspack';
}

/**
 * Installs a built library as `node_modules/<pkg.name>` of a new application folder and
 * bundles `appCode` (src/index.js) with either Rsbuild or plain Rspack (built-in CSS
 * support, no Rsbuild rules). Returns the application's emitted CSS, or '' when none.
 */
export async function bundleApp(
  name: string,
  { libraryDir, pkg, appCode, bundler }: BundleAppOptions,
): Promise<string> {
  const dir = path.join(casesRoot, name);
  rmSync(dir, { recursive: true, force: true });
  const installed = path.join(dir, 'node_modules', pkg.name);
  mkdirSync(installed, { recursive: true });
  cpSync(path.join(libraryDir, 'dist'), path.join(installed, 'dist'), { recursive: true });
  writeFiles(dir, {
    [`node_modules/${pkg.name}/package.json`]: `${JSON.stringify(pkg, null, 2)}\n`,
    'package.json': '{ "name": "app", "private": true, "type": "module" }\n',
    'src/index.js': appCode,
  });
  const out = path.join(dir, 'dist');
  if (bundler === 'rsbuild') {
    const app = await rsbuild.createRsbuild({
      cwd: dir,
      loadEnv: false,
      config: {
        logLevel: 'error',
        source: { entry: { index: './src/index.js' } },
        output: { minify: false, filenameHash: false },
        performance: { buildCache: false },
      },
    });
    const result = await app.build();
    await result.close();
  } else {
    const compiler = rspack.rspack({
      mode: 'production',
      context: dir,
      entry: './src/index.js',
      output: { path: out, clean: true },
      module: { rules: [{ test: /\.css$/, type: 'css/auto' }] },
      optimization: { minimize: false },
    });
    await new Promise<void>((resolve, reject) => {
      compiler.run((error, stats) => {
        compiler.close(() => {});
        if (error) reject(error);
        else if (stats!.hasErrors())
          reject(new Error(stats!.toString({ all: false, errors: true })));
        else resolve();
      });
    });
  }
  return readCss(out);
}

function readCss(dir: string): string {
  if (!existsSync(dir)) return '';
  let css = '';
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.css')) {
      css += readFileSync(path.join(entry.parentPath ?? entry.path, entry.name), 'utf8');
    }
  }
  return css;
}
