// check:errors keeps the error reference complete: every message that @rslib/core and
// rsbuild-plugin-dts throw or log has an entry on docs/{en,zh}/guide/faq/errors.mdx. This
// deletes one entry from a copy of both twins (through DOCS_DIR) and expects the check to fail
// with the message of that entry; the real pages must pass.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { docsDir, RUN_TS, repoRoot } from '../../scripts/lib/build-files.ts';

const PAGE = path.join('guide', 'faq', 'errors.mdx');
const HEADING = '{#duplicate-entry}';

function runCheck(env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, [...RUN_TS, 'scripts/check-errors.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The page without the section whose heading carries `id`, up to the next heading. */
function withoutEntry(text: string, id: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^#{2,3} /.test(line) && line.includes(id));
  assert.ok(start >= 0, `no heading with ${id}`);
  let end = start + 1;
  while (end < lines.length && !/^#{2,3} /.test(lines[end])) end++;
  return [...lines.slice(0, start), ...lines.slice(end)].join('\n');
}

test('check:errors passes on the real error reference', { timeout: 60_000 }, () => {
  const { status, output } = runCheck();
  assert.equal(status, 0, output);
  const count = Number(output.match(/check:errors: (\d+) messages/)?.[1]);
  assert.ok(count > 50, `only ${count} messages read from the packages:\n${output}`);
});

test('check:errors fails on a page with one entry deleted', { timeout: 60_000 }, () => {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'rslib-docs-errors-'));
  try {
    for (const lang of ['en', 'zh']) {
      const text = readFileSync(path.join(docsDir, lang, PAGE), 'utf8');
      const target = path.join(copy, lang, PAGE);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, withoutEntry(text, HEADING));
    }
    const { status, output } = runCheck({ DOCS_DIR: copy });
    assert.equal(status, 1, output);
    assert.match(output, /en\/guide\/faq\/errors\.mdx: no entry for the message of @rslib\/core/);
    assert.match(output, /zh\/guide\/faq\/errors\.mdx: no entry/);
    assert.match(
      output,
      /Duplicate entry \$\{…\} from \$\{…\} and \$\{…\}, which may lead to the incorrect output/,
    );
    // Only that entry is missing: the other messages still match.
    assert.match(output, /check:errors: 2 missing/);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
