import type { InstalmentComponent, LocalDate, Sen, Variant } from '@sinar/domain';
import type { LenderParticulars } from '../../../lib/pdf/lender-particulars.ts';
import type { DocumentBorrower, DocumentChannel } from './statement-input.ts';

/**
 * Everything a reversal advice prints (decision 048), as plain values: the payment it undoes (its receipt, when and
 * how the money came), the reversal's date and reason, what it took back of each component (the payment's own
 * allocations) and of the excess, which together are the payment's amount, and the balance after it.
 */
export interface ReversalAdviceInput {
  readonly variant: Variant;
  readonly lender: LenderParticulars;
  readonly adviceNo: string;
  /** The business date of the reversal. */
  readonly reversedOn: LocalDate;
  readonly reason: string | null;
  readonly payer: Pick<DocumentBorrower, 'name' | 'nric'>;
  readonly agreementNo: string;
  readonly payment: {
    /** The reversed payment's receipt number. */
    readonly receiptNo: string;
    readonly receivedAt: Date;
    readonly amountSen: Sen;
    readonly channel: DocumentChannel;
    readonly channelReference: string;
    /** Money received on a written-off account: what it took back was recovered written-off debt. */
    readonly recovery: boolean;
  };
  readonly takenBack: Readonly<Record<InstalmentComponent, Sen>>;
  readonly excessSen: Sen;
  readonly balanceAfterSen: Sen;
}
