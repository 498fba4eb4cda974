// Modules that stand in for a dependency of Rspress's theme in the bundles (ARCHITECTURE.md,
// Patches). Each keeps only what the theme uses, so each test fails when the installed theme
// starts using something the stand-in does not have, or changes what it copies.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { walk } from '../../scripts/lib/build-files.ts';
import { ICONS, renderSprite, SPRITE } from '../../scripts/package-manager-icons.ts';

const themeDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json')),
  'dist',
);
const themeFiles = walk(themeDist, (name) => name.endsWith('.js')).map((file) => ({
  file: path.relative(themeDist, file),
  code: readFileSync(file, 'utf8'),
}));

/** `import { a, b as c } from "body-scroll-lock"`, the one way the stand-in supports. */
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']body-scroll-lock["']/g;

test('the theme imports from body-scroll-lock only what theme/deferred/body-scroll-lock.ts exports', async () => {
  const standIn: Record<string, unknown> = await import('../../theme/deferred/body-scroll-lock.ts');
  const imported = themeFiles.flatMap(({ code }) =>
    [...code.matchAll(NAMED_IMPORT)].flatMap((m) =>
      m[1].split(',').map((name) => name.trim().split(/\s+as\s+/)[0]),
    ),
  );
  assert.ok(imported.length > 0, 'the theme no longer imports body-scroll-lock: drop the alias');
  for (const name of imported) assert.equal(typeof standIn[name], 'function', name);
  const other = themeFiles.filter(
    ({ code }) => /body-scroll-lock/.test(code) && ![...code.matchAll(NAMED_IMPORT)].length,
  );
  assert.deepEqual(
    other.map(({ file }) => file),
    [],
    'imports body-scroll-lock another way',
  );
});

test('the package-manager tabs import the five icons the stand-in draws', async () => {
  const tabs = themeFiles.find(({ file }) => /PackageManagerTabs[\\/]index\.js$/.test(file));
  assert.ok(tabs, 'PackageManagerTabs moved');
  const imported = [
    ...tabs.code.matchAll(/import\s*\{\s*(\w+)\s*\}\s*from\s*["']\.\/icons\/(\w+)\.js["']/g),
  ];
  assert.deepEqual(imported.map((m) => m[1]).sort(), [...ICONS].sort());
  for (const [, name, file] of imported) assert.equal(name, file);
});

test('icons.svg is the theme artwork and the stand-in draws each icon at the theme size', async () => {
  assert.equal(
    readFileSync(SPRITE, 'utf8'),
    await renderSprite(),
    'run `node --import tsx scripts/package-manager-icons.ts` after upgrading @rspress/core',
  );
  const { PACKAGE_MANAGER_ICONS } = await import(
    '../../theme/components/PackageManagerIcons/icons.ts'
  );
  const sprite = readFileSync(SPRITE, 'utf8');
  for (const name of ICONS) {
    const module = await import(
      path.join(themeDist, `theme/components/PackageManagerTabs/icons/${name}.js`)
    );
    const markup = renderToStaticMarkup(createElement(module[name]));
    const { id, size } = PACKAGE_MANAGER_ICONS[name];
    assert.match(markup, new RegExp(`^<svg[^>]* width="${size}" height="${size}"`), name);
    assert.match(sprite, new RegExp(`<symbol id="${id}" `), name);
  }
});
