#!/usr/bin/env node
// Checks the wording rules of WRITING.md and TERMINOLOGY.md that a regular expression can see,
// in the prose of every page (docs/en and docs/zh). Code blocks, inline code, link targets,
// heading ids, MDX comments and import lines are not prose and are left out, so a quoted error
// message such as `The following libs are not found` never counts.
//
// English pages:
//   lab-log      a page that reads as a test report: "in our test", "when we checked",
//                "at the time of writing", "opened in Chromium", "passed @arethetypeswrong/cli"
//   spelling     British spellings (behaviour, colour, analyse, licence, …); the site is American
//   consumer     "users" meaning whoever installs the package: "your users", "users of the
//                library", "CommonJS users", "users install/import". "users" stays allowed for
//                people who run Rslib ("Rslib users"), as TERMINOLOGY.md says
//   lib-item     an element of `lib` called an entry ("lib entry") or a bare count noun
//                ("each lib", "two ESM libs"), and "`exports` entry" for a subpath of exports
// Chinese pages:
//   lib-item     bare lib as a count noun: "个 lib", "选择 lib", "lib 配置项", "lib 条目";
//                TERMINOLOGY.md wants "`lib` 项" (and "`lib` 配置项" only for the lib option)
//   consumer     "使用方" for the consumers of a library; TERMINOLOGY.md wants "使用者"
//   lab-log      "在我们的测试中", "我们测试/验证/检查过", "撰写本文时"
//
// A line that must keep a flagged phrase (a quotation, a name) opts out with an MDX comment on
// the line before it: {/* check-editorial: allow <rule> because … */}
//
// Output: docs/<lang>/<file>:<line>: <rule>: <what it found> — <how to fix>. Exit code 1 when
// anything is found. DOCS_DIR points at another copy of the pages
// (tests/repo/check-editorial.test.ts plants a violation).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { docsDir, markdownFiles } from './lib/build-files.ts';

const BRITISH: Record<string, string> = {
  behaviour: 'behavior',
  behaviours: 'behaviors',
  colour: 'color',
  colours: 'colors',
  analyse: 'analyze',
  analysed: 'analyzed',
  analyses: 'analyzes',
  analysing: 'analyzing',
  licence: 'license',
  licences: 'licenses',
  favour: 'favor',
  favourite: 'favorite',
  initialise: 'initialize',
  initialised: 'initialized',
  initialising: 'initializing',
  optimise: 'optimize',
  optimised: 'optimized',
  optimising: 'optimizing',
  optimisation: 'optimization',
  organise: 'organize',
  organised: 'organized',
  recognise: 'recognize',
  recognised: 'recognized',
  customise: 'customize',
  customised: 'customized',
  serialise: 'serialize',
  serialised: 'serialized',
  normalise: 'normalize',
  normalised: 'normalized',
  minimise: 'minimize',
  minimised: 'minimized',
  catalogue: 'catalog',
  centre: 'center',
  artefact: 'artifact',
  artefacts: 'artifacts',
  labelled: 'labeled',
  modelling: 'modeling',
  travelling: 'traveling',
  cancelled: 'canceled',
};

/**
 * Messages printed by Rslib that contain a flagged word. TERMINOLOGY.md keeps quoted messages as
 * printed, so a heading or sentence that quotes one without backticks does not count.
 */
const QUOTED_MESSAGES = [/The following libs are not found/g, /No mf format found in libs/g];

/** Each rule: id, the languages it reads, a global regular expression, and the fix to suggest. */
interface Rule {
  id: string;
  lang: string;
  /** Reads the line with its inline code (see checkPage). */
  raw?: boolean;
  pattern: RegExp;
  fix: string | ((found: string) => string);
}

/** One finding: the 1-based line, the rule, the text it matched and the fix. */
export interface Problem {
  line: number;
  rule: string;
  found: string;
  fix: string;
}

