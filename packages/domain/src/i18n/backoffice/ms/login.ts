import type { CatalogShape } from '../../catalog-shape.ts';
import type {
  login as enLogin,
  nav as enNav,
  password as enPassword,
  session as enSession,
} from '../en/login.ts';

/** Log masuk dengan kata laluan dan kod berasaskan masa, tamatnya sesi, dan navigasi. */
export const login: CatalogShape<typeof enLogin> = {
  title: 'Log masuk',
  lead: 'Untuk pegawai Sinar Kredit. Anda memerlukan e-mel kerja, kata laluan dan aplikasi pengesah anda.',
  step: 'Langkah {{step}} daripada {{steps}}',
  passwordStep: 'E-mel dan kata laluan',
  email: 'E-mel kerja',
  password: 'Kata laluan',
  continue: 'Teruskan',
  checking: 'Sedang menyemak...',
  codeStep: 'Kod daripada aplikasi pengesah anda',
  codeLead:
    'Buka aplikasi pengesah anda dan masukkan kod 6 digit yang dipaparkan untuk Pejabat Belakang Sinar Kredit.',
  code: 'Kod 6 digit',
  codeHint: 'Kod bertukar setiap 30 saat. Masukkan kod yang dipaparkan sekarang.',
  verify: 'Log masuk',
  restart: 'Mula semula dengan akaun lain',
  enrolment: {
    title: 'Sediakan aplikasi pengesah anda',
    lead: 'Ini log masuk pertama anda, jadi akaun anda memerlukan faktor kedua: kod daripada aplikasi pengesah di telefon anda.',
    stepApp:
      'Pasang aplikasi pengesah di telefon anda jika belum ada (contohnya Google Authenticator atau Microsoft Authenticator).',
    stepScan:
      'Dalam aplikasi, tambah akaun: imbas kod QR di bawah, atau taip kunci yang dipaparkan di bawahnya.',
    stepCode: 'Masukkan kod 6 digit yang kini dipaparkan oleh aplikasi untuk Pejabat Belakang Sinar Kredit.',
    qrAlt: 'Kod QR untuk menambah Pejabat Belakang Sinar Kredit ke aplikasi pengesah anda',
    secretLabel: 'Kunci untuk ditaip jika anda tidak dapat mengimbas kod',
  },
  errors: {
    email: 'Masukkan alamat e-mel kerja anda, contohnya nama@sinarkredit.com.my.',
    password: 'Masukkan kata laluan anda.',
    code: 'Masukkan 6 digit yang dipaparkan dalam aplikasi pengesah anda.',
  },
};

export const session: CatalogShape<typeof enSession> = {
  loggedOut: {
    title: 'Anda telah log keluar',
    body: 'Sesi anda telah tamat dalam setiap tab pejabat belakang pelayar ini.',
  },
  idle: {
    title: 'Anda telah dilog keluar',
    body: 'Anda tidak aktif selama 15 minit, jadi kami melog keluar anda untuk melindungi data pelanggan. Sila log masuk semula.',
  },
  elsewhere: {
    title: 'Anda telah dilog keluar',
    body: 'Anda log keluar dalam tab lain pelayar ini, jadi tab ini turut dilog keluar.',
  },
  expired: { title: 'Sesi tamat', body: 'Sesi anda telah tamat. Sila log masuk semula.' },
};

export const nav: CatalogShape<typeof enNav> = {
  label: 'Pejabat belakang',
  queues: 'Baris gilir',
  agreements: 'Perjanjian',
  audit: 'Audit',
  officers: 'Pegawai',
  customers: 'Pelanggan',
  signedInAs: 'Log masuk sebagai',
  password: 'Tukar kata laluan',
  logOut: 'Log keluar',
};

export const password: CatalogShape<typeof enPassword> = {
  title: 'Tukar kata laluan anda',
  mustChange:
    'Anda log masuk dengan kata laluan sementara. Pilih kata laluan anda sendiri sebelum meneruskan; hanya anda yang akan mengetahuinya.',
  lead: 'Sesi anda yang lain akan tamat apabila anda menukarnya.',
  current: 'Kata laluan semasa',
  currentHint: 'Kata laluan sementara daripada pentadbir anda, jika anda baru menerimanya.',
  new: 'Kata laluan baharu',
  newHint: 'Sekurang-kurangnya 8 aksara.',
  confirm: 'Kata laluan baharu sekali lagi',
  submit: 'Tukar kata laluan',
  saving: 'Sedang disimpan...',
  toQueues: 'Teruskan ke baris gilir kerja',
};
