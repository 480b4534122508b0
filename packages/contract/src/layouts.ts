/**
 * Layout documents (SPEC §2 "Layout blocks"): the home page, every other block page and each header
 * slot of the shell are described by a versioned document listing blocks with their settings. The
 * content API (`GET|PUT /api/content/layouts/{page}`) reads and replaces them; the web app renders them.
 */
import { z } from 'zod';
import { IsoDateTime } from './common.ts';

/** Every block type SPEC §2 names (snake_case). */
export const LAYOUT_BLOCK_TYPES = [
  'text',
  'label',
  'image',
  'banner',
  'button',
  'modal',
  'iframe',
  'menu_item',
  'event_markets',
  'event_stats',
  'live_events',
  'outrights',
  'prematch_events',
  'promo_code',
  'result_events',
  'results',
  'schedule',
  'top_events',
  'leagues',
  'bonuses',
  'mobile_selection_bar',
  'top_leagues',
  'jackpot_banner',
  'jackpot_leaderboard',
  'jackpot_card',
  'speed_dial',
  'favorites',
  'prediction',
  'side_menu',
  'search',
  'brand_logo',
  'notifications',
  'profile',
  'platform_switcher',
  'clock',
  'language',
  'events_filter',
  'sport_list',
  'odds',
  'match_preview',
  'sub_menu',
  'chat_toggle',
] as const;
export type LayoutBlockType = (typeof LAYOUT_BLOCK_TYPES)[number];

/** The shell's header slots (SPEC §2); each is a layout page of its own under this key. */
export const LAYOUT_SLOTS = [
  'header',
  'left-sidebar-desktop',
  'side-menu-mobile',
  'tab-bar-mobile',
  'right-sidebar-desktop',
] as const;
export type LayoutSlot = (typeof LAYOUT_SLOTS)[number];

/** Page variants: `default` (full width) or `narrow` (a centred, narrower column). */
export const LayoutVariant = z.enum(['default', 'narrow']);
export type LayoutVariant = z.infer<typeof LayoutVariant>;
/** How a block shows a list of items: `slider` (one scrolling row) or `tile` (a wrapping grid). */
export const LayoutDisplay = z.enum(['slider', 'tile']);
export type LayoutDisplay = z.infer<typeof LayoutDisplay>;
/** What a content block promotes: a promotion, an event (match) or a league. */
export const LayoutContentKind = z.enum(['promo', 'event', 'league']);
export type LayoutContentKind = z.infer<typeof LayoutContentKind>;

/** The version of the document format; a document states it so a future format can be told apart. */
export const LAYOUT_SCHEMA_VERSION = 1;

/** Page keys: `home`, a custom page's slug, or a header slot. */
export const LayoutPageKey = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, { message: 'a page key is lower-case letters, digits and dashes' })
  .describe('The page: `home`, a custom page slug, or a header slot (header, left-sidebar-desktop, …)');

/**
 * What the sanitiser keeps of text, banner and modal HTML (both the API on write and the web app on
 * render apply it with sanitize-html): structure and emphasis, links to http(s) and mailto only, no
 * attributes beyond `href` and `title`, no style, no script, no event handler.
 */
export const CONTENT_HTML_ALLOWLIST = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
} as const;

/** No C0 control character other than tab, line feed and carriage return (NUL breaks PostgreSQL text). */
const noControl = (s: string) =>
  ![...s].some((c) => {
    const code = c.charCodeAt(0);
    return code < 32 && code !== 9 && code !== 10 && code !== 13;
  });
const text = (max: number) =>
  z.string().trim().min(1).max(max).refine(noControl, { message: 'control characters are not allowed' });

/**
 * Text in one language; per locale (`{"en": "…", "de": "…"}`: the reader's locale, else en, else the
 * first); or `{"t": "shell.nav.live"}`, a message of the web app's own catalogues (every locale).
 */
export const LayoutText = z.union([
  text(500),
  z.strictObject({ t: z.string().regex(/^[a-zA-Z][a-zA-Z0-9.]{0,99}$/, { message: 'a message key' }) }),
  z
    .record(
      z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, { message: 'a locale key such as en or pt-BR' }),
      text(500),
    )
    .refine((r) => Object.keys(r).length > 0, { message: 'at least one locale' }),
]);
export type LayoutText = z.infer<typeof LayoutText>;

/** A link: a path of this site (`/live`) or an https URL; never javascript:, data: or protocol-relative. */
export const SafeHref = z
  .string()
  .max(2000)
  .refine((v) => /^\/(?!\/)[^\s\\]*$/.test(v) || /^https:\/\/[^\s\\]+$/i.test(v), {
    message: 'a link is a site path starting with / or an https:// URL',
  });
