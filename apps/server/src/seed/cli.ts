/**
 * `npx tsx apps/server/src/seed/cli.ts`: opens the database the server would use (DATABASE_URL, else
 * PGlite under DATA_DIR/pglite, default <repo>/.data/pglite), migrates, seeds it when empty (SEED,
 * default 42; SEED_SIZE=small for the test catalogue) and prints the row counts and time taken.
 */
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { isDatabaseEmpty, seedDatabase, tableCounts } from './index.ts';

const config = loadConfig();
const started = performance.now();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'pglite'),
});
try {
  await database.migrate();
  if (await isDatabaseEmpty(database.db)) {
    const size = process.env.SEED_SIZE === 'small' ? 'small' : 'full';
    const summary = await seedDatabase(database.db, { seed: config.seed, size });
    console.log(`seeded (${database.driver}, seed ${summary.seed}, ${summary.size}) in ${summary.ms} ms`);
    console.log(
      `matches: ${JSON.stringify(summary.matches)}; outrights: ${JSON.stringify(summary.outrights)}`,
    );
  } else {
    console.log(`database not empty (${database.driver}): nothing seeded`);
  }
  console.table(await tableCounts(database.db));
  console.log(`total ${Math.round(performance.now() - started)} ms`);
} finally {
  await database.close();
}
