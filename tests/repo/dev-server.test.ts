// A writer's loop in `rspress dev`, in a copy of the site (issue 27):
// - a `_meta.json` entry without its page prints one error naming both, and the rest of the
//   site still renders (plugins/meta-entries.ts);
// - the Chinese page's translation notice follows the English page while the server runs:
//   an English edit shows it, marking the twin reviewed clears it
//   (plugins/translation-freshness.ts, plugins/twin-dependency-loader.cjs).
// - search in dev serves an index of the pages as they are now: a new page is found
//   (search/dev-index.ts).
// - an edited checked example keeps its type hovers: the page is analyzed again when it is
//   saved (plugins/type-hovers/).
// PORT_DEV_TEST sets the port (default 4305).
import assert from 'node:assert/strict';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { type Browser, chromium } from '@playwright/test';
import { chromiumExecutable } from '../../scripts/lib/browser.ts';
import type { SearchIndexFile, SearchRecord } from '../../search/types.ts';
import { type DevServer, siteCopy } from './site-copy.ts';

const PORT = Number(process.env.PORT_DEV_TEST || 4305);
const ORIGIN = `http://localhost:${PORT}`;
const PAGE = 'guide/start/glossary';
const site = siteCopy('dev-server');
let server: DevServer | undefined;
let browser: Browser | undefined;

const mark = () => site.markFresh(`docs/zh/${PAGE}.mdx`);

async function until(
  what: string,
  condition: () => boolean | Promise<boolean>,
  timeout = 60_000,
): Promise<void> {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  assert.fail(`timed out waiting for ${what}\n${server?.output.slice(-2000)}`);
}

before(async () => {
  // Reviewed against the English page as it is: content decides, not the copy's file times.
  mark();
  const meta = path.join(site.root, 'docs/en/guide/start/_meta.json');
  const entries: unknown = JSON.parse(readFileSync(meta, 'utf8'));
  assert.ok(Array.isArray(entries), `${meta} lists its entries`);
  writeFileSync(meta, `${JSON.stringify([...entries, 'deleted-page'])}\n`);
  server = site.dev(PORT);
  await until('the dev server', () => /built in/.test(server!.output), 120_000);
  browser = await chromium.launch({ executablePath: chromiumExecutable() });
});

after(async () => {
  await browser?.close();
  const child = server;
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const stop = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        child.kill(signal);
      }
    };
    stop('SIGTERM');
    // The dev server has been seen ignoring SIGTERM after it restarted itself for a new page;
    // a test run must not wait on it forever.
    const late = setTimeout(() => stop('SIGKILL'), 10_000);
    await exited;
    clearTimeout(late);
  }
  site.remove();
});

/** The page's H1 and whether it shows the notice, once it has rendered. */
async function open(route: string): Promise<{ h1: string; notice: number }> {
  // In the page's language: Rspress sends a first visit in another language to its twin.
  const context = await browser!.newContext({
    locale: route.startsWith('/zh/') ? 'zh-CN' : 'en-US',
  });
  const page = await context.newPage();
  try {
    await page.goto(`${ORIGIN}${route}`, { timeout: 90_000 });
    await page.locator('main h1').first().waitFor({ timeout: 90_000 });
    return {
      h1: await page.locator('main h1').first().innerText(),
      notice: await page.locator('main [data-stale-translation]').count(),
    };
  } finally {
    await context.close();
  }
}

test(
  'a listed page missing from disk: one clear error, and the rest of the site renders',
  {
    timeout: 240_000,
  },
  async () => {
    const line =
      'docs/en/guide/start/_meta.json:1: lists "deleted-page", but there is no page docs/en/guide/start/deleted-page.mdx.';
    assert.ok(server!.output.includes(line), server!.output.slice(-2000));
    assert.equal(server!.output.split(line).length - 1, 1, 'reported once');
    assert.doesNotMatch(server!.output, /Missing page file/);
    assert.match((await open('/guide/start/')).h1, /\S/);
  },
);

test(
  'the notice follows the English page while the server runs',
  { timeout: 240_000 },
  async () => {
    assert.equal((await open(`/zh/${PAGE}`)).notice, 0, 'reviewed twin: no notice');
    appendFileSync(path.join(site.root, `docs/en/${PAGE}.mdx`), '\nA sentence the twin lacks.\n');
    await until(
      'the notice after the English edit',
      async () => (await open(`/zh/${PAGE}`)).notice === 1,
    );
    mark();
    await until(
      'no notice after the review mark',
      async () => (await open(`/zh/${PAGE}`)).notice === 0,
    );
  },
);

test(
  'an edited checked example has type hovers without a restart',
  { timeout: 240_000 },
  async () => {
    const file = path.join(site.root, 'docs/en/guide/start/index.mdx');
    const source = readFileSync(file, 'utf8');
    const item = "    { format: 'cjs' },\n";
    assert.ok(source.includes(item), 'the first example of the start page lists a cjs item');
    writeFileSync(file, source.replace(item, "    { format: 'cjs', bundle: false },\n"));
    const context = await browser!.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    try {
      // The option key the edit added, marked and linked to its section.
      const key = page.locator('pre[data-hovers] a[data-h]', { hasText: /^bundle$/ }).first();
      await until('the edited example marked', async () => {
        await page.goto(`${ORIGIN}/guide/start/`, { timeout: 90_000 });
        await page.locator('main h1').first().waitFor({ timeout: 90_000 });
        return (await key.count()) === 1;
      });
      assert.equal(await key.getAttribute('href'), '/config/lib/bundle');
      await key.hover();
      await page.locator('#rp-type-hover .rp-type-hover__type').waitFor({ timeout: 30_000 });
      assert.match(
        await page.locator('#rp-type-hover .rp-type-hover__type').innerText(),
        /^\(property\) LibConfig\.bundle\?: boolean/,
      );
    } finally {
      await context.close();
    }
  },
);

test('dev search serves the pages as they are now: a new page is found', async () => {
  const before: SearchIndexFile = await (await fetch(`${ORIGIN}/search/en.json`)).json();
  assert.ok(before.records.length > 0, 'an index without a build');
  assert.ok(!JSON.stringify(before).includes('Zebrafish'));
  writeFileSync(
    path.join(site.root, 'docs/en/guide/start/zebrafish.mdx'),
    '# Zebrafish builds {#zebrafish-builds}\n\nHow to bundle a zebrafish.\n',
  );
  // Adding a page restarts the dev server (Rspress watches for new files); ask until it answers.
  let hit: SearchRecord | undefined;
  await until('the new page in the dev index', async () => {
    const index: SearchIndexFile | null = await fetch(`${ORIGIN}/search/en.json`)
      .then((res) => res.json())
      .catch(() => null);
    hit = index?.records.find((r) => r.hierarchy.lvl1 === 'Zebrafish builds');
    return Boolean(hit);
  });
  assert.equal(hit!.url, '/guide/start/zebrafish#zebrafish-builds');
});
