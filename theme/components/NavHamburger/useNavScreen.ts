import { useLocation } from '@rspress/core/runtime';
import { useCallback, useEffect, useState } from 'react';

/** The spec's mobile breakpoint: the full-screen menu closes at this width or wider (§2.3). */
const MOBILE_MENU_MAX_WIDTH = 768;

/** Open state of the full-screen menu: it closes on a route change and on a wide window. */
export function useNavScreen() {
  const { pathname, hash } = useLocation();
  const [isScreenOpen, setOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: every route change closes the menu
  useEffect(() => setOpen(false), [pathname, hash]);
  useEffect(() => {
    if (!isScreenOpen) return;
    const onResize = () => {
      if (window.outerWidth >= MOBILE_MENU_MAX_WIDTH) setOpen(false);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [isScreenOpen]);
  const toggleScreen = useCallback(() => setOpen((open) => !open), []);
  return { isScreenOpen, toggleScreen };
}
