import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** SQL type of each column for jsonb_to_recordset. */
export type ColumnTypes = Record<
  string,
  'int' | 'smallint' | 'text' | 'jsonb' | 'boolean' | 'timestamptz' | 'float8'
>;

const ROWS_PER_STATEMENT = 1000;

/**
 * Multi-row insert of plain rows (snake_case keys) through one jsonb parameter per statement:
 * `INSERT … SELECT … FROM jsonb_to_recordset($1)`. Much cheaper than building thousands of bound
 * parameters, on PGlite and PostgreSQL alike. Returns the `returning` column of every row, in order
 * of `rows` when `key` names a unique column to match them by.
 */
export async function bulkInsert(
  db: Db,
  table: string,
  columns: ColumnTypes,
  rows: readonly Record<string, unknown>[],
  key?: string,
): Promise<number[]> {
  const names = Object.keys(columns);
  const list = sql.raw(names.map((n) => `"${n}"`).join(', '));
  const spec = sql.raw(names.map((n) => `"${n}" ${columns[n]}`).join(', '));
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(i, i + ROWS_PER_STATEMENT);
    const json = JSON.stringify(chunk);
    if (key) {
      const result = (await db.execute(
        sql`INSERT INTO ${sql.raw(`"${table}"`)} (${list}) SELECT ${list} FROM jsonb_to_recordset(${json}::jsonb) AS x(${spec}) RETURNING id, ${sql.raw(`"${key}"`)} AS k`,
      )) as unknown as { rows: { id: number; k: string }[] };
      const byKey = new Map(result.rows.map((r) => [String(r.k), Number(r.id)]));
      for (const row of chunk) ids.push(byKey.get(String(row[key])) as number);
    } else {
      await db.execute(
        sql`INSERT INTO ${sql.raw(`"${table}"`)} (${list}) SELECT ${list} FROM jsonb_to_recordset(${json}::jsonb) AS x(${spec})`,
      );
    }
  }
  return ids;
}
