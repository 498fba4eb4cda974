import type { Lang } from './locale';

/**
 * The picture a link to the site shows when shared: one per language, committed in
 * docs/public/og/. Its alt text is the `shareImageAlt` string of i18n.json.
 */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

export function shareImagePath(lang: Lang): string {
  return `/og/rslib-${lang}.png`;
}
