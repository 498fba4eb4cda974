/**
 * The icons of the theme's PackageManagerTabs, by the name its icon modules export: the id
 * of the icon's symbol in icons.svg and the size the theme draws it at.
 * tests/repo/stand-ins.test.ts compares both with the theme's own icons.
 */
export const PACKAGE_MANAGER_ICONS = {
  Npm: { id: 'npm', size: '1em' },
  Yarn: { id: 'yarn', size: '1em' },
  Pnpm: { id: 'pnpm', size: '1em' },
  Bun: { id: 'bun', size: '1.2em' },
  Deno: { id: 'deno', size: '1em' },
} as const;

export type PackageManagerIconName = keyof typeof PACKAGE_MANAGER_ICONS;
