import { describe, expect, it } from 'vitest';
import { parseTrustedProxies } from './trusted-proxies.ts';

describe('parseTrustedProxies', () => {
  it('trusts no proxy when off', () => {
    expect(parseTrustedProxies('false')).toEqual({ ok: true, value: false });
  });

  it('takes a number of proxies in front of the server', () => {
    expect(parseTrustedProxies('1')).toEqual({ ok: true, value: 1 });
    expect(parseTrustedProxies(' 2 ')).toEqual({ ok: true, value: 2 });
  });

  it('takes a list of proxy addresses and networks', () => {
    expect(parseTrustedProxies('127.0.0.1, 10.0.0.0/8,fd00::/8, ::1,loopback')).toEqual({
      ok: true,
      value: ['127.0.0.1', '10.0.0.0/8', 'fd00::/8', '::1', 'loopback'],
    });
  });

  it.each([
    'true',
    '0',
    '11',
    '-1',
    '1.5',
    '10.0.0.0/33',
    '300.1.1.1',
    'fd00::/129',
    'proxy.internal',
    '10.0.0.1,,10.0.0.2',
    '',
  ])('refuses %j', (text) => {
    expect(parseTrustedProxies(text).ok).toBe(false);
  });
});
