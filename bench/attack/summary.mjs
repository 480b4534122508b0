// The report of one database's attack: the figures as lines, then the BENCH_RESULT lines.
import { median, report } from '../lib.mjs';
import { fmtMs, STOP_CAP_MS } from './http.mjs';

/** Prints one database's figures and its BENCH_RESULT lines; returns the number of violations. */
export function summarize(r, { clients, players }) {
  const { kind, ctx, out, inv } = r;
  const stops = out.stops.filter(Boolean);
  const lat = stops.map((s) => s.latencyMs ?? STOP_CAP_MS);
  const violations = inv.failures.reduce((n, f) => n + f.count, 0) + ctx.tally.violations.length;
  console.log(`\n[${kind}] ${clients} clients, ${players} players, attack ${r.attackSeconds.toFixed(1)} s`);
  for (const line of ctx.tally.lines()) console.log(line);
  console.log(
    `  operations: ${ctx.tally.total} requests; ${ctx.accepted} placements accepted, ${ctx.cashedOut} cash outs paid`,
  );
  console.log(
    `  5xx answers: ${ctx.tally.count5xx}; requests without an answer (kill -9 included): ${ctx.tally.netErrors}, and ${ctx.unansweredRetries} retries of them while the API was down`,
  );
  for (const s of ctx.tally.fiveXx) console.log(`    5xx: ${s}`);
  console.log(
    `  API log: ${r.logged.count} error lines${r.logged.first ? `, first: ${r.logged.first}` : ''}`,
  );
  if (out.fuzz)
    console.log(
      `  fuzz: ${out.fuzz.sent} requests at once, ${out.fuzz.fiveXx.length} answered 5xx, ${out.fuzz.unanswered} unanswered in 60 s`,
    );
  for (const s of out.fuzz?.fiveXx ?? []) console.log(`    ${s}`);
  console.log(
    out.restartError
      ? `  kill -9: restart FAILED: ${out.restartError}`
      : `  kill -9: API answering again after ${((out.downMs ?? 0) / 1000).toFixed(1)} s`,
  );
  console.log(
    `  longest gap between /api/health answers: ${(out.healthGapMs / 1000).toFixed(1)} s (the kill -9 included)`,
  );
  const refusals = [...ctx.tally.refusals.entries()].sort((a, b) => b[1] - a[1]);
  console.log(`  refusals: ${refusals.map(([k, n]) => `${k} ×${n}`).join(', ') || 'none'}`);
  for (const s of stops)
    console.log(
      `  bet stop (${s.kind}, match ${s.match}): event answered ${s.event} in ${s.eventMs.toFixed(0)} ms, first refusal ${fmtMs(s.latencyMs)}${s.refusedSentMs === null ? '' : ` (that placement sent at ${s.refusedSentMs.toFixed(0)} ms)`}, ${s.oldPrice} bets accepted at the old price`,
    );
  console.log(
    `  first refused placement after a bet stop (its own queue wait included; bench/bet-stop.mjs times the suspension): p50 ${lat.length ? fmtMs(median(lat)) : 'n/a'}, max ${lat.length ? fmtMs(Math.max(...lat)) : 'n/a'}; old-price bets ${stops.reduce((n, s) => n + s.oldPrice, 0)}`,
  );
  console.log(
    `  database: ${inv.totals.bets} bets, ${inv.totals.selections} selections, ${inv.totals.ledger} ledger rows, ${inv.totals.cashed_out} cashed out, ${inv.totals.settled} settled; API ${r.stoppedCleanly ? 'stopped on SIGTERM' : 'needed SIGKILL to stop'}`,
  );
  console.log(
    `  invariant violations: ${violations} (${inv.checks} database checks, ${ctx.tally.violations.length} seen by clients)`,
  );
  for (const f of inv.failures) console.log(`    ${f.check}: ${f.count} e.g. ${JSON.stringify(f.sample)}`);
  for (const v of ctx.tally.violations.slice(0, 10)) console.log(`    ${v}`);
  report({
    name: `attack-${kind}-placements`,
    ratio: r.quietRate > 0 ? r.rate / r.quietRate : 0,
    ours: `${r.rate.toFixed(0)} bets/s under attack (${ctx.tally.total} requests, ${violations} violations, ${ctx.tally.count5xx} 5xx)`,
    baseline: `${r.quietRate.toFixed(0)} bets/s quiet`,
    better: 'higher',
  });
  if (lat.length && r.quietStop) {
    const quiet = Math.max(1, r.quietStop.latencyMs ?? STOP_CAP_MS);
    report({
      name: `attack-${kind}-bet-stop`,
      ratio: Math.max(...lat) / quiet,
      ours: `max ${fmtMs(Math.max(...lat))} p50 ${fmtMs(median(lat))}, ${stops.reduce((n, s) => n + s.oldPrice, 0)} old-price bets`,
      baseline: `${fmtMs(r.quietStop.latencyMs)} quiet`,
      better: 'lower',
    });
  }
  return violations;
}
