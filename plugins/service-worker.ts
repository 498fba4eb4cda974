// Repeat visits that are instant and work offline (site/offline.ts has the names and the
// switch; ARCHITECTURE.md, "Offline reading"). After a production build:
// - each language gets a web app manifest (`/manifest.webmanifest`, `/zh/manifest.webmanifest`),
//   which theme/components/SeoHead links from every page of that language;
// - with the service worker on, Workbox's generateSW writes `sw.js`. It precaches the app shell,
//   the files every page loads first (the app scripts the paint-first loader lists, the
//   stylesheet, the icon sprite and the logos), read from a built page so the list
//   follows the build, and the search modal's code (its chunk group and every chunk it loads
//   lazily, read from the compilation), so search opens offline after a first visit without
//   the page running that code ahead of the reader's intent: done on the page, it cost the
//   main thread several long tasks after every first visit (the modal's code evaluated, the
//   index built), bench/PERFORMANCE.md. Route chunks, pages and the search index are not
//   precached: the reader
//   gets what they visit (network first for HTML and the index, so a new deploy is never
//   hidden behind a cached page; cache first for the content-hashed files), and
//   theme/deferred/service-worker.ts adds the search index of the reader's language and the
//   first page's own files, which loaded before the worker existed. A new worker takes over
//   at once and the open pages show the "updated, reload" notice (theme/components/UpdateNotice);
// - with it off (RSLIB_DOCS_SERVICE_WORKER=off), `sw.js` is a worker that deletes the site's
//   caches and unregisters itself: browsers check a registered worker's script for updates on
//   every navigation, so readers of an earlier build are cleaned up without any page code.
// In `rspress dev` there is no worker, and the manifests are served from memory.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { ChunkGroup, Compilation } from '@rspack/core';
import type { RspressPlugin } from '@rspress/core';
import { generateSW } from 'workbox-build';
import { APP_SCRIPTS_ATTR } from '../site/first-load';
import { HTML_LANG, LANGS, type Lang, withLang } from '../site/locale';
import {
  CACHE_PREFIX,
  CACHES,
  MANIFEST_FILE,
  NETWORK_TIMEOUT_SECONDS,
  offlineEnvDefines,
  SERVICE_WORKER_PATH,
  serviceWorkerEnabled,
} from '../site/offline';
import { contentType } from '../site/pages';
import { failBuild, failingBuild } from './compiled-modules';

/** The favicon's colors (docs/public/favicon.svg): the installed app's title bar and splash. */
const THEME_COLOR = '#ff7a1a';
const BACKGROUND_COLOR = '#ffffff';

/**
 * The chunk group of the search modal, named by the `webpackChunkName` of its import in
 * theme/components/Search/index.tsx.
 */
const SEARCH_CHUNK_GROUP = 'search-modal';

/** The files of a chunk group and of every group it loads lazily, relative to the build folder. */
function groupFiles(group: ChunkGroup, seen = new Set<ChunkGroup>()): string[] {
  if (seen.has(group)) return [];
  seen.add(group);
  return [
    ...group.getFiles(),
    ...group.childrenIterable.flatMap((child) => groupFiles(child, seen)),
  ];
}

/** Reads the search modal's files from the browser build; fails it when the group is gone. */
function searchFilesPlugin(found: (files: string[]) => void): RsbuildPlugin {
  return {
    name: 'rslib-docs:service-worker-search-files',
    setup(api) {
      api.processAssets(
        { stage: 'summarize', environments: ['web'] },
        failingBuild(({ compilation }: { compilation: Compilation }) => {
          const group = compilation.namedChunkGroups.get(SEARCH_CHUNK_GROUP);
          const files = group ? [...new Set(groupFiles(group))] : [];
          if (!files.some((file) => file.endsWith('.js'))) {
            failBuild(
              compilation,
              `service-worker: the browser build has no chunk group "${SEARCH_CHUNK_GROUP}" with scripts (the search modal's import in theme/components/Search/index.tsx); review plugins/service-worker.ts.`,
            );
          }
          found(files);
        }),
      );
    },
  };
}

/** Top-level public files every page shows: the favicon and the navbar logos. */
const SHELL_PUBLIC_FILES = ['favicon.svg', 'rslib-logo.svg', 'rslib-logo-dark.svg'];
/** Content-hashed files every page may need whatever its content: the icon sprite. */
const SHELL_GLOBS = ['static/svg/*.svg'];

interface LocaleText {
  lang: string;
  title?: string;
  description?: string;
}

