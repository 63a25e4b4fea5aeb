import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { EKYC_HANDOFF_ROUTE, VARIANT_RULES } from '@sinar/domain';
import type { Database } from '../../db/database.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { StepApplications } from '../../ports/step-applications.ts';
import {
  findLiveToken,
  findSession,
  insertToken,
  markTokenUsed,
  retireHandoffLinks,
} from './ekyc-repository.ts';

/** The QR code's link works once, for a few minutes: long enough to pick up a phone. */
export const HANDOFF_LINK_TTL_MS = 10 * 60 * 1_000;
/** The phone's capture token lasts long enough for three pictures and a retake or two. */
export const CAPTURE_TOKEN_TTL_MS = 30 * 60 * 1_000;

const newToken = () => randomBytes(32).toString('base64url');
/** Tokens are kept as SHA-256 digests: they are random, so no salt or slow hash is needed. */
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Continuing on a phone: a single-use link for the QR code, exchanged for a token good for one session. */
export class EkycHandoffService {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #publicUrl: string;
  readonly #applications: StepApplications;

  constructor(deps: { db: Database; clock: Clock; publicUrl: string; applications: StepApplications }) {
    this.#db = deps.db;
    this.#applications = deps.applications;
    this.#clock = deps.clock;
    this.#publicUrl = deps.publicUrl;
  }

  /** A new link for the session's QR code; the links shown before stop working. */
  async createLink(userId: string, sessionId: string): Promise<{ url: string; expiresAt: string }> {
    return this.#db.transaction(async (tx) => {
      const session = await findSession(tx, sessionId, { lock: true });
      if (!session || session.userId !== userId) throw notFound('ekyc.session.notFound');
      if (session.state !== 'CAPTURING') throw conflict('ekyc.session.notCapturing');
      const application = await this.#applications.byId(tx, session.applicationId);
      const now = this.#clock.now();
      const expiresAt = new Date(now.getTime() + HANDOFF_LINK_TTL_MS);
      const token = newToken();
      await retireHandoffLinks(tx, sessionId, now);
      await insertToken(tx, {
        id: randomUUID(),
        sessionId,
        purpose: 'handoff',
        tokenHash: digest(token),
        expiresAt,
        at: now,
      });
      // One public route serves both variants: a variant whose pages have a path prefix of their own is named in
      // the link, for the phone page's wording and theme; the conventional one, at the root, goes without.
      const variant = application?.variant;
      const named = variant && VARIANT_RULES[variant].pathPrefix ? `&variant=${variant}` : '';
      return {
        url: `${this.#publicUrl}${EKYC_HANDOFF_ROUTE}?token=${encodeURIComponent(token)}${named}`,
        expiresAt: expiresAt.toISOString(),
      };
    });
  }

  /** Claims a link, once: answers a capture token for its session and the application's language. */
  async claim(token: string) {
    return this.#db.transaction(async (tx) => {
      const now = this.#clock.now();
      const link = await findLiveToken(tx, digest(token), 'handoff', now, { lock: true });
      if (!link) throw new AppError(410, 'ekyc.handoff.linkInvalid');
      await markTokenUsed(tx, link.id, now);
      const session = await findSession(tx, link.sessionId);
      const application = session ? await this.#applications.byId(tx, session.applicationId) : null;
      if (!session || !application) throw new AppError(410, 'ekyc.handoff.linkInvalid');
      const captureToken = newToken();
      const expiresAt = new Date(now.getTime() + CAPTURE_TOKEN_TTL_MS);
      await insertToken(tx, {
        id: randomUUID(),
        sessionId: session.id,
        purpose: 'capture',
        tokenHash: digest(captureToken),
        expiresAt,
        at: now,
      });
      return {
        sessionId: session.id,
        captureToken,
        expiresAt: expiresAt.toISOString(),
        language: application.language,
      };
    });
  }

  /**
   * The session a capture token was given for, when it is the one the call names: an expired or unknown token is
   * 401, a live token used on another session 404, as if that session did not exist.
   */
  async sessionOfCaptureToken(token: string, sessionId: string): Promise<string> {
    const capture = await findLiveToken(this.#db, digest(token), 'capture', this.#clock.now());
    if (!capture) throw new AppError(401, 'ekyc.handoff.captureTokenInvalid');
    if (capture.sessionId !== sessionId) throw notFound('ekyc.session.notFound');
    return capture.sessionId;
  }
}
