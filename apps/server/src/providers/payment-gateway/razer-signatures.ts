import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The gateway's signatures, as Razer Merchant Services defines them (reference section 2). They are MD5 digests of
 * concatenated fields and a shared key: MD5 is what the gateway mandates, not our choice of hash
 * (docs/decisions/035). Field values are concatenated as sent, with nothing between them.
 */
const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/** The payment request's `vcode`: md5(amount + merchantID + orderid + verifyKey). */
export function requestVcode(amount: string, merchantId: string, orderId: string, verifyKey: string): string {
  return md5(`${amount}${merchantId}${orderId}${verifyKey}`);
}

/** An answer's `skey`: key0 = md5(tranID + orderid + status + domain + amount + currency), then
 * skey = md5(paydate + domain + key0 + appcode + secretKey). */
export function answerSkey(
  fields: {
    readonly tranID: string;
    readonly orderid: string;
    readonly status: string;
    readonly domain: string;
    readonly amount: string;
    readonly currency: string;
    readonly paydate: string;
    readonly appcode: string;
  },
  secretKey: string,
): string {
  const key0 = md5(
    `${fields.tranID}${fields.orderid}${fields.status}${fields.domain}${fields.amount}${fields.currency}`,
  );
  return md5(`${fields.paydate}${fields.domain}${key0}${fields.appcode}${secretKey}`);
}

/** Two hex digests compared in constant time; false for anything that is not one. */
export function sameDigest(expected: string, given: string): boolean {
  if (!/^[0-9a-f]{32}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected.toLowerCase()), Buffer.from(given.toLowerCase()));
}
