import type { Brand } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';

/**
 * What the account services need of the systems around them, named from the accounts' side. The providers
 * (../../providers) and security services (../../security) implement them; tests can too.
 */

export interface TelecomAccountLookup {
  findAccount(phoneNo: string): Promise<{
    readonly holderName: string;
    readonly holderNric: string | null;
    readonly status: 'active' | 'suspended' | 'terminated';
  } | null>;
}

export interface BrandAccountLookup {
  findHolder(
    brand: Brand,
    query: { phoneNo: string } | { email: string },
  ): Promise<{ holderId: string } | null>;
  enrol(
    brand: Brand,
    person: { userId: string; phoneNo: string; email: string; fullName: string },
  ): Promise<unknown>;
}

export interface PartnerRecord {
  readonly partnerId: string;
  readonly fullName: string;
  readonly nric: string | null;
  readonly phoneNo: string | null;
  readonly email: string | null;
  readonly partnerType: string;
  readonly companyName: string | null;
  readonly status: 'active' | 'inactive';
  readonly tinNumber: string | null;
}

export interface PartnerLookup {
  findPartner(partnerId: string): Promise<PartnerRecord | null>;
}

export interface SmsQueue {
  queue(tx: Queryable, sms: { purpose: string; to: string; text: string }): Promise<unknown>;
}

export interface EmailQueue {
  queue(
    tx: Queryable,
    email: { purpose: string; recipient: string; subject: string; bodyText: string },
  ): Promise<unknown>;
}

export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the time of a verification when there is no account, so timing tells nothing. */
  verifyNothing(password: string): Promise<void>;
}

export type CodePurpose = 'staff-verification' | 'email-change';
export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'too-many-attempts';

export interface OneTimeCodeStore {
  issue(tx: Queryable, code: { purpose: CodePurpose; subject: string }): Promise<string>;
  verify(tx: Queryable, code: { purpose: CodePurpose; subject: string; code: string }): Promise<CodeCheck>;
}

export interface HumanCheckVerifier {
  /** Throws the spec's errors: key missing, not ticked, invalid (bad, expired or already used). */
  verify(token: string | undefined): Promise<void>;
}

export function isActiveTelecomAccount(account: { status: string } | null): boolean {
  return account?.status === 'active';
}
