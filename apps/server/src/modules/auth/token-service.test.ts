import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { TokenService } from './token-service.ts';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const ISSUED_AT = '2026-11-23T02:00:00Z';

const customer = {
  userId: '5d3c8a52-1f0e-4c1b-9a57-0d6c8f2b7e11',
  sessionId: 'a4b7e3c2-6d21-4f9a-8c3e-2b1d0f9e8a77',
  email: 'aisyah@example.com',
  organizationType: 'INDIVIDUAL',
  username: 'aisyah@example.com',
  name: 'Aisyah binti Rahman',
  latestApplicationDetailsId: null,
  loginMethod: 'telecom',
} as const;

const officer = {
  officerId: '0b8e2f4c-3a6d-4e1f-9b2c-7d5a8e6f1c30',
  sessionId: 'c9d8e7f6-5a4b-4c3d-8e2f-1a0b9c8d7e6f',
  email: 'aina@sinarkredit.com.my',
  name: 'Aina Verifier',
  roles: ['verifier'],
};

function service(secret = SECRET) {
  const clock = fixedClock(ISSUED_AT);
  return { clock, tokens: new TokenService({ secret, clock, accessTokenTtlSeconds: 900 }) };
}

/** The same token with one character of its signature changed. */
function tampered(token: string): string {
  const last = token.at(-2) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -2)}${last}${token.slice(-1)}`;
}

describe('access tokens', () => {
  it("verifies a customer's token each time it comes, with the same claims", async () => {
    const { tokens } = service();
    const token = await tokens.issueCustomerToken(customer);
    const first = await tokens.verifyCustomerToken(token);
    expect(first).toMatchObject({ sub: customer.userId, sid: customer.sessionId, loginMethod: 'telecom' });
    expect(await tokens.verifyCustomerToken(token)).toEqual(first);
  });

  it('refuses a verified token once it has expired, and from then on', async () => {
    const { clock, tokens } = service();
    const token = await tokens.issueCustomerToken(customer);
    expect(await tokens.verifyCustomerToken(token)).not.toBeNull();
    clock.set('2026-11-23T02:14:59Z');
    expect(await tokens.verifyCustomerToken(token)).not.toBeNull();
    clock.set('2026-11-23T02:15:00Z');
    expect(await tokens.verifyCustomerToken(token)).toBeNull();
    expect(await tokens.verifyCustomerToken(token)).toBeNull();
  });

  it('refuses a token whose signature was changed, even after the genuine one was verified', async () => {
    const { tokens } = service();
    const token = await tokens.issueCustomerToken(customer);
    expect(await tokens.verifyCustomerToken(token)).not.toBeNull();
    expect(await tokens.verifyCustomerToken(tampered(token))).toBeNull();
  });

  it("keeps the audiences apart: a customer's token opens no officer call and an officer's no customer call", async () => {
    const { tokens } = service();
    const customerToken = await tokens.issueCustomerToken(customer);
    const officerToken = await tokens.issueOfficerToken(officer);
    expect(await tokens.verifyCustomerToken(customerToken)).not.toBeNull();
    expect(await tokens.verifyOfficerToken(officerToken)).toEqual({
      sub: officer.officerId,
      sid: officer.sessionId,
      roles: ['verifier'],
    });
    expect(await tokens.verifyOfficerToken(customerToken)).toBeNull();
    expect(await tokens.verifyCustomerToken(officerToken)).toBeNull();
  });

  it('refuses a token signed with another secret', async () => {
    const elsewhere = await service('another-secret-of-at-least-thirty-two-chars').tokens.issueCustomerToken(
      customer,
    );
    expect(await service().tokens.verifyCustomerToken(elsewhere)).toBeNull();
  });
});
