import type { CatalogShape } from '../../catalog-shape.ts';
import type { earlySettlement as en } from '../en/early-settlement.ts';

/** Panel penyelesaian awal akaun pinjaman: sebut harga hari perniagaan dan penyelesaian yang diterima di kaunter. */
export const earlySettlement: CatalogShape<typeof en> = {
  title: 'Penyelesaian awal',
  loading: 'Menyediakan sebut harga penyelesaian...',
  quoteFor:
    'Sebut harga untuk {{date}}, sah sehingga {{until}}. Tiada caj dikenakan kerana menyelesaikan lebih awal.',
  less: 'tolak {{amount}}',
  byDayCaption: 'Jumlah penyelesaian bagi setiap hari sebut harga',
  date: 'Tarikh',
  lateCharges: 'Caj lewat bayar',
  lateCharges_islamic: "Ta'widh",
  amount: 'Jumlah penyelesaian',
  post: 'Catat penyelesaian diterima',
  dialogTitle: 'Catat penyelesaian diterima bagi {{agreementNo}}',
  dialogLead:
    'Jumlah penyelesaian pada {{date}} ialah {{amount}}. Jika jumlah diterima meliputi penyelesaian pada hari ia diterima, rebat dicatat dan akaun ditutup; jika tidak, ia dicatat sebagai bayaran biasa.',
  dialogLead_islamic:
    "Jumlah penyelesaian pada {{date}} ialah {{amount}}. Jika jumlah diterima meliputi penyelesaian pada hari ia diterima, ibra' dicatat dan akaun ditutup; jika tidak, ia dicatat sebagai bayaran biasa.",
  submit: 'Catat penyelesaian',
  settled: 'Akaun {{agreementNo}} telah diselesaikan dan ditutup; rebat {{rebate}} dicatat.',
  settled_islamic: "Akaun {{agreementNo}} telah diselesaikan dan ditutup; ibra' {{rebate}} dicatat.",
  notCovered:
    'Jumlah itu tidak meliputi penyelesaian {{amount}} pada {{date}}: ia dicatat sebagai bayaran biasa.',
};
