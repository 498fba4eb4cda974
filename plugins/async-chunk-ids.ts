// Names the browser's async chunks by id instead of by name. Rspress names each page's chunk
// `route-<12 hex digits>`, and Rspack's runtime maps every chunk id to its name to build the
// file URL: for 150 pages that map was about 1.3 KB gzip in the entry chunk of every page,
// random digits that do not compress. With `[id]` in the file name the runtime keeps only
// the id-to-hash map. The chunks keep their names inside the build, where Rspress finds a
// route's chunk by name to preload it.
import type { RsbuildPlugin } from '@rsbuild/core';

/** Rsbuild's async chunk file name for the browser, `static/js/async/[name].[contenthash:10].js`. */
const NAMED = /\[name\]/;

export function pluginAsyncChunkIds(): RsbuildPlugin {
  return {
    name: 'rslib-docs:async-chunk-ids',
    setup(api) {
      api.modifyRspackConfig((config, { environment }) => {
        if (environment.name !== 'web') return;
        const name = config.output?.chunkFilename;
        // Fails the build when Rsbuild's template changes, rather than keeping the map unnoticed.
        if (typeof name !== 'string' || !NAMED.test(name)) {
          throw new Error(
            `async-chunk-ids: expected Rsbuild's async chunk file name to contain [name], got ${JSON.stringify(name)}; review plugins/async-chunk-ids.ts.`,
          );
        }
        config.output = { ...config.output, chunkFilename: name.replace(NAMED, '[id]') };
      });
    },
  };
}
