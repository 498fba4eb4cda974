// Other tools' option names, read from the option tables of the migration pages (Node, at build
// time), so that each mapping is written once, on the page, and search agrees with it. A table
// row such as
//   | `outDir` | [`output.distPath`](/config/rsbuild/output#output-dist-path) | … |
// says that a reader who types `outDir` looks for `output.distPath`. The build writes the
// mappings into the first index tier (`crossTool`); the engine adds the Rslib names to the query
// (search/vocabulary.ts). Tools without a migration page are in search/lexicon.ts (CROSS_TOOL).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATION_TOOLS } from './lexicon';
import type { CrossToolEntry, SearchRecord } from './types';

/** The migration pages with option tables, and the tool each one is about. */
const MIGRATION_PAGES = Object.entries(MIGRATION_TOOLS).map(([slug, tool]) => ({
  file: `guide/migration/${slug}.mdx`,
  tool,
}));

/**
 * Commands and words in the tables' first columns that are not option names: the tools' own
 * commands (`father build`, `modern build`) and values.
 */
const NOT_OPTIONS = new Set([
  ...Object.values(MIGRATION_TOOLS).map((tool) => tool.split(/[ .]/)[0]),
  'rslib',
  'true',
  'false',
  'npx',
  'boolean',
]);

/**
 * The option path a code span starts with (`outDir`, `output.distPath: true`), or null for a
 * value or a command. A switch inside an object counts as part of the path:
 * `dts: { resolve: true }` → dts.resolve.
 */
function optionPath(code: string): string | null {
  const m = code.match(
    /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(?![\w$-])(?:\s*:\s*\{\s*([A-Za-z_$][\w$]*)\s*:\s*(?:true|false)\b)?/,
  );
  if (!m || NOT_OPTIONS.has(m[1])) return null;
  return m[2] ? `${m[1]}.${m[2]}` : m[1];
}

const last = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/** The cells of a Markdown table row (`\|` is a pipe inside a cell). */
function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());
}

/** The code spans of a cell, outside parentheses (`banner`, `footer` (`js`, `css`)). */
const codeSpans = (cell: string) =>
  [...cell.replace(/\([^)]*\)/g, '').matchAll(/`([^`]+)`/g)].map((m) => m[1].trim());

/**
 * The mappings of one migration page: every option named in a table's first column, with the
 * Rslib options named in the second column of the same row. Rows whose second column names no
 * option ("No option") map nothing: the page's own text answers them.
 */
export function parseMigrationTables(
  mdx: string,
  tool: string,
  /** The last segments of Rslib's option names, lower-cased (lib.umdName → umdname). */
  options: ReadonlySet<string>,
): CrossToolEntry[] {
  const out = new Map<string, Set<string>>();
  const lines = mdx.split('\n');
  let inFence = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence || !line.trim().startsWith('|')) continue;
    // A header row is followed by the delimiter row; body rows follow it.
    if (/^\s*\|[\s:|-]+\|\s*$/.test(line) || /^\s*\|[\s:|-]+\|\s*$/.test(lines[i + 1] ?? ''))
      continue;
    const [from, to] = cells(line);
    // Rows that start with an option name; others describe defaults.
    if (!from?.startsWith('`') || to === undefined) continue;
    const targets = codeSpans(to)
      .map((span) => optionPath(span.replace(/\s*:\s*\{.*$/, '')))
      .filter(
        (t): t is string =>
          t !== null &&
          !/\.(?:json|[cm]?[jt]s)$/.test(t) &&
          (t.includes('.') || options.has(t.toLowerCase())),
      );
    if (!targets.length) continue;
    const terms = codeSpans(from)
      .map(optionPath)
      .filter((t): t is string => t !== null);
    for (const term of terms) {
      // `banner`, `footer` → lib.banner, lib.footer: each term keeps the target named like it,
      // and such a target adds nothing to the query (format → lib.format).
      if (targets.some((t) => last(t) === last(term))) continue;
      const useful = targets.filter((t) => !terms.some((other) => last(other) === last(t)));
      if (!useful.length) continue;
      const set = out.get(term) ?? new Set<string>();
      for (const t of useful) set.add(t);
      out.set(term, set);
    }
  }
  return [...out].map(([term, targets]) => [tool, term, [...targets]]);
}

/** The mappings of every migration page of a language (pages that do not exist are skipped). */
export function crossToolEntries(
  docsRoot: string,
  lang: string,
  options: ReadonlySet<string>,
): CrossToolEntry[] {
  return MIGRATION_PAGES.flatMap(({ file, tool }) => {
    const source = path.join(docsRoot, lang, file);
    return existsSync(source)
      ? parseMigrationTables(readFileSync(source, 'utf8'), tool, options)
      : [];
  });
}

/**
 * The last segments of the option names that the config pages document (their titles and
 * headings, such as `lib.umdName` or `output.distPath`), lower-cased.
 */
export function optionNames(records: readonly SearchRecord[]): Set<string> {
  const out = new Set<string>();
  for (const r of records) {
    if (!/\/config\//.test(r.url)) continue;
    for (const title of Object.values(r.hierarchy))
      if (title && /^[A-Za-z_$][\w$.]*$/.test(title)) out.add(last(title));
  }
  return out;
}
