// How the site finds the TypeScript examples that configure Rslib, shared by the example
// type-check (scripts/check-examples.ts) and the type hovers (plugins/type-hovers/), so
// that a block shows hovers exactly when it is type-checked. The rules are documented at
// the top of scripts/check-examples.ts.
import { existsSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// Rsbuild plugins and other packages that examples may import although they are not
// installed in this repository. When a module below cannot be resolved, a stub declares
// each listed export as a function that returns an `RsbuildPlugin` (or, for `kind:
// 'class'`, as a class usable in `tools.rspack` plugins). Add a module here when a page
// imports a new one; an unlisted, uninstalled module makes the check fail.
const STUB_MODULES: Record<string, (string | { name: string; kind: 'class' })[]> = {
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
/**
 * The compiler options every example is checked with (tsconfig form, without typeRoots): by
 * scripts/check-examples.ts, and by the type hovers (plugins/type-hovers/analyze.ts), which
 * must show the types of the same check.
 */
export const EXAMPLE_COMPILER_OPTIONS = {
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
};

export const SKIP_WITH_REASON = /^\s*skip\s+because\s+\S.*$/;
const DEFINE_CONFIG_IMPORT =
  /import\s*(?:type\s+)?\{[^}]*\bdefineConfig\b[^}]*\}\s*from\s*['"]@rslib\/core['"]/;
// Any import from the package: the JavaScript API examples (`createRslib`, `loadConfig`, …).
const RSLIB_IMPORT = /\bfrom\s*['"]@rslib\/core['"]/;
const BARE_IMPORTS = /\bfrom\s*['"]([^'".][^'"]*)['"]/g;
const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
const RSLIB_TITLE = /\btitle\s*=\s*["'](?:[^"']*\/)?rslib\.config\.[cm]?ts["']/;

// Shiki notation (plugins/code-notation.ts): a line marked `// [!code --]` is shown as removed
// and is not part of the example, so it is checked as an empty line (line numbers stay the
// same); a marker alone on its line removes the next line. The other marks are comments.
const REMOVED = /(?:\/\/|\/\*|\{\/\*)[ \t]*\[!code --\]/;

function withoutRemovedLines(body: string[]): string[] {
  let removeNext = false;
  return body.map((line) => {
    const removed = removeNext;
    removeNext = false;
    const match = REMOVED.exec(line);
    if (match && line.slice(0, match.index).trim() === '') removeNext = true;
    return match || removed ? '' : line;
  });
}

/** A fenced code block of a page. */
export interface ExampleBlock {
  /** The 1-based line of the opening fence. */
  fenceLine: number;
  /** The language, lowercase. */
  lang: string;
  /** The rest of the fence line (title="…" and the like). */
  meta: string;
  /** The code that is checked: lines removed with Shiki's notation are blank. */
  code: string;
  /** The block as written (Shiki's input), before removed lines are blanked. */
  rawCode: string;
  /** The text of a `check-examples:` comment right before the block, if any. */
  skip: string | null;
  /** The 1-based line of that comment. */
  skipLine: number | null;
}

// Returns the TypeScript blocks of one page, with the 1-based line of the fence.
export function extractBlocks(source: string): ExampleBlock[] {
  const lines = source.split(/\r?\n/);
  const blocks: ExampleBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE_OPEN.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    const body: string[] = [];
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
      // The block as written (Shiki's input), before removed lines are blanked.
      rawCode: body.join('\n'),
      skip: comment ? comment[1].trim() : null,
      skipLine: comment ? k + 1 : null,
    });
    i = j;
  }
  return blocks;
}

/** The file name a block's title gives it, when it names a TypeScript module. */
export function titleOf(block: ExampleBlock): string | undefined {
  const title = /\btitle\s*=\s*["']([^"']+)["']/.exec(block.meta)?.[1];
  const base = title ? path.basename(title) : undefined;
  return base && /\.[cm]?ts$/.test(base) ? base : undefined;
}

export function configuresRslib(block: ExampleBlock): boolean {
  if (block.lang !== 'ts' && block.lang !== 'typescript') return false;
  if (RSLIB_TITLE.test(block.meta) || DEFINE_CONFIG_IMPORT.test(block.code)) return true;
  // A JavaScript API example is checked when everything it imports can be resolved here
  // (installed, a Node.js built-in, or stubbed); one that uses another tool's API, such as
  // @rstest/core, is not, because its types are not installed.
  if (!RSLIB_IMPORT.test(block.code)) return false;
  return [...block.code.matchAll(BARE_IMPORTS)].every(([, specifier]) => {
    const name = packageOf(specifier);
    return (
      specifier.startsWith('node:') ||
      builtinModules.includes(name) ||
      name in STUB_MODULES ||
      isResolvable(name)
    );
  });
}

function isResolvable(specifier: string): boolean {
  const require = createRequire(path.join(root, 'package.json'));
  try {
    require.resolve(`${specifier}/package.json`);
    return true;
  } catch {
    return existsSync(path.join(root, 'node_modules', specifier, 'package.json'));
  }
}

export function ambientDeclarations(): { text: string; stubbed: string[] } {
  const out = [
    '// Generated by scripts/check-examples.ts. Do not edit.',
    "declare module '*/package.json' {",
    '  const pkg: { name: string; version: string; [key: string]: unknown };',
    '  export default pkg;',
    '}',
  ];
  const stubbed: string[] = [];
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
