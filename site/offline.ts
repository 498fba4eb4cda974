/**
 * Offline reading and instant repeat visits, in one place: the service worker's file, its
 * caches, and the switch that turns it off. plugins/service-worker.ts builds the worker with
 * Workbox from these names; theme/deferred/service-worker.ts registers it after the page has
 * loaded and puts what the first visit loaded before the worker existed into the same caches;
 * plugins/security-headers.ts serves the worker with `Cache-Control: no-cache`.
 *
 * Turn it off with RSLIB_DOCS_SERVICE_WORKER=off at build time (README, "Offline reading"):
 * the build then writes a worker that removes itself and its caches, so readers who installed
 * an earlier one are cleaned up on their next visit.
 */

// A literal `process.env.NAME` read, so the bundler can replace it in browser code.
const setting = process.env.RSLIB_DOCS_SERVICE_WORKER;

/** Whether the build ships the service worker: on unless the setting says off. */
export const serviceWorkerEnabled = !/^(off|0|false|no)$/i.test(setting?.trim() ?? '');

/** The worker's script, at the root so its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The web app manifest of a language's pages, under the language's prefix. */
export const MANIFEST_FILE = 'manifest.webmanifest';

/** Every cache the worker or the page opens starts with this, so the off switch finds them all. */
export const CACHE_PREFIX = 'rslib-docs';

export const CACHES = {
  /** Visited pages' HTML: network first, the cached copy when the network fails or is slow. */
  pages: `${CACHE_PREFIX}-pages`,
  /** Content-hashed build files under /static/ (route chunks, page data): cache first. */
  static: `${CACHE_PREFIX}-static`,
  /** The search index tiers of the languages the reader reads: network first. */
  search: `${CACHE_PREFIX}-search`,
  /** Images and other same-origin files of visited pages: stale while revalidate. */
  assets: `${CACHE_PREFIX}-assets`,
} as const;

/** How long a page or index request waits for the network before the cached copy answers. */
export const NETWORK_TIMEOUT_SECONDS = 3;

/** Compile-time replacement that gives browser code the same setting as the build. */
export function offlineEnvDefines(): Record<string, string> {
  return { 'process.env.RSLIB_DOCS_SERVICE_WORKER': JSON.stringify(setting ?? '') };
}
