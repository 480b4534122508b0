import { z } from 'zod';

/** Live chat widgets the web app can load (SPEC §1 live chat widget); none: no widget. */
export const CHAT_TYPES = ['none', 'livechat', 'zendesk', 'intercom'] as const;
export const ChatType = z.enum(CHAT_TYPES);
export type ChatType = z.infer<typeof ChatType>;

/** Push-notification services (SPEC §1); none: no service script. */
export const PUSH_NOTIFICATION_TYPES = ['none', 'onesignal'] as const;
export const PushNotificationType = z.enum(PUSH_NOTIFICATION_TYPES);

/** An upper-case ISO 3166-1 alpha-2 country code. */
export const CountryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, 'expected an upper-case ISO 3166-1 alpha-2 code (e.g. FR)');

export const FeatureFlags = z
  .object({
    quick_deposit: z.boolean().describe('Quick deposit for every player'),
    quick_deposit_test: z.boolean().describe('Quick deposit for players with status spi_test only'),
    accumulator_progress_bar: z
      .boolean()
      .describe('The slip shows accumulator-bonus progress (GET /bonuses/freebets/amb) to signed-in players'),
    jackpots: z
      .boolean()
      .describe('The jackpot banner, card, leaderboard and hit modal (GET /jackpots, /jackpot-hits)'),
    activity_tracking: z
      .boolean()
      .describe(
        'Activity tracking: POST /player/activity_limit_track every 60 s while an activity limit is in force',
      ),
    responsible_gambling: z
      .boolean()
      .describe(
        'Responsible-gambling tools: the limits page and menu link, limits and reality-check watchers',
      ),
    sign_in_iframe_preloader: z
      .boolean()
      .describe("Visitors' pages fetch the sign-in modal's code while idle"),
    sign_up_iframe_preloader: z
      .boolean()
      .describe("Visitors' pages fetch the sign-up modal's code while idle"),
    rtl_view: z
      .boolean()
      .describe('Right-to-left view for ar, he, fa, ur (with site config rtl); off: left to right'),
    push_delta_compression: z
      .boolean()
      .describe('Delta compression of push messages (with site config pushDeltaCompression)'),
  })
  .meta({ id: 'FeatureFlags' });
export type FeatureFlags = z.infer<typeof FeatureFlags>;

/** Who may sign in or sign up (SPEC §5): allowed at all, and by country. */
export const AccessRule = z.object({
  allowed: z.boolean().describe('false: the header button is hidden and the server refuses (403)'),
  allowed_countries: z.array(CountryCode).describe('Only these countries; empty: every country'),
  blocked_countries: z.array(CountryCode).describe('Never these countries'),
});
export type AccessRule = z.infer<typeof AccessRule>;

/** The site configuration the web app reads at run time (SPEC §3 Site config); no secrets. */
export const SiteConfig = z
  .object({
    depositReminder: z.object({
      showDepositReminder: z.boolean(),
      playerGroupId: z
        .string()
        .nullable()
        .describe('Remind only players with this status (Player.statuses); null: every player'),
      remindAfter: z.number().int().describe('Seconds after page load (default 10); at most once a day'),
    }),
    disabledBonusNotifications: z
      .array(z.string())
      .describe('Bonus types the bonus toast never announces (SPEC §4 Notifications flow); empty: all'),
    locales: z
      .array(z.string())
      .describe('Locales the site serves (the first is its default); others redirect to the default'),
    favicon: z.string().describe('Favicon URL'),
    logo: z.string().nullable().describe('Logo image URL; null: the text logo'),
    seo: z.object({ title: z.string(), description: z.string() }),
    chat: z.object({ type: ChatType, id: z.string(), region: z.string() }),
    pushNotifications: z.object({ type: PushNotificationType, appId: z.string() }),
    signUpReminderSeconds: z.number().int().describe('Sign-up reminder delay for visitors; 0: off'),
    isMyBetsVisible: z.boolean().describe("The slip's My Bets tab"),
    gtmId: z
      .string()
      .nullable()
      .describe('Tag manager container id, loaded after cookie consent; null: none'),
    signIn: AccessRule,
    signUp: AccessRule,
    statusGroupCheck: z.boolean().describe('Players without the required status are sent to the platform'),
    rtl: z.boolean().describe('Right-to-left switch for right-to-left locales'),
    pushDeltaCompression: z.boolean().describe('Push messages carry deltas'),
    betSharing: z.boolean().describe('Bet codes can be shared; off: no share buttons, betcode links ignored'),
  })
  .meta({ id: 'SiteConfig' });
export type SiteConfig = z.infer<typeof SiteConfig>;
