import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import errors from './errors';
import locale from './locale';

/** A Fastify instance with the error handler, a route failing with `error`, and its log lines. */
async function failingWith(error: Error) {
  const lines: Array<{ level: number; msg: string }> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  await app.register(locale);
  await app.register(errors);
  app.get('/fail', async () => {
    throw error;
  });
  const answer = await app.inject({ url: '/fail' });
  await app.close();
  return { answer, lines };
}

describe('the error handler', () => {
  it('logs an answer the client stopped reading as information, not as an error', async () => {
    const closed = Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    const { answer, lines } = await failingWith(closed);
    expect(answer.statusCode).toBe(499);
    expect(lines.find((l) => l.msg === 'client closed the connection')?.level).toBe(30);
    expect(lines.some((l) => l.level >= 50)).toBe(false);
  });

  it('still logs anything else unexpected as an error, with a 500', async () => {
    const { answer, lines } = await failingWith(new Error('boom'));
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toMatchObject({ status: 500, code: 'internal' });
    expect(lines.find((l) => l.msg === 'unhandled error')?.level).toBe(50);
  });
});
