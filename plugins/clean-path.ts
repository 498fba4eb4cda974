// Addresses the router and the served HTML disagree on, set right before the app starts.
//
// Doubled slashes: a link like `//guide//start//quick-start` reaches the page on a static host,
// which collapses them when it looks up the file, but the router matches the address as
// written, finds no route, and replaces the page with "PAGE NOT FOUND" while hydrating (React
// error #418); a host that answers 404 for such a path sends the 404 page instead. A script in
// <head>, before the app's scripts (which load after the first frame), stops this document and
// sends the browser to the single-slash address (`location.replace`: no new history entry).
//
// A 404 in another language: a plain static host answers every unknown path with /404.html,
// the English page, so under /zh/ the app rendered the Chinese 404 over English HTML (the same
// hydration error). After the build, 404.html gets a script that sends an unknown /zh/… path to
// zh/404.html with the path in `?from=`, and zh/404.html a script that puts the path back in
// the address bar before the app starts, so the reader keeps the address they asked for and
// the app hydrates the Chinese 404 over the Chinese page. Hosts that already answer with
// zh/404.html never run the first script's redirect.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { DEFAULT_LANG, LANGS, withLang } from '../site/locale';

/** Runs in the browser before the app; ES5 on purpose. */
const CLEAN_PATH = `(function () {
  var path = window.location.pathname;
  if (path.indexOf('//') === -1) return;
  // Stop parsing this document first, so its app scripts never start on the wrong address.
  if (window.stop) window.stop();
  window.location.replace(path.replace(/\\/{2,}/g, '/') + window.location.search + window.location.hash);
})();`;

/** For the default language's 404 page: an unknown path of `prefix` goes to that language's 404. */
const toLanguageNotFound = (prefix: string, page: string) => `(function () {
  var l = window.location;
  if (l.pathname.indexOf('${prefix}') !== 0) return;
  if (window.stop) window.stop();
  l.replace('${page}?from=' + encodeURIComponent(l.pathname + l.search + l.hash));
})();`;

/** For a language's 404 page: the address the reader asked for, back in the address bar. */
const restoreAddress = (prefix: string) => `(function () {
  var match = /[?&]from=([^&#]*)/.exec(window.location.search);
  if (!match) return;
  var from = decodeURIComponent(match[1]);
  if (from.indexOf('${prefix}') === 0) window.history.replaceState(null, '', from);
})();`;

/**
 * The scripts written into the built 404 pages, for the Content Security Policy to allow by
 * hash (plugins/security-headers.ts adds them to the policy of every page).
 */
export function notFoundScripts(): string[] {
  return LANGS.filter((l) => l !== DEFAULT_LANG).flatMap((lang) => [
    toLanguageNotFound(withLang(lang, '/'), withLang(lang, '/404.html')),
    restoreAddress(withLang(lang, '/')),
  ]);
}

/** Right after the policy (a `<meta>` policy covers only what follows it), else after `<head>`. */
const POLICY = /<meta http-equiv="content-security-policy"[^>]*>/;
const HEAD = /<head[^>]*>/;

function insertInHead(file: string, script: string) {
  const html = readFileSync(file, 'utf8');
  const at = html.match(POLICY) ?? html.match(HEAD);
  // A patch of a built file: fail the build when its target is gone.
  if (!at || at.index === undefined) throw new Error(`clean-path: no <head> in ${file}`);
  const end = at.index + at[0].length;
  writeFileSync(file, `${html.slice(0, end)}<script>${script}</script>${html.slice(end)}`);
}

export function pluginCleanPath(): RspressPlugin {
  return {
    name: 'rslib-docs:clean-path',
    builderConfig: {
      html: {
        tags: [
          (tags) => [{ tag: 'script', children: CLEAN_PATH, head: true, append: false }, ...tags],
        ],
      },
    },
    afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const defaultPage = path.join(outDir, '404.html');
      for (const lang of LANGS.filter((l) => l !== DEFAULT_LANG)) {
        const prefix = withLang(lang, '/');
        const page = withLang(lang, '/404.html');
        const file = path.join(outDir, page);
        if (!existsSync(file) || !existsSync(defaultPage)) continue;
        insertInHead(defaultPage, toLanguageNotFound(prefix, page));
        insertInHead(file, restoreAddress(prefix));
      }
    },
  };
}
