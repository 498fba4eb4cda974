// The page model (site/pages.ts) over the real docs and a planted build: every page source
// has a route that leads back to it, fragments and the 404 pages are not content, and a
// static host's answers (clean URLs, the 404 page of the path's language) come from one rule.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { docsDir } from '../../scripts/lib/build-files.ts';
import { LANGS } from '../../site/locale.ts';

const pages = await import('../../site/pages.ts');

test('every page source has a route that leads back to it, in its own language', () => {
  for (const lang of LANGS) {
    const sources = pages.pageSources(docsDir, lang);
    assert.ok(sources.length > 50, `${lang}: ${sources.length} pages`);
    const routes = new Set();
    for (const file of sources) {
      const route = pages.routeOfSource(path.relative(docsDir, file));
      assert.equal(pages.sourceOfRoute(docsDir, route), file, route);
      assert.equal(route.startsWith('/zh/') || route === '/zh', lang === 'zh', route);
      routes.add(route);
    }
    assert.equal(routes.size, sources.length, `${lang}: two sources share a route`);
  }
});

test('fragments and the 404 page are not content pages; the home pages are', () => {
  const zh = pages.pageSources(docsDir, 'zh').map((file) => path.relative(docsDir, file));
  assert.ok(!zh.some((file) => file.includes(`${path.sep}shared${path.sep}`)));
  assert.ok(!zh.includes(path.join('zh', '404.mdx')));
  assert.ok(zh.includes(path.join('zh', 'index.mdx')));
  assert.equal(pages.routeOfSource('zh/index.mdx'), '/zh/');
  assert.equal(pages.routeOfSource('en/guide/start/index.mdx'), '/guide/start/');
  assert.equal(pages.isContentPage('/zh/404'), false);
  assert.equal(pages.isContentPage('/guide/old', { redirectTo: '/guide/new' }), false);
  assert.equal(pages.isContentPage('/guide/start/'), true);
});

test('a route, its built file and the route read back from the file agree', () => {
  for (const route of ['/', '/zh/', '/guide/start/', '/zh/config/lib/format']) {
    assert.equal(pages.routeOfBuiltFile(pages.builtFileOf(route)), route);
  }
  assert.equal(pages.builtFileOf('/guide/start/', '.md'), 'guide/start/index.md');
});

const site = mkdtempSync(path.join(os.tmpdir(), 'pages-test-'));
after(() => rmSync(site, { recursive: true, force: true }));
const write = (file: string, text = file) => {
  mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  writeFileSync(path.join(site, file), text);
};
write('index.html');
write('404.html');
write('guide/start/index.html');
write('guide/a.html');
write('zh/404.html');
write('static/js/app.js');

test('a static host answers clean URLs, and an unknown path with its language’s 404 page', () => {
  const served = (urlPath: string) => {
    const { file, status } = pages.resolvePath(urlPath, site);
    return [file && path.relative(site, file).split(path.sep).join('/'), status];
  };
  assert.deepEqual(served('/guide/start'), ['guide/start/index.html', 200]);
  assert.deepEqual(served('/guide/start/index.html'), ['guide/start/index.html', 200]);
  assert.deepEqual(served('/guide/a/'), ['guide/a.html', 200]);
  assert.deepEqual(served('/no-such-page'), ['404.html', 404]);
  assert.deepEqual(served('/zh/no-such-page'), ['zh/404.html', 404]);
  assert.deepEqual(served('/%E0%A4%A'), ['404.html', 404]);
  assert.deepEqual(served('/../outside'), ['404.html', 404]);
  assert.deepEqual(pages.builtPages(site), [
    'guide/a.html',
    'guide/start/index.html',
    'index.html',
  ]);
  assert.equal(pages.contentType('static/js/app.js'), 'text/javascript; charset=utf-8');
});
