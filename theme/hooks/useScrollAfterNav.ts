// Adapted from @rspress/core 2.0.22, dist/theme/logic/useScrollAfterNav.js;
// tests/repo/upstream-copies.test.ts fails when that file changes.
import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
// The delay lets late content lay out first.
import { HASH_SCROLL_DELAY_MS } from '../../site/constants';

function decodeHash(hash: string) {
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}

/** Replaces the theme's hook: after a navigation, scroll to the hash's heading after 100 ms. */
export function useScrollAfterNav() {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page with the same hash scrolls again
  useEffect(() => {
    const id = decodeHash(location.hash).slice(1);
    if (!id) return;
    const timer = setTimeout(() => {
      document.getElementById(id)?.scrollIntoView();
    }, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location.hash, location.pathname]);
}
