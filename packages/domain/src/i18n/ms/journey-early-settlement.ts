import type { CatalogShape } from '../catalog-shape.ts';
import type { earlySettlement as en } from '../en/journey-early-settlement.ts';

/** Penyelesaian awal pinjaman atau pembiayaan: sebut harga hari ini, rebat (ibra'), jumlah setiap hari dan bayaran. */
export const earlySettlement: CatalogShape<typeof en> = {
  title: 'Penyelesaian Awal',
  lead: 'Selesaikan pinjaman {{agreementNo}} sepenuhnya sebelum ansuran terakhirnya. Sebut harga ini untuk {{date}}.',
  lead_islamic:
    'Selesaikan pembiayaan {{agreementNo}} sepenuhnya sebelum bayaran terakhirnya. Sebut harga ini untuk {{date}}.',
  loading: 'Menyediakan sebut harga penyelesaian anda...',
  quoteHeading: 'Sebut harga penyelesaian anda',
  less: 'tolak {{amount}}',
  rebateHeading: 'Rebat anda',
  rebateHeading_islamic: "Ibra' (rebat) anda",
  rebateExplained:
    'Anda membayar sepenuhnya jumlah yang telah matang, berserta fi dan caj lewat bayar, jika ada. Faedah ansuran yang belum matang, {{amount}}, tidak dikenakan: itulah rebat anda.',
  rebateExplained_islamic:
    "Anda membayar baki harga jualan dan jumlah yang telah matang, berserta fi dan ta'widh, jika ada. Kami melepaskan keuntungan bayaran yang belum matang, {{amount}}: itulah ibra' anda.",
  noCharge: 'Tiada caj dikenakan kerana menyelesaikan lebih awal.',
  byDayHeading: 'Jika anda membayar pada hari lain',
  byDayLead:
    'Sehingga {{date}} hanya caj lewat bayar berubah dari hari ke hari. Selepas itu, buka halaman ini semula untuk sebut harga baharu.',
  byDayLead_islamic:
    "Sehingga {{date}} hanya ta'widh berubah dari hari ke hari. Selepas itu, buka halaman ini semula untuk sebut harga baharu.",
  byDayCaption: 'Jumlah penyelesaian bagi setiap hari sebut harga ini',
  date: 'Tarikh',
  today: '{{date}} (hari ini)',
  lateCharges: 'Caj lewat bayar',
  lateCharges_islamic: "Ta'widh",
  amount: 'Jumlah penyelesaian',
  settleHeading: 'Selesaikan sekarang',
  summary:
    'Anda akan membayar {{amount}} melalui {{method}}. Setelah pembayaran disahkan, pinjaman anda ditutup.',
  summary_islamic:
    'Anda akan membayar {{amount}} melalui {{method}}. Setelah pembayaran disahkan, pembiayaan anda ditutup.',
  submit: 'Selesaikan sekarang',
  sending: 'Membawa anda ke halaman pembayaran...',
  networkProblem:
    'Kami tidak dapat menghubungi pelayan kami. Bayaran penyelesaian anda belum bermula; tekan butang untuk mencuba lagi.',
  tooLargeOnline:
    'Jumlah penyelesaian melebihi {{max}}, had bayaran dalam talian. Bayar melalui JomPAY dari bank anda, atau hubungi kami.',
  nothingToPay: 'Bayaran anda telah pun meliputi jumlah penyelesaian: tiada lagi yang perlu dibayar.',
  backToSchedule: 'Kembali ke jadual pembayaran balik',
  backToSchedule_islamic: 'Kembali ke jadual pembayaran',
};
