import type { ReadableSpan } from '@opentelemetry/sdk-trace';
import { describe, expect, it } from 'vitest';
import { redactSpan, withoutLiterals } from './tracing-redaction';

const span = (attributes: ReadableSpan['attributes'], kind = 1, extra: Partial<ReadableSpan> = {}) =>
  ({
    name: 'span',
    kind,
    spanContext: () => ({ traceId: '1'.repeat(32), spanId: '2'.repeat(16), traceFlags: 1 }),
    startTime: [0, 0],
    endTime: [0, 1],
    status: { code: 0 },
    attributes,
    links: [],
    events: [],
    duration: [0, 1],
    ended: true,
    resource: {} as ReadableSpan['resource'],
    instrumentationScope: { name: 'test' },
    droppedAttributesCount: 0,
    droppedEventsCount: 0,
    droppedLinksCount: 0,
    ...extra,
  }) as ReadableSpan;

describe('what a span may carry out of the process', () => {
  it('names a served URL by its route pattern, or not at all', () => {
    const routed = redactSpan(
      span({
        'http.route': '/PreOrder/api/V1.0/PreOrder/GetOrderByCode',
        'url.path': '/PreOrder/api/V1.0/PreOrder/GetOrderByCode?token=abc&email=a%40b.c',
        'url.full': 'http://shop.example/PreOrder/api/V1.0/PreOrder/GetOrderByCode?token=abc',
        'url.query': 'token=abc',
      }),
    ).attributes;
    expect(routed).toEqual({
      'http.route': '/PreOrder/api/V1.0/PreOrder/GetOrderByCode',
      'url.path': '/PreOrder/api/V1.0/PreOrder/GetOrderByCode',
      'url.full': 'http://shop.example/PreOrder/api/V1.0/PreOrder/GetOrderByCode',
    });
    expect(
      redactSpan(span({ 'url.path': '/orders/secret-token', 'http.target': '/x?y' })).attributes,
    ).toEqual({
      'url.path': '/…',
      'http.target': '/…',
    });
    // A call this process makes keeps its path, never its query or credentials.
    expect(redactSpan(span({ 'url.full': 'https://u:p@hooks.example/in?sig=1' }, 2)).attributes).toEqual({
      'url.full': 'https://hooks.example/in',
    });
  });

  it('keeps SQL text without literals or parameters', () => {
    expect(withoutLiterals("select 1 from t where e = 'hana@example.com' and n = 'O''Neil'")).toBe(
      "select 1 from t where e = '?' and n = '?'",
    );
    const redacted = redactSpan(
      span({
        'db.query.text': "insert into t values ($1, 'Hana')",
        'db.postgresql.values': ['hana@example.com'],
        'db.query.parameter.0': 'Hana',
        'drizzle.query.params': '["Hana"]',
      }),
    ).attributes;
    expect(redacted).toEqual({ 'db.query.text': "insert into t values ($1, '?')" });
  });

  it('masks e-mail addresses, signed tokens and Drizzle’s parameters in messages and events', () => {
    const failed = redactSpan(
      span({ note: 'for hana@example.com' }, 1, {
        status: { code: 2, message: 'Failed query: select 1\nparams: hana@example.com,Hana' },
        events: [
          {
            name: 'exception',
            time: [0, 0],
            attributes: {
              'exception.message': 'bad token eyJhbGciOiJIUzI1.eyJzdWIiOiIxMjM0.c2lnbmF0dXJlLXg',
            },
          },
        ],
      }),
    );
    expect(failed.attributes).toEqual({ note: 'for [e-mail]' });
    expect(failed.status.message).toBe('Failed query: select 1\nparams: [redacted]');
    expect(failed.events[0]!.attributes).toEqual({ 'exception.message': 'bad token [token]' });
  });
});
