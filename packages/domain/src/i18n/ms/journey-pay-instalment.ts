import type { CatalogShape } from '../catalog-shape.ts';
import type { payInstalment as en } from '../en/journey-pay-instalment.ts';

/** Membayar ansuran dalam talian: bayar sekarang, keputusan pembayaran dan pembayaran belum selesai. */
export const payInstalment: CatalogShape<typeof en> = {
  title: 'Bayar Ansuran Sekarang',
  title_islamic: 'Bayar Bayaran Bulanan Sekarang',
  lead: 'Bayar jumlah yang perlu dibayar bagi pinjaman {{agreementNo}}, atau jumlah lain, melalui perbankan dalam talian atau kad.',
  lead_islamic:
    'Bayar jumlah yang perlu dibayar bagi pembiayaan {{agreementNo}}, atau jumlah lain, melalui perbankan dalam talian atau kad.',
  amount: {
    legend: 'Jumlah untuk dibayar',
    due: 'Jumlah perlu dibayar: {{amount}}',
    dueHint: 'Tunggakan {{overdue}} dan ansuran semasa {{current}}, termasuk caj bayaran lewat.',
    dueHint_islamic: "Tunggakan {{overdue}} dan bayaran semasa {{current}}, termasuk ta'widh.",
    nothingDue:
      'Tiada jumlah yang perlu dibayar sekarang. Anda masih boleh membayar lebih awal dengan jumlah lain.',
    other: 'Jumlah lain',
    otherLabel: 'Jumlah (RM)',
    otherHint: 'Dari RM1.00 hingga {{max}}.',
    required: 'Masukkan jumlah untuk dibayar.',
    invalid: 'Masukkan jumlah dalam ringgit, seperti 150.00.',
    tooSmall: 'Bayaran terkecil ialah RM1.00.',
    tooLarge: 'Anda boleh membayar paling banyak {{max}}.',
  },
  method: {
    legend: 'Cara pembayaran',
    onlineBanking: 'Perbankan dalam talian (FPX)',
    onlineBankingHint: 'Anda meluluskan pembayaran di halaman bank anda.',
    card: 'Kad debit atau kredit',
    cardHint: 'Anda memasukkan butiran kad di halaman pembayaran.',
  },
  summary: 'Anda akan membayar {{amount}} melalui {{method}}.',
  submit: 'Teruskan ke pembayaran',
  sending: 'Membawa anda ke halaman pembayaran...',
  networkProblem:
    'Kami tidak dapat menghubungi pelayan kami. Pembayaran anda belum bermula; tekan butang untuk cuba lagi.',
  closed: 'Pinjaman ini telah selesai: tiada lagi jumlah untuk dibayar.',
  closed_islamic: 'Pembiayaan ini telah selesai: tiada lagi jumlah untuk dibayar.',
  backToSchedule: 'Kembali ke jadual pembayaran balik',
  backToSchedule_islamic: 'Kembali ke jadual pembayaran',
  result: {
    title: 'Keputusan Pembayaran',
    loading: 'Membaca pembayaran anda...',
    missing: 'Kami tidak dapat mencari pembayaran ini.',
    successTitle: 'Pembayaran Berjaya',
    successText:
      'Terima kasih. Kami telah menerima bayaran anda sebanyak {{amount}} bagi perjanjian {{agreementNo}}.',
    settlementText:
      'Terima kasih. Kami telah menerima {{amount}} untuk menyelesaikan awal perjanjian pinjaman {{agreementNo}}. Jadual pembayaran balik anda menunjukkan pinjaman ditutup sebaik sahaja ia selesai.',
    settlementText_islamic:
      'Terima kasih. Kami telah menerima {{amount}} untuk menyelesaikan awal perjanjian pembiayaan {{agreementNo}}. Jadual pembayaran anda menunjukkan pembiayaan ditutup sebaik sahaja ia selesai.',
    amount: 'Jumlah',
    reference: 'Rujukan',
    paidAt: 'Dibayar pada',
    method: 'Dibayar melalui',
    receipt: 'Lihat resit dalam sejarah pembayaran anda',
    schedule: 'Lihat jadual pembayaran balik',
    schedule_islamic: 'Lihat jadual pembayaran',
    reason: 'Sebab: {{reason}}',
    tryAgain: 'Cuba lagi',
  },
  pending: {
    title: 'Pembayaran Belum Selesai',
    text: 'Bank anda belum mengesahkan bayaran sebanyak {{amount}}. Halaman ini akan beralih dengan sendirinya sebaik sahaja ia disahkan; anda juga boleh meninggalkannya, dan bayaran akan dipaparkan dalam sejarah anda apabila disahkan.',
    checking: 'Menyemak dengan gerbang pembayaran...',
    history: 'Pergi ke sejarah pembayaran',
  },
};
