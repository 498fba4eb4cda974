import { useLocation, useSite } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { NAVBAR_SCROLL_THROTTLE_MS } from '../../../site/constants';
import { throttle } from '../../hooks/throttle';
import { type NavbarState, resolveNavbarMode } from './mode';

function setState(state: NavbarState) {
  document.documentElement.dataset.navbar = state;
}

/**
 * Applies `themeConfig.hideNavbar` (Rspress 2 accepts the setting but does not act on
 * it): `always` hides the bar, `auto` hides it while the reader scrolls down and shows
 * it again on the way up, `never` keeps it. The state is a `data-navbar` attribute on
 * <html>, which the stylesheet turns into the bar's position and `--rp-nav-height`.
 */
export function NavbarVisibility() {
  const { site } = useSite();
  const { search } = useLocation();
  const mode = resolveNavbarMode(site.themeConfig.hideNavbar, search);

  useEffect(() => {
    if (mode === 'off') return setState('off');
    if (mode === 'always') return setState('hidden');
    setState('shown');
    if (mode === 'never') return;

    let lastY = window.scrollY;
    const onScroll = throttle(() => {
      const y = window.scrollY;
      const navHeight = document.querySelector('.rp-nav')?.getBoundingClientRect().height ?? 0;
      if (y > lastY && y > navHeight) setState('hidden');
      else if (y < lastY) setState('shown');
      lastY = y;
    }, NAVBAR_SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, [mode]);

  return null;
}
