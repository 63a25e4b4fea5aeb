import type { CatalogShape } from '../catalog-shape.ts';
import type { loanAccounts as en } from '../en/loan-accounts.ts';

/** Akaun pinjaman atau pembiayaan dan bayarannya, seperti jawapan pelayan kepada pelanggan dan pejabat belakang. */
export const loanAccounts: CatalogShape<typeof en> = {
  notFound: 'Kami tidak dapat mencari akaun pinjaman ini.',
  referenceReused: 'Rujukan bayaran ini telah digunakan untuk jumlah yang berbeza.',
  notActive: 'Akaun ini tidak aktif, jadi perubahan tidak dapat dibuat.',
  paymentNotFound: 'Kami tidak dapat mencari bayaran ini.',
  alreadyReversed: 'Bayaran ini telah pun dibatalkan.',
  nothingToWaive: 'Tiada baki caj ini untuk dikecualikan.',
  waiverTooLarge: 'Pengecualian melebihi baki yang tertunggak.',
  onlyChargesWaived: 'Hanya caj lewat bayar dan fi boleh dikecualikan.',
  receiptNotFound: 'Kami tidak dapat mencari resit ini.',
};
