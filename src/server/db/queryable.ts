import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/** An open transaction: what a write that must lock or commit with others takes. */
export type Tx = Transaction<Database>;

/** The database or an open transaction: a read or write that may run inside a caller's transaction. */
export type Queryable = Kysely<Database> | Tx;