const RULES: Rule[] = [
  {
    id: 'lab-log',
    lang: 'en',
    pattern:
      /\b(?:in our (?:tests?|testing|runs?|checks?)|when we (?:checked|tested|tried|ran|built)|at the time of writing|as of this writing|opened in (?:Chromium|Chrome|Firefox|Safari)|we (?:tested|verified|checked|measured) (?:it|this|that)|this page used|passed @arethetypeswrong|passed `@arethetypeswrong)\b/gi,
    fix: 'state what the package does, in the present tense (WRITING.md, "Words")',
  },
  {
    id: 'spelling',
    lang: 'en',
    pattern: new RegExp(`\\b(?:${Object.keys(BRITISH).join('|')})\\b`, 'gi'),
    fix: (found) => `use the American spelling "${BRITISH[found.toLowerCase()]}"`,
  },
  {
    id: 'consumer',
    lang: 'en',
    pattern:
      /\byour users?(?:'|’)?(?=\W|$)|\busers? of (?:the|your|this|that|a|an|its) (?:library|package|component|module|code)\b|\b(?:CDN|CommonJS|CJS|ESM|downstream|library|package|npm) users?\b|\b(?:library|package)(?:'s|’s) users?\b|\busers? (?:to )?(?:install|import|require|consume|download)(?:s|ed|ing)?\b/gi,
    fix: 'call whoever installs the package a "consumer" (TERMINOLOGY.md); "user" is for people who run Rslib',
  },
  {
    id: 'lib-item',
    lang: 'en',
    pattern:
      /\b(?:each|every|one|two|three|four|both|several|multiple|other|another|second|first|third|per|this|that|ESM|CJS|UMD|MF|IIFE|bundleless) libs?\b(?![\w/-])(?!\.\w)(?! (?:items?|options?|array|field|configurations?|folder|entr(?:y|ies))\b)|\blibs\b(?![\w/-])(?!\.\w)/gi,
    fix: 'an element of `lib` is a "lib item" (TERMINOLOGY.md)',
  },
  {
    id: 'lib-item',
    lang: 'en',
    raw: true,
    pattern: /`?\blib`? entr(?:y|ies)\b|\bentr(?:y|ies) (?:of|in) `lib`/gi,
    fix: 'an element of `lib` is a "lib item", not an entry (TERMINOLOGY.md)',
  },
  {
    id: 'lib-item',
    lang: 'en',
    raw: true,
    pattern:
      /`exports` entr(?:y|ies)\b|\bexports entr(?:y|ies)\b|\bentr(?:y|ies) (?:of|in) `exports`/gi,
    fix: 'say "subpath" or "condition" of `exports`; "entry" is only a source entry (TERMINOLOGY.md)',
  },
  {
    id: 'lib-item',
    lang: 'zh',
    raw: true,
    pattern:
      /个\s*lib(?![\w`])(?!\s*项)|选择\s*lib(?![\w`])(?!\s*项)|(?<![`\w/.-])lib\s*(?:配置项|条目)|(?<![`\w/.-])lib\s*项/g,
    fix: '一个 `lib` 数组元素写作 `lib` 项（TERMINOLOGY.md）；`lib` 配置项 只指 lib 选项本身',
  },
  {
    id: 'consumer',
    lang: 'zh',
    pattern: /使用方/g,
    fix: '库的使用者写作 使用者（TERMINOLOGY.md）',
  },
  {
    id: 'lab-log',
    lang: 'zh',
    pattern: /在我们的测试中|我们(?:测试|验证|检查)过|撰写本文时|截至本文撰写/g,
    fix: '直接陈述包的行为（WRITING.md）',
  },
];

/**
 * The prose of a page, line by line: fenced code blocks, frontmatter, import lines and MDX
 * comments become empty lines (so line numbers stay right); inside a line, inline code
 * (for English rules), link targets and heading ids are blanked.
 */
export function proseLines(source: string): string[] {
  const lines = source.split('\n');
  const out: string[] = [];
  let fence: string | null = null;
  let frontmatter = lines[0] === '---';
  let comment = false;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i];
    if (frontmatter) {
      // Keep frontmatter values (descriptions are prose), drop the delimiters.
      if (i > 0 && line === '---') frontmatter = false;
      out.push(i === 0 || line === '---' ? '' : line);
      continue;
    }
    const marker = line.match(/^\s*(`{3,}|~{3,})/);
    if (marker) {
      if (!fence) fence = marker[1];
      else if (line.trim().startsWith(fence)) fence = null;
      out.push('');
      continue;
    }
    if (fence || /^import\s/.test(line)) {
      out.push('');
      continue;
    }
    if (comment) {
      const end = line.indexOf('*/}');
      if (end === -1) {
        out.push('');
        continue;
      }
      comment = false;
      line = line.slice(end + 3);
    }
    line = line.replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
    const open = line.indexOf('{/*');
    if (open !== -1) {
      comment = true;
      line = line.slice(0, open);
    }
    for (const message of QUOTED_MESSAGES)
      line = line.replace(message, (m) => ' '.repeat(m.length));
    line = line
      .replace(/\]\([^)]*\)/g, ']()')
      .replace(/\{#[\w-]+\}\s*$/, '')
      .replace(/<[^>]*>/g, ' ');
    out.push(line);
  }
  return out;
}

/** Blanks inline code spans, keeping their length. */
function withoutInlineCode(line: string): string {
  return line.replace(/(`+)[^`]*?\1/g, (m) => ' '.repeat(m.length));
}

/** The `allow` comments of a page: line number (1-based) → set of rule ids allowed there. */
function allowances(source: string): Map<number, Set<string>> {
  const allowed = new Map<number, Set<string>>();
  source.split('\n').forEach((line, index) => {
    for (const m of line.matchAll(/check-editorial:\s*allow\s+([\w-]+)/g)) {
      for (const target of [index + 1, index + 2]) {
        if (!allowed.has(target)) allowed.set(target, new Set());
        allowed.get(target)!.add(m[1]);
      }
    }
  });
  return allowed;
}

/** Problems in one page's source, for language `lang`. */
export function checkPage(source: string, lang: string): Problem[] {
  const problems: Problem[] = [];
  const allowed = allowances(source);
  proseLines(source).forEach((raw, index) => {
    const lineNumber = index + 1;
    for (const rule of RULES) {
      if (rule.lang !== lang) continue;
      if (allowed.get(lineNumber)?.has(rule.id)) continue;
      // Rules marked `raw` need to see whether a word sits in backticks (`lib` 项, `exports`
      // entry); everything else reads the line without inline code.
      const line = rule.raw ? raw : withoutInlineCode(raw);
      for (const m of line.matchAll(rule.pattern)) {
        const found = m[0];
        const fix = typeof rule.fix === 'function' ? rule.fix(found) : rule.fix;
        problems.push({ line: lineNumber, rule: rule.id, found, fix });
      }
    }
  });
  return problems;
}

function main() {
  const lines = [];
  for (const lang of ['en', 'zh']) {
    const root = path.join(docsDir, lang);
    for (const file of markdownFiles(root)) {
      const rel = path.relative(root, file).split(path.sep).join('/');
      for (const p of checkPage(readFileSync(file, 'utf8'), lang)) {
        lines.push(`docs/${lang}/${rel}:${p.line}: ${p.rule}: "${p.found.trim()}" — ${p.fix}`);
      }
    }
  }
  if (lines.length) {
    console.log(lines.join('\n'));
    console.log(`\ncheck-editorial: ${lines.length} problem${lines.length === 1 ? '' : 's'}`);
    process.exitCode = 1;
  } else {
    console.log('check-editorial: no problems in docs/en and docs/zh');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
