/**
 * The lender's licence particulars that its documents print (the agreement's first schedule, the statement of
 * account, the payment receipt), from configuration (`LENDER_*`).
 */
export interface LenderParticulars {
  readonly name: string;
  readonly companyNo: string;
  readonly licenceNo: string;
  readonly address: string;
}
