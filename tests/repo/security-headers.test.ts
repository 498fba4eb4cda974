// The production policy and headers of a build (plugins/security-headers.ts, site/security.ts),
// checked on the built files: every page's own inline scripts are allowed by hash and by
// nothing looser, the policy comes before the first script, and every built file gets the
// headers and exactly one caching rule from _headers. Runs after `npm run build`.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { parse, type Token } from 'parse5';
import { buildDir, walk } from '../../scripts/lib/build-files.ts';
import { headersFor, parseHeaders } from '../../scripts/lib/headers.ts';

const headersPath = path.join(buildDir, '_headers');
if (!existsSync(headersPath)) {
  throw new Error(`No ${headersPath}: run \`npm run build\` first (a production build writes it).`);
}
const rules = parseHeaders(readFileSync(headersPath, 'utf8'));
const pages = walk(buildDir, (name) => name.endsWith('.html'));

/** What these checks read of a node of a parse5 tree (elements have a tagName and attrs). */
interface Node {
  nodeName: string;
  tagName?: string;
  attrs?: Token.Attribute[];
  /** A text node's text. */
  value?: string;
  childNodes?: Node[];
  /** A <template>'s contents. */
  content?: Node;
}

/** Elements of a parse5 tree, in document order. */
function* elements(node: Node): Generator<Node> {
  for (const child of node.childNodes ?? []) {
    if (child.tagName) yield child;
    yield* elements(child.content ?? child);
  }
}

const attr = (el: Node, name: string) => el.attrs!.find((a) => a.name === name)?.value;
const text = (el: Node) => (el.childNodes ?? []).map((c) => c.value ?? '').join('');
const sha256 = (source: string) =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
/** A policy's directives by name. */
const directives = (policy: string) =>
  new Map(
    policy.split(';').map((d): [string, string[]] => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );

describe('Content Security Policy in the pages', () => {
  test('the build has pages', () => assert.ok(pages.length > 100, `${pages.length} pages`));

  test('every page: the policy first in <head>, every inline script hashed, nothing looser', () => {
    for (const file of pages) {
      const doc = parse(readFileSync(file, 'utf8'));
      const all = [...elements(doc)];
      const meta = all.find(
        (el) =>
          el.tagName === 'meta' &&
          attr(el, 'http-equiv')?.toLowerCase() === 'content-security-policy',
      );
      const where = path.relative(buildDir, file);
      assert.ok(meta, `${where}: no policy`);
      const scripts = all.filter((el) => el.tagName === 'script');
      assert.ok(
        all.indexOf(meta) < all.indexOf(scripts[0]),
        `${where}: the policy comes after a script`,
      );
      const policy = directives(attr(meta, 'content')!);
      const scriptSrc = policy.get('script-src')!;
      assert.ok(!scriptSrc.includes("'unsafe-inline'"), `${where}: 'unsafe-inline' in script-src`);
      assert.ok(!scriptSrc.includes("'unsafe-eval'"), `${where}: 'unsafe-eval' in script-src`);
      assert.deepEqual(policy.get('object-src'), ["'none'"], `${where}: object-src`);
      assert.deepEqual(policy.get('base-uri'), ["'self'"], `${where}: base-uri`);
      assert.deepEqual(policy.get('default-src'), ["'self'"], `${where}: default-src`);
      assert.ok(!policy.has('frame-ancestors'), `${where}: frame-ancestors in a <meta> policy`);
      for (const script of scripts) {
        const type = attr(script, 'type');
        if (attr(script, 'src') || type === 'application/ld+json' || type === 'application/json')
          continue;
        const hash = sha256(text(script));
        assert.ok(scriptSrc.includes(hash), `${where}: inline script ${hash} is not allowed`);
      }
    }
  });

  test('the header policy is the page policy plus frame-ancestors', () => {
    const page = readFileSync(path.join(buildDir, 'index.html'), 'utf8');
    const metaPolicy = page.match(/http-equiv="content-security-policy" content="([^"]+)"/)![1];
    const header = headersFor(rules, '/')['content-security-policy'];
    assert.equal(header, `${metaPolicy}; frame-ancestors 'none'`);
  });
});

describe('_headers', () => {
  test('every response gets the security headers', () => {
    const headers = headersFor(rules, '/guide/start/quick-start');
    for (const name of [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
    ]) {
      assert.ok(headers[name], `${name} missing`);
    }
    assert.equal(headers['x-content-type-options'], 'nosniff');
  });

  test('every built file has exactly one caching rule: immutable under /static/, no-cache for the worker, revalidated elsewhere', () => {
    const files = walk(buildDir, (name) => name !== '_headers');
    assert.ok(files.length > 200);
    for (const file of files) {
      const urlPath = `/${path.relative(buildDir, file).split(path.sep).join('/')}`;
      const cache = headersFor(rules, urlPath)['cache-control'];
      assert.ok(cache, `${urlPath}: no Cache-Control`);
      // The service worker's script is never served from a cache without asking (site/offline.ts).
      const expected = urlPath.startsWith('/static/')
        ? 'public, max-age=31536000, immutable'
        : urlPath === '/sw.js'
          ? 'no-cache'
          : 'public, max-age=0, must-revalidate';
      assert.equal(cache, expected, `${urlPath}: Cache-Control`);
      // The clean URL of a page (no .html) gets the same rule.
      if (urlPath.endsWith('.html')) {
        const clean = urlPath.replace(/(\/index)?\.html$/, '') || '/';
        assert.equal(
          headersFor(rules, clean)['cache-control'],
          expected,
          `${clean}: Cache-Control`,
        );
      }
    }
  });
});
