import strings from '../i18n.json';
import { HTML_LANG, LANGS, type Lang, withLang } from './locale';

/** One RSS feed per language; the blog pages of that language feed it. */
interface BlogFeed {
  id: `blog-${Lang}`;
  /** The docs folder the feed collects pages from. */
  lang: Lang;
  /** Feed language as RSS readers expect it. */
  language: string;
  /** From i18n.json (`feedTitle`, `feedDescription`). */
  title: string;
  description: string;
  /** Route prefix of the blog pages that belong to this feed. */
  routePrefix: string;
}

export const blogFeeds: BlogFeed[] = LANGS.map((lang) => ({
  id: `blog-${lang}`,
  lang,
  language: HTML_LANG[lang],
  title: strings.feedTitle[lang],
  description: strings.feedDescription[lang],
  routePrefix: withLang(lang, '/blog/'),
}));
