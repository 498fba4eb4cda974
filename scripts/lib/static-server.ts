// The one static server of the build, as a static host with clean URLs serves it: `npm run
// preview` (scripts/serve.ts, which the browser tests start), the benchmark's Lighthouse runs
// (scripts/bench.ts), the crawl (scripts/check-crawl.ts) and, in the test process, the
// offline and third-party policy specs (e2e/offline.spec.ts counts the requests that reach it
// and serves a changed build at the same address). What a path is served from (clean URLs, the
// 404 page of its language) and with which content type is site/pages.ts's, which
// e2e/serve-build.ts asks too.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { contentType, resolvePath } from './build-files.ts';
import { headersFor, parseHeaders } from './headers.ts';

const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

/** The caching of a build without `_headers`: hashed files for a year, the rest revalidated. */
const cachingOf = (url: URL): string =>
  url.pathname.startsWith('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache';

export interface BuildServerOptions {
  gzip?: boolean;
  transformHtml?: (html: string) => string;
  onRequest?: (urlPath: string) => void;
  override?: (urlPath: string, file: string) => string | Buffer | undefined;
}

/**
 * A server for the build in `root`. `/a/b`, `/a/b.html` and `/a/b/index` reach the same page
 * (site/pages.ts); an unknown path gets the 404 page of its language with status 404. Every
 * response carries the headers the build's `_headers` file gives its path
 * (plugins/security-headers.ts), as Netlify and Cloudflare Pages send them; a build without
 * that file (the benchmark's bare Rspress site) gets the same caching: immutable under
 * `/static/`, revalidated elsewhere. With `gzip`, text is compressed for clients that accept it;
 * `transformHtml` rewrites every HTML page before it is sent (the benchmark's script-less floor);
 * `onRequest(urlPath)` sees every request; `override(urlPath, file)` may answer a path with other
 * content (a string or a buffer), served with the file's own type and headers.
 */
export function createBuildServer(
  root: string,
  {
    gzip = false,
    transformHtml = undefined,
    onRequest = undefined,
    override = undefined,
  }: BuildServerOptions = {},
): Server {
  const headersFile = path.join(root, '_headers');
  const rules = existsSync(headersFile) ? parseHeaders(readFileSync(headersFile, 'utf8')) : [];
  const compressed = new Map<string, Buffer>();
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    onRequest?.(url.pathname);
    const { file: target, status } = resolvePath(url.pathname, root);
    if (!target) {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end('The site is not built: run `npm run build` first.\n');
    }
    const type = contentType(target);
    const headers: Record<string, string> = {
      ...(rules.length ? headersFor(rules, url.pathname) : { 'cache-control': cachingOf(url) }),
      'content-type': type,
    };
    let body = override?.(url.pathname, target) ?? readFileSync(target);
    if (typeof body === 'string') body = Buffer.from(body);
    if (transformHtml && type.startsWith('text/html')) {
      body = Buffer.from(transformHtml(body.toString('utf8')));
    }
    if (gzip && COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      if (!compressed.has(target)) compressed.set(target, gzipSync(body));
      body = compressed.get(target)!;
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}
