import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CHANGE_TTL_MS, emailChangeSentMessage, FRESH_SIGN_IN_MS, PICTURE_NOT_YOURS_MESSAGE } from '#shared/domain/account-changes';
import { EMAIL_CHANGE_INVALID_MESSAGE, SAME_EMAIL_MESSAGE } from '#shared/domain/account-changes-answers';
import { CURRENT_PASSWORD_WRONG_MESSAGE } from '#shared/domain/account-answers';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser, signTestSession, TEST_PASSWORD } from '../../helpers/users';
import { uploadAvatar } from '../../helpers/expert-submission';

/**
 * The profile (name, picture) and the email change through the real outbox: the link goes
 * to the new address, the old one is told, nothing changes until the link is followed, the link works
 * once and expires, a taken address gets the same answer (its owner a notice instead).
 */
let ips = 0;
const nextIp = () => `10.31.${Math.floor((ips += 1) / 250)}.${ips % 250}`;
type Caller = { auth: Record<string, string> };

describe(`profile and email change on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const send = (method: 'POST' | 'PUT' | 'GET', url: string, caller: Caller | null, payload?: object) =>
    t.app.inject({ method, url, headers: caller?.auth ?? {}, remoteAddress: nextIp(), ...(payload ? { payload } : {}) });
  const ask = (caller: Caller, newEmail: string, currentPassword: string | undefined = TEST_PASSWORD) =>
    send('POST', '/api/account/email', caller, { newEmail, ...(currentPassword === undefined ? {} : { currentPassword }) });
  const confirm = (token: string) => send('POST', '/api/account/email/confirm', null, { token });
  const emailOf = async (id: string) =>
    (await t.db.kysely.selectFrom('users').select(['email', 'email_verified']).where('id', '=', id).executeTakeFirstOrThrow());
  const tokenIn = (links: string[]) => new URL(links.find((l) => l.includes('/change-email?')) ?? '').searchParams.get('token') ?? '';
  const login = (emailOrUsername: string) =>
    send('POST', '/api/users/login', null, { emailOrUsername, password: TEST_PASSWORD }).then((r) => r.statusCode);

  it('changes the name and the picture to an upload of the caller, and refuses anyone else’s picture', async () => {
    const user = await createTestUser(t, { name: 'Pat Before' });
    const other = await createTestUser(t);
    const mine = await uploadAvatar(t, user);
    const theirs = await uploadAvatar(t, other);
    const ok = await send('PUT', '/api/account/profile', user, { name: '  Pat After ', profilePicture: mine });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ user: { name: string; profilePicture: string } }>().user).toMatchObject({ name: 'Pat After', profilePicture: mine });
    const stolen = await send('PUT', '/api/account/profile', user, { name: 'Pat Thief', profilePicture: theirs });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ code: 'PICTURE_NOT_UPLOADED', fields: { profilePicture: PICTURE_NOT_YOURS_MESSAGE } });
    const blank = await send('PUT', '/api/account/profile', user, { name: '   ', profilePicture: null });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ fields: Record<string, string> }>().fields.name).toBe('Name is required');
    // Nothing changed by the refused requests; then the picture is removed.
    const row = await t.db.kysely.selectFrom('users').select(['name', 'profile_picture']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Pat After', profile_picture: mine });
    const none = await send('PUT', '/api/account/profile', user, { name: 'Pat After', profilePicture: null });
    expect(none.json<{ user: { profilePicture: string | null } }>().user.profilePicture).toBeNull();
  });

  it('sends the link to the new address, tells the old one, and changes only when the link is followed, once', async () => {
    const user = await createTestUser(t, { name: 'Mo Mover' });
    const newEmail = `mo-new-${user.id.slice(0, 6)}@example.com`;
    const res = await ask(user, newEmail.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: emailChangeSentMessage(newEmail) });
    const link = await t.smtp.waitFor(newEmail);
    expect(link.subject).toBe('Confirm your new email for Qurious');
    const notice = await t.smtp.waitFor(user.email);
    expect(notice.subject).toBe('Your Qurious email is about to change');
    expect(notice.text).toContain(newEmail);
    expect(notice.links.some((l) => l.includes('/reset-password?token='))).toBe(true);
    // Not yet: the old address still signs in, the new one does not.
    expect((await emailOf(user.id)).email).toBe(user.email);
    expect(await login(newEmail)).toBe(401);

    const token = tokenIn(link.links);
    const done = await confirm(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ email: newEmail });
    expect(await emailOf(user.id)).toEqual({ email: newEmail, email_verified: 1 });
    expect(await login(newEmail)).toBe(200);
    expect(await login(user.email)).toBe(401);
    // Single use: the same link again changes nothing.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN', message: EMAIL_CHANGE_INVALID_MESSAGE });
    // The reset link the old address received stops working with the change.
    const reset = new URL(notice.links.find((l) => l.includes('/reset-password?')) ?? '').searchParams.get('token');
    const stale = await send('POST', '/api/users/reset-password', null, { token: reset, password: 'Taken#Over2026' });
    expect(stale.statusCode).toBe(400);
  });

  it('refuses an expired link and a wrong password, and changes nothing', async () => {
    const user = await createTestUser(t);
    const wrong = await ask(user, `x-${user.id.slice(0, 6)}@example.com`, 'Wrong#Pass2026');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD', fields: { currentPassword: CURRENT_PASSWORD_WRONG_MESSAGE } });
    const same = await ask(user, user.email);
    expect(same.json()).toMatchObject({ fields: { newEmail: SAME_EMAIL_MESSAGE } });

    const newEmail = `late-${user.id.slice(0, 6)}@example.com`;
    expect((await ask(user, newEmail)).statusCode).toBe(200);
    const token = tokenIn((await t.smtp.waitFor(newEmail)).links);
    t.clock.advance(EMAIL_CHANGE_TTL_MS + 1000);
    const late = await confirm(token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await emailOf(user.id)).email).toBe(user.email);
  });

  it('answers a taken address exactly as a free one; its owner is told instead and the address stays theirs', async () => {
    const owner = await createTestUser(t, { name: 'Olive Owner' });
    const mover = await createTestUser(t, { name: 'Max Mover' });
    const free = `free-${mover.id.slice(0, 6)}@example.com`;
    const taken = await ask(mover, owner.email);
    const open = await ask(mover, free);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ message: emailChangeSentMessage(owner.email) });
    expect(Object.keys(taken.json())).toEqual(Object.keys(open.json()));
    const notice = await t.smtp.waitFor(owner.email);
    expect(notice.subject).toBe('Someone tried to use your email address on Qurious');
    expect(notice.links.some((l) => l.includes('/change-email'))).toBe(false);
    expect(t.smtp.messages.filter((m) => m.to.includes(owner.email) && m.subject.startsWith('Confirm'))).toEqual([]);
    expect((await emailOf(mover.id)).email).toBe(mover.email);
    expect((await emailOf(owner.id)).email).toBe(owner.email);
  });

  it('asks a social-only account for a fresh sign-in instead of a password', async () => {
    const user = await createTestUser(t);
    await t.db.kysely.updateTable('users').set({ password_hash: '' }).where('id', '=', user.id).execute();
    t.clock.advance(FRESH_SIGN_IN_MS + 1000);
    const stale = await ask(user, `s-${user.id.slice(0, 6)}@example.com`, undefined);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ code: 'FRESH_SIGN_IN_REQUIRED' });
    const fresh = { auth: { authorization: `Bearer ${await signTestSession(t, user.id)}` } };
    expect((await ask(fresh, `s-${user.id.slice(0, 6)}@example.com`, undefined)).statusCode).toBe(200);
  });

  it('limits the requests per account like resend', async () => {
    const user = await createTestUser(t);
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await ask(user, `n${i}-${user.id.slice(0, 6)}@example.com`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
