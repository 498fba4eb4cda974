// Commit dates of the pages, read once from git: the sitemap's lastmod and the translation
// freshness notice both use them. A fresh clone resets file times, so git is the truth.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The last commit date of every file under `dir`: absolute path → ISO 8601 date. */
export function gitDates(dir: string): Map<string, string> {
  const dates = new Map<string, string>();
  try {
    const top = execFileSync('git', ['rev-parse', '--show-toplevel'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const log = execFileSync('git', ['log', '--format=%x00%cI', '--name-only', '--', '.'], {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    // Newest commit first: the first date seen for a file is its last commit.
    for (const record of log.split('\0')) {
      const [date, ...files] = record.trim().split('\n');
      if (!date) continue;
      for (const file of files.map((f) => f.trim()).filter(Boolean)) {
        const full = path.join(top, file);
        if (!dates.has(full)) dates.set(full, date.trim());
      }
    }
  } catch {
    // Not a git checkout: every page is dated by its modification time.
  }
  return dates;
}
