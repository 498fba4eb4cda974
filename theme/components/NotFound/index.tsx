import { usePageData } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import '@rspress/core/dist/theme/layout/NotFountLayout/index.css';
import { useT } from '../../hooks/useT';
import { MAIN_CONTENT_ID } from '../SkipLink';

/**
 * The 404 page inside the main landmark. Unlike the theme's, its home link is named by
 * its visible text, in the page's language.
 */
export function NotFound() {
  const { siteData, page } = usePageData();
  const t = useT();
  const defaultLang = siteData.lang;
  const defaultVersion = siteData.multiVersion.default;

  // A URL that spells out the default language has no page: drop the prefix.
  if (defaultLang && typeof window !== 'undefined') {
    const prefix = new RegExp(`/${defaultLang}(\\/|$)`);
    if (prefix.test(window.location.pathname)) {
      window.location.replace(window.location.pathname.replace(prefix, '/'));
      return null;
    }
  }

  let home = '/';
  if (defaultVersion && page.version !== defaultVersion) home += `${page.version}/`;
  if (defaultLang && page.lang !== defaultLang) home += `${page.lang}/`;

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="rp-not-found">
      <p className="rp-not-found__error-code">404</p>
      <h1 className="rp-not-found__title">{t('notFoundText')}</h1>
      <div className="rp-not-found__divider" />
      <div className="rp-not-found__action">
        <Link className="rp-not-found__home-link" href={home}>
          {t('takeMeHomeText')}
        </Link>
      </div>
    </main>
  );
}
