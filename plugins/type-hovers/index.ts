// Type hovers on the configuration examples (ARCHITECTURE.md, "Type hovers"). At build time:
// - `analyze.ts` computes, once per build (cached), the type of every identifier in every
//   block that scripts/check-examples.ts type-checks, and for each configuration key its
//   path in `RslibConfig` and its reference section (`references.ts`);
// - a remark pass tags each such block's fence with its data's id (`hovers=<id>`), because
//   only remark knows the page (and so the language and the check-examples opt-outs), and
//   imports the browser's trigger into a page that has such a block, so it rides in that
//   page's route chunk only;
// - a Shiki transformer, after plugins/code-notation.ts, cuts the tokens at identifier
//   bounds and marks each one with `data-h="<n>"`; an option key with a section becomes a
//   link to it (`<a href>`), so the links work without JavaScript;
// - after the build, each block's hovers go to `/static/type-hovers/<id>.json` (types,
//   summaries in the page's language): no page carries them until a reader asks.
// The browser side is theme/components/TypeHover: `attach.ts` with the page, `popup.ts` (and
// the popup's `typeHover.*` strings, which the plugin leaves out of the runtime's i18n data in
// the shared chunk) on the first hover, focus or tap.
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RsbuildConfig, RsbuildPlugin } from '@rsbuild/core';
import type { UserConfig as RspressConfig, RspressPlugin } from '@rspress/core';
import type { ShikiTransformer, ThemedToken } from 'shiki';
import { contentType } from '../../site/pages';
import {
  BLOCK_ATTRIBUTE,
  TOKEN_ATTRIBUTE,
  TYPE_HOVERS_PATH,
  type TypeHoverFile,
} from '../../site/type-hovers';
import type { MdastNode } from '../hast';
import { type Analysis, analyze, type HoverBlock } from './analyze';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const META = /(?:^|\s)hovers=([\w-]+)(?=\s|$)/;
const BLOCK = Symbol('rslib-docs:type-hovers');
/** The browser's trigger, imported by each page that has a block with hovers. */
const TRIGGER = path.join(ROOT, 'theme', 'components', 'TypeHover', 'attach.ts');
/** The browser modules of the hovers, which no shared chunk may take (`keepTriggerInRoutes`). */
const BROWSER_MODULES =
  /[\\/](?:theme[\\/]components[\\/]TypeHover[\\/][^\\/]+|site[\\/]type-hovers\.ts)$/;
/** The popup's strings in i18n.json; `popup.ts` reads them from there itself. */
const STRINGS = 'typeHover.';

/** The browser's data of one block: entry n is the token marked `data-h="n"`. */
export function hoverFile(block: HoverBlock): TypeHoverFile {
  return {
    hovers: block.hovers.map((hover) => ({
      type: hover.type,
      ...(hover.path ? { path: hover.path } : {}),
      ...(hover.ref ? { href: hover.ref.href } : {}),
      ...(hover.ref?.summary ? { summary: hover.ref.summary } : {}),
    })),
  };
}

/** Splits the tokens of each line at the given offsets (Shiki's own tokens keep offsets). */
function splitAt(lines: ThemedToken[][], cuts: Set<number>) {
  return lines.map((line) =>
    line.flatMap((token) => {
      const inner = [...cuts]
        .filter((cut) => cut > token.offset && cut < token.offset + token.content.length)
        .sort((a, b) => a - b);
      if (!inner.length) return [token];
      const parts: ThemedToken[] = [];
      let from = token.offset;
      for (const cut of [...inner, token.offset + token.content.length]) {
        parts.push({
          ...token,
          offset: from,
          content: token.content.slice(from - token.offset, cut - token.offset),
        });
        from = cut;
      }
      return parts;
    }),
  );
}

