import { Layout as BaseLayout } from '@rspress/core/theme-original';
import { useEffect } from 'react';
import { A11yEnhancements } from '../A11yEnhancements';
import { BlogFeedLink } from '../BlogFeedLink';
import { HomeLayout } from '../HomeLayout';
import { Launcher } from '../Launcher';
import { LauncherIcon } from '../Launcher/LauncherIcon';
import { NavbarVisibility } from '../NavbarVisibility';
import { NotFound } from '../NotFound';
import { SeoHead } from '../SeoHead';
import { MAIN_CONTENT_ID, SkipLink } from '../SkipLink';

/** Marks the document once React has hydrated, so tests and scripts can wait for it. */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

export function Layout() {
  return (
    <BaseLayout
      top={
        <>
          <SkipLink />
          <SeoHead />
          <NavbarVisibility />
          <HydrationMark />
          <A11yEnhancements />
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
