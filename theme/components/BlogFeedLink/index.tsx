import { usePage } from '@rspress/core/runtime';
import { useT } from '../../hooks/useT';
import styles from './BlogFeedLink.module.scss';

/** A visible subscribe link on pages that belong to a feed (the blog pages). */
export function BlogFeedLink() {
  const t = useT();
  const { page } = usePage();
  const feed = (page as { feeds?: { url: string; mime: string }[] }).feeds?.[0];
  if (!feed) return null;
  return (
    <p className={styles.feed}>
      <a href={feed.url} type={feed.mime}>
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="5" cy="19" r="2.5" fill="currentColor" />
          <path
            d="M3 10a11 11 0 0 1 11 11h-3a8 8 0 0 0-8-8zm0-6a17 17 0 0 1 17 17h-3A14 14 0 0 0 3 7z"
            fill="currentColor"
          />
        </svg>
        {t('rssLinkText')}
      </a>
    </p>
  );
}
