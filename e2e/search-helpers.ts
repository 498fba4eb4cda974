// Helpers for the search specs (spec 2.8): the two languages, their texts, and the modal.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { indexPath } from '../search/settings';

const strings = JSON.parse(readFileSync('i18n.json', 'utf8')) as Record<
  string,
  { en: string; zh: string }
>;

export interface Language {
  lang: 'en' | 'zh';
  /** Route prefix: '' or '/zh'. */
  base: string;
  /** A doc page to start from. */
  home: string;
  text: (key: string) => string;
  /** The spec's fixed texts. */
  errorTitle: string;
  noRecent: string;
}

export const LANGUAGES: Language[] = [
  {
    lang: 'en',
    base: '',
    home: '/guide/start/',
    text: (key) => strings[key].en,
    errorTitle: 'Unable to fetch results',
    noRecent: 'No recent searches',
  },
  {
    lang: 'zh',
    base: '/zh',
    home: '/zh/guide/start/',
    text: (key) => strings[key].zh,
    errorTitle: '无法获取结果',
    noRecent: strings['search.noRecentSearchesText'].zh,
  },
];

export const ERROR_HELP_EN = 'You might want to check your network connection.';

export function searchButton(page: Page, language: Language) {
  return page
    .locator('.rp-nav')
    .getByRole('button', { name: language.text('searchPlaceholderText') });
}

export const modal = (page: Page) => page.locator('.DocSearch-Modal');
export const input = (page: Page) => page.locator('.DocSearch-Input');
export const hits = (page: Page) => page.locator('.DocSearch-Dropdown .DocSearch-Hit');
export const selectedHit = (page: Page) => page.locator('.DocSearch-Hit[aria-selected="true"]');

export async function openSearch(page: Page, language: Language) {
  await searchButton(page, language).click();
  await expect(modal(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
}

/** Types a query and waits for hits. */
export async function search(page: Page, query: string) {
  await input(page).fill(query);
  await expect(hits(page).first()).toBeVisible();
}

/** The path (and hash) each visible hit links to. */
export async function hitLinks(page: Page) {
  return hits(page)
    .locator('a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

/** Stored searches as DocSearch keeps them (without highlight results). */
export interface StoredHit {
  objectID: string;
  url: string;
  type: string;
  hierarchy: Record<string, string | null>;
  content: string | null;
}

/** Distinct page-level records of the built index, to fill recent and favorite searches. */
export async function pageRecords(
  page: Page,
  language: Language,
  count: number,
): Promise<StoredHit[]> {
  const res = await page.request.get(indexPath(language.lang, 'first'));
  const index = (await res.json()) as { records: StoredHit[] };
  return index.records
    .filter((r) => r.type === 'lvl1' && !r.url.includes('auto-external'))
    .slice(0, count);
}

export const recentKey = (language: Language) =>
  `__DOCSEARCH_RECENT_SEARCHES__rslib-docs-${language.lang}`;
export const favoriteKey = (language: Language) =>
  `__DOCSEARCH_FAVORITE_SEARCHES__rslib-docs-${language.lang}`;

export async function store(page: Page, key: string, items: StoredHit[]) {
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [
    key,
    JSON.stringify(items),
  ] as const);
}

/** The items of a start-screen section ('Recent' or 'Favorite'), by title. */
export function startSection(page: Page, title: string) {
  return page.locator('.DocSearch-Dropdown .DocSearch-Hits', {
    has: page.locator('.DocSearch-Hit-source', { hasText: title }),
  });
}
