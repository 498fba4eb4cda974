import { useLocation, useSite } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { NAVBAR_READER_INPUT_MS, NAVBAR_SCROLL_THROTTLE_MS } from '../../../site/constants';
import { throttle } from '../../hooks/throttle';
import { type NavbarState, resolveNavbarMode } from './mode';

function setState(state: NavbarState) {
  document.documentElement.dataset.navbar = state;
}

/**
 * Applies `themeConfig.hideNavbar` (Rspress 2 accepts the setting but does not act on
 * it): `always` hides the bar, `auto` hides it while the reader scrolls down and shows
 * it again on the way up (scrolls the reader did not make keep it as it is), `never` keeps it. The state is a `data-navbar` attribute on
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

    // Only the reader's own scrolling moves the bar. A jump to a #hash (on load, from the
    // outline, after a search) is not the reader scrolling down: hiding the bar then would set
    // scroll-padding-top to 0 mid-jump and leave the heading at the very top edge, or under the
    // bar once it returns (e2e/navigation.spec.ts, hash tests).
    let lastInput = Number.NEGATIVE_INFINITY;
    let pointerHeld = false;
    const onInput = () => {
      lastInput = Date.now();
    };
    const onPointer = (event: Event) => {
      pointerHeld = event.type === 'pointerdown';
      onInput();
    };
    const inputs = ['wheel', 'touchmove', 'keydown'] as const;
    const pointers = ['pointerdown', 'pointerup', 'pointercancel'] as const;
    let lastY = window.scrollY;
    const onScroll = throttle(() => {
      const y = window.scrollY;
      if (pointerHeld || Date.now() - lastInput <= NAVBAR_READER_INPUT_MS) {
        const navHeight = document.querySelector('.rp-nav')?.getBoundingClientRect().height ?? 0;
        if (y > lastY && y > navHeight) setState('hidden');
        else if (y < lastY) setState('shown');
      }
      lastY = y;
    }, NAVBAR_SCROLL_THROTTLE_MS);
    for (const type of inputs) window.addEventListener(type, onInput, { passive: true });
    for (const type of pointers) window.addEventListener(type, onPointer, { passive: true });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      for (const type of inputs) window.removeEventListener(type, onInput);
      for (const type of pointers) window.removeEventListener(type, onPointer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [mode]);

  return null;
}
