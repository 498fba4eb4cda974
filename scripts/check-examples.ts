#!/usr/bin/env node
// Type-checks every TypeScript code block in docs/en and docs/zh that configures or calls Rslib.
//
// A block is checked when its fence language is `ts` or `typescript` and either
//   - its title is `rslib.config.ts` (or .mts / .cts), or
//   - its code imports `defineConfig` from '@rslib/core', or
//   - it is a JavaScript API example: it imports from '@rslib/core', and every package it
//     imports is installed, a Node.js built-in, or stubbed below.
// The rules live in scripts/lib/examples.ts; the type hovers (plugins/type-hovers/) show on
// exactly the blocks checked here.
//
// A block opts out with an MDX comment on the line right before the fence (blank lines
// in between are tolerated) that gives a reason:
//   {/* check-examples: skip because it shows only the lib entry */}
// A skip comment without "because <reason>" fails the check.
//
// Every block is written to node_modules/.cache/check-examples/<lang>/<page>-<n>.ts, so
// that '@rslib/core' resolves from this repository's node_modules, and all blocks are
// checked together in a single `tsc --noEmit` run with a generated tsconfig.json.
//
// Usage: node --import tsx scripts/check-examples.ts [--verbose] [--docs=<dir with en/ and zh/>]

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { markdownFiles } from './lib/build-files.ts';
import {
  ambientDeclarations,
  configuresRslib,
  EXAMPLE_COMPILER_OPTIONS,
  extractBlocks,
  SKIP_WITH_REASON,
  titleOf,
} from './lib/examples.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docsArg = process.argv.find((arg) => arg.startsWith('--docs='));
const docsRoot = docsArg ? path.resolve(docsArg.slice('--docs='.length)) : path.join(root, 'docs');
const docsDirs = ['en', 'zh'].map((lang) => ({ lang, dir: path.join(docsRoot, lang) }));
const outDir = path.join(root, 'node_modules', '.cache', 'check-examples');
const verbose = process.argv.includes('--verbose');
const started = Date.now();

function main() {
  const problems: string[] = [];
  // generated path -> the block's page, fence line and number on the page
  const files = new Map<string, { page: string; fenceLine: number; index: number }>();
  let skipped = 0;
  let danglingSkips = 0;

  rmSync(outDir, { recursive: true, force: true });
  for (const { lang, dir } of docsDirs) {
    if (!existsSync(dir)) continue;
    for (const page of markdownFiles(dir)) {
      const relPage = path.relative(process.cwd(), page);
      const slug = path
        .relative(dir, page)
        .replace(/\.mdx$/, '')
        .replace(/[\\/]/g, '-');
      let n = 0;
      const blocks = extractBlocks(readFileSync(page, 'utf8'));
      const pageModules = blocks.filter(
        (b) => b.skip === null && titleOf(b) && !/^rslib\.config\./.test(titleOf(b)!),
      );
      for (const block of blocks) {
        const checked = configuresRslib(block);
        if (block.skip !== null) {
          if (!SKIP_WITH_REASON.test(block.skip)) {
            problems.push(
              `${relPage}:${block.skipLine}: the check-examples comment must read "skip because <reason>", got "${block.skip}"`,
            );
            continue;
          }
          if (!checked) {
            danglingSkips++;
            if (verbose)
              console.log(
                `note: ${relPage}:${block.skipLine}: skip comment before a block that is not checked anyway`,
              );
          } else skipped++;
          continue;
        }
        if (!checked) continue;
        n++;
        // Each example gets a folder of its own, next to the other TypeScript files the
        // page shows (e.g. a shared `rslib.base.ts`), so relative imports between them resolve.
        const exampleDir = path.join(outDir, lang, `${slug}-${n}`);
        mkdirSync(exampleDir, { recursive: true });
        for (const sibling of pageModules) {
          if (sibling !== block)
            writeFileSync(path.join(exampleDir, titleOf(sibling)!), `${sibling.code}\n`);
        }
        const target = path.join(exampleDir, titleOf(block) ?? 'example.ts');
        writeFileSync(target, `${block.code}\n`);
        files.set(path.resolve(target), { page: relPage, fenceLine: block.fenceLine, index: n });
      }
    }
  }

  if (files.size === 0 && problems.length === 0) {
    console.error('check-examples: no Rslib configuration blocks found under docs/en and docs/zh.');
    process.exit(1);
  }

  const { text, stubbed } = ambientDeclarations();
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'ambient.d.ts'), text);
  const tsconfig = {
    compilerOptions: {
      ...EXAMPLE_COMPILER_OPTIONS,
      typeRoots: [path.join(root, 'node_modules', '@types')],
    },
    files: ['ambient.d.ts', ...[...files.keys()].map((file) => path.relative(outDir, file))],
  };
  writeFileSync(path.join(outDir, 'tsconfig.json'), `${JSON.stringify(tsconfig, null, 2)}\n`);

  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const result = spawnSync(
    process.execPath,
    [tsc, '-p', path.join(outDir, 'tsconfig.json'), '--pretty', 'false'],
    {
      cwd: outDir,
      encoding: 'utf8',
    },
  );
  if (result.error) throw result.error;

  const failedBlocks = new Set<string>();
  const output = `${result.stdout}${result.stderr}`;
  const diagnostic = /^(.+?)\((\d+),(\d+)\): (error|warning) (TS\d+: .*)$/;
  let unmapped: string[] = [];
  let last: 'mapped' | 'unmapped' | null = null; // where the previous diagnostic went, for its continuation lines
  for (const line of output.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const match = diagnostic.exec(line);
    const origin = match ? files.get(path.resolve(outDir, match[1])) : undefined;
    if (match && origin) {
      const mdxLine = origin.fenceLine + Number(match[2]);
      failedBlocks.add(`${origin.page}#${origin.index}`);
      problems.push(
        `${origin.page}:${mdxLine}:${match[3]} (block ${origin.index}, fence at line ${origin.fenceLine}): ${match[5]}`,
      );
      last = 'mapped';
    } else if (last === 'mapped' && /^\s/.test(line)) {
      problems[problems.length - 1] += `\n    ${line.trim()}`;
    } else {
      unmapped.push(line);
      last = 'unmapped';
    }
  }
  if (result.status !== 0 && problems.length === 0 && unmapped.length === 0) {
    unmapped = [output.trim() || `tsc exited with code ${result.status}`];
  }
  problems.push(...unmapped);

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const summary = `${files.size} block(s) type-checked, ${skipped} skipped with a reason${
    danglingSkips ? `, ${danglingSkips} skip comment(s) before unchecked blocks` : ''
  }${stubbed.length ? `; ${stubbed.length} uninstalled plugin module(s) stubbed` : ''} (${seconds}s)`;
  if (verbose && stubbed.length) console.log(`stubbed modules: ${stubbed.join(', ')}`);
  if (problems.length) {
    console.error(problems.join('\n'));
    console.error(
      `\ncheck-examples: ${failedBlocks.size === 1 ? '1 block' : `${failedBlocks.size} blocks`} with type errors. Fix each configuration so it type-checks against the installed @rslib/core; a block that is not meant to compile gets {/* check-examples: skip because <reason> */} on the line before its fence. ${summary}`,
    );
    process.exit(1);
  }
  console.log(`check-examples: OK — ${summary}`);
}

main();
