// What AI readers get, over the whole production build (run after `npm run build`;
// RSPRESS_OUT_DIR picks another build): every page's Markdown twin, llms.txt and llms-full.txt
// in both languages have plain headings, without an id (`## Title {#id}`, escaped or not), and
// every link in them is an absolute address. plugins/clean-markdown.ts does it.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { buildDir, walk } from '../../scripts/lib/build-files.ts';

const files = walk(buildDir, (name) => name.endsWith('.md') || /^llms(-full)?\.txt$/.test(name));

/** The lines of a Markdown text outside fenced code, inline code spans blanked out. */
function prose(markdown: string): string[] {
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = line.match(/^\s*(`{3,}|~{3,})/)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      continue;
    }
    if (fence === null) out.push(line.replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, '``'));
  }
  return out;
}

/** Link targets: `[text](target …)`, `![alt](target)` and `[label]: target` definitions. */
function targets(line: string): string[] {
  return [
    ...[...line.matchAll(/\]\(\s*<?([^)\s>]*)/g)].map((m) => m[1]),
    ...[...line.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g)].map((m) => m[1]),
  ];
}

const ABSOLUTE = /^(https?:\/\/[^/\s]+|mailto:)/;

test('the build has Markdown files in both languages', () => {
  const names = files.map((file) => path.relative(buildDir, file).split(path.sep).join('/'));
  for (const name of ['llms.txt', 'llms-full.txt', 'zh/llms.txt', 'zh/llms-full.txt'])
    assert.ok(names.includes(name), `no ${name} in ${buildDir}: run \`npm run build\` first`);
  assert.ok(
    names.filter((name) => name.endsWith('.md')).length > 100,
    `only ${names.length} Markdown files in ${buildDir}`,
  );
});

test('no heading carries an id, escaped or not', () => {
  const problems: string[] = [];
  for (const file of files) {
    for (const line of prose(readFileSync(file, 'utf8'))) {
      if (/^\s{0,3}#{1,6}\s/.test(line) && /\\?\{\\?#[^\s{}]*\\?\}\s*$/.test(line))
        problems.push(`${path.relative(buildDir, file)}: ${line}`);
    }
  }
  assert.deepEqual(problems.slice(0, 20), [], `${problems.length} headings with an id`);
});

test('every link is an absolute address', () => {
  const problems: string[] = [];
  let links = 0;
  for (const file of files) {
    for (const line of prose(readFileSync(file, 'utf8'))) {
      for (const target of targets(line)) {
        links++;
        if (!ABSOLUTE.test(target)) problems.push(`${path.relative(buildDir, file)}: ${target}`);
      }
    }
  }
  assert.ok(links > 1000, `only ${links} links`);
  assert.deepEqual(problems.slice(0, 20), [], `${problems.length} links that are not absolute`);
});

test('llms-full.txt has no 404 or moved page, and the 404 pages have no Markdown twin', () => {
  for (const prefix of ['', 'zh/']) {
    assert.equal(existsSync(path.join(buildDir, `${prefix}404.md`)), false, `${prefix}404.md`);
    const full = readFileSync(path.join(buildDir, `${prefix}llms-full.txt`), 'utf8');
    assert.doesNotMatch(full, /^url: \S*\/404\.md$/m);
  }
});
