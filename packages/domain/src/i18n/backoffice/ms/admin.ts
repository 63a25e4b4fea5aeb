import type { CatalogShape } from '../../catalog-shape.ts';
import type { audit as enAudit, customers as enCustomers, officers as enOfficers } from '../en/admin.ts';

/** Halaman pentadbir: jejak audit, pegawai dan pelanggan. */
export const audit: CatalogShape<typeof enAudit> = {
  title: 'Jejak audit',
  lead: 'Setiap tindakan pegawai dan setiap perubahan status, seperti yang direkodkan. Tiada apa-apa di sini boleh diubah atau dipadam.',
  q: 'Carian',
  qHint: 'Nombor permohonan, nama atau e-mel pegawai, atau tindakan.',
  from: 'Dari',
  to: 'Hingga',
  found: 'Entri ditemui: {{total}}',
  caption: 'Entri audit, terkini dahulu',
  at: 'Bila',
  who: 'Siapa',
  action: 'Tindakan',
  application: 'Permohonan',
  change: 'Sebelum dan selepas',
  changedTo: 'diubah kepada',
  remark: 'Catatan',
  errors: {
    q: 'Gunakan paling banyak 100 aksara.',
    date: 'Masukkan tarikh, atau biarkan kosong.',
  },
};

export const officers: CatalogShape<typeof enOfficers> = {
  title: 'Pegawai',
  lead: 'Akaun pejabat belakang, peranan dan akses mereka. Pegawai baharu atau yang ditetapkan semula log masuk dengan kata laluan sementara dan menyediakan aplikasi pengesah.',
  new: 'Pegawai baharu',
  newTitle: 'Pegawai baharu',
  create: 'Cipta pegawai',
  caption: 'Pegawai',
  fullName: 'Nama penuh',
  email: 'E-mel kerja',
  roles: 'Peranan',
  rolesHint:
    'Pengesah yang mengesahkan sesuatu permohonan tidak boleh meluluskannya, walau apa pun peranan yang dipegang.',
  state: 'Akses',
  since: 'Sejak',
  actions: 'Tindakan',
  active: 'Aktif',
  inactive: 'Dinyahaktifkan',
  notEnrolled: 'Pengesah belum disediakan',
  edit: {
    open: 'Sunting',
    title: 'Sunting {{name}}',
    active: 'Boleh log masuk',
    activeHint: 'Nyahtanda untuk menyahaktifkan akaun: pegawai dilog keluar dan tidak boleh log masuk.',
    save: 'Simpan perubahan',
  },
  reset: {
    open: 'Tetapkan semula log masuk',
    title: 'Tetapkan semula log masuk {{name}}',
    lead: 'Kata laluan dan pengesah dikosongkan dan kata laluan sementara ditetapkan. Pegawai menyediakan pengesah semula pada log masuk seterusnya.',
    confirm: 'Tetapkan semula log masuk',
  },
  password: {
    title: 'Kata laluan sementara untuk {{name}}',
    lead: 'Serahkan kepada pegawai secara bersemuka. Mereka log masuk dengan {{email}} dan kata laluan ini, kemudian menyediakan aplikasi pengesah.',
    copy: 'Salin kata laluan',
    copied: 'Disalin ke papan keratan.',
    copyFailed: 'Pelayar tidak membenarkan penyalinan. Pilih kata laluan dan salin secara manual.',
    once: 'Kata laluan ini dipaparkan sekali sahaja. Tiada sesiapa, termasuk anda, boleh melihatnya lagi selepas anda beredar.',
    done: 'Selesai, saya telah mencatatnya',
  },
  errors: {
    fullName: 'Masukkan nama penuh (2 hingga 100 aksara).',
    email: 'Masukkan alamat e-mel yang sah.',
    roles: 'Tandakan sekurang-kurangnya satu peranan.',
  },
};

export const customers: CatalogShape<typeof enCustomers> = {
  title: 'Pelanggan',
  lead: 'Cari pelanggan dan buka permohonan terkini mereka.',
  q: 'Nama, nombor telefon bimbit, e-mel, No. MyKad atau nombor permohonan',
  qHint: 'Sebahagian nama atau nombor sudah memadai.',
  found: 'Pelanggan ditemui: {{total}}',
  caption: 'Pelanggan ditemui',
  name: 'Nama',
  type: 'Jenis pelanggan',
  nric: 'No. MyKad',
  phone: 'Nombor telefon bimbit',
  email: 'E-mel',
  latestApplication: 'Permohonan terkini',
  open: 'Buka',
  noApplication: 'Tiada permohonan',
};
