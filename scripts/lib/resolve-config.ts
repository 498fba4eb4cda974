// Resolves Rslib configurations the way a build does, without building: a small project is
// written to a temporary folder and `createRslib({ config }).inspectConfig()` produces the
// Rsbuild environment configuration and the Rspack configuration of every lib item.
// Used by scripts/check-facts.ts. Every resolution is cached by its inputs.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {
  NormalizedConfig,
  NormalizedEnvironmentConfig,
  RsbuildConfig,
  RsbuildInstance,
  Rspack,
} from '@rsbuild/core';
import type * as RslibCore from '@rslib/core';
import type { PluginDtsOptions } from 'rsbuild-plugin-dts';
import { repoRoot } from './build-files.ts';

/** Plain data: parsed values, and the objects built from them. */
export type PlainObject = Record<string, unknown>;

/** A lib item as scripts/check-facts.ts builds it: a unique `id`, and options that may be wrong. */
export type LibItem = PlainObject & { id: string };

/** What a scenario changes in the project (package.json, tsconfig.json). */
export interface Project {
  /** `"type"` in package.json: `'module'`, or anything else for none. */
  pkgType: string;
  /** `engines.node` in package.json, if any. */
  engines: string | undefined;
  experimentalDecorators: boolean;
}

/** One lib item, resolved. */
export interface ResolvedItem {
  env: NormalizedEnvironmentConfig;
  rspack: Rspack.Configuration;
  envText: string;
  rspackText: string;
  dtsOptions: PluginDtsOptions | undefined;
}

/** A lib item whose configuration Rslib rejects: the first line of the error. */
export interface FailedItem {
  error: string;
}

/** One resolution: the normalized top-level config, and each lib item by id. */
export interface Resolution {
  /** Rsbuild's type of it leaves out `logLevel`, which the normalized config keeps. */
  root: NormalizedConfig & Pick<RsbuildConfig, 'logLevel'>;
  items: Map<string, ResolvedItem>;
}

/** The project a scenario builds: package.json and tsconfig.json vary, the sources do not. */
function writeProject(dir: string, { pkgType, engines, experimentalDecorators }: Project) {
  mkdirSync(path.join(dir, 'src', 'utils'), { recursive: true });
  const pkg = {
    name: 'facts-fixture',
    version: '1.0.0',
    private: true,
    ...(pkgType === 'module' ? { type: 'module' } : {}),
    ...(engines ? { engines: { node: engines } } : {}),
    dependencies: { '@swc/helpers': '^0.5.0', picocolors: '^1.1.1' },
  };
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  const compilerOptions = {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    strict: true,
    skipLibCheck: true,
    declaration: true,
    ...(experimentalDecorators ? { experimentalDecorators: true } : {}),
  };
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    `${JSON.stringify({ compilerOptions, include: ['src'] }, null, 2)}\n`,
  );
  writeFileSync(
    path.join(dir, 'src', 'index.ts'),
    "import pc from 'picocolors';\nexport { clamp } from './utils/math';\nexport const shout = (s: string): string => pc.bold(s);\n",
  );
  writeFileSync(
    path.join(dir, 'src', 'utils', 'math.ts'),
    'export const clamp = (n: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, n));\n',
  );
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'junction');
}

/** A stand-in for @module-federation/rsbuild-plugin: Rslib only checks that it is registered. */
const MF_PLUGIN_STUB = { name: 'rsbuild:module-federation-enhanced', setup() {} };

