import { useHead, usePage, useSite } from '@rspress/core/runtime';
import { alternates, HTML_LANG, ogLocale, routeIn, type SiteLang } from './urls';

interface Feed {
  url: string;
  mime: string;
  language?: string;
}

/**
 * The head contract of every page: html lang, canonical URL, the en, zh and x-default
 * alternates, Open Graph locale and URL, a description in the page's language, and the
 * blog feed link. These are kept in the head state, so client-side navigation updates
 * them. Pages that exist in one language only (the 404 pages) get no alternates.
 */
export function SeoHead() {
  const { page } = usePage();
  const { site } = useSite();
  const lang: SiteLang = page.lang === 'zh' ? 'zh' : 'en';
  const origin = site.siteOrigin.replace(/\/$/, '');
  const isNotFound = page.pageType === '404';
  const canonical = origin + routeIn(lang, page.routePath);
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

  useHead({
    htmlAttrs: { lang: HTML_LANG[lang] },
    link: isNotFound
      ? []
      : [
          { rel: 'canonical', href: canonical },
          ...alternates(origin, page.routePath).map((link) => ({
            ...link,
            tagPriority: 'high' as const,
          })),
          ...feeds,
        ],
    meta: [
      { property: 'og:locale', content: ogLocale(lang) },
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
