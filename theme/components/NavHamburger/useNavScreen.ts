// Adapted from @rspress/core 2.0.22, dist/theme/components/NavHamburger/useNavScreen.js;
// tests/repo/upstream-copies.test.ts fails when that file changes.
import { useLocation } from '@rspress/core/runtime';
import { useCallback, useEffect, useState } from 'react';
import { MOBILE_MAX_WIDTH } from '../../../site/constants';

/** Open state of the full-screen menu: it closes on a route change and on a wide window. */
export function useNavScreen() {
  const { pathname, hash } = useLocation();
  const [isScreenOpen, setOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: every route change closes the menu
  useEffect(() => setOpen(false), [pathname, hash]);
  useEffect(() => {
    if (!isScreenOpen) return;
    const onResize = () => {
      if (window.outerWidth >= MOBILE_MAX_WIDTH) setOpen(false);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [isScreenOpen]);
  const toggleScreen = useCallback(() => setOpen((open) => !open), []);
  return { isScreenOpen, toggleScreen };
}
