import { usePage } from '@rspress/core/runtime';
import { useEffect, useRef, useState } from 'react';
import { HTML_LANG, isLang } from '../../../site/locale';
import { serviceWorkerEnabled } from '../../../site/offline';
import { useT } from '../../hooks/useT';
import styles from './UpdateNotice.module.scss';

type Worker = typeof import('../../deferred/service-worker');

/**
 * Offline reading (site/offline.ts): after the page has loaded, registers the service worker
 * from a chunk of its own (theme/deferred/service-worker.ts), so a page's first load carries
 * only this component. When a new deploy's worker takes over, says so in a polite live region with
 * a Reload button; the worker fetches pages network first, so the reload shows the new build.
 */
export function UpdateNotice() {
  const t = useT();
  const { page } = usePage();
  const lang = isLang(page.lang) ? page.lang : 'en';
  const [updated, setUpdated] = useState(false);
  const worker = useRef<Worker>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: registers once, for the first page's language
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !serviceWorkerEnabled) return;
    if (!('serviceWorker' in navigator)) return;
    const start = () => {
      import('../../deferred/service-worker').then((mod) => {
        worker.current = mod;
        mod.registerServiceWorker(lang, () => setUpdated(true));
      });
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);

  // A reader who moves to the other language gets that language's search index offline too.
  useEffect(() => {
    worker.current?.warmSearchIndex(lang);
  }, [lang]);

  return (
    // A live region without a role: an empty role=status outside the landmarks would be read
    // before the page (e2e/screen-reader.spec.ts); the text is still announced when it appears.
    <div
      className={styles.notice}
      aria-live="polite"
      data-open={updated || undefined}
      lang={HTML_LANG[lang]}
    >
      {updated && (
        <>
          <span>{t('updateNoticeText')}</span>
          <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
            {t('updateReloadText')}
          </button>
        </>
      )}
    </div>
  );
}
