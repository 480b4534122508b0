/**
 * Named statements of the placement's hot path. Each one's SQL text is built once, at module load,
 * from a drizzle `sql` template whose values are `sql.placeholder(name)`s, so a placement spends no
 * time building queries; on PostgreSQL it runs as a named prepared statement (parsed once per
 * connection, then planned from its cached plan), on PGlite as an ordinary query (the name is ignored).
 * Every value travels as a parameter (arrays and jsonb where a list varies), so the text never changes.
 */
import { DrizzleQueryError, fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
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
 * Types whose text node-postgres hands over as is, as Drizzle's node-postgres driver does: timestamp,
 * timestamptz, date, interval and their arrays, numeric[].
 */
const TEXT_TYPES = new Set([1114, 1184, 1082, 1186, 1115, 1185, 1182, 1187, 1231]);
const asText = (value: string) => value;
const DRIVER_TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.has(oid) ? asText : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * Runs the statement in `db` (a transaction's or the pool's) with these placeholder values; the rows
 * come as the driver gives them (timestamptz as text, bigint as text on PostgreSQL, json parsed or not).
 * Inside a node-postgres transaction it goes to the connection straight: Drizzle would build a prepared
 * query object, two type-parser closures and two tracing spans around the same call per statement
 * (issue 13, placement CPU); errors are wrapped as Drizzle wraps them.
 */
export async function runStatement<Row>(
  db: Db,
  st: Statement,
  values: Record<string, unknown>,
): Promise<Row[]> {
  const params = fillPlaceholders(st.params, values);
  const client: unknown = (db._.session as unknown as { client?: unknown }).client;
  if (client instanceof pg.Client) {
    const config = { name: st.name || undefined, text: st.text, values: params, types: DRIVER_TYPES };
    try {
      return (await client.query(config)).rows as Row[];
    } catch (err) {
      throw new DrizzleQueryError(st.text, params, err as Error);
    }
  }
  const prepared = db._.session.prepareQuery(
    { sql: st.text, params },
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
