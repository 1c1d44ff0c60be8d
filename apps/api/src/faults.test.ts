import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { killAt, noFaults } from './faults';

const base = {
  JWT_SECRET: 'a-secret-of-at-least-thirty-two-characters',
  DATA_DIR: 'var/test/config',
  // What production requires besides (config.test.ts checks each).
  DATABASE_URL: 'postgres://shop@db.example/shop',
  PUBLIC_URL: 'https://shop.example',
  SMTP_URL: 'smtp://mail.example:587',
  PAYMENT_SANDBOX: 'false',
  PROOF_SIGNING_KEY: generateKeyPairSync('ed25519')
    .privateKey.export({ format: 'pem', type: 'pkcs8' })
    .toString(),
};

describe('fault points', () => {
  it('are taken from FAULT_POINT outside production only, and only by their names', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'test', FAULT_POINT: 'cancel.refunded' }).faultPoint).toBe(
      'cancel.refunded',
    );
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).faultPoint).toBeUndefined();
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', FAULT_POINT: 'cancel.refunded' })).toThrow(
      /FAULT_POINT: fault tests only, refused in production/,
    );
    expect(() => loadConfig({ ...base, NODE_ENV: 'test', FAULT_POINT: 'somewhere' })).toThrow(/FAULT_POINT/);
  });

  it('pass through every other point, and do nothing at all when none is set', async () => {
    await expect(killAt('cancel.refunded').checkpoint('checkout.order-inserted')).resolves.toBeUndefined();
    expect(killAt(undefined)).toBe(noFaults);
    await expect(noFaults.checkpoint('cancel.refunded')).resolves.toBeUndefined();
  });
});
