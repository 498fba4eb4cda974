// Adapted from @rspress/core 2.0.22, dist/theme/components/Outline/index.js; its navigation is named.
import { ScrollToTop } from '@rspress/core/dist/theme/components/Outline/ScrollToTop.js';
import { useSite } from '@rspress/core/runtime';
import { EditLink, LlmsCopyRow, LlmsOpenRow, ReadPercent, Toc } from '@rspress/core/theme';
import { useT } from '../../hooks/useT';
import '@rspress/core/dist/theme/components/Outline/index.css';

/**
 * The theme's outline (@rspress/core dist/theme/components/Outline), with its list of headings
 * named: a doc page has two navigation landmarks, the breadcrumbs above the title
 * (plugins/orientation.ts) and this one, and each needs a name of its own.
 */
export function Outline() {
  const t = useT();
  const {
    site: {
      themeConfig: { enableScrollToTop = true, llmsUI },
    },
  } = useSite();
  const placement = typeof llmsUI === 'object' ? (llmsUI?.placement ?? 'title') : 'title';
  return (
    <div className="rp-outline">
      <div className="rp-outline__title">
        {t('outlineTitle')}
        <ReadPercent size={14} strokeWidth={2} />
      </div>
      <nav className="rp-outline__toc rp-scrollbar" aria-label={t('outlineLabel')}>
        <Toc />
      </nav>
      <div className="rp-outline__divider" />
      <div className="rp-outline__bottom">
        <EditLink isOutline />
        {import.meta.env.ENABLE_LLMS_UI && placement === 'outline' && (
          <>
            <LlmsCopyRow />
            <LlmsOpenRow />
          </>
        )}
        {enableScrollToTop && <ScrollToTop />}
      </div>
    </div>
  );
}
