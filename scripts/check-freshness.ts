// Lists the Chinese pages whose English twin changed after they were last checked (a review
// mark, or else git dates). It reports and never fails: a writer may land the English first.
// The build shows the same pages with a notice (plugins/translation-freshness.ts).
//
//   npm run check:freshness                              list the stale twins
//   npm run check:freshness -- --mark docs/zh/<page>.mdx  record that the twin was checked
//                                                       against the English page as it is now
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { docsDir } from './lib/build-files.ts';

const { staleTwins, REVIEW_FIELD, sourceHash } = await import(
  '../plugins/translation-freshness.ts'
);

/** Writes the review mark into a Chinese page's front matter (adding front matter if needed). */
function mark(file: string): void {
  const zh = path.resolve(file);
  const relative = path.relative(path.join(docsDir, 'zh'), zh);
  if (relative.startsWith('..') || !/\.mdx?$/.test(zh)) {
    console.error(`check-freshness: ${file} is not a page under docs/zh/.`);
    process.exit(1);
  }
  const hash = sourceHash(readFileSync(path.join(docsDir, 'en', relative), 'utf8'));
  const line = `${REVIEW_FIELD}: ${hash}`;
  const page = readFileSync(zh, 'utf8');
  const field = new RegExp(`^${REVIEW_FIELD}:.*$`, 'm');
  const frontMatter = page.match(/^---\r?\n([\s\S]*?)\r?\n---/);
  const next = !frontMatter
    ? `---\n${line}\n---\n\n${page}`
    : field.test(frontMatter[1])
      ? page.replace(frontMatter[0], frontMatter[0].replace(field, line))
      : page.replace(frontMatter[0], `---\n${frontMatter[1]}\n${line}\n---`);
  writeFileSync(zh, next);
  console.log(
    `check-freshness: docs/zh/${relative.split(path.sep).join('/')} reviewed against docs/en/${relative.split(path.sep).join('/')} (${hash}).`,
  );
}

const marks = process.argv.includes('--mark')
  ? process.argv.slice(process.argv.indexOf('--mark') + 1)
  : [];
if (process.argv.includes('--mark')) {
  if (marks.length === 0) {
    console.error(
      'check-freshness: --mark needs the Chinese pages to mark, e.g. --mark docs/zh/guide/start/index.mdx',
    );
    process.exit(1);
  }
  for (const file of marks) mark(file);
  process.exit(0);
}

/** When each twin last changed, to the minute when both changed on the same day. */
function dates(twin: ReturnType<typeof staleTwins>[number]): string {
  const day = (iso: string) => iso.slice(0, 10);
  const sameDay = day(twin.sourceDate) === day(twin.pageDate);
  const when = (iso: string) =>
    sameDay ? `${day(iso)} ${new Date(iso).toISOString().slice(11, 16)} UTC` : day(iso);
  return `English last changed ${when(twin.sourceDate)}, Chinese ${when(twin.pageDate)}`;
}

const stale = staleTwins(docsDir);
if (stale.length === 0) {
  console.log('check-freshness: every Chinese page is up to date with its English twin.');
} else {
  const pages = stale.length === 1 ? '1 Chinese page' : `${stale.length} Chinese pages`;
  console.log(`check-freshness: ${pages} may lag behind the English twin:`);
  for (const twin of stale) {
    const page = `docs/${twin.page}`;
    const text = readFileSync(path.join(docsDir, twin.page), 'utf8').split('\n');
    const markLine = text.findIndex((line) => line.startsWith(`${REVIEW_FIELD}:`));
    const why = twin.byDate
      ? `no review mark, and ${dates(twin)}`
      : `docs/${twin.source} changed since the review mark`;
    console.log(`  ${page}:${markLine + 1 || 1}: ${why}.`);
  }
  console.log(
    'Update each Chinese page and mark it, or, if it already says what the English says, just mark it:\n  npm run check:freshness -- --mark docs/zh/<page>.mdx',
  );
}
