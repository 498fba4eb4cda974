// Helpers for publishing.test.ts, cli-tool.test.ts and dts-guide.test.ts: read the code blocks of a page,
// so that a test builds exactly the files the page shows, and build a case from an
// rslib.config.ts file the way the `rslib` command loads it.

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRslib, loadConfig, type RslibConfig } from '@rslib/core';
import { type CaseResult, caseResult, type Files, prepareSourceCase, repoRoot } from './helpers.ts';

/** One fenced code block of a page. */
interface CodeBlock {
  lang: string;
  title: string | undefined;
  code: string;
}

interface ConfigFileCase {
  /** Replace the fixture's src folder. */
  sources?: Files;
  /** Written over the case folder, such as package.json and rslib.config.ts. */
  files: Files;
  config?: {
    /** The config file to load (rslib.config.* when unset). */
    path?: string;
    /** Merged over the loaded config. */
    override?: RslibConfig;
  };
}

/**
 * The fenced code blocks of a page (`docs/en/...mdx`), each as { lang, title, code }.
 */
export function pageBlocks(page: string): CodeBlock[] {
  const source = readFileSync(path.join(repoRoot, page), 'utf8');
  const blocks: CodeBlock[] = [];
  const fence = /^```(\w*)([^\n]*)\n([\s\S]*?)^```$/gm;
  for (const match of source.matchAll(fence)) {
    const title = /title="([^"]+)"/.exec(match[2]);
    blocks.push({ lang: match[1], title: title ? title[1] : undefined, code: match[3] });
  }
  return blocks;
}

/** The code of the `nth` (0-based) block titled `title`; throws when there is none. */
export function blockTitled(blocks: CodeBlock[], title: string, nth = 0): string {
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
export async function buildConfigFile(
  name: string,
  { sources, files, config = {} }: ConfigFileCase,
): Promise<CaseResult> {
  const dir = prepareSourceCase(name, { sources });
  for (const [file, content] of Object.entries(files)) {
    writeFileSync(path.join(dir, file), content);
  }
  const { content } = await loadConfig({ cwd: dir, path: config.path });
  const finalConfig: RslibConfig = {
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
