// The scripts' door to site/locale.ts, the one owner of the languages and the `/zh` rule.
import './register-ts.mjs';

const locale = await import('../../site/locale.ts');

export const { LANGS, HTML_LANG, langOf, stripLang, withLang, langOfDocFile } = locale;
