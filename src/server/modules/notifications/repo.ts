import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { NOTIFICATION_KINDS, type NotificationKind } from '#shared/domain/notifications';
import type { AppNotification, NotificationSettings } from '#shared/contract/http/notifications';
import type { Database } from '../../db/schema';
import type { NotificationsTable } from './tables';
import { mailTexts, type MailTexts } from '../../services/mail-texts';
import { readNotice, writeNotice, type StoredNotice } from './notice-text';

type Db = Kysely<Database>;

/** What a notification says and where it leads, before it is stored. */
export interface NotificationInput {
  userId: string;
  kind: NotificationKind;
  title: StoredNotice['title'];
  body: StoredNotice['body'];
  link: string;
  subjectId: string;
}

/** A stored notification as its reader sees it: its texts written in their language now. */
const toNotification = (r: NotificationsTable, texts: MailTexts): AppNotification => {
  const { title, body } = writeNotice(readNotice(r.data_json), texts);
  return { id: r.id, kind: r.kind, title, body, link: r.link, createdAt: r.created_at, readAt: r.read_at };
};

const dataOf = (n: NotificationInput): string => JSON.stringify({ title: n.title, body: n.body } satisfies StoredNotice);

/** The texts of the user's language (`users.language`) as it is now: notices are written when read. */
async function readerTexts(db: Db, userId: string): Promise<MailTexts> {
  const user = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
  return mailTexts({ language: user?.language ?? null });
}

export async function insertNotification(db: Db, n: NotificationInput, now: Date): Promise<AppNotification> {
  const row: NotificationsTable = {
    id: randomUUID(),
    user_id: n.userId,
    kind: n.kind,
    data_json: dataOf(n),
    link: n.link,
    subject_id: n.subjectId,
    created_at: now.toISOString(),
    read_at: null,
  };
  await db.insertInto('notifications').values(row).execute();
  return toNotification(row, await readerTexts(db, n.userId));
}

/**
 * A new message's notification: the recipient's unread one of the same conversation is brought up
 * to date and to the top (one per conversation while unread), else a new one is made.
 */
export async function upsertUnreadNotification(db: Db, n: NotificationInput, now: Date): Promise<AppNotification> {
  const existing = await db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', n.userId)
    .where('kind', '=', n.kind)
    .where('subject_id', '=', n.subjectId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  if (!existing) return insertNotification(db, n, now);
  const row = await db
    .updateTable('notifications')
    .set({ data_json: dataOf(n), link: n.link, created_at: now.toISOString() })
    .where('id', '=', existing.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toNotification(row, await readerTexts(db, n.userId));
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const cursorOf = (r: { created_at: string; id: string }) => Buffer.from(`${r.created_at}|${r.id}`).toString('base64url');

function readCursor(cursor: string | undefined): { createdAt: string; id: string } | null {
  if (!cursor) return null;
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  return createdAt && id ? { createdAt, id } : null;
}

/** One page, newest first; `next` continues after its last one. */
export async function listNotifications(
  db: Db,
  userId: string,
  page: { before?: string; limit: number },
): Promise<{ notifications: AppNotification[]; next: string | null }> {
  const after = readCursor(page.before);
  const rows = await db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .$if(after !== null, (q) =>
      q.where((eb) =>
        eb.or([
          eb('created_at', '<', after?.createdAt ?? ''),
          eb.and([eb('created_at', '=', after?.createdAt ?? ''), eb('id', '<', after?.id ?? '')]),
        ]),
      ),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit + 1)
    .execute();
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  const texts = await readerTexts(db, userId);
  return { notifications: shown.map((r) => toNotification(r, texts)), next: rows.length > page.limit && last ? cursorOf(last) : null };
}

/** Marks the user's notification read (once: the first time stays); null when it is not theirs. */
export async function markRead(db: Db, userId: string, id: string, now: Date): Promise<AppNotification | null> {
  await db
    .updateTable('notifications')
    .set({ read_at: now.toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
  const row = await db.selectFrom('notifications').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return row ? toNotification(row, await readerTexts(db, userId)) : null;
}

export async function markAllRead(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
}

/** Marks read the user's unread notification of a conversation (its messages were read). */
export async function markSubjectRead(db: Db, userId: string, kind: NotificationKind, subjectId: string, now: Date) {
  await db
    .updateTable('notifications')
    .set({ read_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('subject_id', '=', subjectId)
    .where('read_at', 'is', null)
    .execute();
}

export async function emailSettings(db: Db, userId: string): Promise<NotificationSettings> {
  const off = await db.selectFrom('notification_email_off').select('kind').where('user_id', '=', userId).execute();
  const offKinds = new Set(off.map((r) => r.kind));
  return { email: Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, !offKinds.has(k)])) as NotificationSettings['email'] };
}

export async function setEmail(db: Db, userId: string, kind: NotificationKind, on: boolean, now: Date): Promise<void> {
  if (on) {
    await db.deleteFrom('notification_email_off').where('user_id', '=', userId).where('kind', '=', kind).execute();
    return;
  }
  await db
    .insertInto('notification_email_off')
    .values({ user_id: userId, kind, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
    .execute();
}

export async function emailIsOn(db: Db, userId: string, kind: NotificationKind): Promise<boolean> {
  const off = await db
    .selectFrom('notification_email_off')
    .select('kind')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return !off;
}
