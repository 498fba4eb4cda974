// plugins/machine-files.ts, plugins/clean-markdown.ts and plugins/feed-content.ts shape what programs read: llms.txt,
// the Markdown files and the feed items. Their rules on small inputs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FrontMatterMeta, LlmsTxtPage } from '@rspress/core';

const { renderLlmsTxt } = await import('../../plugins/machine-files.ts');
const { cleanLlmsFull, cleanMarkdown } = await import('../../plugins/clean-markdown.ts');
const { articleHtml, firstParagraph } = await import('../../plugins/feed-content.ts');

test('Markdown twins: plain headings, absolute links; code stays as written', () => {
  const md = [
    '# Quick start \\{#quick-start}',
    '',
    'See [format](/config/lib/format.md#esm), [below](#env) and [Rsbuild](https://rsbuild.rs/).',
    'Inline `[kept](/as/written)` and ``a `[kept](#too)` b`` stay.',
    '## Prepare `node` \\{#environment}',
    '```md',
    '## In a fence \\{#kept}',
    '[kept](/as/written)',
    '```',
    '![diagram](/diagrams/a.svg)',
  ].join('\n');
  const page = 'https://rslib.rs/guide/start/quick-start.md';
  const { text, ids } = cleanMarkdown(md, 'https://rslib.rs', page);
  assert.equal(
    text,
    [
      '# Quick start',
      '',
      `See [format](https://rslib.rs/config/lib/format.md#esm), [below](${page}#env) and [Rsbuild](https://rsbuild.rs/).`,
      'Inline `[kept](/as/written)` and ``a `[kept](#too)` b`` stay.',
      '## Prepare `node`',
      '```md',
      '## In a fence \\{#kept}',
      '[kept](/as/written)',
      '```',
      '![diagram](https://rslib.rs/diagrams/a.svg)',
    ].join('\n'),
  );
  assert.equal(ids, 2);
});

test('llms-full.txt is cleaned page by page and leaves out the pages it is told to', () => {
  const full = [
    '---\nurl: https://rslib.rs/a.md\n---\n\n# A \\{#a}\n\n[top](#a)\n',
    // A page that shows the format in a code block: the block does not start a page.
    '---\nurl: https://rslib.rs/ai.md\n---\n\n```md\n---\nurl: https://rslib.rs/404.md\n---\n\n# X \\{#x}\n```\n\n## AI \\{#ai}\n',
    '---\nurl: https://rslib.rs/404.md\n---\n\n# 404\n',
    '---\nurl: https://rslib.rs/b/index.md\n---\n\n## B \\{#b}\n\n[up](#b)\n',
  ].join('');
  const { text, ids } = cleanLlmsFull(
    full,
    'https://rslib.rs',
    new Set(['https://rslib.rs/404.md']),
  );
  assert.equal(
    text,
    [
      '---\nurl: https://rslib.rs/a.md\n---\n\n# A\n\n[top](https://rslib.rs/a.md#a)\n',
      '---\nurl: https://rslib.rs/ai.md\n---\n\n```md\n---\nurl: https://rslib.rs/404.md\n---\n\n# X \\{#x}\n```\n\n## AI\n',
      '---\nurl: https://rslib.rs/b/index.md\n---\n\n## B\n\n[up](https://rslib.rs/b/index.md#b)\n',
    ].join(''),
  );
  assert.equal(ids, 3);
});

test('llms.txt speaks the page language and leaves out 404 and moved pages', async () => {
  const render = renderLlmsTxt({
    summaries: { en: 'The tool', zh: '工具' },
    others: { en: 'Others', zh: '其他' },
  });
  const page = (routePath: string, frontmatter: FrontMatterMeta = {}): LlmsTxtPage => ({
    routePath,
    link: `https://rslib.rs${routePath}.md`,
    title: routePath,
    frontmatter,
    lang: 'zh',
    version: '',
  });
  const text = await render({
    title: 'Rslib',
    description: undefined,
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
