// The Content Security Policy and the HTTP headers of a production build (site/security.ts
// holds the policy itself):
// - every page gets the policy as the first element of its head. The hash of every inline
//   script the build emits (the storage guard, Rspress's theme and language scripts, the
//   paint-first loader, analytics when on) is taken from the page template's final HTML, so a
//   new inline script is allowed by construction and nothing is hand-listed; the browser
//   tests fail on any violation (e2e/fixtures.ts) and tests/repo/security-headers.test.ts
//   hashes every built page's inline scripts again;
// - after the build, `_headers` (Netlify and Cloudflare Pages read it; scripts/serve.ts
//   applies it locally) carries the same policy plus `frame-ancestors`, the security headers
//   and caching: immutable for the content-hashed files under /static/, revalidated for
//   everything else (HTML, .md, feeds, the search index, llms*.txt), `no-cache` for the
//   service worker's script (site/offline.ts). The cache rules name
//   the build's top-level files and folders, so no two rules set Cache-Control on one path
//   (both hosts join the values of overlapping rules).
import { createHash } from 'node:crypto';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { DEFAULT_LANG } from '../site/locale';
import { notFoundRoutesPath } from '../site/not-found';
import { MANIFEST_FILE, SERVICE_WORKER_PATH } from '../site/offline';
import {
  CACHE_IMMUTABLE,
  CACHE_NO_CACHE,
  CACHE_REVALIDATE,
  contentSecurityPolicy,
  IMMUTABLE_PATHS,
  type PolicyOptions,
  SECURITY_HEADERS,
} from '../site/security';

/** An inline script of a page: a `<script>` without `src` (JSON-LD data blocks are not scripts a policy governs). */
const INLINE_SCRIPT =
  /<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;
/** Where the policy goes: right after `<head>` and its `<meta charset>`, before any script. */
const HEAD_START = /<head[^>]*>(\s*<meta charset="[^"]*">)?/i;

/** The CSP source of an inline script: `sha256-<base64 of the SHA-256 of its text>`. */
function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/**
 * Top-level outputs that other plugins write in their own afterBuild hooks, which Rspress runs
 * side by side with this one, so they may not exist yet when the rules are made. A folder ends
 * in `/`. tests/repo/security-headers.test.ts fails when a built file has no cache rule.
 */
const LATE_OUTPUTS = [
  'search/',
  'rss/',
  'sitemap.xml',
  'opensearch.xml',
  'robots.txt',
  SERVICE_WORKER_PATH.slice(1),
  MANIFEST_FILE,
  // The 404 page's route lists (plugins/orientation.ts): `/not-found/` → `not-found/`.
  `${notFoundRoutesPath(DEFAULT_LANG).split('/')[1]}/`,
];

/** The `_headers` file: one rule for every path, then the cache rule of each top-level entry. */
function headersFile(outDir: string, policy: string): string {
  const rules: [string, Record<string, string>][] = [
    ['/*', { 'Content-Security-Policy': policy, ...SECURITY_HEADERS }],
  ];
  for (const pattern of IMMUTABLE_PATHS)
    rules.push([pattern, { 'Cache-Control': CACHE_IMMUTABLE }]);
  const immutableRoots = new Set(IMMUTABLE_PATHS.map((p) => p.split('/')[1]));
  rules.push(['/', { 'Cache-Control': CACHE_REVALIDATE }]);
  const entries = new Set(LATE_OUTPUTS);
  for (const name of readdirSync(outDir)) {
    entries.add(statSync(path.join(outDir, name)).isDirectory() ? `${name}/` : name);
  }
  for (const entry of [...entries].sort()) {
    const name = entry.replace(/\/$/, '');
    if (immutableRoots.has(name) || name === '_headers') continue;
    // A folder's own page answers at `/name` as well as `/name/`.
    const patterns = entry.endsWith('/') ? [`/${name}`, `/${name}/*`] : [`/${name}`];
    // A page at the top level is also served at its clean URL (`/404.html` at `/404`).
    if (name.endsWith('.html')) patterns.push(`/${name.slice(0, -'.html'.length)}`);
    const cache = `/${name}` === SERVICE_WORKER_PATH ? CACHE_NO_CACHE : CACHE_REVALIDATE;
    for (const pattern of patterns) rules.push([pattern, { 'Cache-Control': cache }]);
  }
  return `${rules
    .map(([pattern, headers]) =>
      [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join(
        '\n',
      ),
    )
    .join('\n')}\n`;
}

export function pluginSecurityHeaders(
  options: Omit<PolicyOptions, 'scriptHashes'> & {
    enabled: boolean;
    /** Inline scripts another plugin writes into built pages after they are rendered. */
    laterScripts?: string[];
  },
): RspressPlugin {
  const hashes = new Set<string>((options.laterScripts ?? []).map(scriptHash));
  const policy = (meta: boolean) =>
    contentSecurityPolicy({ ...options, scriptHashes: [...hashes] }, { meta });
  /**
   * Puts the policy at the top of the page template's head (a `<meta>` policy covers only what
   * comes after it), with the hash of every inline script of the template: the page's own
   * HTML, after every plugin has added its tags, so nothing is listed by hand.
   */
  const withPolicy = (html: string) => {
    const scripts = [...html.matchAll(INLINE_SCRIPT)].map((m) => m[1]);
    const head = html.match(HEAD_START);
    if (scripts.length === 0 || !head) {
      // The template changed shape (Rspress or Rsbuild now injects its scripts elsewhere): stop
      // rather than ship a policy that blocks them or one that comes too late.
      throw new Error(
        'security-headers: the page template has no <head> or no inline script; review plugins/security-headers.ts.',
      );
    }
    for (const text of scripts) hashes.add(scriptHash(text));
    // Lowercase: Rspress renders the head through unhead, which puts a policy first only when it
    // recognizes it by this exact value (a `<meta>` policy covers only what follows it).
    const meta = `<meta http-equiv="content-security-policy" content="${policy(true)}">`;
    const at = (head.index ?? 0) + head[0].length;
    return html.slice(0, at) + meta + html.slice(at);
  };
  return {
    name: 'rslib-docs:security-headers',
    builderConfig: options.enabled
      ? {
          plugins: [
            {
              name: 'rslib-docs:csp-meta',
              setup(api) {
                // After every other change to the template (modifyHTML runs once per template,
                // before the pages are rendered into it).
                api.modifyHTML({ order: 'post', handler: withPolicy });
              },
            },
          ],
        }
      : undefined,
    afterBuild(config, isProd) {
      if (!isProd || !options.enabled) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      writeFileSync(path.join(outDir, '_headers'), headersFile(outDir, policy(false)));
    },
  };
}
