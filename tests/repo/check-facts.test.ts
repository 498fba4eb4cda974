// check:facts is only worth its place in npm test if it catches a page that went wrong. This plants
// a wrong default for lib.format in a copy of the pages (both twins, so the twin check stays quiet)
// and expects the check to fail with a message that names the page, the field, what the page says
// and what the package does, once.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { docsDir, RUN_TS, repoRoot } from '../../scripts/lib/build-files.ts';

const STATED = `default="'esm'"`;
const PLANTED = `default="'cjs'"`;

test('check:facts fails on a planted wrong default of lib.format', { timeout: 120_000 }, () => {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'rslib-docs-facts-'));
  try {
    for (const lang of ['en', 'zh']) {
      cpSync(path.join(docsDir, lang, 'config'), path.join(copy, lang, 'config'), {
        recursive: true,
      });
      const page = path.join(copy, lang, 'config', 'lib', 'format.mdx');
      const text = readFileSync(page, 'utf8');
      assert.ok(text.includes(STATED), `${lang}/config/lib/format.mdx no longer states ${STATED}`);
      writeFileSync(page, text.replace(STATED, PLANTED));
    }
    const run = spawnSync(
      process.execPath,
      [...RUN_TS, 'scripts/check-facts.ts', '--only=lib.format'],
      {
        cwd: repoRoot,
        env: { ...process.env, DOCS_DIR: copy },
        encoding: 'utf8',
      },
    );
    const output = `${run.stdout}${run.stderr}`;
    assert.equal(run.status, 1, output);
    assert.match(output, /en\/config\/lib\/format\.mdx:\d+ lib\.format, default/);
    assert.match(output, /found \(the page\): 'cjs'/);
    assert.match(output, /expected \(@rslib\/core [\d.]+\): resolves it as 'esm'/);
    // One wrong default is one problem, whatever number of cases (formats, targets) shows it.
    assert.match(output, /check-facts: 1 problem \(/);
    assert.equal(output.split('lib.format, default').length - 1, 1, output);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
