/**
 * The one owner of the site's languages and of the `/zh` route rule. Everything that
 * needs to know which language a path is in, or the same page in the other language,
 * asks this module (theme, plugins, scripts and tests alike). See ARCHITECTURE.md,
 * "Languages and routes".
 */

export const LANGS = ['en', 'zh'] as const;
export type Lang = (typeof LANGS)[number];

/** English is served at the root; every other language under `/<lang>/`. */
export const DEFAULT_LANG: Lang = 'en';

/** A text in every language of the site: the one shape for bilingual site data. */
export type Localized<T = string> = Record<Lang, T>;

/** `<html lang>` and RSS `<language>` values. */
export const HTML_LANG: Localized = { en: 'en', zh: 'zh-CN' };

/** `og:locale` values. */
export const OG_LOCALE: Localized = { en: 'en_US', zh: 'zh_CN' };

const PREFIX = /^\/zh(?=\/|$)/;

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The language of a site path: `/zh/guide/` → zh, `/guide/` → en. */
export function langOf(path: string): Lang {
  return PREFIX.test(path) ? 'zh' : DEFAULT_LANG;
}

/** The path without its language prefix: `/zh/guide/` → `/guide/`, `/zh` → `/`. */
export function stripLang(path: string): string {
  const rest = path.replace(PREFIX, '');
  return rest === '' ? '/' : rest;
}

/** The same page in `lang`: `withLang('zh', '/guide/')` → `/zh/guide/`. */
export function withLang(lang: Lang, path: string): string {
  const pure = stripLang(path);
  return lang === DEFAULT_LANG ? pure : `/${lang}${pure}`;
}

/** The language of a file under `docs/` from its path relative to `docs/`: `zh/a.mdx` → zh. */
export function langOfDocFile(relativePath: string): Lang {
  const first = relativePath.split(/[\\/]/)[0];
  return isLang(first) ? first : DEFAULT_LANG;
}
