import type { CatalogShape } from '../catalog-shape.ts';
import type { directDebit as en } from '../en/direct-debit.ts';

/** The direct-debit mandate's server answers: the call's outcome, refusals, and why a bank rejected a mandate. */
export const directDebit: CatalogShape<typeof en> = {
  started: 'Sila sahkan debit terus di bank anda.',
  removed: 'Kemas kini/Padam berjaya',
  removeFailed: 'Kemas kini/Padam Debit Terus gagal',
  updateFailed: 'Kemas kini Debit Terus gagal.',
  notFound: 'Tiada debit terus telah disediakan bagi perjanjian ini.',
  tooEarly: 'Sila lengkapkan pengakusaksian sebelum anda menyediakan debit terus.',
  alreadySetUp:
    'Debit terus telah disediakan atau sedang menunggu bank anda. Sila kemas kini debit terus tersebut.',
  nothingToUpdate: 'Tiada debit terus aktif untuk dikemas kini.',
  changePending: 'Debit terus sedang menunggu bank anda. Sila tunggu keputusannya.',
  repaidFromCommission:
    'Pinjaman ini dibayar balik daripada komisen dan e-dompet rakan kongsi anda pada 12 haribulan setiap bulan; ia tidak memerlukan debit terus.',
  closed: 'Debit terus perjanjian ini tidak lagi boleh diubah di sini.',
  bankOffline: 'Bank ini tidak tersedia sekarang. Sila cuba lagi kemudian atau pilih bank lain.',
  bankNotAccepted: 'Bank atau jenis akaun ini tidak boleh digunakan untuk debit terus.',
  serviceUnavailable: 'Perkhidmatan debit terus tidak tersedia sekarang. Sila cuba lagi kemudian.',
  notActive: 'Debit terus anda belum aktif.',
  noticeRefused: 'Notis tidak dapat disahkan.',
  noticeAccepted: 'Notis diterima.',
  rejections: {
    cancelledByCustomer: 'Pengesahan telah dibatalkan di bank.',
    insufficientFunds: 'Akaun tidak dapat membayar debit pengesahan RM1.',
    rejectedByBank: 'Bank tidak meluluskan debit terus.',
  },
  collections: {
    notFound: 'Tiada potongan debit terus sedemikian.',
    statuses: {
      requested: 'Dimohon daripada bank anda',
      succeeded: 'Berjaya didebit',
      failed: 'Tidak berjaya didebit',
    },
    reasons: {
      insufficientFunds: 'Baki dalam akaun tidak mencukupi.',
      accountClosed: 'Akaun telah ditutup.',
      mandateNotActive: 'Debit terus tidak lagi aktif.',
      bankOffline: 'Bank anda tidak tersedia.',
    },
  },
};
