import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_ATTACHMENTS_MAX, REQUEST_MESSAGES } from '#shared/domain/requests';
import { HIDDEN_CONTACT_TEXT } from '#shared/domain/contact-masking';
import { DOCUMENT_CONTENT_MESSAGE, DOCUMENT_MIME_TYPE } from '#shared/domain/documents';
import type { DirectMessage } from '#shared/contract/live-messages';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { testDbKind } from '../../helpers/test-db';
import { createTestUser } from '../../helpers/users';
import { jpegOf } from '../../helpers/gigs';
import { MINIMAL_PDF } from '../../helpers/pdf';
import { inject, mailsTo, topUp, waitForMail } from '../bookings/bookings-fixtures';
import { call, history, send } from '../messages/messages-fixtures';
import { matchableExpert, offerOk, postRequest, requestForm, type RequestJson } from './requests-fixtures';

type Caller = { id: string; auth: Record<string, string>; token: string };

/**
 * What a request carries and who hears of it: its images (uploaded through the message image
 * pipeline, the buyer's own only, at most two, seen by its buyer and matched experts only), the
 * experts' mutes per software or skill (matched still, not told), and the thread of each offer
 * (its buyer and expert only, contact details hidden until they are booked together).
 */
describe(`requests: attachments, mutes and offer threads on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function upload(caller: Caller): Promise<{ key: string; imageUrl: string }> {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await jpegOf(900, 600))], { type: 'image/jpeg' }), 'scene.jpg');
    const res = await t.app.inject({ method: 'POST', url: '/api/upload/message-image', payload: form, headers: caller.auth });
    expect(res.statusCode).toBe(201);
    return res.json<{ key: string; imageUrl: string }>();
  }
  async function uploadDocument(caller: Caller | null, data: Buffer, name = 'brief.pdf', field = 'file') {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(data)], { type: 'application/pdf' }), name);
    return t.app.inject({ method: 'POST', url: '/api/upload/request-file', payload: form, headers: caller?.auth ?? {} });
  }
  const read = (caller: Caller, id: string) => inject(t, 'GET', `/api/requests/${id}`, caller);
  const attachmentsOf = async (caller: Caller, id: string) =>
    (await read(caller, id)).json<{ request: RequestJson & { attachments: Array<{ url: string; kind: string }> } }>().request.attachments;

  it('takes up to two of the buyer\'s own uploaded images, shown to its buyer and matched experts only', async () => {
    const skill = 'Data Visualization';
    const expert = await matchableExpert(t, { skill, credits: 20 });
    const outsider = await matchableExpert(t, { skill: 'Web Scraping', credits: 20 });
    const buyer = await createTestUser(t);
    const other = await createTestUser(t);
    const [a, b, c] = [await upload(buyer), await upload(buyer), await upload(buyer)];
    const theirs = await upload(other);
    if (!a || !b || !c) throw new Error('no uploads');

    const refused: Array<[unknown, string]> = [
      [[a.key, b.key, c.key], REQUEST_MESSAGES.attachmentsCount],
      [[a.key, a.key], REQUEST_MESSAGES.attachmentsCount],
      [[theirs.key], REQUEST_MESSAGES.attachmentUnknown],
      [['0000-not-uploaded.jpg'], REQUEST_MESSAGES.attachmentUnknown],
      ['a.jpg', REQUEST_MESSAGES.attachmentsCount],
    ];
    for (const [attachments, message] of refused) {
      const res = await inject(t, 'POST', '/api/requests', buyer, requestForm(t, skill, { attachments }));
      expect(res.statusCode, JSON.stringify(attachments)).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields.attachments).toBe(message);
    }
    expect(await t.db.kysely.selectFrom('requests').select('id').where('buyer_id', '=', buyer.id).execute()).toEqual([]);

    const r = await postRequest(t, buyer, requestForm(t, skill, { attachments: [a.key, b.key] }));
    expect(REQUEST_ATTACHMENTS_MAX).toBe(2);
    const images = [{ url: a.imageUrl, kind: 'image' }, { url: b.imageUrl, kind: 'image' }];
    expect(await attachmentsOf(buyer, r.id)).toEqual(images);
    expect(await attachmentsOf(expert, r.id)).toEqual(images);
    expect((await read(outsider, r.id)).statusCode).toBe(404);
    expect((await read(other, r.id)).statusCode).toBe(404);
    const file = await t.app.inject({ method: 'GET', url: a.imageUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
  });

  it('takes a PDF beside an image: checked by content, stored as it is, served as a download', async () => {
    const skill = 'Data Visualization';
    const expert = await matchableExpert(t, { skill, credits: 20 });
    const buyer = await createTestUser(t);
    const other = await createTestUser(t);
    const image = await upload(buyer);

    expect((await uploadDocument(null, MINIMAL_PDF)).statusCode).toBe(401);
    const pngNamedPdf = await uploadDocument(buyer, await jpegOf(900, 600), 'brief.pdf');
    expect(pngNamedPdf.statusCode).toBe(400);
    expect(pngNamedPdf.json<{ message: string; code: string }>()).toMatchObject({ message: DOCUMENT_CONTENT_MESSAGE, code: 'DOCUMENT_TYPE' });
    const inImageField = await uploadDocument(buyer, MINIMAL_PDF, 'brief.pdf', 'image');
    expect(inImageField.statusCode).toBe(400);
    expect(inImageField.json<{ message: string }>().message).toBe('Send the file in the multipart field "file".');
    expect(await t.db.kysely.selectFrom('uploads').select('key').where('user_id', '=', buyer.id).where('kind', '=', 'document').execute()).toEqual([]);

    const stored = await uploadDocument(buyer, MINIMAL_PDF);
    expect(stored.statusCode).toBe(201);
    const pdf = stored.json<{ key: string; fileUrl: string; bytes: number }>();
    expect(pdf.key).toMatch(/^[a-z0-9-]+\.pdf$/);
    expect(pdf.bytes).toBe(MINIMAL_PDF.length);
    const theirs = (await uploadDocument(other, MINIMAL_PDF)).json<{ key: string }>();
    const refused = await inject(t, 'POST', '/api/requests', buyer, requestForm(t, skill, { attachments: [theirs.key] }));
    expect(refused.json<{ fields: Record<string, string> }>().fields.attachments).toBe(REQUEST_MESSAGES.attachmentUnknown);

    const r = await postRequest(t, buyer, requestForm(t, skill, { attachments: [pdf.key, image.key] }));
    const both = [{ url: pdf.fileUrl, kind: 'document' }, { url: image.imageUrl, kind: 'image' }];
    expect(await attachmentsOf(buyer, r.id)).toEqual(both);
    expect(await attachmentsOf(expert, r.id)).toEqual(both);

    const file = await t.app.inject({ method: 'GET', url: pdf.fileUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(DOCUMENT_MIME_TYPE);
    expect(file.headers['content-disposition']).toBe('attachment');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(MINIMAL_PDF)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `${pdf.fileUrl}?w=320` })).statusCode).toBe(400);
  });

  it('lets an expert mute a software or skill: still matched, not told; heard again once unmuted', async () => {
    const skill = 'Financial Modeling';
    const muted = await matchableExpert(t, { skill, software: 'Tableau', credits: 20 });
    const told = await matchableExpert(t, { skill, credits: 20 });
    // The muted expert ranks first, so their notice would be sent before the other's.
    const iso = t.clock.now().toISOString();
    await t.db.kysely.insertInto('expert_levels').values({ expert_id: muted.expertId, level: 'top-rated', evaluations_below: 0, evaluated_on: iso.slice(0, 10), updated_at: iso }).execute();
    const put = (who: Caller | null, body: object) => call(t, 'PUT', '/api/requests/mutes', who, body);

    const listed = await call(t, 'GET', '/api/requests/mutes', muted);
    expect(listed.json<{ topics: unknown[] }>().topics).toEqual([
      { kind: 'software', topic: 'Tableau', muted: false },
      { kind: 'skill', topic: skill, muted: false },
    ]);
    const bad = await put(muted, { kind: 'skill', topic: 'Tableau', muted: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fields: Record<string, string> }>().fields.topic).toBe(REQUEST_MESSAGES.topicRequired);
    expect((await put(null, { kind: 'skill', topic: skill, muted: true })).statusCode).toBe(401);
    expect((await put(await createTestUser(t), { kind: 'skill', topic: skill, muted: true })).statusCode).toBe(403);
    const set = await put(muted, { kind: 'skill', topic: skill, muted: true });
    expect(set.statusCode).toBe(200);
    expect(set.json<{ topics: unknown[] }>().topics).toContainEqual({ kind: 'skill', topic: skill, muted: true });
    // Muting twice is muting once.
    expect((await put(muted, { kind: 'skill', topic: skill, muted: true })).statusCode).toBe(200);

    const buyer = await createTestUser(t);
    const r = await postRequest(t, buyer, requestForm(t, skill));
    const bell = async (who: Caller) =>
      (await inject(t, 'GET', '/api/notifications', who)).json<{ notifications: Array<{ kind: string; subjectId?: string; link: string }> }>().notifications;
    await expect.poll(() => bell(told)).toContainEqual(expect.objectContaining({ kind: 'request.matched', link: `/requests/${r.id}` }));
    await waitForMail(t, told.email, /^A new request for you/);
    expect((await bell(muted)).filter((n) => n.link === `/requests/${r.id}`)).toEqual([]);
    expect(mailsTo(t, muted.email).filter((m) => /^A new request for you/.test(m.subject))).toEqual([]);
    const forYou = await inject(t, 'GET', '/api/requests/for-you', muted);
    expect(forYou.json<{ requests: Array<{ id: string }> }>().requests.map((x) => x.id)).toContain(r.id);

    expect((await put(muted, { kind: 'skill', topic: skill, muted: false })).statusCode).toBe(200);
    const r2 = await postRequest(t, buyer, requestForm(t, skill));
    await expect.poll(() => bell(muted)).toContainEqual(expect.objectContaining({ kind: 'request.matched', link: `/requests/${r2.id}` }));
  });

  it('opens one thread per offer for its buyer and expert only, contact details hidden until booked', async () => {
    const skill = 'Email Marketing';
    const expert = await matchableExpert(t, { skill, credits: 20 });
    const bystander = await matchableExpert(t, { skill, credits: 20 });
    const buyer = await createTestUser(t);
    const stranger = await createTestUser(t);
    const r = await postRequest(t, buyer, requestForm(t, skill));
    const start = r.windows[0]?.start ?? '';
    const offer = await offerOk(t, expert, r.id, [start]);
    const open = (who: Caller | null, offerId = offer.id) => call(t, 'POST', `/api/requests/${r.id}/offers/${offerId}/thread`, who, {});

    const a = await open(buyer);
    expect(a.statusCode).toBe(200);
    const { conversationId } = a.json<{ conversationId: string }>();
    expect((await open(expert)).json<{ conversationId: string }>().conversationId).toBe(conversationId);
    expect((await open(bystander)).statusCode).toBe(404);
    expect((await open(stranger)).statusCode).toBe(404);
    expect((await open(buyer, 'no-such-offer')).statusCode).toBe(404);
    expect((await open(null)).statusCode).toBe(401);
    expect((await call(t, 'GET', `/api/conversations/${conversationId}`, bystander)).statusCode).toBe(404);
    const conv = await call(t, 'GET', `/api/conversations/${conversationId}`, expert);
    expect(conv.json<{ conversation: { kind: string; bookedTogether: boolean } }>().conversation).toMatchObject({ kind: 'offer', bookedTogether: false });

    const question = await send(t, buyer, conversationId, { text: 'Can you do it on Blender 4? Call me on +91 98765 43210' });
    expect(question.statusCode).toBe(201);
    const seen = (await history(t, expert, conversationId)).messages.at(-1);
    expect(seen).toMatchObject({ text: `Can you do it on Blender 4? Call me on ${HIDDEN_CONTACT_TEXT}`, hidden: true });
    // The thread is in both inboxes.
    const inbox = await call(t, 'GET', '/api/conversations', expert);
    expect(inbox.json<{ conversations: Array<{ id: string }> }>().conversations.map((c) => c.id)).toContain(conversationId);

    await topUp(t, buyer, 50);
    const accepted = await inject(t, 'POST', `/api/requests/${r.id}/offers/${offer.id}/accept`, buyer, { scheduledAt: start });
    expect(accepted.statusCode).toBe(200);
    const after = await send(t, expert, conversationId, { text: 'Booked: my number is 9876543210' });
    const got = after.json<{ message: DirectMessage }>().message;
    expect(got.hidden).toBe(false);
    expect((await history(t, buyer, conversationId)).messages.at(-1)).toMatchObject({ text: 'Booked: my number is 9876543210', hidden: false });
  });
});
