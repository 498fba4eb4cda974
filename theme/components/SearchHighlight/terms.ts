/** Words too common to be worth marking on a page. */
const SKIP = new Set(
  'a an and are as at be by can do does for from how i in is it my not of on or the to what when why with you'.split(
    ' ',
  ),
);

/** At most this many distinct words are marked, so a pasted error does not paint the page. */
const MAX_TERMS = 8;

/**
 * The words of a search query worth marking: split on spaces and punctuation that is not part
 * of an identifier (`output.distPath`, `--no-dts`, `@rslib/core` stay whole), lowercased,
 * without filler words and single Latin letters. Chinese runs are kept as they are.
 */
export function highlightTerms(query: string): string[] {
  const out: string[] = [];
  for (const raw of query.toLowerCase().split(/[\s"'`“”‘’()[\]{}<>,;:!?，。；：！？、（）]+/u)) {
    const word = raw.replace(/^[.\-/]+|[.\-/]+$/g, '');
    if (!word || SKIP.has(word)) continue;
    if (word.length === 1 && /[a-z0-9]/.test(word)) continue;
    if (!out.includes(word)) out.push(word);
    if (out.length === MAX_TERMS) break;
  }
  // Longer words first, so a word inside another is not marked on its own there.
  return out.sort((a, b) => b.length - a.length);
}
