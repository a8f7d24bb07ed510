import { describe, expect, it } from 'vitest';
import {
  OPERATOR_AREAS,
  OPERATOR_REASON_REQUIRED_MESSAGE,
  OPERATOR_REASON_TOO_LONG_MESSAGE,
  OPERATOR_REASON_TOO_SHORT_MESSAGE,
  OPERATOR_ROLES,
  operatorReasonSchema,
  operatorRoleSchema,
  roleFor,
  unknownRoleMessage,
} from './operator-roles';

describe('operator roles', () => {
  it('lets a viewer read every area and change none', () => {
    for (const area of OPERATOR_AREAS) {
      expect(roleFor(['viewer'], area, 'read')).toBe('viewer');
      expect(roleFor(['viewer'], area, 'act')).toBeNull();
    }
  });

  it('lets only an owner change roles, and nobody change the audit trail', () => {
    expect(OPERATOR_ROLES.filter((role) => roleFor([role], 'roles', 'act'))).toEqual(['owner']);
    expect(OPERATOR_ROLES.filter((role) => roleFor([role], 'audit', 'act'))).toEqual([]);
  });

  it('answers with the role that may do it among those held', () => {
    expect(roleFor(['viewer', 'finance'], 'refunds', 'act')).toBe('finance');
    expect(roleFor(['support'], 'refunds', 'act')).toBeNull();
    expect(roleFor(['trust'], 'suspensions', 'act')).toBe('trust');
    expect(roleFor([], 'users', 'read')).toBeNull();
  });

  it('refuses an unknown role by name', () => {
    expect(operatorRoleSchema.safeParse('admin').error?.issues[0]?.message).toBe(unknownRoleMessage('admin'));
  });

  it('takes a trimmed reason of 3 to 500 characters, with one message per way to miss', () => {
    const message = (reason: unknown) => operatorReasonSchema.safeParse(reason).error?.issues.map((i) => i.message);
    expect(operatorReasonSchema.parse('  Spam  ')).toBe('Spam');
    expect(message(undefined)).toEqual([OPERATOR_REASON_REQUIRED_MESSAGE]);
    expect(message('  ')).toEqual([OPERATOR_REASON_REQUIRED_MESSAGE]);
    expect(message('ab')).toEqual([OPERATOR_REASON_TOO_SHORT_MESSAGE]);
    expect(message('x'.repeat(501))).toEqual([OPERATOR_REASON_TOO_LONG_MESSAGE]);
    expect(operatorReasonSchema.parse('x'.repeat(500))).toHaveLength(500);
  });
});
