// Issue 24: the policy names a third-party host only when the build uses it (site/security.ts).
// The third-party build (scripts/build-algolia.ts: Algolia with insights, Google Analytics)
// allows exactly those hosts, in the directives that need them, in its header and meta
// policies; the default build allows none of them. Runs after `npm run build` and
// `npm run build:algolia`.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { buildDir, repoRoot } from '../../scripts/lib/build-files.ts';
import { headersFor, parseHeaders } from '../../scripts/lib/headers.ts';

/** The test services of the third-party build (scripts/algolia-test.json). */
const THIRD_PARTY: { appId: string; outDir: string; analyticsId: string } = JSON.parse(
  readFileSync(path.join(repoRoot, 'scripts/algolia-test.json'), 'utf8'),
);
const thirdPartyDir = path.resolve(repoRoot, THIRD_PARTY.outDir);

/** Google Analytics 4: the tag script's host, and the hosts it sends hits to. */
const ANALYTICS_SCRIPT = ['https://www.googletagmanager.com'];
const ANALYTICS_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];
/** algoliasearch 5's hosts for the application, and the insights host. */
const ALGOLIA_CONNECT = [
  `https://${THIRD_PARTY.appId}-dsn.algolia.net`,
  `https://${THIRD_PARTY.appId}.algolia.net`,
  `https://${THIRD_PARTY.appId}-1.algolianet.com`,
  `https://${THIRD_PARTY.appId}-2.algolianet.com`,
  `https://${THIRD_PARTY.appId}-3.algolianet.com`,
  'https://insights.algolia.io',
];
/** DocSearch loads its click-event library from jsDelivr when insights are on. */
const INSIGHTS_SCRIPT = ['https://cdn.jsdelivr.net/npm/'];

/** The policies of a build: the `_headers` one and the meta one of its home page, by directive. */
function policies(dir: string) {
  const headersFile = path.join(dir, '_headers');
  if (!existsSync(headersFile)) {
    throw new Error(
      `No ${headersFile}: run \`npm run build\` and \`npm run build:algolia\` first (a production build writes it).`,
    );
  }
  const header = headersFor(parseHeaders(readFileSync(headersFile, 'utf8')), '/')[
    'content-security-policy'
  ];
  const page = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const meta = page.match(/http-equiv="content-security-policy" content="([^"]+)"/)?.[1];
  assert.ok(header && meta, `${dir}: a header and a meta policy`);
  return { header: directives(header), meta: directives(meta) };
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((d): [string, string[]] => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** The sources of a directive that name another host (not 'self', a hash or a scheme). */
const hostsOf = (policy: Map<string, string[]>, name: string) =>
  (policy.get(name) ?? []).filter((source) => /^https:\/\//.test(source)).sort();

describe('third-party hosts in the policy', () => {
  test('the third-party build allows exactly its services hosts, in header and meta', () => {
    const { header, meta } = policies(thirdPartyDir);
    for (const [which, policy] of [
      ['header', header],
      ['meta', meta],
    ] as const) {
      assert.deepEqual(
        hostsOf(policy, 'script-src'),
        [...INSIGHTS_SCRIPT, ...ANALYTICS_SCRIPT].sort(),
        `${which} script-src`,
      );
      assert.deepEqual(
        hostsOf(policy, 'connect-src'),
        [...ALGOLIA_CONNECT, ...ANALYTICS_CONNECT].sort(),
        `${which} connect-src`,
      );
      assert.ok(!policy.get('script-src')!.includes("'unsafe-inline'"), `${which}: unsafe-inline`);
      for (const name of ['default-src', 'font-src', 'frame-src', 'object-src', 'worker-src'])
        assert.deepEqual(hostsOf(policy, name), [], `${which} ${name}`);
    }
  });

  test('the third-party build loads the analytics tag its policy allows', () => {
    const page = readFileSync(path.join(thirdPartyDir, 'index.html'), 'utf8');
    assert.ok(
      page.includes(`src="https://www.googletagmanager.com/gtag/js?id=${THIRD_PARTY.analyticsId}"`),
      'the analytics tag script',
    );
  });

  test('the default build allows no third-party host at all', () => {
    const { header, meta } = policies(buildDir);
    for (const [which, policy] of [
      ['header', header],
      ['meta', meta],
    ] as const) {
      for (const [name] of policy) assert.deepEqual(hostsOf(policy, name), [], `${which} ${name}`);
    }
    const page = readFileSync(path.join(buildDir, 'index.html'), 'utf8');
    assert.ok(!page.includes('googletagmanager'), 'no analytics tag in the default build');
    assert.ok(!page.includes('algolia'), 'no Algolia host in the default build');
  });
});
