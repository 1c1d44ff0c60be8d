import { Privilege } from '@dfs/contract/privileges';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { signInStaff } from '../test/staff-session';
import { createTestApp } from '../test/test-app';
import { nulBytePath } from './text-input';

describe('nulBytePath', () => {
  it('finds a NUL in a value or a key, however deep, and nothing in clean input', () => {
    expect(nulBytePath({ a: 'x', b: [1, { c: 'y\u0000' }] })).toEqual(['b', 1, 'c']);
    expect(nulBytePath({ 'k\u0000': 1 })).toEqual(['k\u0000']);
    expect(nulBytePath('\u0000')).toEqual([]);
    expect(nulBytePath({ a: 'x', b: [1, null, true, { c: 'y' }] })).toBeNull();
    expect(nulBytePath(Buffer.from([0, 0]))).toBeNull();
    let deep: unknown = 'deep\u0000';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(nulBytePath(deep)).toHaveLength(50_000);
  });
});

describe('a NUL character in any field', () => {
  const started = createTestApp();
  afterAll(async () => (await started).close());

  const expectRefused = (response: LightMyRequestResponse) => {
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    const body = response.json<{ code: string; errors: Record<string, string[]> }>();
    expect(body.code).toBe('validation');
    return body.errors;
  };

  it('is refused with 400 in a customer sign-in body, naming the field', async () => {
    const t = await started;
    const response = await t.app.inject({
      method: 'POST',
      url: '/User/api/V1.0/Account/SignIn',
      headers: await t.headers(Privilege.PreOrderAccess),
      payload: { username: 'flyer\u0000', password: 'Blue skies over Addis' },
    });
    expect(expectRefused(response)).toEqual({
      Username: ['This value contains a character that is not allowed (U+0000).'],
    });
  });

  it('is refused in a search query string and a list filter', async () => {
    const t = await started;
    const headers = await t.headers(Privilege.PreOrderAccess);
    for (const url of [
      '/PreOrder/api/V1.0/PreOrder/SearchItems?term=wat%00ch&lng=en',
      '/PreOrder/api/V1.0/PreOrder/SearchItems?term=watch&lng=en%00',
      '/PreOrder/api/V1.0/PreOrder/GetOrderByCode?orderCode=AB%00CD',
    ]) {
      const response = await t.app.inject({ url, headers });
      expect(Object.keys(expectRefused(response))).toHaveLength(1);
    }
  });

  it('is refused in a staff sign-in, a staff form and in Arabic', async () => {
    const t = await started;
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/Ops/api/V1.0/Staff/SignIn',
      headers: { 'accept-language': 'ar' },
      payload: { username: 'merchandiser', password: 'x\u0000y' },
    });
    expect(expectRefused(signIn).Password?.[0]).toContain('U+0000');
    const { authorization } = await signInStaff(t, 'merchandiser');
    const brand = await t.app.inject({
      method: 'POST',
      url: '/Ops/api/V1.0/Brand/Create',
      headers: { authorization },
      payload: { name: 'Nul\u0000Brand' },
    });
    expect(expectRefused(brand)).toHaveProperty('Name');
  });

  it('leaves the same calls working without it', async () => {
    const t = await started;
    const response = await t.app.inject({
      url: '/PreOrder/api/V1.0/PreOrder/SearchItems?term=watch&lng=en',
      headers: await t.headers(Privilege.PreOrderAccess),
    });
    expect(response.statusCode).toBe(200);
  });
});
