// The benchmark's floor (scripts/lib/strip-scripts.ts): a built page without any script must
// keep everything else, or the floor would measure a different page.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { stripScripts } from '../../scripts/lib/strip-scripts.ts';

const page = `<!doctype html><html><head>
<meta name="description" content="every consumer, a bundler or a <script> tag, finds its file">
<script>window.guard = 1</script>
<link rel="stylesheet" href="/static/css/a.css">
<link rel="preload" href="/static/js/async/2.js" as="script">
<link rel="modulepreload" href="/static/js/m.js">
<link rel="preload" as="image" href="/logo.svg">
<link rel="preload" as="font" href="/f.woff2" crossorigin>
<script type="application/json" id="rspress-route">{"a":"</div>"}</script>
</head><body><p>Text <code>&lt;script&gt;</code></p>
<script data-app-scripts="/static/js/index.js">(function () { var s = '<p>'; })();</script>
<script src="/static/js/lib.js" defer></script></body></html>`;

test('every script and script preload goes, nothing else', () => {
  const stripped = stripScripts(page);
  assert.doesNotMatch(stripped.replace(/content="[^"]*"/g, ''), /<script/i);
  assert.doesNotMatch(stripped, /as="script"|modulepreload/);
  for (const kept of [
    '<link rel="stylesheet" href="/static/css/a.css">',
    '<link rel="preload" as="image" href="/logo.svg">',
    '<link rel="preload" as="font" href="/f.woff2" crossorigin>',
    '<p>Text <code>&lt;script&gt;</code></p>',
    // The text of an attribute is not a tag (it once cut the body of guide/basic/output-format).
    '<meta name="description" content="every consumer, a bundler or a <script> tag, finds its file">',
  ])
    assert.ok(stripped.includes(kept), kept);
});
