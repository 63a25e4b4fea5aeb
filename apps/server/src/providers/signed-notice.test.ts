import { describe, expect, it } from 'vitest';
import { canonicalJson, NoticeSignatureError, signNotice, verifyNoticeSignature } from './signed-notice.ts';

const unsigned = {
  id: '0b5f7c1e-7d1a-4a52-9a53-2f1f0b1c9e01',
  provider: 'payout',
  type: 'paid',
  subjectId: '6f1d5c7e-3b4a-4c2d-9e8f-0a1b2c3d4e5f',
  occurredAt: '2026-11-25T03:00:00.000Z',
  body: { reference: 'disbursement-1', amountSen: 492_500, bankReference: 'IBG2026112500000001' },
};

describe('signed notices', () => {
  it('hash the same bytes whatever order the fields come in', () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'x' }], e: undefined })).toBe(
      '{"a":[{"c":"x","d":null}],"b":1}',
    );
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
  });

  it('sign with HMAC-SHA256 in hex, and verify only the exact notice with the same secret and provider', () => {
    const notice = signNotice('secret-1', unsigned);
    expect(notice.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyNoticeSignature('secret-1', 'payout', notice)).toBe(notice);
    expect(() => verifyNoticeSignature('secret-2', 'payout', notice)).toThrow(NoticeSignatureError);
    expect(() => verifyNoticeSignature('secret-1', 'direct-debit', notice)).toThrow(NoticeSignatureError);
    expect(() =>
      verifyNoticeSignature('secret-1', 'payout', {
        ...notice,
        body: { ...notice.body, amountSen: 492_501 },
      }),
    ).toThrow(NoticeSignatureError);
    expect(() =>
      verifyNoticeSignature('secret-1', 'payout', { ...notice, signature: notice.signature.toUpperCase() }),
    ).toThrow(NoticeSignatureError);
    for (const malformed of [
      null,
      'text',
      { ...notice, id: 7 },
      { ...notice, body: undefined, signature: 'x' },
    ])
      expect(() => verifyNoticeSignature('secret-1', 'payout', malformed)).toThrow(NoticeSignatureError);
  });
});
