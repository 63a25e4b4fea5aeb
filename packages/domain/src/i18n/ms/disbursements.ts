import type { CatalogShape } from '../catalog-shape.ts';
import type { disbursements as en } from '../en/disbursements.ts';

/** The disbursement and the Islamic financing's commodity trade, as the server answers the back office. */
export const disbursements: CatalogShape<typeof en> = {
  prepared: 'Pengeluaran dana disediakan. Pegawai pengeluaran yang lain mesti melepaskannya.',
  released: 'Bayaran dihantar ke bank. Perjanjian dikeluarkan apabila bank mengesahkannya.',
  tradeRetried: 'Langkah dagangan komoditi yang gagal diminta semula.',
  unwindRetried: 'Pembatalan dagangan komoditi diminta semula.',
  payoutUnavailable:
    'Bank pembayar tidak tersedia sekarang. Tiada apa-apa dihantar: sila lepaskannya semula kemudian.',
  notReady:
    'Perjanjian ini tidak menunggu pengeluaran dana: ia mesti ditandatangani, disetem dan mempunyai debit langsung yang aktif dahulu.',
  notPrepared: 'Pengeluaran dana ini belum disediakan, jadi ia tidak boleh dilepaskan.',
  payeeMissing: 'Permohonan ini tiada akaun bank yang disahkan untuk menerima wang.',
  payeeChanged:
    'Akaun bank permohonan ini berubah selepas pengeluaran dana disediakan, jadi ia tidak boleh dilepaskan seperti yang disediakan.',
  noCommodityTrade: 'Perjanjian ini tiada dagangan komoditi.',
  tradeNotFailed: 'Tiada langkah dagangan komoditi ini yang gagal: tiada apa-apa untuk diminta semula.',
};
