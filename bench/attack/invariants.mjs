// Money invariants, checked straight in the database once the API is stopped (tables and columns of
// apps/server/src/db/schema.ts). Each check is a query returning the offending rows; any row is a
// violation. Ledger refs are `bet:<id>` (stake, payout and cash-out rows of a bet).

const CHECKS = [
  [
    'balance equals the sum of its ledger rows',
    `SELECT a.id, a.balance_subunits::text AS balance, coalesce(sum(l.delta), 0)::text AS ledger
       FROM accounts a LEFT JOIN ledger_entries l ON l.account_id = a.id
      GROUP BY a.id HAVING a.balance_subunits <> coalesce(sum(l.delta), 0)`,
  ],
  [
    'balance equals the balance_after of its last ledger row',
    `SELECT a.id FROM accounts a
       JOIN LATERAL (SELECT balance_after FROM ledger_entries l WHERE l.account_id = a.id ORDER BY l.id DESC LIMIT 1) last ON true
      WHERE last.balance_after <> a.balance_subunits`,
  ],
  [
    'no negative balance',
    `SELECT 'account ' || id AS what FROM accounts WHERE balance_subunits < 0
     UNION ALL SELECT 'ledger ' || id FROM ledger_entries WHERE balance_after < 0`,
  ],
  [
    'every bet has exactly one stake row of -stake on its player’s account',
    `SELECT b.id, count(l.id)::int AS rows FROM bets b
       JOIN accounts a ON a.user_id = b.user_id AND a.currency = b.currency
       LEFT JOIN ledger_entries l ON l.ref = 'bet:' || b.id AND l.kind = 'bet_stake' AND l.account_id = a.id AND l.delta = -b.stake
      GROUP BY b.id HAVING count(l.id) <> 1`,
  ],
  [
    'no stake row without its bet',
    `SELECT l.id FROM ledger_entries l
      WHERE l.kind = 'bet_stake' AND NOT EXISTS (SELECT 1 FROM bets b WHERE 'bet:' || b.id = l.ref)`,
  ],
  [
    'every bet has selections',
    'SELECT b.id FROM bets b WHERE NOT EXISTS (SELECT 1 FROM bet_selections s WHERE s.bet_id = b.id)',
  ],
  [
    'at most one bet per Idempotency-Key',
    `SELECT user_id, device_id, count(*)::int AS bets FROM bets WHERE device_id LIKE 'atk-%'
      GROUP BY user_id, device_id HAVING count(*) > 1`,
  ],
  [
    'a cashed-out bet has exactly one cash-out row of its win amount, a paid settled bet one payout row, others none',
    `SELECT b.id, b.status, b.win_amount::text AS win, count(l.id)::int AS rows,
            coalesce(sum(l.delta), 0)::text AS paid, string_agg(l.kind, ',') AS kinds
       FROM bets b LEFT JOIN ledger_entries l ON l.ref = 'bet:' || b.id AND l.kind IN ('payout', 'cashout')
      GROUP BY b.id
     HAVING CASE
       WHEN b.status = 'cashed_out' THEN count(l.id) <> 1 OR bool_or(l.kind <> 'cashout') OR sum(l.delta) <> b.win_amount
       WHEN coalesce(b.win_amount, 0) > 0 AND b.status IN ('done', 'cancelled')
         THEN count(l.id) <> 1 OR bool_or(l.kind <> 'payout') OR sum(l.delta) <> b.win_amount
       ELSE count(l.id) <> 0 END`,
  ],
];

const TOTALS = `SELECT (SELECT count(*) FROM bets)::int AS bets,
                       (SELECT count(*) FROM bet_selections)::int AS selections,
                       (SELECT count(*) FROM ledger_entries)::int AS ledger,
                       (SELECT count(*) FROM accounts)::int AS accounts,
                       (SELECT count(*) FROM bets WHERE status = 'cashed_out')::int AS cashed_out,
                       (SELECT count(*) FROM bets WHERE status IN ('done', 'cancelled'))::int AS settled`;

/** Runs every check on `target`; resolves to `{ totals, failures: [{ check, count, sample }] }`. */
export async function checkInvariants(target) {
  const rows = await target.query([TOTALS, ...CHECKS.map(([, sql]) => sql)]);
  const failures = [];
  CHECKS.forEach(([check], i) => {
    const bad = rows[i + 1];
    if (bad.length) failures.push({ check, count: bad.length, sample: bad.slice(0, 3) });
  });
  return { totals: rows[0][0], failures, checks: CHECKS.length };
}
