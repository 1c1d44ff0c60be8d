import { api } from '@dfs/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalDataIn } from '../test/log-scan';
import { createTestApp, type TestApp } from '../test/test-app';
import { redactError } from './log-redaction';

describe('log lines', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('name the route pattern, never the path or query string a traveller sent', async () => {
    const headers = await t.headers(api.orderByCode.privilege);
    const answer = await t.app.inject({
      url: `${api.orderByCode.path}?orderCode=ABCDEFGH&email=hana.girma@example.com&token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJlLXNpZ24`,
      headers: { ...headers, 'x-request-id': 'trace-me' },
    });
    expect(answer.headers['x-request-id']).toBe('trace-me');
    const lines = t.logs().map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.find((l) => l.reqId === 'trace-me' && l.msg === 'request answered')).toMatchObject({
      route: api.orderByCode.path,
      status: answer.statusCode,
      caller: 'visitor',
    });
    expect(personalDataIn(t.logs())).toBeUndefined();
  });

  it('are caught by the scan when they carry an e-mail address, a token or a name', () => {
    expect(personalDataIn(['{"msg":"sent to hana.girma@example.com"}'])).toMatch(/e-mail/);
    expect(personalDataIn(['{"url":"/PreOrder?x=1"}'])).toMatch(/query string/);
    expect(personalDataIn(['{"msg":"eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJlLXNpZ24"}'])).toMatch(
      /token/,
    );
    expect(personalDataIn(['{"msg":"Hana ordered"}'])).toMatch(/name/);
  });

  it('drop the bound parameters and details of database errors', () => {
    const driver = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(hana.girma@example.com) already exists.',
    });
    const drizzle = Object.assign(
      new Error(
        'Failed query: insert into customers (email, first_name) values ($1, $2)\nparams: hana.girma@example.com,Hana',
      ),
      { query: 'insert …', params: ['hana.girma@example.com', 'Hana'], cause: driver },
    );
    const logged = JSON.stringify(redactError(drizzle));
    expect(logged).toContain('insert into customers');
    expect(logged).toContain('23505');
    expect(personalDataIn([logged])).toBeUndefined();
  });
});
