import type { InstalmentComponent, LocalDate, Sen, Variant } from '@sinar/domain';
import type { LenderParticulars } from '../../../lib/pdf/lender-particulars.ts';
import type { DocumentBorrower, DocumentChannel } from './statement-input.ts';

/**
 * Everything the receipt of one payment prints, as plain values. `applied` is what the payment met of each component
 * across the instalments (late charges, fees, interest or profit, principal: the allocation order), `excessSen` what
 * it paid beyond everything due; together they are the amount received, to the sen.
 */
export interface ReceiptInput {
  readonly variant: Variant;
  readonly lender: LenderParticulars;
  readonly receiptNo: string;
  /** When the money was received. */
  readonly receivedAt: Date;
  readonly payer: Pick<DocumentBorrower, 'name' | 'nric'>;
  readonly agreementNo: string;
  readonly amountSen: Sen;
  readonly channel: DocumentChannel;
  /** The channel's own reference: the gateway's transaction, the JomPAY line, the debit, the counter slip. */
  readonly channelReference: string;
  readonly applied: Readonly<Record<InstalmentComponent, Sen>>;
  readonly excessSen: Sen;
  readonly balanceAfterSen: Sen;
  /** The payment's reversal, when it was reversed before its receipt was made: the receipt states it. */
  readonly reversal?: { readonly on: LocalDate; readonly reason: string | null };
}
