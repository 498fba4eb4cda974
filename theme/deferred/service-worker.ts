// Registers the service worker (plugins/service-worker.ts) and fills its caches with what the
// first visit needs offline. Loaded on its own chunk by theme/components/UpdateNotice once the
// page has loaded, so it adds nothing to a page's first load.
import { INDEX_TIERS, indexPath, searchSettings } from '../../search/settings';
import { CACHES, SERVICE_WORKER_PATH } from '../../site/offline';

/** Whether the worker is installed and active, so the caches it reads are worth filling. */
let workerReady = false;

/**
 * Puts `urls` into a cache unless they are already there. Fetched through the HTTP cache, so
 * what the page has just loaded costs nothing again. A failed fetch (offline, a 404) is
 * skipped: this only warms the cache for later.
 */
async function warm(cacheName: string, urls: string[]) {
  const cache = await caches.open(cacheName);
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url)) return;
      const response = await fetch(url).catch(() => undefined);
      if (response?.ok) await cache.put(url, response);
    }),
  );
}

/**
 * The page the worker was installed (or replaced) on loaded before the worker controlled it,
 * so the worker's routes never saw it: its HTML and the build files it loaded (its route
 * chunk, page data, images) go into the caches those routes read, and the search index of
 * the page's language (every tier), so search finds something offline. The search modal's
 * code is in the worker's precache (plugins/service-worker.ts): fetched by the worker, not
 * run here, so a first visit spends no main-thread time on search before the reader asks.
 */
async function warmFirstVisit(lang: string) {
  const here = window.location;
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === here.origin);
  const isImage = (url: URL) => /\.(?:svg|png|jpe?g|webp|gif|avif)$/.test(url.pathname);
  await Promise.all([
    warm(CACHES.pages, [here.pathname]),
    warm(
      CACHES.static,
      loaded.filter((url) => url.pathname.startsWith('/static/')).map((url) => url.pathname),
    ),
    warm(
      CACHES.assets,
      loaded
        .filter((url) => isImage(url) && !url.pathname.startsWith('/static/'))
        .map((url) => url.pathname),
    ),
    warmSearchIndex(lang),
  ]);
}

/** Every tier of a language's search index, into the cache the worker's index route reads. */
export function warmSearchIndex(lang: string) {
  // Only once the worker is there, and not for an Algolia build, which has no local index.
  if (!workerReady || searchSettings.backend !== 'local') return Promise.resolve();
  return warm(
    CACHES.search,
    INDEX_TIERS.map((tier) => indexPath(lang, tier)),
  );
}

/**
 * Registers the worker. `onUpdate` runs when a new deploy's worker takes over a page that an
 * earlier one controlled (plugins/service-worker.ts: skipWaiting and clientsClaim); the very
 * first install takes over without a notice, and fills the caches with what this page loaded;
 * a visit the worker already controls went through its routes, and needs only the search
 * index of its language, which is there unless the reader is new to that language.
 */
export function registerServiceWorker(lang: string, onUpdate: () => void) {
  const container = navigator.serviceWorker;
  let controlled = Boolean(container.controller);
  const firstInstall = !controlled;
  container.addEventListener('controllerchange', () => {
    if (controlled) onUpdate();
    controlled = true;
  });
  container
    .register(SERVICE_WORKER_PATH)
    .then(async (registration: ServiceWorkerRegistration | undefined) => {
      // Registration can be stubbed out (a browser test harness's blocked workers).
      if (!registration) return;
      // A tab left open finds a new deploy when the reader comes back to it.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') registration.update().catch(() => {});
      });
      await container.ready;
      workerReady = true;
      await (firstInstall ? warmFirstVisit(lang) : warmSearchIndex(lang));
    })
    // No worker (private mode, a blocked registration): the site works as without one.
    .catch(() => {});
}
