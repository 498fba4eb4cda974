// Lists the Chinese pages whose English twin was committed after them, with both dates.
// It reports and never fails: a writer may land the English first. The build shows the
// same pages with a notice (plugins/translation-freshness.ts).
import './lib/register-ts.mjs';
import { docsDir } from './lib/build-files.mjs';

const { staleTwins } = await import('../plugins/translation-freshness.ts');
const stale = staleTwins(docsDir);
if (stale.length === 0) {
  console.log('check-freshness: every Chinese page is as recent as its English twin.');
} else {
  console.log(`check-freshness: ${stale.length} Chinese page(s) older than their English twin:`);
  for (const twin of stale) {
    console.log(
      `  docs/${twin.page}  (zh ${twin.pageDate.slice(0, 10)} < en ${twin.sourceDate.slice(0, 10)}, docs/${twin.source})`,
    );
  }
}
