import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { createDeps } from '../../../src/server/deps';
import type { Clock } from '../../../src/server/services/clock';
import { startSmtpCapture, type CapturedMail } from '../../helpers/smtp-capture';

/**
 * The bookings journey needs time to pass (a session must have started before the expert marks
 * it completed), so its spec runs its own real server — the same wiring as the e2e server, on a
 * free port — whose injected clock runs `offset` ahead of the wall clock.
 */
export async function startBookingsServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'qurious-e2e-bookings-'));
  const mailDir = join(dataDir, 'mail');
  const smtp = await startSmtpCapture({ dir: mailDir });
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    WEB_DIR: resolve(process.env.E2E_WEB_DIR ?? 'out/web'),
    PUBLIC_URL: 'http://127.0.0.1',
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'warn',
  });
  const deps = await createDeps(config);
  let offset = 0;
  const clock: Clock = { now: () => new Date(Date.now() + offset) };
  const app = await buildApp({ ...deps, clock });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    dataDir,
    deps,
    /** Moves the server's clock forward. */
    advance(ms: number) {
      offset += ms;
    },
    now: () => clock.now(),
    /** The newest mail to an address whose subject matches. */
    async mailTo(to: string, subject: RegExp, timeoutMs = 10_000): Promise<CapturedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mails = existsSync(mailDir)
          ? readdirSync(mailDir)
              .sort()
              .reverse()
              .map((f) => JSON.parse(readFileSync(join(mailDir, f), 'utf8')) as CapturedMail)
          : [];
        const hit = mails.find(
          (m) => m.to.toLowerCase().includes(to.toLowerCase()) && subject.test(m.subject),
        );
        if (hit) return hit;
        if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${subject}`);
        await new Promise((r) => setTimeout(r, 150));
      }
    },
    async close() {
      await app.close();
      await deps.db.close();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type BookingsServer = Awaited<ReturnType<typeof startBookingsServer>>;

/** A gig of the seeded expert with its three packages (10 / 25 / 60 credits), straight into the database. */
export async function seedGig(
  server: BookingsServer,
  expertUserName: string,
  title: string,
): Promise<string> {
  const db = server.deps.db.kysely;
  const expert = await db
    .selectFrom('expert_profiles')
    .select('id')
    .where('user_name', '=', expertUserName)
    .executeTakeFirstOrThrow();
  const id = randomUUID();
  const now = server.now().toISOString();
  await db
    .insertInto('gigs')
    .values({
      id,
      expert_id: expert.id,
      title,
      category: '3D & CAD Design',
      sub_category: '3D Modeling',
      description: 'Live one-to-one Blender sessions: modelling, UVs and rendering, at your pace.',
      softwares_json: JSON.stringify(['Blender']),
      tags_json: JSON.stringify(['blender', 'modelling', '3d', 'beginners']),
      gallery_json: JSON.stringify([]),
      active: 1,
      is_demo: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const packages = [
    ['basic', 'Quick fix', 10, '30 Minutes', '10 Minutes'],
    ['standard', 'Deep dive', 25, '1 hr', '20 Minutes'],
    ['premium', 'Mentorship', 60, '2 hrs', '45 Minutes'],
  ] as const;
  await db
    .insertInto('gig_packages')
    .values(
      packages.map(([tier, pkgTitle, credits, sessionTime, extraTime]) => ({
        gig_id: id,
        tier,
        title: pkgTitle,
        description: `${pkgTitle} package`,
        credits,
        session_time: sessionTime,
        extra_time: extraTime,
        number_of_sessions: '1',
      })),
    )
    .execute();
  return id;
}
