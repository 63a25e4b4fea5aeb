import { setTimeout as sleep } from 'node:timers/promises';
import type { Variant } from '@sinar/domain';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { ProviderRejectedError, ProviderUnavailableError } from '../email/email-provider.ts';
import type {
  BrandAccountDirectory,
  BrandAccountHolder,
  BrandEnrolment,
  BrandHolderLookup,
} from './brand-account-directory.ts';

/** This phone number finds the brand directory down. */
export const BRAND_DIRECTORY_UNAVAILABLE_PHONE = '0123000998';
/** An email whose local part contains this finds the brand directory down: 'aisyah+directory-down@example.com'. */
export const BRAND_DIRECTORY_UNAVAILABLE_EMAIL_TAG = '+directory-down';

const HOLDER_ID_PREFIX: Record<Variant, string> = { conventional: 'SK', islamic: 'SKI' };

const HOLDER_COLUMNS = `holder_id as "holderId", brand, phone_no as "phoneNo", email, full_name as "fullName",
  since`;

function isDown(lookup: { phoneNo?: string; email?: string }): boolean {
  const localPart = lookup.email?.split('@')[0] ?? '';
  return (
    lookup.phoneNo === BRAND_DIRECTORY_UNAVAILABLE_PHONE ||
    localPart.includes(BRAND_DIRECTORY_UNAVAILABLE_EMAIL_TAG)
  );
}

/**
 * The brands' account directories as a sandbox: holders live in `sandbox_brand_accounts`, so every process sees the
 * same accounts; answers come after `latencyMs`, as from a remote system; phone 0123000998 or an email with
 * '+directory-down' find it down.
 */
export class SandboxBrandAccountDirectory implements BrandAccountDirectory {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #latencyMs: number;

  constructor(options: { db: Database; clock: Clock; latencyMs: number }) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#latencyMs = options.latencyMs;
  }

  async findHolder(brand: Variant, lookup: BrandHolderLookup): Promise<BrandAccountHolder | null> {
    if (this.#latencyMs > 0) await sleep(this.#latencyMs);
    if (isDown(lookup)) throw new ProviderUnavailableError('sandbox brand account directory unavailable');
    const [holder] =
      'phoneNo' in lookup
        ? await this.#db.query<BrandAccountHolder>(
            `select ${HOLDER_COLUMNS} from sandbox_brand_accounts where brand = $1 and phone_no = $2`,
            [brand, lookup.phoneNo],
          )
        : await this.#db.query<BrandAccountHolder>(
            `select ${HOLDER_COLUMNS} from sandbox_brand_accounts where brand = $1 and lower(email) = lower($2)`,
            [brand, lookup.email.trim()],
          );
    return holder ?? null;
  }

  async enrol(brand: Variant, enrolment: BrandEnrolment): Promise<BrandAccountHolder> {
    if (this.#latencyMs > 0) await sleep(this.#latencyMs);
    if (isDown(enrolment)) throw new ProviderUnavailableError('sandbox brand account directory unavailable');
    try {
      const [holder] = await this.#db.query<BrandAccountHolder>(
        `insert into sandbox_brand_accounts (holder_id, brand, user_id, phone_no, email, full_name, since)
         values ($1 || lpad(nextval('sandbox_brand_account_seq')::text, 8, '0'), $2, $3, $4, lower($5), $6, $7)
         on conflict (brand, user_id) do update set phone_no = excluded.phone_no, email = excluded.email,
           full_name = excluded.full_name, updated_at = now()
         returning ${HOLDER_COLUMNS}`,
        [
          HOLDER_ID_PREFIX[brand],
          brand,
          enrolment.userId,
          enrolment.phoneNo,
          enrolment.email.trim(),
          enrolment.fullName,
          this.#clock.today(),
        ],
      );
      return holder as BrandAccountHolder;
    } catch (error) {
      if ((error as { code?: string }).code === '23505')
        throw new ProviderRejectedError(
          'the phone number or email already belongs to another holder of the brand',
        );
      throw error;
    }
  }
}
