/**
 * The message namespaces: one folder each under `apps/web/messages`, holding `<locale>.json` for every
 * supported locale. A new locale needs only its files and its code in SUPPORTED_LOCALES (the catalogue
 * test checks that every file is there and complete).
 */
export const MESSAGE_NAMESPACES = [
  'shell',
  'catalogue',
  'auth',
  'bets',
  'betslip',
  'bet-builder',
  'cashier',
  'bonuses',
  'favourites',
  'favourites-page',
  'search',
  'consent',
  'predictions',
  'notifications',
  'jackpots',
  'products',
  'tracker',
  'tracker-panels',
  'shell-server',
  'catalogue-server',
] as const;

/** One message namespace. */
export type MessageNamespace = (typeof MESSAGE_NAMESPACES)[number];

/**
 * Namespaces not sent with every page (issue 13, first-load bytes): only client components that load
 * on first use (modals, the signed-in area, the filled My Bets tab, the notification centre, the match
 * centre and its statistics and timeline tabs, a product's frame, the bet slip's runtime, the bet
 * builder, the prediction card, the jackpot widgets, the search combobox and dialog, the cookie
 * banner) or pages and widgets that send them with `<WithMessages>` (the favourites list) read them;
 * such a component asks for them with `useT('auth', …)`.
 */
export const LAZY_NAMESPACES = [
  'auth',
  'betslip',
  'cashier',
  'bonuses',
  'bets',
  'notifications',
  'products',
  'tracker',
  'tracker-panels',
  'bet-builder',
  'predictions',
  'jackpots',
  'favourites-page',
  'search',
  'consent',
] as const satisfies readonly MessageNamespace[];

/** A namespace that a client component loads on first use. */
export type LazyNamespace = (typeof LAZY_NAMESPACES)[number];

/**
 * Namespaces only server components read (page titles and meta descriptions, headings, the footer, the
 * listings' labels the server passes down as props): never sent to the browser. A key that a client
 * component reads stays in `shell` or `catalogue` (server-namespaces.test.ts checks).
 */
export const SERVER_NAMESPACES = [
  'shell-server',
  'catalogue-server',
] as const satisfies readonly MessageNamespace[];

/**
 * The namespaces every page sends its client components (all but the lazy and server-only ones). Pure:
 * the browser, which imports this module for `namespaceUrl`, does not carry the lists.
 */
export const EAGER_NAMESPACES: readonly MessageNamespace[] = /* @__PURE__ */ MESSAGE_NAMESPACES.filter(
  (namespace) =>
    !(LAZY_NAMESPACES as readonly string[]).includes(namespace) &&
    !(SERVER_NAMESPACES as readonly string[]).includes(namespace),
);

/** Where the browser fetches a lazy namespace's catalogue of one locale (app/messages/[file]/route.ts). */
export function namespaceUrl(namespace: LazyNamespace, locale: string): string {
  return `/messages/${namespace}.${locale}.json`;
}
