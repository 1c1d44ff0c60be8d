// `npm run seed`: migrates the configured database, empties it and loads the demo data.
import path from 'node:path';
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { acquireDataDirLock, DataDirLocked } from '../data-dir-lock';
import { resetDatabase, type SeedSummary, seedDemo } from './demo-seed';

function describeSummary(summary: SeedSummary): string {
  const lines = [
    `Loaded the demo data in ${(summary.durationMs / 1000).toFixed(1)} s:`,
    `  ${Object.entries(summary.counts)
      .map(([name, count]) => `${name} ${count}`)
      .join(', ')}`,
    '',
    'Site accounts (username / e-mail / password):',
    ...summary.customers.map(
      (c) =>
        `  ${c.username} / ${c.email} / ${c.password}${c.membershipNumber ? ` (miles ${c.membershipNumber})` : ''}`,
    ),
    'Miles accounts (membership number / password):',
    ...summary.loyaltyMembers.map(
      (m) =>
        `  ${m.membershipNumber} / ${m.password}: ${m.balance} miles, ${m.customerUsername ? `site account ${m.customerUsername}` : 'no site account'}`,
    ),
    'Tickets:',
    ...summary.tickets.map(
      (t) =>
        `  ${t.ticketNumber} ${t.passenger}: ${t.note}; ${t.sectors
          .map((s) => `${s.flightNumber} ${s.origin}-${s.destination} ${s.departureAt} seat ${s.seatNumber}`)
          .join(', ')}`,
    ),
    'Promo codes:',
    ...summary.promoCodes.map((p) => `  ${p.code}: ${p.description}`),
    'Operations console staff at /ops (username / password / roles):',
    ...summary.staff.map(
      (s) =>
        `  ${s.username} / ${s.password} / ${s.roles.join(', ')}${s.totpSecret ? `; one-time code secret (RFC 6238, add it to an authenticator app): ${s.totpSecret}` : ''}`,
    ),
  ];
  return lines.join('\n');
}

const config = loadConfig();
// The embedded database has one writer: refused while the shop runs on it.
if (!config.databaseUrl) {
  try {
    acquireDataDirLock(config.dataDir, 'seed command');
  } catch (error) {
    if (!(error instanceof DataDirLocked)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, limits: { statementTimeoutMs: 0 } }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
);
try {
  // The start-up lock keeps an API process that is starting from migrating or seeding at the same time.
  const summary = await database.exclusive(async () => {
    await database.migrate();
    await resetDatabase(database.db);
    return seedDemo(database.db);
  });
  console.log(describeSummary(summary));
} finally {
  await database.close();
}
