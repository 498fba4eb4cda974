// Serves the production build on 127.0.0.1 the way a static host with clean URLs would:
// `/a/b`, `/a/b.html` and `/a/b/index` all reach the page, and unknown paths get the
// 404 page of their language with status 404. Every response carries the headers the build's
// `_headers` file gives its path (plugins/security-headers.ts), as Netlify and Cloudflare
// Pages would send them, so the preview and the browser tests run under the production policy.
//
//   npm run preview [-- <folder>]     the folder defaults to doc_build (or RSPRESS_OUT_DIR)
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileForPath } from './lib/build-files.mjs';
import { headersFor, parseHeaders } from './lib/headers.mjs';
import { langOf } from './lib/locale.mjs';

const root = path.resolve(
  process.argv[2] ||
    process.env.RSPRESS_OUT_DIR ||
    fileURLToPath(new URL('../doc_build', import.meta.url)),
);
const headersFile = path.join(root, '_headers');
const rules = existsSync(headersFile) ? parseHeaders(readFileSync(headersFile, 'utf8')) : [];
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.gz': 'application/gzip',
};

function isFile(file) {
  return existsSync(file) && statSync(file).isFile();
}

function notFoundPage(urlPath) {
  const zh = path.join(root, 'zh', '404.html');
  if (langOf(urlPath) === 'zh' && isFile(zh)) return zh;
  return path.join(root, '404.html');
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${host}`);
  const file = fileForPath(url.pathname, root);
  const status = file ? 200 : 404;
  const target = file ?? notFoundPage(url.pathname);
  if (!isFile(target)) {
    res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    return res.end('The site is not built: run `npm run build` first.\n');
  }
  const type = TYPES[path.extname(target)] ?? 'application/octet-stream';
  res.writeHead(status, { ...headersFor(rules, url.pathname), 'content-type': type });
  if (req.method === 'HEAD') return res.end();
  createReadStream(target).pipe(res);
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}`);
});
