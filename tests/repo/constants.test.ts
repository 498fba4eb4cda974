// site/constants.ts is the one home of the site's behavior constants: the code imports them
// and the stylesheets read the layout ones as `rslib:constants` (plugins/sass-constants.ts).
// These tests fail when a copy comes back: a second declaration of a constant's name, a
// breakpoint or layout length written as a literal into a stylesheet, the main content's id
// or the search limit written out in code.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { walk } from '../../scripts/lib/build-files.ts';

const root = path.resolve(import.meta.dirname, '../..');
const constants = await import('../../site/constants.ts');
const { LAYOUT, MAIN_CONTENT_ID, SEARCH_MAX_QUERY_LENGTH } = constants;
const { constantsModule } = await import('../../plugins/sass-constants.ts');

const HOME = 'site/constants.ts';
const files = (ext: RegExp) =>
  ['theme', 'components', 'plugins', 'search', 'site']
    .flatMap((dir) => walk(path.join(root, dir), (name) => ext.test(name)))
    .map((file) => path.relative(root, file))
    .filter((file) => file !== HOME);

/** Code lines without comments, each with its file and line number. */
function codeLines(file: string) {
  return readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .map((text, i) => ({ where: `${file}:${i + 1}`, text: text.replace(/\/\/.*$/, '') }))
    .filter(({ text }) => !/^\s*(\*|\/\*)/.test(text));
}

const scripts = files(/\.(ts|tsx|mjs|cjs)$/);
const styles = files(/\.scss$/);

test('no other module declares a constant of site/constants.ts', () => {
  const names = Object.keys(constants);
  const again = scripts.flatMap((file) =>
    codeLines(file)
      .filter(({ text }) => names.some((name) => new RegExp(`\\bconst ${name}\\b`).test(text)))
      .map(({ where }) => where),
  );
  assert.deepEqual(again, [], `import these from ${HOME} instead`);
});

test('stylesheets read the layout constants from rslib:constants', () => {
  const widths = [LAYOUT.mobileMaxWidth, LAYOUT.mobileMaxWidth + 1, LAYOUT.navCompactMaxWidth];
  const copy = new RegExp(
    [
      `@media[^{]*\\b(${widths.join('|')})px`,
      `--rslib-nav-bar-height:\\s*\\d`,
      `calc\\(\\d+px \\* #\\{\\$depth\\}`,
      `#${MAIN_CONTENT_ID}\\b`,
    ].join('|'),
  );
  const copies = styles.flatMap((file) =>
    codeLines(file)
      .filter(({ text }) => copy.test(text))
      .map(({ where, text }) => `${where}: ${text.trim()}`),
  );
  assert.deepEqual(copies, [], "use the variables of `@use 'rslib:constants' as c;`");
});

test('the main content id and the search limit are written out nowhere else', () => {
  const copy = new RegExp(`['"\`]${MAIN_CONTENT_ID}['"\`]|\\b${SEARCH_MAX_QUERY_LENGTH}\\b`);
  const copies = scripts.flatMap((file) =>
    codeLines(file)
      .filter(({ text }) => copy.test(text))
      .map(({ where, text }) => `${where}: ${text.trim()}`),
  );
  assert.deepEqual(copies, []);
});

test('rslib:constants holds every layout constant', () => {
  assert.equal(
    constantsModule(),
    [
      `$mobile-max-width: ${LAYOUT.mobileMaxWidth}px;`,
      `$nav-compact-max-width: ${LAYOUT.navCompactMaxWidth}px;`,
      `$nav-height: ${LAYOUT.navHeight}px;`,
      `$nav-height-mobile: ${LAYOUT.navHeightMobile}px;`,
      `$sidebar-indent: ${LAYOUT.sidebarIndent}px;`,
      `$main-content-id: '${MAIN_CONTENT_ID}';`,
    ].join('\n'),
  );
});

test('code cites the specification only through site/constants.ts', () => {
  // Tests name the section they cover; code names the file that holds the value or the test.
  const cite = /\bthe spec\b|\bspec(ification)?\s*§?\d|§\d/i;
  const code = [
    ...scripts,
    ...styles,
    ...walk(path.join(root, 'scripts'), (n) => /\.m?[jt]s$/.test(n)).map((f) =>
      path.relative(root, f),
    ),
  ];
  const cites = code.filter((file) => cite.test(readFileSync(path.join(root, file), 'utf8')));
  assert.deepEqual(cites, [], `cite ${HOME} (or the test) instead`);
});
