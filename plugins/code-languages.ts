// The languages Shiki loads before the first page is highlighted. Rspress loads grammars
// lazily, as pages that use them are compiled, and a grammar that embeds another one only
// highlights the embedded part when that one is already loaded: the YAML frontmatter in a
// `md` block came out colored or plain depending on whether a page with a `yaml` block had
// been compiled first. Loading every language the docs use up front makes the output the
// same in every build.
import { readFileSync } from 'node:fs';
import type { UserConfig } from '@rspress/core';
import { markdownFiles } from '../site/pages';

type ShikiLanguage = NonNullable<
  NonNullable<NonNullable<UserConfig['markdown']>['shiki']>['langs']
>[number];

/** Fence "languages" that are plain text to Shiki: no grammar to load. */
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', 'ansi']);

/**
 * Every fence language used in the `.md` and `.mdx` files under `docsRoot`, sorted. Shiki
 * checks the names when it creates the highlighter: an unknown one stops the build.
 */
export function docsCodeLanguages(docsRoot: string): ShikiLanguage[] {
  const langs = new Set<string>();
  for (const file of markdownFiles(docsRoot))
    for (const [, lang] of readFileSync(file, 'utf8').matchAll(/^ *(?:`{3,}|~{3,})([\w+-]+)/gm))
      if (!PLAIN.has(lang.toLowerCase())) langs.add(lang.toLowerCase());
  return [...langs].sort() as ShikiLanguage[];
}
