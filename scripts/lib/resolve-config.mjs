// Resolves Rslib configurations the way a build does, without building: a small project is
// written to a temporary folder and `createRslib({ config }).inspectConfig()` produces the
// Rsbuild environment configuration and the Rspack configuration of every lib item.
// Used by scripts/check-facts.mjs. Every resolution is cached by its inputs.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './build-files.mjs';

/** The project a scenario builds: package.json and tsconfig.json vary, the sources do not. */
function writeProject(dir, { pkgType, engines, experimentalDecorators }) {
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
  const projects = new Map();
  const cache = new Map();
  let createRslib;
  let count = 0;

  const projectFor = (project) => {
    const key = JSON.stringify(project);
    if (!projects.has(key)) {
      const dir = path.join(root, `p${projects.size}`);
      writeProject(dir, project);
      projects.set(key, dir);
    }
    return projects.get(key);
  };

  /**
   * Resolves one configuration. `items` are lib items, each with a unique `id`.
   * Returns { root: normalized top-level config, items: Map<id, { env, rspack, envText,
   * rspackText, dtsOptions }> } or throws the error Rslib threw.
   */
  async function resolveOnce(project, config) {
    createRslib ??= (await import('@rslib/core')).createRslib;
    count++;
    const cwd = projectFor(project);
    let rsbuild;
    const exit = process.exit;
    const previousCwd = process.cwd();
    // Rslib ends the process on some configuration errors; turn that into an exception.
    process.exit = (code) => {
      throw new Error(`Rslib called process.exit(${code})`);
    };
    process.chdir(cwd);
    globalThis.__rslibFactsDtsOptions?.clear();
    try {
      const rslib = await createRslib({ cwd, config: { logLevel: 'silent', ...config } });
      rslib.onAfterCreateRsbuild(({ rsbuild: instance }) => {
        rsbuild = instance;
      });
      const result = await rslib.inspectConfig({ verbose: true });
      const normalized = rsbuild.getNormalizedConfig();
      const ids = Object.keys(result.origin.environmentConfigs);
      const items = new Map();
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
  async function resolve(project, items, shared = {}) {
    const key = JSON.stringify([project, items, shared]);
    if (cache.has(key)) return cache.get(key);
    const needsMf = items.some((item) => (item.format ?? shared.format) === 'mf');
    const config = { ...shared, plugins: needsMf ? [MF_PLUGIN_STUB] : [] };
    const resolved = new Map();
    const attempt = async (batch) => {
      try {
        const result = await resolveOnce(project, { ...config, lib: batch });
        for (const item of batch) resolved.set(item.id, result.items.get(item.id));
        return;
      } catch (error) {
        const failed = { error: error.message.split('\n')[0] };
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
  async function resolveRaw(project, config) {
    const key = JSON.stringify(['raw', project, config]);
    if (!cache.has(key)) cache.set(key, await resolveOnce(project, config));
    return cache.get(key);
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

/** A config text with everything that names the lib item replaced, so two items compare. */
export function comparable(text, id) {
  return text.split(id).join('<id>').replace(/~\d+/g, '~N');
}
