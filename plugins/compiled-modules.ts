// What a build compiled, read from its compilation rather than recorded by a transform. A
// warm build restores unchanged modules from Rspack's persistent cache (node_modules/.cache/
// rspack) without running their loaders, Rsbuild's `api.transform` included: a plugin that
// kept state from its transform found none in such a build (issue 27: the patch check of
// plugins/module-patches.ts failed, and `rspress build` then waited forever, UPSTREAM.md #21).
// A module's original source is its transform's output in a cold build and in a warm one.
import type { Compilation } from '@rspack/core';

/**
 * The source of each module of `compilation` whose resource (path and query) matches `test`,
 * as its loaders left it; modules concatenated into others are included.
 */
export function compiledSources(compilation: Compilation, test: RegExp): string[] {
  const found = new Map<string, string>();
  for (const module of compilation.modules) {
    const inner = 'modules' in module ? (module.modules as (typeof module)[]) : [];
    for (const part of [module, ...inner]) {
      const id = part.identifier();
      // Loaders come first in the identifier, each ending in `!`; the resource is last.
      const resource = id.slice(id.lastIndexOf('!') + 1);
      if (found.has(id) || !test.test(resource)) continue;
      const source = part.originalSource()?.source();
      if (source !== undefined) found.set(id, source.toString());
    }
  }
  return [...found.values()];
}

/**
 * Fails the build with `message`. A hook of the browser build (`web`) must not throw: Rspress
 * renders the pages in the `node` build only after the browser build reaches its last stage,
 * and a browser build stopped by a throw never does, so the build waited forever instead of
 * failing (UPSTREAM.md #21). An error in the compilation ends the build with the message.
 */
export function failBuild(compilation: Compilation, message: string): void {
  compilation.errors.push(new Error(message));
}

/** A `processAssets` handler of the browser build whose error fails the build (`failBuild`). */
export function failingBuild<T extends { compilation: Compilation }>(handler: (args: T) => void) {
  return (args: T) => {
    try {
      handler(args);
    } catch (error) {
      failBuild(args.compilation, error instanceof Error ? error.message : String(error));
    }
  };
}
