import type { CatalogShape } from '../../catalog-shape.ts';
import type { queueList as enQueueList, queues as enQueues } from '../en/queues.ts';

/** Papan pemuka baris gilir dan senarai sesuatu baris gilir. */
export const queues: CatalogShape<typeof enQueues> = {
  title: 'Baris gilir kerja',
  lead: 'Permohonan yang menunggu pegawai, mengikut status dan produk. Sasaran dari penghantaran hingga keputusan, dalam hari bekerja: {{days}}.',
  workflow: 'Aliran kerja: {{workflow}}',
  waiting: 'Permohonan menunggu',
  overdue: 'Melepasi sasaran {{days}} hari bekerja',
  tableCaption: 'Permohonan menunggu, mengikut status dan produk',
  status: 'Status',
  cellLabel: 'permohonan: {{status}}, {{product}}',
  overdueCount: '{{overdue}} lewat',
  oldest: 'Paling lama: {{date}}',
};

export const queueList: CatalogShape<typeof enQueueList> = {
  back: 'Kembali ke baris gilir kerja',
  lead: 'Permohonan menunggu: {{total}}. Paling lama dahulu.',
  productFilter: 'Produk',
  caption: '{{status}}: {{product}}',
  empty: 'Tiada permohonan yang menunggu di sini.',
  unknownStatus: 'Tiada baris gilir untuk status ini.',
  applicationNo: 'Permohonan',
  applicant: 'Pemohon',
  product: 'Produk',
  amount: 'Jumlah',
  tenure: 'Tempoh',
  submitted: 'Dihantar',
  age: 'Usia (hari bekerja)',
  overdue: 'Lewat',
};
