// Text first, then code (plugins/paint-first.ts; ARCHITECTURE.md, A page load): no built page
// starts a script download before its first paint. Rspress's preload of the route chunk moves
// from <head> to the script loader, which starts it with the app scripts. The whole-build checks
// run after `npm run build` (RSPRESS_OUT_DIR picks another build).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { moveRoutePreloads } from '../../plugins/paint-first.ts';
import { buildDir, walk } from '../../scripts/lib/build-files.ts';
import { APP_SCRIPTS_ATTR, CURRENT_ROUTE_ID, ROUTE_CHUNKS_ATTR } from '../../site/first-load.ts';

const loader = `<script ${APP_SCRIPTS_ATTR}="/static/js/index.js">(function(){})();</script>`;

test('the route preloads of a page move to its script loader, the rest of the page as it was', () => {
  const html = `<head><meta charset="utf-8"><link rel="preload" href="/static/js/async/a.js" as="script"><link rel="preload" href="/static/js/async/b.js" as="script"><link rel="preload" as="image" href="/logo.svg"/></head><body><p>text</p>${loader}</body>`;
  const out = moveRoutePreloads(html);
  assert.equal(out.chunks, 2);
  assert.equal(
    out.html,
    `<head><meta charset="utf-8"><link rel="preload" as="image" href="/logo.svg"/></head><body><p>text</p><script ${ROUTE_CHUNKS_ATTR}="/static/js/async/a.js /static/js/async/b.js" ${APP_SCRIPTS_ATTR}="/static/js/index.js">(function(){})();</script></body>`,
  );
  assert.deepEqual(moveRoutePreloads('<head></head><body></body>'), {
    html: '<head></head><body></body>',
    chunks: 0,
  });
  assert.throws(
    () => moveRoutePreloads('<link rel="preload" href="/a.js" as="script"><body></body>'),
    /no script loaders/,
  );
});

const pages = walk(buildDir, (name) => name.endsWith('.html'));

test('no built page preloads a script in its markup; each route page lists its chunks on the loader', () => {
  assert.ok(pages.length > 100, `${pages.length} pages in ${buildDir}; run npm run build first`);
  let routed = 0;
  for (const file of pages) {
    const html = readFileSync(file, 'utf8');
    const name = path.relative(buildDir, file);
    assert.doesNotMatch(
      html,
      /<link[^>]*\bas="script"/,
      `${name} preloads a script before its first paint`,
    );
    if (!html.includes(`id="${CURRENT_ROUTE_ID}"`)) continue;
    routed++;
    const chunks = html.match(new RegExp(`<script ${ROUTE_CHUNKS_ATTR}="([^"]+)"`))?.[1].split(' ');
    assert.ok(chunks?.length, `${name} has no route chunk on its script loader`);
    for (const chunk of chunks)
      assert.ok(
        existsSync(path.join(buildDir, chunk)),
        `${name} lists ${chunk}, which is not in the build`,
      );
  }
  assert.ok(routed > 100, `only ${routed} pages name their route`);
});
