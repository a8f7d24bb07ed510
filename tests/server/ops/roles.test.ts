import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/database';
import { grantRole, listOperators, revokeRole, rolesOf } from '#server/modules/ops/roles';
import { OPERATOR_REASON_REQUIRED_MESSAGE, ROLE_MESSAGES } from '#shared/domain/operator-roles';
import { createTestDb, testDbKind } from '../../helpers/test-db';
import { asOperator, auditRowsOf, change, commandLine, insertAccount } from './operations-fixtures';

describe(`granting and revoking operator roles on ${testDbKind()}`, () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => db.close());

  const roleRows = async () => db.kysely.selectFrom('operator_roles').selectAll().orderBy('user_id').orderBy('role').execute();
  const auditCount = async () => (await db.kysely.selectFrom('audit_log').select('id').execute()).length;

  it('makes the first owner from the command line, with one audit row naming the machine', async () => {
    const ann = await insertAccount(db.kysely);
    await grantRole(db, change(ann.email.toUpperCase(), 'owner'));
    expect(await rolesOf(db.kysely, ann.id)).toEqual(['owner']);
    const rows = await auditRowsOf(db.kysely, ann.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ operator_id: null, role: 'owner', action: 'roles.grant', reason: 'Runs the console', ip: null, request_id: null });
    expect(JSON.parse(rows[0]?.before_json ?? 'null')).toEqual({ email: ann.email, roles: [] });
    expect(JSON.parse(rows[0]?.after_json ?? 'null')).toEqual({ email: ann.email, roles: ['owner'], commandLine: { user: 'root', host: 'api-1' } });
    const granted = await db.kysely.selectFrom('operator_roles').selectAll().where('user_id', '=', ann.id).executeTakeFirstOrThrow();
    expect(granted.granted_by).toBeNull();
  });

  it('lets an owner grant and revoke, each with exactly one audit row holding the roles before and after', async () => {
    const owner = await insertAccount(db.kysely);
    await grantRole(db, change(owner.email, 'owner'));
    const bo = await insertAccount(db.kysely);
    await grantRole(db, change(bo.email, 'support', asOperator(owner.id), 'Joins the support desk'));
    await grantRole(db, change(bo.email, 'viewer', asOperator(owner.id)));
    expect(await rolesOf(db.kysely, bo.id)).toEqual(['support', 'viewer']);
    await revokeRole(db, change(bo.email, 'support', asOperator(owner.id), 'Moved to finance'));
    expect(await rolesOf(db.kysely, bo.id)).toEqual(['viewer']);
    const rows = await auditRowsOf(db.kysely, bo.id);
    expect(rows.map((r) => [r.action, r.operator_id, r.ip, r.request_id])).toEqual([
      ['roles.grant', owner.id, '203.0.113.9', 'req-1'],
      ['roles.grant', owner.id, '203.0.113.9', 'req-1'],
      ['roles.revoke', owner.id, '203.0.113.9', 'req-1'],
    ]);
    const revoked = rows[2];
    expect(JSON.parse(revoked?.before_json ?? 'null')).toEqual({ email: bo.email, roles: ['support', 'viewer'] });
    expect(JSON.parse(revoked?.after_json ?? 'null')).toEqual({ email: bo.email, roles: ['viewer'] });
    const operators = await listOperators(db.kysely);
    expect(operators.find((o) => o.userId === bo.id)?.roles.map((r) => [r.role, r.grantedBy])).toEqual([['viewer', owner.id]]);
  });

  it('refuses, with its message and changing nothing: a duplicate, an unknown email, a closed account, a role not held, a non-owner, no reason', async () => {
    const owner = await insertAccount(db.kysely);
    await grantRole(db, change(owner.email, 'owner'));
    const cy = await insertAccount(db.kysely);
    await grantRole(db, change(cy.email, 'trust'));
    const suspended = await insertAccount(db.kysely, { suspended: true });
    const [roles, audits] = [await roleRows(), await auditCount()];
    const refusals = [
      [() => grantRole(db, change(cy.email, 'trust')), 409, ROLE_MESSAGES.alreadyHeld(cy.email, 'trust')],
      [() => grantRole(db, change('nobody@example.com', 'viewer')), 404, ROLE_MESSAGES.noSuchAccount('nobody@example.com')],
      [() => grantRole(db, change(suspended.email, 'viewer')), 409, ROLE_MESSAGES.accountClosed(suspended.email)],
      [() => revokeRole(db, change(cy.email, 'finance')), 409, ROLE_MESSAGES.notHeld(cy.email, 'finance')],
      [() => grantRole(db, change(cy.email, 'owner', asOperator(cy.id))), 403, ROLE_MESSAGES.ownersOnly],
      [() => revokeRole(db, change(owner.email, 'owner', asOperator(cy.id))), 403, ROLE_MESSAGES.ownersOnly],
      [() => grantRole(db, change(cy.email, 'viewer', commandLine, '  ')), 400, OPERATOR_REASON_REQUIRED_MESSAGE],
    ] as const;
    for (const [attempt, status, message] of refusals) await expect(attempt()).rejects.toMatchObject({ status, message });
    expect(await roleRows()).toEqual(roles);
    expect(await auditCount()).toBe(audits);
  });

  it('never revokes the last owner, from the console or the command line', async () => {
    const fresh = await createTestDb();
    try {
      const first = await insertAccount(fresh.kysely);
      const second = await insertAccount(fresh.kysely);
      await grantRole(fresh, change(first.email, 'owner'));
      await expect(revokeRole(fresh, change(first.email, 'owner'))).rejects.toMatchObject({ status: 409, message: ROLE_MESSAGES.lastOwner });
      await expect(revokeRole(fresh, change(first.email, 'owner', asOperator(first.id)))).rejects.toMatchObject({ message: ROLE_MESSAGES.lastOwner });
      await grantRole(fresh, change(second.email, 'owner', asOperator(first.id)));
      // Two owners: one may go, whoever asks; then the other is the last.
      await revokeRole(fresh, change(first.email, 'owner', asOperator(second.id)));
      await expect(revokeRole(fresh, change(second.email, 'owner', asOperator(second.id)))).rejects.toMatchObject({ message: ROLE_MESSAGES.lastOwner });
      expect((await listOperators(fresh.kysely)).map((o) => [o.email, o.roles.map((r) => r.role)])).toEqual([[second.email, ['owner']]]);
      expect((await fresh.kysely.selectFrom('audit_log').select('action').orderBy('created_at').execute()).map((r) => r.action)).toEqual([
        'roles.grant',
        'roles.grant',
        'roles.revoke',
      ]);
      // Two owners revoked at once: one revocation goes through, the other finds the last owner.
      await grantRole(fresh, change(first.email, 'owner'));
      const both = await Promise.allSettled([
        revokeRole(fresh, change(first.email, 'owner', asOperator(second.id))),
        revokeRole(fresh, change(second.email, 'owner', asOperator(first.id))),
      ]);
      expect(both.map((b) => b.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(await fresh.kysely.selectFrom('operator_roles').select('user_id').where('role', '=', 'owner').execute()).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});
