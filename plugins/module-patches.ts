// Edits of the text of a package module, applied as a transform of the browser build, for the
// plugins that have to change a line of Rspress instead of configuring it (ARCHITECTURE.md,
// Patches). Every edit must find its text exactly once, and every patched module must be in
// the browser build with its edits, or the build fails naming the plugin: a new Rspress
// version gets a new look at each patch instead of a silent no-op.
import type { RsbuildPluginAPI } from '@rsbuild/core';
import type { Compilation } from '@rspack/core';
import { compiledSources, failBuild } from './compiled-modules';

export interface ModulePatch {
  /** The module, by the end of its path inside the package. */
  file: RegExp;
  edits: { find: string | RegExp; replace: string }[];
}

function applyPatch(owner: string, patch: ModulePatch, code: string, resource: string) {
  let out = code;
  for (const { find, replace } of patch.edits) {
    const count =
      typeof find === 'string'
        ? out.split(find).length - 1
        : (out.match(new RegExp(find.source, `${find.flags.replace('g', '')}g`)) ?? []).length;
    if (count !== 1) {
      throw new Error(
        `${owner}: expected ${String(find).slice(0, 80)} once in ${resource}, found it ${count} times; review plugins/${owner}.ts.`,
      );
    }
    out = out.replace(find, () => replace);
  }
  return out;
}

const squash = (text: string) => text.replace(/\s+/g, '');

/**
 * Registers each patch as a transform of the `web` build. Returns the check for the end of
 * that build, which fails it when a patched module is not in it with its edits. The check
 * reads the compilation, not a record kept by the transform: a warm build takes the patched
 * modules from the persistent cache without transforming them again (plugins/compiled-modules.ts).
 */
export function patchModules(api: RsbuildPluginAPI, owner: string, patches: ModulePatch[]) {
  for (const patch of patches) {
    api.transform(
      { test: patch.file, environments: ['web'] },
      ({ code, resource }: { code: string; resource: string }) =>
        applyPatch(owner, patch, code, resource),
    );
  }
  return (compilation: Compilation) => {
    // SWC compiles the transform's output again and may break its lines differently.
    const missing = patches.filter(
      (patch) =>
        !compiledSources(compilation, patch.file).some((source) =>
          patch.edits.every(({ replace }) => squash(source).includes(squash(replace))),
        ),
    );
    if (missing.length) {
      failBuild(
        compilation,
        `${owner}: Rspress's browser build no longer compiles ${missing.map((p) => p.file.source).join(', ')} with its edits; review plugins/${owner}.ts.`,
      );
    }
  };
}
