// Helpers for publishing.test.mjs, cli-tool.test.mjs and dts-guide.test.mjs: read the code blocks of a page,
// so that a test builds exactly the files the page shows, and build a case from an
// rslib.config.ts file the way the `rslib` command loads it.

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRslib, loadConfig } from '@rslib/core';
import { caseResult, prepareSourceCase, repoRoot } from './helpers.mjs';

/**
 * The fenced code blocks of a page (`docs/en/...mdx`), each as { lang, title, code }.
 */
export function pageBlocks(page) {
  const source = readFileSync(path.join(repoRoot, page), 'utf8');
  const blocks = [];
  const fence = /^```(\w*)([^\n]*)\n([\s\S]*?)^```$/gm;
  for (const match of source.matchAll(fence)) {
    const title = /title="([^"]+)"/.exec(match[2]);
    blocks.push({ lang: match[1], title: title ? title[1] : undefined, code: match[3] });
  }
  return blocks;
}

/** The code of the `nth` (0-based) block titled `title`; throws when there is none. */
export function blockTitled(blocks, title, nth = 0) {
  const found = blocks.filter((block) => block.title === title);
  if (!found[nth]) {
    throw new Error(`no code block #${nth} titled "${title}" (found ${found.length})`);
  }
  return found[nth].code;
}

/**
 * Copies the fixture with `sources` instead of its src folder, writes `files` (such as
 * package.json and rslib.config.ts) over it, loads rslib.config.* with `loadConfig` as
 * the CLI does and builds it with the build cache off. Returns { dir, dist, files, read }.
 */
export async function buildConfigFile(name, { sources, files, config = {} }) {
  const dir = prepareSourceCase(name, { sources });
  for (const [file, content] of Object.entries(files)) {
    writeFileSync(path.join(dir, file), content);
  }
  const { content } = await loadConfig({ cwd: dir, path: config.path });
  const finalConfig = {
    logLevel: process.env.RSLIB_EXAMPLES_VERBOSE ? 'info' : 'error',
    ...content,
    ...config.override,
    performance: { ...content.performance, buildCache: false },
  };
  const previousCwd = process.cwd();
  process.chdir(dir);
  try {
    const rslib = await createRslib({ cwd: dir, config: finalConfig });
    const result = await rslib.build();
    await result.close();
  } finally {
    process.chdir(previousCwd);
  }
  return caseResult(dir);
}
