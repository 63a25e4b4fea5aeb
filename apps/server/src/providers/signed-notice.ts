import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What an external system reports to us after the request that started it: a mandate approved, a payout paid, a
 * trade confirmed, a stamp certificate issued. It is signed by the system (HMAC-SHA256 with a secret shared with us),
 * and a repeated delivery carries the same `id`, so that a listener recognises a repeat and a forgery alike.
 */
export interface SignedNotice<Type extends string = string, Body = unknown> {
  readonly id: string;
  /** The system that reports: 'direct-debit', 'payout', 'commodity-trading', 'e-stamping'. */
  readonly provider: string;
  readonly type: Type;
  /** The mandate, payout, trade leg or submission the notice is about. */
  readonly subjectId: string;
  /** ISO 8601. */
  readonly occurredAt: string;
  readonly body: Body;
  /** Lowercase hex of HMAC-SHA256 over `canonicalJson` of every other field. */
  readonly signature: string;
}

export type UnsignedNotice<Type extends string = string, Body = unknown> = Omit<
  SignedNotice<Type, Body>,
  'signature'
>;

/** The notice's signature does not match its content (tampered, or signed by someone else): read nothing of it. */
export class NoticeSignatureError extends Error {
  override name = 'NoticeSignatureError';
}

/**
 * JSON with every object's keys in order and no spaces, so that signer and verifier hash the same bytes whatever
 * order a message's fields were written or parsed in (as FPX signs its fields sorted by name).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

function signatureOf(secret: string, notice: UnsignedNotice): string {
  const { id, provider, type, subjectId, occurredAt, body } = notice;
  return createHmac('sha256', secret)
    .update(canonicalJson({ id, provider, type, subjectId, occurredAt, body }))
    .digest('hex');
}

export function signNotice<Type extends string, Body>(
  secret: string,
  notice: UnsignedNotice<Type, Body>,
): SignedNotice<Type, Body> {
  return { ...notice, signature: signatureOf(secret, notice) };
}

/** Throws NoticeSignatureError unless `notice` is a well-formed notice of `provider` signed with `secret`. */
export function verifyNoticeSignature(secret: string, provider: string, notice: unknown): SignedNotice {
  if (!isNoticeShape(notice)) throw new NoticeSignatureError('not a signed notice');
  if (notice.provider !== provider) throw new NoticeSignatureError(`not a notice of ${provider}`);
  const expected = Buffer.from(signatureOf(secret, notice), 'hex');
  const given = /^[0-9a-f]{64}$/.test(notice.signature)
    ? Buffer.from(notice.signature, 'hex')
    : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new NoticeSignatureError(`the signature of notice ${notice.id} does not match its content`);
  return notice;
}

function isNoticeShape(value: unknown): value is SignedNotice {
  if (value === null || typeof value !== 'object') return false;
  const notice = value as Record<string, unknown>;
  return (
    ['id', 'provider', 'type', 'subjectId', 'occurredAt', 'signature'].every(
      (field) => typeof notice[field] === 'string',
    ) && 'body' in notice
  );
}
