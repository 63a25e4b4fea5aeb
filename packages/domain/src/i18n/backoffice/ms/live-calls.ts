import type { CatalogShape } from '../../catalog-shape.ts';
import type { liveCalls as en } from '../en/live-calls.ts';

/** Panggilan video langsung pegawai pengesahan: panggilan sehari dan keputusannya. */
export const liveCalls: CatalogShape<typeof en> = {
  nav: 'Panggilan video',
  title: 'Panggilan video hari ini',
  titleOn: 'Panggilan video pada {{date}}',
  lead: 'Panggilan video pengesahan yang ditempah oleh pelanggan, mengikut urutan masa. Waktu ialah waktu Malaysia (MYT).',
  date: 'Hari',
  show: 'Tunjuk',
  today: 'Hari ini',
  caption: 'Panggilan video pada {{date}}',
  empty: 'Tiada panggilan video ditempah pada hari ini.',
  time: 'Waktu (MYT)',
  applicant: 'Pemohon',
  agreementNo: 'Perjanjian',
  product: 'Produk',
  state: 'Keadaan',
  join: 'Pautan sertai',
  joinCall: 'Sertai panggilan bersama {{name}}',
  actions: 'Keputusan',
  completed: 'Selesai',
  missed: 'Terlepas',
  notYet: 'Dari {{time}}',
  onlyAttestationOfficers: 'Hanya pegawai pengesahan merekodkan keputusan panggilan.',
  states: {
    BOOKED: 'Ditempah',
    COMPLETED: 'Selesai',
    MISSED: 'Terlepas',
    CANCELLED: 'Dibatalkan',
  },
  outcome: {
    completedTitle: 'Rekodkan panggilan bersama {{name}} sebagai selesai',
    missedTitle: 'Rekodkan panggilan bersama {{name}} sebagai terlepas',
    completedLead: 'Pelanggan telah membuat pengesahan: perjanjian beralih ke langkah perjanjian.',
    missedLead: 'Pelanggan kembali ke pilihan pengesahan untuk memilih semula.',
    remark: 'Catatan',
    remarkHint:
      'Apa yang berlaku semasa panggilan (sekurang-kurangnya 3 aksara). Ia disimpan dalam jejak audit.',
    remarkRequired: 'Sila tulis catatan sekurang-kurangnya 3 aksara.',
    confirmCompleted: 'Rekod sebagai selesai',
    confirmMissed: 'Rekod sebagai terlepas',
    cancel: 'Kembali',
  },
};
