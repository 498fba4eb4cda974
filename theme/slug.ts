// Stands in for `@rspress/shared/github-slugger` in the site's bundles (alias in
// rspress.config.ts). The theme's FallbackHeading is its only importer in the browser, for
// the ids of overview group headings; the original carries a 3 KB (gzip) table of Unicode
// ranges to every page, while the engine already knows the Unicode categories. Same rule:
// lower-case, drop every character that is not a letter, mark, number, connector, space or
// hyphen, then spaces become hyphens. tests/repo/slug.test.ts compares both on every
// heading of the docs.

const NOT_IN_SLUG = /[^\p{L}\p{M}\p{N}\p{Pc} -]/gu;

export function slug(value: unknown, maintainCase = false): string {
  if (typeof value !== 'string') return '';
  return (maintainCase ? value : value.toLowerCase()).replace(NOT_IN_SLUG, '').replace(/ /g, '-');
}

/** Unique slugs within one document: a repeated slug gets `-1`, `-2`, … */
export default class BananaSlug {
  private occurrences: Record<string, number> = Object.create(null);

  slug(value: unknown, maintainCase = false): string {
    const base = slug(value, maintainCase === true);
    let result = base;
    while (Object.hasOwn(this.occurrences, result)) {
      this.occurrences[base]++;
      result = `${base}-${this.occurrences[base]}`;
    }
    this.occurrences[result] = 0;
    return result;
  }

  reset() {
    this.occurrences = Object.create(null);
  }
}
