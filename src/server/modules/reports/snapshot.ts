import type { ReportSnapshot } from '#shared/contract/http/ops-reports';
import { REPORT_CONVERSATION_MESSAGES, REPORT_TEXTS, type ReportTargetKind } from '#shared/domain/reports';
import type { Queryable } from '../../db/queryable';
import { notFound } from '../../http/errors';
import { isMember } from '../messages/repo';
import { shownNameOf } from '../users/shown-name';

/** What a report is about once its target was looked up: whose content, and the content as it is now. */
export interface ReportTarget {
  reportedId: string;
  /** The conversation of a message or conversation report. */
  conversationId: string | null;
  /** The stored id (an expert's profile id, whatever name the page used). */
  targetId: string;
  snapshot: ReportSnapshot;
}

const missing = () => notFound(REPORT_TEXTS.notFound);

/** An image's file name from its storage key (the last part of the path). */
const fileNameOf = (key: string | null) => (key === null ? null : (key.split('/').at(-1) ?? key));

const messagesWithSender = (db: Queryable) =>
  db
    .selectFrom('messages as m')
    .innerJoin('users as u', 'u.id', 'm.sender_id')
    .leftJoin('expert_profiles as e', 'e.user_id', 'u.id')
    .select(['m.id', 'm.conversation_id', 'm.sender_id', 'm.body', 'm.image_key', 'm.created_at', 'm.seq'])
    .select(shownNameOf('u', 'e').as('sender_name'));

type MessageRow = { body: string; image_key: string | null; created_at: string; sender_name: string | null };
const snapshotMessage = (m: MessageRow) => ({ senderName: m.sender_name ?? '', text: m.body, attachmentName: fileNameOf(m.image_key), sentAt: m.created_at });

async function messageTarget(db: Queryable, reporterId: string, messageId: string): Promise<ReportTarget> {
  const m = await messagesWithSender(db).where('m.id', '=', messageId).executeTakeFirst();
  // A conversation the reporter is not in is not theirs to see: the same answer as none.
  if (!m || !(await isMember(db, m.conversation_id, reporterId))) throw missing();
  return { reportedId: m.sender_id, conversationId: m.conversation_id, targetId: m.id, snapshot: { kind: 'message', message: snapshotMessage(m) } };
}

async function conversationTarget(db: Queryable, reporterId: string, conversationId: string): Promise<ReportTarget> {
  if (!(await isMember(db, conversationId, reporterId))) throw missing();
  const other = await db
    .selectFrom('conversation_members')
    .select('user_id')
    .where('conversation_id', '=', conversationId)
    .where('user_id', '!=', reporterId)
    .executeTakeFirst();
  if (!other) throw missing();
  const latest = await messagesWithSender(db)
    .where('m.conversation_id', '=', conversationId)
    .orderBy('m.seq', 'desc')
    .limit(REPORT_CONVERSATION_MESSAGES)
    .execute();
  return {
    reportedId: other.user_id,
    conversationId,
    targetId: conversationId,
    snapshot: { kind: 'conversation', messages: latest.reverse().map(snapshotMessage) },
  };
}

async function gigTarget(db: Queryable, gigId: string): Promise<ReportTarget> {
  const g = await db
    .selectFrom('gigs as g')
    .innerJoin('expert_profiles as e', 'e.id', 'g.expert_id')
    .leftJoin('gig_packages as p', (j) => j.onRef('p.gig_id', '=', 'g.id').on('p.tier', '=', 'basic'))
    .select(['g.id', 'g.title', 'g.description', 'e.user_id', 'p.credits'])
    .where('g.id', '=', gigId)
    .executeTakeFirst();
  if (!g) throw missing();
  return {
    reportedId: g.user_id,
    conversationId: null,
    targetId: g.id,
    snapshot: { kind: 'gig', title: g.title, description: g.description, credits: g.credits === null ? null : Number(g.credits) },
  };
}

async function reviewTarget(db: Queryable, reviewId: string): Promise<ReportTarget> {
  const r = await db
    .selectFrom('reviews as r')
    .innerJoin('gigs as g', 'g.id', 'r.gig_id')
    .select(['r.id', 'r.buyer_id', 'r.text', 'r.rating', 'g.title'])
    .where('r.id', '=', reviewId)
    .executeTakeFirst();
  if (!r) throw missing();
  return { reportedId: r.buyer_id, conversationId: null, targetId: r.id, snapshot: { kind: 'review', text: r.text, rating: Number(r.rating), gigTitle: r.title } };
}

async function expertTarget(db: Queryable, userName: string): Promise<ReportTarget> {
  const e = await db
    .selectFrom('expert_profiles')
    .select(['id', 'user_id', 'user_name', 'display_name', 'description'])
    .where('user_name', '=', userName)
    .executeTakeFirst();
  if (!e) throw missing();
  return {
    reportedId: e.user_id,
    conversationId: null,
    targetId: e.id,
    snapshot: { kind: 'expert', displayName: e.display_name, userName: e.user_name, bio: e.description },
  };
}

/** Looks the reported thing up as the reporter may see it (404 when it is not there for them) and copies it. */
export function resolveTarget(db: Queryable, reporterId: string, kind: ReportTargetKind, id: string): Promise<ReportTarget> {
  switch (kind) {
    case 'message':
      return messageTarget(db, reporterId, id);
    case 'conversation':
      return conversationTarget(db, reporterId, id);
    case 'gig':
      return gigTarget(db, id);
    case 'review':
      return reviewTarget(db, id);
    case 'expert':
      return expertTarget(db, id);
  }
}
