import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { bonusCampaigns } from '../../db/schema.ts';
import { CampaignSeed } from './rules.ts';

const SEED_FILE = path.join(import.meta.dirname, '../../seed/bonus-campaigns.json');
const DAY = 86_400_000;

/** The campaigns of seed/bonus-campaigns.json (checked: a wrong field fails the seed, not a placement). */
export function campaignSeeds(file = SEED_FILE): CampaignSeed[] {
  return z.array(CampaignSeed).parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** Inserts the seed's campaigns (days counted from `now`); a campaign already there (same key) is kept. */
export async function seedBonusCampaigns(db: Db, now: Date, file?: string): Promise<number> {
  const at = (days: number | undefined) => (days === undefined ? null : new Date(now.getTime() + days * DAY));
  const rows = campaignSeeds(file).map((c) => ({
    key: c.key,
    type: c.type,
    trigger: c.trigger,
    promoCode: c.promo_code?.trim().toUpperCase() ?? null,
    name: c.name,
    terms: c.terms,
    status: c.status,
    validFrom: at(c.starts_in_days),
    validTo: at(c.valid_days),
    onlyVerified: c.only_verified,
    countryCodes: c.country_codes.map((code) => code.toUpperCase()),
    eventConditions: c.event_conditions,
    rules: c.rules,
    createdAt: now,
  }));
  const inserted = await db
    .insert(bonusCampaigns)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: bonusCampaigns.id });
  return inserted.length;
}
