import { z } from 'zod';
import { Event, Provider } from './catalogue.ts';
import { dbId, dbInt, dbText } from './common.ts';

/**
 * Development endpoints (ARCHITECTURE "Development-only endpoints"): registered only with DEV_TOOLS=1
 * and never with NODE_ENV=production. Tests use them to make live behaviour deterministic.
 */
export const DevRoute = {
  /** POST FeedEventBody → FeedEventResponse: one feed event applied through the simulator. */
  feedEvents: '/feed/events',
  /**
   * POST → 204: the embedded push hub forgets every channel's history (new epochs), as a restart of
   * a hub with in-memory history would; 409 when the server publishes to an external Centrifugo.
   */
  pushForgetHistory: '/push/forget-history',
  /** POST DevPlayerStatusesBody → DevPlayerStatusesBody: sets a player's stored statuses (e.g. spi_test). */
  playerStatuses: '/player/statuses',
  /**
   * POST an error-tracking envelope (text/plain or application/x-sentry-envelope) → DevErrorReportAccepted;
   * GET → DevErrorReportsResponse (newest first, in memory, bounded); DELETE → 204 (clears them).
   * The local collector of the web app's error reports (ERROR_REPORTING_URL in `npm start` and e2e).
   */
  errorReports: '/error-reports',
} as const;

/** A player's stored statuses (Player.statuses adds the comp-point status group to them). */
export const DevPlayerStatusesBody = z
  .object({
    email: dbText(254, { min: 1 }),
    statuses: z.array(z.string().regex(/^[a-z0-9_]{1,40}$/)).max(20),
  })
  .meta({ id: 'DevPlayerStatusesBody' });
export type DevPlayerStatusesBody = z.infer<typeof DevPlayerStatusesBody>;

/** Error codes of the dev feed endpoint (in the `code` of an ApiError body). */
export const DevErrorCode = {
  /** The event does not apply to the match in its current state (a goal before kick-off ...). */
  feedEventNotApplicable: 'feed_event_not_applicable',
} as const;

const MatchId = dbId();
const MarketTypeId = dbInt(0, 100_000);

/** A feed event, told apart by `type`. */
export const FeedEventBody = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('goal'),
      matchId: MatchId,
      team: z.enum(['home', 'away']).describe('Side that scores (goal, basket, runs or point by sport)'),
    }),
    z.object({
      type: z.literal('odds'),
      matchId: MatchId,
      marketId: MarketTypeId.optional().describe("Market type id (default: the sport's main market)"),
      specifier: dbText(100).optional().describe('Only the line with this specifier'),
      factor: z.number().min(0.1).max(10).optional().describe('Odds multiplier (default 1.1)'),
    }),
    z.object({
      type: z.literal('suspend'),
      matchId: MatchId,
      marketId: MarketTypeId.optional().describe('Only markets of this type (default: all)'),
    }),
    z.object({
      type: z.literal('resume'),
      matchId: MatchId,
      marketId: MarketTypeId.optional().describe('Only markets of this type (default: all)'),
    }),
    z
      .object({
        type: z.literal('close'),
        matchId: MatchId,
        marketId: MarketTypeId.optional().describe("Market type id (default: the sport's main market)"),
      })
      .describe('Closes every line of a market type (status 0): dropped from pages until reopened'),
    z
      .object({
        type: z.literal('reopen'),
        matchId: MatchId,
        marketId: MarketTypeId.optional().describe("Market type id (default: the sport's main market)"),
      })
      .describe('Reopens the lines `close` closed (in play: at fresh prices)'),
    z.object({ type: z.literal('start'), matchId: MatchId }),
    z.object({ type: z.literal('finish'), matchId: MatchId }),
    z.object({ type: z.literal('settle'), matchId: MatchId }),
    z.object({
      type: z.literal('provider'),
      matchId: MatchId.optional().describe('Ignored; providers are global'),
      provider: Provider,
      status: z.enum(['active', 'inactive']),
    }),
  ])
  .meta({ id: 'FeedEventBody' });
export type FeedEventBody = z.infer<typeof FeedEventBody>;
export type FeedEventType = FeedEventBody['type'];

/** The updated match, or for a provider event the provider's new status. */
export const FeedEventResponse = z
  .union([Event, z.object({ provider: Provider, status: z.enum(['active', 'inactive']) })])
  .meta({ id: 'FeedEventResponse' });
export type FeedEventResponse = z.infer<typeof FeedEventResponse>;

const Tag = z.string().max(200);

/** The event of an error-tracking envelope, as far as the collector checks it (other fields dropped). */
export const DevErrorReportEvent = z
  .object({
    event_id: z.string().regex(/^[0-9a-f]{32}$/),
    timestamp: z.number().nonnegative(),
    platform: z.string().max(40),
    level: z.enum(['fatal', 'error', 'warning', 'info', 'debug']),
    environment: Tag.optional(),
    release: Tag.optional(),
    request: z.object({ url: z.string().max(2000) }).optional(),
    tags: z.record(z.string().max(40), Tag).optional(),
    exception: z.object({
      values: z
        .array(
          z.object({
            type: z.string().max(200),
            value: z.string().max(10_000),
            stacktrace: z
              .object({
                frames: z
                  .array(
                    z.object({
                      function: z.string().max(500).optional(),
                      filename: z.string().max(2000),
                      lineno: z.number().int().optional(),
                      colno: z.number().int().optional(),
                      in_app: z.boolean().optional(),
                    }),
                  )
                  .max(100),
              })
              .optional(),
            mechanism: z.object({ type: z.string().max(40), handled: z.boolean() }).optional(),
          }),
        )
        .min(1)
        .max(10),
    }),
    extra: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'DevErrorReportEvent' });
export type DevErrorReportEvent = z.infer<typeof DevErrorReportEvent>;

/** One received report. */
export const DevErrorReport = z
  .object({
    id: z.number().int().describe('Order of arrival'),
    received_at: z.string(),
    event_id: z.string(),
    dsn: z.string().nullable().describe("The envelope header's dsn"),
    environment: z.string().nullable(),
    release: z.string().nullable(),
    type: z.string().describe('Exception type of the first value'),
    value: z.string().describe('Exception message of the first value'),
    url: z.string().nullable().describe('Page URL'),
    event: DevErrorReportEvent,
  })
  .meta({ id: 'DevErrorReport' });
export type DevErrorReport = z.infer<typeof DevErrorReport>;

export const DevErrorReportsResponse = z
  .object({ data: z.array(DevErrorReport) })
  .meta({ id: 'DevErrorReportsResponse' });
export type DevErrorReportsResponse = z.infer<typeof DevErrorReportsResponse>;

/** The answer to an accepted envelope (the error-tracking format's `{id}`). */
export const DevErrorReportAccepted = z.object({ id: z.string() }).meta({ id: 'DevErrorReportAccepted' });
export type DevErrorReportAccepted = z.infer<typeof DevErrorReportAccepted>;
