#!/usr/bin/env node
// Type-checks every TypeScript code block in docs/en and docs/zh that configures Rslib.
//
// A block is checked when its fence language is `ts` or `typescript` and either
//   - its title is `rslib.config.ts` (or .mts / .cts), or
//   - its code imports `defineConfig` from '@rslib/core'.
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
// Usage: node scripts/check-examples.mjs [--verbose] [--docs=<dir with en/ and zh/>]

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docsArg = process.argv.find((arg) => arg.startsWith('--docs='));
const docsRoot = docsArg ? path.resolve(docsArg.slice('--docs='.length)) : path.join(root, 'docs');
const docsDirs = ['en', 'zh'].map((lang) => ({ lang, dir: path.join(docsRoot, lang) }));
const outDir = path.join(root, 'node_modules', '.cache', 'check-examples');
const verbose = process.argv.includes('--verbose');
const started = Date.now();

// Rsbuild plugins and other packages that examples may import although they are not
// installed in this repository. When a module below cannot be resolved, a stub declares
// each listed export as a function that returns an `RsbuildPlugin` (or, for `kind:
// 'class'`, as a class usable in `tools.rspack` plugins). Add a module here when a page
// imports a new one; an unlisted, uninstalled module makes the check fail.
const STUB_MODULES = {
  '@rsbuild/plugin-react': ['pluginReact'],
  '@rsbuild/plugin-vue': ['pluginVue'],
  '@rsbuild/plugin-vue-jsx': ['pluginVueJsx'],
  '@rsbuild/plugin-preact': ['pluginPreact'],
  '@rsbuild/plugin-svelte': ['pluginSvelte'],
  '@rsbuild/plugin-solid': ['pluginSolid'],
  '@rsbuild/plugin-babel': ['pluginBabel'],
  '@rsbuild/plugin-svgr': ['pluginSvgr'],
  '@rsbuild/plugin-sass': ['pluginSass'],
  '@rsbuild/plugin-less': ['pluginLess'],
  '@rsbuild/plugin-stylus': ['pluginStylus'],
  '@rsbuild/plugin-node-polyfill': ['pluginNodePolyfill'],
  '@rsbuild/plugin-type-check': ['pluginTypeCheck'],
  '@rsbuild/plugin-styled-components': ['pluginStyledComponents'],
  '@rsbuild/plugin-mdx': ['pluginMdx'],
  '@rsbuild/plugin-tailwindcss': ['pluginTailwindcss'],
  '@rsbuild/plugin-typed-css-modules': ['pluginTypedCSSModules'],
  '@module-federation/rsbuild-plugin': ['pluginModuleFederation'],
  'rsbuild-plugin-publint': ['pluginPublint'],
  'rsbuild-plugin-arethetypeswrong': ['pluginAreTheTypesWrong'],
  'rsbuild-plugin-unplugin-vue': ['pluginUnpluginVue'],
  '@rsdoctor/rspack-plugin': [{ name: 'RsdoctorRspackPlugin', kind: 'class' }],
};

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)(.*)$/;
const SKIP_COMMENT = /^\s*\{\/\*\s*check-examples:(.*?)\*\/\}\s*$/;
const SKIP_WITH_REASON = /^\s*skip\s+because\s+\S.*$/;
const DEFINE_CONFIG_IMPORT =
  /import\s*(?:type\s+)?\{[^}]*\bdefineConfig\b[^}]*\}\s*from\s*['"]@rslib\/core['"]/;
const RSLIB_TITLE = /\btitle\s*=\s*["'](?:[^"']*\/)?rslib\.config\.[cm]?ts["']/;

function listMdx(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...listMdx(full));
    else if (entry.name.endsWith('.mdx')) found.push(full);
  }
  return found.sort();
}