export function transformerTypeHovers(blockById: (id: string) => HoverBlock): ShikiTransformer {
  return {
    name: 'rslib-docs:type-hovers',
    preprocess(code) {
      const raw = (this.options.meta as { __raw?: string } | undefined)?.__raw ?? '';
      const id = META.exec(raw)?.[1];
      if (!id) return;
      const block = blockById(id);
      if (block.code !== code)
        throw new Error(
          `type-hovers: ${block.page}:${block.line}: the highlighted code differs from the analyzed code (plugins/type-hovers/analyze.ts reads blocks as scripts/check-examples.ts does)`,
        );
      (this.meta as Record<symbol, unknown>)[BLOCK] = block;
    },
    tokens(lines) {
      const block = (this.meta as Record<symbol, unknown>)[BLOCK] as HoverBlock | undefined;
      if (!block) return;
      return splitAt(lines, new Set(block.hovers.flatMap((h) => [h.start, h.end])));
    },
    span(node, _line, _col, _lineElement, token) {
      const block = (this.meta as Record<symbol, unknown>)[BLOCK] as HoverBlock | undefined;
      if (!block) return;
      const end = token.offset + token.content.length;
      const index = block.hovers.findIndex((h) => h.start === token.offset && h.end === end);
      if (index < 0) return;
      // No class: `[data-h]` is the mark (theme/styles/_type-hovers.scss), which keeps the
      // HTML of a code-heavy page within its growth budget.
      // The whole address even for a section of the same page: identical blocks on two pages
      // share one analysis (and its `route`), so a hash alone would point at the other page.
      const href = block.hovers[index].ref?.href;
      node.properties[TOKEN_ATTRIBUTE] = String(index);
      if (href) {
        node.tagName = 'a';
        node.properties.href = href;
      }
    },
    // Cutting tokens gives the whitespace Shiki had merged into them (indentation) a span
    // of its own; as text it weighs nothing and looks the same.
    line(node) {
      if (!(this.meta as Record<symbol, unknown>)[BLOCK]) return;
      node.children = node.children.map((child) =>
        child.type === 'element' &&
        child.children.length === 1 &&
        child.children[0].type === 'text' &&
        /^[ \t]+$/.test(child.children[0].value)
          ? child.children[0]
          : child,
      );
    },
    pre(node) {
      const block = (this.meta as Record<symbol, unknown>)[BLOCK] as HoverBlock | undefined;
      if (block) node.properties[BLOCK_ATTRIBUTE] = block.id;
    },
  };
}

/** `import '<TRIGGER>';` as MDX's ESM node, with the syntax tree MDX compiles it from. */
function triggerImport(): MdastNode {
  const source = JSON.stringify(TRIGGER);
  const value = `import ${source};`;
  return {
    type: 'mdxjsEsm',
    value,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [],
            source: { type: 'Literal', value: TRIGGER, raw: source },
            attributes: [],
          },
        ],
      },
    },
  };
}

function remarkTypeHovers(current: (file: string) => Analysis) {
  return () => (tree: MdastNode, file: { path?: string }) => {
    if (!file.path) return;
    const analysis = current(file.path);
    const page = path.relative(ROOT, file.path).split(path.sep).join('/');
    let tagged = false;
    const visit = (node: MdastNode) => {
      if (node.type === 'code' && typeof node.value === 'string') {
        const block = analysis.find(page, node.value);
        if (block) {
          node.meta = `${node.meta ?? ''} hovers=${block.id}`.trim();
          tagged = true;
        }
      }
      for (const child of node.children ?? []) visit(child);
    };
    visit(tree);
    // Only a page (or a fragment a page imports) with hovers carries the trigger.
    if (tagged) tree.children?.unshift(triggerImport());
  };
}

type I18nSource = Record<string, Record<string, string>>;

/**
 * Rspress's i18n data without the popup's strings: that data is in every page's shared chunk,
 * and only `popup.ts`, loaded on the first intent, reads them (from i18n.json itself).
 */
function withoutPopupStrings(own: RspressConfig['i18nSource']) {
  return async (defaults: I18nSource) => {
    let all: I18nSource = { ...defaults };
    if (typeof own === 'function') all = await own(defaults);
    else for (const [key, texts] of Object.entries(own ?? {})) all[key] = { ...all[key], ...texts };
    return Object.fromEntries(Object.entries(all).filter(([key]) => !key.startsWith(STRINGS)));
  };
}

/** The hover data of every block, written as `<dir><id>.json`. */
function writeHoverFiles(dir: string, analysis: Analysis) {
  mkdirSync(dir, { recursive: true });
  for (const block of analysis.blocks) {
    writeFileSync(path.join(dir, `${block.id}.json`), JSON.stringify(hoverFile(block)));
  }
}

