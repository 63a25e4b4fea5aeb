import { Secret, TOTP } from 'otpauth';

/**
 * Time-based one-time codes (RFC 6238) as every authenticator app reads them by default: HMAC-SHA-1, six digits, a
 * new code every 30 seconds. A code of the step before or after the current one is accepted too, for a phone's
 * clock a little off and a code typed as it changed.
 */
export const TOTP_ISSUER = 'Sinar Kredit Back Office';
const PARAMETERS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const ACCEPTED_STEPS_AROUND_NOW = 1;
/** 160 bits, the length RFC 4226 recommends for the shared secret. */
const SECRET_BYTES = 20;

/** A new random secret, in base32 as authenticator apps take it when typed in. */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** What the enrolment QR code holds: `otpauth://totp/<issuer>:<email>?secret=...`. */
export function otpauthUri(secret: string, email: string): string {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    secret: Secret.fromBase32(secret),
    ...PARAMETERS,
  }).toString();
}

/** The time step of the code when it is the code of the current, previous or next step at `at`; else null. */
export function timeStepOfCode(secret: string, code: string, at: Date): number | null {
  const timestamp = at.getTime();
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    ...PARAMETERS,
    timestamp,
    window: ACCEPTED_STEPS_AROUND_NOW,
  });
  return delta === null ? null : TOTP.counter({ period: PARAMETERS.period, timestamp }) + delta;
}

/** The code an authenticator app shows at `at`. */
export function totpCode(secret: string, at: Date): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), ...PARAMETERS, timestamp: at.getTime() });
}
