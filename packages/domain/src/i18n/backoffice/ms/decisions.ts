import type { CatalogShape } from '../../catalog-shape.ts';
import type { decisions as enDecisions } from '../en/decisions.ts';

/** Panel keputusan: borang setiap keputusan, pengesahannya dan penolakan yang diberi oleh pelayar terlebih dahulu. */
export const decisions: CatalogShape<typeof enDecisions> = {
  title: 'Keputusan',
  choose: 'Pilih keputusan',
  noneOpen: 'Tiada keputusan yang terbuka kepada anda bagi permohonan ini pada status semasanya.',
  blocked: 'Anda tidak boleh membuat keputusan bagi permohonan ini',
  recorded: 'Keputusan direkodkan',
  continue: 'Teruskan',
  back: 'Kembali ke borang',
  remark: 'Catatan',
  remarkHint: 'Wajib. Nyatakan sebabnya; ia masuk ke jejak audit bersama nama anda.',
  amount: 'Jumlah',
  amountInRinggit: 'Jumlah diluluskan (RM)',
  maximum: 'Maksimum: {{amount}}',
  tenure: 'Tempoh',
  chooseTenure: 'Pilih tempoh',
  steps: 'Langkah untuk dibuat semula',
  stepsToRedo: 'Langkah yang mesti dibuat semula oleh pemohon',
  stepsHint: 'Hanya langkah yang anda tandakan dibuka semula; yang lain kekal seperti sedia ada.',
  verify: {
    label: 'Sahkan',
    title: 'Sahkan permohonan',
    lead: 'Permohonan dan dokumennya teratur: ia bergerak ke peringkat semakan seterusnya.',
    confirmTitle: 'Sahkan permohonan {{applicationNo}}?',
    consequence: 'Ia bergerak ke peringkat semakan seterusnya. Pegawai lain membuat keputusan seterusnya.',
    confirm: 'Sahkan pengesahan',
  },
  approve: {
    label: 'Luluskan',
    title: 'Luluskan permohonan',
    lead: 'Luluskan jumlah dan tempoh di bawah. Jumlah tidak boleh melebihi jumlah maksimum yang layak.',
    confirmTitle: 'Luluskan permohonan {{applicationNo}}?',
    consequence:
      'Dalam semakan dua peringkat, pelulus kedua membuat keputusan seterusnya; selepas kelulusan akhir, pemohon dimaklumkan melalui e-mel.',
    confirm: 'Sahkan kelulusan',
  },
  reject: {
    label: 'Tolak',
    title: 'Tolak permohonan',
    lead: 'Permohonan tamat. Pemohon tidak boleh memohon semula selama {{months}} bulan.',
    confirmTitle: 'Tolak permohonan {{applicationNo}}?',
    consequence:
      'Tindakan ini tidak boleh dibatalkan. Pemohon dimaklumkan melalui e-mel dan tidak boleh memohon semula selama {{months}} bulan.',
    confirm: 'Sahkan penolakan',
  },
  referBack: {
    label: 'Rujuk semula',
    title: 'Rujuk semula kepada pemohon',
    lead: 'Pemohon dimaklumkan apa yang perlu dibetulkan, boleh mengubah langkah yang anda tandakan dan menghantar semula.',
    confirmTitle: 'Rujuk semula permohonan {{applicationNo}} kepada pemohon?',
    consequence:
      'Pemohon dimaklumkan melalui e-mel dan melihat catatan anda; permohonan menunggu penghantaran semula.',
    confirm: 'Sahkan rujukan semula',
  },
  followUp: {
    label: 'Susulan',
    title: 'Buat susulan sebelum memutuskan',
    lead: 'Rekodkan bahawa anda sedang menyemak sesuatu di luar aplikasi (panggilan, semakan majikan) sebelum membuat keputusan.',
    confirmTitle: 'Tandakan permohonan {{applicationNo}} sebagai disusuli?',
    consequence: 'Permohonan kekal dengan pengesah sehingga keputusan dibuat.',
    confirm: 'Sahkan susulan',
  },
  cancel: {
    label: 'Batalkan permohonan',
    title: 'Batalkan permohonan (pentadbir)',
    lead: 'Membatalkan permohonan secara muktamad, pada mana-mana peringkat semakan, sehingga pinjaman dikeluarkan.',
    confirmTitle: 'Batalkan permohonan {{applicationNo}}?',
    consequence: 'Tindakan ini tidak boleh dibatalkan. Pemohon perlu memulakan permohonan baharu.',
    confirm: 'Sahkan pembatalan',
  },
  errors: {
    remark: 'Tulis catatan antara 3 hingga 1,000 aksara.',
    amount: 'Masukkan jumlah diluluskan dalam ringgit, contohnya 5000 atau 5000.00.',
    amountStep: 'Luluskan jumlah dalam gandaan {{step}}, contohnya RM4,000 atau RM5,000.',
    amountAboveMaximum: 'Jumlah tidak boleh melebihi jumlah maksimum yang layak, {{max}}.',
    tenure: 'Pilih tempoh.',
    steps: 'Tandakan sekurang-kurangnya satu langkah untuk dibuat semula oleh pemohon.',
  },
};
