import {
  type AuditEventOf,
  applicationAuditAction,
  type Language,
  type OfficerApplication,
} from '@sinar/domain';
import type { Database, Queryable } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { OfficerPrincipal } from '../../http/principals.ts';
import type { RequestTrace } from '../../http/request-origin.ts';
import type { Clock } from '../../lib/clock.ts';
import { type ApplicationRecord, findApplication } from '../applications/application-records.ts';
import { recordAuditEvent } from '../audit/audit-module.ts';
import { officerName } from '../officers/officer-records.ts';
import { insertNote } from './note-repository.ts';
import type { OfficerApplicationReader } from './officer-application-reader.ts';

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
      await this.#audit(tx, officer, application, trace, {
        action: applicationAuditAction('view'),
        subjectType: 'application',
      });
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
      const officerName = await this.#audit(tx, officer, application, trace, {
        action: applicationAuditAction('note'),
        subjectType: 'application',
        after: { note: text },
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
    application: ApplicationRecord,
    trace: RequestTrace,
    entry: AuditEventOf<ReturnType<typeof applicationAuditAction<'view' | 'note'>>>,
  ): Promise<string> {
    const name = await officerName(tx, officer.officerId);
    if (name === null) throw new Error(`officer ${officer.officerId} missing`);
    await recordAuditEvent(tx, {
      at: this.#clock.now(),
      actorKind: 'officer',
      actorId: officer.officerId,
      actorName: name,
      actorRole: officer.roles.join(','),
      subjectId: application.id,
      applicationId: application.id,
      ...entry,
      ...trace,
    });
    return name;
  }
}

async function existing(db: Queryable, id: string): Promise<ApplicationRecord> {
  const application = await findApplication(db, id);
  if (!application) throw notFound('errors.applicationNotFound');
  return application;
}
