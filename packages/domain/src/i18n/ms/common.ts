import type { CatalogShape } from '../catalog-shape.ts';
import type { common as en } from '../en/common.ts';

export const common: CatalogShape<typeof en> = {
  brand: {
    lender: 'Sinar Kredit Sdn. Bhd.',
    conventional: 'Sinar Kredit',
    islamic: 'Sinar Kredit-i',
    licence: 'Pemberi pinjam wang berlesen di bawah Akta Pemberi Pinjam Wang 1951',
    telecom: 'redONE',
  },
  language: {
    label: 'Bahasa',
    en: 'English',
    ms: 'Bahasa Melayu',
  },
  actions: {
    applyNow: 'Mohon sekarang',
    login: 'Log masuk',
    register: 'Daftar',
    logout: 'Log keluar',
    submit: 'Hantar',
    send: 'Hantar',
    back: 'Kembali',
    continue: 'Teruskan',
    cancel: 'Batal',
    close: 'Tutup',
    open: 'Buka',
    retry: 'Cuba lagi',
    backToHome: 'Kembali ke laman utama',
    menu: 'Menu',
    skipToContent: 'Langkau ke kandungan utama',
  },
  status: {
    loading: 'Memuatkan...',
    sending: 'Menghantar...',
  },
};
