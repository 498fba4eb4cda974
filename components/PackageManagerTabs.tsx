// Pages import the theme's PackageManagerTabs from here, not from '@theme'. The '@theme'
// barrel sits in the entry chunk, and Rspack keeps every export that any page uses reachable
// from it, so a component taken from the barrel (with its five icons) lands in the first load
// of every page. From its own module it goes only into the route chunks of the pages using it.
import { PackageManagerTabs as ThemeTabs } from '@rspress/core/dist/theme/components/PackageManagerTabs/index.js';
import { type ComponentProps, useEffect, useRef } from 'react';

/**
 * The theme's package-manager tabs with the WAI-ARIA tabs pattern (roles, states, roving
 * tabindex, arrow keys), which `./tabs-keyboard` adds after hydration. Selecting still goes
 * through the theme's click handler, so the choice is remembered as before (the theme's
 * storage key, shared by every tab group).
 */
export function PackageManagerTabs(props: ComponentProps<typeof ThemeTabs>) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cleanup: (() => void) | undefined;
    let mounted = true;
    import('./tabs-keyboard').then(({ enhanceTabs }) => {
      if (mounted && ref.current) cleanup = enhanceTabs(ref.current);
    });
    return () => {
      mounted = false;
      cleanup?.();
    };
  }, []);
  // The Markdown build (llms.txt) renders the theme's tabs alone, as text.
  if ((import.meta as unknown as { env: { SSG_MD?: boolean } }).env.SSG_MD)
    return <ThemeTabs {...props} />;
  return (
    <div ref={ref} style={{ display: 'contents' }}>
      <ThemeTabs {...props} />
    </div>
  );
}
