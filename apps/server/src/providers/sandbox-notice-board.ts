import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Database, Queryable } from '../db/database.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import { type SignedNotice, signNotice, verifyNoticeSignature } from './signed-notice.ts';

export type NoticeListener<Notice extends SignedNotice> = (notice: Notice) => Promise<void>;

interface NoticeRow {
  id: string;
  type: string;
  subject_id: string;
  body: unknown;
  signature: string;
  occurred_at: Date;
}

/**
 * Where a sandbox keeps what it reports (table sandbox_notices) and who it reports to. A notice is recorded once per
 * subject and type, in the transaction that changed the sandbox's state, and signed with the sandbox's own secret
 * (table sandbox_provider_keys, made on first use). Delivering it calls every listener, as a hosted system calls our
 * webhook; a listener that throws gets the same notice, same id, on the job's retry.
 */
export class SandboxNoticeBoard<Notice extends SignedNotice> {
  readonly #db: Database;
  readonly #provider: string;
  readonly #log: Logger;
  readonly #listeners: NoticeListener<Notice>[] = [];
  #secret: Promise<string> | undefined;

  constructor(options: { db: Database; provider: string; log: Logger }) {
    this.#db = options.db;
    this.#provider = options.provider;
    this.#log = options.log;
  }

  onNotice(listener: NoticeListener<Notice>): void {
    this.#listeners.push(listener);
  }

  /**
   * Runs `work` in a transaction of the sandbox's database with the signing secret at hand, as `record` needs it: the
   * secret is read before the transaction opens, never on a second connection while it is open.
   */
  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    await this.secret();
    return this.#db.transaction(work);
  }

  /**
   * The notice of `type` about `subjectId`, recorded in `tx` (opened by `transaction`) the first time and read back
   * every time after.
   */
  async record(
    tx: Queryable,
    notice: { subjectId: string; type: Notice['type']; body: Notice['body']; occurredAt: Date },
  ): Promise<Notice> {
    const signed = signNotice(await this.secret(), {
      id: randomUUID(),
      provider: this.#provider,
      type: notice.type,
      subjectId: notice.subjectId,
      occurredAt: notice.occurredAt.toISOString(),
      body: notice.body,
    });
    await tx.query(
      `insert into sandbox_notices (id, provider, subject_id, type, body, signature, occurred_at)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (provider, subject_id, type) do nothing`,
      [
        signed.id,
        this.#provider,
        signed.subjectId,
        signed.type,
        JSON.stringify(signed.body),
        signed.signature,
        notice.occurredAt,
      ],
    );
    const stored = await this.find(tx, notice.subjectId, notice.type);
    if (!stored) throw new Error(`sandbox notice ${notice.type} of ${notice.subjectId} was not recorded`);
    return stored;
  }

  async find(db: Queryable, subjectId: string, type: Notice['type']): Promise<Notice | null> {
    const [row] = await db.query<NoticeRow>(
      `select id, type, subject_id, body, signature, occurred_at from sandbox_notices
       where provider = $1 and subject_id = $2 and type = $3`,
      [this.#provider, subjectId, type],
    );
    return row ? this.#fromRow(row) : null;
  }

  /** Hands the notice to every listener, then counts the delivery. */
  async deliver(notice: Notice): Promise<void> {
    for (const listener of this.#listeners) await listener(notice);
    await this.#db.query(
      `update sandbox_notices set deliveries = deliveries + 1, delivered_at = now() where id = $1`,
      [notice.id],
    );
    this.#log.info(
      { provider: this.#provider, noticeId: notice.id, type: notice.type, subjectId: notice.subjectId },
      'sandbox notice delivered',
    );
  }

  /** Throws NoticeSignatureError unless this sandbox signed exactly this notice. */
  async verify(notice: unknown): Promise<Notice> {
    return verifyNoticeSignature(await this.secret(), this.#provider, notice) as Notice;
  }

  /** The sandbox's signing secret, made by whichever process asks first and shared by all. */
  secret(): Promise<string> {
    this.#secret ??= this.#loadSecret().catch((error: unknown) => {
      this.#secret = undefined;
      throw error;
    });
    return this.#secret;
  }

  async #loadSecret(): Promise<string> {
    await this.#db.query(
      `insert into sandbox_provider_keys (provider, secret) values ($1, $2) on conflict (provider) do nothing`,
      [this.#provider, randomBytes(32).toString('base64url')],
    );
    const [row] = await this.#db.query<{ secret: string }>(
      'select secret from sandbox_provider_keys where provider = $1',
      [this.#provider],
    );
    if (!row) throw new Error(`no signing secret for sandbox ${this.#provider}`);
    return row.secret;
  }

  #fromRow(row: NoticeRow): Notice {
    return {
      id: row.id,
      provider: this.#provider,
      type: row.type,
      subjectId: row.subject_id,
      occurredAt: row.occurred_at.toISOString(),
      body: row.body,
      signature: row.signature,
    } as Notice;
  }
}

/**
 * Queues the sandbox's next step (an assessment, a confirmation, a settlement) `delayMs` from now, in the caller's
 * transaction: the step exists exactly when the request that needs it was recorded, and survives a restart.
 */
export async function scheduleSandboxStep(
  tx: Queryable,
  kind: string,
  payload: Record<string, unknown>,
  delayMs: number,
): Promise<void> {
  // The job queue compares run_at with the database's clock, so the delay is counted on the wall clock too.
  await enqueueJob(tx, kind, payload, delayMs > 0 ? { runAt: new Date(Date.now() + delayMs) } : {});
}
