// plugins/git-dates.ts dates the sitemap's lastmod and the translation notice. Its keys must
// be the paths the build uses for the files; a checkout reached through a symbolic link (as in
// some CI workspaces) once made every look-up miss, so every page got its file time, the same
// instant in a fresh clone. This builds a small repository with two commits on two days and
// reads it through a link.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';

const { gitDates } = await import('../../plugins/git-dates.ts');

const scratch = mkdtempSync(path.join(tmpdir(), 'git-dates-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

function commitAt(repo: string, date: string, file: string, text: string) {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), text);
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, env, stdio: 'ignore' });
  git('add', file);
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', file);
}

test('each file gets its own last commit date, also through a symbolic link', () => {
  const real = path.join(scratch, 'real');
  mkdirSync(real);
  execFileSync('git', ['init', '-q'], { cwd: real });
  commitAt(real, '2025-01-02T03:04:05Z', 'docs/en/a.mdx', 'a');
  commitAt(real, '2025-02-03T04:05:06Z', 'docs/en/b.mdx', 'b');
  commitAt(real, '2025-03-04T05:06:07Z', 'outside.txt', 'o');
  const link = path.join(scratch, 'link');
  symlinkSync(real, link);

  for (const checkout of [real, link]) {
    const docs = path.join(checkout, 'docs');
    const dates = gitDates(docs);
    assert.equal(
      new Date(dates.get(path.join(docs, 'en/a.mdx'))!).toISOString(),
      '2025-01-02T03:04:05.000Z',
    );
    assert.equal(
      new Date(dates.get(path.join(docs, 'en/b.mdx'))!).toISOString(),
      '2025-02-03T04:05:06.000Z',
    );
    // Files outside the folder are not listed.
    assert.equal(dates.size, 2, checkout);
  }
});