/** An image: a site path or an https URL. */
export const SafeImageSrc = SafeHref;
/** HTML kept by CONTENT_HTML_ALLOWLIST (sanitised by the API when written). */
export const ContentHtml = z
  .string()
  .max(20_000)
  .refine(noControl, { message: 'control characters are not allowed' });

const limit = (max: number, fallback: number) => z.number().int().min(1).max(max).default(fallback);
const Empty = z.strictObject({});
const List = (fallback: number) =>
  z.strictObject({
    limit: limit(50, fallback),
    sport: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/)
      .optional(),
  });
const MatchRef = z.strictObject({
  match_id: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('A match id; absent: the top live or upcoming match'),
});
const Link = z.strictObject({
  label: LayoutText,
  href: SafeHref,
  icon: z
    .string()
    .regex(/^[a-z-]{1,30}$/)
    .optional(),
});

/** The settings of each block type (unknown keys are refused). */
export const LAYOUT_BLOCK_SETTINGS = {
  text: z.strictObject({ html: ContentHtml }),
  label: z.strictObject({
    text: LayoutText.optional().describe('absent: the page’s own localised title'),
    subtitle: LayoutText.optional(),
    level: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(2),
  }),
  image: z.strictObject({ src: SafeImageSrc, alt: LayoutText, href: SafeHref.optional() }),
  banner: z.strictObject({
    title: LayoutText,
    html: ContentHtml.optional(),
    image: SafeImageSrc.optional(),
    href: SafeHref.optional(),
  }),
  button: Link,
  modal: z.strictObject({ trigger: LayoutText, title: LayoutText, html: ContentHtml }),
  iframe: z.strictObject({
    src: z
      .string()
      .max(2000)
      .regex(/^https:\/\/[^\s\\]+$/i, { message: 'an iframe loads an https:// URL' }),
    title: LayoutText,
    height: z.number().int().min(50).max(2000).default(300),
  }),
  menu_item: Link,
  event_markets: MatchRef,
  event_stats: MatchRef,
  live_events: List(10),
  outrights: List(6),
  prematch_events: List(20),
  promo_code: Empty,
  result_events: List(10),
  results: Empty,
  schedule: List(10),
  top_events: List(10),
  leagues: List(20),
  bonuses: Empty,
  mobile_selection_bar: Empty,
  top_leagues: List(12),
  jackpot_banner: Empty,
  jackpot_leaderboard: Empty,
  jackpot_card: Empty,
  speed_dial: z.strictObject({ links: z.array(Link).max(12).optional() }),
  favorites: Empty,
  prediction: Empty,
  side_menu: Empty,
  search: Empty,
  brand_logo: Empty,
  notifications: Empty,
  profile: Empty,
  platform_switcher: Empty,
  clock: Empty,
  language: Empty,
  events_filter: Empty,
  sport_list: Empty,
  odds: Empty,
  match_preview: MatchRef,
  sub_menu: z.strictObject({ links: z.array(Link).min(1).max(20) }),
  chat_toggle: Empty,
} as const satisfies Record<LayoutBlockType, z.ZodType>;

const BlockBase = {
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { message: 'a block id is lower-case letters, digits and dashes' }),
  title: LayoutText.optional().describe('A heading shown above the block; absent: the block’s own'),
  display: LayoutDisplay.optional().describe('slider or tile for blocks that list items'),
  content_kind: LayoutContentKind.optional(),
  /** Left out of the rendered page without deleting it from the document. */
  hidden: z.boolean().optional(),
};

type BlockSchema<T extends LayoutBlockType> = z.ZodObject<
  typeof BlockBase & { type: z.ZodLiteral<T>; settings: z.ZodPrefault<(typeof LAYOUT_BLOCK_SETTINGS)[T]> }
>;

function blockSchema<T extends LayoutBlockType>(type: T): BlockSchema<T> {
  const settings = LAYOUT_BLOCK_SETTINGS[type] as (typeof LAYOUT_BLOCK_SETTINGS)[T];
  return z.strictObject({
    ...BlockBase,
    type: z.literal(type),
    settings: (settings as z.ZodType).prefault({}),
  }) as unknown as BlockSchema<T>;
}

const BLOCK_SCHEMAS = LAYOUT_BLOCK_TYPES.map(blockSchema) as unknown as [
  BlockSchema<LayoutBlockType>,
  ...BlockSchema<LayoutBlockType>[],
];

