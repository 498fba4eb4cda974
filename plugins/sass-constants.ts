// The stylesheets' view of site/constants.ts: a Sass module, `rslib:constants`, that holds
// `LAYOUT` as variables (`mobileMaxWidth: 768` becomes `$mobile-max-width: 768px`, the id a
// quoted string). A stylesheet reads it with `@use 'rslib:constants' as c;`, so a layout value
// changed in site/constants.ts reaches the media queries and the script alike.
import { LAYOUT } from '../site/constants';

const URL_TEXT = 'rslib:constants';

/** The module's text: one variable per entry of `LAYOUT`. */
export function constantsModule(): string {
  return Object.entries(LAYOUT)
    .map(([key, value]) => {
      const name = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      return `$${name}: ${typeof value === 'number' ? `${value}px` : `'${value}'`};`;
    })
    .join('\n');
}

/** A Sass importer (modern API) that answers `rslib:constants` and nothing else. */
export const constantsImporter = {
  canonicalize: (url: string) => (url === URL_TEXT ? new URL(URL_TEXT) : null),
  load: () => ({ contents: constantsModule(), syntax: 'scss' as const }),
};
