import {
  ADMIN_SEARCH_AUDIT_ACTIONS,
  type AuditEventOf,
  type AuditQuery,
  addCalendarDays,
  type auditListSchema,
  type customerLookupSchema,
  malaysianMidnight,
} from '@sinar/domain';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { OfficerPrincipal } from '../../http/principals.ts';
import type { RequestTrace } from '../../http/request-origin.ts';
import type { Clock } from '../../lib/clock.ts';
import { maskIdentityCard } from '../applications/application-view.ts';
import { recordAuditEvent, searchAudit } from '../audit/audit-module.ts';
import { searchCustomers } from '../auth/customer-records.ts';
import { officerName } from '../officers/officer-records.ts';
import {
  smeApplicationNumbers,
  smeApplicationsNumbered,
} from '../sme-applications/sme-application-records.ts';

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
    const text = query.q || undefined;
    // SME and staff applications' numbers live with their owner: the entries about those whose number holds the
    // text are found by id, and the page's entries are given their numbers in one read (decision 070).
    const smeIds = text ? await smeApplicationsNumbered(this.#db, text) : [];
    const { entries, total } = await searchAudit(this.#db, {
      text,
      fromInclusive: query.from ? malaysianMidnight(query.from) : undefined,
      toExclusive: query.to ? malaysianMidnight(addCalendarDays(query.to, 1)) : undefined,
      subjects: { type: 'smeApplication', ids: smeIds },
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    const numbers = await smeApplicationNumbers(
      this.#db,
      entries.flatMap((entry) => (entry.smeApplicationId ? [entry.smeApplicationId] : [])),
    );
    const items = entries.map((entry) =>
      entry.smeApplicationId
        ? { ...entry, applicationNo: numbers.get(entry.smeApplicationId) ?? null }
        : entry,
    );
    await this.#record(officer, trace, {
      action: ADMIN_SEARCH_AUDIT_ACTIONS.auditSearch,
      subjectType: 'audit',
      after: { q: query.q ?? null, from: query.from ?? null, to: query.to ?? null },
    });
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  /** The NRIC is shown masked but for its last four digits: enough to tell two customers apart. */
  async customers(
    officer: OfficerPrincipal,
    text: string,
    trace: RequestTrace,
  ): Promise<z.infer<typeof customerLookupSchema>> {
    const rows = await searchCustomers(this.#db, text);
    await this.#record(officer, trace, {
      action: ADMIN_SEARCH_AUDIT_ACTIONS.customerLookup,
      subjectType: 'user',
      after: { userIds: rows.map((row) => row.id) },
    });
    return rows.map(({ nric, ...row }) => ({ ...row, nricMasked: nric ? maskIdentityCard(nric) : null }));
  }

  async #record(
    officer: OfficerPrincipal,
    trace: RequestTrace,
    search: AuditEventOf<'audit.search' | 'customer.lookup'>,
  ): Promise<void> {
    await recordAuditEvent(this.#db, {
      at: this.#clock.now(),
      actorKind: 'officer',
      actorId: officer.officerId,
      actorName: await officerName(this.#db, officer.officerId),
      actorRole: 'admin',
      subjectId: null,
      ...search,
      ...trace,
    });
  }
}
