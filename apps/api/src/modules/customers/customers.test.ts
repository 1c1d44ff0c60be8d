import { Privilege } from '@dfs/contract/privileges';
import { sql } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp, testSecret } from '../../test/test-app';

const paths = {
  signIn: '/User/api/V1.0/Account/SignIn',
  miles: '/User/api/V1.0/Account/ShebamilesSignIn',
  refresh: '/User/api/V1.0/Account/RefreshToken',
  signOut: '/User/api/V1.0/Account/SignOut',
  create: '/MasterData/api/V1.0/CustomerProfile/Create',
  update: '/MasterData/api/V1.0/CustomerProfile/Update',
  profile: '/MasterData/api/V1.0/CustomerProfile/GetPassengerProfile',
  forgot: '/User/api/V1.0/Password/ForgotPassword',
  reset: '/User/api/V1.0/Password/ResetForgotPassword',
  change: '/User/api/V1.0/Password/ChangePassword',
};

/** Undo quoted-printable soft breaks and escapes, as a mail client would. */
const decode = (eml: string) =>
  eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(Number.parseInt(hex, 16)));

let seq = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${seq++}`;

describe('accounts and identity', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  type Extra = { headers?: Record<string, string>; ip?: string };
  /** A call as the storefront makes it: anonymous tokens, or the signed-in user's token in both headers. */
  async function call(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload: unknown,
    privilege: Privilege,
    userToken?: string,
    extra: Extra = {},
  ) {
    const anonymous = await t.headers(privilege);
    const headers = userToken
      ? { ...anonymous, authorization: `Bearer ${userToken}`, usertoken: userToken }
      : anonymous;
    return t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { ...headers, ...extra.headers },
      remoteAddress: extra.ip ?? '127.0.0.1',
    });
  }
  const post = (url: string, payload: unknown, userToken?: string, extra?: Extra) =>
    call('POST', url, payload, Privilege.PreOrderAccess, userToken, extra);
  const signIn = (username: string, password: string, ip?: string) =>
    post(paths.signIn, { username, password }, undefined, ip ? { ip } : {});

  const registration = (overrides: Record<string, unknown> = {}) => {
    const username = unique('flyer');
    return {
      email: `${username}@example.com`,
      password: 'Blue skies over Addis',
      firstName: 'Hana',
      lastName: 'Girma',
      middleName: 'T',
      title: 3,
      nationality: 'Ethiopian',
      mobileNumber: '+251 911 000111',
      username,
      ...overrides,
    };
  };
  const register = (body: Record<string, unknown>, extra?: Extra) =>
    call('POST', paths.create, body, Privilege.AccountSave, undefined, extra);

  describe('registration', () => {
    it('creates the account, signs it in, and sends a welcome e-mail', async () => {
      const body = registration();
      const before = (await t.outbox()).length;
      const response = await register(body);
      expect(response.statusCode).toBe(200);
      const { data, message } = response.json();
      expect(message).toBe('Your account has been created.');
      expect(data).toMatchObject({
        username: body.username,
        firstName: 'Hana',
        isShebamilesUser: false,
        paymentOptions: [1, 2],
      });
      expect(data.token).toBeTypeOf('string');
      expect(data.refreshToken).toMatch(/^[0-9a-f-]{36}\./);

      const profile = await call(
        'GET',
        `${paths.profile}?UserId=${data.userId}`,
        undefined,
        Privilege.PreOrderAccess,
        data.token,
      );
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toMatchObject({
        title: 3,
        mobileNumber: '+251911000111',
        middleName: 'T',
        milesBalance: null,
      });

      const mails = (await t.outbox()).slice(before).map(decode);
      expect(mails.some((m) => m.includes(`To: ${body.email}`) && m.includes('Welcome to'))).toBe(true);
      const [row] = await queryRows<{ hash: string }>(
        t.database.db,
        sql`SELECT password_hash AS hash FROM customers WHERE id = ${data.userId}`,
      );
      expect(row?.hash).toMatch(/^\$argon2id\$/);
    });

    it('refuses a taken username or e-mail with 409 naming the field', async () => {
      const taken = await register(registration({ username: 'Traveller' }));
      expect(taken.statusCode).toBe(409);
      expect(taken.json().errors).toEqual({ Username: ['This username is already taken.'] });
      const email = await register(registration({ email: 'TRAVELLER@example.com' }));
      expect(email.statusCode).toBe(409);
      expect(email.json().errors).toEqual({ Email: ['An account with this e-mail address already exists.'] });
    });

    it('refuses short, over-long and common passwords and bad fields with field messages', async () => {
      const short = await register(registration({ password: 'Ab#1234' }));
      expect(short.statusCode).toBe(400);
      expect(short.json().errors.Password).toEqual(['Password must be at least 8 characters']);
      const common = await register(registration({ password: 'Password1' }));
      expect(common.json().errors.Password).toEqual([
        'This password is too common. Please choose another one',
      ]);
      const long = await register(registration({ password: 'x'.repeat(129) }));
      expect(long.statusCode).toBe(400);
      const passphrase = await register(registration({ password: 'a long passphrase '.repeat(7) }));
      expect(passphrase.statusCode).toBe(200);
      const bad = await register(registration({ mobileNumber: '0911', title: 'Mr', email: 'nope' }));
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['Email', 'MobileNumber', 'Title']);
      const wrongLabel = await post(paths.create, registration());
      expect(wrongLabel.statusCode).toBe(403);
    });

    it('links a miles membership only with the proof of that member’s own sign-in', async () => {
      const bare = await register(registration({ ShabamilesMembershipNumber: 'ET100200400' }));
      expect(bare.statusCode).toBe(400);
      expect(bare.json().errors.ShabamilesMembershipNumber).toEqual([
        'Log in with your membership first to link it.',
      ]);

      const miles = await post(paths.miles, { MemberID: 'et100200400', Password: 'Miles#2026' });
      expect(miles.statusCode).toBe(200);
      const proof = miles.json();
      expect(proof).toMatchObject({
        customerAlreadyRegistered: false,
        customerId: null,
        firstName: 'Daniel',
        lastName: 'Mekonnen',
        email: 'daniel.mekonnen@example.com',
        paymentOptions: [1, 2, 3],
        refreshToken: null,
      });
      // The proof is no API credential.
      const asBearer = await call(
        'GET',
        '/MasterData/api/V1.0/Brand/GetAll',
        undefined,
        Privilege.PreOrderAccess,
        proof.token,
      );
      expect(asBearer.statusCode).toBe(401);
      // Nor does it prove another membership.
      const other = await register(
        registration({ ShabamilesMembershipNumber: 'ET100200300', shebamilesToken: proof.token }),
      );
      expect(other.statusCode).toBe(400);

      const linked = await register(
        registration({ ShabamilesMembershipNumber: 'ET100200400', shebamilesToken: proof.token }),
      );
      expect(linked.statusCode).toBe(200);
      expect(linked.json().data).toMatchObject({ isShebamilesUser: true, paymentOptions: [1, 2, 3] });

      const again = await post(paths.miles, { MemberID: 'ET100200400', Password: 'Miles#2026' });
      expect(again.json()).toMatchObject({
        customerAlreadyRegistered: true,
        customerId: linked.json().data.userId,
        paymentOptions: [1, 2, 3],
      });
      const twice = await register(
        registration({ ShabamilesMembershipNumber: 'ET100200400', shebamilesToken: proof.token }),
      );
      expect(twice.statusCode).toBe(409);
    });
  });

  describe('site and miles sign-in', () => {
    it('signs in by username or e-mail, with the spec’s 400 shape when wrong or unknown', async () => {
      const byName = await signIn('traveller', 'Travel#2026', '10.1.0.1');
      expect(byName.statusCode).toBe(200);
      expect(byName.headers['cache-control']).toBe('no-store');
      expect(byName.json().data).toMatchObject({
        username: 'traveller',
        firstName: 'Selam',
        isShebamilesUser: true,
        paymentOptions: [1, 2, 3],
      });
      const byEmail = await signIn('Amina@Example.com', 'Travel#2026', '10.1.0.1');
      expect(byEmail.json().data).toMatchObject({ username: 'amina', paymentOptions: [1, 2] });

      const wrong = await signIn('amina', 'Travel#2025', '10.1.0.2');
      const unknown = await signIn('nobody-here', 'Travel#2025', '10.1.0.2');
      expect(wrong.statusCode).toBe(400);
      expect(unknown.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual({ Password: ['The username or password is incorrect.'] });
      expect(unknown.json().errors).toEqual(wrong.json().errors);

      const empty = await post(paths.signIn, { username: '', password: '' });
      expect(empty.json().errors).toEqual({
        Username: ['Username field is required.'],
        Password: ['Password field is required.'],
      });
    });

    it('throttles an account from one address after five failures, not the owner elsewhere', async () => {
      const attacker = '10.2.0.1';
      for (let i = 0; i < 5; i++)
        expect((await signIn('liwei', `wrong-${i}`, attacker)).statusCode).toBe(400);
      const throttled = await signIn('liwei', 'Travel#2026', attacker);
      expect(throttled.statusCode).toBe(429);
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
      expect(throttled.json().message).toMatch(/Too many failed attempts/);
      // Same account, through its e-mail: still the same account.
      expect((await signIn('liwei@example.com', 'Travel#2026', attacker)).statusCode).toBe(429);
      // The real traveller from home is not locked out.
      expect((await signIn('liwei', 'Travel#2026', '10.2.0.99')).statusCode).toBe(200);

      // Held across processes: the failures are rows in the database.
      const [row] = await queryRows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM login_attempts WHERE key LIKE 'customer:%' AND key LIKE ${`%|${attacker}`}`,
      );
      expect(row?.n).toBe(5);

      // The delay passes, then it grows.
      t.clock.advance(31_000);
      try {
        expect((await signIn('liwei', 'still-wrong', attacker)).statusCode).toBe(400);
        const longer = await signIn('liwei', 'Travel#2026', attacker);
        expect(longer.statusCode).toBe(429);
        expect(Number(longer.headers['retry-after'])).toBeGreaterThan(31);
      } finally {
        t.clock.advance(-31_000);
      }
    });

    it('stops every address at 100 failures an hour for one account', async () => {
      const body = registration();
      expect((await register(body)).statusCode).toBe(200);
      const [customer] = await queryRows<{ id: number }>(
        t.database.db,
        sql`SELECT id FROM customers WHERE username = ${body.username}`,
      );
      const at = t.clock.now().toISOString();
      await queryRows(
        t.database.db,
        sql`INSERT INTO login_attempts (key, attempted_at)
            SELECT ${`customer:${customer!.id}`}, ${at}::timestamptz FROM generate_series(1, 100)`,
      );
      expect((await signIn(body.username, body.password, '10.3.0.1')).statusCode).toBe(429);
    });

    it('signs a registered miles member in and refuses wrong, unknown and throttled ones', async () => {
      const ok = await post(paths.miles, { MemberID: 'ET100200300', Password: 'Miles#2026' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        customerAlreadyRegistered: true,
        username: 'traveller',
        firstName: 'Selam',
        paymentOptions: [1, 2, 3],
      });
      expect(ok.json().refreshToken).toBeTypeOf('string');
      const me = ok.json();
      const profile = await call(
        'GET',
        `${paths.profile}?UserId=${me.customerId}`,
        undefined,
        Privilege.PreOrderAccess,
        me.token,
      );
      expect(profile.json().ShabamilesMembershipNumber).toBe('ET100200300');
      // The seed gives the member 250 000 miles (README "Try it"); nothing in this file spends them.
      expect(profile.json().milesBalance).toBe(250_000);

      const ip = '10.4.0.1';
      const wrong = await post(paths.miles, { MemberID: 'ET100200300', Password: 'nope' }, undefined, { ip });
      const unknown = await post(paths.miles, { MemberID: 'ET999', Password: 'Miles#2026' }, undefined, {
        ip,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual({ Password: ['The membership number or password is incorrect.'] });
      expect(unknown.json().errors).toEqual(wrong.json().errors);
      for (let i = 0; i < 4; i++)
        await post(paths.miles, { MemberID: 'ET100200300', Password: 'nope' }, undefined, { ip });
      const throttled = await post(
        paths.miles,
        { MemberID: 'ET100200300', Password: 'Miles#2026' },
        undefined,
        { ip },
      );
      expect(throttled.statusCode).toBe(429);
      const empty = await post(paths.miles, { MemberID: '', Password: '' });
      expect(empty.json().errors).toEqual({
        MemberID: ['membership number field is required'],
        Password: ['password field is required'],
      });
    });
  });

  describe('sessions', () => {
    it('refreshes with a rotating token; a reused refresh token ends the session', async () => {
      const { data } = (await signIn('omar', 'Travel#2026', '10.5.0.1')).json();
      const first = await post(paths.refresh, { refreshToken: data.refreshToken });
      expect(first.statusCode).toBe(200);
      const rotated = first.json();
      expect(rotated.refreshToken).not.toBe(data.refreshToken);
      expect(new Date(rotated.tokenExpiresAt).getTime()).toBeGreaterThan(Date.now());
      const withNew = await call(
        'GET',
        `${paths.profile}?UserId=${data.userId}`,
        undefined,
        Privilege.PreOrderAccess,
        rotated.token,
      );
      expect(withNew.statusCode).toBe(200);

      const reuse = await post(paths.refresh, { refreshToken: data.refreshToken });
      expect(reuse.statusCode).toBe(401);
      // The thief's reuse revoked the session: the current tokens are dead too.
      expect((await post(paths.refresh, { refreshToken: rotated.refreshToken })).statusCode).toBe(401);
      const after = await call(
        'GET',
        `${paths.profile}?UserId=${data.userId}`,
        undefined,
        Privilege.PreOrderAccess,
        rotated.token,
      );
      expect(after.statusCode).toBe(401);
      expect((await post(paths.refresh, { refreshToken: 'garbage' })).statusCode).toBe(401);
    });

    it('lets the access token expire after 15 minutes while refresh keeps the traveller in', async () => {
      const { data } = (await signIn('omar', 'Travel#2026', '10.5.0.2')).json();
      t.clock.advance(16 * 60_000);
      try {
        const expired = await call(
          'GET',
          `${paths.profile}?UserId=${data.userId}`,
          undefined,
          Privilege.PreOrderAccess,
          data.token,
        );
        expect(expired.statusCode).toBe(401);
        const refreshed = await post(paths.refresh, { refreshToken: data.refreshToken });
        expect(refreshed.statusCode).toBe(200);
        const ok = await call(
          'GET',
          `${paths.profile}?UserId=${data.userId}`,
          undefined,
          Privilege.PreOrderAccess,
          refreshed.json().token,
        );
        expect(ok.statusCode).toBe(200);
      } finally {
        t.clock.advance(-16 * 60_000);
      }
    });

    it('sign-out revokes the session on the server', async () => {
      const { data } = (await signIn('omar', 'Travel#2026', '10.5.0.3')).json();
      expect((await post(paths.signOut, undefined, data.token)).statusCode).toBe(200);
      const after = await call(
        'GET',
        `${paths.profile}?UserId=${data.userId}`,
        undefined,
        Privilege.PreOrderAccess,
        data.token,
      );
      expect(after.statusCode).toBe(401);
      expect((await post(paths.refresh, { refreshToken: data.refreshToken })).statusCode).toBe(401);
      expect((await post(paths.signOut, undefined)).statusCode).toBe(401);
    });

    it('refuses forged, expired and alg:none user tokens with 401', async () => {
      const { data } = (await signIn('omar', 'Travel#2026', '10.5.0.4')).json();
      const sid = JSON.parse(Buffer.from(data.token.split('.')[1], 'base64url').toString()).sid as string;
      const claims = { kind: 'user', priv: [Privilege.PreOrderAccess], sid };
      const build = () =>
        new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer('dfs-store-api')
          .setAudience('dfs-storefront')
          .setSubject(String(data.userId));
      const forged = await build()
        .setExpirationTime('10m')
        .sign(new TextEncoder().encode('y'.repeat(48)));
      const expired = await build()
        .setExpirationTime(Math.floor(Date.now() / 1000) - 5)
        .sign(new TextEncoder().encode(testSecret));
      const none = new UnsecuredJWT(claims)
        .setIssuer('dfs-store-api')
        .setAudience('dfs-storefront')
        .setSubject(String(data.userId))
        .setExpirationTime('10m')
        .encode();
      // Someone else's id in a correctly signed token still needs that customer's open session.
      const otherSubject = await build()
        .setSubject('1')
        .setExpirationTime('10m')
        .sign(new TextEncoder().encode(testSecret));
      for (const token of [forged, expired, none, otherSubject]) {
        const response = await call(
          'GET',
          `${paths.profile}?UserId=${data.userId}`,
          undefined,
          Privilege.PreOrderAccess,
          token,
        );
        expect(response.statusCode).toBe(401);
      }
    });
  });

  describe('profile', () => {
    it('reads and updates only your own profile', async () => {
      const { data } = (await signIn('amina', 'Travel#2026', '10.6.0.1')).json();
      const mine = await call(
        'GET',
        `${paths.profile}?UserId=${data.userId}`,
        undefined,
        Privilege.PreOrderAccess,
        data.token,
      );
      expect(mine.json()).toMatchObject({ username: 'amina', firstName: 'Amina', title: 2 });
      const [other] = await queryRows<{ id: number }>(
        t.database.db,
        sql`SELECT id FROM customers WHERE username = 'traveller'`,
      );
      const theirs = await call(
        'GET',
        `${paths.profile}?UserId=${other!.id}`,
        undefined,
        Privilege.PreOrderAccess,
        data.token,
      );
      expect(theirs.statusCode).toBe(404);
      expect(theirs.body).not.toContain('Selam');
      const anonymous = await call(
        'GET',
        `${paths.profile}?UserId=${data.userId}`,
        undefined,
        Privilege.PreOrderAccess,
      );
      expect(anonymous.statusCode).toBe(401);

      const update = {
        email: 'amina@example.com',
        title: 3,
        firstName: 'Amina',
        middleName: 'W',
        lastName: 'Yusuf-Otieno',
        nationality: 'Kenyan',
        mobileNumber: '+254700000001',
      };
      const updated = await call('PUT', paths.update, update, Privilege.AccountSave, data.token);
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({
        lastName: 'Yusuf-Otieno',
        title: 3,
        mobileNumber: '+254700000001',
      });
      const takenEmail = await call(
        'PUT',
        paths.update,
        { ...update, email: 'omar@example.com', currentPassword: 'Travel#2026' },
        Privilege.AccountSave,
        data.token,
      );
      expect(takenEmail.statusCode).toBe(409);
      expect(takenEmail.json().errors.Email).toBeDefined();
      const [omar] = await queryRows<{ last: string }>(
        t.database.db,
        sql`SELECT last_name AS last FROM customers WHERE username = 'omar'`,
      );
      expect(omar?.last).toBe('Haddad');
      const noLogin = await call('PUT', paths.update, update, Privilege.AccountSave);
      expect(noLogin.statusCode).toBe(401);
    });
  });

  describe('passwords', () => {
    it('changes a password with the current one and ends the other sessions', async () => {
      const body = registration();
      await register(body);
      const other = (await signIn(body.username, body.password, '10.7.0.1')).json().data;
      const current = (await signIn(body.username, body.password, '10.7.0.2')).json().data;
      const wrong = await post(
        paths.change,
        { username: body.username, oldPassword: 'not it at all', newPassword: 'A brand new passphrase' },
        current.token,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors.OldPassword).toEqual(['The current password is incorrect.']);
      const someoneElse = await post(
        paths.change,
        { username: 'traveller', oldPassword: body.password, newPassword: 'A brand new passphrase' },
        current.token,
      );
      expect(someoneElse.statusCode).toBe(403);
      const ok = await post(
        paths.change,
        { username: body.username, oldPassword: body.password, newPassword: 'A brand new passphrase' },
        current.token,
      );
      expect(ok.statusCode).toBe(200);
      expect(ok.json().message).toBe('Password changed successfully');
      expect((await signIn(body.username, body.password, '10.7.0.3')).statusCode).toBe(400);
      expect((await signIn(body.username, 'A brand new passphrase', '10.7.0.3')).statusCode).toBe(200);
      const stillIn = await call(
        'GET',
        `${paths.profile}?UserId=${current.userId}`,
        undefined,
        Privilege.PreOrderAccess,
        current.token,
      );
      expect(stillIn.statusCode).toBe(200);
      const otherOut = await call(
        'GET',
        `${paths.profile}?UserId=${other.userId}`,
        undefined,
        Privilege.PreOrderAccess,
        other.token,
      );
      expect(otherOut.statusCode).toBe(401);
      const anonymous = await post(paths.change, {
        username: body.username,
        oldPassword: 'x',
        newPassword: 'Another long one',
      });
      expect(anonymous.statusCode).toBe(401);
    });

    const resetLinkIn = (mail: string) => {
      const match = /(https?:\/\/[^/\s]+)\/reset-password\?token=([\w-]+)/.exec(mail);
      expect(match, 'a reset link').not.toBeNull();
      return { origin: match![1]!, token: match![2]! };
    };

    it('forgot → e-mail from PUBLIC_URL → reset once → sign in with the new password; sessions end', async () => {
      const body = registration();
      const session = (await register(body)).json().data;
      const before = (await t.outbox()).length;
      const forgot = await post(
        paths.forgot,
        { username: body.email, EmailTemplateClientType: 1 },
        undefined,
        { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } },
      );
      expect(forgot.statusCode).toBe(200);
      expect(forgot.json().message).toBe(
        'If an account uses this address, we have sent it a reset link. Check your inbox.',
      );
      const mails = (await t.outbox()).slice(before).map(decode);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain(`To: ${body.email}`);
      expect(mails[0]).not.toContain('evil.example');
      const { origin, token } = resetLinkIn(mails[0]!);
      expect(origin).toBe('http://localhost:8080');
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      const [stored] = await queryRows<{ hash: string }>(
        t.database.db,
        sql`SELECT token_hash AS hash FROM password_resets ORDER BY id DESC LIMIT 1`,
      );
      expect(stored?.hash).not.toContain(token);

      const mismatch = await post(paths.reset, { verification_token: token, password: 'short' });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().errors.Password).toEqual(['Password must be at least 8 characters']);
      const reset = await post(paths.reset, { verification_token: token, password: 'Sunrise over Lalibela' });
      expect(reset.json().message).toBe('Password changed successfully');
      const reuse = await post(paths.reset, { verification_token: token, password: 'Another try at this' });
      expect(reuse.statusCode).toBe(200);
      expect(reuse.json().message).toBe('operation ended with errors');

      expect((await signIn(body.username, 'Sunrise over Lalibela', '10.8.0.1')).statusCode).toBe(200);
      expect((await signIn(body.username, body.password, '10.8.0.1')).statusCode).toBe(400);
      const old = await call(
        'GET',
        `${paths.profile}?UserId=${session.userId}`,
        undefined,
        Privilege.PreOrderAccess,
        session.token,
      );
      expect(old.statusCode).toBe(401);
      expect((await post(paths.refresh, { refreshToken: session.refreshToken })).statusCode).toBe(401);
    });

    it('voids an older link when a newer one is asked for, and expires links after 15 minutes', async () => {
      const body = registration();
      await register(body);
      const before = (await t.outbox()).length;
      await post(paths.forgot, { username: body.email, EmailTemplateClientType: 1 });
      await post(paths.forgot, { username: body.username, EmailTemplateClientType: 1 }).then((r) =>
        expect(r.statusCode).toBe(400),
      );
      await post(paths.forgot, { username: body.email, EmailTemplateClientType: 1 });
      const [older, newer] = (await t.outbox()).slice(before).map(decode).map(resetLinkIn);
      const voided = await post(paths.reset, {
        verification_token: older!.token,
        password: 'Good new password',
      });
      expect(voided.json().message).toBe('operation ended with errors');

      t.clock.advance(16 * 60_000);
      try {
        const late = await post(paths.reset, {
          verification_token: newer!.token,
          password: 'Good new password',
        });
        expect(late.json().message).toBe('operation ended with errors');
      } finally {
        t.clock.advance(-16 * 60_000);
      }
    });

    it('lets only one of two simultaneous resets with the same link through', async () => {
      const body = registration();
      await register(body);
      const before = (await t.outbox()).length;
      await post(paths.forgot, { username: body.email, EmailTemplateClientType: 1 });
      const [mail] = (await t.outbox()).slice(before).map(decode);
      const { token } = resetLinkIn(mail!);
      const answers = await Promise.all(
        ['First new passphrase', 'Second new passphrase'].map((password) =>
          post(paths.reset, { verification_token: token, password }),
        ),
      );
      const messages = answers.map((a) => a.json().message).sort();
      expect(messages).toEqual(['Password changed successfully', 'operation ended with errors']);
    });

    it('answers an unknown address as a known one (no enumeration) and sends nothing', async () => {
      const before = (await t.outbox()).length;
      const response = await post(paths.forgot, {
        username: 'nobody@example.com',
        EmailTemplateClientType: 1,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(
        'If an account uses this address, we have sent it a reset link. Check your inbox.',
      );
      expect((await t.outbox()).length).toBe(before);
      const invalid = await post(paths.forgot, { username: 'not-an-email', EmailTemplateClientType: 1 });
      expect(invalid.json().errors.Username).toEqual(['Email address format is invalid']);
    });

    it('writes the reset e-mail in the customer’s language', async () => {
      const before = (await t.outbox()).length;
      await post(paths.forgot, { username: 'omar@example.com', EmailTemplateClientType: 1 });
      const [mail] = (await t.outbox()).slice(before);
      expect(mail).toBeDefined();
      // Arabic subject (encoded) and body.
      expect(Buffer.from(mail!, 'utf8').toString()).toMatch(/Subject: =\?UTF-8\?|[\u0600-\u06FF]/);
    });
  });
});
