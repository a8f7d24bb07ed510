import type { RequestMute } from '#shared/contract/http/requests';
import type { RequestMuteBody } from '#shared/domain/requests';
import type { Queryable } from '../../db/queryable';

/**
 * The softwares and skills an expert muted request notices for. A muted expert is still matched (the
 * request is in their "Requests for you"): only the telling (bell, email, the desktop's notification)
 * is held back, so muting never costs them a request they look for.
 */
export async function mutesOf(db: Queryable, expertId: string): Promise<RequestMute[]> {
  const [softwares, skills, muted] = await Promise.all([
    db.selectFrom('expert_softwares').select('software').where('expert_id', '=', expertId).orderBy('position').execute(),
    db.selectFrom('expert_skills').select('skill').where('expert_id', '=', expertId).orderBy('position').execute(),
    db.selectFrom('request_mutes').select(['kind', 'topic']).where('expert_id', '=', expertId).execute(),
  ]);
  const isMuted = new Set(muted.map((m) => `${m.kind}:${m.topic}`));
  const out: RequestMute[] = [];
  const seen = new Set<string>();
  const add = (kind: RequestMute['kind'], topic: string) => {
    const id = `${kind}:${topic}`;
    if (seen.has(id)) return;
    seen.add(id);
    out.push({ kind, topic, muted: isMuted.has(id) });
  };
  for (const s of softwares) add('software', s.software);
  for (const s of skills) add('skill', s.skill);
  // A topic muted and since removed from the profile stays listed, so it can be heard again.
  for (const m of muted) add(m.kind, m.topic);
  return out;
}

export async function setMute(db: Queryable, expertId: string, body: RequestMuteBody, now: Date): Promise<void> {
  if (body.muted)
    await db
      .insertInto('request_mutes')
      .values({ expert_id: expertId, kind: body.kind, topic: body.topic, created_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['expert_id', 'kind', 'topic']).doNothing())
      .execute();
  else await db.deleteFrom('request_mutes').where('expert_id', '=', expertId).where('kind', '=', body.kind).where('topic', '=', body.topic).execute();
}

/** Of these experts, those who muted the request's software or its skill (either one mutes it). */
export async function mutedAmong(db: Queryable, expertIds: readonly string[], topics: { software: string | null; skill: string | null }): Promise<Set<string>> {
  if (expertIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('request_mutes')
    .select('expert_id')
    .where('expert_id', 'in', expertIds)
    .where((eb) =>
      eb.or([
        ...(topics.software === null ? [] : [eb.and([eb('kind', '=', 'software'), eb('topic', '=', topics.software)])]),
        ...(topics.skill === null ? [] : [eb.and([eb('kind', '=', 'skill'), eb('topic', '=', topics.skill)])]),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => r.expert_id));
}
