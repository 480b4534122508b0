/** A site config sign-in or sign-up rule (SPEC §5): on or off, and which countries may use it. */
export interface SiteAccessRule {
  allowed: boolean;
  /** Only these countries (upper-case alpha-2); empty: every country. */
  allowed_countries: readonly string[];
  /** Never these countries. */
  blocked_countries: readonly string[];
}

/**
 * Whether a visitor from `country` (null: unknown) may sign in or sign up under `rule`. An unknown
 * country passes only when the rule names no allowed countries.
 */
export function accessAllowed(rule: SiteAccessRule, country: string | null): boolean {
  if (!rule.allowed) return false;
  if (!country) return rule.allowed_countries.length === 0;
  if (rule.blocked_countries.includes(country)) return false;
  return rule.allowed_countries.length === 0 || rule.allowed_countries.includes(country);
}
