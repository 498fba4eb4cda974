// The independent validators (scripts/check-html.ts, check-feeds.ts, check-crawl.ts) must
// catch what they are there for. Each gets a small planted problem and must report it, and the
// clean twin must pass.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { crawl } from '../../scripts/check-crawl.ts';
import { checkFeed } from '../../scripts/check-feeds.ts';
import { validateHtml } from '../../scripts/check-html.ts';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page</title></head><body>${body}</body></html>`;

test('html-validate reports a duplicate id and a block element in a button', async () => {
  assert.deepEqual(await validateHtml(page('<main><p id="a">One</p><p id="b">Two</p></main>')), []);
  const dup = await validateHtml(page('<main><p id="logo">One</p><p id="logo">Two</p></main>'));
  assert.ok(
    dup.some((e) => e.rule === 'no-dup-id'),
    JSON.stringify(dup),
  );
  const div = await validateHtml(
    page('<main><button type="button"><div>Copy</div></button></main>'),
  );
  assert.ok(
    div.some((e) => e.rule === 'element-permitted-content'),
    JSON.stringify(div),
  );
});

const feed = (
  item: string,
  channel: { link?: string; self?: boolean } = {},
) => `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
<channel><title>Blog</title><link>${channel.link ?? 'https://rslib.rs/zh/blog/'}</link><description>Posts</description>
${channel.self === false ? '' : '<atom:link href="https://rslib.rs/rss/blog-zh.xml" rel="self" type="application/rss+xml"/>'}
<item><title>Post</title><link>https://rslib.rs/zh/blog/post</link>${item}</item></channel></rss>`;
const options = {
  url: 'https://rslib.rs/rss/blog-zh.xml',
  home: 'https://rslib.rs/zh/blog/',
  lastParagraphs: { 'https://rslib.rs/zh/blog/post': 'The end of the post.' },
};
const whole =
  '<description>A summary.</description><content:encoded><![CDATA[<p>Start.</p><div><p>The end of the post.</p></div>]]></content:encoded>';

test('the feed check passes a whole item and reports a cut one', () => {
  assert.deepEqual(checkFeed(feed(whole), options), []);
  const cut =
    '<description>A summary.</description><content:encoded><![CDATA[<h1>Post</h1><div><button><div>Copy]]></content:encoded>';
  const problems = checkFeed(feed(cut), options);
  assert.ok(
    problems.some((p) => p.includes('stops before the end')),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((p) => p.includes('opened')),
    problems.join('\n'),
  );
  assert.ok(
    checkFeed(feed(whole.replace(/<description>.*<\/description>/, '')), options).some((p) =>
      p.includes('no description'),
    ),
  );
  assert.ok(checkFeed(feed(whole, { self: false }), options).some((p) => p.includes('rel="self"')));
  assert.ok(
    checkFeed(feed(whole, { link: 'https://rslib.rs/' }), options).some((p) =>
      p.includes('channel link'),
    ),
  );
});

const site = mkdtempSync(path.join(tmpdir(), 'crawl-'));
after(() => rmSync(site, { recursive: true, force: true }));

test('the crawl reports an orphan page and a broken link', async () => {
  const write = (file: string, body: string) => {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), page(body));
  };
  write('index.html', '<a href="/guide/a">A</a><a href="/zh/">中文</a>');
  write('zh/index.html', '<a href="/">English</a>');
  write('guide/a.html', '<a href="/">Home</a><a href="/guide/missing">gone</a>');
  write('guide/orphan.html', '<a href="/">Home</a>');
  write('404.html', 'Not found');
  const { broken, orphans } = await crawl(site, { port: 4241 });
  assert.deepEqual(orphans, ['/guide/orphan']);
  assert.deepEqual(
    broken.map((b) => [b.url, b.parent]),
    [['/guide/missing', '/guide/a']],
  );
});
