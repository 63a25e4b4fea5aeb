import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { recordAuditEvent } from './audit-module.ts';
import type { NewAuditEvent } from './audit-repository.ts';

const envelope = {
  at: new Date('2026-11-25T02:00:00Z'),
  actorKind: 'officer',
  actorId: null,
  actorName: 'Siti Aminah',
  actorRole: 'admin',
  subjectId: null,
  requestId: 'audit-module-test',
  ip: '192.0.2.10',
} as const;

describe('recording an audit entry', () => {
  let db: Database;

  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  const stored = () =>
    db.query<{ action: string; subjectType: string; before: unknown; after: unknown; remark: string | null }>(
      `select action, subject_type as "subjectType", before, after, remark from audit_events
       where request_id = 'audit-module-test' order by id`,
    );

  it('writes an action of the domain with exactly its shape', async () => {
    await recordAuditEvent(db, {
      ...envelope,
      action: 'audit.search',
      subjectType: 'audit',
      after: { q: 'SK-2026', from: '2026-11-01', to: null },
    });
    expect(await stored()).toEqual([
      {
        action: 'audit.search',
        subjectType: 'audit',
        before: null,
        after: { q: 'SK-2026', from: '2026-11-01', to: null },
        remark: null,
      },
    ]);
  });

  it('refuses, before writing anything, an entry that does not match its schema', async () => {
    const before = await stored();
    const wrongShape = {
      ...envelope,
      action: 'officer.login',
      subjectType: 'officer',
      after: { email: 'siti@sinarkredit.com.my', secondFactor: 'verified', passwordHash: 'secret' },
    } as unknown as NewAuditEvent;
    const unknownAction = {
      ...envelope,
      action: 'officer.logout',
      subjectType: 'officer',
    } as unknown as NewAuditEvent;

    await expect(recordAuditEvent(db, wrongShape)).rejects.toThrow(
      /'officer.login' does not match its schema/,
    );
    await expect(recordAuditEvent(db, unknownAction)).rejects.toThrow(/'officer.logout' does not match/);
    expect(await stored()).toEqual(before);
  });

  it('takes only the domain’s actions and shapes when it compiles', () => {
    const entries = () => [
      // @ts-expect-error: no such action
      recordAuditEvent(db, { ...envelope, action: 'officer.logout', subjectType: 'officer' }),
      recordAuditEvent(db, {
        ...envelope,
        action: 'officer.login',
        subjectType: 'officer',
        // @ts-expect-error: the login keeps no password hash
        after: { email: 'siti@sinarkredit.com.my', secondFactor: 'verified', passwordHash: 'secret' },
      }),
      // @ts-expect-error: a login is about an officer
      recordAuditEvent(db, { ...envelope, action: 'officer.login', subjectType: 'user', after: null }),
    ];
    expect(entries).toBeTypeOf('function');
  });
});