export function createResolver() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'rslib-facts-'));
  const projects = new Map<string, string>();
  const cache = new Map<string, Map<string, ResolvedItem | FailedItem | undefined>>();
  const rawCache = new Map<string, Resolution>();
  let createRslib: typeof RslibCore.createRslib | undefined;
  let count = 0;

  const projectFor = (project: Project): string => {
    const key = JSON.stringify(project);
    if (!projects.has(key)) {
      const dir = path.join(root, `p${projects.size}`);
      writeProject(dir, project);
      projects.set(key, dir);
    }
    return projects.get(key)!;
  };

  /**
   * Resolves one configuration. `items` are lib items, each with a unique `id`.
   * Returns the normalized top-level config and every item by id, or throws the error Rslib
   * threw.
   */
  async function resolveOnce(project: Project, config: PlainObject): Promise<Resolution> {
    createRslib ??= (await import('@rslib/core')).createRslib;
    count++;
    const cwd = projectFor(project);
    let rsbuild: RsbuildInstance | undefined;
    const exit = process.exit;
    const previousCwd = process.cwd();
    // Rslib ends the process on some configuration errors; turn that into an exception.
    process.exit = (code) => {
      throw new Error(`Rslib called process.exit(${code})`);
    };
    process.chdir(cwd);
    globalThis.__rslibFactsDtsOptions?.clear();
    try {
      // The lib items hold the values the pages state, right or wrong: Rslib checks them.
      const rslibConfig = { logLevel: 'silent', ...config } as RslibCore.RslibConfig;
      const rslib = await createRslib({ cwd, config: rslibConfig });
      rslib.onAfterCreateRsbuild(({ rsbuild: instance }) => {
        rsbuild = instance;
      });
      const result = await rslib.inspectConfig({ verbose: true });
      const normalized = rsbuild!.getNormalizedConfig();
      const ids = Object.keys(result.origin.environmentConfigs);
      const items = new Map<string, ResolvedItem>();
      ids.forEach((id, index) => {
        items.set(id, {
          env: normalized.environments[id],
          rspack: result.origin.bundlerConfigs[index],
          envText: result.environmentConfigs[index],
          rspackText: result.bundlerConfigs[index],
          dtsOptions: globalThis.__rslibFactsDtsOptions?.get(id),
        });
      });
      return { root: normalized, items };
    } finally {
      process.exit = exit;
      process.chdir(previousCwd);
    }
  }

  /**
   * Resolves `items` (lib items with ids) together in one project. When the configuration
   * fails, the items after the first are split in halves and resolved again, each half
   * with the first item, until the failing items are found; those get `{ error }`. The
   * first item therefore always resolves next to at least one other item when there are
   * several, so its configuration does not change with the size of the batch.
   */
  async function resolve(
    project: Project,
    items: LibItem[],
    shared: PlainObject = {},
  ): Promise<Map<string, ResolvedItem | FailedItem | undefined>> {
    const key = JSON.stringify([project, items, shared]);
    if (cache.has(key)) return cache.get(key)!;
    const needsMf = items.some((item) => (item.format ?? shared.format) === 'mf');
    const config = { ...shared, plugins: needsMf ? [MF_PLUGIN_STUB] : [] };
    const resolved = new Map<string, ResolvedItem | FailedItem | undefined>();
    const attempt = async (batch: LibItem[]): Promise<void> => {
      try {
        const result = await resolveOnce(project, { ...config, lib: batch });
        for (const item of batch) resolved.set(item.id, result.items.get(item.id));
        return;
      } catch (error) {
        const failed: FailedItem = { error: (error as Error).message.split('\n')[0] };
        const [first, ...rest] = batch;
        if (rest.length === 0) {
          resolved.set(first.id, failed);
        } else if (rest.length === 1) {
          // Which of the two fails? Resolve the first alone, only to find out.
          let firstFails = false;
          try {
            await resolveOnce(project, { ...config, lib: [first] });
          } catch {
            firstFails = true;
          }
          if (firstFails) resolved.set(first.id, failed);
          resolved.set(rest[0].id, failed);
        } else {
          const half = Math.ceil(rest.length / 2);
          await attempt([first, ...rest.slice(0, half)]);
          await attempt([first, ...rest.slice(half)]);
        }
      }
    };
    await attempt(items);
    cache.set(key, resolved);
    return resolved;
  }

  /** Resolves a configuration without `lib` ids, for facts about the top level and default ids. */
  async function resolveRaw(project: Project, config: PlainObject): Promise<Resolution> {
    const key = JSON.stringify(['raw', project, config]);
    if (!rawCache.has(key)) rawCache.set(key, await resolveOnce(project, config));
    return rawCache.get(key)!;
  }

  return {
    resolve,
    resolveRaw,
    projectDir: projectFor,
    /** How many configurations were resolved (createRslib + inspectConfig). */
    get resolutions() {
      return count;
    },
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
}

export type Resolver = ReturnType<typeof createResolver>;

/** A config text with everything that names the lib item replaced, so two items compare. */
export function comparable(text: string, id: string): string {
  return text.split(id).join('<id>').replace(/~\d+/g, '~N');
}