// Shiki notation (plugins/code-notation.ts): a line marked `// [!code --]` is shown as removed
// and is not part of the example, so it is checked as an empty line (line numbers stay the
// same); a marker alone on its line removes the next line. The other marks are comments.
const REMOVED = /(?:\/\/|\/\*|\{\/\*)[ \t]*\[!code --\]/;

function withoutRemovedLines(body) {
  let removeNext = false;
  return body.map((line) => {
    const removed = removeNext;
    removeNext = false;
    const match = REMOVED.exec(line);
    if (match && line.slice(0, match.index).trim() === '') removeNext = true;
    return match || removed ? '' : line;
  });
}

// Returns the TypeScript blocks of one page, with the 1-based line of the fence.
function extractBlocks(source) {
  const lines = source.split(/\r?\n/);
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE_OPEN.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    const body = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const line = lines[j];
      const trimmed = line.trimStart();
      if (trimmed.startsWith(fence) && trimmed.slice(fence.length).trim() === '') break;
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line.trimStart());
    }
    let k = i - 1;
    while (k >= 0 && lines[k].trim() === '') k--;
    const comment = k >= 0 ? SKIP_COMMENT.exec(lines[k]) : null;
    blocks.push({
      fenceLine: i + 1,
      lang: lang.toLowerCase(),
      meta,
      code: withoutRemovedLines(body).join('\n'),
      skip: comment ? comment[1].trim() : null,
      skipLine: comment ? k + 1 : null,
    });
    i = j;
  }
  return blocks;
}

/** The file name a block's title gives it, when it names a TypeScript module. */
function titleOf(block) {
  const title = /\btitle\s*=\s*["']([^"']+)["']/.exec(block.meta)?.[1];
  const base = title ? path.basename(title) : undefined;
  return base && /\.[cm]?ts$/.test(base) ? base : undefined;
}

function configuresRslib(block) {
  if (block.lang !== 'ts' && block.lang !== 'typescript') return false;
  return RSLIB_TITLE.test(block.meta) || DEFINE_CONFIG_IMPORT.test(block.code);
}

function isResolvable(specifier) {
  const require = createRequire(path.join(root, 'package.json'));
  try {
    require.resolve(`${specifier}/package.json`);
    return true;
  } catch {
    return existsSync(path.join(root, 'node_modules', specifier, 'package.json'));
  }
}

function ambientDeclarations() {
  const out = [
    '// Generated by scripts/check-examples.mjs. Do not edit.',
    "declare module '*/package.json' {",
    '  const pkg: { name: string; version: string; [key: string]: unknown };',
    '  export default pkg;',
    '}',
  ];
  const stubbed = [];
  for (const [specifier, exports] of Object.entries(STUB_MODULES)) {
    if (isResolvable(specifier)) continue;
    stubbed.push(specifier);
    out.push(`declare module '${specifier}' {`);
    out.push("  import type { RsbuildPlugin } from '@rslib/core';");
    for (const item of exports) {
      const { name, kind } = typeof item === 'string' ? { name: item, kind: 'plugin' } : item;
      if (kind === 'class') {
        out.push(`  export class ${name} {`);
        out.push('    constructor(options?: Record<string, unknown>);');
        out.push("    apply(compiler: import('@rslib/core').Rspack.Compiler): void;");
        out.push('  }');
      } else {
        out.push(`  export function ${name}(options?: any): RsbuildPlugin;`);
      }
    }
    out.push('}');
  }
  return { text: `${out.join('\n')}\n`, stubbed };
}

function main() {
  const problems = [];
  const files = new Map(); // generated path -> { page, fenceLine, index }
  let skipped = 0;
  let danglingSkips = 0;

  rmSync(outDir, { recursive: true, force: true });
  for (const { lang, dir } of docsDirs) {
    if (!existsSync(dir)) continue;
    for (const page of listMdx(dir)) {
      const relPage = path.relative(process.cwd(), page);
      const slug = path
        .relative(dir, page)
        .replace(/\.mdx$/, '')
        .replace(/[\\/]/g, '-');
      let n = 0;
      const blocks = extractBlocks(readFileSync(page, 'utf8'));
      const pageModules = blocks.filter(
        (b) => b.skip === null && titleOf(b) && !/^rslib\.config\./.test(titleOf(b)),
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
            writeFileSync(path.join(exampleDir, titleOf(sibling)), `${sibling.code}\n`);
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
      target: 'ES2022',
      lib: ['ES2023', 'DOM'],
      module: 'ESNext',
      moduleResolution: 'bundler',
      moduleDetection: 'force',
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      esModuleInterop: true,
      resolveJsonModule: true,
      types: ['node'],
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

  const failedBlocks = new Set();
  const output = `${result.stdout}${result.stderr}`;
  const diagnostic = /^(.+?)\((\d+),(\d+)\): (error|warning) (TS\d+: .*)$/;
  let unmapped = [];
  let last = null; // where the previous diagnostic went, for its continuation lines
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
