// Commit dates of the pages, read once from git: the sitemap's lastmod and the translation
// freshness notice both use them. A fresh clone resets file times, so git is the truth.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The last commit date of every file under `dir`: absolute path → ISO 8601 date.
 *
 * The keys are `dir` joined with the names git prints relative to it (`--relative`), so they
 * match the paths the build has for the same files. Keys built from
 * `git rev-parse --show-toplevel` did not: git prints the real path, and a checkout reached
 * through a symbolic link (a CI workspace, a mounted folder) has another one, so every look-up
 * missed and each page fell back to its file time, the same instant for every file of a fresh clone.
 */
export function gitDates(dir: string): Map<string, string> {
  const dates = new Map<string, string>();
  const root = path.resolve(dir);
  try {
    const log = execFileSync(
      'git',
      ['log', '--format=%x00%cI', '--name-only', '--relative', '--', '.'],
      {
        cwd: dir,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    // Newest commit first: the first date seen for a file is its last commit.
    for (const record of log.split('\0')) {
      const [date, ...files] = record.trim().split('\n');
      if (!date) continue;
      for (const file of files.map((f) => f.trim()).filter(Boolean)) {
        const full = path.join(root, file);
        if (!dates.has(full)) dates.set(full, date.trim());
      }
    }
  } catch {
    // Not a git checkout: every page is dated by its modification time.
  }
  return dates;
}
