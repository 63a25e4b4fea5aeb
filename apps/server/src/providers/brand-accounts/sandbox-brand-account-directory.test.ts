import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { fixedClock } from '../../lib/clock.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { ProviderRejectedError, ProviderUnavailableError } from '../email/email-provider.ts';
import { SandboxBrandAccountDirectory } from './sandbox-brand-account-directory.ts';

describe('SandboxBrandAccountDirectory', () => {
  let db: Database;
  let directory: SandboxBrandAccountDirectory;
  beforeAll(async () => {
    db = await openTestDatabase();
    directory = new SandboxBrandAccountDirectory({
      db,
      clock: fixedClock('2026-11-23T02:00:00Z'),
      latencyMs: 0,
    });
  });
  afterAll(() => db.close());

  const aisyah = () => ({
    userId: randomUUID(),
    phoneNo: '0123000001',
    email: 'Aisyah.Rahman@Example.com',
    fullName: 'Aisyah binti Rahman',
  });

  it('holds nobody until a customer registers under the brand, which opens its account', async () => {
    expect(await db.query('select 1 from sandbox_brand_accounts')).toEqual([]);
    const enrolment = aisyah();
    expect(await directory.findHolder('conventional', { phoneNo: enrolment.phoneNo })).toBeNull();
    const holder = await directory.enrol('conventional', enrolment);
    expect(holder).toEqual({
      holderId: expect.stringMatching(/^SK\d{8}$/),
      brand: 'conventional',
      phoneNo: '0123000001',
      email: 'aisyah.rahman@example.com',
      fullName: 'Aisyah binti Rahman',
      since: '2026-11-23',
    });
    expect(await directory.findHolder('conventional', { phoneNo: '0123000001' })).toEqual(holder);
    expect(await directory.findHolder('conventional', { email: 'AISYAH.RAHMAN@example.com ' })).toEqual(
      holder,
    );
    // The other brand is another account: 'No account of the brand' until she registers there too.
    expect(await directory.findHolder('islamic', { phoneNo: '0123000001' })).toBeNull();
    const islamic = await directory.enrol('islamic', { ...enrolment });
    expect(islamic.holderId).toMatch(/^SKI\d{8}$/);
    expect(await directory.findHolder('islamic', { email: 'aisyah.rahman@example.com' })).toEqual(islamic);
  });

  it('enrols idempotently by user and brand, keeping the account and taking the latest contact details', async () => {
    const enrolment = { ...aisyah(), phoneNo: '0123000012', email: 'hafiz@example.com', fullName: 'Hafiz' };
    const first = await directory.enrol('islamic', enrolment);
    const again = await directory.enrol('islamic', enrolment);
    expect(again).toEqual(first);
    const moved = await directory.enrol('islamic', { ...enrolment, email: 'hafiz.ismail@example.com' });
    expect(moved).toEqual({ ...first, email: 'hafiz.ismail@example.com' });
    expect(await directory.findHolder('islamic', { email: 'hafiz@example.com' })).toBeNull();
    const rows = await db.query(`select 1 from sandbox_brand_accounts where user_id = $1`, [
      enrolment.userId,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('refuses a phone number or email another holder of the brand has', async () => {
    const first = { ...aisyah(), phoneNo: '0123000005', email: 'lim@example.com' };
    await directory.enrol('conventional', first);
    await expect(
      directory.enrol('conventional', { ...first, userId: randomUUID(), email: 'other@example.com' }),
    ).rejects.toBeInstanceOf(ProviderRejectedError);
    await expect(
      directory.enrol('conventional', {
        ...first,
        userId: randomUUID(),
        phoneNo: '0123000006',
        email: 'LIM@example.com',
      }),
    ).rejects.toBeInstanceOf(ProviderRejectedError);
  });

  it('is unavailable on demand for 0123000998 and an email tagged +directory-down', async () => {
    await expect(directory.findHolder('conventional', { phoneNo: '0123000998' })).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
    await expect(
      directory.findHolder('islamic', { email: 'aisyah+directory-down@example.com' }),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(
      directory.enrol('conventional', { ...aisyah(), email: 'aisyah+directory-down@example.com' }),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(
      directory.enrol('conventional', { ...aisyah(), phoneNo: '0123000998', email: 'x@example.com' }),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('keeps its holders in the database, where another process finds them', async () => {
    const enrolment = { ...aisyah(), phoneNo: '01170000077', email: 'fresh@example.com' };
    const holder = await directory.enrol('conventional', enrolment);
    const otherProcess = new SandboxBrandAccountDirectory({
      db,
      clock: fixedClock('2027-01-01T00:00:00Z'),
      latencyMs: 0,
    });
    expect(await otherProcess.findHolder('conventional', { phoneNo: '01170000077' })).toEqual(holder);
    expect(await otherProcess.enrol('conventional', enrolment)).toEqual(holder);
  });
});
