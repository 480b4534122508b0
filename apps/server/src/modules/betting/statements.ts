/**
 * Named statements of the placement's hot path. Each one's SQL text is built once, at module load,
 * from a drizzle `sql` template whose values are `sql.placeholder(name)`s, so a placement spends no
 * time building queries; on PostgreSQL it runs as a named prepared statement (parsed once per
 * connection, then planned from its cached plan), on PGlite as an ordinary query (the name is ignored).
 * Every value travels as a parameter (arrays and jsonb where a list varies), so the text never changes.
 */
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';

const dialect = new PgDialect();

export interface Statement {
  name: string;
  text: string;
  params: unknown[];
}

/** A statement named `name` (empty: unnamed, not prepared) from a template whose values are placeholders. */
export function statement(name: string, query: SQL): Statement {
  const built = dialect.sqlToQuery(query);
  return { name, text: built.sql, params: built.params };
}

/**
 * Runs the statement in `db` (a transaction's or the pool's) with these placeholder values; the rows
 * come as the driver gives them (timestamptz as text, bigint as text on PostgreSQL, json parsed or not).
 */
export async function runStatement<Row>(
  db: Db,
  st: Statement,
  values: Record<string, unknown>,
): Promise<Row[]> {
  const prepared = db._.session.prepareQuery(
    { sql: st.text, params: fillPlaceholders(st.params, values) },
    undefined,
    st.name || undefined,
    false,
  );
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}

/** A json(b) value of a raw row: node-postgres parses it, PGlite may hand it as text. */
export function jsonValue<T>(value: unknown): T | null {
  if (value == null) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
