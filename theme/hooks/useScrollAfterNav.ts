import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';

/** The spec's delay before scrolling to the URL's hash, so late content has laid out. */
const HASH_SCROLL_DELAY_MS = 100;

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
