// Adapted from @rspress/core 2.0.22, dist/theme/components/EditLink/index.js and dist/theme/components/EditLink/useEditLink.js;
// the edit and report links of this site's own repository (site/repo.ts).
import { usePage, useSite } from '@rspress/core/runtime';
import { IconEdit, Link, SvgWrapper } from '@rspress/core/theme-original';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useT } from '../../hooks/useT';
// The theme's footer style of the edit link, which came with the component this replaces.
import '@rspress/core/dist/theme/components/EditLink/index.css';
import { currentAnchor, issueUrl } from './report';

/**
 * "Edit this page" (the page's own source in this site's repository, `site/repo.ts`) and,
 * next to it, "Report a problem with this page": a new issue prefilled with the page's
 * address, the heading the reader is at and the text they selected, all read when the link
 * is pressed (before the press moves the selection). Without JavaScript, or before the press,
 * the link carries the page's address. Rendered in the footer and in the outline
 * (`isOutline`), as the theme's EditLink (@rspress/core dist/theme/components/EditLink).
 */
export function EditLink({ isOutline }: { isOutline?: boolean }) {
  const { page } = usePage();
  const { site } = useSite();
  const t = useT();
  const row = isOutline ? 'rp-outline__action-row ' : '';
  const title = page.title;
  const address = site.siteOrigin.replace(/\/$/, '') + page.routePath;
  // As the theme's useEditLink: shown when both a base URL (site/repo.ts) and a text are set.
  const base = site.themeConfig.editLink?.docRepoBaseUrl;
  const text = t('editLinkText');
  const fresh = (event: MouseEvent<HTMLAnchorElement> | KeyboardEvent<HTMLAnchorElement>) => {
    const selection = getSelection();
    event.currentTarget.href = issueUrl(
      title,
      address + currentAnchor(selection),
      String(selection ?? '').trim(),
    );
  };
  return (
    <>
      {base && text && (
        <Link
          href={base.replace(/\/?$/, '/') + String(page._relativePath).replace(/\\/g, '/')}
          className={`${row}rp-edit-link`}
        >
          {isOutline && <SvgWrapper icon={IconEdit} width="16" height="16" />}
          <span>{text}</span>
        </Link>
      )}
      <a
        href={issueUrl(title, address)}
        className={`${row}rp-report-link`}
        target="_blank"
        rel="noopener noreferrer"
        onMouseDown={fresh}
        onKeyDown={fresh}
      >
        <span>{t('reportProblemText')}</span>
      </a>
    </>
  );
}
