// Stands in for the icon modules of the theme's PackageManagerTabs in the bundles
// (plugins/package-manager-icons.ts). The theme draws each icon from inline SVG paths compiled
// to JavaScript, about 3.5 KB gzip in every page that shows the tabs; here each one is a <use>
// of the same artwork in icons.svg (scripts/package-manager-icons.ts), a file the browser
// fetches once. Deno's icon is `currentColor`, which <use> keeps following the text color.
import type { SVGProps } from 'react';
import { PACKAGE_MANAGER_ICONS, type PackageManagerIconName } from './icons';
import sprite from './icons.svg?url';

function icon(name: PackageManagerIconName) {
  const { id, size } = PACKAGE_MANAGER_ICONS[name];
  function PackageManagerIcon(props: SVGProps<SVGSVGElement>) {
    return (
      <svg width={size} height={size} aria-hidden="true" {...props}>
        <use href={`${sprite}#${id}`} />
      </svg>
    );
  }
  PackageManagerIcon.displayName = name;
  return PackageManagerIcon;
}

export const Npm = icon('Npm');
export const Yarn = icon('Yarn');
export const Pnpm = icon('Pnpm');
export const Bun = icon('Bun');
export const Deno = icon('Deno');
