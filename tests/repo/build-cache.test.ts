// What `rspress build` decides must not depend on Rspack's persistent cache (issue 27): with a
// warm cache a Chinese page kept its old translation notice, and a dead anchor in a new page
// built without error. In a small copy of the site (tests/repo/site-copy.ts):
// - the notice (plugins/translation-freshness.ts) after a cold build, a warm build after the
//   English page changes, and a warm build after the twin is marked reviewed;
// - a dead anchor to another page fails the build, warm and cold, at the source line, once,
//   without a stack trace (plugins/source-links.ts);
// - a `_meta.json` entry without its page fails the build naming both (plugins/meta-entries.ts).
import assert from 'node:assert/strict';
import { appendFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { siteCopy } from './site-copy.ts';

const PAGE = 'guide/start/glossary';
const site = siteCopy('build-cache');
after(() => site.remove());

const mark = () => site.markFresh(`docs/zh/${PAGE}.mdx`);

function noticeShown() {
  const result = site.build();
  assert.equal(result.status, 0, result.output.slice(-3000));
  const html = path.join(site.outDir, `zh/${PAGE}.html`);
  assert.ok(existsSync(html), `no ${html}`);
  return readFileSync(html, 'utf8').includes('data-stale-translation');
}

test(
  'a warm build shows the notice after the English page changes and clears it after review',
  {
    timeout: 300_000,
  },
  () => {
    // Reviewed against the English page as it is: content decides, not the copy's file times.
    mark();
    assert.equal(noticeShown(), false, 'cold build, reviewed twin: no notice');
    assert.ok(existsSync(path.join(site.root, 'node_modules/.cache')), 'the build cache is warm');

    appendFileSync(path.join(site.root, `docs/en/${PAGE}.mdx`), '\nA sentence the twin lacks.\n');
    assert.equal(noticeShown(), true, 'warm build after the English page changed: notice');

    mark();
    assert.equal(noticeShown(), false, 'warm build after the twin was marked reviewed: no notice');
  },
);

test(
  'a dead anchor to another page fails the build at its source line, warm or cold',
  {
    timeout: 120_000,
  },
  () => {
    const page = path.join(site.root, 'docs/en/guide/start/new-page.mdx');
    writeFileSync(
      page,
      '# New page {#new-page}\n\nSee [the default](/config/lib/format#the-default).\n',
    );
    const line =
      'docs/en/guide/start/new-page.mdx:3:5: [the default](/config/lib/format#the-default): no heading {#the-default} on /config/lib/format (docs/en/config/lib/format.mdx).';
    try {
      for (const cache of ['warm', 'cold']) {
        const result = site.build({
          DOCS_LOOSE_LINKS: '',
          ...(cache === 'cold' ? { RSPRESS_PERSISTENT_CACHE: 'false' } : {}),
        });
        assert.equal(result.status, 1, `${cache}: ${result.output.slice(-2000)}`);
        assert.equal(result.output.split(line).length - 1, 1, `${cache}: once\n${result.output}`);
        assert.doesNotMatch(result.output, /^\s+at /m, `${cache}: no stack trace`);
      }
    } finally {
      rmSync(page);
    }
  },
);

test('a _meta.json entry without its page fails the build naming both', () => {
  const meta = path.join(site.root, 'docs/zh/guide/start/_meta.json');
  const before = readFileSync(meta, 'utf8');
  writeFileSync(meta, before.replace('"glossary"', '"glossary", "deleted-page"'));
  try {
    const result = site.build();
    assert.equal(result.status, 1, result.output.slice(-2000));
    assert.match(
      result.output,
      /docs\/zh\/guide\/start\/_meta\.json:1: lists "deleted-page", but there is no page docs\/zh\/guide\/start\/deleted-page\.mdx\./,
    );
    assert.doesNotMatch(result.output, /^\s+at /m, 'no stack trace');
  } finally {
    writeFileSync(meta, before);
  }
});
