type HideNavbarMode = 'never' | 'always' | 'auto';
export type NavbarState = 'shown' | 'hidden' | 'off';

const MODES: HideNavbarMode[] = ['never', 'always', 'auto'];

/**
 * The navbar's mode for this visit: `?navbar=0` turns it off, `?hideNavbar=<mode>`
 * overrides the site setting (for embedding), otherwise the site setting applies.
 */
export function resolveNavbarMode(
  siteSetting: HideNavbarMode | undefined,
  search: string,
): HideNavbarMode | 'off' {
  const params = new URLSearchParams(search);
  if (params.get('navbar') === '0') return 'off';
  const override = params.get('hideNavbar') as HideNavbarMode | null;
  if (override && MODES.includes(override)) return override;
  return siteSetting ?? 'never';
}
