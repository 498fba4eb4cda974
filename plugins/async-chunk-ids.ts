// Names the browser's async chunks by id and by the build's hash instead of by name and
// content hash. Rspress names each page's chunk `route-<12 hex digits>`, and Rspack's runtime
// maps every chunk id to its name and to its content hash to build the file URL: random
// digits that do not compress, in the entry chunk of every page, about 12 bytes gzip for
// each page of the site (1.3 KB for the names and 1.7 KB for the hashes at 150 pages). With
// `[id]` and `[fullhash]` in the file name the runtime keeps one hash for all of them, so
// adding a page no longer adds to every page's first load. The cost: a deploy that changes
// anything gives every async chunk a new URL, so a returning reader downloads the chunks of
// the pages they open again (the entry chunk, which held the map, changed with every deploy
// already). The chunks keep their names inside the build, where Rspress finds a route's
// chunk by name to preload it.
import type { RsbuildPlugin } from '@rsbuild/core';

/** Rsbuild's async chunk file name for the browser, `static/js/async/[name].[contenthash:10].js`. */
const NAMED = /\[name\]/;
const CONTENT_HASH = /\[contenthash(:\d+)?\]/;

export function pluginAsyncChunkIds(): RsbuildPlugin {
  return {
    name: 'rslib-docs:async-chunk-ids',
    setup(api) {
      api.modifyRspackConfig((config, { environment }) => {
        if (environment.name !== 'web') return;
        const name = config.output?.chunkFilename;
        // Fails the build when Rsbuild's template changes, rather than keeping the map unnoticed.
        // (Development builds name the files without a hash.)
        if (typeof name !== 'string' || !NAMED.test(name)) {
          throw new Error(
            `async-chunk-ids: expected Rsbuild's async chunk file name to contain [name], got ${JSON.stringify(name)}; review plugins/async-chunk-ids.ts.`,
          );
        }
        if (process.env.NODE_ENV === 'production' && !CONTENT_HASH.test(name)) {
          throw new Error(
            `async-chunk-ids: expected Rsbuild's production async chunk file name to contain [contenthash], got ${JSON.stringify(name)}; review plugins/async-chunk-ids.ts.`,
          );
        }
        config.output = {
          ...config.output,
          chunkFilename: name.replace(NAMED, '[id]').replace(CONTENT_HASH, '[fullhash$1]'),
        };
      });
    },
  };
}
