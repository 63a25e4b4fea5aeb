import type { LocalDate, Sen } from '@sinar/domain';

/** One monthly bill of a postpaid line. */
export interface TelecomBill {
  /** The billing period, 'YYYY-MM'; the bill is issued on the 1st of the month after. */
  readonly billMonth: string;
  readonly amountSen: Sen;
  readonly dueOn: LocalDate;
  /** Null while unpaid. */
  readonly paidOn: LocalDate | null;
}

/** What the operator (redONE) knows of a mobile line and its holder. */
export interface TelecomAccount {
  /** National form: '0123456789'. */
  readonly phoneNo: string;
  readonly holderName: string;
  /**
   * 12 digits. Null when the operator does not disclose the holder's NRIC (the sandbox's generic sign-up numbers):
   * the applicant's own NRIC then stands unchallenged, see telecomStanding.
   */
  readonly holderNric: string | null;
  readonly accountType: 'postpaid' | 'prepaid';
  readonly lineRole: 'principal' | 'supplementary';
  readonly status: 'active' | 'suspended' | 'terminated';
  readonly openedOn: LocalDate;
  /** Suspended at some time, now or in the past. */
  readonly hasSuspensionRecord: boolean;
  /** Newest first; a prepaid line has none. */
  readonly bills: readonly TelecomBill[];
}

/**
 * The operator's account and bill-history API. Login, registration and eligibility of telecom customers rest on it
 * (spec 000 sections 1, 8 and 9). Only the sandbox exists until the operator's API contract is signed.
 */
export interface TelecomAccountService {
  /** The account of a national mobile number; null when the operator has no such line. */
  findAccount(phoneNo: string): Promise<TelecomAccount | null>;
  /** The bills of the last `months` billing months before today's, newest first; null when there is no such line. */
  billHistory(phoneNo: string, options: { months: number }): Promise<readonly TelecomBill[] | null>;
}
