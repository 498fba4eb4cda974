import { usePageData } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import { MAIN_CONTENT_ID } from '../../../site/constants';
import { DEFAULT_LANG, isLang, withLang } from '../../../site/locale';
import { useT } from '../../hooks/useT';
import './NotFound.module.scss';

/**
 * The 404 page inside the main landmark. Unlike the theme's, its home link is named by
 * its visible text, in the page's language.
 */
export function NotFound() {
  const { siteData, page } = usePageData();
  const t = useT();
  const defaultVersion = siteData.multiVersion.default;

  // A URL that spells out the default language has no page: drop the prefix.
  const spelledOut = new RegExp(`^/${DEFAULT_LANG}(?=/|$)`);
  if (typeof window !== 'undefined' && spelledOut.test(window.location.pathname)) {
    window.location.replace(window.location.pathname.replace(spelledOut, '') || '/');
    return null;
  }

  const lang = isLang(page.lang) ? page.lang : DEFAULT_LANG;
  const version = defaultVersion && page.version !== defaultVersion ? `/${page.version}` : '';
  const home = version + withLang(lang, '/');

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
