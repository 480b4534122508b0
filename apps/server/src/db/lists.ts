import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any($1::int[])`: membership in a list of integer ids as ONE array parameter. Unlike
 * drizzle's inArray (`in ($1, …, $n)`), the statement text and parameter count stay the same for any
 * number of ids: no statement grows with the data (nor nears the protocol's 65,535-parameter cap), and
 * one prepared shape serves every call. An empty list matches nothing.
 */
export function inIds(column: AnyColumn | SQL, ids: readonly number[]): SQL {
  return sql`${column} = any(${sql.param([...ids])}::int[])`;
}

/** Splits a list into slices of at most `size` items (bounded statements over long lists). */
export function slices<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Rows of a raw `execute` on either driver (node-postgres and PGlite both return `rows`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
