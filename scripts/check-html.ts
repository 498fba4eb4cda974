// Validates every built HTML page with html-validate and the repository's configuration
// (scripts/lib/html-validate-config.ts): duplicate ids, block elements in buttons, unnamed landmarks, … A page
// with an error fails the check; the report names the page, the line and the rule.
//   RSPRESS_OUT_DIR=/tmp/build-x node --import tsx scripts/check-html.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { buildDir, walk } from './lib/build-files.ts';
import config from './lib/html-validate-config.ts';

const validator = new HtmlValidate(new StaticConfigLoader(config));

/** An error html-validate reports: its rule, message and line. */
export interface HtmlError {
  rule: string;
  message: string;
  line: number;
}

/** The errors of one HTML document. */
export async function validateHtml(html: string, name = 'page.html'): Promise<HtmlError[]> {
  const report = await validator.validateString(html, name);
  return report.results.flatMap((result) =>
    result.messages
      .filter((m) => m.severity === 2)
      .map((m) => ({ rule: m.ruleId, message: m.message, line: m.line })),
  );
}

async function main() {
  const files = walk(buildDir, (name) => name.endsWith('.html'));
  if (files.length === 0) throw new Error(`No HTML in ${buildDir}: build the site first.`);
  const byRule = new Map<string, string[]>();
  let failed = 0;
  for (const file of files) {
    const errors = await validateHtml(readFileSync(file, 'utf8'), file);
    if (errors.length === 0) continue;
    failed++;
    for (const error of errors) {
      const list = byRule.get(error.rule) ?? [];
      list.push(`${path.relative(buildDir, file)}:${error.line} ${error.message}`);
      byRule.set(error.rule, list);
    }
  }
  for (const [rule, list] of byRule) {
    console.error(`${rule}: ${list.length} error(s)`);
    for (const line of list.slice(0, 5)) console.error(`  ${line}`);
    if (list.length > 5) console.error(`  … and ${list.length - 5} more`);
  }
  console.log(`check-html: ${files.length} pages, ${failed} with errors`);
  if (failed > 0) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
