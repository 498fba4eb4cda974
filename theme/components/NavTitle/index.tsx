// Adapted from @rspress/core 2.0.22, dist/theme/components/NavTitle/index.js;
// tests/repo/upstream-copies.test.ts fails when that file changes.
import {
  addLeadingSlash,
  addTrailingSlash,
  normalizeImagePath,
  useLang,
  useSite,
} from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import '@rspress/core/dist/theme/components/NavTitle/index.css';

/**
 * The site title in the navbar. The theme's gives both logo images (light and dark) the same
 * `id="logo"` and the alt text "logo", so a page had a duplicate id and a screen reader read
 * "logo logo Rslib". The images here are decorative (alt=""): the link's name is its text.
 */
export function NavTitle() {
  const { site } = useSite();
  const lang = useLang();
  const home = lang === (site.lang ?? '') ? '/' : addLeadingSlash(addTrailingSlash(lang));
  const { logo, logoText, logoHref } = site;
  const image = (src: string, variant?: 'light' | 'dark') => (
    <img
      key={variant ?? 'logo'}
      src={normalizeImagePath(src)}
      alt=""
      className={`rspress-logo rp-nav__title__logo-image${variant ? ` rp-nav__title__logo-image--${variant}` : ''}`}
    />
  );
  return (
    <div className="rp-nav__title">
      <Link href={logoHref || home} className="rp-nav__title__link">
        {logo && (
          <div className="rp-nav__title__logo">
            {typeof logo === 'string'
              ? image(logo)
              : [image(logo.light, 'light'), image(logo.dark, 'dark')]}
          </div>
        )}
        <span>{logoText || site.title || 'Home'}</span>
      </Link>
    </div>
  );
}
