/**
 * The site's Content Security Policy and HTTP headers, in one place. plugins/security-headers.ts
 * writes them into every page (a `<meta>` policy) and into the build's `_headers` file (the
 * format Netlify and Cloudflare Pages read); scripts/serve.ts, the server of the preview and
 * of the browser tests, applies that file, so tests run under the production headers.
 */

/** What the build loads from other hosts, which the policy has to allow. */
export interface PolicyOptions {
  /** `sha256-…` sources of every inline script the build emits (computed at build time). */
  scriptHashes: string[];
  /** Algolia DocSearch's application id, when the build searches through Algolia. */
  algoliaAppId?: string;
  /** Whether Algolia click events are sent (its insights host). */
  algoliaInsights?: boolean;
  /** Whether Google Analytics is on (a production build with RSLIB_DOCS_GA_ID). */
  analytics?: boolean;
}

const GOOGLE_ANALYTICS = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/** The hosts algoliasearch 5 queries for an application (its read hosts and fallbacks). */
function algoliaHosts(appId: string, insights: boolean): string[] {
  return [
    `https://${appId}-dsn.algolia.net`,
    `https://${appId}.algolia.net`,
    `https://${appId}-1.algolianet.com`,
    `https://${appId}-2.algolianet.com`,
    `https://${appId}-3.algolianet.com`,
    ...(insights ? ['https://insights.algolia.io'] : []),
  ];
}

/**
 * The policy's directives. Scripts come from the site and, by hash, from the inline scripts
 * of the build; never `'unsafe-inline'`. Styles allow inline ones: Rspress renders `style`
 * attributes and DocSearch's stylesheet is injected as a `<style>` element
 * (theme/components/Search/SearchModal.tsx).
 */
function policyDirectives(options: PolicyOptions): [string, string[]][] {
  const algolia = options.algoliaAppId
    ? algoliaHosts(options.algoliaAppId, Boolean(options.algoliaInsights))
    : [];
  const ga = options.analytics ? GOOGLE_ANALYTICS : { script: [], connect: [], img: [] };
  // DocSearch loads its click-event library from jsDelivr when insights are on.
  const insightsScript =
    options.algoliaAppId && options.algoliaInsights ? ['https://cdn.jsdelivr.net/npm/'] : [];
  const hashes = [...new Set(options.scriptHashes)].sort().map((hash) => `'${hash}'`);
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes, ...insightsScript, ...ga.script]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...ga.img]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...algolia, ...ga.connect]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

/** Directives a `<meta>` policy cannot carry; browsers ignore them there (CSP 3, § 3.3). */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

/** The policy as a header value, or (`meta: true`) as the content of a `<meta>` policy. */
export function contentSecurityPolicy(options: PolicyOptions, { meta = false } = {}): string {
  return policyDirectives(options)
    .filter(([name]) => !meta || !HEADER_ONLY.has(name))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Headers every response carries, besides the policy and caching. */
export const SECURITY_HEADERS: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
};

/** Content-hashed files never change under their name; everything else is checked each time. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';
/**
 * The service worker's script (site/offline.ts): never from a cache without asking, so a new
 * deploy's worker is found on the next check (browsers cap a worker's HTTP caching at a day).
 */
export const CACHE_NO_CACHE = 'no-cache';

/** Paths of content-hashed build files (Rsbuild writes them under /static/ with a hash in the name). */
export const IMMUTABLE_PATHS = ['/static/*'];
