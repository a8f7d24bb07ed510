import { z } from 'zod';

/** The version of the archive's layout; a restore refuses a layout it does not know. */
export const ARCHIVE_FORMAT = 1;
export const MANIFEST_NAME = 'manifest.json';
/** Where the database copy sits inside an archive: the SQLite file, or pg_dump's custom format. */
export const DATABASE_ENTRY = { sqlite: 'database/qurious.sqlite', postgres: 'database/qurious.pgdump' } as const;
export const UPLOADS_DIR = 'uploads';

/** What the restore checks the restored ledger against: exact, not approximate. */
export const ledgerFactsSchema = z.object({
  rows: z.number().int().min(0),
  /** The sum of every entry's credits. */
  credits: z.number().int(),
  /** SHA-256 of every wallet's balance (user id and sum, sorted): a moved credit changes it. */
  balancesDigest: z.string().regex(/^[0-9a-f]{64}$/),
  /** Wallets whose entries sum below zero (never, in a ledger that balances). */
  negativeWallets: z.number().int().min(0),
  /** The time of the newest ledger row, or null for an empty ledger. */
  newestAt: z.string().nullable(),
});
export type LedgerFacts = z.infer<typeof ledgerFactsSchema>;

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  /** When the snapshot was taken (the backup's point: every write acknowledged before it is in). */
  takenAt: z.string(),
  database: z.enum(['sqlite', 'postgres']),
  /** The migrations applied in the copy; the newest is the schema version. */
  schema: z.object({ version: z.string(), migrations: z.array(z.string()) }),
  rowCounts: z.record(z.string(), z.number().int().min(0)),
  ledger: ledgerFactsSchema,
  /** The canary row written just before the snapshot (the drill looks for it in the restored copy). */
  canary: z.string(),
  /** Every file of the archive but the manifest, with its size and SHA-256. */
  files: z.array(z.object({ path: z.string(), bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
  /** Where the uploads were: copied from the disk, or left in their bucket (its versioning keeps them). */
  uploads: z.enum(['disk', 'bucket']),
});
export type Manifest = z.infer<typeof manifestSchema>;
