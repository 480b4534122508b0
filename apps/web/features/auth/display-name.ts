/** The profile fields the display name is made of (contract Player). */
export interface NameFields {
  first_name: string | null;
  last_name: string | null;
  nickname: string | null;
  email: string | null;
  mobile_phone: string | null;
  auth_phone_number?: string | null;
}

const filled = (value: string | null | undefined): string => value?.trim() ?? '';

/**
 * The player's display name (SPEC §3): first and last name, else nickname, else email, else phone.
 * A lone first or last name counts as a name.
 */
export function displayName(player: NameFields): string {
  const full = [filled(player.first_name), filled(player.last_name)].filter(Boolean).join(' ');
  return (
    full ||
    filled(player.nickname) ||
    filled(player.email) ||
    filled(player.mobile_phone) ||
    filled(player.auth_phone_number)
  );
}
