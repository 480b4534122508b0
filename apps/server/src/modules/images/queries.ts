import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { competitors } from '../../db/schema.ts';

/** A competitor's id and name, or undefined when there is none with that id. */
export async function selectCompetitor(db: Db, id: number) {
  const [row] = await db
    .select({ id: competitors.id, name: competitors.name })
    .from(competitors)
    .where(eq(competitors.id, id))
    .limit(1);
  return row;
}
