import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { ProviderUnavailableError } from '../email/email-provider.ts';
import { addMonthsToDate, monthsBetween } from '../sandbox-calendar.ts';
import type { Partner, PartnerDirectory } from './partner-directory.ts';

/** Asking for this partner finds the directory down. */
export const PARTNER_DIRECTORY_UNAVAILABLE_ID = 'P999999';

type PartnerRow = Omit<Partner, 'partnerSince' | 'licenceExpiresOn'> & {
  partnerSince: string;
  licenceExpiresOn: string | null;
  datedAsOf: string;
};

/**
 * The partner directory as a sandbox: partners live in `sandbox_partners` (seeded with one for each SME outcome,
 * migration 0006), read as of the clock's today so 'a partner for 3 months' or 'a licence expiring within 6 months'
 * hold on any day (../sandbox-calendar.ts). Answers come after `latencyMs`; partner P999999 finds it down.
 */
export class SandboxPartnerDirectory implements PartnerDirectory {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #latencyMs: number;

  constructor(options: { db: Database; clock: Clock; latencyMs: number }) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#latencyMs = options.latencyMs;
  }

  async findPartner(partnerId: string): Promise<Partner | null> {
    if (this.#latencyMs > 0) await sleep(this.#latencyMs);
    const id = partnerId.trim().toUpperCase();
    if (id === PARTNER_DIRECTORY_UNAVAILABLE_ID)
      throw new ProviderUnavailableError('sandbox partner directory unavailable (partner P999999)');
    const [row] = await this.#db.query<PartnerRow>(
      `select partner_id as "partnerId", full_name as "fullName", nric, phone_no as "phoneNo", email,
         partner_type as "partnerType", company_name as "companyName", status, partner_since as "partnerSince",
         licence_expires_on as "licenceExpiresOn", tin_number as "tinNumber",
         monthly_recurring_commission_sen as "monthlyRecurringCommissionSen", dated_as_of as "datedAsOf"
       from sandbox_partners where partner_id = $1`,
      [id],
    );
    if (!row) return null;
    const { datedAsOf, ...partner } = row;
    const shift = monthsBetween(datedAsOf, this.#clock.today());
    return {
      ...partner,
      partnerSince: addMonthsToDate(partner.partnerSince, shift),
      licenceExpiresOn: partner.licenceExpiresOn && addMonthsToDate(partner.licenceExpiresOn, shift),
    };
  }
}
