import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { layoutDocumentHistory, layoutDocuments } from '../../db/schema.ts';

export type LayoutState = 'published' | 'draft';
export type LayoutRow = typeof layoutDocuments.$inferSelect;

/** The stored document of `page` in `state`, or null. */
export async function layoutRow(db: Db, page: string, state: LayoutState): Promise<LayoutRow | null> {
  const [row] = await db
    .select()
    .from(layoutDocuments)
    .where(and(eq(layoutDocuments.page, page), eq(layoutDocuments.state, state)))
    .limit(1);
  return row ?? null;
}

export interface LayoutWrite {
  page: string;
  state: LayoutState;
  baseVersion: number;
  document: unknown;
  previewToken: string | null;
  now: Date;
}

/**
 * Writes version baseVersion + 1 when the stored version is still baseVersion (0: none stored yet),
 * in one statement, so of writers starting from the same version exactly one succeeds; the new version
 * joins the history in the same transaction. Null when another write came first.
 */
export async function writeLayout(db: Db, w: LayoutWrite): Promise<LayoutRow | null> {
  return db.transaction(async (tx) => {
    const values = { document: w.document, previewToken: w.previewToken, updatedAt: w.now };
    const [row] =
      w.baseVersion === 0
        ? await tx
            .insert(layoutDocuments)
            .values({ page: w.page, state: w.state, version: 1, ...values })
            .onConflictDoNothing()
            .returning()
        : await tx
            .update(layoutDocuments)
            .set({ ...values, version: sql`${layoutDocuments.version} + 1` })
            .where(
              and(
                eq(layoutDocuments.page, w.page),
                eq(layoutDocuments.state, w.state),
                eq(layoutDocuments.version, w.baseVersion),
              ),
            )
            .returning();
    if (!row) return null;
    await tx.insert(layoutDocumentHistory).values({
      page: row.page,
      state: row.state,
      version: row.version,
      document: row.document,
      createdAt: w.now,
    });
    return row;
  });
}

/** The number of versions kept of `page` in `state` (tests, tools). */
export async function layoutHistoryCount(db: Db, page: string, state: LayoutState): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(layoutDocumentHistory)
    .where(and(eq(layoutDocumentHistory.page, page), eq(layoutDocumentHistory.state, state)));
  return row?.n ?? 0;
}
