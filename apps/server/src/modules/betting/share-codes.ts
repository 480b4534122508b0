import { randomBytes } from 'node:crypto';
import {
  BetErrorCode,
  type ShareCodeCreateBody,
  type ShareCodeResponse,
  type SharedBet,
} from '@sportsbook/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { betShareCodes } from '../../db/schema.ts';
import { betError } from './errors.ts';

/** Letters and digits a person reads back without confusion (no 0/O, 1/I). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random code of that many characters (share codes, bet references). */
export function randomCode(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += CODE_ALPHABET[b % CODE_ALPHABET.length];
  return out;
}

/** Stores the bets under a new 8-character code (tried again on the rare collision). */
export async function createShareCode(
  db: Db,
  userId: number | null,
  body: ShareCodeCreateBody,
  now: Date,
): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = randomCode(8);
    const rows = await db
      .insert(betShareCodes)
      .values({ code, userId, bets: body.bets as unknown[], createdAt: now })
      .onConflictDoNothing()
      .returning({ code: betShareCodes.code });
    if (rows.length > 0) return code;
  }
  throw new Error('could not allocate a share code');
}

/** The bets of a share code (any case); 404 share_code_not_found. */
export async function readShareCode(db: Db, code: string, locale: string): Promise<ShareCodeResponse> {
  const [row] = await db.select().from(betShareCodes).where(eq(betShareCodes.code, code.toUpperCase()));
  if (!row) throw betError(404, BetErrorCode.shareCodeNotFound, 'error.share_code.not_found', locale);
  return { code: row.code, bets: row.bets as SharedBet[], created_at: row.createdAt.toISOString() };
}
