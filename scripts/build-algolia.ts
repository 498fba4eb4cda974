// Builds the site with every third-party service on into doc_build_algolia/: the Algolia backend
// with insights, and Google Analytics. For e2e/search-algolia.spec.ts, e2e/freshness.spec.ts,
// e2e/third-party-csp.spec.ts (these pages and search under this build's own policy, zero
// violations) and tests/repo/third-party-policy.test.ts (the policy allows these hosts).
// Test credentials and a test tag id only (the tests intercept or block every third-party host),
// and only the pages the tests open, so the build stays short. The main build in doc_build/ is
// left alone.
// The test credentials live in scripts/algolia-test.json, shared with e2e/search-algolia.spec.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const ALGOLIA_TEST: {
  appId: string;
  apiKey: string;
  indexName: string;
  analyticsId: string;
  outDir: string;
} = JSON.parse(readFileSync(new URL('./algolia-test.json', import.meta.url), 'utf8'));

const result = spawnSync('npx', ['rspress', 'build'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    RSLIB_DOCS_ALGOLIA_APP_ID: ALGOLIA_TEST.appId,
    RSLIB_DOCS_ALGOLIA_API_KEY: ALGOLIA_TEST.apiKey,
    RSLIB_DOCS_ALGOLIA_INDEX_NAME: ALGOLIA_TEST.indexName,
    RSLIB_DOCS_ALGOLIA_INSIGHTS: '1',
    RSLIB_DOCS_GA_ID: ALGOLIA_TEST.analyticsId,
    RSPRESS_OUT_DIR: ALGOLIA_TEST.outDir,
    RSLIB_DOCS_ROUTE_EXCLUDE:
      '**/config/**,**/blog/**,**/guide/{solution,basic,advanced,migration,faq}/**',
    // Links into the pages left out are dead in this build, by design.
    DOCS_LOOSE_LINKS: '1',
    // One Chinese page made older than its English twin, for e2e/freshness.spec.ts.
    DOCS_FRESHNESS_DATES: 'e2e/stale-twin.json',
    // The persistent cache is shared with the main build, whose search settings differ.
    RSPRESS_PERSISTENT_CACHE: 'false',
  },
});
if (result.status !== 0 || !existsSync(`${ALGOLIA_TEST.outDir}/guide/start/index.html`)) {
  console.error('The Algolia test build failed.');
  process.exit(result.status || 1);
}
