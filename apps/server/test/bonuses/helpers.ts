import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { bonusCampaigns } from '../../src/db/schema.ts';

/** Switches the seeded sign-up campaigns off, so a test player starts without bonuses. */
export async function withoutSignUpBonuses(db: Db): Promise<void> {
  await db.update(bonusCampaigns).set({ status: 'inactive' }).where(eq(bonusCampaigns.trigger, 'sign_up'));
}
