// Adapted from @rspress/core 2.0.22, dist/theme/layout/DocLayout/index.js;
// tests/repo/upstream-copies.test.ts fails when that file changes.
import { useSidebarMenu } from '@rspress/core/dist/theme/components/SidebarMenu/useSidebarMenu.js';
import '@rspress/core/dist/theme/layout/DocLayout/index.css';
import { useFrontmatter } from '@rspress/core/runtime';
import {
  DocContent,
  DocFooter,
  type DocLayoutProps,
  Outline,
  Overview,
  Sidebar,
  useWatchToc,
} from '@rspress/core/theme';
import { useT } from '../../hooks/useT';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * The theme's doc layout with named landmarks: the sidebar and the outline are `<aside>`s
 * labelled in the page's language, so a screen reader's landmark list tells them apart; the
 * spacers that stand in for them on pages without a sidebar or outline are plain `<div>`s,
 * not empty landmarks. Same markup and classes otherwise.
 */
export function DocLayout(props: DocLayoutProps) {
  const {
    beforeDocFooter,
    afterDocFooter,
    beforeDoc,
    afterDoc,
    beforeDocContent,
    afterDocContent,
    beforeOutline,
    afterOutline,
    beforeSidebar,
    afterSidebar,
    components,
  } = props;
  const t = useT();
  const { frontmatter } = useFrontmatter();
  const { isOutlineOpen, isSidebarOpen, sidebarMenu, asideLayoutRef, sidebarLayoutRef } =
    useSidebarMenu(beforeOutline, afterOutline);
  const { rspressDocRef } = useWatchToc();
  const isOverviewPage = frontmatter?.overview ?? false;
  const sidebar = frontmatter?.sidebar ?? true;
  const showSidebar = sidebar === true;
  const showSidebarPlaceholder = sidebar === false || sidebar === 'placeholder';
  const isLegacyPlaceholder = sidebar === 'placeholder';
  const { outline: showOutline = true, footer: showDocFooter = true, pageType } = frontmatter;
  const showSidebarMenu = showSidebar || (!isOverviewPage && showOutline);

  if (import.meta.env.SSG_MD) {
    return isOverviewPage ? (
      <Overview content={<DocContent components={components} isOverviewPage />} />
    ) : (
      <DocContent components={components} />
    );
  }
  const isDocWide = pageType === 'doc-wide';
  const spacerStyle = isDocWide ? { width: '0' } : {};
  return (
    <>
      {showSidebarMenu && <div className="rp-doc-layout__menu">{sidebarMenu}</div>}
      {beforeDoc}
      <div
        className={cx(
          'rp-doc-layout__container',
          !showSidebarMenu && 'rp-doc-layout__container--no-menu',
        )}
      >
        {showSidebar ? (
          <aside
            aria-label={t('sidebarLabel')}
            className={cx(
              'rp-doc-layout__sidebar',
              isSidebarOpen && 'rp-doc-layout__sidebar--open',
              'rp-scrollbar',
            )}
            ref={sidebarLayoutRef}
          >
            {beforeSidebar}
            <Sidebar />
            {afterSidebar}
          </aside>
        ) : showSidebarPlaceholder ? (
          <div
            className={cx(
              'rp-doc-layout__sidebar-placeholder',
              isLegacyPlaceholder && 'rp-doc-layout__sidebar-placeholder--legacy',
            )}
            style={spacerStyle}
          />
        ) : null}
        {isOverviewPage ? (
          <main className="rp-doc-layout__overview">
            {beforeDocContent}
            <Overview content={<DocContent components={components} isOverviewPage />} />
            {afterDocContent}
          </main>
        ) : (
          <div className={cx('rp-doc-layout__doc', isDocWide && 'rp-doc-layout__doc--wide')}>
            <main className="rp-doc-layout__doc-container">
              {beforeDocContent}
              <div className="rp-doc rspress-doc" ref={rspressDocRef}>
                <DocContent components={components} />
              </div>
              {afterDocContent}
              {beforeDocFooter}
              {showDocFooter && <DocFooter />}
              {afterDocFooter}
            </main>
          </div>
        )}
        {isOverviewPage ? null : showOutline ? (
          <aside
            aria-label={t('outlineLabel')}
            className={cx(
              'rp-doc-layout__outline',
              isOutlineOpen && 'rp-doc-layout__outline--open',
              'rp-scrollbar',
            )}
            ref={asideLayoutRef}
          >
            {beforeOutline}
            <Outline />
            {afterOutline}
          </aside>
        ) : (
          <div className="rp-doc-layout__outline-placeholder" style={spacerStyle} />
        )}
      </div>
      {afterDoc}
    </>
  );
}
