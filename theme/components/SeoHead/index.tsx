import { useHead, usePage, useSite } from '@rspress/core/runtime';
import { defaultAlternate, HTML_LANG, ogLocale, routeIn, type SiteLang } from './urls';

/**
 * The head contract of every page: html lang, canonical URL, the x-default alternate and
 * Open Graph locale and URL. Pages that exist in one language only (the 404 pages)
 * get no alternates.
 */
export function SeoHead() {
  const { page } = usePage();
  const { site } = useSite();
  const lang: SiteLang = page.lang === 'zh' ? 'zh' : 'en';
  const origin = site.siteOrigin.replace(/\/$/, '');
  const isNotFound = page.pageType === '404';
  const canonical = origin + routeIn(lang, page.routePath);

  useHead({
    htmlAttrs: { lang: HTML_LANG[lang] },
    link: isNotFound
      ? []
      : [{ rel: 'canonical', href: canonical }, defaultAlternate(origin, page.routePath)],
    meta: [
      { property: 'og:locale', content: ogLocale(lang) },
      ...(isNotFound ? [] : [{ property: 'og:url', content: canonical }]),
      ...(isNotFound ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
  });
  return null;
}
