import { isIP } from 'node:net';

/**
 * Which proxies may say who the client is (X-Forwarded-For): none, the nearest `n` hops, or the proxies at the
 * addresses and networks listed. Never every proxy: then any client could write its own X-Forwarded-For and choose
 * the address that its rate limits and lock-outs count against.
 */
export type TrustedProxies = false | number | readonly string[];

/** At most this many proxies in front of the server; more is a mistake, not an architecture. */
const MAX_HOPS = 10;

/** The names proxy-addr (Fastify's reader of X-Forwarded-For) gives to well-known private ranges. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

export type TrustedProxiesParse =
  | { readonly ok: true; readonly value: TrustedProxies }
  | { readonly ok: false; readonly rule: string };

export const TRUSTED_PROXIES_RULE =
  'must be false, the number of proxies in front of the server (1 to 10), or a comma-separated list of their ' +
  'addresses or networks (10.0.0.0/8, loopback); true is refused, since it trusts any X-Forwarded-For a client sends';

export function parseTrustedProxies(text: string): TrustedProxiesParse {
  const value = text.trim();
  if (value === 'false') return { ok: true, value: false };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= MAX_HOPS
      ? { ok: true, value: hops }
      : { ok: false, rule: TRUSTED_PROXIES_RULE };
  }
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return { ok: true, value: entries };
  return { ok: false, rule: TRUSTED_PROXIES_RULE };
}

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d+$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}
