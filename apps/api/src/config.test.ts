import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const production = {
  NODE_ENV: 'production',
  DATA_DIR: 'var/test/config',
  JWT_SECRET: 'a-secret-of-at-least-thirty-two-characters',
  DATABASE_URL: 'postgres://shop@db.example/shop',
  PUBLIC_URL: 'https://shop.example',
  SMTP_URL: 'smtp://mail.example:587',
  PAYMENT_SANDBOX: 'false',
  PROOF_SIGNING_KEY: generateKeyPairSync('ed25519')
    .privateKey.export({ format: 'pem', type: 'pkcs8' })
    .toString(),
};

describe('configuration', () => {
  it('starts in production only with every setting production needs', () => {
    expect(loadConfig(production).env).toBe('production');
    for (const name of [
      'JWT_SECRET',
      'PROOF_SIGNING_KEY',
      'DATABASE_URL',
      'PUBLIC_URL',
      'SMTP_URL',
      'PAYMENT_SANDBOX',
    ] as const) {
      const { [name]: _left, ...without } = production;
      let error: unknown;
      try {
        loadConfig(without);
      } catch (e) {
        error = e;
      }
      expect(error, name).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).lines, name).toEqual([expect.stringMatching(new RegExp(`^${name}: `))]);
    }
  });

  it('uses the given proof key in production rather than one made in DATA_DIR', () => {
    expect(loadConfig(production).proofSigningKey).toBe(production.PROOF_SIGNING_KEY);
  });

  it('points e-mail links at the address the shop listens on unless PUBLIC_URL says otherwise', () => {
    const base = { NODE_ENV: 'development', DATA_DIR: 'var/test/config' };
    expect(loadConfig(base).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ ...base, PORT: '8203' }).publicUrl).toBe('http://localhost:8203');
    expect(loadConfig({ ...base, PORT: '9000', HOST: '0.0.0.0' }).publicUrl).toBe('http://localhost:9000');
    expect(loadConfig({ ...base, PORT: '9000', HOST: 'shop.lan' }).publicUrl).toBe('http://shop.lan:9000');
    expect(loadConfig({ ...base, PORT: '9000', PUBLIC_URL: 'https://shop.example/' }).publicUrl).toBe(
      'https://shop.example',
    );
  });

  it('reads TRUST_PROXY as a switch, a hop count or a list of addresses', () => {
    const base = { DATA_DIR: 'var/test/config' };
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
  });

  it('drains for a few seconds on SIGTERM in production only, unless told', () => {
    expect(loadConfig({ DATA_DIR: 'var/test/config' }).shutdownDrainMs).toBe(0);
    expect(loadConfig(production).shutdownDrainMs).toBe(5_000);
    expect(loadConfig({ ...production, SHUTDOWN_DRAIN_MS: '1500' }).shutdownDrainMs).toBe(1_500);
  });

  it('keeps rendered pages as long as catalogue answers unless PAGE_CACHE_MS says less', () => {
    const base = { DATA_DIR: 'var/test/config' };
    expect(loadConfig(base).pageCacheMs).toBe(10_000);
    expect(loadConfig({ ...base, READ_CACHE_MS: '0' }).pageCacheMs).toBe(0);
    expect(loadConfig({ ...base, PAGE_CACHE_MS: '0' }).pageCacheMs).toBe(0);
    expect(loadConfig({ ...base, PAGE_CACHE_MS: '60000', READ_CACHE_MS: '5000' }).pageCacheMs).toBe(5_000);
  });

  it('warns of a price import moving a price more than 3 times unless PRICE_CHANGE_WARN_FACTOR says otherwise', () => {
    const base = { DATA_DIR: 'var/test/config' };
    expect(loadConfig(base).priceChangeWarnFactor).toBe(3);
    expect(loadConfig({ ...base, PRICE_CHANGE_WARN_FACTOR: '2.5' }).priceChangeWarnFactor).toBe(2.5);
    for (const bad of ['0.5', 'many', '0'])
      expect(() => loadConfig({ ...base, PRICE_CHANGE_WARN_FACTOR: bad }), bad).toThrow(ConfigError);
  });

  it('traces only when an OTLP endpoint is set, posting to its /v1/traces', () => {
    const base = { DATA_DIR: 'var/test/config' };
    expect(loadConfig(base).tracing).toBeUndefined();
    expect(loadConfig({ ...base, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).tracing).toEqual({
      tracesUrl: 'http://collector:4318/v1/traces',
      headers: {},
      serviceName: 'duty-free-api',
      sampleRatio: 1,
      exportDelayMs: 5_000,
    });
    const told = loadConfig({
      ...base,
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example/otlp',
      OTEL_EXPORTER_OTLP_HEADERS: 'api-key=abc%3D%3D, x-tenant=shop',
      OTEL_SERVICE_NAME: 'shop-eu',
      OTEL_TRACES_SAMPLER_ARG: '0.25',
    }).tracing;
    expect(told).toEqual({
      tracesUrl: 'https://traces.example/otlp',
      headers: { 'api-key': 'abc==', 'x-tenant': 'shop' },
      serviceName: 'shop-eu',
      sampleRatio: 0.25,
      exportDelayMs: 5_000,
    });
    expect(() => loadConfig({ ...base, OTEL_EXPORTER_OTLP_HEADERS: 'no-equals-sign' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, OTEL_TRACES_SAMPLER_ARG: '2' })).toThrow(ConfigError);
  });
});
