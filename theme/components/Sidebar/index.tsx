// Adapted from @rspress/core 2.0.22, dist/theme/components/Sidebar/index.js;
// tests/repo/upstream-copies.test.ts fails when that file changes.
import { SidebarList } from '@rspress/core/theme-original';
import { useSidebarData } from '../../hooks/useSidebarData';

/** The theme's Sidebar, with sidebar state that does not render the list twice on load. */
export function Sidebar() {
  const [sidebarData, setSidebarData] = useSidebarData();
  return <SidebarList sidebarData={sidebarData} setSidebarData={setSidebarData} />;
}
