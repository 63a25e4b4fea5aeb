import type { CatalogShape } from '../../catalog-shape.ts';
import type { common as enCommon, errors as enErrors, pages as enPages } from '../en/common.ts';

/** Kerangka pejabat belakang: perkataan umum, penomboran halaman, bahasa, ralat aplikasi dan halaman sandaran. */
export const common: CatalogShape<typeof enCommon> = {
  appName: 'Pejabat Belakang Sinar Kredit',
  pageTitle: '{{page}} | {{app}}',
  loading: 'Sedang dimuatkan...',
  loadFailed: 'Maklumat ini tidak dapat dimuatkan.',
  none: '—',
  notRecorded: 'Tidak direkodkan',
  yes: 'Ya',
  no: 'Tidak',
  months: '{{months}} bulan',
  opensInNewTab: '(dibuka dalam tab baharu)',
  actions: {
    cancel: 'Batal',
    close: 'Tutup',
    retry: 'Cuba lagi',
    search: 'Cari',
    skipToContent: 'Langkau ke kandungan',
  },
  pager: {
    label: 'Halaman',
    previous: 'Halaman sebelumnya',
    next: 'Halaman seterusnya',
    position: 'Halaman {{page}} daripada {{pages}}',
  },
  language: {
    label: 'Bahasa',
    short: { en: 'EN', ms: 'BM' },
    name: { en: 'English', ms: 'Bahasa Melayu' },
  },
};

export const errors: CatalogShape<typeof enErrors> = {
  operationFailed: 'Operasi gagal: {{error}}',
  network: 'Pelayan tidak dapat dihubungi. Sila semak sambungan anda dan cuba lagi.',
  unexpectedAnswer:
    'Pelayan menghantar jawapan yang tidak dapat dibaca oleh skrin ini. Sila muat semula halaman.',
};

export const pages: CatalogShape<typeof enPages> = {
  toQueues: 'Pergi ke baris gilir kerja',
  notFound: {
    title: 'Halaman tidak ditemui',
    body: 'Tiada halaman di alamat ini. Halaman mungkin telah dipindahkan, atau pautan tidak lengkap.',
  },
  forbidden: {
    title: 'Tidak tersedia untuk peranan anda',
    body: 'Halaman ini untuk pentadbir. Minta pentadbir jika anda memerlukan akses.',
  },
  error: {
    title: 'Berlaku masalah',
    body: 'Halaman ini tidak dapat dipaparkan. Muat semula halaman untuk mencuba lagi; jika berulang, maklumkan kepada pasukan sokongan.',
    reload: 'Muat semula halaman',
  },
};
