import { describe, expect, it } from 'vitest';
import { answerSkey, requestVcode, sameDigest } from './razer-signatures.ts';

/** The gateway's signatures against digests computed apart from this code (Python's hashlib over the same text). */
describe("the gateway's signatures", () => {
  const orderId = '0f3c2a9e8b7d4c1a9e8b7d6c5b4a3f21';

  it('sign a request with md5(amount + merchantID + orderid + verifyKey)', () => {
    expect(requestVcode('470.83', 'sinar_sandbox', orderId, 'verify-key-123')).toBe(
      'b889c8a36784db1940b0fb40630ba00a',
    );
  });

  it('sign an answer with md5(paydate + domain + md5(tranID + orderid + status + domain + amount + currency) + appcode + secretKey)', () => {
    const answer = {
      tranID: '3172846519',
      orderid: orderId,
      status: '00',
      domain: 'sinar_sandbox',
      amount: '470.83',
      currency: 'MYR',
      paydate: '2026-11-26 10:15:42',
      appcode: 'A1B2C3',
    };
    expect(answerSkey(answer, 'secret-key-456')).toBe('45419997a08dd61d4fc26a1e9c083996');
    expect(answerSkey({ ...answer, status: '11' }, 'secret-key-456')).not.toBe(
      '45419997a08dd61d4fc26a1e9c083996',
    );
  });

  it('compare digests whatever their case, and refuse what is not a digest', () => {
    expect(sameDigest('45419997a08dd61d4fc26a1e9c083996', '45419997A08DD61D4FC26A1E9C083996')).toBe(true);
    expect(sameDigest('45419997a08dd61d4fc26a1e9c083996', '45419997a08dd61d4fc26a1e9c083997')).toBe(false);
    expect(sameDigest('45419997a08dd61d4fc26a1e9c083996', '')).toBe(false);
    expect(sameDigest('45419997a08dd61d4fc26a1e9c083996', 'not a digest at all, but 32 long!')).toBe(false);
  });
});
