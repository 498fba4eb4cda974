import { useLocation, usePage, warmPageData } from '@rspress/core/runtime';
import { Layout as BaseLayout } from '@rspress/core/theme-original';
import { useEffect, useLayoutEffect } from 'react';
import { MAIN_CONTENT_ID } from '../../../site/constants';
import { BlogFeedLink } from '../BlogFeedLink';
import { HomeLayout } from '../HomeLayout';
import { Launcher } from '../Launcher';
import { LauncherIcon } from '../Launcher/LauncherIcon';
import { NavbarVisibility } from '../NavbarVisibility';
import { NotFound } from '../NotFound';
import { RouteAnnouncer } from '../RouteAnnouncer';
import { SearchHighlight } from '../SearchHighlight';
import { SeoHead } from '../SeoHead';
import { SkipLink } from '../SkipLink';
import { UpdateNotice } from '../UpdateNotice';

/** Marks the document once React has hydrated, so tests and scripts can wait for it. */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * Saves the first page a full re-render. Rspress's App, in a layout effect on mount, looks
 * for the page's data in its cache, misses it (the client entry stores it in a slot that
 * lookup skips) and loads it again, then sets it as a new object: the whole page, the MDX
 * content, the sidebar and every link render a second time, in one long task right after
 * hydration. Putting the data it already has where the lookup finds it makes that
 * `setData` a no-op. Children's layout effects run before their parent's, so this runs
 * first; on later navigations it does nothing (mount only).
 */
function KeepFirstPageData() {
  const { page } = usePage();
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first page only
  useLayoutEffect(() => {
    warmPageData(pathname, page);
  }, []);
  return null;
}

export function Layout() {
  return (
    <BaseLayout
      top={
        <>
          <KeepFirstPageData />
          <SkipLink />
          <SeoHead />
          <NavbarVisibility />
          <HydrationMark />
          <SearchHighlight />
          <RouteAnnouncer />
          <UpdateNotice />
        </>
      }
      beforeNavTitle={<Launcher trigger={<LauncherIcon />} />}
      beforeDocContent={<span id={MAIN_CONTENT_ID} tabIndex={-1} />}
      afterDocContent={<BlogFeedLink />}
      HomeLayout={HomeLayout}
      NotFoundLayout={NotFound}
    />
  );
}
