import { describe, expect, it } from 'vitest';
import { newTotpSecret, otpauthUri, timeStepOfCode, totpCode } from './totp.ts';

/** RFC 6238 appendix B's SHA-1 secret, the ASCII of '12345678901234567890', in base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const at = (seconds: number) => new Date(seconds * 1000);

describe('time-based codes', () => {
  it.each([
    [59, '287082'],
    [1_111_111_109, '081804'],
    [1_111_111_111, '050471'],
    [1_234_567_890, '005924'],
    [2_000_000_000, '279037'],
  ])("give RFC 6238's test codes (last six digits) at %i seconds", (seconds, code) => {
    expect(totpCode(RFC_SECRET, at(seconds))).toBe(code);
    expect(timeStepOfCode(RFC_SECRET, code, at(seconds))).toBe(Math.floor(seconds / 30));
  });

  it('accept the code of the step before and after the current one, and no further', () => {
    const now = at(1_234_567_890);
    const step = Math.floor(1_234_567_890 / 30);
    const codeAt = (offsetSteps: number) => totpCode(RFC_SECRET, at(1_234_567_890 + offsetSteps * 30));
    expect(timeStepOfCode(RFC_SECRET, codeAt(-1), now)).toBe(step - 1);
    expect(timeStepOfCode(RFC_SECRET, codeAt(1), now)).toBe(step + 1);
    expect(timeStepOfCode(RFC_SECRET, codeAt(-2), now)).toBeNull();
    expect(timeStepOfCode(RFC_SECRET, codeAt(2), now)).toBeNull();
    expect(timeStepOfCode(RFC_SECRET, '000000', now)).toBeNull();
  });

  it('make 160-bit secrets in base32, a new one each time', () => {
    const first = newTotpSecret();
    expect(first).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(first);
  });

  it("put the issuer, the officer's email and the parameters in the enrolment URI", () => {
    const uri = new URL(otpauthUri(RFC_SECRET, 'nurul@sinarkredit.com.my'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Sinar Kredit Back Office:nurul@sinarkredit.com.my');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'Sinar Kredit Back Office',
      secret: RFC_SECRET,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
