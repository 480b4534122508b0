import { cookies } from 'next/headers';
import { THEME_COOKIE, type Theme, themeFrom } from './theme.ts';

/** The player's theme from the `sb_theme` cookie (dark when unset). */
export async function getServerTheme(): Promise<Theme> {
  return themeFrom((await cookies()).get(THEME_COOKIE)?.value);
}
