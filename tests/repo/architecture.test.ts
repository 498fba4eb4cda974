// ARCHITECTURE.md is the map a newcomer reads first: every top-level folder of the
// repository must be in its folder table, and every folder it names must exist.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const doc = readFileSync(path.join(root, 'ARCHITECTURE.md'), 'utf8');

/** Folders named in the first column of the Folders table: "| `docs/` | …". */
function documentedFolders() {
  const section = doc.slice(
    doc.indexOf('## Folders'),
    doc.indexOf('\n## ', doc.indexOf('## Folders') + 1),
  );
  return [...section.matchAll(/^\| `([^`/]+)\/` \|/gm)].map((m) => m[1]);
}

/** Top-level folders git tracks (so build output and node_modules do not count). */
function trackedFolders() {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
  return [...new Set(files.filter((f) => f.includes('/')).map((f) => f.split('/')[0]))];
}

test('every top-level folder is described in ARCHITECTURE.md', () => {
  const documented = new Set(documentedFolders());
  const missing = trackedFolders().filter((folder) => !documented.has(folder));
  assert.deepEqual(missing, [], `add these folders to the Folders table of ARCHITECTURE.md`);
});

test('every folder ARCHITECTURE.md describes exists', () => {
  const gone = documentedFolders().filter((folder) => !existsSync(path.join(root, folder)));
  assert.deepEqual(gone, [], 'remove these folders from ARCHITECTURE.md or restore them');
});

test('code comments point to ARCHITECTURE.md, not to documents outside the repository', () => {
  const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.cjs', '*.scss'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && existsSync(path.join(root, file)));
  const outside = files.filter((file) =>
    /\b(DESIGN\.md|SPEC\.md|RSLIB-1\.0-NOTES\.md)\b/.test(
      readFileSync(path.join(root, file), 'utf8'),
    ),
  );
  assert.deepEqual(outside, []);
});

test('doc pages take components from their own modules, not from the @theme barrel', () => {
  // The barrel is in the entry chunk, and Rspack keeps every export a page uses reachable
  // from it: a component a page imports from '@theme' ships with every page (WRITING.md).
  const docs = execFileSync('git', ['ls-files', 'docs/**/*.md', 'docs/**/*.mdx'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && existsSync(path.join(root, file)));
  const fromBarrel = docs.filter((file) =>
    /^import\s[^;]*\sfrom\s+['"]@theme['"]/m.test(readFileSync(path.join(root, file), 'utf8')),
  );
  assert.deepEqual(fromBarrel, [], "import from '@components/…' instead");
});