/** A language's web app manifest. */
function webManifest(lang: Lang, locale: LocaleText | undefined, siteTitle: string) {
  const name = locale?.title || siteTitle;
  return {
    id: withLang(lang, '/'),
    name,
    short_name: name,
    description: locale?.description,
    lang: HTML_LANG[lang],
    start_url: withLang(lang, '/'),
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}

/** The file a language's manifest is written to, relative to the build folder. */
const manifestPath = (lang: Lang) => withLang(lang, `/${MANIFEST_FILE}`);

/**
 * The app shell, relative to the build folder: the app scripts and stylesheets of a built page
 * (every page shares them: they come from the one page template). Fails the build when the page
 * no longer names them, rather than ship a worker that precaches nothing useful.
 */
function shellFiles(html: string): string[] {
  const scripts = html.match(new RegExp(`${APP_SCRIPTS_ATTR}="([^"]*)"`))?.[1].split(/\s+/);
  const styles = [...html.matchAll(/<link\b[^>]*>/g)]
    .filter((m) => /\brel="stylesheet"/.test(m[0]))
    .map((m) => m[0].match(/\bhref="([^"]+)"/)?.[1] ?? '')
    .filter((href) => href.startsWith('/static/'));
  if (!scripts?.length || styles.length === 0) {
    throw new Error(
      `service-worker: a built page names no app scripts (${APP_SCRIPTS_ATTR}) or no stylesheet; review plugins/service-worker.ts.`,
    );
  }
  return [...scripts.filter(Boolean), ...styles].map((url) => url.replace(/^\//, ''));
}

/**
 * The worker a build without the service worker ships at the same address: it deletes every
 * cache of the site and unregisters itself. Pages already open keep working from the network.
 */
export const SELF_REMOVING_WORKER = `// The service worker is turned off for this site (RSLIB_DOCS_SERVICE_WORKER=off):
// remove the one an earlier build installed, and its caches.
self.addEventListener('install', function () {
  self.skipWaiting();
});
self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches.keys().then(function (names) {
      return Promise.all(
        names
          .filter(function (name) { return name.indexOf(${JSON.stringify(CACHE_PREFIX)}) === 0; })
          .map(function (name) { return caches.delete(name); }),
      );
    }).then(function () {
      return self.registration.unregister();
    }),
  );
});
`;

async function writeServiceWorker(outDir: string, searchFiles: string[]) {
  const swDest = path.join(outDir, SERVICE_WORKER_PATH);
  if (!serviceWorkerEnabled) {
    writeFileSync(swDest, SELF_REMOVING_WORKER);
    return;
  }
  const shell = shellFiles(readFileSync(path.join(outDir, 'index.html'), 'utf8'));
  const { warnings } = await generateSW({
    swDest,
    globDirectory: outDir,
    globPatterns: [...shell, ...searchFiles, ...SHELL_PUBLIC_FILES, ...SHELL_GLOBS],
    // The names under /static/ carry their content hash: no revision query needed.
    dontCacheBustURLsMatching: /^static\//,
    cacheId: CACHE_PREFIX,
    // One file, no workbox-<hash>.js next to it: one path for _headers to serve uncached.
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    // A new deploy's worker takes over the open pages at once; they show the update notice.
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkFirst',
        options: {
          cacheName: CACHES.pages,
          networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: /\/static\//,
        handler: 'CacheFirst',
        options: {
          cacheName: CACHES.static,
          cacheableResponse: { statuses: [200] },
          // Every deploy renames what changed; the old names go after a while.
          expiration: { maxEntries: 600, maxAgeSeconds: 60 * 60 * 24 * 30 },
        },
      },
      {
        urlPattern: /\/search\/[\w.-]+\.json$/,
        handler: 'NetworkFirst',
        options: {
          cacheName: CACHES.search,
          networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: /\.(?:svg|png|jpe?g|webp|gif|avif)$/,
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: CACHES.assets,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 200 },
        },
      },
    ],
  });
  for (const warning of warnings) console.warn(`service-worker: ${warning}`);
}

export function pluginServiceWorker(): RspressPlugin {
  let manifests: Map<string, string> | undefined;
  const manifestsOf = (config: { title?: string; locales?: LocaleText[] }) => {
    manifests ??= new Map(
      LANGS.map((lang) => [
        manifestPath(lang),
        `${JSON.stringify(
          webManifest(
            lang,
            config.locales?.find((l) => l.lang === lang),
            config.title ?? '',
          ),
          null,
          2,
        )}\n`,
      ]),
    );
    return manifests;
  };
  let siteConfig: { title?: string; locales?: LocaleText[] } = {};
  let searchFiles: string[] = [];
  return {
    name: 'rslib-docs:service-worker',
    config(config) {
      siteConfig = config;
      return config;
    },
    builderConfig: {
      source: { define: offlineEnvDefines() },
      plugins: [
        searchFilesPlugin((files) => {
          searchFiles = files;
        }),
      ],
      server: {
        setup: (context) => {
          if (context.action !== 'dev') return;
          context.server.middlewares.use((req, res, next) => {
            const body = manifestsOf(siteConfig).get(req.url?.split('?')[0] ?? '');
            if (!body) return next();
            res.setHeader('content-type', contentType('.webmanifest'));
            res.end(body);
          });
        },
      },
    },
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      for (const [file, body] of manifestsOf(config)) writeFileSync(path.join(outDir, file), body);
      await writeServiceWorker(outDir, searchFiles);
    },
  };
}
