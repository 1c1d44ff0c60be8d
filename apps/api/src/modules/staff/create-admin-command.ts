// `npm run ops:create-admin -- --username NAME [--name "Display name"]`: makes an admin account that
// cannot sign in yet and prints its one-time enrolment link (docs/OPERATIONS.md, "The first admin").
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { acquireDataDirLock, type DataDirLock, DataDirLocked } from '../../db/data-dir-lock';
import { DomainError } from '../../errors';
import { createStaffEnrolmentRepository } from './staff-enrolment.repository';
import { createStaffEnrolmentService } from './staff-enrolment.service';

const { values } = parseArgs({
  options: { username: { type: 'string' }, name: { type: 'string' } },
  allowPositionals: false,
});
if (!values.username) {
  console.error('Usage: npm run ops:create-admin -- --username NAME [--name "Display name"]');
  process.exit(2);
}

const config = loadConfig();
let lock: DataDirLock | undefined;
if (!config.databaseUrl) {
  try {
    lock = acquireDataDirLock(config.dataDir, 'create-admin command');
  } catch (error) {
    if (!(error instanceof DataDirLocked)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
);
try {
  await database.exclusive(() => database.migrate());
  const enrolment = createStaffEnrolmentService({
    repository: createStaffEnrolmentRepository(database.db),
    now: () => new Date(),
  });
  const made = await enrolment.createAdmin({ username: values.username, displayName: values.name ?? '' });
  console.log(
    [
      `Admin account "${made.username}" made; it cannot sign in until it is enrolled.`,
      'Give this one-time link to its holder only (it works once, until',
      `${made.expiresAt.toISOString()}):`,
      '',
      `  ${config.publicUrl}/ops/enrol#${made.token}`,
      '',
      'The page shows the one-time code secret (QR code) for an authenticator app and sets the password.',
    ].join('\n'),
  );
} catch (error) {
  if (!(error instanceof DomainError)) throw error;
  console.error(
    error.status === 409 ? `The username "${values.username}" is taken.` : 'The username is not valid.',
  );
  process.exitCode = 1;
} finally {
  await database.close();
  // The lock's heartbeat would keep the command running.
  lock?.release();
}
