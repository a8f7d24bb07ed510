import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNREAD_MESSAGE_EMAIL_DELAY_MS } from '#shared/domain/notifications';
import { createNotificationJobRunner } from '#server/modules/notifications/unread-mail';
import type { Conversation } from '#shared/contract/http/messages';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestExpert } from '../helpers/experts';
import { createTestUser } from '../helpers/users';
import { testDbKind } from '../helpers/test-db';
import { inject, waitForMail } from './bookings-fixtures';
import { ageAccount, contact, sendOk } from './messages-fixtures';

const FULL_NAME = 'Samantha Privatefullname';
const DISPLAY_NAME = 'Sam the Designer';

/**
 * The expert's full name is private (the onboarding form marks it so): other people read the
 * display name in the inbox, the bell and the unread-message email.
 */
describe(`other people read an expert's display name on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('in the inbox, the bell and the email, never the full name', async () => {
    const expert = await createTestExpert(t, { displayName: DISPLAY_NAME });
    await t.db.kysely.updateTable('users').set({ name: FULL_NAME }).where('id', '=', expert.id).execute();
    const buyer = await createTestUser(t, { name: 'Bea Buyer' });
    await ageAccount(t, buyer.id);
    const conversation = await contact(t, buyer, expert);
    expect(conversation.other.name).toBe(DISPLAY_NAME);
    await sendOk(t, buyer, conversation.id, 'Hello, can you help with Figma?');
    await sendOk(t, expert, conversation.id, 'Yes, gladly.');

    const inbox = (await inject(t, 'GET', '/api/conversations', buyer)).json<{ conversations: Conversation[] }>();
    expect(inbox.conversations.map((c) => c.other.name)).toEqual([DISPLAY_NAME]);
    // The expert reads the buyer by the buyer's own account name.
    const theirs = (await inject(t, 'GET', '/api/conversations', expert)).json<{ conversations: Conversation[] }>();
    expect(theirs.conversations.map((c) => c.other.name)).toEqual(['Bea Buyer']);

    const bell = (await inject(t, 'GET', '/api/notifications', buyer)).json<{ notifications: Array<{ kind: string; title: string }> }>();
    const notice = bell.notifications.find((n) => n.kind === 'message.new');
    expect(notice?.title).toBe(`New message from ${DISPLAY_NAME}`);

    t.clock.advance(UNREAD_MESSAGE_EMAIL_DELAY_MS);
    await createNotificationJobRunner(t.deps, t.app.log).runDue();
    const mail = await waitForMail(t, buyer.email, /unread message/);
    expect(mail.subject).toBe(`You have an unread message from ${DISPLAY_NAME}`);
    const everything = JSON.stringify({ conversation, inbox, bell, mail: [mail.subject, mail.text] });
    expect(everything).not.toContain('Privatefullname');
  });
});
