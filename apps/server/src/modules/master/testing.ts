import type { LightMyRequestResponse as InjectedResponse } from 'fastify';
import type { TestApp } from '../../testing/test-app.ts';
import { bearer, officerToken } from '../auth/testing.ts';

/** Helpers for the master-data API tests: an administrator's calls and the audit entries they leave. */

export interface AdminCaller {
  readonly token: string;
  readonly officerId: string;
  call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object): Promise<InjectedResponse>;
}

export async function adminCaller(t: TestApp, roles: string[] = ['admin']): Promise<AdminCaller> {
  const token = await officerToken(t, roles);
  // The token's subject is the officer.
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return {
    token,
    officerId: String(claims.sub),
    call: (method, url, payload) =>
      t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) }),
  };
}

export interface MasterAuditRow {
  readonly action: string;
  readonly subjectId: string;
  readonly actorId: string;
  readonly actorRole: string;
  readonly before: Record<string, unknown> | null;
  readonly after: Record<string, unknown> | null;
}

export function masterAudit(t: TestApp, subjectId: string): Promise<MasterAuditRow[]> {
  return t.db.query<MasterAuditRow>(
    `select action, subject_id as "subjectId", actor_id as "actorId", actor_role as "actorRole", before, after
     from audit_events where subject_type = 'master' and subject_id = $1 order by id`,
    [subjectId],
  );
}
