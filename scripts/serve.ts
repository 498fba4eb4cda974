// Serves the production build on 127.0.0.1 the way a static host with clean URLs would
// (scripts/lib/static-server.ts), with the headers of the build's `_headers` file, so the
// preview and the browser tests run under the production policy.
//
//   npm run preview [-- <folder>]     the folder defaults to doc_build (or RSPRESS_OUT_DIR)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBuildServer } from './lib/static-server.ts';

const root = path.resolve(
  process.argv[2] ||
    process.env.RSPRESS_OUT_DIR ||
    fileURLToPath(new URL('../doc_build', import.meta.url)),
);
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

createBuildServer(root).listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}`);
});
