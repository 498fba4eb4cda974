import { useI18n } from '@rspress/core/runtime';
import type strings from '../../i18n.json';

/** `useI18n` typed with every key of i18n.json, so a missing string fails type-checking. */
export const useT = () => useI18n<typeof strings>();
