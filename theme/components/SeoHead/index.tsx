import { routePathToMdPath, useHead, usePage, useSite } from '@rspress/core/runtime';
import {
  DEFAULT_LANG,
  HTML_LANG,
  isLang,
  LANGS,
  langOf,
  OG_LOCALE,
  withLang,
} from '../../../site/locale';
import { MANIFEST_FILE } from '../../../site/offline';
import { SHARE_IMAGE, shareImagePath } from '../../../site/share';
import { useT } from '../../hooks/useT';

interface Feed {
  url: string;
  mime: string;
  language?: string;
}

/**
 * The head contract of every page: html lang, canonical URL, the en, zh and x-default
 * alternates, Open Graph and Twitter card tags, a description in the page's language, and
 * the blog feed link, and the web app manifest of the page's language. These are kept in the head state, so client-side navigation updates
 * them. Pages that exist in one language only (the 404 pages) get no alternates.
 */
export function SeoHead() {
  const { page } = usePage();
  const { site } = useSite();
  // Page data knows the language even of an unknown path (a 404 under /zh/ is Chinese).
  const lang = isLang(page.lang) ? page.lang : langOf(page.routePath);
  const origin = site.siteOrigin.replace(/\/$/, '');
  const isNotFound = page.pageType === '404';
  // A moved page (frontmatter `redirectTo: /new/route`) forwards to its new address on any
  // static host: a meta refresh in the served HTML, and the new address as canonical.
  const redirectTo = page.frontmatter?.redirectTo;
  const target = typeof redirectTo === 'string' ? withLang(lang, redirectTo) : undefined;
  const canonical = origin + (target ?? withLang(lang, page.routePath));
  // Rspress falls back to the site description, which is English; a page without its own
  // description gets its language's.
  const ownDescription = (page as { description?: string }).description;
  const locales = site.locales as { lang: string; description?: string }[] | undefined;
  const localeDescription = locales?.find((l) => l.lang === lang)?.description;
  const description = ownDescription ? undefined : localeDescription;
  const feeds = ((page as { feeds?: Feed[] }).feeds ?? []).map((feed) => ({
    rel: 'alternate',
    type: feed.mime,
    href: feed.url,
    // The head keeps one alternate per hreflang: a feed in a page language ('en') would
    // replace that page alternate, so it goes without one.
    ...(feed.language && !['en', 'zh', 'x-default'].includes(feed.language)
      ? { hreflang: feed.language }
      : {}),
  }));
  // A dated page is a blog post: an article, with its publication date.
  const date = page.frontmatter?.date;
  const published = date ? new Date(String(date)) : undefined;
  const isArticle = published !== undefined && !Number.isNaN(published.getTime());
  const t = useT();
  const image = origin + shareImagePath(lang);

  useHead({
    htmlAttrs: { lang: HTML_LANG[lang] },
    link: [
      // The installable app of the page's language (plugins/service-worker.ts).
      { rel: 'manifest', href: withLang(lang, `/${MANIFEST_FILE}`) },
      ...(isNotFound
        ? []
        : target
          ? [{ rel: 'canonical', href: canonical }]
          : [
              { rel: 'canonical', href: canonical },
              ...LANGS.map((hreflang) => ({
                rel: 'alternate',
                hreflang,
                href: origin + withLang(hreflang, page.routePath),
                tagPriority: 'high' as const,
              })),
              {
                rel: 'alternate',
                hreflang: 'x-default',
                href: origin + withLang(DEFAULT_LANG, page.routePath),
                tagPriority: 'high' as const,
              },
              ...feeds,
              // For AI tools: the page as Markdown and the language's llms.txt (plugins/machine-files.ts).
              {
                rel: 'alternate',
                type: 'text/markdown',
                href: origin + routePathToMdPath(page.routePath),
              },
              { rel: 'describedby', href: origin + withLang(lang, '/llms.txt') },
            ]),
    ],
    meta: [
      ...(target ? [{ 'http-equiv': 'refresh', content: `0; url=${target}` }] : []),
      { property: 'og:locale', content: OG_LOCALE[lang] },
      { property: 'og:site_name', content: 'Rslib' },
      { property: 'og:type', content: isArticle ? 'article' : 'website' },
      ...(isArticle
        ? [{ property: 'article:published_time', content: published.toISOString().slice(0, 10) }]
        : []),
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: String(SHARE_IMAGE.width) },
      { property: 'og:image:height', content: String(SHARE_IMAGE.height) },
      { property: 'og:image:alt', content: t('shareImageAlt') },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:image', content: image },
      ...(isNotFound ? [] : [{ property: 'og:url', content: canonical }]),
      ...(isNotFound ? [{ name: 'robots', content: 'noindex' }] : []),
      ...(description
        ? [
            { name: 'description', content: description, tagPriority: 'high' as const },
            { property: 'og:description', content: description, tagPriority: 'high' as const },
          ]
        : []),
    ],
  });
  return null;
}
