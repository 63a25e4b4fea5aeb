import { applicationAuditAction, type Language, type OfficerApplication } from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { OfficerPrincipal } from '../../http/principals.ts';
import type { Clock } from '../../lib/clock.ts';
import { type ApplicationRow, findApplicationById } from '../applications/application-repository.ts';
import { insertAuditEvent } from '../audit/audit-repository.ts';
import type { RequestTrace } from './decision-service.ts';
import type { OfficerApplicationReader } from './officer-application-reader.ts';
import { findOfficer, insertNote } from './review-repository.ts';

/** Reading an application as an officer (itself audited: who looked at whose data, and when) and leaving notes. */
export class ReviewService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #reader: OfficerApplicationReader;

  constructor(deps: { db: Database; clock: Clock; reader: OfficerApplicationReader }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#reader = deps.reader;
  }

  /** The officer's view, with its own audit record (an officer opened it). */
  async view(
    officer: OfficerPrincipal,
    id: string,
    language: Language,
    trace: RequestTrace,
  ): Promise<OfficerApplication> {
    await this.#db.transaction(async (tx) => {
      const application = await existing(tx, id);
      await this.#audit(tx, officer, application, { action: applicationAuditAction('view'), trace });
    });
    return this.read(officer, id, language);
  }

  /** The view after a change the officer made: their change is audited already. */
  async read(officer: OfficerPrincipal, id: string, language: Language): Promise<OfficerApplication> {
    return this.#reader.read(this.#db, officer, await existing(this.#db, id), language);
  }

  async addNote(officer: OfficerPrincipal, id: string, text: string, trace: RequestTrace): Promise<void> {
    await this.#db.transaction(async (tx) => {
      const application = await existing(tx, id);
      const officerName = await this.#audit(tx, officer, application, {
        action: applicationAuditAction('note'),
        after: { note: text },
        trace,
      });
      await insertNote(tx, {
        applicationId: application.id,
        officerId: officer.officerId,
        officerName,
        body: text,
        at: this.#clock.now(),
      });
    });
  }

  /** Records the officer's action on the application; answers the officer's name as recorded. */
  async #audit(
    tx: Queryable,
    officer: OfficerPrincipal,
    application: ApplicationRow,
    entry: { action: string; after?: Record<string, unknown>; trace: RequestTrace },
  ): Promise<string> {
    const actor = await findOfficer(tx, officer.officerId);
    if (!actor) throw new Error(`officer ${officer.officerId} missing`);
    await insertAuditEvent(tx, {
      at: this.#clock.now(),
      actorKind: 'officer',
      actorId: actor.id,
      actorName: actor.fullName,
      actorRole: officer.roles.join(','),
      action: entry.action,
      subjectType: 'application',
      subjectId: application.id,
      applicationId: application.id,
      after: entry.after ?? null,
      ...entry.trace,
    });
    return actor.fullName;
  }
}

async function existing(db: Queryable, id: string): Promise<ApplicationRow> {
  const application = await findApplicationById(db, id);
  if (!application) throw notFound('errors.applicationNotFound');
  return application;
}