/** One block of a document: its `type`, an `id` unique in the document, and the type's `settings`. */
// Typed by hand below: inferred from 42 generic members, the union would collapse into one loose shape.
export const LayoutBlock: z.ZodType<LayoutBlock, unknown> = z
  .discriminatedUnion('type', BLOCK_SCHEMAS, {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? `unknown block type; expected one of ${LAYOUT_BLOCK_TYPES.join(', ')}`
        : undefined,
  })
  .meta({ id: 'LayoutBlock' }) as unknown as z.ZodType<LayoutBlock, unknown>;
export type LayoutBlock = {
  [T in LayoutBlockType]: {
    id: string;
    type: T;
    title?: LayoutText;
    display?: LayoutDisplay;
    content_kind?: LayoutContentKind;
    hidden?: boolean;
    settings: z.output<(typeof LAYOUT_BLOCK_SETTINGS)[T]>;
  };
}[LayoutBlockType];
/** A block of one type, settings typed. */
export type LayoutBlockOf<T extends LayoutBlockType> = Extract<LayoutBlock, { type: T }>;

/** A layout document: the page variant and its blocks, top to bottom (or start to end in a slot). */
export const LayoutDocument = z
  .strictObject({
    schema_version: z.literal(LAYOUT_SCHEMA_VERSION),
    variant: LayoutVariant.default('default'),
    blocks: z.array(LayoutBlock).max(60),
  })
  .superRefine((doc, ctx) => {
    const seen = new Set<string>();
    doc.blocks.forEach((block, index) => {
      if (seen.has(block.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['blocks', index, 'id'],
          message: `block id "${block.id}" is used twice`,
        });
      }
      seen.add(block.id);
    });
  })
  .meta({ id: 'LayoutDocument' });
export type LayoutDocument = { schema_version: 1; variant: LayoutVariant; blocks: LayoutBlock[] };
export type LayoutDocumentInput = z.input<typeof LayoutDocument>;

/** Where a served document came from. */
export const LayoutSource = z.enum(['default', 'published', 'draft']);

/** GET /api/content/layouts/{page}. */
export const LayoutResponse = z
  .object({
    page: z.string(),
    version: z.number().int().min(0).describe('0: the default shipped in code (nothing stored yet)'),
    source: LayoutSource,
    updated_at: IsoDateTime.nullable(),
    document: LayoutDocument,
    preview_token: z.string().optional().describe('Drafts only: the token that reads this draft'),
  })
  .meta({ id: 'LayoutResponse' });
export type LayoutResponse = z.infer<typeof LayoutResponse>;

export const LayoutParams = z.object({ page: LayoutPageKey });

export const LayoutQuery = z.object({
  preview: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,100}$/)
    .optional()
    .describe('A draft’s preview token: answers the draft instead of the published document'),
});

/** PUT /api/content/layouts/{page}. */
export const LayoutPutBody = z
  .strictObject({
    base_version: z
      .number()
      .int()
      .min(0)
      .describe(
        'The version this edit starts from (0 when none is stored); 409 when it is no longer current',
      ),
    draft: z
      .boolean()
      .default(false)
      .describe('true: save as the page’s draft (read with its preview token); false: publish'),
    document: LayoutDocument,
  })
  .meta({ id: 'LayoutPutBody' });
export type LayoutPutBody = z.input<typeof LayoutPutBody>;

/** Machine-readable codes of the content API. */
export const ContentErrorCode = {
  /** 401: no or a wrong `Authorization: Bearer <CONTENT_API_KEY>`. */
  unauthorized: 'content_unauthorized',
  /** 503: CONTENT_API_KEY is not set (production): nothing can be written. */
  disabled: 'content_api_disabled',
  /** 409: base_version is not the stored version (someone else saved first). */
  versionConflict: 'layout_version_conflict',
  /** 404: the preview token matches no draft of this page. */
  previewNotFound: 'layout_preview_not_found',
} as const;
export type ContentErrorCode = (typeof ContentErrorCode)[keyof typeof ContentErrorCode];

/** The text of `value` for `locale`: that locale, else en, else the first given; `t` reads a message. */
export function layoutText(value: LayoutText, locale: string, t: (key: string) => string): string {
  if (typeof value === 'string') return value;
  if ('t' in value && typeof value.t === 'string') return t(value.t);
  const map = value as Record<string, string>;
  return map[locale] ?? map[locale.split('-')[0] ?? ''] ?? map.en ?? Object.values(map)[0] ?? '';
}
