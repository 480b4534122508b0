import type { Provider } from '@sportsbook/contract';
import { eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { providers } from '../../db/schema.ts';

export type ProviderStatusValue = 'active' | 'inactive';
export const PROVIDERS: readonly Provider[] = ['betradar', 'oddin', 'betconstruct'];

/** Every provider's status from the providers rows (a provider without a row is active). */
export function providerStatusesOf(
  rows: readonly { id: string; status: string }[],
): Record<Provider, ProviderStatusValue> {
  const statuses = Object.fromEntries(PROVIDERS.map((p) => [p, 'active'])) as Record<
    Provider,
    ProviderStatusValue
  >;
  for (const row of rows) {
    if ((PROVIDERS as readonly string[]).includes(row.id)) {
      statuses[row.id as Provider] = row.status as ProviderStatusValue;
    }
  }
  return statuses;
}

/** Every provider's status (a provider without a row is active), and when one last changed. */
export async function readProviderStatuses(
  db: Db,
): Promise<{ statuses: Record<Provider, ProviderStatusValue>; updatedAt: Date | null }> {
  const rows = await db.select().from(providers);
  let updatedAt: Date | null = null;
  for (const row of rows) if (!updatedAt || row.updatedAt > updatedAt) updatedAt = row.updatedAt;
  return { statuses: providerStatusesOf(rows), updatedAt };
}

/** Stores one provider's status; returns whether it changed. */
export async function writeProviderStatus(
  db: Db,
  provider: Provider,
  status: ProviderStatusValue,
  at: Date,
): Promise<boolean> {
  const [current] = await db.select().from(providers).where(eq(providers.id, provider));
  if (current?.status === status) return false;
  await db
    .insert(providers)
    .values({ id: provider, status, updatedAt: at })
    .onConflictDoUpdate({ target: providers.id, set: { status, updatedAt: at } });
  return true;
}

/** When any provider status last changed (null without rows). */
export async function providersUpdatedAt(db: Db): Promise<Date | null> {
  const [row] = await db.select({ at: max(providers.updatedAt) }).from(providers);
  return row?.at ?? null;
}
