#!/usr/bin/env node
// Writes theme/components/PackageManagerIcons/icons.svg: the five icons of Rspress's
// PackageManagerTabs as one SVG sprite, each the theme's own artwork rendered to markup.
// The tabs then draw them with <use> (theme/components/PackageManagerIcons) instead of
// carrying about 3.5 KB gzip of SVG paths as JavaScript in every page that shows them.
// tests/repo/stand-ins.test.ts checks that the committed file matches the theme.
//
// Usage: node --import tsx scripts/package-manager-icons.ts   (after upgrading @rspress/core)
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type ComponentType, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PackageManagerIconName } from '../theme/components/PackageManagerIcons/icons.ts';

const { PACKAGE_MANAGER_ICONS } = await import('../theme/components/PackageManagerIcons/icons.ts');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SPRITE = path.join(root, 'theme/components/PackageManagerIcons/icons.svg');
/** The icon modules' export names, as icons.ts lists them with their symbol ids. */
export const ICONS = Object.keys(PACKAGE_MANAGER_ICONS) as PackageManagerIconName[];

const iconsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json')),
  'dist/theme/components/PackageManagerTabs/icons',
);

/** The sprite's text, rendered from the installed theme. */
export async function renderSprite(): Promise<string> {
  const symbols: string[] = [];
  for (const name of ICONS) {
    // An icon module of the theme exports its icon component under the icon's name.
    const module: Record<string, ComponentType> = await import(
      pathToFileURL(path.join(iconsDir, `${name}.js`)).href
    );
    const markup = renderToStaticMarkup(createElement(module[name]));
    const match = markup.match(/^<svg\b([^>]*)>([\s\S]*)<\/svg>$/);
    const viewBox = match?.[1].match(/\bviewBox="([^"]+)"/)?.[1];
    if (!match || !viewBox)
      throw new Error(`${name}: the theme's icon is no longer one <svg> with a viewBox`);
    symbols.push(
      `<symbol id="${PACKAGE_MANAGER_ICONS[name].id}" viewBox="${viewBox}">${match[2]}</symbol>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(SPRITE, await renderSprite());
  console.log(`wrote ${path.relative(root, SPRITE)}`);
}
