export type SiteLang = 'en' | 'zh';

const OG_LOCALE: Record<SiteLang, string> = { en: 'en_US', zh: 'zh_CN' };
export const HTML_LANG: Record<SiteLang, string> = { en: 'en', zh: 'zh-CN' };

/** The route without its language prefix: `/zh/guide/` → `/guide/`. */
export function pureRoute(routePath: string) {
  return routePath.replace(/^\/zh(\/|$)/, '/');
}

export function routeIn(lang: SiteLang, routePath: string) {
  const pure = pureRoute(routePath);
  return lang === 'en' ? pure : `/zh${pure === '/' ? '/' : pure}`;
}

/** Rspress writes the en and zh alternates; x-default (the English page) is ours. */
export function defaultAlternate(origin: string, routePath: string) {
  return { rel: 'alternate', hreflang: 'x-default', href: origin + routeIn('en', routePath) };
}

/**
 * The en, zh and x-default alternates. Rspress writes en and zh into the served HTML only;
 * keeping them in the head state as well updates them on client-side navigation.
 */
export function alternates(origin: string, routePath: string) {
  return [
    { rel: 'alternate', hreflang: 'en', href: origin + routeIn('en', routePath) },
    { rel: 'alternate', hreflang: 'zh', href: origin + routeIn('zh', routePath) },
    defaultAlternate(origin, routePath),
  ];
}

export function ogLocale(lang: SiteLang) {
  return OG_LOCALE[lang];
}
