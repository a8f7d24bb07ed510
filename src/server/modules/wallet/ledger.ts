import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Queryable, Tx } from '../../db/queryable';
import type { DbKind } from '../../db/database';
import type { LedgerKind } from '#shared/domain/wallet';
import type { LedgerNote } from '#shared/domain/ledger-notes';
import { heldByDisputes } from '../disputes/holds';

/** Thrown inside a debit when the wallet cannot pay; the transaction rolls back. */
export class InsufficientCredits extends Error {
  constructor(
    readonly balance: number,
    readonly needed: number,
  ) {
    super('insufficient credits');
  }
}

/** Creates the user's wallet row if it is missing (safe under concurrency on both databases). */
export async function ensureWallet(db: Queryable, userId: string, now: Date): Promise<void> {
  await db
    .insertInto('wallets')
    .values({ user_id: userId, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/**
 * Locks the wallet row for the rest of the transaction: PostgreSQL takes a row lock (SELECT … FOR
 * UPDATE), so concurrent debits of one wallet queue up; SQLite runs one write transaction at a time
 * (one connection, Kysely serialises transactions), so the transaction itself is the lock.
 */
export async function lockWallet(trx: Tx, kind: DbKind, userId: string): Promise<void> {
  await trx
    .selectFrom('wallets')
    .select('user_id')
    .where('user_id', '=', userId)
    .$if(kind === 'postgres', (q) => q.forUpdate())
    .execute();
}

/** The balance: the sum of the wallet's ledger entries. */
export async function balanceOf(db: Queryable, userId: string): Promise<number> {
  const row = await db
    .selectFrom('wallet_ledger')
    .select(sql<number | string | null>`sum(credits)`.as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export interface EntryInput {
  /** The entry's id when the caller needs it (the platform's side of a fee names it); a new one otherwise. */
  id?: string;
  userId: string;
  kind: LedgerKind;
  credits: number;
  bookingId?: string | null;
  paymentId?: string | null;
  payoutId?: string | null;
  invoiceId?: string | null;
  note: LedgerNote;
  now: Date;
}

/** Appends one entry; entries are never updated or deleted. */
export async function appendEntry(db: Queryable, e: EntryInput): Promise<void> {
  await db
    .insertInto('wallet_ledger')
    .values({
      id: e.id ?? randomUUID(),
      user_id: e.userId,
      kind: e.kind,
      credits: e.credits,
      booking_id: e.bookingId ?? null,
      payment_id: e.paymentId ?? null,
      payout_id: e.payoutId ?? null,
      invoice_id: e.invoiceId ?? null,
      description: '',
      note_json: JSON.stringify(e.note),
      created_at: e.now.toISOString(),
    })
    .execute();
}

/**
 * Holds credits for a booking inside the caller's transaction: locks the wallet, checks the
 * balance (the ledger's sum) and appends the hold, or throws InsufficientCredits.
 */
export async function holdCredits(
  trx: Tx,
  kind: DbKind,
  h: { userId: string; credits: number; bookingId: string; note: LedgerNote; now: Date },
): Promise<void> {
  await ensureWallet(trx, h.userId, h.now);
  await lockWallet(trx, kind, h.userId);
  // Credits an open dispute holds in this wallet are not spendable until it is decided.
  const balance = (await balanceOf(trx, h.userId)) - (await heldByDisputes(trx, h.userId));
  if (balance < h.credits) throw new InsufficientCredits(balance, h.credits);
  await appendEntry(trx, { ...h, kind: 'hold', credits: -h.credits });
}

/** Credits held by a buyer's open bookings: their holds not yet released or refunded. */
export async function heldByBuyer(db: Queryable, userId: string): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select(sql<number | string | null>`sum(credits)`.as('total'))
    .where('buyer_id', '=', userId)
    .where('stage', 'in', ['requested', 'accepted'])
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
