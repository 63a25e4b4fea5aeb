import type { LocalDate, Sen } from '@sinar/domain';

/**
 * JomPAY as the lender sees it (decisions 034 and 040): customers pay a bill from their own bank with the lender's
 * biller code and their account's Ref-1; the lender's biller bank collects the day's payments and hands over one
 * reconciliation file per business day, in the layout of decision 034 (a bank whose layout differs is read by an
 * adapter here, so the import reads one layout).
 */
export interface JompayReconciliationFile {
  readonly fileName: string;
  readonly fileDate: LocalDate;
  /** The file's text, as the bank delivers it. */
  readonly content: string;
}

export interface JompayProvider {
  /**
   * The biller bank's file of `fileDate`, its signature checked. Throws `JompayFileNotReadyError` while the bank has
   * not produced it yet, `ProviderUnavailableError` when the bank cannot be reached (both are worth asking again
   * later), `JompayFileSignatureError` when what arrived is not what the bank signed.
   */
  reconciliationFile(fileDate: LocalDate): Promise<JompayReconciliationFile>;
}

/** The file's signature does not match its content (changed on the way, or not the bank's): read nothing of it. */
export class JompayFileSignatureError extends Error {
  constructor(fileName: string) {
    super(`the JomPAY file ${fileName} is not signed by the biller bank`);
    this.name = 'JompayFileSignatureError';
  }
}

/** The bank has not produced the day's file yet: ask again later. */
export class JompayFileNotReadyError extends Error {
  constructor(fileDate: LocalDate) {
    super(`the JomPAY file of ${fileDate} is not ready`);
    this.name = 'JompayFileNotReadyError';
  }
}

/** A bill paid through JomPAY, as the payer's bank reports it to the biller bank. */
export interface JompayBillPayment {
  readonly billerCode: string;
  readonly ref1: string;
  readonly ref2: string;
  readonly amountSen: Sen;
}
