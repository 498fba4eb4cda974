// check:editorial is only worth running if it catches a page that breaks a wording rule and stays
// quiet on the pages as they are. This plants one violation of each rule in a copy of the pages
// (DOCS_DIR) and expects the check to fail with a line per violation that names the page, the line,
// the rule, what it found and the fix; then it runs the check on the real pages and expects none.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { docsDir, RUN_TS, repoRoot } from '../../scripts/lib/build-files.ts';

function runCheck(env = {}) {
  const run = spawnSync(process.execPath, [...RUN_TS, 'scripts/check-editorial.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const EN_PLANT = [
  'In our test the behaviour of each lib was stable, and your users import it.',
  'Every lib entry has an id, and an `exports` entry names the file.',
  // Not violations: quoted messages, inline code, people who run Rslib, and an allowed line.
  'The build fails with The following libs are not found, and `colour` is a key. Rslib users run it.',
  '{/* check-editorial: allow spelling because it quotes a title */}',
  'The Colour Out of Space.',
].join('\n');

const ZH_PLANT = [
  '两个 lib 会分别构建，见[选择 lib](/guide/basic/cli#lib-filter)，库的使用方需要安装它。',
  // Not violations: the lib option itself and a lib item written with backticks.
  '`lib` 配置项是一个数组，其中每个 `lib` 项构建一种格式。',
].join('\n');

test('check:editorial fails on planted violations and names each one', { timeout: 60_000 }, () => {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'rslib-docs-editorial-'));
  try {
    // Only the glossary, so that a problem on another page cannot change the count below.
    for (const lang of ['en', 'zh']) {
      const page = path.join(lang, 'guide', 'start', 'glossary.mdx');
      cpSync(path.join(docsDir, page), path.join(copy, page));
    }
    const enPage = path.join(copy, 'en', 'guide', 'start', 'glossary.mdx');
    const zhPage = path.join(copy, 'zh', 'guide', 'start', 'glossary.mdx');
    const enLines = readFileSync(enPage, 'utf8').split('\n').length;
    const zhLines = readFileSync(zhPage, 'utf8').split('\n').length;
    writeFileSync(enPage, `${readFileSync(enPage, 'utf8')}\n${EN_PLANT}\n`);
    writeFileSync(zhPage, `${readFileSync(zhPage, 'utf8')}\n${ZH_PLANT}\n`);

    const { status, output } = runCheck({ DOCS_DIR: copy });
    assert.equal(status, 1, output);
    const first = enLines + 1;
    const expected = [
      [`docs/en/guide/start/glossary.mdx:${first}: lab-log: "In our test"`, 'present tense'],
      [`docs/en/guide/start/glossary.mdx:${first}: spelling: "behaviour"`, '"behavior"'],
      [`docs/en/guide/start/glossary.mdx:${first}: lib-item: "each lib"`, 'lib item'],
      [`docs/en/guide/start/glossary.mdx:${first}: consumer: "your users"`, 'consumer'],
      [`docs/en/guide/start/glossary.mdx:${first + 1}: lib-item: "lib entry"`, 'lib item'],
      [`docs/en/guide/start/glossary.mdx:${first + 1}: lib-item: "\`exports\` entry"`, 'subpath'],
      [`docs/zh/guide/start/glossary.mdx:${zhLines + 1}: lib-item: "个 lib"`, '`lib` 项'],
      [`docs/zh/guide/start/glossary.mdx:${zhLines + 1}: lib-item: "选择 lib"`, '`lib` 项'],
      [`docs/zh/guide/start/glossary.mdx:${zhLines + 1}: consumer: "使用方"`, '使用者'],
    ];
    for (const [start, fix] of expected) {
      const line = output.split('\n').find((l) => l.startsWith(start));
      assert.ok(line, `expected a line starting with ${start}\n${output}`);
      assert.ok(line.includes(' — ') && line.includes(fix), `no fix in: ${line}`);
    }
    // Exactly the planted violations: the quoted message, inline code, "Rslib users", the
    // allowed line and the backticked Chinese forms are not reported.
    const reported = output.split('\n').filter((l) => l.startsWith('docs/'));
    assert.equal(reported.length, expected.length, output);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

test('check:editorial passes on the pages as they are', { timeout: 60_000 }, () => {
  const { status, output } = runCheck({ DOCS_DIR: '' });
  assert.equal(status, 0, output);
});