/**
 * The trigger stays inside each route chunk. Rspack's `default` split group puts modules that
 * several route chunks share into a chunk of their own once they weigh 20 kB together, and
 * Rspress preloads only a route's own chunk (@rspress/core's route/routeChunkAssets.js), so such
 * a chunk is fetched only after the app starts: with the trigger, the two `dts` pages crossed
 * that size with `OptionMeta` and `PackageManagerTabs`. The group is otherwise Rspack's own.
 */
function keepTriggerInRoutes(): RsbuildPlugin {
  return {
    name: 'rslib-docs:type-hovers-trigger',
    setup(api) {
      api.modifyRspackConfig((config, { environment }) => {
        if (environment.name !== 'web') return;
        const split = config.optimization?.splitChunks;
        if (!split) return;
        split.cacheGroups ??= {};
        const groups = split.cacheGroups;
        if (groups.default !== undefined)
          throw new Error(
            'type-hovers: splitChunks.cacheGroups.default is already set; review plugins/type-hovers/index.ts.',
          );
        groups.default = {
          idHint: '',
          reuseExistingChunk: true,
          minChunks: 2,
          priority: -20,
          test: (module) => !BROWSER_MODULES.test(module.nameForCondition() ?? ''),
        };
      });
    },
  };
}

export function pluginTypeHovers(): RspressPlugin {
  // At config time: the digest below must be known before Rspress sets up its build cache.
  let analyzedAt = Date.now();
  let analysis = analyze(ROOT);
  let dev = false;
  // In `rspress dev` the ids of earlier analyses stay: a page compiled before an edit elsewhere
  // keeps asking for its blocks' data until it compiles again.
  const byId = new Map(analysis.blocks.map((block) => [block.id, block]));
  /**
   * The analysis for a page about to compile. In `rspress dev`, a page saved since the last
   * analysis is analyzed again, so an edited example keeps its hovers without a restart (from
   * the checker's cache when the page's code is unchanged; a changed block costs one checker
   * pass, seconds).
   */
  const current = (file: string) => {
    if (dev && statSync(file).mtimeMs >= analyzedAt) {
      analyzedAt = Date.now();
      analysis = analyze(ROOT);
      for (const block of analysis.blocks) byId.set(block.id, block);
    }
    return analysis;
  };
  const blockById = (id: string) => {
    const block = byId.get(id);
    if (!block) throw new Error(`type-hovers: no analyzed block has the id ${id}`);
    return block;
  };
  return {
    name: 'rslib-docs:type-hovers',
    config(config, _utils, isProd) {
      dev = !isProd;
      const shiki = config.markdown?.shiki ?? {};
      return {
        ...config,
        i18nSource: withoutPopupStrings(config.i18nSource),
        markdown: {
          ...config.markdown,
          shiki: {
            ...shiki,
            // After the notation transformer, whose output is the code analyze.ts reads.
            transformers: [...(shiki.transformers ?? []), transformerTypeHovers(blockById)],
          },
        },
      };
    },
    markdown: { remarkPlugins: [remarkTypeHovers(current)] },
    builderConfig: {
      plugins: [
        keepTriggerInRoutes(),
        {
          name: 'rslib-docs:type-hovers-cache',
          // A compiled page holds its blocks' ids and option links, which depend on other
          // files (the types, the reference pages); Rspress's persistent cache keys a page by
          // its own source, so the hover data joins the cache's digest when the cache is on.
          setup(api) {
            api.modifyRsbuildConfig((config: RsbuildConfig) => {
              const cache = config.performance?.buildCache;
              if (!cache || typeof cache !== 'object') return;
              const digest = analysis.blocks.map((block) => block.id).join();
              cache.cacheDigest = [...(cache.cacheDigest ?? []), digest];
            });
          },
        },
      ],
      server: {
        // `rspress dev` serves the data from memory; a build writes the files.
        setup: (context) => {
          if (context.action !== 'dev') return;
          context.server.middlewares.use((req, res, next) => {
            const match = new RegExp(`^${TYPE_HOVERS_PATH}([\\w-]+)\\.json$`).exec(
              req.url?.split('?')[0] ?? '',
            );
            const block = match && byId.get(match[1]);
            if (!block) return next();
            res.setHeader('content-type', contentType('.json'));
            res.end(JSON.stringify(hoverFile(block)));
          });
        },
      },
    },
    afterBuild(config) {
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      writeHoverFiles(path.join(outDir, TYPE_HOVERS_PATH), analysis);
    },
  };
}
