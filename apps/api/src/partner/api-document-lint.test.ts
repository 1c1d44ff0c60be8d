import path from 'node:path';
import { fileURLToPath } from 'node:url';
import spectralCore from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const { Document, Spectral } = spectralCore;
const rulesetFile = path.resolve(fileURLToPath(new URL('../../../../.spectral.mjs', import.meta.url)));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API document, linted as a partner would (Spectral)', () => {
  it('has no finding of spectral:oas or the OWASP API rules, except those the ruleset file switches off', async () => {
    const served = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const spectral = new Spectral();
    spectral.setRuleset((await import(rulesetFile)).default);
    const results = await spectral.run(new Document(served.body, Json, '/docs/json'));
    const findings = results.map((r) => `${r.code} at ${r.path.join('.')}: ${r.message}`);
    expect(findings, findings.join('\n')).toEqual([]);
  });
});
