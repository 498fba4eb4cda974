// Code-block notation and copy (plugins/code-notation.ts, theme/styles/_code-notation.scss):
// added, removed and highlighted lines are styled in both themes, and the copy button gives
// runnable text: no removed lines or diff markers, no prompts or output of command blocks.
// The expected text is derived from the page's Markdown source, not from the DOM.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, open, test } from './fixtures';

const KEY = 'rspress-theme-appearance';
const PAGE = 'guide/upgrade/v0-to-v1';
const NOTATION = /\s*\/\/\s*\[!code (\+\+|--|highlight|focus)\]\s*$/;

function fences(lang: 'en' | 'zh', fenceLang: string) {
  const source = readFileSync(path.join('docs', lang, `${PAGE}.mdx`), 'utf8');
  const re = new RegExp(`^\`\`\`${fenceLang}\\b[^\\n]*\\n([\\s\\S]*?)^\`\`\`$`, 'gm');
  return [...source.matchAll(re)].map((m) => m[1].replace(/\n$/, '').split('\n'));
}

/** A ```diff block as it is run or pasted: `-` lines dropped, markers removed. */
function cleanDiff(lines: string[]) {
  return lines
    .filter((line) => !line.startsWith('-'))
    .map((line) => (line.startsWith('+') || line.startsWith(' ') ? line.slice(1) : line))
    .join('\n');
}

/** A command block as it is run: the commands after the `$ ` prompt, nothing else. */
function commands(lines: string[]) {
  return lines
    .filter((line) => line.startsWith('$ '))
    .map((line) => line.slice(2))
    .join('\n');
}

/** A block with notation comments: removed lines dropped, comments gone. */
function cleanNotation(lines: string[]) {
  return lines
    .filter((line) => NOTATION.exec(line)?.[1] !== '--')
    .map((line) => line.replace(NOTATION, ''))
    .join('\n');
}

async function copyBlock(page: Page, containing: string) {
  return copy(page.locator('.rp-codeblock').filter({ hasText: containing }).first());
}

async function copy(block: Locator) {
  const page = block.page();
  await block.scrollIntoViewIfNeeded();
  await block.hover();
  await block.locator('.rp-code-copy-button').click();
  return page.evaluate(() => navigator.clipboard.readText());
}

// The settled color a reader sees: the theme fades a line's background in (`.diff`,
// `transition: background-color .5s`), and a read in the middle of a fade (once in a loaded
// CI run, the added line still at its transparent start) says nothing about the colors.
function background(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate(async (el) => {
      await Promise.all(el.getAnimations().map((animation) => animation.finished));
      return getComputedStyle(el).backgroundColor;
    });
}

for (const lang of ['en', 'zh'] as const) {
  const url = lang === 'en' ? `/${PAGE}` : `/zh/${PAGE}`;

  test(`${lang}: copying a diff block gives the new text without markers`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, url);
    const diffs = fences(lang, 'diff');
    const blocks = page.locator('main .rspress-doc .rp-codeblock.language-diff');
    // Every ```diff fence of the page, in order.
    await expect(blocks).toHaveCount(diffs.length);
    for (const [i, diff] of diffs.entries()) {
      const copied = await copy(blocks.nth(i));
      expect(copied, `diff block ${i + 1}`).toBe(cleanDiff(diff));
    }
  });

  test(`${lang}: copying a command block gives only the commands`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, url);
    const blocks = fences(lang, 'bash').filter((lines) => lines.some((l) => l.startsWith('$ ')));
    expect(blocks.length).toBeGreaterThan(0);
    for (const lines of blocks) {
      const output = lines.find((line) => !line.startsWith('$ ')) as string;
      const copied = await copyBlock(page, commands(lines));
      expect(copied).toBe(commands(lines));
      expect(copied).not.toContain('$ ');
      if (output) expect(copied).not.toContain(output);
    }
  });

  test(`${lang}: copying a block with notation drops the removed lines and the comments`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, url);
    const marked = fences(lang, 'ts').filter((lines) =>
      lines.some((line) => /^(\+\+|--)$/.test(NOTATION.exec(line)?.[1] ?? '')),
    );
    expect(marked.length).toBeGreaterThan(0);
    const blocks = page.locator('main .rspress-doc .rp-codeblock.language-ts:has(pre.has-diff)');
    await expect(blocks).toHaveCount(marked.length);
    for (const [i, lines] of marked.entries()) {
      const copied = await copy(blocks.nth(i));
      expect(copied, `block ${i + 1}`).toBe(cleanNotation(lines));
    }
    expect(await page.locator('main .rspress-doc').innerText()).not.toContain('[!code');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`${lang}, ${theme} theme: added, removed and highlighted lines stand out`, async ({
      page,
    }) => {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [KEY, theme]);
      await open(page, url);
      const plain = await background(page, '.shiki .line:not(.diff):not(.highlighted)');
      const added = await background(page, '.shiki.has-diff .line.diff.add');
      const removed = await background(page, '.shiki.has-diff .line.diff.remove');
      expect(added).not.toBe(plain);
      expect(removed).not.toBe(plain);
      expect(added).not.toBe(removed);
      // The `+` / `-` marker before the line, in both notation and diff blocks.
      const marker = await page
        .locator('.shiki:not(.rp-diff-lang) .line.diff.add')
        .first()
        .evaluate((el) => getComputedStyle(el, '::after').content);
      expect(marker).toBe('"+"');
    });

    test(`${lang}, ${theme} theme: highlighted lines stand out`, async ({ page }) => {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [KEY, theme]);
      await open(page, lang === 'en' ? '/guide/migration/tsup' : '/zh/guide/migration/tsup');
      const plain = await background(page, '.shiki .line:not(.diff):not(.highlighted)');
      const highlighted = page.locator('.shiki.has-highlighted .line.highlighted');
      await expect(highlighted).toHaveCount(2);
      await expect(highlighted.first()).toContainText('execFileSync');
      expect(await background(page, '.shiki.has-highlighted .line.highlighted')).not.toBe(plain);
      expect(await page.locator('main .rspress-doc').innerText()).not.toContain('[!code');
    });
  }
}
