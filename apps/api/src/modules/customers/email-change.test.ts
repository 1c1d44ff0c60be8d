import { Privilege } from '@dfs/contract/privileges';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMail, partsOf } from '../../test/mail-reading';
import { createTestApp, type TestApp } from '../../test/test-app';

const paths = {
  create: '/MasterData/api/V1.0/CustomerProfile/Create',
  update: '/MasterData/api/V1.0/CustomerProfile/Update',
  signIn: '/User/api/V1.0/Account/SignIn',
};

describe('changing the e-mail address (issue 44, point 13)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const password = 'Blue skies over Addis';
  /** A fresh account, signed in: its token and its profile as the form sends it. */
  async function account(username: string, language = 'en') {
    const profile = {
      email: `${username}@example.com`,
      title: 3,
      firstName: 'Hana',
      middleName: '',
      lastName: 'Girma',
      nationality: 'Ethiopian',
      mobileNumber: '+251911000111',
    };
    const created = await t.app.inject({
      method: 'POST',
      url: paths.create,
      headers: { ...(await t.headers(Privilege.AccountSave)), 'accept-language': language },
      payload: { ...profile, username, password },
    });
    expect(created.statusCode, created.body).toBe(200);
    const token = created.json().data.token as string;
    const update = async (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: paths.update,
        headers: {
          ...(await t.headers(Privilege.AccountSave)),
          authorization: `Bearer ${token}`,
          usertoken: token,
        },
        payload: body,
      });
    return { profile, update };
  }
  const mailsTo = async (address: string) =>
    (await t.outbox())
      .map(decodeMail)
      .filter((m) => m.includes(`To: ${address}`))
      .map((m) => partsOf(m).text);

  it('needs the current password, and tells the old address', async () => {
    const { profile, update } = await account('mailchanger');
    // The welcome e-mail went to this address already.
    const before = (await mailsTo('mailchanger@example.com')).length;

    const withoutPassword = await update({ ...profile, email: 'new-mailchanger@example.com' });
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json().errors.CurrentPassword).toEqual([
      'Enter your current password to change your e-mail address.',
    ]);
    const wrongPassword = await update({
      ...profile,
      email: 'new-mailchanger@example.com',
      currentPassword: 'not the password',
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errors.CurrentPassword).toEqual(['The current password is incorrect.']);
    // Nothing changed, nothing was sent.
    expect((await mailsTo('mailchanger@example.com')).length).toBe(before);

    const changed = await update({
      ...profile,
      email: 'new-mailchanger@example.com',
      currentPassword: password,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().email).toBe('new-mailchanger@example.com');
    const told = (await mailsTo('mailchanger@example.com')).slice(before);
    expect(told).toHaveLength(1);
    expect(told[0]).toContain('was just changed to new-mailchanger@example.com');
    expect(told[0]).toMatch(/\/forgot-password/);

    // The other fields alone, or the same address in other letters, need no password.
    const sameAddress = await update({
      ...profile,
      email: 'NEW-mailchanger@example.com',
      lastName: 'Bekele',
    });
    expect(sameAddress.statusCode, sameAddress.body).toBe(200);
  });

  it('writes the warning in the account’s language', async () => {
    const { profile, update } = await account('mailchangerar', 'ar');
    const changed = await update({
      ...profile,
      email: 'new-mailchangerar@example.com',
      currentPassword: password,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const told = (await mailsTo('mailchangerar@example.com')).at(-1);
    expect(told).toContain(
      'تم للتو تغيير البريد الإلكتروني لحسابك في Horizon Duty Free إلى new-mailchangerar@example.com',
    );
  });
});
