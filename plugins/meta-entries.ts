// A `_meta.json` entry whose page is missing (deleted or renamed, still listed in the sidebar).
// Rspress builds the sidebar of both languages in one module that every page imports
// (`virtual-site-data`), and one missing file makes that module fail: in `rspress dev` every page
// broke until the file came back (issue 27). So:
// - `rspress build` stops before Rspress starts, with one line per entry naming the `_meta.json`
//   (with its line), the entry and the page it expected;
// - `rspress dev` prints the same lines and leaves the entry out of the sidebar, and the rest of
//   the site keeps working. Rspress reads `_meta.json` with `fs.promises.readFile`
//   (`@rspress/core/dist/node/auto-nav-sidebar/utils.js`, `readJson`), so in dev that read is
//   where the entry is dropped: the file on disk is left alone. Listed under Patches in
//   ARCHITECTURE.md; `tests/repo/meta-entries.test.ts` fails when the dev server stops
//   answering with a page missing.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import fsPromises from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

const EXTENSIONS = ['.mdx', '.md'];

type MetaEntry = string | { type?: string; name?: string; [key: string]: unknown };

interface MissingEntry {
  /** The `_meta.json`, relative to the repository: `docs/en/guide/start/_meta.json`. */
  meta: string;
  /** Its line that names the entry (1-based). */
  line: number;
  /** The entry's name as written: `"my-topic"`. */
  name: string;
  /** What it needs, relative to the repository: `docs/en/guide/start/my-topic.mdx`. */
  expected: string;
  /** Whether the entry is a folder (`"type": "dir"`). */
  dir: boolean;
}

/** The entry's own name and whether it is a folder; links and section headers have no file. */
function entryTarget(entry: MetaEntry): { name: string; dir: boolean } | undefined {
  if (typeof entry === 'string') return { name: entry, dir: false };
  if (typeof entry?.name !== 'string') return;
  if (entry.type === 'file') return { name: entry.name, dir: false };
  if (entry.type === 'dir') return { name: entry.name, dir: true };
  return;
}

function exists(folder: string, target: { name: string; dir: boolean }): boolean {
  const full = path.join(folder, target.name);
  if (target.dir) return existsSync(full) && statSync(full).isDirectory();
  if (EXTENSIONS.includes(path.extname(full))) return existsSync(full);
  return EXTENSIONS.some((ext) => existsSync(full + ext));
}

/** The entries of one `_meta.json` whose page or folder is missing. */
function missingIn(metaFile: string, text: string, entries: MetaEntry[]): MissingEntry[] {
  const folder = path.dirname(metaFile);
  const lines = text.split('\n');
  const relative = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/');
  const missing: MissingEntry[] = [];
  for (const entry of entries) {
    const target = entryTarget(entry);
    if (!target || exists(folder, target)) continue;
    const quoted = JSON.stringify(target.name);
    const line = lines.findIndex((l) => l.includes(quoted)) + 1;
    const base = path.join(folder, target.name);
    missing.push({
      meta: relative(metaFile),
      line: line || 1,
      name: target.name,
      dir: target.dir,
      expected: target.dir || path.extname(base) ? relative(base) : `${relative(base)}.mdx`,
    });
  }
  return missing;
}

/** Every `_meta.json` below `docsRoot`. */
function metaFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'public' && entry.name !== 'node_modules') {
      metaFiles(full, out);
    } else if (entry.name === '_meta.json') out.push(full);
  }
  return out;
}

/** Every `_meta.json` entry below `docsRoot` whose page or folder is missing. */
function missingMetaEntries(docsRoot: string): MissingEntry[] {
  return metaFiles(docsRoot).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    let entries: unknown;
    try {
      entries = JSON.parse(text);
    } catch {
      return []; // Rspress names a file that does not parse.
    }
    return Array.isArray(entries) ? missingIn(file, text, entries) : [];
  });
}

/** One line per entry: where it is, what it expected, how to fix it. */
function describeMissing(entry: MissingEntry): string {
  const what = entry.dir ? 'folder' : 'page';
  return `${entry.meta}:${entry.line}: lists ${JSON.stringify(entry.name)}, but there is no ${what} ${entry.expected}. Create it, or remove ${JSON.stringify(entry.name)} from ${entry.meta}.`;
}

/** An error that the CLI prints as its message alone, without a stack of this plugin's frames. */
function plainError(message: string): Error {
  const error = new Error(message);
  error.stack = message;
  return error;
}

let docsRootInDev: string | undefined;
const reported = new Set<string>();

/** In dev, Rspress's read of a `_meta.json` returns it without its missing entries (see the top). */
function dropMissingEntriesOnRead() {
  const read = fsPromises.readFile;
  const patched = (async (...args: Parameters<typeof read>) => {
    const [file] = args;
    const content = await read(...args);
    if (!docsRootInDev || typeof file !== 'string' || path.basename(file) !== '_meta.json') {
      return content;
    }
    if (!path.resolve(file).startsWith(docsRootInDev + path.sep)) return content;
    const text = String(content);
    let entries: unknown;
    try {
      entries = JSON.parse(text);
    } catch {
      return content;
    }
    if (!Array.isArray(entries)) return content;
    const missing = missingIn(path.resolve(file), text, entries);
    if (missing.length === 0) return content;
    for (const entry of missing) {
      const line = describeMissing(entry);
      if (!reported.has(line)) console.error(`error   ${line} The sidebar leaves it out.`);
      reported.add(line);
    }
    const names = new Set(missing.map((m) => m.name));
    const kept = entries.filter((entry: MetaEntry) => {
      const target = entryTarget(entry);
      return !target || !names.has(target.name);
    });
    return JSON.stringify(kept);
  }) as typeof read;
  fsPromises.readFile = patched;
}

export function pluginMetaEntries(): RspressPlugin {
  return {
    name: 'rslib-docs:meta-entries',
    config(config, _utils, isProd) {
      const docsRoot = path.resolve(config.root ?? 'docs');
      if (isProd) {
        const missing = missingMetaEntries(docsRoot);
        if (missing.length > 0) {
          const count =
            missing.length === 1 ? '1 sidebar entry has' : `${missing.length} sidebar entries have`;
          throw plainError(`${count} no page:\n${missing.map(describeMissing).join('\n')}`);
        }
        return config;
      }
      // A restart (Rspress restarts dev when a page is added or deleted) reports again.
      reported.clear();
      if (!docsRootInDev) dropMissingEntriesOnRead();
      docsRootInDev = docsRoot;
      return config;
    },
  };
}
