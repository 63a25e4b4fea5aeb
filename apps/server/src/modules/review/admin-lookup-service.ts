import {
  ADMIN_SEARCH_AUDIT_ACTIONS,
  type AuditQuery,
  addCalendarDays,
  type auditListSchema,
  type customerLookupSchema,
  malaysianMidnight,
} from '@sinar/domain';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { OfficerPrincipal } from '../../http/principals.ts';
import type { Clock } from '../../lib/clock.ts';
import { maskIdentityCard } from '../applications/application-view.ts';
import { insertAuditEvent } from '../audit/audit-repository.ts';
import { searchAuditTrail } from './audit-trail-repository.ts';
import { findCustomers } from './customer-lookup-repository.ts';
import type { RequestTrace } from './decision-service.ts';
import { auditEntry } from './officer-application-reader.ts';
import { findOfficer } from './review-repository.ts';

/**
 * The admin's searches: the whole audit trail, and customers. Both read personal data, so both are audited: the
 * trail's search with its terms, a customer look-up with the customers it showed (never the NRIC typed).
 */
export class AdminLookupService {
  readonly #db: Database;
  readonly #clock: Clock;

  constructor(deps: { db: Database; clock: Clock }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
  }

  /** Newest first; the dates are Malaysian calendar days, both included. */
  async audit(
    officer: OfficerPrincipal,
    query: AuditQuery,
    trace: RequestTrace,
  ): Promise<z.infer<typeof auditListSchema>> {
    const { rows, total } = await searchAuditTrail(this.#db, {
      text: query.q || undefined,
      fromInclusive: query.from ? malaysianMidnight(query.from) : undefined,
      toExclusive: query.to ? malaysianMidnight(addCalendarDays(query.to, 1)) : undefined,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    await this.#record(
      officer,
      ADMIN_SEARCH_AUDIT_ACTIONS.auditSearch,
      { q: query.q ?? null, from: query.from ?? null, to: query.to ?? null },
      trace,
    );
    return { items: rows.map(auditEntry), total, page: query.page, pageSize: query.pageSize };
  }

  /** The NRIC is shown masked but for its last four digits: enough to tell two customers apart. */
  async customers(
    officer: OfficerPrincipal,
    text: string,
    trace: RequestTrace,
  ): Promise<z.infer<typeof customerLookupSchema>> {
    const rows = await findCustomers(this.#db, text);
    await this.#record(
      officer,
      ADMIN_SEARCH_AUDIT_ACTIONS.customerLookup,
      { userIds: rows.map((row) => row.id) },
      trace,
    );
    return rows.map(({ nric, ...row }) => ({ ...row, nricMasked: nric ? maskIdentityCard(nric) : null }));
  }

  async #record(
    officer: OfficerPrincipal,
    action: string,
    after: Record<string, unknown>,
    trace: RequestTrace,
  ): Promise<void> {
    const actor = await findOfficer(this.#db, officer.officerId);
    await insertAuditEvent(this.#db, {
      at: this.#clock.now(),
      actorKind: 'officer',
      actorId: officer.officerId,
      actorName: actor?.fullName ?? null,
      actorRole: 'admin',
      action,
      subjectType: action === ADMIN_SEARCH_AUDIT_ACTIONS.auditSearch ? 'audit' : 'user',
      subjectId: null,
      after,
      ...trace,
    });
  }
}
