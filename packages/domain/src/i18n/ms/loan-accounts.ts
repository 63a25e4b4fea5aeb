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
  receivedAfterBusinessDate: 'Tarikh diterima tidak boleh selepas tarikh perniagaan.',
  closeThroughTooFar: 'Hari akaun boleh ditutup lebih awal sehingga {{date}} sahaja.',
  counterPaymentPosted: 'Bayaran kaunter telah direkodkan.',
  requestNotFound: 'Kami tidak dapat mencari permintaan ini.',
  requestDecided: 'Permintaan ini telah pun diputuskan.',
  requestOpen: 'Permintaan untuk perubahan ini sedang menunggu kelulusan.',
  checkerIsMaker: 'Pegawai yang menyediakan permintaan ini tidak boleh meluluskan atau menolaknya.',
  checkerRoleMissing: 'Peranan anda tidak boleh meluluskan permintaan ini.',
  paymentOfAnotherAccount: 'Bayaran ini milik akaun lain.',
  refundMoreThanRefundable: 'Bayaran balik melebihi lebihan yang boleh dipulangkan sekarang.',
  nothingToRefund: 'Tiada lebihan bayaran untuk dipulangkan bagi akaun ini.',
  refundOpen: 'Permintaan bayaran balik untuk akaun ini sedang menunggu.',
  refundNotFound: 'Kami tidak dapat mencari permintaan bayaran balik ini.',
  refundDecided: 'Permintaan bayaran balik ini telah pun diputuskan.',
  refundPaid: 'Bayaran balik telah direkodkan sebagai dibayar.',
  refundRejected: 'Permintaan bayaran balik telah ditolak.',
  refundRequested: 'Permintaan bayaran balik anda telah dihantar. Kami akan membayarnya ke akaun bank anda.',
  refundConfirmRequired: 'Sila sahkan akaun bank dan jumlahnya.',
  refundBankUnknown: 'Sila pilih bank daripada senarai.',
  excessAlreadyRefunded:
    'Lebihan bayaran ini telah pun dipulangkan, jadi bayaran ini tidak boleh dibatalkan.',
  reversalAdviceNotFound: 'Kami tidak dapat mencari notis pembatalan ini.',
  receiptNotFound: 'Kami tidak dapat mencari resit ini.',
};
