import type { DocSearchModalProps } from '@docsearch/react';
import type { ReactNode } from 'react';

import type { useT } from '../../hooks/useT';

type Translate = ReturnType<typeof useT>;

/** DocSearch's texts, from i18n.json. */
export function modalTranslations(
  t: Translate,
  errorText: { title: ReactNode; help: ReactNode },
): NonNullable<DocSearchModalProps['translations']> {
  return {
    searchBox: {
      resetButtonTitle: t('search.resetButtonTitle'),
      resetButtonAriaLabel: t('search.resetButtonTitle'),
      cancelButtonText: t('searchPanelCancelText'),
      cancelButtonAriaLabel: t('searchPanelCancelText'),
      searchInputLabel: t('search.inputLabel'),
    },
    startScreen: {
      recentSearchesTitle: t('search.recentSearchesTitle'),
      noRecentSearchesText: t('search.noRecentSearchesText'),
      saveRecentSearchButtonTitle: t('search.saveRecentSearchButtonTitle'),
      removeRecentSearchButtonTitle: t('search.removeRecentSearchButtonTitle'),
      favoriteSearchesTitle: t('search.favoriteSearchesTitle'),
      removeFavoriteSearchButtonTitle: t('search.removeFavoriteSearchButtonTitle'),
    },
    // Elements, though typed as strings: DocSearch renders them as children. They pick the
    // missing-index text when the index was not found (IndexErrorText.tsx).
    errorScreen: {
      titleText: errorText.title as unknown as string,
      helpText: errorText.help as unknown as string,
    },
    noResultsScreen: {
      noResultsText: t('searchNoResultsText'),
      suggestedQueryText: t('searchSuggestedQueryText'),
      reportMissingResultsText: t('search.reportMissingResultsText'),
      reportMissingResultsLinkText: t('search.reportMissingResultsLinkText'),
    },
    footer: {
      selectText: t('search.footerSelectText'),
      selectKeyAriaLabel: t('search.footerSelectKeyAriaLabel'),
      navigateText: t('search.footerNavigateText'),
      navigateUpKeyAriaLabel: t('search.footerNavigateUpKeyAriaLabel'),
      navigateDownKeyAriaLabel: t('search.footerNavigateDownKeyAriaLabel'),
      closeText: t('search.footerCloseText'),
      closeKeyAriaLabel: t('search.footerCloseKeyAriaLabel'),
      searchByText: t('search.footerSearchByText'),
    },
  };
}
