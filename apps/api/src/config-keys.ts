import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Keys a developer's shop makes for itself and keeps in DATA_DIR; production is given them (config.ts).

/** Outside production the signing key is generated once and kept in DATA_DIR. */
export function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/** Without PROOF_SIGNING_KEY, an Ed25519 key pair is generated once and kept in DATA_DIR. */
export function keptProofKey(dataDir: string): string {
  const file = path.join(dataDir, 'proof-signing-key.pem');
  try {
    return readFileSync(file, 'utf8');
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const { privateKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    writeFileSync(file, pem, { mode: 0o600 });
    return pem;
  }
}
