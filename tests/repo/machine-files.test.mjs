// plugins/machine-files.ts and plugins/feed-content.ts shape what programs read: llms.txt,
// the Markdown files and the feed items. Their rules on small inputs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import '../../scripts/lib/register-ts.mjs';

const { absoluteMarkdownLinks, renderLlmsTxt } = await import('../../plugins/machine-files.ts');
const { articleHtml, firstParagraph } = await import('../../plugins/feed-content.ts');

test('site links in Markdown become absolute, code blocks and other sites stay', () => {
  const md = [
    'See [format](/config/lib/format.md#esm) and [Rsbuild](https://rsbuild.rs/).',
    '```md',
    '[kept](/as/written)',
    '```',
    '![diagram](/diagrams/a.svg)',
  ].join('\n');
  assert.equal(
    absoluteMarkdownLinks(md, 'https://rslib.rs'),
    [
      'See [format](https://rslib.rs/config/lib/format.md#esm) and [Rsbuild](https://rsbuild.rs/).',
      '```md',
      '[kept](/as/written)',
      '```',
      '![diagram](https://rslib.rs/diagrams/a.svg)',
    ].join('\n'),
  );
});

test('llms.txt speaks the page language and leaves out 404 and moved pages', async () => {
  const render = renderLlmsTxt({
    summaries: { en: 'The tool', zh: '工具' },
    others: { en: 'Others', zh: '其他' },
  });
  const page = (routePath, frontmatter = {}) => ({
    routePath,
    link: `https://rslib.rs${routePath}.md`,
    title: routePath,
    frontmatter,
    lang: 'zh',
    version: '',
  });
  const text = await render({
    title: 'Rslib',
    lang: 'zh',
    version: '',
    base: '/',
    siteOrigin: 'https://rslib.rs',
    sections: [
      {
        title: '指南',
        pages: [page('/zh/guide/a'), page('/zh/guide/old', { redirectTo: '/guide/a' })],
      },
      { title: 'Others', pages: [page('/zh/404', { pageType: '404' }), page('/zh/misc')] },
    ],
  });
  assert.equal(
    text,
    '# Rslib\n\n> 工具\n\n## 指南\n\n- [/zh/guide/a](https://rslib.rs/zh/guide/a.md)\n\n## 其他\n\n- [/zh/misc](https://rslib.rs/zh/misc.md)\n',
  );
});

test('a feed item gets the whole article without the page furniture', () => {
  const html = `<html><body><main><div class="rp-doc rspress-doc"><!--$--><h1 id="t"><a class="rp-header-anchor" href="#t">#</a>Title</h1><div class="rp-llms-container"><button><div>Copy Markdown</div></button></div><p><em>May 14, 2025</em></p><p>First paragraph of the post, long enough to be a summary.</p><div class="code"><div class="rp-code-button-group"><button>copy</button></div><pre><code>x</code></pre></div><p>See <a href="/guide/a">the guide</a>.</p><p>The last words.</p><!--/$--></div><footer>edit</footer></main></body></html>`;
  const article = articleHtml(html, 'https://rslib.rs/blog/post');
  assert.equal(
    article,
    '<p><em>May 14, 2025</em></p><p>First paragraph of the post, long enough to be a summary.</p><div class="code"><pre><code>x</code></pre></div><p>See <a href="https://rslib.rs/guide/a">the guide</a>.</p><p>The last words.</p>',
  );
  assert.equal(
    firstParagraph(article),
    'First paragraph of the post, long enough to be a summary.',
  );
});
