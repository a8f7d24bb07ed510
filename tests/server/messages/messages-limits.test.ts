import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_TEXTS, MESSAGES_PER_MINUTE, NEW_ACCOUNT_CONVERSATIONS_PER_DAY } from '#shared/domain/messages';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestExpert } from '../../helpers/experts';
import { createTestUser } from '../../helpers/users';
import { ageAccount, call, contact, pair, send } from './messages-fixtures';

describe(`messages abuse limits on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`lets a user send ${MESSAGES_PER_MINUTE} messages a minute, then 429 until the next minute`, async () => {
    const { buyer, expert } = await pair(t);
    const conv = await contact(t, buyer, expert);
    for (let i = 0; i < MESSAGES_PER_MINUTE; i++) expect((await send(t, buyer, conv.id, { text: `m${i}` })).statusCode).toBe(201);
    const over = await send(t, buyer, conv.id, { text: 'one too many' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED', message: MESSAGE_TEXTS.rateLimited });
    // The other side is not limited by the sender's count.
    expect((await send(t, expert, conv.id, { text: 'slow down' })).statusCode).toBe(201);
    t.clock.set(new Date(t.clock.now().getTime() + 61_000));
    expect((await send(t, buyer, conv.id, { text: 'sorry' })).statusCode).toBe(201);
  });

  it(`caps a new account at ${NEW_ACCOUNT_CONVERSATIONS_PER_DAY} new conversations a day; old accounts and existing ones are not capped`, async () => {
    const fresh = await createTestUser(t);
    const old = await createTestUser(t);
    await ageAccount(t, old.id);
    const experts = [];
    for (let i = 0; i <= NEW_ACCOUNT_CONVERSATIONS_PER_DAY; i++) experts.push(await createTestExpert(t));
    for (const e of experts.slice(0, NEW_ACCOUNT_CONVERSATIONS_PER_DAY)) await contact(t, fresh, e);
    const last = experts[NEW_ACCOUNT_CONVERSATIONS_PER_DAY];
    if (!last) throw new Error('no expert');
    const capped = await call(t, 'POST', '/api/conversations/contact', fresh, { expertUserName: last.userName });
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({ message: MESSAGE_TEXTS.newConversationsCapped });
    // Reopening a conversation that exists is not a new one.
    const first = experts[0];
    if (!first) throw new Error('no expert');
    await contact(t, fresh, first);
    for (const e of experts) await contact(t, old, e);
    t.clock.set(new Date(t.clock.now().getTime() + 25 * 3600 * 1000));
    await contact(t, fresh, last);
  });
});
