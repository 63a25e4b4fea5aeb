import type { CatalogShape } from '../catalog-shape.ts';
import type { auth as en } from '../en/auth.ts';

export const auth: CatalogShape<typeof en> = {
  logIn: 'Log masuk',
  logOut: 'Log keluar',
  loggingIn: 'Sedang log masuk…',
  loginDialog: {
    lead: 'Pilih akaun yang anda gunakan untuk log masuk.',
    tabs: 'Cara log masuk',
  },
  tabLead: {
    telecom: 'Gunakan nombor telefon bimbit akaun redONE anda.',
    conventional: 'Gunakan nombor telefon atau alamat e-mel akaun Sinar Kredit anda.',
    islamic: 'Gunakan nombor telefon atau alamat e-mel akaun Sinar Kredit-i anda.',
    staff: 'Untuk kakitangan Kumpulan Sinar: gunakan alamat e-mel syarikat anda.',
  },
  links: {
    forgotPassword: 'Lupa kata laluan?',
    firstLogin: 'Kali pertama log masuk?',
    noAccount: 'Belum mempunyai akaun Sinar Kredit?',
    noAccount_islamic: 'Belum mempunyai akaun Sinar Kredit-i?',
    register: 'Daftar sekarang',
    staffRegister: 'Daftar sebagai kakitangan',
  },
  temporaryPassword: {
    firstLoginTitle: 'Log masuk kali pertama',
    firstLoginLead:
      'Masukkan nombor telefon bimbit akaun redONE anda. Kami akan menghantar kata laluan sementara melalui SMS: log masuk dengannya, kemudian tetapkan kata laluan anda sendiri.',
    resetTitle: 'Lupa kata laluan',
    resetLead:
      'Masukkan nombor telefon bimbit akaun redONE anda. Kami akan menghantar kata laluan sementara yang baharu melalui SMS.',
    send: 'Hantar kata laluan',
    sending: 'Sedang menghantar…',
    sentHint:
      'Kami telah menghantar kata laluan sementara melalui SMS ke {{phoneNo}}. Log masuk dengannya di bawah.',
    backToLogin: 'Kembali ke log masuk',
  },
  humanCheck: {
    label: 'Saya bukan robot',
    verifying: 'Sedang mengesahkan…',
    verified: 'Disahkan',
    failed: 'Kami tidak dapat mengesahkan anda. Sila tanda kotak sekali lagi.',
  },
  staffPage: {
    title: 'Log masuk kakitangan',
    lead: 'Untuk kakitangan Kumpulan Sinar: log masuk dengan alamat e-mel syarikat anda.',
    noAccount: 'Belum mempunyai akaun kakitangan?',
  },
  partnerPage: {
    title: 'Log masuk rakan kongsi',
    lead: 'Untuk rakan kongsi perniagaan redONE: log masuk dengan ID Rakan Kongsi anda.',
    activationTitle: 'Kali pertama di sini? Dapatkan kata laluan anda',
    activationLead:
      'Masukkan ID Rakan Kongsi anda. Kami akan menghantar kata laluan sementara melalui SMS ke nombor telefon anda yang berdaftar dengan redONE.',
    activationSend: 'Dapatkan kata laluan saya',
    activationSent:
      'Kami telah menghantar kata laluan sementara melalui SMS ke nombor telefon yang berdaftar untuk {{partnerId}}. Log masuk dengannya di atas.',
  },
  logout: {
    title: 'Log keluar',
    inProgress: 'Sedang log keluar…',
  },
  idleLoggedOut: 'Anda telah log keluar secara automatik kerana tiada aktiviti selama 15 minit.',
  accountMenu: {
    label: 'Akaun saya: {{name}}',
    fallbackName: 'Akaun saya',
  },
  home: {
    title: 'Akaun saya',
    greeting: 'Selamat datang, {{name}}',
    lead: 'Permohonan pinjaman anda dan kemajuannya akan dipaparkan di sini.',
    lead_islamic: 'Permohonan pembiayaan anda dan kemajuannya akan dipaparkan di sini.',
    temporaryPasswordTitle: 'Anda menggunakan kata laluan sementara',
    temporaryPasswordBody:
      'Sila tetapkan kata laluan anda sendiri sekarang, supaya hanya anda yang mengetahuinya.',
    changePasswordNow: 'Tetapkan kata laluan saya',
    accountHeading: 'Akaun anda',
  },
  smeHome: {
    title: 'Akaun rakan kongsi',
    lead: 'Permohonan pinjaman perniagaan anda dan kemajuannya akan dipaparkan di sini.',
    partnerName: 'Nama rakan kongsi',
  },
};
