// The fields of a record that the index keeps apart, each with its own weight
// (search/ranking.ts, RANKING.field; search/engine.ts, weight).
import type { HitType } from './types';

export const TITLE = 0;
export const HEADING = 1;
export const PARENT = 2;
export const CONTENT = 3;
export const GROUP = 4;
/** The words of the section's code blocks (the code tier). */
export const CODE = 5;
/**
 * The words of the section's anchor that its heading does not already have. The Chinese pages
 * keep English anchors (`## 监听模式 {#watch-mode}`), so a reader on /zh who types the English
 * term (`--watch`, `watch mode`) finds the section that is about it.
 */
export const ANCHOR = 6;
export const FIELDS = 7;
export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** A record's heading level: 1 for a page title … 6, and 7 for a text under a heading. */
export function levelOf(type: HitType): number {
  return type === 'content' ? 7 : Number(type.slice(3));
}
