import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from './test';

/**
 * The e-mails the server under test wrote to an address, oldest first (the file transport's .eml
 * files in E2E_DATA_DIR/outbox, quoted-printable soft breaks and `=3D` undone).
 */
export function mailsTo(address: string): string[] {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = existsSync(outbox) ? readdirSync(outbox).sort() : [];
  return files
    .map((f) =>
      readFileSync(path.join(outbox, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((mail) => mail.toLowerCase().includes(`to: ${address.toLowerCase()}`));
}

/** The newest e-mail to an address that contains `marker`, waiting for the mail dispatcher. */
export async function latestMailTo(address: string, marker = ''): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        found =
          mailsTo(address)
            .filter((mail) => mail.includes(marker))
            .at(-1) ?? '';
        return found.length > 0;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found;
}
