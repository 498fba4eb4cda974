import type { UserConfig } from '@rspress/core';
import { DISCORD_URL, RSLIB_REPO, X_URL } from './repo';

type SocialLinks = NonNullable<NonNullable<UserConfig['themeConfig']>['socialLinks']>;

export const socialLinks: SocialLinks = [
  { icon: 'github', mode: 'link', content: RSLIB_REPO },
  { icon: 'x', mode: 'link', content: X_URL },
  { icon: 'discord', mode: 'link', content: DISCORD_URL },
];
