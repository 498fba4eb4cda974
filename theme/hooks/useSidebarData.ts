// Adapted from @rspress/core 2.0.22, dist/runtime/hooks/useSidebar.js (`useSidebarDynamic`, `createInitialSidebar`);
// tests/repo/upstream-copies.test.ts fails when that file changes.
import { useActiveMatcher, useSidebar } from '@rspress/core/runtime';
import { useLayoutEffect, useRef, useState } from 'react';

// Replaces the runtime's `useSidebarDynamic` for our Sidebar. The runtime's hook builds its
// first state from a copy of the sidebar config, then in a layout effect on mount sets it
// again from the config itself: a new array with the same content, set while the first
// commit runs, so the whole sidebar (50 to 100 items) renders a second time synchronously
// in the longest task of the page load (bench/PERFORMANCE.md). In the browser this hook
// starts from the config itself, as the runtime's effect ends up doing, and skips that
// mount-time set. On later navigations it behaves as the runtime's hook: the effect marks the
// groups on the new page's path as open, in the config itself, so groups stay as the reader
// left them from page to page.

type SidebarData = ReturnType<typeof useSidebar>;
type SidebarItem = SidebarData[number];
type Matcher = (link: string) => boolean;

/** The runtime's `createInitialSidebar`: opens every group that holds the current page. */
function openActiveGroups(raw: SidebarData, isActive: Matcher): SidebarData {
  const cache = new WeakMap<object, boolean>();
  const holdsActive = (item: SidebarItem): boolean => {
    const known = cache.get(item);
    if (known !== undefined) return known;
    const result =
      ('link' in item && Boolean(item.link) && isActive(item.link as string)) ||
      ('items' in item && item.items.some((child) => holdsActive(child as SidebarItem)));
    cache.set(item, result);
    return result;
  };
  const visit = (item: SidebarItem) => {
    if (!('items' in item)) return;
    for (const child of item.items) visit(child as SidebarItem);
    if (holdsActive(item)) (item as { collapsed?: boolean }).collapsed = false;
  };
  const flat = raw.filter(Boolean).flat() as SidebarData;
  for (const item of flat) visit(item);
  return flat;
}

export function useSidebarData() {
  const raw = useSidebar();
  const isActive = useActiveMatcher();
  // The prerender renders every page in one process: it works on a copy, so that one page's
  // open groups do not leak into the next page's HTML.
  const [sidebar, setSidebar] = useState(() =>
    openActiveGroups(typeof window === 'undefined' ? structuredClone(raw) : raw, isActive),
  );
  const mounted = useRef(false);
  useLayoutEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    setSidebar(openActiveGroups(raw, isActive));
  }, [raw, isActive]);
  return [sidebar, setSidebar] as const;
}
